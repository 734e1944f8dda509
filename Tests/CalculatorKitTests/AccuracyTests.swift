import Testing

@testable import CalculatorKit

/// Every number shown is the true value correctly rounded at its last digit: results
/// compared with mpmath (scripts/make-real-fixtures.py) at 9, 16, 30 and 100 digits.
@Suite struct AccuracyTests {
    struct Case: CustomStringConvertible {
        /// Whether the engine must know the value exactly; nil for either (the random expressions).
        let source: String, angle: AngleUnit, exact: Bool?
        /// mpmath's rounding at each width.
        let rounded: [Int: Expected]
        var description: String { "\(source) (\(angle.rawValue))" }
    }

    /// A rounded value as the fixtures write it: d.ddd…e±N, or 0.
    struct Expected: Equatable, CustomStringConvertible {
        let negative: Bool, digits: String, exponent: Int
        var description: String { (negative ? "-" : "") + digits + "e" + String(exponent) }

        init(_ text: Substring) {
            negative = text.hasPrefix("-")
            let parts = text.drop { $0 == "-" }.split(separator: "e")
            digits = parts[0].filter { $0 != "." }
            exponent = parts.count > 1 ? Int(parts[1])! : 0
        }

        /// Whether the engine's digits say the same: an exact value's digits lack the zeros at the end.
        func matches(_ shown: DecimalApproximation) -> Bool {
            if digits == "0" { return shown.digits == "0" && shown.isExact }
            let padded = shown.digits + String(repeating: "0", count: Swift.max(0, digits.count - shown.digits.count))
            return padded == digits && shown.exponent == exponent && shown.isNegative == negative
        }
    }

    static let widths = [9, 16, 30, 100]

    static func cases() throws -> [Case] {
        try fixture("reals").map { row in
            var rounded: [Int: Expected] = [:]
            for (i, width) in widths.enumerated() { rounded[width] = Expected(row[3 + i]) }
            return Case(
                source: String(row[0]), angle: AngleUnit(rawValue: String(row[1]))!,
                exact: row[2] == "-" ? nil : row[2] == "1",
                rounded: rounded)
        }
    }

    @Test func fixtureCoversEveryFunction() throws {
        let sources = try Self.cases().map(\.source).joined(separator: " ")
        for function in Function.allCases where function != .abs {
            #expect(sources.contains(function.rawValue + "("), "no case for \(function)")
        }
    }

    @Test(arguments: widths) func digitsAgreeWithMpmath(_ count: Int) throws {
        for c in try Self.cases() {
            let value = try Evaluator(angle: c.angle).evaluate(c.source)
            let shown = try value.decimalApproximation(significantDigits: count)
            if let exact = c.exact { #expect(value.isExact == exact, "\(c): exactness") }
            let expected = c.rounded[count]!
            #expect(
                expected.matches(shown),
                "\(c) at \(count) digits: \(shown.digits)e\(shown.exponent), mpmath \(expected)")
            #expect(!shown.isUndecided, "\(c) at \(count) digits")
        }
    }

    /// Values a hair from a rounding boundary at k digits (tanh near 1, a half nudged
    /// either way, √((n + ½)² ± ε), 10^k − ε): the engine looks far enough to decide.
    @Test func roundingNextToBoundaries() throws {
        for row in try fixture("boundaries") {
            let source = String(row[0]), count = Int(row[1])!, expected = Expected(row[2])
            let shown = try Evaluator().evaluate(source).decimalApproximation(significantDigits: count)
            #expect(
                expected.matches(shown), "\(source) at \(count): \(shown.digits)e\(shown.exponent), mpmath \(expected)")
            #expect(!shown.isUndecided, "\(source) at \(count)")
        }
    }

    @Test func thousandDigitsOfPi() throws {
        let expected = try fixture("pi1000")[0][0]
        let shown = try Evaluator().evaluate("pi").decimalApproximation(significantDigits: 1000)
        #expect(shown.digits == String(expected))
    }
}
