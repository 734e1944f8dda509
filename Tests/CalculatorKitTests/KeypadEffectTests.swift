import Testing

@testable import CalculatorKit

/// The keypads' effects, step by step through the test store: every effect a key asks for
/// is named here, and nothing is left running.
@Suite("Keypad effects, every one asserted")
struct KeypadEffectTests {
    typealias Store = TestStore<CalculatorState, KeypadAction>

    func store(_ mode: CalculatorState.Mode = .basic) -> Store {
        Store(CalculatorState(mode: mode), reduce: CalculatorState.reduce(into:_:))
    }

    @Test("basic: digits ask for nothing; = asks for a job and the 'calculating' timer; its answer records the line")
    func basicEquals() {
        var store = store()
        store.send(.digit(2)) { $0.view.display == "2" }
        store.send(.operation(.add), effects: [.evaluate("key"), .timer("calculating")])
        store.runJob("key") { $0.view.display == "2" }
        store.send(.digit(3))
        store.send(.equals, effects: [.evaluate("key"), .timer("calculating")])
        store.runJob("key", effects: [.record("2 + 3 = 5")]) { $0.view.display == "5" }
        store.finish(ignoring: ["calculating"])
    }

    @Test("basic: AC during a slow calculation cancels its job, and no answer is waited for")
    func clearCancels() {
        var store = store()
        for key: Key in [.digit(2), .operation(.power)] {
            store.send(key, effects: key == .digit(2) ? [] : [.evaluate("key"), .timer("calculating")])
        }
        store.fire("calculating") { $0.view.status == "calculating…" }
        store.send(.allClear, effects: [.cancel("key")]) { $0.view.display == "0" }
        store.finish()
    }

    @Test("basic: C typed ahead behind a slow calculation, then C once it shows: both count, so all is clear")
    func clearTypedAheadCounts() {
        var store = store()
        for key: Key in [.digit(7), .digit(9), .digit(1), .operation(.multiply)] {
            store.send(key, effects: key == .operation(.multiply) ? [.evaluate("key"), .timer("calculating")] : [])
        }
        store.runJob("key")
        store.send(.digit(5))
        store.send(.equals, effects: [.evaluate("key"), .timer("calculating")])
        // Typed ahead: they wait for = (a terminal's Esc Esc after a paste).
        store.send(.operation(.add)) { $0.view.keysWaiting == 1 }
        store.send(.clear) { $0.view.keysWaiting == 2 }
        store.fire("calculating")
        // The second C stops the calculation; the first still counts: C then AC.
        store.send(.clear, effects: [.cancel("key")]) {
            $0.view.display == "0" && $0.view.pendingOperator == nil && $0.view.keysWaiting == 0
        }
        store.finish()
    }

    @Test("basic: C C typed ahead of a calculation, then a switch to the converter: the Cs clear the basic keypad")
    func typedAheadKeepTheirKeypad() {
        var store = store()
        for key: Key in [.digit(7), .digit(9), .digit(1), .operation(.multiply)] {
            store.send(key, effects: key == .operation(.multiply) ? [.evaluate("key"), .timer("calculating")] : [])
        }
        store.runJob("key")
        store.send(.digit(5))
        store.send(.operation(.power), effects: [.evaluate("key"), .timer("calculating")])
        store.send(.digit(2)) { $0.view.keysWaiting == 1 }
        store.send(.clear) { $0.view.keysWaiting == 2 }
        store.send(.clear) { $0.view.keysWaiting == 3 }
        // The converter answers at once while the basic keypad's keys wait.
        store.send(.mode(.converter)) { $0.view.keysWaiting == 0 && !$0.view.isStale }
        store.send(.digit(3)) { $0.view.expression == "3 mi" }
        store.runJob("key") { $0.mode == .converter && $0.view.expression == "3 mi" }
        store.send(.mode(.basic)) {
            $0.view.display == "0" && $0.view.expression.isEmpty && $0.view.pendingOperator == nil
                && $0.view.clearKey == .allClear
        }
        store.finish(ignoring: ["calculating"])
    }

    @Test("= on the expression keypad while the basic keypad calculates waits for it, then works out its own")
    func equalsWaitsForTheOtherKeypad() {
        var store = store()
        store.send(.digit(2))
        store.send(.operation(.add), effects: [.evaluate("key"), .timer("calculating")])
        store.send(.mode(.expression))
        store.send(.digit(6))
        store.send(.equals) { $0.view.keysWaiting == 1 && $0.view.isStale }
        store.send(.digit(1)) { $0.view.keysWaiting == 2 }
        // The basic keypad's answer lets = go, on the expression keypad; the 1 waits for it.
        store.runJob("key", effects: [.evaluate("key"), .timer("calculating")]) {
            $0.mode == .expression && $0.view.keysWaiting == 1
        }
        store.runJob("key", effects: [.record("6 = 6"), .evaluate("live"), .timer("calculating")]) {
            $0.view.keysWaiting == 0 && $0.view.expression == "1"
        }
        store.runJob("live")
        store.send(.mode(.basic)) { $0.view.display == "2" && $0.view.pendingOperator == .add }
        store.finish(ignoring: ["calculating"])
    }

