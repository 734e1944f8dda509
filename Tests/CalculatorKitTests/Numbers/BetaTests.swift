import Testing

@testable import CalculatorKit

/// B(a, b) = Γ(a)·Γ(b)/Γ(a + b), against mpmath.beta at 60 digits of working precision, rounded to 30.
@Suite struct BetaTests {
    @Test(
        "beta",
        arguments: [
            ("beta(5/2, 1/3)", "2.06503182784294173009411900733"),
            ("beta(0.3, 0.4)", "5.11209124445735165228492179185"),
            ("beta(pi, e)", "0.0378902987812122013481538371389"),
            ("beta(-2.5, 0.7)", "-0.384890200525928265586911354139"),
            ("beta(sqrt(2), -0.5)", "-2.97216634666400684811649217445"),
            ("beta(100, 200)", "3.60728544979466605151604544116e-84"),
            // Γ(a + b) too large to hold: from the logarithms of Γ, by Stirling's series.
            ("beta(1e6, 1e6)", "3.61640469094128554346860618033e-602063"),
            ("beta(1e7, 2.5)", "4.20374262409668315922516437101e-18"),
        ])
    func values(source: String, expected: String) throws {
        #expect(try calc(source, digits: 30) == expected)
    }

    /// Whole numbers give rationals; halves a rational or a rational times π.
    @Test(
        "exact values",
        arguments: [
            ("beta(2, 3)", Number.exact(Rational(1, 12))),
            ("beta(1/2, 1)", .exact(Rational(2))),
            ("beta(5/2, 2)", .exact(Rational(4, 35))),
            ("beta(1/2, 1/2)", .real(.one, Real.pi)),
            ("beta(1/2, 3/2)", .real(Rational(1, 2), Real.pi)),
            ("beta(-3/2, 5/2)", .real(.one, Real.pi)),
            // 1/Γ(a + b) is 0 at Γ's poles.
            ("beta(-1/2, 1/2)", .exact(.zero)),
            ("beta(1/2, -3/2)", .exact(.zero)),
        ])
    func exactValues(source: String, expected: Number) throws {
        let value = try Evaluator(limits: testLimits).evaluate(source)
        switch (value, expected) {
        case let (.real(c, x), .real(d, y)):
            #expect(c == d && x.symbol == .pi && y.symbol == .pi)
        default:
            #expect(value == expected)
        }
    }

    @Test func polesAndArguments() {
        let message = "beta is undefined where a or b is 0, −1, −2, …"
        #expect(calcError("beta(0, 2)")?.message == message)
        #expect(calcError("beta(1/2, -2)")?.message == message)
        #expect(calcError("beta(1)")?.message == "'beta' takes 2 arguments, not 1")
    }

    @Test func doublesForDrawing() {
        for (a, b, expected) in [(2.0, 3.0, 1.0 / 12), (0.5, 0.5, Double.pi), (-2.5, 0.7, -0.3848902005259283)] {
            let value = BuiltinFunction.beta.double([a, b], toRadians: 1)
            #expect(Swift.abs(value - expected) < 1e-12)
        }
        #expect(BuiltinFunction.beta.double([0, 1], toRadians: 1).isNaN)
    }
}
