import Testing

@testable import CalculatorKit

/// What the rows of the tables in this file ask of the world outside the state: the calculations
/// that "=" records. A row not named here asks for nothing.
private let recorded: [String: [Asked]] = [
    "( 1 + 2 ) ( 3 + 4 ) =": [.record("(1 + 2) × (3 + 4) = 21")],
    "( 1 + 2 ) × 3 =": [.record("(1 + 2) × 3 = 9")],
    "( 2 + ) =": [.record("(2) = 2")],
    "1 . 5 EE ± 3 =": [.record("1.5e-3 = 0.0015")],
    "1 EE 5 =": [.record("1e5 = 100,000")],
    "2 ( 3 ) =": [.record("2 × (3) = 6")],
    "2 + 3 = x²": [.record("2 + 3 = 5")],
    "2 + 9 √ =": [.record("2 + √(9) = 5")],
    "2 EE 3 + 1 =": [.record("2e3 + 1 = 2,001")],
    "2 xʸ 10 =": [.record("2 ^ 10 = 1,024")],
    "2 xʸ 3 xʸ 2 =": [.record("2 ^ 3 ^ 2 = 512")],
    "2 xʸ 3 × 2 =": [.record("2 ^ 3 × 2 = 16")],
    "2 xʸ ± 1 =": [.record("2 ^ -1 = 0.5")],
    "2 × ( 3 + 4 ) =": [.record("2 × (3 + 4) = 14")],
    "2 × ( 3 + 4 ) x² =": [.record("2 × ((3 + 4))^2 = 98")],
    "2 × ( 3 + 4 =": [.record("2 × (3 + 4) = 14")],
    "2 × 3 x² =": [.record("2 × 3^2 = 18")],
    "2 × 3 xʸ 2 =": [.record("2 × 3 ^ 2 = 18")],
]

/// The landscape keys: they act on the displayed value at once; xʸ is an operator.
@Suite("Basic keypad, scientific keys")
struct BasicScientificTests {
    @Test(
        "functions of the displayed value",
        arguments: [
            ("4 √", "2"), ("9 x²", "81"), ("2 x³", "8"), ("64 ∛", "4"), ("4 1/x", "0.25"), ("5 x!", "120"),
            ("1000 log", "3"), ("8 2nd log", "3"), ("3 10ˣ", "1,000"), ("10 2nd 10ˣ", "1,024"), ("3 2ˣ", "8"),
            ("0 eˣ", "1"), ("1 ln", "0"), ("0 sinh", "0"), ("0 cosh", "1"), ("0 tanh", "0"),
            ("30 sin", "0.5"), ("60 cos", "0.5"), ("45 tan", "1"), ("0.5 2nd sin", "30"), ("0.5 2nd cos", "60"),
            ("1 2nd tan", "45"), ("0.5 asin", "30"), ("Rad 0 cos", "1"), ("Rad 0 sin", "0"),
            ("0 2nd sinh", "0"), ("1 2nd cosh", "0"), ("0 2nd tanh", "0"), ("0.5 2nd tanh", "0.54930614"),
            // The value becomes the operand: 2 + √9 = 5; a function after = acts on the result.
            ("2 + 9 √ =", "5"), ("2 + 3 = x²", "25"), ("3 x² x²", "81"), ("2 × 3 x² =", "18"),
            // xʸ binds tighter than × and is right-associative.
            ("2 xʸ 10 =", "1,024"), ("2 xʸ 3 xʸ 2 =", "512"), ("2 × 3 xʸ 2 =", "18"), ("2 xʸ 3 × 2 =", "16"),
            ("2 xʸ ± 1 =", "0.5"),
            // EE: the digits that follow are a power of ten.
            ("1 EE", "1e0"), ("1 EE 5", "1e5"), ("1 EE 5 =", "100,000"), ("1 . 5 EE ± 3", "1.5e-3"),
            ("1 . 5 EE ± 3 =", "0.0015"), ("2 EE 1 2 3 4", "2e123"), ("2 EE 5 ⌫", "2e0"), ("2 EE 5 ⌫ ⌫", "2"),
            ("2 EE 3 + 1 =", "2,001"), ("EE 5", "0e5"), ("1 EE 2 .", "1e2"),
            // Parentheses.
            ("2 × ( 3 + 4 ) =", "14"), ("( 1 + 2 ) × 3 =", "9"), ("2 × ( 3 + 4 =", "14"), ("2 ( 3 ) =", "6"),
            ("( 1 + 2 )", "3"), ("( 2 + ) =", "2"), ("( ( 2 ) )", "2"), (")", "0"), ("2 × ( 3 + 4 ) x² =", "98"),
            ("( 1 + 2 ) ( 3 + 4 ) =", "21"),
        ] as [(String, String)])
    func functions(_ typed: String, _ display: String) {
        #expect(screen(typed, effects: recorded[typed] ?? []).display == display, "\(typed)")
    }

