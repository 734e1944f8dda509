import TestSupport
import Testing

@testable import CalculatorKit

/// The tree-less path for plain arithmetic gives the parser's values, and leaves every
/// line it cannot or should not take (errors included) to the parser.
@Suite struct PlainArithmeticTests {
    /// The parser and evaluator's exact value, or nil when they give an error or a non-rational.
    static func parsed(_ source: String) -> Rational? {
        guard let expression = try? Parser.parse(source),
            let number = try? Evaluator().evaluate(expression, budget: Budget(limits: testLimits))
        else { return nil }
        return number.exactValue
    }

    @Test(
        "lines it takes and lines it leaves",
        arguments: [
            ("1+2*3", "7"), ("-2*3", "-6"), ("2*-3", "-6"), ("2--3", "5"), ("-(1+2)*3", "-9"), ("(1+2", "3"),
            ("((2", "2"), ("1,000×2", "2000"), ("7÷2", "7/2"), ("0.1+0.2", "3/10"), ("+-+3", "-3"), ("1e3/8", "125"),
            ("1/0", nil), ("1/(2-2)", nil), ("2(3)", nil), ("(1)(2)", nil), ("2^3", nil), ("5%", nil), ("1+", nil),
            ("()", nil), ("1)", nil), ("pi", nil), ("", nil), ("1 2", nil), ("3!", nil), ("2 mod 3", nil),
            ("1e999999999", nil),
        ] as [(String, String?)])
    func cases(_ source: String, _ expected: String?) {
        let value = PlainArithmetic.value(of: source, budget: Budget(limits: testLimits))
        #expect(value?.description == expected, "\(source)")
        if let value { #expect(value == Self.parsed(source), "\(source)") }
    }

    @Test("random lines: the same value as the parser's, or none where the parser fails")
    func random() {
        var random = SplitMix(state: 29)
        let pieces = [
            "1", "2", "0", "7.25", "1,000", "12345678901234567890", "1e-5", "+", "-", "*", "/", "×", "÷", "(", ")", " ",
            "−",
        ]
        for _ in 0..<20_000 {
            let source = (0..<Int.random(in: 1...14, using: &random)).map { _ in pieces.randomElement(using: &random)! }
                .joined()
            let fast = PlainArithmetic.value(of: source, budget: Budget(limits: testLimits))
            let full = Self.parsed(source)
            if let fast { #expect(fast == full, "\(source)") }
            // The fast path may leave a line to the parser (`**` is a power, a number after a
            // number or a parenthesis an implicit product), but not plain arithmetic that goes through.
            // `//` is a floor division, which the fast path leaves to the parser.
            let plain =
                !source.contains("(") && !source.contains(")") && !source.contains("**") && !source.contains("e")
                && !source.contains("//")
            if fast == nil, full != nil, plain {
                Issue.record("left to the parser: \(source)")
            }
        }
    }

    /// Lines of ASCII digits, points, signs and parentheses are read from their bytes, not by
    /// the lexer: numbers with leading zeros, long mantissas, points in odd places, `**`.
    @Test("random ASCII lines: the parser's value, or none where it fails")
    func randomASCII() {
        var random = SplitMix(state: 31)
        let pieces = [
            "1", "0", "00", "7.25", ".5", "5.", "0.000123", "1234567890123456789", "12345678901234567890.0001", ".",
            "+", "-", "*", "**", "/", "//", "(", ")", " ", "  ", "9", "1.2.3",
        ]
        for _ in 0..<20_000 {
            let source = (0..<Int.random(in: 1...14, using: &random)).map { _ in pieces.randomElement(using: &random)! }
                .joined()
            let fast = PlainArithmetic.value(of: source, budget: Budget(limits: testLimits))
            let full = Self.parsed(source)
            if let fast { #expect(fast == full, "\(source)") }
            let plain =
                !source.contains("(") && !source.contains(")") && !source.contains("**") && !source.contains("//")
            if fast == nil, full != nil, plain, !source.contains(".") {
                Issue.record("left to the parser: \(source)")
            }
        }
        let budget = Budget(limits: testLimits)
        #expect(PlainArithmetic.value(of: "0.05 * 00012 - .5", budget: budget)?.description == "1/10")
        #expect(PlainArithmetic.value(of: "1. + 2", budget: budget) == Self.parsed("1. + 2"))
    }
}
