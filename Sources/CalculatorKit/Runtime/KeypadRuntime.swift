import Foundation

/// The one path a key takes, in every front end: the view sends an event, the runtime
/// runs `reduce` (which returns the next state and its effects), works out the view state
/// once, hands it to renderers, and runs the effects: I/O through the front end's
/// `EffectHandlers`, timers on the clock it was given (a test clock in tests), and
/// calculations (`Effect.evaluate`) on `CalculationThreads`, whose answers come back as events.
///
/// `reduce` does nothing slow, so a key is applied at once, whatever is being calculated.
/// Events are applied one at a time, in order. Events queued together (a paste, a burst of
/// key repeats) are applied in one go: one view, and one calculation per job name at the end.
public final class KeypadRuntime<State: Sendable, Event: Sendable, View: Sendable>: @unchecked Sendable {
    /// A state, its view, and how many events sent with `send` it includes, so that an
    /// owner can tell when the runtime has caught up with what it sent.
    public struct Step: Sendable {
        public let state: State
        public let view: View
        public let sentEventsApplied: Int
        /// Whether calculations asked for are still running or waiting.
        public let isCalculating: Bool
        /// Counts the steps made, so that a renderer can tell a step it has drawn already.
        public let serial: Int
    }

    /// The steps for the renderer that made the runtime, the initial one first. A renderer
    /// that falls behind gets the newest step, not every one in between.
    public let steps: AsyncStream<Step>

    private enum Queued: Sendable {
        case sent(Event)
        case resolving(@Sendable (Step) -> Event?)
        case answer(Event)
        case timer(Effect<Event>.Name, generation: Int, Event)
    }

    private struct Running {
        var revision: Int
        var cancellation: Cancellation
        /// The newest job of this name, started when the running one ends.
        var next: Job<Event>?
    }

    private let reduce: @Sendable (inout State, Event) -> [Effect<Event>]
    private let makeView: @Sendable (State) -> View
    private let handlers: EffectHandlers
    private let threads: CalculationThreads
    private let owner: String
    /// Fixes a deadline `delay` from now on the clock, and returns the wait for it.
    private let deadline: @Sendable (Duration) -> @Sendable () async throws -> Void
    private let wake: AsyncStream<Void>.Continuation
    private let lock = NSLock()
    // Guarded by `lock`.
    private var step: Step
    private var queue: [Queued] = []
    private var stopped = false
    private var sentApplied = 0
    private var subscribers: [Int: AsyncStream<Step>.Continuation] = [:]
    private var nextSubscriber = 0
    private var timers: [Effect<Event>.Name: (generation: Int, task: Task<Void, Never>)] = [:]
    private var timerGeneration = 0
    private var jobs: [Effect<Event>.Name: Running] = [:]

    /// - Parameters:
    ///   - reduce: applies an event to the state and returns the effects it asks for.
    ///   - view: the view state of a state, worked out once per batch of events.
    ///   - clock: what timers wait on; tests pass a clock they move by hand.
    ///   - handlers: the front end's part of the effects.
    ///   - threads: where calculations run; `owner` is whose turn they take there.
    public init(
        initial: State, reduce: @escaping @Sendable (inout State, Event) -> [Effect<Event>],
        view: @escaping @Sendable (State) -> View, clock: any Clock<Duration> = ContinuousClock(),
        handlers: EffectHandlers = EffectHandlers(), threads: CalculationThreads = .shared,
        owner: String = ""
    ) {
        self.reduce = reduce
        makeView = view
        self.handlers = handlers
        self.threads = threads
        self.owner = owner
        deadline = Self.deadlines(on: clock)
        step = Step(state: initial, view: view(initial), sentEventsApplied: 0, isCalculating: false, serial: 0)
        let (wakeups, wake) = AsyncStream.makeStream(of: Void.self, bufferingPolicy: .bufferingNewest(1))
        self.wake = wake
        let (steps, output) = AsyncStream.makeStream(of: Step.self, bufferingPolicy: .bufferingNewest(1))
        self.steps = steps
        output.yield(step)
        subscribers[-1] = output
        Task { [weak self] in
            for await _ in wakeups {
                guard let self, self.drain() else { break }
            }
            self?.finish()
        }
    }

