import Foundation
import Testing

@testable import CalculatorKit

@Suite("the screen as JSON: one encoding for the CLI and the page")
struct ScreenTests {
    private func json(_ screen: Screen) throws -> [String: Any] {
        let data = try JSONEncoder().encode(screen)
        return try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    }

    @Test("the fields of a screen, with null for no operator and no error")
    func fields() throws {
        let object = try json(Screen(screen("2 + 3 × 4 =", effects: [.record("2 + 3 × 4 = 14")])))
        #expect(object["display"] as? String == "14")
        #expect(object["expression"] as? String == "2 + 3 × 4")
        #expect(object["clear"] as? String == "C")
        #expect(object["operator"] is NSNull)
        #expect(object["error"] is NSNull)
        #expect(object["emphasis"] as? String == "result")
        #expect(object["exact"] as? Bool == true)
        #expect(object["angle"] as? String == "deg")
        #expect(object["mode"] as? String == "basic")
        // Only when asked for: the clipboard text costs digits, the history is sent on its own.
        #expect(object["copy"] == nil && object["history"] == nil && object["key"] == nil)
        let full = try json(
            Screen(screen("2 + 3 × 4 =", effects: [.record("2 + 3 × 4 = 14")]), key: .equals, copy: true, history: true)
        )
        #expect(full["key"] as? String == "=")
        #expect(full["keyId"] as? String == "equals")
        #expect(object["title"] as? String == "Basic")
        #expect(object["indicators"] as? [String: String] == ["angle": "Deg"])
        #expect(full["copy"] as? String == "14")
        #expect((full["history"] as? [[String: String]])?.first == ["expression": "2 + 3 × 4", "result": "14"])
    }

    @Test("captions and lit cells: what differs from the layout's labels now")
    func captions() {
        let fresh = Screen(CalculatorState().view)
        #expect(fresh.captions.isEmpty)
        #expect(fresh.lit.isEmpty)
        let pending = Screen(screen("5 ×"))
        #expect(pending.captions == ["AC": "C"])
        #expect(pending.lit == ["×"])
        #expect(pending.operator == "×")
        let second = Screen(screen("Rad 2nd"))
        #expect(second.captions["Rad"] == "Deg")
        #expect(second.captions["sin"] == "sin⁻¹")
        #expect(second.captions["log"] == "log₂")
        #expect(second.lit == ["2nd"])
        #expect(second.spoken["sin"] == "inverse sine" && second.spoken["Rad"] == "degrees")
        #expect(fresh.spoken.isEmpty && pending.spoken == ["AC": "clear"])
        let error = Screen(screen("1 ÷ 0 ="))
        #expect(error.display == "Error" && error.error == "cannot divide by zero" && error.clear == "AC")
    }

    @Test("the kit's words: indicators and titles, the same for every front end")
    func words() {
        let held = Screen(screen("2 √ m+ Rad 2nd"))
        #expect(held.indicators == ["angle": "Rad", "second": "2nd", "memory": "M", "approximate": "≈"])
        #expect(screen("2 √ m+ Rad 2nd").indicators.shown == ["Rad", "2nd", "M", "≈"])
        // A third is exact, but the display cuts its digits off: it stands for more than it shows.
        #expect(Screen(screen("1 ÷ 3 =", effects: [.record("1 ÷ 3 = ≈ 0.33333333")])).indicators["approximate"] == "≈")
        #expect(Screen(screen("1 ÷ 4 =", effects: [.record("1 ÷ 4 = 0.25")])).indicators["approximate"] == nil)
        var converter = CalculatorState()
        converter = CalculatorState.reduce(converter, .mode(.converter))
        let converting = Screen(converter.view)
        #expect(converting.title == "Converter" && converting.indicators["angle"] == nil)
        #expect(converting.converter?.title == "Length")
        #expect(CalculatorState.Mode.allCases.map(\.title) == ["Basic", "Expression", "Converter", "Programmer"])
        #expect(ConverterCategory.data.title == "Data")
    }

    @Test("a screen reads back as it was written")
    func roundTrip() throws {
        let screen = Screen(
            screen("1 ÷ 3 = 2nd", effects: [.record("1 ÷ 3 = ≈ 0.33333333")]), key: .second, copy: true, history: true)
        #expect(try JSONDecoder().decode(Screen.self, from: JSONEncoder().encode(screen)) == screen)
    }
}
