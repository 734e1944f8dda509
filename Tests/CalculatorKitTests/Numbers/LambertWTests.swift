import Testing

@testable import CalculatorKit

/// Lambert's W, principal branch, against mpmath.lambertw at 60 digits of working precision,
/// rounded to 30.
@Suite struct LambertWTests {
    @Test(
        "lambertw",
        arguments: [
            ("lambertw(1)", "0.567143290409783872999968662210"),
            ("lambertw(0.5)", "0.351733711249195826024909300930"),
            ("lambertw(-0.1)", "-0.111832559158962964833569456820"),
            ("lambertw(-0.2)", "-0.259171101819073745056651950215"),
            ("lambertw(10)", "1.74552800274069938307430126488"),
            ("lambertw(1000)", "5.24960285240159622712605631970"),
            ("lambertw(1e100)", "224.843106445118501539373134338"),
            ("lambertw(pi)", "1.07365819479614917209217840702"),
            ("lambertw(1e-30)", "9.99999999999999999999999999999e-31"),
            // Near −1/e, where W rises like the square root of the distance.
            ("lambertw(-0.36787944117144)", "-0.999999887654546574948670994319"),
            ("lambertw(-1/e + 1e-40)", "-0.999999999999999999976683560184"),
            ("productlog(1)", "0.567143290409783872999968662210"),
        ])
    func values(source: String, expected: String) throws {
        #expect(try calc(source, digits: 30) == expected)
    }

    /// W(r·e^r) = r exactly: W(0) = 0, W(e) = 1, W(−1/e) = −1.
    @Test func exactValues() throws {
        #expect(try exact("lambertw(0)") == .zero)
        #expect(try exact("lambertw(e)") == .one)
        #expect(try exact("lambertw(-1/e)") == Rational(-1))
        #expect(try exact("lambertw(-exp(-1))") == Rational(-1))
        #expect(try exact("lambertw(2e^2)") == Rational(2))
    }

    @Test func domain() {
        #expect(calcError("lambertw(-0.4)")?.message == "lambertw is defined only from −1/e up")
        #expect(calcError("lambertw(-1/e - 1e-30)")?.message == "lambertw is defined only from −1/e up")
        #expect(calcError("lambertw(10^20000)")?.message == "lambertw takes arguments below 2^65536")
    }
}
