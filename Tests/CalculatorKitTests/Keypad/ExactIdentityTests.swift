import Testing

@testable import CalculatorKit

/// What the rows of the tables in this file ask of the world outside the state: the calculations
/// that "=" records. A row not named here asks for nothing.
private let recorded: [String: [Asked]] = [
    "( 5 xʸ ( 2 ÷ 3 ) ) xʸ 3 − 2 5 =": [.record("(5^(2÷3))^3−25 = 0")],
    "1 0 ∛ ∛ x³ x³ − 1 0 =": [.record("((∛(∛(10)))^3)^3 − 10 = 0")],
    "1 xʸ e =": [.record("1 ^ e = 1")],
    "1 xʸ π = 2nd cos": [.record("1 ^ π = 1")],
    "1 xʸ π = ln": [.record("1 ^ π = 1")],
    "1 xʸ π = − 1 =": [.record("1 ^ π = 1"), .record("1 − 1 = 0")],
    "1 xʸ π =": [.record("1^π = 1")],
    "2 ∛ x² × 2 ∛ = − 2 =": [.record("(∛(2))^2 × ∛(2) = 2"), .record("2 − 2 = 0")],
    "5 ʸ√x 3 = x³": [.record("5 ʸ√x 3 = ≈ 1.70997595")],
    "5 ʸ√x 6 = xʸ 3 = x²": [.record("5 ʸ√x 6 = ≈ 1.30766049"), .record("1.30766049 ^ 3 = ≈ 2.23606798")],
    "5 ∛ 1/x x³ × 5 − 1 =": [.record("((∛(5))^(−1))^3 × 5 − 1 = 0")],
    "5 ∛ x³ − 5 =": [.record("(∛(5))^3 − 5 = 0")],
    "e = m+ AC mr − e =": [.record("e = ≈ 2.71828183"), .record("2.71828182845904523536028747135−e = 0")],
    "π = m+ AC mr − π =": [.record("π = ≈ 3.14159265"), .record("3.14159265358979323846264338328−π = 0")],
    "π = − π =": [.record("π = ≈ 3.14159265"), .record("ans−π = 0")],
    "√ 2 ) = m+ AC mr x² − 2 =": [
        .record("√(2) = ≈ 1.41421356"), .record("1.41421356237309504880168872421^2−2 = 0"),
    ],
    "√ 2 ) = m+ AC mr × mr =": [
        .record("√(2) = ≈ 1.41421356"),
        .record("1.41421356237309504880168872421×1.41421356237309504880168872421 = 2"),
    ],
    "∛ 5 ) x³ − 5 =": [.record("∛(5)^3−5 = 0")],
]

/// Values whose exact structure decides an equality: 1 to any power is 1, and a root of a
/// rational raised back is that rational. Without it these ended in "too small to show".
@Suite("Exact identities on the keypads")
struct ExactIdentityTests {
    @Test(
        "the basic keypad",
        arguments: [
            ("1 xʸ π = − 1 =", "0"), ("1 xʸ π = ln", "0"), ("1 xʸ π = 2nd cos", "0"), ("1 xʸ e =", "1"),
            ("5 ∛ x³ x!", "120"), ("5 ∛ x³ − 5 =", "0"), ("2 ∛ x² × 2 ∛ = − 2 =", "0"),
            ("5 ∛ 1/x x³ × 5 − 1 =", "0"), ("1 0 ∛ ∛ x³ x³ − 1 0 =", "0"), ("8 ± ∛", "-2"),
            ("5 ʸ√x 3 = x³", "5"), ("5 ʸ√x 6 = xʸ 3 = x²", "5"),
        ] as [(String, String)])
    func basic(_ typed: String, _ display: String) {
        #expect(screen(typed, effects: recorded[typed] ?? []).display == display, "\(typed)")
    }

    @Test(
        "the expression keypad",
        arguments: [
            ("1 xʸ π =", "1"), ("∛ 5 ) x³ − 5 =", "0"), ("( 5 xʸ ( 2 ÷ 3 ) ) xʸ 3 − 2 5 =", "0"),
        ] as [(String, String)])
    func expression(_ typed: String, _ display: String) {
        #expect(expressionScreen(typed, effects: recorded[typed] ?? []).display == display, "\(typed)")
    }

    @Test("the engine keeps rational powers of rationals exact where they become rational")
    func engine() throws {
        let evaluator = Evaluator()
        for (text, value) in [
            ("cbrt(5)^3", Rational(5)), ("(5^(1/3))^6", Rational(25)), ("2^(1/3)*2^(2/3)", Rational(2)),
            ("1/(3^(1/5))^5", Rational(1, 3)), ("1^pi", Rational(1)), ("1^(e^100)", Rational(1)),
            ("(2/3)^(1/4)*(2/3)^(3/4)", Rational(2, 3)), ("cbrt(-5)^3", Rational(-5)),
        ] {
            #expect(try evaluator.evaluate(text).exactValue == value, "\(text)")
        }
    }
}

/// Memory, ans and a history recall carry the exact value into the expression keypad: the
/// line shows rounded digits, the engine reads the value.
@Suite("Exact values recalled on the expression keypad")
struct ExactRecallTests {
    @Test(
        "memory and ans",
        arguments: [
            ("π = m+ AC mr − π =", "0"), ("√ 2 ) = m+ AC mr x² − 2 =", "0"), ("√ 2 ) = m+ AC mr × mr =", "2"),
            ("π = − π =", "0"), ("e = m+ AC mr − e =", "0"),
        ] as [(String, String)])
    func expression(_ typed: String, _ display: String) {
        #expect(expressionScreen(typed, effects: recorded[typed] ?? []).display == display, "\(typed)")
    }

    @Test("a value stored on the basic keypad is recalled exactly on the expression keypad")
    func acrossKeypads() {
        var state = CalculatorState()
        state.type("2 √ m+")
        state.tap(.mode(.expression))
        state.type("mr x² − 2 =", effects: [.record("1.41421356237309504880168872421^2−2 = 0")])
        #expect(state.view.display == "0")
        #expect(state.view.value?.exactValue == .zero)
    }

    @Test("a history recall carries the exact value, on both keypads")
    func history() {
        var state = CalculatorState(mode: .expression)
        state.type("√ 2 ) =", effects: [.record("√(2) = ≈ 1.41421356")])
        let root = state.view.history[0]
        state.tap(.allClear)
        state.tap(.recall(root))
        state.type("x² − 2 =", effects: [.record("1.41421356237309504880168872421^2−2 = 0")])
        #expect(state.view.display == "0")
        var basic = CalculatorState()
        basic.tap(.recall(root))
        basic.type("x² − 2 =", effects: [.record("1.41421356^2 − 2 = 0")])
        #expect(basic.view.display == "0")
    }
}
