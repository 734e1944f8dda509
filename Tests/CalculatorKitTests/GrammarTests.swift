import Testing

@testable import CalculatorKit

@Suite("Expression grammar")
struct GrammarTests {
    @Test(
        "precedence and associativity",
        arguments: [
            ("1+2×3", "7"), ("1+2*3", "7"), ("(1+2)*3", "9"), ("10-4-3", "3"), ("100/10/5", "2"),
            ("2^3^2", "512"), ("2**3", "8"), ("-2^2", "-4"), ("(-2)^2", "4"), ("2^-3", "0.125"),
            ("2^-2^2", "0.0625"), ("-3!", "-6"), ("3!^2", "36"), ("2^3!", "64"), ("2×-3", "-6"),
            ("--2", "2"), ("+-+2", "-2"), ("8÷2×4", "16"), ("7−10", "-3"), ("1-2^2", "-3"),
            ("50%", "0.5"), ("200×5%", "10"), ("50%%", "0.005"), ("17 mod 5", "2"), ("-17 mod 5", "3"),
            ("17 mod -5", "-3"), ("7.5 mod 2", "1.5"), ("2+10 mod 4", "4"), ("2×3 mod 4", "2"),
        ])
    func precedence(_ source: String, _ expected: String) throws {
        #expect(try calc(source) == expected)
    }

    @Test(
        "implicit multiplication",
        arguments: [
            ("2(3+4)", "14"), ("(1+2)(3+4)", "21"), ("(2)3", "6"), ("3!2", "12"), ("2√9", "6"),
            ("2 sqrt(9)", "6"), ("1/2(4)", "2"), ("2(3)^2", "18"), ("-2(3)", "-6"), ("2ans", "20"),
        ])
    func implicitMultiplication(_ source: String, _ expected: String) throws {
        let value = try Evaluator(answer: Number(10)).evaluate(source)
        #expect(try NumberFormat().string(value) == expected)
    }

    @Test(
        "missing closing parentheses are closed at the end",
        arguments: [
            ("(1+2", "3"), ("((1+2)*3", "9"), ("2*(3+(4", "14"), ("sqrt(16", "4"), ("abs(-(5", "5"),
        ])
    func autoClose(_ source: String, _ expected: String) throws {
        #expect(try calc(source) == expected)
    }

    @Test(
        "numbers",
        arguments: [
            ("12", "12"), ("12.5", "12.5"), (".5", "0.5"), ("1e-20", "1e-20"), ("1E3", "1000"),
            ("2.5e+2", "250"), ("1,234.5", "1234.5"), ("1,234,567", "1234567"), ("007", "7"),
            ("0.1+0.2", "0.3"), ("  1 +\t2 ", "3"),
            // "2e" is 2×e (Euler's number), not an exponent without digits.
            ("2e", "5.4365636569180904707"), ("1e3e", "2718.2818284590452354"),
        ])
    func numbers(_ source: String, _ expected: String) throws {
        #expect(try calc(source) == expected)
    }

    @Test(
        "constants and functions parse by every spelling",
        arguments: [
            "pi", "π", "e", "sqrt(2)", "√2", "cbrt(2)", "∛2", "abs(1)", "ln(2)", "log(2)", "log2(3)", "exp(1)",
            "sin(1)", "cos(1)", "tan(1)", "asin(0.5)", "acos(0.5)", "atan(2)", "sinh(1)", "cosh(1)", "tanh(1)",
            "log10(2)", "arcsin(0.5)", "ans",
        ])
    func namesParse(_ source: String) throws {
        _ = try Evaluator.parse(source)
    }

    @Test func syntaxTree() throws {
        let tree = try Evaluator.parse("1-2^3")
        guard case let .binary(.subtract, .number(one, column: 1), .binary(.power, _, _, column: 4), column: 2) = tree
        else {
            Issue.record("unexpected tree \(tree)")
            return
        }
        #expect(one == 1)
    }

    @Test func answerRefersToThePreviousResult() throws {
        var evaluator = Evaluator()
        evaluator.answer = try evaluator.evaluate("2^10")
        #expect(try NumberFormat().string(try evaluator.evaluate("ans/4")) == "256")
        #expect(calcError("ans+1")?.kind == .noPreviousAnswer)
    }
}
