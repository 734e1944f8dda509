import Testing

@testable import CalculatorKit

/// Inputs that once crashed (stack overflow), ran past the time limit or gave a wrong
/// or unclear error. Each crash is reproduced at the size that crashed.
@Suite("Reliability: no input crashes, every error is clear")
struct ReliabilityTests {
    @Test("a run of postfix operators counts toward the nesting limit", arguments: ["!", "%", "!%"])
    func postfixRuns(_ op: String) {
        let source = "1" + String(repeating: op, count: 1230 / op.count)
        let error = calcError(source)
        #expect(error?.kind == .tooDeeplyNested(200))
        #expect(error?.column == 202)  // the 201st operator
    }

    @Test func postfixRunsWithinTheLimitStillEvaluate() throws {
        #expect(try calc("3! !") == "720")  // 3!! written together is the double factorial, 3
        #expect(try calc("2" + String(repeating: "%", count: 5)) == "2e-10")
        // Nesting and postfix operators add up: 150 parentheses and 60 operators are 210 levels.
        let deep =
            String(repeating: "(", count: 150) + "1" + String(repeating: ")", count: 150)
            + String(repeating: "!", count: 60)
        #expect(calcError(deep)?.kind == .tooDeeplyNested(200))
        let inside = "(" + String(repeating: "(", count: 150) + "1" + String(repeating: "!", count: 60) + ")"
        #expect(calcError(inside)?.kind == .tooDeeplyNested(200))
    }

    @Test func longRunsOfNoBreakSpaces() throws {
        let spaces = String(repeating: "\u{A0}", count: 27_700)
        #expect(try calc(spaces + "1" + spaces + "+\u{202F}2" + spaces) == "3")
        #expect(calcError(spaces)?.kind == .emptyExpression)
    }

    @Test func longSumOfIrrationalTermsIsFreedWithoutRecursion() throws {
        let source = Array(repeating: "e+π", count: 21_800).joined(separator: "+")
        // A generous limit: the point is the stack, and a debug build on a busy machine is slow.
        let limits = CalculationLimits(timeLimit: .seconds(120))
        let value = try Evaluator(limits: limits).evaluate(source)
        #expect(try NumberFormat(significantDigits: 12).string(value, limits: limits) == "127745.263709")
    }

    @Test func longChainsAndDeepNesting() throws {
        let ones = Array(repeating: "1", count: 50_000).joined(separator: "+")
        #expect(try calc(ones) == "50000")
        #expect(try calc(Array(repeating: "2", count: 30_000).joined(separator: "÷") + "×2^29999") == "2")
        let parentheses = String(repeating: "(", count: 200) + "7" + String(repeating: ")", count: 200)
        #expect(try calc(parentheses) == "7")
        #expect(calcError("(" + parentheses + ")")?.kind == .tooDeeplyNested(200))
        #expect(calcError(String(repeating: "-(", count: 30_000) + "1")?.kind == .tooDeeplyNested(200))
        #expect(calcError(String(repeating: "2^", count: 30_000) + "2")?.kind == .tooDeeplyNested(200))
        #expect(calcError(String(repeating: "√", count: 30_000) + "2")?.kind == .tooDeeplyNested(200))
        // A parsed tree of a long chain is flat: comparing and freeing it recurse no deeper.
        let tree = try Evaluator.parse(ones)
        #expect(tree == (try Evaluator.parse(ones)))
    }

    @Test func negativeIrrationalToAnOddRoot() throws {
        #expect(try calc("(-pi)^(1/3)") == "-1.4645918875615232630")
        #expect(try calc("(-8)^(1/3)") == "-2")
        #expect(try calc("(-pi)^(2/3)") == "2.1450293971110256001")
        #expect(
            calcError("(-pi)^(1/2)")?.kind
                == .domain("a negative number to a power with an even denominator is not real"))
        #expect(calcError("(-pi)^pi")?.kind == .domain("a negative number to an irrational power is not real"))
    }

    @Test func hugeIntegerPowersOfModerateValues() throws {
        #expect(try calc("(1+1e-19)^(10^19)") == "2.7182818284590452352")
        #expect(try calc("(1-1e-19)^(10^19)") == "0.36787944117144232158")
        #expect(calcError("(pi/3)^(10^19)")?.kind == .tooLarge(limitBits: CalculationLimits.standard.maxBits))
    }

    @Test func tinyExponentialsShowTheirDigits() throws {
        #expect(try calc("(pi/4)^(10^19)") == "1.7294379647911035497e-1049101186338285361")
        #expect(try calc("e^-5000") == "3.3696941483089175145e-2172")
        #expect(try calc("-3e^-5000") == "-1.0109082444926752543e-2171")
        // Below every limit: refused, not shown as 0, and at once (its exponent has 37,000 digits).
        #expect(throws: CalculationError(.tooSmallToShow(belowExponent: -1255))) { try calc("e^(-e^85638)") }
        #expect(try calc("1+e^(-e^85638)") == "1.0000000000000000000")
    }

    @Test func anOverlongLiteralHasAColumn() {
        let error = calcError("1+" + String(repeating: "9", count: 80_000) + "e1300000")
        #expect(error?.kind == .tooLarge(limitBits: CalculationLimits.standard.maxBits))
        #expect(error?.column == 3)
        #expect(calcError("2*1e999999999")?.column == 3)
        // A tiny literal is not "too large": what passes the bound is its count of places.
        #expect(
            calcError("1e-2000000")?.message == "number too small to hold exactly (at most 1,262,611 decimal places)")
        let long = calcError(String(repeating: "1+", count: 60_000) + "1")
        #expect(long?.kind == .tooLong(100_000))
        #expect(long?.column == 100_001)
    }

    @Test(
        "control characters are shown escaped",
        arguments: [
            ("1+\u{1B}[31m2", "unexpected '\\u{1B}'"), ("\u{0}", "unexpected '\\u{0}'"),
            ("2\u{7F}", "unexpected '\\u{7F}'"),
            ("1+\u{202E}2", "unexpected '\\u{202E}'"), ("1,2\u{9B}", "invalid number '1,2'"),
        ])
    func controlCharactersEscaped(_ source: String, _ message: String) {
        let error = calcError(source)
        #expect(error?.message == message)
        #expect(
            error.map {
                !$0.description.unicodeScalars.contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) }
            } == true)
    }
}
