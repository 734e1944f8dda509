import Foundation
import Testing

@testable import CalculatorKit

/// What the rows of the tables in this file ask of the world outside the state: the calculations
/// that "=" records. A row not named here asks for nothing.
private let recorded: [String: [Asked]] = [
    "10 ÷ 4 =": [.record("10 ÷ 4 = 2.5")],
    "100000 × 10000 =": [.record("100,000 × 10,000 = 1e9")],
    "123456789 × 123456789 =": [.record("123,456,789 × 123,456,789 = ≈ 1.52415788e16")],
    "2 ÷ 3 =": [.record("2 ÷ 3 = ≈ 0.66666667")],
    "999999999 + 0 . 5 =": [.record("999,999,999 + 0.5 = ≈ 1e9")],
]

/// ≈ means one thing on every screen: the number shown is rounded (the value has more
/// digits). The kit decides it; front ends draw `roundingMark` and `roundingNote`.
@Suite("the rounding mark")
struct RoundingMarkTests {
    @Test(
        "rounded numbers are marked, whole ones are not",
        arguments: [
            ("2 ÷ 3 =", "≈"), ("10 ÷ 4 =", nil), ("2 √", "≈"), ("4 √", nil), ("999999999 + 0 . 5 =", "≈"),
            ("1 2 3", nil), ("π", "≈"), ("123456789 × 123456789 =", "≈"), ("100000 × 10000 =", nil),
        ] as [(String, String?)])
    func marks(_ typed: String, _ mark: String?) {
        let view = screen(typed, effects: recorded[typed] ?? [])
        #expect(view.roundingMark == mark, "\(typed)")
        #expect((view.roundingNote != nil) == (mark != nil), "\(typed)")
    }

    @Test func theExpressionKeypadAndTheConverterMarkAlike() {
        #expect(expressionScreen("2 ÷ 3").roundingMark == "≈")
        #expect(expressionScreen("2 ÷ 4").roundingMark == nil)
    }

    @Test func screenJSONCarriesTheMarkAndItsNote() throws {
        let rounded = Screen(screen("2 ÷ 3 =", effects: [.record("2 ÷ 3 = ≈ 0.66666667")]))
        #expect(rounded.rounded == "≈" && rounded.note == "rounded: the value has more digits")
        let whole = Screen(screen("1 ÷ 4 =", effects: [.record("1 ÷ 4 = 0.25")]))
        #expect(whole.rounded == nil && whole.note == nil)
        // Written as null when absent, so that a reader tests them without checking for the field.
        let json = String(decoding: try JSONEncoder().encode(whole), as: UTF8.self)
        #expect(json.contains("\"rounded\":null") && json.contains("\"note\":null"))
    }

    @Test func anUndecidedLastDigitIsSaid() {
        var view = screen("2 ÷ 3 =", effects: [.record("2 ÷ 3 = ≈ 0.66666667")])
        view.isUndecided = true
        #expect(view.roundingNote?.contains("could not be decided") == true)
    }
}
