import Testing

@testable import CalculatorKit

/// What the rows of the tables in this file ask of the world outside the state: the calculations
/// that "=" records. A row not named here asks for nothing.
private let recorded: [String: [Asked]] = [
    "0 . 5 yˣ 4 ) + 1 =": [.record("4^0.5+1 = 3")],
    "1 + 8 ʸ√x 3 =": [.record("1 + 8 ʸ√x 3 = 3")],
    "1 + C 5 =": [.record("1 + 5 = 6")],
    "1 . 5 = × 2": [.record("1.5 = 1.5")],
    "1 ÷ 3 = × 3": [.record("1÷3 = ≈ 0.33333333")],
    "1 ÷ 4 = − 1": [.record("1÷4 = 0.25")],
    "10 % =": [.record("10% = 0.1")],
    "1000 log_y 10 =": [.record("1,000 log_y 10 = 3")],
    "2 + 3 = C": [.record("2 + 3 = 5")],
    "2 + 3 yˣ 2 × 2 =": [.record("2+2^3×2 = 18")],
    "2 2nd eˣ 3 =": [.record("2 yˣ 3 = 9")],
    "2 = C + 3": [.record("2 = 2")],
    "2 yˣ 3 yˣ 2 =": [.record("2^(3^2) = 512")],
    "27 ʸ√x 3 × 2 =": [.record("27 ʸ√x 3 × 2 = 6")],
    "3 = + 3": [.record("3 = 3")],
    "3 yˣ ( 1 + 1 ) =": [.record("(1+1)^3 = 8")],
    "3 yˣ ( 1 + 1 =": [.record("(1+1)^3 = 8")],
    "3 yˣ 2 =": [.record("2^3 = 8")],
    "3 yˣ 2 C 4 =": [.record("4^3 = 64")],
    "3 ± = x²": [.record("−3 = -3")],
    "5 + 2 C =": [.record("5 + 0 = 5")],
    "5 + 2 C × 3 =": [.record("5 × 3 = 15")],
    "5 + mr =": [.record("5 + 0 = 5")],
    "50 + 10 % =": [.record("50 + 10% = 55")],
    "50 × 10 % =": [.record("50 × 10% = 5")],
    "50 ÷ 10 % =": [.record("50 ÷ 10% = 500")],
    "50 − 10 % =": [.record("50 − 10% = 45")],
    "8 2nd ln 2 =": [.record("8 log_y 2 = 3")],
    "8 ± ʸ√x 3 =": [.record("-8 ʸ√x 3 = -2")],
    "8 ʸ√x 3 =": [.record("8 ʸ√x 3 = 2")],
    "± 3 yˣ 2 =": [.record("2^(−3) = 0.125")],
]

/// The same for the rows typed on the expression keypad, which records the line as it reads it.
private let recordedInExpressions: [String: [Asked]] = [
    "0 . 5 yˣ 4 ) + 1 =": [.record("4^0.5+1 = 3")],
    "1 . 5 = × 2": [.record("1.5 = 1.5")],
    "1 ÷ 3 = × 3": [.record("1÷3 = ≈ 0.33333333")],
    "1 ÷ 4 = − 1": [.record("1÷4 = 0.25")],
    "10 % =": [.record("10% = 0.1")],
    "2 + 3 yˣ 2 × 2 =": [.record("2+2^3×2 = 18")],
    "2 = C + 3": [.record("2 = 2")],
    "2 yˣ 3 yˣ 2 =": [.record("2^(3^2) = 512")],
    "3 = + 3": [.record("3 = 3")],
    "3 yˣ ( 1 + 1 ) =": [.record("(1+1)^3 = 8")],
    "3 yˣ ( 1 + 1 =": [.record("(1+1)^3 = 8")],
    "3 yˣ 2 =": [.record("2^3 = 8")],
    "3 yˣ 2 C 4 =": [.record("4^3 = 64")],
    "3 ± = x²": [.record("−3 = -3")],
    "5 + 2 C × 3 =": [.record("5×3 = 15")],
    "5 + mr =": [.record("5+0 = 5")],
    "50 + 10 % =": [.record("50+10% = 55")],
    "50 × 10 % =": [.record("50×10% = 5")],
    "50 ÷ 10 % =": [.record("50÷10% = 500")],
    "50 − 10 % =": [.record("50−10% = 45")],
    "± 3 yˣ 2 =": [.record("2^(−3) = 0.125")],
]

