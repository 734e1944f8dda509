import Foundation

/// The one path a key takes, in every front end: the view sends an event, the runtime
/// runs `reduce` (which returns the next state and its effects), works out the view state
/// once, hands it to renderers, and runs the effects: I/O through the front end's
/// `EffectHandlers`, timers on the clock it was given (a test clock in tests).
///
/// Events are applied one at a time, in order: `send` queues one (the terminal, the Apple
/// app), `apply` runs one at once on the caller's thread and returns its step (the browser
/// app's calculation threads). A long calculation holds up this runtime only.
public final class KeypadRuntime<State: Sendable, Event: Sendable, View: Sendable>: @unchecked Sendable {
    /// A state, its view, and how many events sent with `send` it includes, so that an
    /// owner can tell when the runtime has caught up with what it sent.
    public struct Step: Sendable {
        public let state: State
        public let view: View
        public let sentEventsApplied: Int
    }

    /// The steps for renderers, the initial one first. A renderer that falls behind gets
    /// the newest step, not every one in between: there is no point drawing old screens.
    public let steps: AsyncStream<Step>

    private enum Queued: Sendable {
        case sent(Event)
        case timer(Effect<Event>.TimerName, generation: Int, Event)
    }

    private let reduce: @Sendable (inout State, Event) -> [Effect<Event>]
    private let makeView: @Sendable (State) -> View
    private let handlers: EffectHandlers
    /// Fixes a deadline `delay` from now on the clock, and returns the wait for it.
    private let deadline: @Sendable (Duration) -> @Sendable () async throws -> Void
    private let output: AsyncStream<Step>.Continuation
    private let input: AsyncStream<Queued>.Continuation
    private let lock = NSLock()
    // Guarded by `lock`.
    private var step: Step
    private var sentApplied = 0
    private var timers: [Effect<Event>.TimerName: (generation: Int, task: Task<Void, Never>)] = [:]
    private var timerGeneration = 0

    /// - Parameters:
    ///   - reduce: applies an event to the state and returns the effects it asks for.
    ///   - view: the view state of a state, worked out once per event.
    ///   - clock: what timers wait on; tests pass a clock they move by hand.
    ///   - handlers: the front end's part of the effects.
    public init(initial: State, reduce: @escaping @Sendable (inout State, Event) -> [Effect<Event>],
                view: @escaping @Sendable (State) -> View, clock: any Clock<Duration> = ContinuousClock(),
                handlers: EffectHandlers = EffectHandlers()) {
        self.reduce = reduce
        makeView = view
        self.handlers = handlers
        deadline = Self.deadlines(on: clock)
        step = Step(state: initial, view: view(initial), sentEventsApplied: 0)
        let (steps, output) = AsyncStream.makeStream(of: Step.self, bufferingPolicy: .bufferingNewest(1))
        let (events, input) = AsyncStream.makeStream(of: Queued.self)
        self.steps = steps
        self.output = output
        self.input = input
        output.yield(step)
        Task { [weak self] in
            for await queued in events {
                guard let self else { return }
                self.run(queued)
            }
            output.finish()
        }
    }

    private static func deadlines<C: Clock<Duration>>(on clock: C) -> @Sendable (Duration) -> @Sendable () async throws -> Void {
        { delay in
            let end = clock.now.advanced(by: delay)
            return { try await clock.sleep(until: end, tolerance: nil) }
        }
    }

    /// The newest step.
    public var current: Step { lock.withLock { step } }

    /// Queues an event; it is applied after those sent before it.
    public func send(_ event: Event) {
        input.yield(.sent(event))
    }

    /// Applies an event now, on this thread, and returns the step it made. Blocks while
    /// another event is applied. A handler must not call `apply` (it would wait for itself).
    @discardableResult
    public func apply(_ event: Event) -> Step {
        lock.withLock { applyLocked(event, sent: false) }
    }

    /// Applies the event `resolve` makes of the newest step, in one go: nothing comes
    /// between reading the step and applying the event (what the clear key sends, C or
    /// AC, depends on the step). Nil, and nothing applied, when `resolve` gives nil.
    public func apply(resolving resolve: (Step) -> Event?) -> Step? {
        lock.withLock {
            guard let event = resolve(step) else { return nil }
            return applyLocked(event, sent: false)
        }
    }

    /// Ends the runtime once the events already queued have been applied; pending timers are dropped.
    public func stop() {
        input.finish()
        lock.withLock {
            for timer in timers.values { timer.task.cancel() }
            timers = [:]
        }
    }

    deinit {
        input.finish()
        for timer in timers.values { timer.task.cancel() }
    }

    private func run(_ queued: Queued) {
        lock.withLock {
            switch queued {
            case let .sent(event):
                _ = applyLocked(event, sent: true)
            case let .timer(name, generation, event):
                // A timer replaced after it fired (its event was already queued) is dropped here.
                guard timers[name]?.generation == generation else { return }
                timers[name] = nil
                _ = applyLocked(event, sent: false)
            }
        }
    }

    private func applyLocked(_ event: Event, sent: Bool) -> Step {
        var state = step.state
        let effects = reduce(&state, event)
        if sent { sentApplied += 1 }
        step = Step(state: state, view: makeView(state), sentEventsApplied: sentApplied)
        output.yield(step)
        for effect in effects { run(effect) }
        return step
    }

    private func run(_ effect: Effect<Event>) {
        switch effect {
        case let .recordCalculation(entry): handlers.recordCalculation(entry)
        case .clearHistory: handlers.clearHistory()
        case let .copy(text): handlers.copy(text)
        case let .timer(name, delay, event):
            timers[name]?.task.cancel()
            timerGeneration += 1
            let generation = timerGeneration
            let wait = deadline(delay)  // the deadline counts from now, not from when the task starts
            let input = input
            let task = Task {
                do { try await wait() } catch { return }  // cancelled: a newer timer took its place
                input.yield(.timer(name, generation: generation, event))
            }
            timers[name] = (generation, task)
        }
    }
}
