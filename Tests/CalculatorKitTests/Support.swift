import BigInt
import Foundation
import Testing
@testable import CalculatorKit

/// Evaluates and formats with the command's defaults (20 digits, plain).
func calc(_ source: String, digits: Int = 20, angle: AngleUnit = .radians) throws -> String {
    let value = try Evaluator(angle: angle).evaluate(source)
    return try NumberFormat(significantDigits: digits).string(value)
}

/// The error an expression raises, or nil if it evaluates.
func calcError(_ source: String, angle: AngleUnit = .radians) -> CalculationError? {
    do {
        _ = try Evaluator(angle: angle).evaluate(source)
        return nil
    } catch {
        return error
    }
}

func exact(_ source: String) throws -> Rational {
    let value = try Evaluator().evaluate(source)
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

/// A small seeded generator, so that a failing random case can be replayed.
struct SplitMix: RandomNumberGenerator {
    var state: UInt64
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
