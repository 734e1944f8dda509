import Testing
@testable import CalculatorKit

/// Every digit shown must be a digit of the true value: results compared with
/// mpmath at 150 digits (scripts/make-real-fixtures.py), at 30 and 100 digits.
@Suite struct AccuracyTests {
    struct Case: CustomStringConvertible {
        let source: String, angle: AngleUnit, digits: String, negative: Bool, exponent: Int, exact: Bool
        var description: String { "\(source) (\(angle.rawValue))" }
    }

    static func cases() throws -> [Case] {
        try fixture("reals").map { row in
            let signed = String(row[2])
            return Case(source: String(row[0]), angle: AngleUnit(rawValue: String(row[1]))!,
                        digits: signed.hasPrefix("-") ? String(signed.dropFirst()) : signed,
                        negative: signed.hasPrefix("-"), exponent: Int(row[3])!, exact: row[4] == "1")
        }
    }

    @Test func fixtureCoversEveryFunction() throws {
        let sources = try Self.cases().map(\.source).joined(separator: " ")
        for function in Function.allCases where function != .abs {
            #expect(sources.contains(function.rawValue + "("), "no case for \(function)")
        }
    }

    @Test(arguments: [30, 100]) func digitsAgreeWithMpmath(_ count: Int) throws {
        for c in try Self.cases() {
            let value = try Evaluator(angle: c.angle).evaluate(c.source)
            let shown = try value.decimalApproximation(significantDigits: count)
            #expect(value.isExact == c.exact, "\(c): exactness")
            if c.digits == "0" {
                #expect(shown.digits == "0", "\(c)")
                continue
            }
            let padded = shown.digits + String(repeating: "0", count: count - shown.digits.count)
            #expect(padded == String(c.digits.prefix(count)), "\(c) at \(count) digits")
            #expect(shown.exponent == c.exponent && shown.isNegative == c.negative, "\(c) at \(count) digits")
        }
    }

    @Test func thousandDigitsOfPi() throws {
        let expected = try fixture("pi1000")[0][0]
        let shown = try Evaluator().evaluate("pi").decimalApproximation(significantDigits: 1000)
        #expect(shown.digits == String(expected))
    }
}
