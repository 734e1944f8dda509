import Testing

@testable import CalculatorKit

@Suite("The word percent after a number alone")
struct PercentWordTests {
    @Test(
        "50 percent is 50%, as the phrases with percent already read",
        arguments: [("50 percent", "0.5"), ("12.5 percent", "0.125"), ("50%", "0.5"), ("50 percent of 20", "10")])
    func alone(line: String, expected: String) {
        #expect(Evaluator().evaluateNoteLine(line, clock: nil).shown() == .value(expected))
    }

    @Test("a note's own percent stays its variable")
    func notesPercent() {
        var evaluator = Evaluator()
        evaluator.remember(evaluator.evaluateNoteLine("percent = 3", clock: nil))
        #expect(evaluator.evaluateNoteLine("50 percent", clock: nil).shown() == .value("150"))
    }

    @Test(
        "the word percent after a sum's last number reads as '%' does",
        arguments: [
            ("200 + 50 percent", "200 + 50%"), ("200 - 50 percent", "200 - 50%"), ("3 * 50 percent", "3 * 50%"),
        ])
    func asTheSign(line: String, sign: String) {
        let word = Evaluator().evaluateNoteLine(line, clock: nil).shown()
        #expect(word == Evaluator().evaluateNoteLine(sign, clock: nil).shown())
        guard case .value = word else {
            Issue.record("\(line): \(word)")
            return
        }
    }

    @Test("percent inside a longer word is no sign")
    func longerWord() {
        if case .value = Evaluator().evaluateNoteLine("200 + 50 percentage", clock: nil).shown() {
            Issue.record("50 percentage read as 50%")
        }
    }
}
