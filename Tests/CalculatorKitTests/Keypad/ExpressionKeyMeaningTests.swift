import Testing

@testable import CalculatorKit

/// What the rows of the tables in this file ask of the world outside the state: the calculations
/// that "=" records. A row not named here asks for nothing.
private let recorded: [String: [Asked]] = [
    "1 + 2 × − 3 =": [.record("1 + 2 − 3 = 0")],
    "1 + 8 ÷ 2 × xʸ 3 =": [.record("1 + (8 ÷ 2) ^ 3 = 65")],
    "1 . 5 e + 1 0 =": [.record("1.5×e+10 = ≈ 14.0774227")],
    "2 EE 3 + 1 =": [.record("2E3+1 = 2,001")],
    "2 xʸ 3 × xʸ 2 =": [.record("(2 ^ 3) ^ 2 = 64")],
    "2 × 3 + 4 − × 5 =": [.record("(2 × 3 + 4) × 5 = 50")],
    "2 × 3 + − 1 =": [.record("2 × 3 − 1 = 5")],
    "8 ÷ 2 + xʸ 3 =": [.record("(8 ÷ 2) ^ 3 = 64")],
    "9 e + 4 =": [.record("9×e+4 = ≈ 28.4645365")],
    "e + 1 =": [.record("e+1 = ≈ 3.71828183")],
]

/// Each key on the expression keypad means what its cap says, and gives what the basic
/// keypad gives for the same keys.
@Suite("Expression keypad: keys mean their caps")
struct ExpressionKeyMeaningTests {
    @Test(
        "the e key followed by + is the constant, not an exponent",
        arguments: [
            ("9 e + 4 =", "9×e+4", "28.4645364561314"), ("1 . 5 e + 1 0 =", "1.5×e+10", "14.0774227426886"),
            ("e + 1 =", "e+1", "3.71828182845905"), ("2 EE 3 + 1 =", "2E3+1", "2,001"),
        ] as [(String, String, String)])
    func constantE(_ typed: String, _ line: String, _ display: String) {
        let view = expressionScreen(typed, effects: recorded[typed] ?? [])
        #expect(view.expression == line, "\(typed)")
        #expect(view.display == display, "\(typed)")
    }

    @Test(
        "% then ± agrees with the basic keypad",
        arguments: [
            ("1 0 0 − 1 0 % ± =", [Asked.record("100−−10% = 110")], [Asked.record("100 − -10 = 110")]),
            ("1 0 0 + 1 0 % ± =", [.record("100+−10% = 90")], [.record("100 + -10 = 90")]),
            ("1 0 0 − 1 0 ± % =", [.record("100−(−10)% = 110")], [.record("100 − (-10)% = 110")]),
            ("5 0 × 1 0 % ± =", [.record("50×−10% = -5")], [.record("50 × -0.1 = -5")]),
            ("1 0 % ± =", [.record("−10% = -0.1")], []),
        ])
    func percentThenSign(_ typed: String, _ inExpression: [Asked], _ onBasic: [Asked]) {
        #expect(
            expressionScreen(typed, effects: inExpression).display == screen(typed, effects: onBasic).display,
            "\(typed)")
    }

    @Test("% then ±: the values")
    func percentValues() {
        #expect(expressionScreen("1 0 0 − 1 0 % ± =", effects: [.record("100−−10% = 110")]).display == "110")
        #expect(expressionScreen("1 0 0 + 1 0 % ± =", effects: [.record("100+−10% = 90")]).display == "90")
    }
}

/// The line above the display reads as the value below it.
@Suite("The line matches the value")
struct LineMatchesValueTests {
    @Test(
        "an operator that replaces one keeps what was calculated",
        arguments: [
            ("8 ÷ 2 + xʸ 3 =", "(8 ÷ 2) ^ 3", "64"), ("1 + 8 ÷ 2 × xʸ 3 =", "1 + (8 ÷ 2) ^ 3", "65"),
            ("2 xʸ 3 × xʸ 2 =", "(2 ^ 3) ^ 2", "64"), ("2 × 3 + 4 − × 5 =", "(2 × 3 + 4) × 5", "50"),
            ("2 × 3 + − 1 =", "2 × 3 − 1", "5"), ("1 + 2 × − 3 =", "1 + 2 − 3", "0"),
        ] as [(String, String, String)])
    func replacedOperator(_ typed: String, _ line: String, _ display: String) throws {
        let view = screen(typed, effects: recorded[typed] ?? [])
        #expect(view.expression == line, "\(typed)")
        #expect(view.display == display, "\(typed)")
        // The line, read by the expression language, is the value.
        let value = try Evaluator().evaluate(line)
        #expect(value == view.value, "\(typed)")
    }

    @Test(
        "a pending yˣ base shows balanced parentheses",
        arguments: [
            ("6 yˣ ( 4 × 1 0 xʸ 3", "(4×10^3)^6"), ("6 yˣ ( 4 × 10ˣ 3", "(4×10^(3))^6"),
            ("3 yˣ ( 1 + 1", "(1+1)^3"), ("3 yˣ ( 2 × ( 1", "(2×(1))^3"), ("3 yˣ 2", "2^3"),
        ] as [(String, String)])
    func pendingBase(_ typed: String, _ line: String) {
        let view = expressionScreen(typed)
        #expect(view.expression == line, "\(typed)")
        #expect(view.expression.filter { $0 == "(" }.count == view.expression.filter { $0 == ")" }.count)
    }
}