    private static func deadlines<C: Clock<Duration>>(on clock: C)
        -> @Sendable (Duration) -> @Sendable () async throws -> Void
    {
        { delay in
            let end = clock.now.advanced(by: delay)
            return { try await clock.sleep(until: end, tolerance: nil) }
        }
    }

    /// The newest step.
    public var current: Step { lock.withLock { step } }

    /// Every step from now on (the current one first), for another view of the same
    /// runtime (a browser tab that reconnects). Newest only, as `steps`.
    public func subscribe() -> AsyncStream<Step> {
        let (stream, continuation) = AsyncStream.makeStream(of: Step.self, bufferingPolicy: .bufferingNewest(1))
        lock.withLock {
            let id = nextSubscriber
            nextSubscriber += 1
            continuation.yield(step)
            if stopped { continuation.finish() } else { subscribers[id] = continuation }
            continuation.onTermination = { [weak self] _ in
                _ = self?.lock.withLock { self?.subscribers.removeValue(forKey: id) }
            }
        }
        return stream
    }

    /// Queues an event; it is applied after those sent before it.
    public func send(_ event: Event) { enqueue(.sent(event)) }

    /// Queues the event that `resolve` makes of the step it is applied to (what the clear
    /// key sends, C or AC, depends on the state when it is applied, not when it was sent).
    /// Nil sends nothing, but the event still counts as applied.
    public func send(resolving resolve: @escaping @Sendable (Step) -> Event?) { enqueue(.resolving(resolve)) }

    private func enqueue(_ queued: Queued) {
        lock.withLock { queue.append(queued) }
        wake.yield()
    }

    /// Applies an event now, on this thread, and returns the step it made (tools and tests).
    @discardableResult
    public func apply(_ event: Event) -> Step {
        lock.withLock {
            var launch: [Job<Event>] = []
            applyLocked(event, sent: false, launch: &launch)
            start(launch)
            publishLocked()
            return step
        }
    }

    /// Applies the event that `resolve` makes of the newest step, at once, on this thread:
    /// nothing comes between reading the step and applying the event. Nil, and nothing
    /// applied, when `resolve` gives nil. Quick: `reduce` does nothing slow.
    public func apply(resolving resolve: (Step) -> Event?) -> Step? {
        lock.withLock {
            guard let event = resolve(step) else { return nil }
            var launch: [Job<Event>] = []
            applyLocked(event, sent: false, launch: &launch)
            start(launch)
            publishLocked()
            return step
        }
    }

    /// Whether events wait to be applied or calculations run: tests and tools wait for this to end.
    public var isBusy: Bool { lock.withLock { !queue.isEmpty || !jobs.isEmpty } }

    /// Ends the runtime once the events already queued have been applied; pending timers
    /// are dropped and running calculations cancelled.
    public func stop() {
        lock.withLock { stopped = true }
        wake.yield()
    }

    deinit {
        wake.finish()
        for timer in timers.values { timer.task.cancel() }
        for job in jobs.values { job.cancellation.cancel() }
        for subscriber in subscribers.values { subscriber.finish() }
    }

    /// Applies everything queued; false once stopped.
    private func drain() -> Bool {
        lock.withLock {
            guard !queue.isEmpty else {
                // A calculation ended without an answer (cancelled): only `isCalculating` changed.
                if step.isCalculating != !jobs.isEmpty { publishLocked() }
                return !stopped
            }
            let batch = queue
            queue = []
            var launch: [Job<Event>] = []
            for queued in batch {
                switch queued {
                case let .sent(event):
                    applyLocked(event, sent: true, launch: &launch)
                case let .resolving(resolve):
                    if let event = resolve(step) {
                        applyLocked(event, sent: true, launch: &launch)
                    } else {
                        sentApplied += 1
                    }
                case let .answer(event):
                    applyLocked(event, sent: false, launch: &launch)
                case let .timer(name, generation, event):
                    // A timer replaced after it fired (its event was already queued) is dropped here.
                    guard timers[name]?.generation == generation else { continue }
                    timers[name] = nil
                    applyLocked(event, sent: false, launch: &launch)
                }
            }
            start(launch)
            publishLocked()
            return !stopped
        }
    }

