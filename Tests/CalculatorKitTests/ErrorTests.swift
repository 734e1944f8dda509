import Testing

@testable import CalculatorKit

@Suite("Errors say what and where")
struct ErrorTests {
    @Test(
        "messages with their column",
        arguments: [
            ("1+*2", "unexpected '*' at column 3"),
            ("1+", "unexpected end of expression at column 3"),
            ("", "empty expression"),
            ("   ", "empty expression"),
            ("2*foo", "unknown name 'foo' at column 3"),
            ("1+2)", "unmatched ')' at column 4"),
            (")", "unmatched ')' at column 1"),
            ("(1))", "unmatched ')' at column 4"),
            ("()", "unexpected ')' at column 2"),
            ("2 3", "missing operator at column 3"),
            ("π 2", "missing operator at column 3"),
            ("1/0", "cannot divide by zero at column 2"),
            ("1/(2-2)", "cannot divide by zero at column 2"),
            ("5 mod 0", "cannot divide by zero at column 3"),
            ("0^-1", "0 cannot be raised to a negative power at column 2"),
            ("(-1)!", "factorial needs a non-negative integer at column 5"),
            ("sqrt(-4)", "square root of a negative number at column 1"),
            ("√-4", "square root of a negative number at column 1"),
            ("(-4)^0.5", "square root of a negative number at column 5"),
            ("ln(0)", "logarithm of zero is undefined at column 1"),
            ("log(-1)", "logarithm of a negative number is undefined at column 1"),
            ("asin(2)", "asin is defined only from -1 to 1 at column 1"),
            ("sin * 30", "expected '(' after 'sin' at column 5"),
            ("sin 2pi", "write 'sin(…)': without parentheses it takes one number or name at column 6"),
            ("sin", "expected '(' after 'sin' at column 4"),
            ("1 # 2", "unexpected '#' at column 3"),
            ("1,23", "invalid number '1,23' at column 2"),
            ("1,2345", "invalid number '1,2345' at column 2"),
            ("12,345,67", "invalid number '12,345,67' at column 7"),
            ("1234,567", "invalid number '1234,567' at column 5"),
            ("1.2.3", "invalid number '1.2.3' at column 4"),
            ("1+mod 2", "unexpected 'mod' at column 3"),
            ("%", "unexpected '%' at column 1"),
            (
                "1/(sin(1)^2+cos(1)^2-1)",
                "cannot tell whether the divisor is zero: it is within 10^-1233 of zero at column 2"
            ),
            (
                "ln(sin(2)^2+cos(2)^2-1)",
                "cannot tell whether the argument of the logarithm is positive: it is within 10^-1233 of zero at column 1"
            ),
            ("(-2)^pi", "a negative number to an irrational power is not real at column 5"),
            ("(-8)^(1/2)", "square root of a negative number at column 5"),
            ("(-8)^(3/4)", "even root of a negative number at column 5"),
            ("acosh(0.5)", "acosh is defined only from 1 up at column 1"),
            ("atanh(1)", "atanh is defined only between -1 and 1 at column 1"),
            ("sqrt(-pi)", "square root of a negative number at column 1"),
            ("ln(-e)", "logarithm of a negative number is undefined at column 1"),
            ("tan(3pi/2)", "tan is undefined at π/2 + kπ at column 1"),
            ("ans", "'ans' has no previous answer yet at column 1"),
        ])
    func message(_ source: String, _ expected: String) {
        #expect(calcError(source)?.description == expected)
    }

    @Test func degreesHaveTheirOwnDomain() {
        #expect(calcError("tan(90)", angle: .degrees)?.description == "tan is undefined at 90° + k·180° at column 1")
        #expect(calcError("tan(-90)", angle: .degrees)?.kind == .domain("tan is undefined at 90° + k·180°"))
        #expect(calcError("tan(90)", angle: .radians) == nil)
        #expect(calcError("tan(pi/2)", angle: .radians)?.kind == .domain("tan is undefined at π/2 + kπ"))
    }

    @Test func nestingIsBounded() throws {
        let deep = String(repeating: "(", count: 500) + "1"
        #expect(calcError(deep)?.kind == .tooDeeplyNested(200))
        let minus = String(repeating: "-", count: 500) + "1"
        #expect(calcError(minus)?.kind == .tooDeeplyNested(200))
        #expect(try calc(String(repeating: "(", count: 150) + "1") == "1")
    }

    @Test func lengthIsBounded() {
        let long = Array(repeating: "1", count: 60_000).joined(separator: "+")
        #expect(calcError(long)?.kind == .tooLong(100_000))
    }
}
