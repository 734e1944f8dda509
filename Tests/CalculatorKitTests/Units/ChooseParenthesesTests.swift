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
}
