import Testing

@testable import CalculatorKit

@Suite("the keyboard map every front end shares")
struct KeyboardMapTests {
    @Test("characters press their cells on both keypads", arguments: CalculatorState.Mode.allCases)
    func characters(mode: CalculatorState.Mode) {
        let expected: [(Character, Key)] = [
            ("7", .digit(7)), ("0", .digit(0)), (".", .point), ("+", .operation(.add)), ("-", .operation(.subtract)),
            ("−", .operation(.subtract)), ("*", .operation(.multiply)), ("×", .operation(.multiply)),
            ("/", .operation(.divide)), ("÷", .operation(.divide)), ("^", .operation(.power)), ("(", .openParenthesis),
            (")", .closeParenthesis), ("%", .percent), ("=", .equals), ("!", .function(.factorial)),
            ("π", .constant(.pi)),
        ]
        for (character, key) in expected {
            #expect(KeyboardMap.cell(for: .character(character), in: mode) == key, "\(character)")
        }
        // A comma groups thousands in the expression language, so it is no decimal point.
        #expect(KeyboardMap.cell(for: .character(","), in: mode) == nil)
        #expect(KeyboardMap.cell(for: .character("?"), in: mode) == nil)
        #expect(KeyboardMap.cell(for: .enter, in: mode) == .equals)
        #expect(KeyboardMap.cell(for: .backspace, in: mode) == .backspace)
        #expect(KeyboardMap.cell(for: .delete, in: mode) == .backspace)
        #expect(KeyboardMap.cell(for: .escape, in: mode) == .allClear)
    }

    @Test("letters press keys on the basic keypad only; on the expression keypad they spell names")
    func letters() {
        #expect(KeyboardMap.cell(for: .character("n"), in: .basic) == .changeSign)
        #expect(KeyboardMap.cell(for: .character("p"), in: .basic) == .constant(.pi))
        #expect(KeyboardMap.cell(for: .character("x"), in: .basic) == .operation(.multiply))
        for letter in "npxsc" { #expect(KeyboardMap.cell(for: .character(letter), in: .expression) == nil) }
    }

    @Test("converter letters step the units and the kind, and swap; typed, 1 mile becomes 1.609344 km")
    func converterLetters() {
        #expect(KeyboardMap.cell(for: .character("f"), in: .converter) == .converter(.nextFromUnit))
        #expect(KeyboardMap.cell(for: .character("T"), in: .converter) == .converter(.previousToUnit))
        #expect(KeyboardMap.cell(for: .character("k"), in: .converter) == .converter(.nextCategory))
        #expect(KeyboardMap.cell(for: .character("s"), in: .converter) == .converter(.swap))
        for letter in "ftks" { #expect(KeyboardMap.cell(for: .character(letter), in: .basic) == nil) }
        // The command letters of the front ends stay free.
        for letter in "mhcq" { #expect(KeyboardMap.cell(for: .character(letter), in: .converter) == nil) }
        var state = CalculatorState(mode: .converter)
        // From the default mi → km: t steps the to-unit on (km → cm), T steps it back.
        for character in "1tT" { state.tap(KeyboardMap.cell(for: .character(character), in: .converter)!) }
        #expect(state.view.converter?.fromUnit == "mi" && state.view.converter?.toUnit == "km")
        #expect(state.view.display == "1.609344")
        state.tap(KeyboardMap.cell(for: .character("s"), in: .converter)!)
        #expect(state.view.converter?.fromUnit == "km" && state.view.converter?.toUnit == "mi")
    }

    @Test(
        "Escape presses the clear cell: C while there is something to clear, then AC",
        arguments: CalculatorState.Mode.allCases)
    func escape(mode: CalculatorState.Mode) throws {
        var state = CalculatorState(mode: mode)
        state.type("1 + 5")
        let cell = try #require(KeyboardMap.cell(for: .escape, in: mode))
        #expect(state.view.keyToSend(cell) == .clear)
        // Pressed until nothing is left to clear, it becomes AC, which clears the keypad.
        var presses = 0
        while state.view.keyToSend(cell) == .clear, presses < 5 {
            state.tap(.clear)
            presses += 1
        }
        #expect(presses >= 1 && presses < 5)
        state.tap(state.view.keyToSend(cell))
        #expect(state.view.display == "0")
        // The converter's expression line always names its unit ("0 mi").
        #expect(mode == .converter ? state.view.converter?.input == "0" : state.view.expression.isEmpty)
    }

    @Test("the table lists each keyboard key once, with what `cell(for:in:)` says")
    func table() {
        for mode in CalculatorState.Mode.allCases {
            let table = KeyboardMap.table(mode)
            #expect(Set(table.map(\.keyboard)).count == table.count)
            for (keyboard, cell) in table { #expect(KeyboardMap.cell(for: keyboard, in: mode) == cell) }
            #expect(table.contains { $0.keyboard == .escape })
        }
        #expect(KeyboardMap.table(.basic).count == KeyboardMap.table(.expression).count + 3)
        #expect(KeyboardKey.escape.name == "Escape" && KeyboardKey.character("+").name == "+")
    }

    @Test("only the clear and angle cells send by the state; every other cell sends its own key")
    func sendsByState() {
        let views = [
            CalculatorState().view, screen("5 + 2"), screen("Rad 2nd 3"), screen("1 ÷ 0 ="), expressionScreen("1 + 2"),
        ]
        for key in KeypadLayout.allKeys where !key.sendsByState {
            for view in views { #expect(view.keyToSend(key) == key, "\(key)") }
        }
        #expect(views.contains { $0.keyToSend(.allClear) != .allClear })
        #expect(views.contains { $0.keyToSend(.angle(.radians)) != .angle(.radians) })
    }
}
