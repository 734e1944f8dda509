import Testing

@testable import CalculatorKit

@Suite("history: recall, clearing and the count a store follows")
struct HistoryRecallTests {
    @Test("an entry keeps its result exactly, even where the display rounds it")
    func exactValue() {
        let third = screen("1 ÷ 3 =", effects: [.record("1 ÷ 3 = ≈ 0.33333333")]).history.last
        #expect(third?.result == "≈ 0.33333333")  // shown rounded, and marked so, as on the display
        #expect(third?.value == "1/3")
        #expect(screen("1 ÷ 8 =", effects: [.record("1 ÷ 8 = 0.125")]).history.last?.value == "0.125")
        #expect(
            screen("1 2 3 4 5 × 1 0 0 =", effects: [.record("12,345 × 100 = 1,234,500")]).history.last
                == HistoryEntry(expression: "12,345 × 100", result: "1,234,500", value: "1234500"))
        // An irrational keeps 100 digits.
        let root = screen("2 √ + 0 =", effects: [.record("√(2) + 0 = ≈ 1.41421356")]).history.last?.value ?? ""
        #expect(
            root
                == "1.414213562373095048801688724209698078569671875376948073176679737990732478462107038850387534327641573"
        )
    }

    @Test("a full history of one calculation repeated: the same calculation again is recorded, the oldest dropped")
    func fullHistoryRepeated() {
        var state = CalculatorState()
        let entry = HistoryEntry(expression: "1 + 1", result: "2", value: "2")
        state.context.history = Array(repeating: entry, count: HistoryEntry.historyLimit)
        state.type("1 + 1 =", effects: [.record("1 + 1 = 2")])
        #expect(state.view.history.count == HistoryEntry.historyLimit)
        // The generated walks accept that record, though the history looks the same.
        for key in keys("1 + 1 =") { state.tapInSequence(key) }
    }

    @Test("recall puts a past result on the display, to be used in the next calculation")
    func recallBasic() {
        let third = screen("1 ÷ 3 =", effects: [.record("1 ÷ 3 = ≈ 0.33333333")]).history[0]
        var state = CalculatorState()
        state.type("5 + 5 = AC 3 ×", effects: [.record("5 + 5 = 10")])
        state.tap(.recall(third))
        state.type("=", effects: [.record("3 × 0.33333333 = 1")])
        #expect(state.view.display == "1")  // 3 × 1/3 exactly
        #expect(state.view.history.map(\.expression) == ["5 + 5", "3 × 0.33333333"])
        var failed = CalculatorState()
        failed.type("1 ÷ 0 =")
        failed.tap(.recall(third))
        #expect(failed.view.error == nil)
        #expect(failed.view.display == "0.33333333")
    }

    @Test("recall in expression mode inserts the value into the expression")
    func recallExpression() {
        var state = CalculatorState(mode: .expression)
        state.type("2 + 5 =", effects: [.record("2+5 = 7")])
        let seven = state.view.history[0]
        state.type("AC 1 0 ×")
        state.tap(.recall(seven))
        #expect(state.view.expression == "10×7")
        #expect(state.view.display == "70")
    }

    @Test("= returns the calculation to record; clearing the history returns .clearHistory")
    func effects() {
        var state = CalculatorState()
        for key in keys("1 + 1") { #expect(state.press(key).isEmpty) }
        #expect(state.press(.equals) == [.recordCalculation(HistoryEntry(expression: "1 + 1", result: "2"))])
        #expect(state.press(.equals) == [.recordCalculation(HistoryEntry(expression: "2 + 1", result: "3"))])
        #expect(state.press(.clearHistory) == [.clearHistory])
        #expect(state.view.history.isEmpty)
        var expression = CalculatorState(mode: .expression)
        for key in keys("2 × 3") { #expect(expression.press(key).isEmpty) }
        // The runtime's reduce only asks for the calculation; its answer records it.
        let asked = CalculatorState.reduce(into: &expression, .key(.equals))
        guard case let .evaluate(job)? = asked.first else {
            Issue.record("= asked for no calculation: \(asked)")
            return
        }
        #expect(
            CalculatorState.reduce(into: &expression, job.run())
                == [.recordCalculation(HistoryEntry(expression: "2×3", result: "6"))])
        // A failed calculation records nothing.
        var failed = CalculatorState()
        failed.type("1 ÷ 0")
        #expect(failed.press(.equals).isEmpty)
    }

    @Test("past the in-memory limit, each = still returns its entry")
    func effectsPastTheLimit() {
        var state = CalculatorState()
        state.type("1 + 1 =", effects: [.record("1 + 1 = 2")])
        var recorded = 0
        for _ in 0..<(HistoryEntry.historyLimit + 5) { recorded += state.press(.equals).count }
        #expect(recorded == HistoryEntry.historyLimit + 5)
        #expect(state.view.history.count == HistoryEntry.historyLimit)
    }

    @Test("the view gives the Chinese uppercase of the result, or why there is none")
    func chinese() throws {
        #expect(try screen("1 4 0 9 . 5").chineseAmount().get() == "壹仟肆佰零玖元伍角")
        #expect(screen("5 ±").chineseAmount() == .failure(.negative))
        #expect(screen("1 ÷ 0 =").chineseAmount() == .failure(.noValue))
        #expect(ChineseAmount.Failure.noValue.description == "no value to write")
    }
}
