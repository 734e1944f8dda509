import Foundation
import Testing

@testable import CalculatorKit

/// Waits until a runtime has applied every key sent and has no calculation running.
func settled<S: Sendable, E: Sendable, V: Sendable>(_ runtime: KeypadRuntime<S, E, V>) async throws
    -> KeypadRuntime<S, E, V>.Step
{
    let deadline = ContinuousClock.now + .seconds(20)
    while true {
        let step = runtime.current
        if !runtime.isBusy && !step.isCalculating { return step }
        guard ContinuousClock.now < deadline else { throw CancellationError() }
        try await Task.sleep(for: .milliseconds(2))
    }
}

/// Calculations are effects: keys are applied at once, answers come back by revision.
@Suite("calculations beside the keys", .timeLimit(.minutes(1)))
struct CalculationEffectTests {
    /// The jobs among `effects`.
    private func jobs(_ effects: [Effect<KeypadAction>]) -> [Job<KeypadAction>] {
        effects.compactMap { if case let .evaluate(job) = $0 { return job } else { return nil } }
    }

    @Test("a key is applied at once: the expression shows it before its live result is worked out")
    func keysDoNotWait() {
        var state = CalculatorState(mode: .expression)
        var asked: [Job<KeypadAction>] = []
        for key in keys("1 2 + 3") { asked += jobs(state.receive(key)) }
        #expect(state.view.expression == "12+3")
        #expect(state.view.isStale)
        #expect(asked.count == 4)  // one per key that changes what the live result reads
        // Only the newest answer counts: an older one is stale and dropped.
        _ = state.receive(asked[1].run())
        #expect(state.view.display != "15" && state.view.isStale)
        _ = state.receive(asked[3].run())
        #expect(state.view.display == "15" && !state.view.isStale)
    }

    @Test("= that runs out of time shows why, and its expression is not worked out again as a live result")
    func failedEqualsAsksForNoLiveResult() {
        var state = CalculatorState(mode: .expression, limits: CalculationLimits(timeLimit: .milliseconds(100)))
        for key in [Key.function(.sin), .function(.exp), .digit(1)] + Array(repeating: .digit(0), count: 5) {
            _ = state.receive(key)  // the live results asked for are never run
        }
        let equals = jobs(state.receive(.equals))
        #expect(equals.count == 1)
        let after = state.receive(equals[0].run())
        #expect(jobs(after).isEmpty)
        #expect(state.view.error?.contains("time limit") == true)
        // Inside the job too: the keypad that "=" left asks for no live result.
        var keypad = ExpressionKeypad()
        var context = KeypadContext(
            display: DisplayFit(width: 16, maxDigits: 16), angle: .degrees, random: RandomSource(seed: 1),
            limits: CalculationLimits(timeLimit: .milliseconds(100)))
        var effects: [Effect<KeypadAction>] = []
        for key in [Key.function(.sin), .function(.exp), .digit(1)] + Array(repeating: .digit(0), count: 5) + [.equals]
        {
            keypad.press(key, in: &context, effects: &effects)
        }
        #expect(keypad.error != nil)
        #expect(keypad.liveRequest(context) == nil)
    }

    @Test("the live result gives up after 1 s, where = has the whole limit")
    func liveResultHasOneSecond() {
        var keypad = ExpressionKeypad()
        var context = KeypadContext(
            display: DisplayFit(width: 16, maxDigits: 16), angle: .degrees, random: RandomSource(seed: 1),
            limits: .standard)
        var effects: [Effect<KeypadAction>] = []
        for key in [Key.function(.sin), .digit(3)] { keypad.press(key, in: &context, effects: &effects) }
        #expect(keypad.liveRequest(context)?.limits.timeLimit == .seconds(1))
        #expect(context.limits.timeLimit == .seconds(10))
    }

    @Test("press with more keys to come works out no live result: the next key would cancel it")
    func pressSkipsLiveWhenMoreFollow() {
        var state = CalculatorState(mode: .expression)
        let effects = state.press(.digit(7), moreFollow: true)
        #expect(effects.isEmpty)
        #expect(state.view.display == "")
        state.tapInSequence(.digit(2))
        #expect(state.view.display == "72")
    }

