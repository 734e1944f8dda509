import Testing

@testable import CalculatorKit

@Suite("Choose before parentheses")
struct ChooseParenthesesTests {
    @Test(
        "n choose (k) is the operator: a call of nCr takes two arguments, not one",
        arguments: [
            ("5 choose (2)", "10"),
            ("5 choose (1 + 1)", "10"),
            ("(2 + 3) choose (1 + 1)", "10"),
            ("5 nCr (2)", "10"),
            ("5 nPr (2)", "20"),
            // With two arguments it is still the function, after a number as a factor.
            ("2 nCr(5, 2)", "20"),
            ("choose(5, 2)", "10"),
        ])
    func chooseBeforeParentheses(line: String, expected: String) {
        #expect(said(line) == expected)
    }

    @Test(
        "a quantity given to choose is refused by the name typed, at that name",
        arguments: [
            ("5 m choose 2", "'choose' takes a plain number, not length", 5),
            ("5 m nCr 2", "'nCr' takes a plain number, not length", 5),
            ("x = 5 m choose 2", "'choose' takes a plain number, not length", 9),
            ("sin(5 m)", "'sin' takes a plain number, not length", 1),
        ])
    func namedAsTyped(line: String, message: String, column: Int) {
        guard case let .failure(error) = Evaluator().evaluateLine(line).outcome else {
            Issue.record("\(line) has a value")
            return
        }
        #expect(error.message == message)
        #expect(error.column == column)
    }
}
