import Testing

@testable import CalculatorKit

/// A notes line whose digits are rounded shows its exact form first: `2/3 ≈ 0.666666666667`,
/// `2√2 ≈ 2.82842712475`.
@Suite struct NotesExactFormTests {
    /// What a note shows beside its last line.
    private func shown(_ text: String) -> LineResult.Shown {
        Notes(text: text).lines.last!.result.shown()
    }

    @Test(
        "answer lines",
        arguments: [
            ("2/3", "2/3 ≈ 0.666666666667"), ("-4/3", "-4/3 ≈ -1.33333333333"),
            ("x = 1/3", "1/3 ≈ 0.333333333333"), ("1/7+1", "8/7 ≈ 1.14285714286"),
        ])
    func withTheFraction(_ line: String, _ expected: String) {
        #expect(shown(line) == .value(expected))
    }

    /// Rational multiples of √n, π, e and ln n, and a rational plus one of them.
    @Test(
        "answer lines of irrational values",
        arguments: [
            ("sqrt(8)", "2√2 ≈ 2.82842712475"), ("pi/2", "π/2 ≈ 1.57079632679"),
            ("sqrt(2)/2", "√2/2 ≈ 0.707106781187"), ("1/3+sqrt(3)", "1/3 + √3 ≈ 2.06538414090"),
            ("ln(8)", "3 ln 2 ≈ 2.07944154168"), ("-sqrt(2)", "-√2 ≈ -1.41421356237"), ("e", "e ≈ 2.71828182846"),
            ("r = 2\npi r^2", "4π ≈ 12.5663706144"),
        ])
    func withTheForm(_ line: String, _ expected: String) {
        #expect(shown(line) == .value(expected))
    }

    /// Digits that are the whole value stay alone, so that amounts read as amounts; so do
    /// values with no known form, or a form too long to sit beside the line (1/3^100).
    @Test(arguments: [
        ("12.50", "12.5"), ("1/8", "0.125"), ("7", "7"), ("sqrt(16)", "4"), ("sin(1)", "0.841470984808"),
        ("pi^2", "9.86960440109"), ("3 ft to m", "0.9144 m"), ("2 pi m", "6.283185307 m"),
        ("$10/3", "$3.333333333"), ("1/(3^100)", "1.94032521748e-48"),
    ])
    func digitsAlone(_ line: String, _ expected: String) {
        #expect(shown(line) == .value(expected))
    }

    /// A view too narrow for the form and the digits keeps the digits; rates' lines stay whole.
    @Test func digitsAloneDropTheForm() {
        #expect(shown("1/3+sqrt(3)").digitsAlone == .value("2.06538414090"))
        #expect(shown("2/3").digitsAlone == .value("0.666666666667"))
        #expect(shown("sin(1)").digitsAlone == .value("0.841470984808"))
        let rates = LineResult.Shown.value("≈ 8.950948801 EUR · ECB 2026-10-30, built in")
        #expect(rates.digitsAlone == rates)
        #expect(LineResult.Shown.error("cannot divide by zero").digitsAlone == .error("cannot divide by zero"))
    }
}
