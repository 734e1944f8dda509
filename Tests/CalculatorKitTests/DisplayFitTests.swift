import Testing

@testable import CalculatorKit

@Suite("Display fitting")
struct DisplayFitTests {
    private func fit(
        _ source: String, width: Int = 16, digits: Int = 9,
        _ separators: NumberFormat.Separators = .english
    ) throws -> (text: String, isComplete: Bool) {
        try DisplayFit(width: width, maxDigits: digits, separators: separators).text(try Evaluator().evaluate(source))
    }

    @Test(
        "digits and width",
        arguments: [
            // Plain while it fits: grouped, rounded at the last digit shown (halves away from
            // zero), zeros at the end of a rounding dropped.
            ("0", 16, 9, "0"), ("1234567", 16, 9, "1,234,567"), ("-123456789", 16, 9, "-123,456,789"),
            ("2/3", 16, 9, "0.66666667"), ("-2/3", 16, 9, "-0.66666667"), ("123456.789123", 16, 9, "123,456.789"),
            ("1.000000001", 16, 9, "1"), ("100.5", 16, 9, "100.5"), ("0.000001", 16, 9, "0.000001"),
            ("1/7000", 16, 9, "0.00014286"), ("1/6", 16, 9, "0.16666667"), ("20/3", 16, 9, "6.66666667"),
            ("1000000/7", 16, 9, "142,857.143"), ("0.123456785", 16, 9, "0.12345679"),
            ("-0.123456785", 16, 9, "-0.12345679"),
            // Rounded once, where the digits end: 0.4449 is 0.44 at three digits, not 0.445 then 0.45.
            ("0.4449", 16, 3, "0.44"),
            // A carry into a new digit fits the number again.
            ("99999999.95", 16, 9, "100,000,000"), ("999999999.5", 16, 9, "1e9"), ("999999999.4", 16, 9, "999,999,999"),
            ("0.9999999999", 16, 9, "1"), ("9.999999999e20", 16, 9, "1e21"), ("-9.9999999999e-7", 16, 9, "-1e-6"),
            // Scientific when the integer part has more digits than fit, or too many zeros lead.
            ("1234567890", 16, 9, "1.23456789e9"), ("10^9", 16, 9, "1e9"), ("-10^20/3", 16, 9, "-3.33333333e19"),
            ("0.0000001", 16, 9, "1e-7"), ("1/70000", 16, 9, "1.42857143e-5"),
            ("123456789×123456789", 16, 9, "1.52415788e16"), ("10^-100", 16, 9, "1e-100"),
            // The width binds too: separators, sign and exponent count.
            ("1234567890123", 12, 20, "1.2345679e12"), ("123456789012", 12, 20, "1.2345679e11"),
            ("12345678901", 14, 20, "12,345,678,901"), ("1/3", 12, 20, "0.3333333333"),
            ("-2^100", 12, 40, "-1.267651e30"), ("2^-300", 12, 40, "4.909093e-91"),
            ("2^70", 16, 100, "1.18059162072e21"), ("2^70", 30, 100, "1,180,591,620,717,411,303,424"),
        ] as [(String, Int, Int, String)])
    func fits(_ source: String, _ width: Int, _ digits: Int, _ expected: String) throws {
        let shown = try fit(source, width: width, digits: digits).text
        #expect(shown == expected, "\(source)")
        #expect(shown.count <= Swift.max(width, DisplayFit.minimumWidth))
    }

    @Test func completeness() throws {
        #expect(try fit("1/4").isComplete)
        #expect(try !fit("1/3").isComplete)
        #expect(try fit("10^20").isComplete)
        #expect(try !fit("10^20+1").isComplete)
        #expect(try !fit("1.000000001").isComplete)
        #expect(try !fit("999999999.5").isComplete)
        #expect(try fit("0.125").isComplete)
    }

    /// A value not known to be zero is never shown as 0: its digits, or a refusal.
    @Test func nonzeroIsNeverZero() throws {
        #expect(try fit("e^(-3000)").text == "1.30783902e-1303")  // 1.3078390189…e-1303
        do {
            _ = try fit("e^(-10^300)")
            Issue.record("e^(-10^300) shown")
        } catch let error as CalculationError {
            guard case let .tooSmallToShow(exponent) = error.kind else { throw error }
            #expect(exponent < -1000)
            #expect(error.message == "too small to show (below 1e\(exponent))")
        }
    }

    @Test func separatorsByLanguage() throws {
        #expect(try fit("1234567.89", width: 20, digits: 12, .german).text == "1.234.567,89")
        #expect(try fit("1234567.89", width: 20, digits: 12, .english).text == "1,234,567.89")
        #expect(NumberFormat.Separators(language: "de-CH") == .german)
        #expect(NumberFormat.Separators(language: "en_GB") == .english)
        #expect(NumberFormat.Separators(language: "fr") == nil)
    }

    @Test func narrowWidthsAreRaisedToTheMinimum() throws {
        #expect(DisplayFit(width: 3, maxDigits: 9).width == DisplayFit.minimumWidth)
        // Even a five-digit negative exponent leaves room for digits.
        #expect(try fit("-(10^-9999)/3", width: 1, digits: 9).text == "-3.33e-10000")
    }

    @Test func copyTextIsFullPrecisionPlain() throws {
        #expect(try CopyText.text(try Evaluator().evaluate("1234567.125")) == "1234567.125")
        #expect(try CopyText.text(try Evaluator().evaluate("-1/8")) == "-0.125")
        // Rounded at the 100th digit, as the display rounds at its last.
        #expect(try CopyText.text(try Evaluator().evaluate("2/3")) == "0." + String(repeating: "6", count: 99) + "7")
        #expect(
            try CopyText.text(try Evaluator().evaluate("10^150+1")) == "1" + String(repeating: "0", count: 149) + "1")
        #expect(try CopyText.text(try Evaluator().evaluate("10^-30")) == "1e-30")
    }
}
