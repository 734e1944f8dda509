import Testing

@testable import CalculatorKit

/// xpon and mant (the HP calculators' XPON and MANT): x = mant(x) × 10^xpon(x). A rational's
/// power is found by comparing it with powers of ten, so one just below a power of ten, whose
/// logarithm is too near a whole number to tell, has its own. Values: Python's fractions
/// and mpmath.
@Suite("The power of ten of scientific notation: xpon and mant")
struct ExponentOfTenTests {
    @Test(
        "exact for rationals of any size, next to a power of ten; from the logarithm otherwise",
        arguments: [
            ("xpon(10^3000 - 1)", "2999"), ("xpon(-10^-3000 + 10^-6000)", "-3001"), ("xpon(10^3000)", "3000"),
            ("xpon(1/1024)", "-4"), ("xpon(0.09)", "-2"), ("mant(2^100)", "1.2676506002282294015"),
            ("xpon(exp(100))", "43"), ("mant(-0.00456)", "-4.56"),
        ])
    func power(line: String, expected: String) {
        #expect(shown(Evaluator().evaluateLine(line)) == expected)
    }

    @Test(
        "0 has none, and a quantity is refused in the name typed",
        arguments: [
            ("xpon(0)", "error: 0 has no power of ten at column 1"),
            ("mant(0)", "error: 0 has no power of ten at column 1"),
            ("mant(3 m)", "error: 'mant' takes a plain number, not length at column 1"),
            ("XPON(3 m)", "error: 'XPON' takes a plain number, not length at column 1"),
        ])
    func refuses(line: String, expected: String) {
        #expect(shown(Evaluator().evaluateLine(line)) == expected)
    }
}
