import Foundation
import Testing

@testable import CalculatorKit

@Suite("Keypad runtime and view model", .timeLimit(.minutes(1)))
struct RuntimeTests {
    /// Waits for a step whose state satisfies `done` (the suite's time limit stops a wait that never ends).
    private func state<S: Sendable, E: Sendable, V: Sendable>(
        of runtime: KeypadRuntime<S, E, V>,
        where done: (S) -> Bool
    ) async -> S? {
        for await step in runtime.steps where done(step.state) { return step.state }
        return nil
    }

    /// A lamp that lights on `.press` and goes out when its timer says so, as a key's flash does.
    private enum Lamp: Sendable, Equatable { case press, off }
    private static func lamp(_ lit: inout Bool, _ event: Lamp) -> [Effect<Lamp>] {
        switch event {
        case .press:
            lit = true
            return [.timer("flash", after: .milliseconds(150), send: .off)]
        case .off:
            lit = false
            return []
        }
    }

    @Test func modeKeysSwitchKeypadsAndEachKeepsItsEntry() {
        var state = CalculatorState()
        let keys: [Key] = [.digit(7), .mode(.expression), .digit(2), .operation(.add), .digit(3), .mode(.basic)]
        for key in keys { state.tapInSequence(key) }
        #expect(state.mode == .basic && state.view.display == "7")
        state.tapInSequence(.mode(.expression))
        #expect(state.mode == .expression && state.view.display == "5" && state.view.expression == "2+3")
        #expect(Key(name: "expr") == .mode(.expression) && Key(name: "Basic") == .mode(.basic))
    }

    @Test func eventsAreReducedInOrder() async {
        let runtime = KeypadRuntime<[Int], Int, Int>(
            initial: [],
            reduce: {
                $0.append($1); return []
            }, view: \.count)
        for i in 0..<1000 { runtime.send(i) }
        let final = await state(of: runtime) { $0.count == 1000 }
        #expect(final == Array(0..<1000))
        #expect(runtime.current.view == 1000 && runtime.current.sentEventsApplied == 1000)
    }

    @Test func eventsSentConcurrentlyAreAllReduced() async {
        let runtime = KeypadRuntime<Int, Int, Int>(
            initial: 0,
            reduce: {
                $0 += $1; return []
            }, view: { $0 })
        await withTaskGroup(of: Void.self) { group in
            for i in 1...1000 { group.addTask { runtime.send(i) } }
        }
        #expect(await state(of: runtime) { $0 == 500_500 } == 500_500)
    }

    @Test("a flash ends when the test clock reaches its time, not before, and without real waiting")
    func flashEndsOnTheClock() async {
        let clock = TestClock()
        let runtime = KeypadRuntime<Bool, Lamp, Bool>(initial: false, reduce: Self.lamp, view: { $0 }, clock: clock)
        #expect(runtime.apply(.press).state)
        await clock.waitUntilSleeping(1)
        clock.advance(by: .milliseconds(149))
        #expect(runtime.current.state && clock.sleeping == 1)
        clock.advance(by: .milliseconds(1))
        #expect(await state(of: runtime) { !$0 } == false)
    }

    @Test("a newer timer of the same name replaces the older: the first flash's end does not cut the second short")
    func newerTimerReplacesOlder() async {
        let clock = TestClock()
        let runtime = KeypadRuntime<Bool, Lamp, Bool>(initial: false, reduce: Self.lamp, view: { $0 }, clock: clock)
        runtime.apply(.press)
        await clock.waitUntilSleeping(1)
        clock.advance(by: .milliseconds(100))
        runtime.apply(.press)  // the second flash starts at 100 ms and ends at 250 ms
        await clock.waitUntilSleeping(1)  // the first timer stopped waiting
        clock.advance(by: .milliseconds(100))  // 200 ms: past the first flash's end
        #expect(runtime.current.state)
        clock.advance(by: .milliseconds(50))  // 250 ms
        #expect(await state(of: runtime) { !$0 } == false)
    }

    /// A key's flash and a notice, each ended by a timer of its own, as in the terminal.
    private struct Screen: Sendable, Equatable {
        var flashed = false
        var notice: String?
    }

    private enum ScreenEvent: Sendable, Equatable { case copy, unflash, dismissNotice }

    private static func screen(_ screen: inout Screen, _ event: ScreenEvent) -> [Effect<ScreenEvent>] {
        switch event {
        case .copy:
            screen.flashed = true
            screen.notice = "copied"
            return [
                .copy("0.25"), .timer("flash", after: .milliseconds(150), send: .unflash),
                .timer("notice", after: .seconds(2), send: .dismissNotice),
            ]
        case .unflash: screen.flashed = false
        case .dismissNotice: screen.notice = nil
        }
        return []
    }

    @Test("timers of different names run side by side: the flash ends at 150 ms, the notice goes at 2 s")
    func noticeIsDismissed() async {
        let clock = TestClock()
        let runtime = KeypadRuntime<Screen, ScreenEvent, Screen>(
            initial: Screen(), reduce: Self.screen, view: { $0 },
            clock: clock)
        runtime.send(.copy)
        await clock.waitUntilSleeping(2)
        clock.advance(by: .milliseconds(150))
        #expect(await state(of: runtime) { !$0.flashed } == Screen(flashed: false, notice: "copied"))
        clock.advance(by: .milliseconds(1849))
        #expect(runtime.current.state.notice == "copied" && clock.sleeping == 1)
        clock.advance(by: .milliseconds(1))
        #expect(await state(of: runtime) { $0.notice == nil } == Screen())
    }

    @Test("effects that need I/O go to the front end's handlers, once each")
    func handlersRunEffects() async throws {
        final class Seen: @unchecked Sendable {
            let lock = NSLock()
            var recorded: [HistoryEntry] = [], cleared = 0, copied: [String] = []
        }
        let seen = Seen()
        let handlers = EffectHandlers(
            recordCalculation: { entry in seen.lock.withLock { seen.recorded.append(entry) } },
            clearHistory: { seen.lock.withLock { seen.cleared += 1 } },
            copy: { text in seen.lock.withLock { seen.copied.append(text) } })
        let runtime = KeypadRuntime<CalculatorState, KeypadAction, ViewState>(
            initial: CalculatorState(), reduce: CalculatorState.reduce(into:_:), view: \.view, handlers: handlers)
        for key in keys("2 + 3 =") { runtime.send(.key(key)) }
        // "=" calculates beside the keys: its answer records the calculation.
        let answered = try await settled(runtime)
        #expect(answered.view.display == "5")
        let step = runtime.apply(.key(.clearHistory))
        #expect(seen.lock.withLock { seen.recorded } == [HistoryEntry(expression: "2 + 3", result: "5")])
        #expect(seen.lock.withLock { seen.cleared == 1 && seen.copied.isEmpty })
        #expect(step.view == step.state.view && step.view.display == "5" && step.view.history.isEmpty)
        // An event resolved from the step: what the clear key sends now.
        let cleared = runtime.apply(resolving: { .key($0.state.keyToSend(.allClear)) })
        #expect(cleared?.view.display == "0")
        #expect(runtime.apply(resolving: { _ in nil }) == nil)
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
}
