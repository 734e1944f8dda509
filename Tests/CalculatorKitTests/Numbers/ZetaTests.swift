import Testing

@testable import CalculatorKit

/// Riemann's ζ for real s > 1, against mpmath.zeta at 50 digits of working precision, rounded to 30.
@Suite struct ZetaTests {
    @Test(
        "zeta",
        arguments: [
            ("zeta(3)", "1.20205690315959428539973816151"),
            ("ζ(5)", "1.03692775514336992633136548646"),
            ("zeta(1.5)", "2.61237534868548834334856756792"),
            ("zeta(1.01)", "100.577943338496872490282154286"),
            ("zeta(1 + 1e-10)", "10000000000.5772156649088144452"),
            ("zeta(pi)", "1.17624173838258275887215045194"),
            ("zeta(sqrt(2))", "3.02073767948603266827099228370"),
            ("zeta(50)", "1.00000000000000088817842109308"),
            ("zeta(2)", "1.64493406684822643647241516665"),
        ])
    func values(source: String, expected: String) throws {
        #expect(try calc(source, digits: 30) == expected)
    }

    /// ζ(2m) = q·π^(2m) for the first even m: the result is π² and a rational, not a sum.
    @Test func evenValuesArePowersOfPi() throws {
        let value = try Evaluator(limits: testLimits).evaluate("zeta(2)")
        guard case let .real(coefficient, _) = value else {
            Issue.record("zeta(2) is \(value)")
            return
        }
        #expect(coefficient == Rational(1, 6))
        #expect(try calc("zeta(4)", digits: 30) == "1.08232323371113819151600369654")
    }

    @Test func domainAndLargeArguments() throws {
        #expect(calcError("zeta(1)")?.message == "zeta is defined here only for s > 1")
        #expect(calcError("zeta(0.5)")?.message == "zeta is defined here only for s > 1")
        #expect(calcError("zeta(-2)")?.message == "zeta is defined here only for s > 1")
        #expect(try calc("zeta(1e100)") == "1.0000000000000000000")
        #expect(try calc("zeta(10^1000 + 0.5)") == "1.0000000000000000000")
    }
}
