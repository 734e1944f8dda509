import Testing

@testable import CalculatorKit

/// Riemann's ζ for real s ≠ 1, against mpmath.zeta at 50 digits of working precision, rounded to 30.
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
            // Below 1: the alternating sum down to 7/16, the functional equation below.
            ("zeta(0.5)", "-1.46035450880958681288949915252"),
            ("zeta(0.75)", "-3.44128538694522289439513996071"),
            ("zeta(0.25)", "-0.813278405261891656521447820074"),
            ("zeta(1 - 1e-10)", "-9999999999.42278433510574872394"),
            ("zeta(sqrt(2) - 1)", "-1.17412759881491813598599596234"),
            ("zeta(-0.5)", "-0.207886224977354566017306725397"),
            ("zeta(-1/3)", "-0.277343047840129526976091476775"),
            ("zeta(-2.5)", "0.00851692877785033054235856702834"),
            ("zeta(-7.5)", "0.00326903957260022002171739531647"),
            ("zeta(-30.5)", "149774871.277934754838681857555"),
            ("zeta(-pi)", "0.00744304047846672771406904635698"),
            ("zeta(-e)", "0.00915987755942023170457566822871"),
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

    /// At the whole numbers s ≤ 0, ζ is rational: −1/2 at 0, 0 at the even ones, −B₂ₖ/(2k) at 1 − 2k.
    @Test(
        "whole numbers below 1",
        arguments: [
            ("zeta(0)", Rational(-1, 2)), ("zeta(-1)", Rational(-1, 12)), ("zeta(-2)", .zero),
            ("zeta(-3)", Rational(1, 120)), ("zeta(-5)", Rational(-1, 252)), ("zeta(-11)", Rational(691, 32760)),
            ("zeta(-100)", .zero),
            // −B₃₀/30, B₃₀ = 8615841276005/14322.
            ("zeta(-29)", Rational(-8_615_841_276_005, 14322 * 30)),
        ])
    func wholeNumbersBelowOne(source: String, expected: Rational) throws {
        #expect(try Evaluator(limits: testLimits).evaluate(source) == .exact(expected))
    }

    /// B₂ to B₁₂ from the tangent numbers, as tables have them.
    @Test func bernoulliNumbers() throws {
        let b = try Bernoulli.even(upTo: 6, Budget(limits: testLimits))
        #expect(
            Array(b.dropFirst()) == [
                Rational(1, 6), Rational(-1, 30), Rational(1, 42), Rational(-1, 30), Rational(5, 66),
                Rational(-691, 2730),
            ])
    }

    @Test func domainAndLargeArguments() throws {
        #expect(calcError("zeta(1)")?.message == "zeta is undefined at 1 (a pole)")
        #expect(
            calcError("zeta(-10^10 + 1)")?.message == "zeta of a negative whole number is worked out only down to −2001"
        )
        // Exactly 1, but not known to be: no confident answer.
        #expect(
            calcError("zeta(sin(1)^2 + cos(1)^2)")?.message.hasPrefix("cannot tell whether the argument is 1") == true)
        #expect(try calc("zeta(1e100)") == "1.0000000000000000000")
        #expect(try calc("zeta(10^1000 + 0.5)") == "1.0000000000000000000")
    }

    /// The drawing's doubles, below 1 too.
    @Test func doublesForDrawing() {
        for (s, expected) in [
            (0.5, -1.4603545088095868), (-0.5, -0.20788622497735457), (-7.5, 0.00326903957260022),
            (2, 1.6449340668482264), (0.1, -0.6030375198562418), (-20.5, -108.21747505877606),
        ] {
            let value = BuiltinFunction.zeta.double([s], toRadians: 1)
            #expect(Swift.abs(value - expected) < 1e-9 * Swift.max(1, Swift.abs(expected)))
        }
        #expect(BuiltinFunction.zeta.double([1], toRadians: 1).isNaN)
    }
}