/// Where the keypads once differed from the iPhone, one table per difference (docs/iphone-keypad.md).
@Suite("Keypads: as the iPhone, where they once differed")
struct IPhoneDifferencesTests {
    private let expression = CalculatorState(mode: .expression)
    private let radians = CalculatorState(angle: .radians)

    // 1. C after an operator lights the operator again, and another one replaces it.
    @Test(
        "C after an operator",
        arguments: [
            ("5 + 2 C", "0", BinaryOperator.add as BinaryOperator?), ("5 + 2 C × 3 =", "15", nil),
            ("1 + C 5 =", "6", nil),
            ("5 + 2 × 3 C", "0", .multiply), ("5 + 2 C =", "5", nil), ("2 + 3 = C", "0", nil),
        ] as [(String, String, BinaryOperator?)])
    func clearAfterAnOperator(_ typed: String, _ display: String, _ lit: BinaryOperator?) {
        let shown = screen(typed, effects: recorded[typed] ?? [])
        #expect(shown.display == display, "\(typed)")
        #expect(shown.pendingOperator == lit, "\(typed)")
    }

    // 2. % means the same in both keypads and in the expression language.
    @Test(
        "percent after + − × ÷",
        arguments: [
            ("50 + 10 % =", "55"), ("50 − 10 % =", "45"), ("50 × 10 % =", "5"), ("50 ÷ 10 % =", "500"),
            ("10 % =", "0.1"),
        ] as [(String, String)])
    func percentInBothKeypads(_ typed: String, _ display: String) {
        #expect(screen(typed, effects: recorded[typed] ?? []).display == display, "basic \(typed)")
        #expect(
            screen(typed, expression, effects: recordedInExpressions[typed] ?? []).display == display,
            "expression \(typed)")
    }

    @Test(
        "percent in expressions",
        arguments: [
            ("50+10%", "55"), ("50−10%", "45"), ("50-10%", "45"), ("200×5%", "10"), ("50÷10%", "500"), ("50%", "0.5"),
            ("2×50+10%", "110"), ("100+10%+10%", "121"), ("(50+10)%", "0.6"), ("50+10%×2", "50.2"),
            ("50+(10%)", "50.1"), ("50−((10)%)", "49.9"),
        ] as [(String, String)])
    func percentInExpressions(_ source: String, _ value: String) throws {
        let number = try Evaluator().evaluate(source)
        #expect(try NumberFormat().string(number) == value, "\(source)")
    }

    // 3. The expression keypad: C, Error, the result's digits, the locale.
    @Test(
        "expression keypad editing",
        arguments: [
            ("1 + 2 C", "1+", "1"), ("5 + 2 C × 3 =", "5×3", "15"), ("1 + 23 C 4", "1+4", "5"), ("1 + π C", "1+", "1"),
            ("1 ÷ 0 = 5", "5", "5"), ("1 ÷ 0 = C", "", "0"), ("3 = + 3", "3+3", "6"), ("1 . 5 = × 2", "1.5×2", "3"),
            ("1 ÷ 4 = − 1", "0.25−1", "-0.75"), ("1 ÷ 3 = × 3", "(1÷3)×3", "1"), ("2 = C + 3", "2+3", "5"),
            ("3 ± = x²", "(−3)^2", "9"), ("1234 . 5 + 1", "1,234.5+1", "1,235.5"),
        ] as [(String, String, String)])
    func expressionEditing(_ typed: String, _ line: String, _ display: String) {
        let shown = screen(typed, expression, effects: recordedInExpressions[typed] ?? [])
        #expect(shown.expression == line, "\(typed)")
        #expect(shown.display == display, "\(typed)")
    }

    @Test func expressionKeypadClearKeyAndLocale() {
        #expect(screens("1 + 2 C", expression).map(\.clearLabel) == ["C", "C", "C", "AC"])
        #expect(screen("1 + 2 C", expression).pendingOperator == .add)
        let german = CalculatorState(mode: .expression, separators: .german)
        #expect(screen("1234 . 5 + 1", german).expression == "1.234,5+1")
        #expect(screen("1234 . 5 + 1", german).display == "1.235,5")
        // An irrational keeps its exactness.
        #expect(screen("√ 2 = + 1", expression, effects: [.record("√(2) = ≈ 1.41421356")]).expression == "ans+1")
    }

    // 4. The scientific keys.
    @Test(
        "x! of a fraction is Γ(x+1)",
        arguments: [
            ("0.5 x!", "0.88622693"), ("2.5 x!", "3.32335097"), ("0.5 ± x!", "1.77245385"), ("1.5 ± x!", "-3.5449077"),
            ("100.5 x!", "9.36756792e158"), ("5 x!", "120"),
        ] as [(String, String)])
    func gamma(_ typed: String, _ display: String) {
        #expect(screen(typed).display == display, "\(typed)")
        #expect(!screen(typed).isExact || typed == "5 x!")
    }

    @Test func gammaDigitsAreGuaranteed() throws {
        // mpmath: gamma(1.5), gamma(4/3)
        #expect(
            try CopyText.text(Evaluator().evaluate("0.5!")).hasPrefix(
                "0.886226925452758013649083741670572591398774728061193564106"))
        #expect(
            try CopyText.text(Evaluator().evaluate("(1/3)!")).hasPrefix(
                "0.892979511569249211218564313658225881376229792652433700316"))
        #expect(screen("1 ± x!").error?.contains("factorial") == true)
        #expect(screen("0 . 5 x!", expression).display == "0.88622692545276")
    }

    @Test(
        "yˣ, log_y and ʸ√x take two numbers",
        arguments: [
            ("2 2nd eˣ 3 =", "9"), ("8 2nd ln 2 =", "3"), ("1000 log_y 10 =", "3"), ("8 ʸ√x 3 =", "2"),
            ("8 ± ʸ√x 3 =", "-2"),
            ("1 + 8 ʸ√x 3 =", "3"), ("27 ʸ√x 3 × 2 =", "6"),
        ] as [(String, String)])
    func twoNumberKeys(_ typed: String, _ display: String) {
        #expect(screen(typed, effects: recorded[typed] ?? []).display == display, "\(typed)")
    }

    @Test func twoNumberKeysInTheExpressionKeypad() {
        #expect(screen("8 ʸ√x 3", expression).expression == "8^(1÷3")
        #expect(screen("8 ʸ√x 3", expression).display == "2")
        #expect(screen("1 + 100 2nd ln 10", expression).expression == "1+ln(100)÷ln(10")
    }

    /// x yˣ y = y^x: the exponent is typed first and waits, written after the base.
    @Test(
        "yˣ in the expression keypad",
        arguments: [
            ("3 2nd eˣ", "()^3", "3"), ("3 yˣ 2", "2^3", "8"), ("3 yˣ 2 =", "2^3", "8"), ("3 yˣ ⌫", "3", "3"),
            ("3 yˣ 2 ⌫ ⌫", "3", "3"), ("2 + 3 yˣ 2 × 2 =", "2+2^3×2", "18"), ("± 3 yˣ 2 =", "2^(−3)", "0.125"),
            ("3 yˣ ( 1 + 1 ) =", "(1+1)^3", "8"), ("3 yˣ ( 1 + 1 =", "(1+1)^3", "8"),
            ("2 π yˣ 2", "2×2^π", "17.64995565"),
            ("0 . 5 yˣ 4 ) + 1 =", "4^0.5+1", "3"), ("2 yˣ 3 yˣ 2 =", "2^(3^2)", "512"), ("3 yˣ 2 C 4 =", "4^3", "64"),
            ("sin 3 yˣ 2", "sin(2^3", nil),
        ] as [(String, String, String?)])
    func powerOfYInTheExpressionKeypad(_ typed: String, _ line: String, _ display: String?) {
        let shown = screen(typed, expression, effects: recordedInExpressions[typed] ?? [])
        #expect(shown.expression == line, "\(typed)")
        if let display { #expect(shown.display.hasPrefix(display), "\(typed): \(shown.display)") }
    }

    @Test("mr with an empty memory shows 0", arguments: ["mr", "5 + mr =", "7 mr"])
    func emptyMemory(_ typed: String) {
        let expected = typed == "5 + mr =" ? "5" : "0"
        #expect(screen(typed, effects: recorded[typed] ?? []).display == expected, "\(typed)")
        #expect(screen(typed, expression, effects: recordedInExpressions[typed] ?? []).display == expected, "\(typed)")
    }

    // 5. Rand differs on every launch, and repeats with a fixed seed.
    @Test func randomSeeds() {
        let launches = (0..<3).map { _ in screen("Rand").display }
        #expect(Set(launches).count > 1)
        #expect(screen("Rand", CalculatorState(seed: 5)).display == screen("Rand", CalculatorState(seed: 5)).display)
    }

    // 6. Keys never stall, and a failure is said once.
    /// Within the time limit (else Error); how quick it is in release: `calculator press` below.
    @Test func atanOfAHugeValueHasItsDigits() {
        #expect(screen("89489 cosh tan⁻¹", radians).display == "1.57079633")
        // The + 1 is inside the parentheses, as typed: atan(cosh(89490)).
        #expect(
            screen("tan⁻¹ cosh 89489 + 1", CalculatorState(mode: .expression, angle: .radians)).display
                == "1.5707963267949")
        #expect(
            screen("tan⁻¹ cosh 89489 ) ) + 1", CalculatorState(mode: .expression, angle: .radians)).display
                == "2.5707963267949")
    }

    @Test func digitsOutOfTimeAreAnErrorOnce() {
        var limits = CalculationLimits.standard
        limits.timeLimit = .zero
        let shown = screens("2 √ + 1", CalculatorState(limits: limits))
        #expect(shown[1].display == "Error")
        #expect(shown[1].error?.contains("time") == true)
        #expect(shown[2].display == "Error")  // the keys after it wait for a digit, C or AC
        #expect(screen("2 √ + 1 AC 4", CalculatorState(limits: limits)).display == "4")
        let live = screen("√ 2", CalculatorState(mode: .expression, limits: limits))
        #expect(live.display == "" && live.error?.contains("time") == true)
    }

    @Test func theViewIsWorkedOutOncePerKey() {
        var state = CalculatorState()
        state.tap(.digit(7))
        state.context.history = [HistoryEntry(expression: "loaded", result: "1")]
        #expect(state.view.history.count == 1)  // a front end's change shows at once
        #expect(state.view.display == "7")
    }

    // 7. The display agrees with the copy text at the extremes.
    @Test(
        "extreme values",
        arguments: [
            ("3000 ± eˣ", "1.30783902e-1303", CalculatorState()),
            ("1455 tanh", "1", CalculatorState()),
            ("1 EE 999 x² tan⁻¹", "90", CalculatorState()),
        ] as [(String, String, CalculatorState)])
    func extremes(_ typed: String, _ display: String, _ state: CalculatorState) {
        let shown = screen(typed, state)
        #expect(shown.display == display, "\(typed)")
        let digits = shown.display.filter { $0.isNumber }.prefix(7)
        #expect(
            (shown.copied ?? "").filter { $0.isNumber }.drop { $0 == "0" }.hasPrefix(digits.drop { $0 == "0" }),
            "\(typed): \((shown.copied ?? "").prefix(30))")
    }
}