    private func finish() {
        lock.withLock {
            for timer in timers.values { timer.task.cancel() }
            timers = [:]
            for job in jobs.values { job.cancellation.cancel() }
            jobs = [:]
            for subscriber in subscribers.values { subscriber.finish() }
            subscribers = [:]
        }
    }

    private func applyLocked(_ event: Event, sent: Bool, launch: inout [Job<Event>]) {
        var state = step.state
        let effects = reduce(&state, event)
        if sent { sentApplied += 1 }
        step = Step(
            state: state, view: step.view, sentEventsApplied: sentApplied, isCalculating: false,
            serial: step.serial)
        for effect in effects { run(effect, launch: &launch) }
    }

    /// Works out the view once for what was applied, and hands the step to every renderer.
    private func publishLocked() {
        step = Step(
            state: step.state, view: makeView(step.state), sentEventsApplied: sentApplied,
            isCalculating: !jobs.isEmpty || !queue.isEmpty, serial: step.serial + 1)
        for subscriber in subscribers.values { subscriber.yield(step) }
    }

    private func run(_ effect: Effect<Event>, launch: inout [Job<Event>]) {
        switch effect {
        case let .recordCalculation(entry): handlers.recordCalculation(entry)
        case .clearHistory: handlers.clearHistory()
        case let .copy(text): handlers.copy(text)
        case let .timer(name, delay, event):
            timers[name]?.task.cancel()
            timerGeneration += 1
            let generation = timerGeneration
            let wait = deadline(delay)  // the deadline counts from now, not from when the task starts
            let task = Task { [weak self] in
                do { try await wait() } catch { return }  // cancelled: a newer timer took its place
                self?.enqueue(.timer(name, generation: generation, event))
            }
            timers[name] = (generation, task)
        case let .evaluate(job):
            // Within one batch only the last job of a name starts: a paste calculates once.
            launch.removeAll { $0.name == job.name }
            launch.append(job)
        case let .cancel(name):
            launch.removeAll { $0.name == name }
            jobs[name]?.next = nil
            jobs[name]?.cancellation.cancel()
        }
    }

    /// Starts each job, or, while one of its name runs, cancels that one and waits for it:
    /// a job that has gone stale stops at its next budget check, and never two run for one name.
    private func start(_ launch: [Job<Event>]) {
        for job in launch {
            if jobs[job.name] != nil {
                jobs[job.name]?.cancellation.cancel()
                jobs[job.name]?.next = job
            } else {
                startLocked(job)
            }
        }
    }

    private func startLocked(_ job: Job<Event>) {
        let cancellation = Cancellation()
        jobs[job.name] = Running(revision: job.revision, cancellation: cancellation)
        threads.submit(owner: owner) { [weak self] in
            // A job cancelled before its turn came does no work at all.
            let answer = cancellation.isCancelled ? nil : job.work(cancellation)
            self?.finished(job.name, cancellation: cancellation, answer: answer)
        }
    }

    private func finished(_ name: Effect<Event>.Name, cancellation: Cancellation, answer: Event?) {
        lock.withLock {
            guard let running = jobs[name], running.cancellation === cancellation else { return }
            jobs[name] = nil
            if let next = running.next { startLocked(next) }
            // A cancelled job's answer is not wanted; the state is told nothing.
            if let answer, !cancellation.isCancelled { queue.append(.answer(answer)) }
        }
        wake.yield()  // also when nothing was answered: `isCalculating` changes
    }
}
