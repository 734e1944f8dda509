import Testing
@testable import CalculatorKit

@Suite("Feedback loop and view model", .timeLimit(.minutes(1)))
struct RuntimeTests {
    /// Waits for a loop's state that satisfies `done` (the suite's time limit stops a wait that never ends).
    private func state<S: Sendable, E: Sendable>(of loop: FeedbackLoop<S, E>, where done: (S) -> Bool) async -> S? {
        for await step in loop.steps where done(step.state) { return step.state }
        return nil
    }

    @Test func modeKeysSwitchKeypadsAndEachKeepsItsEntry() {
        var state = CalculatorState()
        let keys: [Key] = [.digit(7), .mode(.expression), .digit(2), .operation(.add), .digit(3), .mode(.basic)]
        for key in keys { state.press(key) }
        #expect(state.mode == .basic && state.view.display == "7")
        state.press(.mode(.expression))
        #expect(state.mode == .expression && state.view.display == "5" && state.view.expression == "2+3")
        #expect(Key(name: "expr") == .mode(.expression) && Key(name: "Basic") == .mode(.basic))
    }

    @Test func eventsAreReducedInOrder() async {
        let loop = FeedbackLoop<[Int], Int>(initial: [], reduce: { $0 + [$1] })
        for i in 0..<1000 { loop.send(i) }
        let final = await state(of: loop) { $0.count == 1000 }
        #expect(final == Array(0..<1000))
    }

    @Test func eventsSentConcurrentlyAreAllReduced() async {
        let loop = FeedbackLoop<Int, Int>(initial: 0, reduce: { $0 + $1 })
        await withTaskGroup(of: Void.self) { group in
            for i in 1...1000 { group.addTask { loop.send(i) } }
        }
        #expect(await state(of: loop) { $0 == 500_500 } == 500_500)
    }

    @Test func feedbacksTurnStatesIntoEvents() async {
        // A feedback that keeps adding one until the state reaches 10.
        let countUp = Feedback<Int, Int> { states in
            AsyncStream { continuation in
                Task {
                    for await state in states where state < 10 { continuation.yield(1) }
                    continuation.finish()
                }
            }
        }
        let loop = FeedbackLoop(initial: 0, reduce: { $0 + $1 }, feedbacks: [countUp])
        #expect(await state(of: loop) { $0 == 10 } == 10)
        loop.send(5)
        #expect(await state(of: loop) { $0 == 15 } == 15)
    }

    @Test @MainActor func theModelAppliesEveryKeyInOrder() async {
        let typed = keys("1 2 3 + 4 5 × 6 = 7 8 ÷ 9 = ± 2nd 3 x² m+ ( 1 + 2 ) =")
        let sequence = Array(repeating: typed, count: 40).flatMap { $0 }  // 1,000 keys
        #expect(sequence.count == 1000)
        let model = CalculatorModel(CalculatorState(seed: 1))
        for key in sequence { model.send(key) }
        await model.settle()
        let expected = sequence.reduce(CalculatorState(seed: 1), CalculatorState.reduce)
        #expect(model.state == expected)
        #expect(model.view == expected.view)
    }

    @Test @MainActor func keysSentFromManyTasksAreNotLost() async {
        let model = CalculatorModel()
        model.send(.digit(1))
        await withTaskGroup(of: Void.self) { group in
            for _ in 0..<1000 { group.addTask { @MainActor in model.send(.memoryAdd) } }
        }
        await model.settle()
        #expect(model.state.context.memory == Number(1000))
        #expect(model.view.hasMemory)
    }

    @Test @MainActor func theModelRunsFeedbacks() async {
        // A feedback that clears an error as soon as it is shown.
        let clearErrors = Feedback<CalculatorState, Key> { states in
            AsyncStream { continuation in
                Task {
                    for await state in states where state.view.error != nil { continuation.yield(.allClear) }
                    continuation.finish()
                }
            }
        }
        let model = CalculatorModel(feedbacks: [clearErrors])
        model.send(keys("1 ÷ 0 ="))
        await model.settle()
        while model.view.error != nil { await Task.yield() }
        #expect(model.view.display == "0")
        #expect(model.view.clearLabel == "AC")
    }
}
