import BigInt
import Testing

@testable import CalculatorKit

/// The expression-mode list, line by line.
@Suite("Expression keypad")
struct ExpressionKeypadTests {
    private let expression = CalculatorState(mode: .expression)

    @Test func liveResultAfterEveryKey() {
        let shown = screens("1 + 2 × 3 0 ⌫", expression)
        #expect(shown.map(\.display) == ["1", "1", "3", "3", "7", "61", "7"])
        #expect(shown.map(\.expression) == ["1", "1+", "1+2", "1+2×", "1+2×3", "1+2×30", "1+2×3"])
        #expect(shown.allSatisfy { $0.emphasis == .expression && $0.error == nil })
    }

    @Test(
        "editing",
        arguments: [
            // A trailing operator is ignored for the live result; missing ) are closed.
            ("2 ×", "2×", "2"), ("( 1 + 2", "(1+2", "3"), ("2 × ( 3 + 4", "2×(3+4", "14"), ("2 ( ( 3", "2((3", "6"),
            ("1 + sin", "1+sin(", "1"), ("2 EE", "2E", "2"), ("2 EE -", "2E-", "2"),
            // "." at the start of a number inserts 0.; one dot per number; deleting the dot allows one again.
            (". 3", "0.3", "0.3"), ("1 + . 2", "1+0.2", "1.2"), ("1 . 2 .", "1.2", "1.2"),
            ("1 . 2 + 3 .", "1.2+3.", "4.2"),
            ("1 . ⌫ . 5", "1.5", "1.5"), ("1 EE 2 .", "1E2", "100"),
            // A leading 0 is replaced by the next digit.
            ("0 5", "5", "5"), ("1 + 0 5", "1+5", "6"), ("0 0", "0", "0"), ("1 0 5", "105", "105"),
            ("0 . 0 5", "0.05", "0.05"),
            // An operator after an operator replaces it.
            ("1 + ×", "1×", "1"), ("1 + × − 2", "1−2", "-1"), ("2 xʸ +", "2+", "2"),
            // ± negates the operand at the end or starts a negative one.
            ("5 ±", "−5", "-5"), ("± 5", "−5", "-5"), ("5 ± ±", "5", "5"), ("2 × 3 ±", "2×−3", "-6"),
            ("2 × ±", "2×−", "2"), ("2 EE 3 ±", "2E-3", "0.002"), ("( 1 + 2 ) ±", "−(1+2)", "-3"),
            // Scientific keys insert their text.
            ("sin 30", "sin(30", "0.5"), ("√ 16", "√(16", "4"), ("∛ 27 )", "∛(27)", "3"), ("3 x²", "3^2", "9"),
            ("2 x³", "2^3", "8"), ("4 1/x", "4^(−1)", "0.25"), ("5 x!", "5!", "120"), ("50 %", "50%", "0.5"),
            ("2 xʸ 10", "2^10", "1,024"), ("10ˣ 3", "10^(3", "1,000"), ("2 10ˣ 2", "2×10^(2", "200"),
            ("eˣ 2", "e^(2", nil),
            ("ln 1", "ln(1", "0"), ("log 1000", "log(1,000", "3"), ("2nd log 8", "log2(8", "3"),
            ("2nd sin 0.5", "asin(0.5", "30"),
            ("sinh 0", "sinh(0", "0"), ("π", "π", nil), ("2 π", "2π", nil), ("π 2", "π×2", nil), ("e", "e", nil),
            ("Rad cos 0", "cos(0", "1"),
            // Keys that need an operand before them wait for one.
            ("x²", "", "0"), ("( +", "(", ""), (")", "", "0"), ("( )", "(", ""), ("1 + )", "1+", "1"),
        ] as [(String, String, String?)])
    func editing(_ typed: String, _ text: String, _ display: String?) {
        let shown = screen(typed, expression)
        #expect(shown.expression == text, "\(typed)")
        // Irrational values (nil here) are checked in `irrationalLiveResults`.
        if let display { #expect(shown.display == display, "\(typed)") }
    }

    @Test func equalsMovesTheEmphasisAndRecords() {
        let result = screen("1 + 2 × 3 =", expression, effects: [.record("1+2×3 = 7")])
        #expect(result.emphasis == .result)
        #expect(result.display == "7")
        #expect(result.expression == "1+2×3")
        #expect(result.history == [HistoryEntry(expression: "1+2×3", result: "7")])
        #expect(screen("( 1 + 2 =", expression, effects: [.record("(1+2) = 3")]).expression == "(1+2)")
        #expect(
            screen("1 + 2 × =", expression, effects: [.record("1+2 = 3")]).history.last
                == HistoryEntry(expression: "1+2", result: "3"))
        // The next operator continues from the result, the next digit starts a new expression.
        #expect(screen("1 + 2 = × 3", expression, effects: [.record("1+2 = 3")]).expression == "3×3")
        #expect(screen("1 + 2 = × 3", expression, effects: [.record("1+2 = 3")]).display == "9")
        #expect(
            screen("1 + 2 = × 3 =", expression, effects: [.record("1+2 = 3"), .record("3×3 = 9")]).history.last
                == HistoryEntry(expression: "3×3", result: "9"))
        #expect(screen("1 + 2 = 5", expression, effects: [.record("1+2 = 3")]).expression == "5")
        #expect(screen("1 + 2 = 5", expression, effects: [.record("1+2 = 3")]).emphasis == .expression)
        #expect(screen("1 + 2 = sin", expression, effects: [.record("1+2 = 3")]).expression == "sin(")
        #expect(screen("1 + 2 = x²", expression, effects: [.record("1+2 = 3")]).expression == "3^2")
        #expect(screen("1 + 2 = ±", expression, effects: [.record("1+2 = 3")]).display == "-3")
        // After "=" the result is the expression: ⌫ deletes its last digit.
        #expect(screen("1 + 2 = ⌫", expression, effects: [.record("1+2 = 3")]).expression == "")
        #expect(screen("1 + 2 = ⌫", expression, effects: [.record("1+2 = 3")]).display == "0")
        #expect(screen("10 + 2 = ⌫", expression, effects: [.record("10+2 = 12")]).expression == "1")
        #expect(screen("10 + 2 = ⌫ ⌫ 5", expression, effects: [.record("10+2 = 12")]).expression == "5")
        #expect(screen("1 ÷ 8 = ⌫", expression, effects: [.record("1÷8 = 0.125")]).expression == "0.12")
        #expect(screen("1 + 2 = =", expression, effects: [.record("1+2 = 3")]).history.count == 1)
    }

    @Test func aResultTooLongToWriteOutContinuesAsAns() {
        // 2^4000 is written out (1,205 digits); 2^5000 would crowd the expression, and writing
        // a million-digit answer out would hold up the key.
        #expect(
            screen("2 xʸ 4 0 0 0 = × 2", expression, effects: [.record("2^4000 = ≈ 1.31820409e1204")]).expression
                .hasSuffix("376×2"))
        let long = screen("2 xʸ 5 0 0 0 = × 2", expression, effects: [.record("2^5000 = ≈ 1.41246703e1505")])
        #expect(long.expression == "ans×2")
        #expect(long.display == screen("2 xʸ 5 0 0 1", expression).display)
    }

    /// An exact value longer than an expression may be is kept in history to 100 digits:
    /// its digits could not be read back, and writing them out takes seconds.
    @Test func historyKeepsAValuePastTheParsersLengthTo100Digits() throws {
        let value = try HistoryEntry.valueText(.exact(Rational(BigInt(1) << 400_000)), limits: .standard)
        #expect(value.hasPrefix("9.96014342993"))
        #expect(value.hasSuffix("e120411"))
        #expect(value.count < 120)
        #expect(try Evaluator().evaluate(value).exactValue != nil)  // it reads back
    }

    @Test func anOperatorFirstContinuesFromThePreviousAnswer() {
        #expect(screen("2 = C + 3", expression, effects: [.record("2 = 2")]).expression == "2+3")
        #expect(screen("2 = C + 3", expression, effects: [.record("2 = 2")]).display == "5")
        #expect(screen("+", expression).expression == "")
        #expect(screen("− 4", expression).display == "-4")
        #expect(screen("2 = AC +", expression, effects: [.record("2 = 2")]).expression == "")  // AC forgets the answer
    }

    @Test func errorsShowOnEqualsOnly() {
        let typing = screen("1 ÷ 0", expression)
        #expect(typing.error == nil)
        #expect(typing.display == "")
        let failed = screen("1 ÷ 0 =", expression)
        #expect(failed.display == "Error")
        #expect(failed.error == "cannot divide by zero at column 2")
        #expect(failed.history.isEmpty)
        #expect(failed.emphasis == .expression)
        // The expression stays to be corrected.
        let fixed = screen("1 ÷ 0 = ⌫ 4 =", expression, effects: [.record("1÷4 = 0.25")])
        #expect(fixed.display == "0.25")
        let empty = screen("sin ( =", expression)  // nothing to evaluate: nothing happens
        #expect(empty.error == nil && empty.display == "" && empty.emphasis == .expression)
        #expect(screen("( ± 1 ) x! =", expression).error == "factorial needs a non-negative integer at column 5")
    }

    @Test func clearKeys() {
        #expect(CalculatorState(mode: .expression).view.clearLabel == "AC")
        #expect(screens("1 C", expression).map(\.clearLabel) == ["C", "AC"])
        #expect(screen("1 + 2 = ", expression, effects: [.record("1+2 = 3")]).clearLabel == "AC")
        #expect(screen("1 + 2 C", expression).display == "1")  // C clears the last number only
        #expect(screen("1 + 2 C", expression).expression == "1+")
    }

    @Test func memoryAndRandom() {
        #expect(screen("3 = m+ mr", expression, effects: [.record("3 = 3")]).expression == "3")
        #expect(
            screen("1 ÷ 3 = m+ AC 2 × mr", expression, effects: [.record("1÷3 = ≈ 0.33333333")]).expression == "2×(1÷3)"
        )
        #expect(
            screen(
                "1 ÷ 3 = m+ AC 3 × mr =", expression, effects: [.record("1÷3 = ≈ 0.33333333"), .record("3×(1÷3) = 1")]
            ).display == "1")
        #expect(screen("5 ± = m+ AC mr", expression, effects: [.record("−5 = -5")]).expression == "(−5)")
        #expect(screen("2 = m+ 4 mr", expression, effects: [.record("2 = 2")]).expression == "4×2")
        let random = screen("Rand", CalculatorState(mode: .expression, seed: 9))
        #expect(random.expression.hasPrefix("0."))
        #expect(random.display.hasPrefix("0."))
    }

    @Test func theAngleUnitChangesTheLiveResult() {
        #expect(screen("cos 0 Rad", expression).display == "1")
        #expect(screen("sin 30", expression).display == "0.5")
        #expect(screen("sin 30 Rad", expression).display != "0.5")
    }

    @Test func resultsFitTheDisplay() {
        #expect(screen("1 ÷ 3", expression).display == "0.33333333333333")
        #expect(screen("2 xʸ 100", expression).display == "1.26765060023e30")
        let wide = CalculatorState(mode: .expression, width: 30)
        #expect(screen("1 ÷ 3", wide).display == "0." + String(repeating: "3", count: 28))
        #expect(screen("1 ÷ 3 =", expression, effects: [.record("1÷3 = ≈ 0.33333333")]).copied?.count == 102)
    }

    /// Irrational results come from the constructive reals (docs/exact-arithmetic.md).
    @Test
    func irrationalLiveResults() {
        #expect(screen("π", expression).display == "3.14159265358979")
        #expect(screen("2 π", expression).display == "6.28318530717959")
        #expect(screen("π 2", expression).display == "6.28318530717959")
        #expect(screen("e", expression).display == "2.71828182845905")
        #expect(screen("eˣ 2", expression).display == "7.38905609893065")
        #expect(screen("√ 2 =", expression, effects: [.record("√(2) = ≈ 1.41421356")]).display == "1.4142135623731")
        #expect(!screen("√ 2 =", expression, effects: [.record("√(2) = ≈ 1.41421356")]).isExact)
        #expect(screen("eˣ 0", expression).display == "1")
        #expect(screen("sin 30 Rad", expression).display == "-0.9880316240929")
    }

    /// Postfix keys act on the last operand as shown, and the expression shows the grouping computed.
    @Test(
        "postfix keys on the last operand as shown",
        arguments: [
            ("2 x² x³", "64"), ("2 x² 1/x", "0.25"), ("2 1/x x²", "0.25"), ("2 x² x!", "24"),
            ("3 x² %", "0.09"), ("2 x² x² x²", "256"), ("2 ± x²", "4"), ("3 x²", "9"),
        ])
    func postfixKeysActOnTheOperandShown(typed: String, display: String) {
        #expect(screen(typed, expression).display == display, "\(typed): \(screen(typed, expression).expression)")
    }
}
