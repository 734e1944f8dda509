import Testing

@testable import CalculatorKit

@Suite("Size bounds: too large is refused before any work")
struct SizeBoundTests {
    static let tooLarge = CalculationError.Kind.tooLarge(limitBits: 1 << 22)

    @Test(
        "too large",
        arguments: [
            "9^9^9^9", "10^10^10", "(10^7)!", "2^(2^62)", "2^4194305", "1e999999999", "99999999999999999999!",
            "(10^7)!-(10^7)!", "400000!",
        ])
    func refused(_ source: String) {
        // A refusal computes nothing big: it comes before any long loop, each of which checks the
        // clock, so under a time limit already spent the answer is still the size error.
        var spent = CalculationLimits.standard
        spent.timeLimit = .zero
        #expect(calcError(source, limits: spent)?.kind == Self.tooLarge)
    }

    /// Operands within the bound are worked out (a long loop each); the operation on them is
    /// refused. How quickly is timed in release by scripts/check-time-limits, which runs these too.
    @Test(
        "too large once the operands are worked out",
        arguments: [
            "(2^3000000)*(2^3000000)", "(3^1000000)^3",
            "2^(2^22)",  // one bit over: 1,262,612 digits, where its estimate said 4,194,304 bits
        ])
    func refusedAfterTheOperands(_ source: String) {
        #expect(calcError(source)?.kind == Self.tooLarge)
    }

    /// A tiny power, or a fraction too large to hold whose value is moderate, is never "too large":
    /// it is computed (its digits, or a refusal that says it is too small).
    @Test(
        "tiny or moderate values of too large exact forms",
        arguments: [
            ("2^(-10^7)", "1.1049946823756706659e-3010300"), ("0.5^(10^7)", "1.1049946823756706659e-3010300"),
            ("(2^2100000-1)/(2^2100000+1)", "1.0000000000000000000"),
        ])
    func answeredNotTooLarge(_ source: String, _ expected: String) throws {
        #expect(try calc(source) == expected)
    }

    @Test func aTinyPowerIsNotTooLarge() {
        #expect(calcError("(1e-30000)^300")?.kind != Self.tooLarge)
    }

    @Test(
        "within the bound",
        arguments: [
            ("2^100000 / 2^99999", "2"), ("20000!/19998!", "399980000"), ("10000!/9999!", "10000"), ("1^(10^100)", "1"),
            ("(-1)^(10^30+1)", "-1"), ("0^(10^30)", "0"), ("(2^200000+1)-(2^200000)", "1"),
            ("(2^4000000+1)-(2^4000000)", "1"), ("2^4000000/2^3999999", "2"),
        ])
    func allowed(_ source: String, _ expected: String) throws {
        #expect(try calc(source) == expected)
    }

    @Test func theLargestPowersOfTwoWithinTheBound() throws {
        #expect(try Evaluator(limits: testLimits).evaluate("2^4194000").exactValue?.bitWidth == 4_194_002)
        #expect(try Evaluator(limits: testLimits).evaluate("2^(2^22-2)").exactValue != nil)
    }

    @Test func errorMessageNamesTheLimit() {
        #expect(
            calcError("9^9^9^9")?.description == "result too large (the limit is about 1,262,611 digits) at column 4")
    }

    @Test func limitsAreConfigurable() throws {
        let small = CalculationLimits(maxBits: 64)
        #expect(throws: CalculationError.self) { try Evaluator(limits: small).evaluate("2^100") }
        #expect(try Evaluator(limits: small).evaluate("2^60").exactValue == Rational(1 << 60))
    }
}
