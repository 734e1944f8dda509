import Testing

@testable import CalculatorKit

private func converterScreen(_ typed: String) -> ViewState {
    screen(typed, CalculatorState(mode: .converter))
}

/// What a front end draws: "input from = output to", in the category.
private func drawn(_ view: ViewState) -> String {
    guard let c = view.converter else { return "no converter screen" }
    return "\(c.category.rawValue): \(c.input) \(c.fromUnit) = \(c.output) \(c.toUnit)"
}

@Suite("Converter keypad")
struct ConverterTests {
    /// Expected values worked out by hand from the definitions (1 in = 2.54 cm, 1 lb =
    /// 0.45359237 kg, °F = °C × 9/5 + 32), not from the unit table.
    @Test(
        "key sequences and the screens they give",
        arguments: [
            ("", "length: 0 mi = 0 km"),
            ("1", "length: 1 mi = 1.609344 km"),
            ("2 . 5", "length: 2.5 mi = 4.02336 km"),
            ("1 ⇅", "length: 1 km = 0.62137119 mi"),  // 1000 / 1609.344 in 9 characters' digits
            ("1 2 ⌫", "length: 1 mi = 1.609344 km"),
            ("5 AC", "length: 0 mi = 0 km"),
            ("3 from:ft to:in", "length: 3 ft = 36 in"),
            ("1 to+", "length: 1 mi = 160,934.4 cm"),
            ("kind:temperature 2 1 2", "temperature: 212 °F = 100 °C"),
            ("kind:temperature 4 0 ±", "temperature: -40 °F = -40 °C"),
            ("kind:mass 1", "mass: 1 lb = 0.45359237 kg"),
            ("kind:data 1", "data: 1 GiB = 1.07374182 GB"),
            ("kind:speed 6 0", "speed: 60 mph = 96.56064 km/h"),
            ("kind+ 1", "area: 1 acre = 4,046.85642 m²"),
            ("kind- 1", "charge: 1 mAh = 3.6 C"),
            ("1 from:nmi", "length: 1 nmi = 1.852 km"),
            ("1 from:kg", "mass: 1 kg = 1,000 g"),  // the other unit was kg: it moves on
            ("1 from:kg to:lb", "mass: 1 kg = 2.20462262 lb"),
            ("1 from:kWh to:MJ", "energy: 1 kWh = 3.6 MJ"),
            // L/100km measures what an area does (a volume over a length): in Fuel it stays Fuel.
            ("kind:fuel to:L/100km 1 0", "fuel: 10 mpg = 23.5214583 L/100km"),
            ("kind:fuel from:L/100km 5", "fuel: 5 L/100km = 47.0429167 mpg"),
            ("kind:fuel to:km/L to:L/100km 1", "fuel: 1 mpg = 235.214583 L/100km"),
            ("kind:area to:L/100km 1", "fuel: 1 mpg = 235.214583 L/100km"),
        ])
    func sequences(typed: String, expected: String) {
        #expect(drawn(converterScreen(typed)) == expected, "\(typed)")
    }

    @Test("the display and value are the converted number, exact")
    func exactValue() {
        let view = converterScreen("1")
        #expect(view.display == "1.609344")
        #expect(view.value?.exactValue == Rational(1_609_344, 1_000_000))
        #expect(view.isComplete)
        #expect(view.expression == "1 mi")
        #expect(view.mode == .converter)
    }

    @Test("an unknown unit is refused with a reason, and the screen stays")
    func unknownUnit() {
        let view = converterScreen("1 from:blorp")
        #expect(view.error == "unknown unit 'blorp'")
        #expect(drawn(view) == "length: 1 mi = 1.609344 km")
        #expect(converterScreen("1 from:blorp 2").error == nil)
    }

    @Test("each keypad keeps its entry when the mode changes")
    func modes() {
        let view = screen("7 convert 1 basic", CalculatorState())
        #expect(view.display == "7")
        #expect(drawn(screen("convert 1 basic 2 convert", CalculatorState())) == "length: 1 mi = 1.609344 km")
    }

    @Test("the converter layout's keys are all converter or entry keys, and labelled")
    func layout() {
        let layout = KeypadLayout.keypad(.converter, .portrait)
        #expect(layout.columns == 4)
        for row in layout.rows { for cell in row { #expect(!cell.key.label.isEmpty) } }
        #expect(layout.rows.joined().contains { $0.key == .converter(.swap) })
    }
}
