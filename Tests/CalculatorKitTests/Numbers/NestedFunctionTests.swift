import Testing

@testable import CalculatorKit

/// Functions nested 25 deep: each level asks the one below for a few more bits, so
/// depth costs linear precision, not exponential (timings are in scripts/bench).
@Suite struct NestedFunctionTests {
    static func nested(_ open: String, _ innermost: String, _ depth: Int) -> String {
        String(repeating: open, count: depth) + innermost + String(repeating: ")", count: depth)
    }

    // Expected digits are mpmath's (80 digits of working precision), rounded to 30.
    @Test(
        "25-deep chains give 30 right digits",
        arguments: [
            ("sqrt(", "2", "1.00000002065739595053354397952"),
            ("cbrt(", "2", "1.00000000000081807683100555031"),
            ("asinh(", "2", "0.354522955490819561483177439979"),
            ("acosh(1+", "2", "1.61613751386182317757470347569"),
            ("tanh(", "2", "0.240004910117314584831998961035"),
            ("ln(1+", "2", "0.0800844673994157701380411166197"),
            ("exp(-", "1", "0.567143030834241885534528976281"),
            ("sin(", "2", "0.321979223418620968539096240496"),
            ("atan(", "2", "0.246007877810529286742214402514"),
        ])
    func chain(open: String, innermost: String, expected: String) throws {
        #expect(try calc(Self.nested(open, innermost, 25), digits: 30) == expected)
    }

    /// Cube roots of values bounded away from zero, of either sign, keep their digits.
    @Test func rootsNearZero() throws {
        #expect(try calc("cbrt(1e-30*pi)") == "1.4645918875615232630e-10")  // mpmath: 1.46459188756152326302…e-10
        #expect(try calc("cbrt(-2*pi)") == "-1.8452701486440284191")  // mpmath: -1.84527014864402841909…
    }

    /// tanh(−9115) is −1 + 2e^−18230: its distance from the domain's end is what cannot be told.
    @Test func undecidedDomainEndsAreNamed() {
        #expect(
            calcError("asin(tanh(-9115))")?.message
                == "cannot tell whether the argument is between -1 and 1: it is within 10^-1233 of -1")
        #expect(
            calcError("acos(tanh(9115))")?.message
                == "cannot tell whether the argument is between -1 and 1: it is within 10^-1233 of 1")
        #expect(
            calcError("1/(sin(1)^2+cos(1)^2-1)")?.message
                == "cannot tell whether the divisor is zero: it is within 10^-1233 of zero")
    }

    /// A power far below 2^-4096 is still known not to be zero: e^x never is.
    @Test func tinyPowersAreDivisors() throws {
        // mpmath: 6.52410818757322305656…e+2147
        #expect(try calc("1/(6.428e-27)^(82.00293)") == "6.5241081875732230566e2147")
    }

    /// A reciprocal, a product or a root of values that cannot be zero is found just below
    /// its structural bound, however far that is below the digits' usual search: the same
    /// value prints alike however it was written, at any number of digits.
    @Test(arguments: [
        // mpmath: 2.0851001593128082749747877…e-1277
        ("1/pi^2568", "2.0851001593128082750e-1277"), ("(pi^856)^(-3)", "2.0851001593128082750e-1277"),
        ("pi^-2568", "2.0851001593128082750e-1277"), ("1/(pi^2568+1)", "2.0851001593128082750e-1277"),
        ("2/pi^2568", "4.1702003186256165499e-1277"),
        ("sqrt(1/pi^5000)", "1.3344990368061669583e-1243"),  // mpmath: 1.33449903680616695830…e-1243
        ("1/pi^20000", "1.0058798707689493246e-9943"),  // mpmath: 1.00587987076894932462…e-9943
        ("1/(1/pi^2568)", "4.7959326823396940572e1276"),
    ])
    func tinyValuesThatCannotBeZeroShowTheirDigits(_ source: String, _ shown: String) throws {
        #expect(try calc(source) == shown)
    }
}
