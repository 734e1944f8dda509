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
}
