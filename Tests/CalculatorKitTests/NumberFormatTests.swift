import Testing

@testable import CalculatorKit

@Suite("Number format")
struct NumberFormatTests {
    @Test(
        "significant digits, rounded halves away from zero",
        arguments: [
            ("1/3", 30, "0.333333333333333333333333333333"), ("2/3", 5, "0.66667"), ("-2/3", 5, "-0.66667"),
            ("1/8", 2, "0.13"), ("-1/8", 2, "-0.13"), ("1/8", 3, "0.125"), ("123456", 3, "1.23e5"),
            ("123000", 3, "1.23e5"),
            ("100", 3, "100"), ("1000", 3, "1e3"), ("999.99", 4, "1000"), ("999.94", 4, "999.9"),
            ("1/7000", 5, "0.00014286"),
            ("0.000001", 20, "0.000001"), ("0.0000001", 20, "1e-7"), ("1.5e-10", 20, "1.5e-10"),
            ("-1e-20", 20, "-1e-20"), ("12345678901234567890", 20, "12345678901234567890"),
            ("123456789012345678901", 20, "1.2345678901234567890e20"), ("2^70", 5, "1.1806e21"),
            ("1/3×10^25", 5, "3.3333e24"), ("10^-30/3", 4, "3.333e-31"), ("0", 5, "0"), ("1-1", 1, "0"),
            ("9.9999", 2, "10"), ("99999.5", 5, "1.0000e5"), ("7", 1, "7"), ("10/4", 1, "3"), ("-10/4", 1, "-3"),
            ("0.0000099999996", 7, "0.00001000000"), ("2/3", 20, "0.66666666666666666667"),
        ])
    func digits(_ source: String, _ digits: Int, _ expected: String) throws {
        #expect(try calc(source, digits: digits) == expected)
    }

    @Test func exactnessIsReported() throws {
        #expect(try exact("1/8").decimalApproximation(significantDigits: 3).isExact)
        #expect(!(try exact("1/8").decimalApproximation(significantDigits: 2).isExact))
        #expect(!(try exact("1/3").decimalApproximation(significantDigits: 50).isExact))
        #expect(try exact("10^40").decimalApproximation(significantDigits: 1).isExact)
        #expect(!(try exact("10^40+1").decimalApproximation(significantDigits: 40).isExact))
        #expect(try exact("10^40+1").decimalApproximation(significantDigits: 41).isExact)
    }

    @Test(
        "grouped and scientific notations",
        arguments: [
            ("1234567.891", NumberFormat.Notation.grouped, "1,234,567.891"), ("-1234", .grouped, "-1,234"),
            ("123", .grouped, "123"), ("0.5", .grouped, "0.5"), ("1234", .scientific, "1.234e3"),
            ("0.05", .scientific, "5e-2"), ("-1", .scientific, "-1e0"), ("10^30", .grouped, "1e30"),
        ])
    func notation(_ source: String, _ notation: NumberFormat.Notation, _ expected: String) throws {
        let format = NumberFormat(significantDigits: 20, notation: notation)
        #expect(try format.string(Evaluator().evaluate(source)) == expected)
    }

    @Test func otherSeparators() throws {
        let german = NumberFormat(notation: .grouped, separators: .init(grouping: ".", decimalPoint: ","))
        #expect(try german.string(Evaluator().evaluate("1234567.89")) == "1.234.567,89")
    }

    /// Rounded digits of random fractions, computed by Python (scripts/make-fixtures.py).
    @Test func agreesWithPythonFractions() throws {
        for row in try fixture("decimals") {
            let value = rational(row[0])
            let digits = Int(row[1])!
            #expect(
                try NumberFormat(significantDigits: digits).string(.exact(value)) == String(row[2]),
                "\(row[0]) at \(digits)")
        }
    }
}