    @Test("expression: each key asks for a live result, = cancels it and asks for its own job")
    func expressionLive() {
        var store = store(.expression)
        // A newer live job replaces the one not yet answered (the store keeps the newest).
        store.send(.digit(1), effects: [.evaluate("live"), .timer("calculating")])
        store.send(.operation(.divide), effects: [.evaluate("live"), .timer("calculating")])
        store.send(.digit(4), effects: [.evaluate("live"), .timer("calculating")])
        store.runJob("live") { $0.view.display == "0.25" }
        store.send(.equals, effects: [.evaluate("key"), .timer("calculating")])
        store.runJob("key", effects: [.record("1÷4 = 0.25")]) { $0.view.display == "0.25" }
        store.send(.clearHistory, effects: [.clearHistory]) { $0.view.history.isEmpty }
        store.finish(ignoring: ["calculating"])
    }

    @Test("expression: a resize while = runs starts no live result beside it, and C stops = with nothing left running")
    func resizeWhileEqualsRuns() {
        var store = store(.expression)
        store.send(.digit(7), effects: [.evaluate("live"), .timer("calculating")])
        store.runJob("live") { $0.view.display == "7" }
        store.send(.equals, effects: [.evaluate("key"), .timer("calculating")])
        store.fire("calculating") { $0.view.status == "calculating…" }
        store.send(.resize(width: 20, maxDigits: 16)) { $0.context.display.width == 20 }
        store.send(.clear, effects: [.cancel("key")])
        store.finish()
    }

    @Test("expression: a resize while = runs refits its answer to the new width once it comes")
    func resizeThenEqualsAnswers() {
        var store = store(.expression)
        for key: Key in [.digit(1), .operation(.divide), .digit(7)] {
            store.send(key, effects: [.evaluate("live"), .timer("calculating")])
        }
        store.runJob("live")
        #expect(store.state.view.display == "0.14285714285714")  // 16 wide
        store.send(.equals, effects: [.evaluate("key"), .timer("calculating")])
        store.send(.resize(width: 20, maxDigits: 16)) { $0.context.display.width == 20 }
        // The answer was fitted to the old display: it is fitted again, as a live result.
        store.runJob("key", effects: [.record("1÷7 = ≈ 0.14285714"), .evaluate("live"), .timer("calculating")])
        store.runJob("live")
        #expect(store.state.view.display == "0.142857142857142857")  // 20 wide
        store.finish(ignoring: ["calculating"])
    }

    @Test("expression: → typed while = runs, with the screen read in between, scrolls the answer once it comes")
    func scrollTypedAhead() {
        var store = store(.expression)
        for key: Key in [.digit(1), .operation(.divide), .digit(7)] {
            store.send(key, effects: [.evaluate("live"), .timer("calculating")])
        }
        store.runJob("live")
        store.send(.equals, effects: [.evaluate("key"), .timer("calculating")])
        // The screen drawn now, before the answer, is not the one → scrolls.
        store.send(.scroll(.by(1))) { $0.view.keysWaiting == 1 && $0.view.scrolled == nil }
        store.runJob("key", effects: [.record("1÷7 = ≈ 0.14285714"), .evaluate("digits")])
        #expect(store.state.view.scrolled != nil)
        store.finish(ignoring: ["calculating", "digits"])
    }

    @Test("basic: a resize while a key calculates waits for its answer, then refits the value before the waiting keys")
    func resizeWhileKeyCalculates() {
        var store = store()
        store.send(.digit(2))
        store.send(.function(.squareRoot), effects: [.evaluate("key"), .timer("calculating")])
        // The display follows at once; the running job is neither replaced nor cancelled.
        store.send(.resize(width: 24, maxDigits: 16)) { $0.context.display.width == 24 }
        store.send(.operation(.multiply)) { $0.view.keysWaiting == 1 }
        // √ answers at the old width: the value is fitted to the new one, × still waiting.
        store.runJob("key", effects: [.evaluate("key"), .timer("calculating")]) { $0.view.keysWaiting == 1 }
        store.runJob("key", effects: [.evaluate("key"), .timer("calculating")]) { $0.view.keysWaiting == 0 }
        store.runJob("key")
        #expect(store.state.view.display == "1.414213562373095")  // 16 digits: the new width
        #expect(store.state.view.pendingOperator == .multiply)
        store.finish(ignoring: ["calculating"])
    }
}