    @Test("keys pressed while = calculates wait in order, and are applied when its answer arrives")
    func keysWaitForEquals() {
        var state = CalculatorState()
        for key in keys("2 +") { state.tapInSequence(key) }
        _ = state.receive(.digit(3))
        let equals = jobs(state.receive(.equals))
        #expect(equals.count == 1)
        for key in keys("× 4 =") { #expect(jobs(state.receive(key)).isEmpty) }
        #expect(state.view.keysWaiting == 3 && state.view.isStale && state.view.display == "3")
        var answers = [equals[0].run()]
        while let answer = answers.popLast() {
            answers += jobs(state.receive(answer)).map { $0.run() }
        }
        #expect(state.view.display == "20" && state.view.keysWaiting == 0 && !state.view.isStale)
    }

    @Test("C cancels a running =: the keypad is as it was before it, cleared, and the old answer is dropped")
    func clearCancelsEquals() {
        var state = CalculatorState(mode: .expression)
        for key in keys("1 + 2") { state.tapInSequence(key) }
        var typedAhead = state
        let equals = jobs(state.receive(.equals))
        let effects = state.receive(.clear)
        #expect(effects.contains(.cancel("key")))
        #expect(state.view.keysWaiting == 0 && state.view.expression == "1+")
        _ = state.receive(equals[0].run())  // arrives after all: stale
        #expect(state.view.expression == "1+" && state.view.history.isEmpty)
        // Typed ahead behind other keys, C waits its turn: "=" is answered, then 5, then C.
        let asked = jobs(typedAhead.receive(.equals))
        #expect(typedAhead.receive(.digit(5)).isEmpty && typedAhead.receive(.clear).isEmpty)
        #expect(typedAhead.view.keysWaiting == 2)
        _ = typedAhead.receive(asked[0].run())
        #expect(typedAhead.view.history.count == 1 && typedAhead.view.expression.isEmpty)
    }

    @Test("after about 150 ms of calculating, the screen says so; the answer takes it away")
    func calculatingIsShown() {
        var state = CalculatorState()
        _ = state.receive(.digit(2))
        let effects = state.receive(.function(.squareRoot))
        guard case let .timer(name, delay, slow)? = effects.last else {
            Issue.record("no timer in \(effects)")
            return
        }
        #expect(name == .calculating && delay == .milliseconds(150))
        #expect(state.view.status == nil)
        _ = state.receive(slow)
        #expect(state.view.status == "calculating…" && state.view.isCalculating)
        _ = state.receive(jobs(effects)[0].run())
        #expect(state.view.status == nil && state.view.display.hasPrefix("1.414"))
    }

    @Test("a newer job of the same name cancels the running one, which never answers")
    func newerJobCancelsOlder() async throws {
        let started = AsyncStream.makeStream(of: Int.self)
        // Signalled only by a job that stopped because it was cancelled.
        let firstCancelled = DispatchSemaphore(value: 0)
        let runtime = KeypadRuntime<[Int], Int, Int>(
            initial: [],
            reduce: { answers, event in
                if event >= 100 {
                    answers.append(event)
                    return []
                }
                let job = Job<Int>("work", revision: event) { cancellation in
                    started.continuation.yield(event)
                    // A calculation that runs until it is cancelled (the bound only ends a
                    // broken test: it is far above any wait here).
                    let end = ContinuousClock.now + .seconds(600)
                    while !cancellation.isCancelled && ContinuousClock.now < end {
                        Thread.sleep(forTimeInterval: 0.001)
                    }
                    if event == 1 && cancellation.isCancelled { firstCancelled.signal() }
                    return 100 + event
                }
                return [.evaluate(job)]
            }, view: \.count, threads: CalculationThreads(threads: 2))
        runtime.send(1)
        var iterator = started.stream.makeAsyncIterator()
        #expect(await iterator.next() == 1)
        runtime.send(2)
        #expect(await iterator.next() == 2)
        // The first job stops because it was cancelled, not because its time ran out: a
        // condition, not a time (the limit is far above a busy machine's worst case).
        let cancelled = await withCheckedContinuation { (done: CheckedContinuation<Bool, Never>) in
            Thread { done.resume(returning: firstCancelled.wait(timeout: .now() + 300) == .success) }.start()
        }
        #expect(cancelled, "the first job was cancelled, not waited for")
        runtime.stop()
        #expect(!runtime.current.state.contains(101))
    }

    @Test("a job that ends in the batch of a newer key's job: only the newest runs, never the one it replaced")
    func newestJobWinsInOneBatch() async throws {
        let releaseFirst = DispatchSemaphore(value: 0), ownerGate = DispatchSemaphore(value: 0)
        let firstStarted = DispatchSemaphore(value: 0)
        let threads = CalculationThreads(threads: 2)
        let runtime = KeypadRuntime<[Int], Int, Int>(
            initial: [],
            reduce: { answers, event in
                if event >= 100 {
                    answers.append(event)
                    return []
                }
                if event < 0 { return [.copy("")] }  // its handler holds the owner until the test lets go
                let job = Job<Int>("work", revision: event) { _ in
                    if event == 1 {
                        firstStarted.signal()
                        releaseFirst.wait()
                    }
                    return 100 + event
                }
                return [.evaluate(job)]
            }, view: \.count, handlers: EffectHandlers(copy: { _ in ownerGate.wait() }), threads: threads)
        // Each event in a batch of its own.
        func send(_ event: Int) async throws {
            let number = runtime.send(event)
            while runtime.current.sentEventsApplied < number { try await Task.sleep(for: .milliseconds(1)) }
        }
        try await send(1)  // runs until released
        // On a thread before key 2 comes: a job cancelled before its turn would do no work at all.
        await withCheckedContinuation { (started: CheckedContinuation<Void, Never>) in
            Thread {
                firstStarted.wait()
                started.resume()
            }.start()
        }
        try await send(2)  // waits for the first, which it cancels
        try await send(-1)  // the owner is held: what follows waits in one batch
        runtime.send(3)  // in the mailbox once `send` returns
        releaseFirst.signal()
        // The first job has handed its end to the runtime once no calculation is left on the threads.
        while threads.load > 0 { try await Task.sleep(for: .milliseconds(1)) }
        ownerGate.signal()
        // One batch: key 3 asks for job 3, then job 1 ends (job 2 waited behind it).
        let step = try await settled(runtime)
        #expect(step.state == [103], "job 2 ran after job 3 replaced it, cancelling job 3")
        runtime.stop()
    }
    @Test("a job that waits (a fetch) runs on a thread of its own: calculations go on beside it")
    func waitingJobHoldsNoCalculationThread() async throws {
        let release = DispatchSemaphore(value: 0)
        let runtime = KeypadRuntime<[Int], Int, Int>(
            initial: [],
            reduce: { answers, event in
                if event >= 100 {
                    answers.append(event)
                    return []
                }
                if event == 1 {
                    return [
                        .evaluate(
                            Job<Int>("fetch", revision: 1, waits: true) { _ in
                                release.wait()
                                return 101
                            })
                    ]
                }
                return [.evaluate(Job<Int>("work", revision: event) { _ in 100 + event })]
            }, view: \.count, threads: CalculationThreads(threads: 1))
        runtime.send(1)
        runtime.send(2)
        // The one calculation thread answers while the fetch still waits (a condition, not a time;
        // the bound only ends a wait that would never end).
        for _ in 0..<6000 where !runtime.current.state.contains(102) { try await Task.sleep(for: .milliseconds(10)) }
        #expect(runtime.current.state == [102])
        release.signal()
        for _ in 0..<6000 where runtime.current.state.count < 2 { try await Task.sleep(for: .milliseconds(10)) }
        #expect(runtime.current.state == [102, 101])
        runtime.stop()
    }
}
