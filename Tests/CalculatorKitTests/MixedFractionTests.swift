import BigInt
import TestSupport
import Testing

@testable import CalculatorKit

/// `1 2/3` as written on paper, and only where it cannot mean anything else.
@Suite("Mixed fractions")
struct MixedFractionTests {
    @Test(
        "a b/c is a + b/c, a sign before it applies to the whole",
        arguments: [
            ("1 2/3", Rational(5, 3)), ("-1 2/3", Rational(-5, 3)), ("−1 2/3", Rational(-5, 3)),
            ("2 1/2 × 4", Rational(10)), ("3 × 1 1/2", Rational(9, 2)), ("1 1/2 + 2 1/4", Rational(15, 4)),
            ("1 2/3 - 2/3", Rational(1)), ("(1 1/2)^2", Rational(9, 4)), ("0 1/2", Rational(1, 2)),
            ("12   7/8", Rational(103, 8)), ("max(1 1/2, 1.4)", Rational(3, 2)),
            ("123456789012345678901234567890 1/2", Rational(BigInt("246913578024691357802469135781"), 2)),
        ])
    func mixed(source: String, expected: Rational) throws {
        #expect(try exact(source) == expected)
    }

    @Test(
        "anything else keeps its meaning",
        arguments: [("2/3", Rational(2, 3)), ("1+2/3", Rational(5, 3)), ("4/3", Rational(4, 3))])
    func unchanged(source: String, expected: Rational) throws {
        #expect(try exact(source) == expected)
    }

    @Test(
        "or its error: not a whole number, b ≥ c, spaces around /, a power, ! or % after, after ^ or /",
        arguments: [
            "1 3/2", "1 2/2", "1.5 1/2", "1 1.5/2", "1 1/2.5", "1 2 / 3", "1 2/ 3", "1 2 /3", "1 1/2^2", "1 1/2²",
            "1 1/2!", "1 1/2%", "1 1/2/3", "1 1/2(3)", "2^1 1/2", "6/1 1/2", "1e1 1/2", "1,000 1/2", "1_0 1/2",
        ])
    func refused(source: String) {
        #expect(calcError(source) != nil, "\(source)")
    }

    @Test("two numbers side by side are still an error with its column")
    func sideBySide() {
        let error = calcError("1 2")
        #expect(error?.kind == .missingOperator && error?.column == 3)
    }

    @Test("in notes and with units")
    func inLines() {
        var evaluator = Evaluator(limits: testLimits)
        evaluator.angle = .radians
        guard case let .value(number, _) = evaluator.evaluateLine("1 1/2 + 1").outcome else {
            Issue.record("no value")
            return
        }
        #expect(number.exactValue == Rational(5, 2))
    }
}
