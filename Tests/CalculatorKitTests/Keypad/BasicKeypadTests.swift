import Testing

@testable import CalculatorKit

/// What the rows of the tables in this file ask of the world outside the state: the calculations
/// that "=" records. A row not named here asks for nothing.
private let recorded: [String: [Asked]] = [
    "0 . 1 + 0 . 2 =": [.record("0.1 + 0.2 = 0.3")],
    "1 + 2 C 3 =": [.record("1 + 3 = 4")],
    "1 + C 5 =": [.record("1 + 5 = 6")],
    "1 + − 3 =": [.record("1 − 3 = -2")],
    "1 ÷ 100000000 =": [.record("1 ÷ 100,000,000 = 1e-8")],
    "1 ÷ 3 =": [.record("1 ÷ 3 = ≈ 0.33333333")],
    "1 ÷ 3 × 3 =": [.record("1 ÷ 3 × 3 = 1")],
    "1 ÷ 6 =": [.record("1 ÷ 6 = ≈ 0.16666667")],
    "1 ÷ 7 × 7 =": [.record("1 ÷ 7 × 7 = 1")],
    "1 ÷ 7000 =": [.record("1 ÷ 7,000 = ≈ 0.00014286")],
    "1 ÷ 70000 =": [.record("1 ÷ 70,000 = ≈ 1.42857143e-5")],
    "10 + 55 % = =": [.record("10 + 55% = 15.5"), .record("15.5 + 55% = 21")],
    "10 + 55 % =": [.record("10 + 55% = 15.5")],
    "10 ÷ 4 =": [.record("10 ÷ 4 = 2.5")],
    "10 − 4 − 3 =": [.record("10 − 4 − 3 = 3")],
    "100 × 10 % =": [.record("100 × 10% = 10")],
    "100000 × 10000 =": [.record("100,000 × 10,000 = 1e9")],
    "1000000 ÷ 7 =": [.record("1,000,000 ÷ 7 = ≈ 142,857.143")],
    "123456789 × 10 =": [.record("123,456,789 × 10 = 1.23456789e9")],
    "123456789 × 123456789 =": [.record("123,456,789 × 123,456,789 = ≈ 1.52415788e16")],
    "2 + 3 = ⌫": [.record("2 + 3 = 5")],
    "2 + 3 × 4 =": [.record("2 + 3 × 4 = 14")],
    "2 × + 3 =": [.record("2 + 3 = 5")],
    "2 × 3 + 4 =": [.record("2 × 3 + 4 = 10")],
    "2 ÷ 3 =": [.record("2 ÷ 3 = ≈ 0.66666667")],
    "2 ÷ 300000 =": [.record("2 ÷ 300,000 = ≈ 6.66666667e-6")],
    "20 ÷ 3 =": [.record("20 ÷ 3 = ≈ 6.66666667")],
    "200 − 10 % =": [.record("200 − 10% = 180")],
    "3 + = 2 =": [.record("3 + 3 = 6"), .record("2 + 3 = 5")],
    "3 + = C 2 =": [.record("3 + 3 = 6"), .record("2 + 3 = 5")],
    "3 + =": [.record("3 + 3 = 6")],
    "5 + 88 % =": [.record("5 + 88% = 9.4")],
    "5 + = = =": [.record("5 + 5 = 10"), .record("10 + 5 = 15"), .record("15 + 5 = 20")],
    "5 + = =": [.record("5 + 5 = 10"), .record("10 + 5 = 15")],
    "5 + = AC 2 =": [.record("5 + 5 = 10")],
    "5 + =": [.record("5 + 5 = 10")],
    "5 × = = =": [.record("5 × 5 = 25"), .record("25 × 5 = 125"), .record("125 × 5 = 625")],
    "5 × = =": [.record("5 × 5 = 25"), .record("25 × 5 = 125")],
    "5 × =": [.record("5 × 5 = 25")],
    "50 ÷ 10 % =": [.record("50 ÷ 10% = 500")],
    "8 ÷ 4 ÷ 2 =": [.record("8 ÷ 4 ÷ 2 = 1")],
    "8 ÷ 9 =": [.record("8 ÷ 9 = ≈ 0.88888889")],
    "8 − 2 = = = = =": [
        .record("8 − 2 = 6"), .record("6 − 2 = 4"), .record("4 − 2 = 2"), .record("2 − 2 = 0"),
        .record("0 − 2 = -2"),
    ],
    "8 − 2 = = = =": [.record("8 − 2 = 6"), .record("6 − 2 = 4"), .record("4 − 2 = 2"), .record("2 − 2 = 0")],
    "8 − 2 = = =": [.record("8 − 2 = 6"), .record("6 − 2 = 4"), .record("4 − 2 = 2")],
    "8 − 2 = =": [.record("8 − 2 = 6"), .record("6 − 2 = 4")],
    "8 − 2 =": [.record("8 − 2 = 6")],
    "9 9 9 9 9 9 9 9 . 9 + 0 . 0 5 =": [.record("99,999,999.9 + 0.05 = ≈ 100,000,000")],
    "999999999 + 0 . 5 =": [.record("999,999,999 + 0.5 = ≈ 1e9")],
    "999999999 × 999999999 =": [.record("999,999,999 × 999,999,999 = ≈ 9.99999998e17")],
]

