import BigInt
import Foundation
import TestSupport
import Testing

@testable import CalculatorKit

/// The standard bounds with a time limit far above any test's worst case on a busy machine: a
/// debug build beside other work runs many times slower than the 10 s limit assumes, and a
/// test asserts an answer, not a speed (scripts/check-time-limits times the limit in release).
let testLimits: CalculationLimits = {
    var limits = CalculationLimits.standard
    limits.timeLimit = .seconds(120)
    return limits
}()

/// Evaluates and formats with the command's defaults (20 digits, plain).
func calc(_ source: String, digits: Int = 20, angle: AngleUnit = .radians) throws -> String {
    let value = try Evaluator(angle: angle, limits: testLimits).evaluate(source)
    return try NumberFormat(significantDigits: digits).string(value, limits: testLimits)
}

/// The error an expression raises, or nil if it evaluates.
func calcError(_ source: String, angle: AngleUnit = .radians, limits: CalculationLimits = testLimits)
    -> CalculationError?
{
    do {
        _ = try Evaluator(angle: angle, limits: limits).evaluate(source)
        return nil
    } catch {
        return error
    }
}

func exact(_ source: String) throws -> Rational {
    let value = try Evaluator(limits: testLimits).evaluate(source)
    return try #require(value.exactValue)
}

/// "p/q" → Rational, through BigInt so that it does not use the parser under test.
func rational(_ text: Substring) -> Rational {
    let parts = text.split(separator: "/")
    return Rational(BigInt(String(parts[0]))!, parts.count > 1 ? BigInt(String(parts[1]))! : 1)
}

/// Lines of a tab-separated fixture made by scripts/make-fixtures.py.
func fixture(_ name: String) throws -> [[Substring]] {
    let url = try #require(Bundle.module.url(forResource: name, withExtension: "tsv", subdirectory: "Fixtures"))
    let text = try String(contentsOf: url, encoding: .utf8)
    return text.split(separator: "\n").map { $0.split(separator: "\t", omittingEmptySubsequences: false) }
}
