import Foundation

/// The one path a key takes, in every front end: the view sends an event, the runtime
/// runs `reduce` (which returns the next state and its effects), works out the view state
/// once, hands it to renderers, and runs the effects: I/O through the front end's
/// `EffectHandlers`, timers on the clock it was given (a test clock in tests), and
/// calculations (`Effect.evaluate`) on `CalculationThreads` (a job that waits, such as a fetch,
/// on a thread of its own), whose answers come back as events.
///
/// One serial owner holds the state: a dispatch queue of the runtime's own. Everything that
/// reads or changes the state, the jobs, the timers and the subscribers runs there, one
/// block at a time, so no lock is held while the runtime calls out (a renderer's stream, a
/// handler, a job's start, a subscriber's end). The only lock, `mailbox`, guards the events
/// waiting to be applied and the newest published step, and only swaps values.
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
        case finished(Effect<Event>.Name, Cancellation, answer: Event?)
        case timer(Effect<Event>.Name, generation: Int, Event)
    }

    private struct Running {
        var cancellation: Cancellation
        /// The newest job of this name, started when the running one ends.
        var next: Job<Event>?
    }

    /// What the mailbox lock guards: swapped in and out, never worked on under the lock.
    private struct Mailbox {
        var inbox: [Queued] = []
        /// A drain is queued on the owner, or running, and will see what the inbox holds.
        var draining = false
        var stopRequested = false
        /// Events sent with `send` so far (numbers them for the sender).
        var sent = 0
        /// The newest step handed to renderers, and whether jobs were running when it was made.
        var published: Step
        var jobsRunning = false
    }

    private let reduce: @Sendable (inout State, Event) -> [Effect<Event>]
    private let makeView: @Sendable (State) -> View
    private let handlers: EffectHandlers
    private let threads: CalculationThreads
    private let owner: String
    /// Fixes a deadline `delay` from now on the clock, and returns the wait for it.
    private let deadline: @Sendable (Duration) -> @Sendable () async throws -> Void
    /// The serial owner of everything below `mailbox`.
    private let queue = DispatchQueue(label: "calculator.keypad-runtime")
    private let mailboxLock = NSLock()
    private var mailbox: Mailbox

    // Touched only on `queue`.
    private var step: Step
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
        let first = Step(state: initial, view: view(initial), sentEventsApplied: 0, isCalculating: false, serial: 0)
        step = first
        mailbox = Mailbox(published: first)
        let (steps, output) = AsyncStream.makeStream(of: Step.self, bufferingPolicy: .bufferingNewest(1))
        self.steps = steps
        output.yield(first)
        subscribers[-1] = output
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
    public var current: Step { mailboxLock.withLock { mailbox.published } }

    /// Every step from now on (the current one first), for another view of the same
    /// runtime (a browser tab that reconnects). Newest only, as `steps`.
    public func subscribe() -> AsyncStream<Step> {
        let (stream, continuation) = AsyncStream.makeStream(of: Step.self, bufferingPolicy: .bufferingNewest(1))
        // Handed to the owner, never done here: a stream may end on any thread, at any time.
        queue.async { [self] in
            let id = nextSubscriber
            nextSubscriber += 1
            continuation.onTermination = { [weak self] _ in self?.forget(subscriber: id) }
            if stopped {
                continuation.yield(step)
                continuation.finish()
            } else if case .terminated = continuation.yield(step) {
                // Ended before it was registered: nothing to keep.
            } else {
                subscribers[id] = continuation
            }
        }
        return stream
    }

    /// Queues an event; it is applied after those sent before it. Returns its number among
    /// the events sent (from 1), which `Step.sentEventsApplied` reaches once it is applied.
    @discardableResult
    public func send(_ event: Event) -> Int { enqueue(.sent(event), counts: true) }

    /// Queues the event that `resolve` makes of the step it is applied to (what the clear
    /// key sends, C or AC, depends on the state when it is applied, not when it was sent).
    /// Nil sends nothing, but the event still counts as applied.
    @discardableResult
    public func send(resolving resolve: @escaping @Sendable (Step) -> Event?) -> Int {
        enqueue(.resolving(resolve), counts: true)
    }

    /// A subscriber's stream ended: dropped on the owner, never here (it may end on any thread).
    private func forget(subscriber id: Int) {
        queue.async { [self] in subscribers[id] = nil }
    }

    @discardableResult
    private func enqueue(_ queued: Queued, counts: Bool = false) -> Int {
        let (number, start) = mailboxLock.withLock {
            mailbox.inbox.append(queued)
            if counts { mailbox.sent += 1 }
            defer { mailbox.draining = true }
            return (mailbox.sent, !mailbox.draining)
        }
        if start { queue.async { [self] in drain() } }
        return number
    }

    /// Applies an event now and returns the step it made (tools and tests). It waits only
    /// for the owner's current block, which is quick: `reduce` does nothing slow. Never
    /// call it from a handler, which runs on the owner.
    @discardableResult
    public func apply(_ event: Event) -> Step {
        queue.sync { applyNow { _ in event } ?? step }
    }

    /// Applies the event that `resolve` makes of the newest step, at once: nothing comes
    /// between reading the step and applying the event. Nil, and nothing applied, when
    /// `resolve` gives nil.
    public func apply(resolving resolve: @escaping (Step) -> Event?) -> Step? {
        queue.sync { applyNow(resolve) }
    }

    /// Whether events wait to be applied or calculations run: tests and tools wait for this to end.
    public var isBusy: Bool { mailboxLock.withLock { mailbox.draining || mailbox.jobsRunning } }

    /// Ends the runtime once the events already queued have been applied; pending timers
    /// are dropped and running calculations cancelled.
    public func stop() {
        let start = mailboxLock.withLock {
            mailbox.stopRequested = true
            defer { mailbox.draining = true }
            return !mailbox.draining
        }
        if start { queue.async { [self] in drain() } }
    }

    deinit {
        for timer in timers.values { timer.task.cancel() }
        for job in jobs.values { job.cancellation.cancel() }
        for subscriber in subscribers.values { subscriber.finish() }
    }

    /// What one batch asks of the world outside the state, done once the state is settled.
    private struct Outbox {
        var launch: [Job<Event>] = []
        var effects: [Effect<Event>] = []
    }

    // MARK: On the owner

    private func applyNow(_ resolve: (Step) -> Event?) -> Step? {
        guard !stopped, let event = resolve(step) else { return nil }
        var outbox = Outbox()
        applyOne(event, sent: false, into: &outbox)
        settle(outbox, changed: true)
        return step
    }

    /// Applies everything in the mailbox, batch after batch, until it is empty.
    private func drain() {
        while true {
            let ended = stopped
            let (batch, stopNow) = mailboxLock.withLock {
                let batch = mailbox.inbox
                mailbox.inbox = []
                if batch.isEmpty || ended { mailbox.draining = false }
                return (batch, mailbox.stopRequested)
            }
            if ended { return }
            if batch.isEmpty {
                if stopNow { finish() }
                return
            }
            var outbox = Outbox()
            var changed = false
            for queued in batch { changed = take(queued, into: &outbox) || changed }
            settle(outbox, changed: changed)
        }
    }

    /// Applies one queued item; false when it changed nothing a renderer would see.
    private func take(_ queued: Queued, into outbox: inout Outbox) -> Bool {
        switch queued {
        case let .sent(event):
            applyOne(event, sent: true, into: &outbox)
        case let .resolving(resolve):
            if let event = resolve(step) {
                applyOne(event, sent: true, into: &outbox)
            } else {
                sentApplied += 1
            }
        case let .finished(name, cancellation, answer):
            guard let running = jobs[name], running.cancellation === cancellation else { return false }
            jobs[name] = nil
            // A job of this name asked for earlier in this batch is newer than the one that waited.
            if let next = running.next, !outbox.launch.contains(where: { $0.name == name }) {
                outbox.launch.append(next)
            }
            // A cancelled job's answer is not wanted; the state is told nothing.
            if let answer, !cancellation.isCancelled { applyOne(answer, sent: false, into: &outbox) }
        case let .timer(name, generation, event):
            // A timer replaced after it fired (its event was already queued) is dropped here.
            guard timers[name]?.generation == generation else { return false }
            timers[name] = nil
            applyOne(event, sent: false, into: &outbox)
        }
        return true
    }

    private func applyOne(_ event: Event, sent: Bool, into outbox: inout Outbox) {
        var state = step.state
        let effects = reduce(&state, event)
        if sent { sentApplied += 1 }
        step = Step(
            state: state, view: step.view, sentEventsApplied: sentApplied, isCalculating: step.isCalculating,
            serial: step.serial)
        for effect in effects {
            switch effect {
            case let .evaluate(job):
                // Within one batch only the last job of a name starts: a paste calculates once.
                outbox.launch.removeAll { $0.name == job.name }
                outbox.launch.append(job)
            case let .cancel(name):
                outbox.launch.removeAll { $0.name == name }
                jobs[name]?.next = nil
                jobs[name]?.cancellation.cancel()
            default:
                outbox.effects.append(effect)
            }
        }
    }

    /// Starts the batch's jobs, works out its view once, publishes it, then runs the
    /// handlers' effects: every call out comes after the state is settled.
    private func settle(_ outbox: Outbox, changed: Bool) {
        start(outbox.launch)
        let calculating = !jobs.isEmpty
        guard changed || calculating != step.isCalculating else { return }
        step = Step(
            state: step.state, view: makeView(step.state), sentEventsApplied: sentApplied,
            isCalculating: calculating, serial: step.serial + 1)
        let published = step
        mailboxLock.withLock {
            mailbox.published = published
            mailbox.jobsRunning = calculating
        }
        for (id, subscriber) in subscribers {
            if case .terminated = subscriber.yield(published) { subscribers[id] = nil }
        }
        for effect in outbox.effects { run(effect) }
    }

    private func run(_ effect: Effect<Event>) {
        switch effect {
        case let .recordCalculation(entry): handlers.recordCalculation(entry)
        case .clearHistory: handlers.clearHistory()
        case let .copy(text): handlers.copy(text)
        case let .saveNote(text): handlers.saveNote(text)
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
        case .evaluate, .cancel:
            break  // taken in `applyOne`
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
                let cancellation = Cancellation()
                jobs[job.name] = Running(cancellation: cancellation)
                let run: @Sendable () -> Void = { [weak self] in
                    // A job cancelled before its turn came does no work at all.
                    let answer = cancellation.isCancelled ? nil : job.work(cancellation)
                    self?.enqueue(.finished(job.name, cancellation, answer: answer))
                }
                if job.waits {
                    Thread(block: run).start()
                } else {
                    threads.submit(owner: owner, run)
                }
            }
        }
    }

    private func finish() {
        stopped = true
        for timer in timers.values { timer.task.cancel() }
        timers = [:]
        for job in jobs.values { job.cancellation.cancel() }
        jobs = [:]
        mailboxLock.withLock { mailbox.jobsRunning = false }
        let ending = subscribers.values
        subscribers = [:]
        for subscriber in ending { subscriber.finish() }
    }
}
