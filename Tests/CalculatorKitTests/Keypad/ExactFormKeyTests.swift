import Foundation
import Testing

@testable import CalculatorKit

/// What the rows of the tables in this file ask of the world outside the state: the calculations
/// that "=" records. A row not named here asks for nothing.
private let recorded: [String: [Asked]] = [
    "a/b 1 0 ÷ 4 =": [.record("10 ÷ 4 = 2.5")],
    "a/b 2 √ ÷ 2 =": [.record("√(2) ÷ 2 = ≈ 0.70710678")],
    "a/b 6 ÷ 3 =": [.record("6 ÷ 3 = 2")],
    "a/b π ÷ 2 =": [.record("π ÷ 2 = ≈ 1.57079633")],
]

/// The a/b key (tapping the display): the display flips between digits and the exact form.
@Suite struct ExactFormKeyTests {
    @Test func flipsBetweenDigitsAndTheForm() {
        let shown = screens("2 ÷ 3 = a/b a/b a/b", effects: [.record("2 ÷ 3 = ≈ 0.66666667")])
        #expect(shown[3].display == "0.66666667" && shown[3].roundingMark == "≈")
        #expect(shown[4].display == "2/3" && shown[4].roundingMark == nil && shown[4].showsExactForm)
        #expect(shown[5].display == "0.66666667" && !shown[5].showsExactForm)
        #expect(shown[6].display == "2/3")
    }

    @Test(
        "forms on the basic keypad",
        arguments: [
            ("a/b 8 √", "2√2"), ("a/b π ÷ 2 =", "π/2"), ("a/b 2 √ ÷ 2 =", "√2/2"), ("a/b 8 ln", "3 ln 2"),
            ("a/b 1 0 ÷ 4 =", "5/2"), ("a/b 1 2 3 4 5 6 7", "1,234,567"), ("a/b 6 ÷ 3 =", "2"),
        ])
    func basic(_ typed: String, _ display: String) {
        #expect(screen(typed, CalculatorState(angle: .radians), effects: recorded[typed] ?? []).display == display)
    }

    /// A number being typed stays as typed, whatever the setting.
    @Test func anEntryStaysAsTyped() {
        #expect(screen("a/b 0 . 5").display == "0.5")
        #expect(screen("a/b 0 . 5 + 1 =", effects: [.record("0.5 + 1 = 1.5")]).display == "3/2")
    }

    /// The expression keypad's live result and its answer show the form too.
    @Test func expressionKeypad() {
        let state = CalculatorState(mode: .expression)
        #expect(screen("a/b 1 ÷ 3 + √ 3", state).display == "1/3 + √3")
        #expect(
            screen("a/b 1 ÷ 3 + √ 3 ) =", state, effects: [.record("1÷3+√(3) = ≈ 2.06538414")]).display == "1/3 + √3")
    }

    /// Copy takes what is shown: the exact form while it is shown, which reads back as the same value;
    /// the digits again once the display flips back.
    @Test func copyTakesTheShownForm() throws {
        let cases: [(String, String, [Asked])] = [
            ("a/b 2 ÷ 3 =", "2/3", [.record("2 ÷ 3 = ≈ 0.66666667")]), ("a/b 8 √", "2√2", []),
            ("a/b π ÷ 2 =", "π/2", [.record("π ÷ 2 = ≈ 1.57079633")]), ("a/b 8 ln", "3 ln 2", []),
        ]
        for (typed, form, effects) in cases {
            let view = screen(typed, CalculatorState(angle: .radians), effects: effects)
            #expect(try view.copyText().get() == form)
            let copied = try Evaluator().evaluate(form).decimalApproximation(significantDigits: 30)
            let value = try #require(view.value)
            #expect(try copied == value.decimalApproximation(significantDigits: 30))
        }
        let digits = screen("2 ÷ 3 = a/b a/b", effects: [.record("2 ÷ 3 = ≈ 0.66666667")])
        #expect(try digits.copyText().get().hasPrefix("0.666666666666"))
    }

    /// A value with no known form keeps its digits, and the screen says why.
    @Test func noKnownForm() {
        let view = screen("a/b 1 sin", CalculatorState(angle: .radians))
        #expect(view.display == "0.84147098")
        #expect(view.exactFormNote == "no exact form is known")
        #expect(!view.showsExactForm)
        #expect(Screen(view).exactFormNote == "no exact form is known")
        // Too long for the display: the digits, and that reason.
        let long = screen(
            "a/b 2 ÷ 3 ÷ 9 9 9 9 9 9 9 9 9 ÷ 9 9 9 9 9 9 9 =",
            effects: [.record("2 ÷ 3 ÷ 999,999,999 ÷ 9,999,999 = ≈ 6.66666734e-17")])
        #expect(long.exactFormNote == "the exact form is too long to show")
    }

    /// The setting outlives AC and keypad switches, like the angle unit.
    @Test func theSettingStays() {
        #expect(
            screen("a/b 1 ÷ 4 = AC 1 ÷ 8 =", effects: [.record("1 ÷ 4 = 0.25"), .record("1 ÷ 8 = 0.125")]).display
                == "1/8")
        #expect(screen("a/b Expr Basic 1 ÷ 8 =", effects: [.record("1 ÷ 8 = 0.125")]).display == "1/8")
    }

    /// The key has its id, name and spoken name, and the display sends it in every layout's JSON.
    @Test func theKeyIsTheKits() throws {
        #expect(Key(name: "a/b") == .exactForm && Key(name: "exactForm") == .exactForm)
        #expect(Key.exactForm.spokenName == "exact form or decimal")
        #expect(KeypadLayout.displayKey == .exactForm)
        let json = String(decoding: try JSONEncoder().encode(KeypadLayout.portraitBasic), as: UTF8.self)
        #expect(json.contains("\"displayKey\":\"exactForm\""))
    }
}