/// The iPhone's basic keypad, rule by rule (docs/iphone-keypad.md).
@Suite("Basic keypad (iPhone)")
struct BasicKeypadTests {
    @Test(
        "entry",
        arguments: [
            // Leading zeros are not kept; the dot after nothing gives 0.
            ("0 0 1", "1"), ("0 0", "0"), (".", "0."), (". 5", "0.5"),
            // "5." and "2.00" as typed; a second dot is ignored.
            ("5 .", "5."), ("2 . 0 0", "2.00"), ("1 . 2 . 3", "1.23"), ("0 . 0 0 1", "0.001"),
            // 9 digits at most; grouping.
            ("1234567890", "123,456,789"), ("1234567", "1,234,567"), ("0 . 12345678 9", "0.12345678"),
            // ± before any digit shows -0 and the digits that follow are negative; twice is positive.
            ("±", "-0"), ("± 5", "-5"), ("± ± 5", "5"), ("5 ±", "-5"), ("1234 ±", "-1,234"),
            // ⌫ removes the last typed digit.
            ("1 2 3 ⌫", "12"), ("1 . 5 ⌫", "1."), ("1 . 5 ⌫ ⌫", "1"), ("7 ⌫", "0"), ("7 ⌫ ⌫", "0"),
            ("1 . ⌫ . 5", "1.5"), ("2 + 3 = ⌫", "5"),
        ] as [(String, String)])
    func entry(_ typed: String, _ display: String) {
        #expect(screen(typed, effects: recorded[typed] ?? []).display == display, "\(typed)")
    }

    @Test(
        "operators and equals",
        arguments: [
            // Standard precedence; an operator shows what is known.
            ("2 + 3 × 4 =", "14"), ("1 + 2 +", "3"), ("1 + 2 ×", "2"), ("1 + 2 × 3 +", "7"),
            ("2 × 3 + 4 =", "10"), ("10 − 4 − 3 =", "3"), ("8 ÷ 4 ÷ 2 =", "1"),
            // An operator right after an operator replaces it.
            ("1 + − 3 =", "-2"), ("2 × + 3 =", "5"), ("1 + 2 × +", "3"),
            // = with no second operand uses the display.
            ("3 + =", "6"),
            // = again repeats the last operation with the same operand.
            ("5 + =", "10"), ("5 + = =", "15"), ("5 + = = =", "20"),
            ("8 − 2 =", "6"), ("8 − 2 = =", "4"), ("8 − 2 = = =", "2"), ("8 − 2 = = = =", "0"),
            ("8 − 2 = = = = =", "-2"),
            ("5 × =", "25"), ("5 × = =", "125"), ("5 × = = =", "625"),
            // After a result, a new number then = applies the stored operation to it.
            ("3 + =", "6"), ("3 + = 2 =", "5"),
            // Exact arithmetic: never a wrong digit.
            ("0 . 1 + 0 . 2 =", "0.3"), ("1 ÷ 3 × 3 =", "1"), ("2 ÷ 3 =", "0.66666667"), ("1 ÷ 3 =", "0.33333333"),
            ("1 ÷ 7 × 7 =", "1"), ("10 ÷ 4 =", "2.5"),
            // Results rounded at the last digit that fits, halves away from zero, as people round.
            ("1 ÷ 6 =", "0.16666667"), ("8 ÷ 9 =", "0.88888889"), ("20 ÷ 3 =", "6.66666667"),
            ("1000000 ÷ 7 =", "142,857.143"),
            ("9 9 9 9 9 9 9 9 . 9 + 0 . 0 5 =", "100,000,000"),
            // Results that do not fit switch to scientific notation, rounded the same way; a carry fits again.
            ("999999999 + 0 . 5 =", "1e9"), ("123456789 × 123456789 =", "1.52415788e16"),
            ("100000 × 10000 =", "1e9"), ("123456789 × 10 =", "1.23456789e9"),
            ("999999999 × 999999999 =", "9.99999998e17"),
            ("1 ÷ 70000 =", "1.42857143e-5"), ("1 ÷ 7000 =", "0.00014286"), ("1 ÷ 100000000 =", "1e-8"),
            ("2 ÷ 300000 =", "6.66666667e-6"),
        ] as [(String, String)])
    func operators(_ typed: String, _ display: String) {
        #expect(screen(typed, effects: recorded[typed] ?? []).display == display, "\(typed)")
    }

