import BigInt
import Testing

@testable import CalculatorKit

/// Exact forms: what the engine knows of a value, written as a fraction or a rational
/// multiple of π, e, √n or ln n with a rational added; and arithmetic that keeps them.
@Suite struct ExactFormTests {
    private func value(_ source: String) throws -> Number {
        try Evaluator().evaluate(source)
    }

    private func exact(_ source: String, mixed: Bool = false) throws -> String? {
        ExactFormText(mixed: mixed).string(try value(source))
    }

    @Test(
        "the forms the calculator writes",
        arguments: [
            ("2/3", "2/3"), ("sqrt(8)", "2√2"), ("pi/2", "π/2"), ("sqrt(2)/2", "√2/2"), ("1/3+sqrt(3)", "1/3 + √3"),
            ("ln(8)", "3 ln 2"), ("5", "5"), ("0.125", "1/8"), ("-2/3", "-2/3"), ("-pi", "-π"), ("3pi/4", "3π/4"),
            ("e", "e"), ("2e", "2e"), ("1-sqrt(2)", "1 - √2"), ("-1/2-pi/3", "-1/2 - π/3"), ("ln(1/8)", "-3 ln 2"),
            ("ln(2)/2", "ln(2)/2"), ("3ln(2)/4", "3 ln(2)/4"), ("ln(36)", "2 ln 6"), ("ln(12)", "ln 12"),
            ("sqrt(1/2)", "√2/2"), ("1/sqrt(3)", "√3/3"), ("sqrt(12)+1", "1 + 2√3"), ("pi+pi/2", "3π/2"),
        ])
    func written(_ source: String, _ expected: String) throws {
        #expect(try exact(source) == expected)
    }

    @Test func mixedFractions() throws {
        #expect(try exact("4/3", mixed: true) == "1 1/3")
        #expect(try exact("-7/2", mixed: true) == "-3 1/2")
        #expect(try exact("2/3", mixed: true) == "2/3")
        #expect(try exact("4/3+pi", mixed: true) == "1 1/3 + π")
        #expect(try exact("6", mixed: true) == "6")
    }

    @Test(
        "a value with no known form has none",
        arguments: ["sin(1)", "pi^2", "pi+e", "sqrt(2)+sqrt(3)", "e^2", "ln(3/2)", "cbrt(2)", "pi*sqrt(2)", "1/(1+pi)"])
    func noForm(_ source: String) throws {
        #expect(try value(source).exactForm == nil)
        #expect(try exact(source) == nil)
    }

    /// Sums and products of forms stay forms, so they can cancel exactly.
    @Test(
        "arithmetic on forms is exact",
        arguments: [
            ("(1/3+sqrt(3))-sqrt(3)", "1/3"), ("(1+sqrt(2))*(1-sqrt(2))", "-1"), ("1/(1+sqrt(2))", "-1 + √2"),
            ("(1+sqrt(2))/(1+sqrt(2))", "1"), ("(2+sqrt(3))^2", "7 + 4√3"), ("ln(8)-ln(2)", "2 ln 2"),
            ("(pi+1)-pi", "1"), ("(e+1)*2-2e", "2"), ("(1+sqrt(5))/2*2-sqrt(5)", "1"),
        ])
    func arithmetic(_ source: String, _ expected: String) throws {
        #expect(try exact(source) == expected)
        if !expected.contains(where: { "√πe ".contains($0) }) {
            #expect(try value(source).isExact, "\(source) is a rational")
        }
    }

    /// The text reads back as the same value, to every digit asked for.
    @Test(
        "the text reads back",
        arguments: [
            "2/3", "sqrt(8)", "pi/2", "sqrt(2)/2", "1/3+sqrt(3)", "ln(8)", "-3pi/4", "ln(2)/2", "3ln(2)/4", "2e+1",
            "1-sqrt(7)/3", "1/(2-sqrt(3))",
        ])
    func readsBack(_ source: String) throws {
        let text = try #require(try exact(source))
        let format = NumberFormat(significantDigits: 40)
        #expect(try format.string(try value(text)) == format.string(try value(source)), "\(source) → \(text)")
    }

    /// A form too large for a display is not offered there; the command line writes it whole.
    @Test func sizeLimits() throws {
        let big = try value("2^1000/3")
        #expect(ExactFormText().string(big, maxCharacters: 16) == nil)
        #expect(ExactFormText().string(try value("2/3"), maxCharacters: 16) == "2/3")
        let whole = try #require(try ExactFormText().string(big, budget: Budget(limits: testLimits)))
        #expect(whole.hasSuffix("/3") && whole.count == 304)
    }

    /// A form too large to work with stays a plain number, so arithmetic does not slow down.
    @Test func hugeFormsStayNumbers() throws {
        let x = try value("2^5000/3+sqrt(2)")
        #expect(x.exactForm == nil)
        #expect(try value("2^50/3+sqrt(2)").exactForm != nil)
    }
}