    @Test(
        "domain errors",
        arguments: [
            ("1 ± √", "square root"), ("0 ln", "logarithm"), ("2 2nd sin", "defined only from -1 to 1"),
            ("90 tan", "tan is undefined"), ("0.5 2nd cosh", "acosh"), ("1 ± x!", "factorial"),
            ("0 1/x", "cannot divide by zero"),
            ("9 xʸ 9 xʸ 9 xʸ 9 =", "too large"), ("999999 x!", "too large"),
        ] as [(String, String)])
    func domainErrors(_ typed: String, _ message: String) {
        let shown = screen(typed)
        #expect(shown.display == "Error", "\(typed)")
        #expect(shown.error?.contains(message) == true, "\(typed): \(shown.error ?? "no error")")
    }

    @Test func memory() {
        #expect(screen("5 m+ 3 m+ mr").display == "8")
        #expect(screen("5 m+ 3 m− mr").display == "2")
        #expect(screen("5 m+ mc").hasMemory == false)
        #expect(screen("5 m+").hasMemory)
        #expect(!CalculatorState().view.hasMemory)
        // m+ ends the number: the next digit starts a new one.
        #expect(screen("5 m+ 3").display == "3")
        // Memory survives AC; mr in the middle of a calculation is an operand.
        #expect(screen("7 m+ AC 2 × mr =", effects: [.record("2 × 7 = 14")]).display == "14")
        #expect(screen("mr").display == "0")
    }

    @Test func secondAndAngleKeys() {
        #expect(screen("2nd").isSecond)
        #expect(!screen("2nd 2nd").isSecond)
        #expect(screen("2nd").label(of: .function(.sin)) == "sin⁻¹")
        #expect(CalculatorState().view.label(of: .function(.log)) == "log")
        #expect(CalculatorState().view.angle == .degrees)
        #expect(screen("Rad").angle == .radians)
        #expect(screen("Rad").angleKey == .angle(.degrees))
        #expect(screen("Rad Deg 30 sin").display == "0.5")
    }

    @Test func randomIsDeterministicPerSeedAndInTheUnitInterval() throws {
        let first = screen("Rand", CalculatorState(seed: 42))
        #expect(first == screen("Rand", CalculatorState(seed: 42)))
        #expect(first.display != screen("Rand", CalculatorState(seed: 43)).display)
        let values = screens("Rand Rand Rand", CalculatorState(seed: 7)).compactMap { $0.value?.exactValue }
        #expect(Set(values).count == 3)
        for value in values { #expect(value >= 0 && value < 1) }
        #expect(
            screen("2 + Rand =", CalculatorState(seed: 42), effects: [.record("2 + 0.45753276 = ≈ 2.45753276")]).history
                .count == 1)
    }

    @Test func maxDigitsAndWidthAreSettings() {
        let wide = CalculatorState(width: 20, maxDigits: 12)
        #expect(screen("12345678901234", wide).display == "123,456,789,012")
        #expect(screen("1 ÷ 3 =", wide, effects: [.record("1 ÷ 3 = ≈ 0.33333333333")]).display == "0.33333333333")
        // A narrow display drops the grouping before it refuses digits.
        let narrow = CalculatorState(width: 12, maxDigits: 9)
        #expect(screen("± 123456789", narrow).display == "-123,456,789")
        #expect(screen("± 123456789 . 5", narrow).display == "-123456789.")
    }

    @Test func germanSeparators() {
        let german = CalculatorState(separators: .german)
        #expect(screen("1234567 . 8 9", german).display == "1.234.567,89")
        #expect(screen("1 ÷ 4 =", german, effects: [.record("1 ÷ 4 = 0,25")]).display == "0,25")
        #expect(
            screen("123456789 × 10 =", german, effects: [.record("123.456.789 × 10 = 1,23456789e9")]).display
                == "1,23456789e9")
    }

    @Test func viewStateCarriesValueExactnessAndCopyText() throws {
        let third = screen("1 ÷ 3 =", effects: [.record("1 ÷ 3 = ≈ 0.33333333")])
        #expect(third.isExact)
        #expect(!third.isComplete)
        #expect(third.copied == "0." + String(repeating: "3", count: 100))
        let quarter = screen("1 ÷ 4 =", effects: [.record("1 ÷ 4 = 0.25")])
        #expect(quarter.isComplete)
        #expect(quarter.copied == "0.25")
        // A big integer is copied whole although the display shows it in scientific notation.
        let big = screen("999999999 x² x² x² x² =", effects: [.record("(((999,999,999^2)^2)^2)^2 = ≈ 9.99999984e143")])
        #expect(big.display.contains("e"))
        let bigCopy = big.copied ?? ""
        #expect(bigCopy.count > 100 && bigCopy.allSatisfy(\.isNumber))
        #expect(screen("1234 . 5").copied == "1234.5")
        // Nothing to copy says why: the error on the display.
        let error = screen("1 ÷ 0 =")
        #expect(error.copyText() == .failure(ViewState.NothingToCopy(reason: try #require(error.error))))
        #expect(CalculatorState().view.copyText() == .success("0"))
    }

    /// Irrational results come from the constructive reals (docs/exact-arithmetic.md).
    @Test
    func irrationalKeys() {
        #expect(screen("π").display == "3.14159265")
        #expect(screen("2 √").display == "1.41421356")
        #expect(!screen("2 √").isExact)
        #expect(screen("1 eˣ").display == "2.71828183")
        #expect(screen("Rad 1 sin").display == "0.84147098")
    }
}