    @Test("the pending operator is highlighted until the next digit")
    func pendingOperator() {
        let shown = screens("1 + − 3 × ( 2")
        #expect(shown.map(\.pendingOperator) == [nil, .add, .subtract, nil, .multiply, nil, nil])
    }

    @Test(
        "percent",
        arguments: [
            ("55 %", "0.55"), ("5 + 88 %", "4.4"), ("5 + 88 % =", "9.4"),
            ("10 + 55 %", "5.5"), ("10 + 55 % =", "15.5"), ("10 + 55 % = =", "21"),
            ("100 × 10 % =", "10"), ("50 ÷ 10 % =", "500"), ("200 − 10 % =", "180"), ("5 + %", "0.25"),
        ] as [(String, String)])
    func percent(_ typed: String, _ display: String) {
        #expect(screen(typed, effects: recorded[typed] ?? []).display == display, "\(typed)")
    }

    @Test(
        "clearing",
        arguments: [
            // C clears the entry only; the pending operation survives.
            ("1 + C 5 =", "6"), ("1 + 2 C 3 =", "4"), ("1 + 2 C", "0"), ("3 + = C 2 =", "5"),
            // AC resets everything.
            ("1 + 2 AC", "0"), ("1 + 2 AC 3 =", "3"), ("5 + = AC 2 =", "2"),
        ] as [(String, String)])
    func clearing(_ typed: String, _ display: String) {
        #expect(screen(typed, effects: recorded[typed] ?? []).display == display, "\(typed)")
    }

    @Test("the clear key reads C while there is an entry to clear, AC otherwise")
    func clearLabel() {
        #expect(screens("5 + C AC 2 = C").map(\.clearLabel) == ["C", "C", "AC", "AC", "C", "C", "AC"])
        #expect(CalculatorState().view.clearLabel == "AC")
        #expect(screen("1 ÷ 0 =").clearKey == .allClear)
    }

    @Test("division by zero shows Error until the next digit, C or AC")
    func divisionByZero() {
        let error = screen("1 ÷ 0 =")
        #expect(error.display == "Error")
        #expect(error.error == "cannot divide by zero")
        #expect(screen("1 ÷ 0 = + × = √ ± % ⌫").display == "Error")
        #expect(screen("1 ÷ 0 = 5").display == "5")
        #expect(screen("1 ÷ 0 = 5 + 1 =", effects: [.record("5 + 1 = 6")]).display == "6")
        #expect(screen("1 ÷ 0 = C").display == "0")
        #expect(screen("1 ÷ 0 = AC").error == nil)
        #expect(screen("1 ÷ 0 +").display == "Error")  // completing an operation fails as soon as it is done
    }

    @Test("the secondary line shows the calculation, history keeps it")
    func secondaryLine() {
        #expect(
            screens("2 + 3 × 4 =", effects: [.record("2 + 3 × 4 = 14")]).map(\.expression) == [
                "2", "2 +", "2 + 3", "2 + 3 ×", "2 + 3 × 4", "2 + 3 × 4",
            ])
        let done = screen(
            "2 + 3 × 4 = 5 + = =", effects: [.record("2 + 3 × 4 = 14"), .record("5 + 5 = 10"), .record("10 + 5 = 15")])
        #expect(
            done.history == [
                HistoryEntry(expression: "2 + 3 × 4", result: "14"), HistoryEntry(expression: "5 + 5", result: "10"),
                HistoryEntry(expression: "10 + 5", result: "15"),
            ])
        #expect(screen("9 √").expression == "√(9)")
        #expect(screen("2 × ( 3 + 4 )").expression == "2 × (3 + 4)")
        #expect(screen("1 ÷ 0 =").expression == "1 ÷ 0")
        #expect(
            screen("9 √ =", effects: [.record("√(9) = 3")]).history == [HistoryEntry(expression: "√(9)", result: "3")])
    }
}
