/// Turns the stream of states into a stream of events: a timer, a store that
/// restores memory, anything outside the pure reducer that reacts to the screen.
public struct Feedback<State: Sendable, Event: Sendable>: Sendable {
    let run: @Sendable (AsyncStream<State>) -> AsyncStream<Event>

    public init(_ run: @escaping @Sendable (AsyncStream<State>) -> AsyncStream<Event>) {
        self.run = run
    }
}

/// The runtime of a reducer: an initial state, `reduce`, and feedbacks. Events sent
/// with `send` and events from feedbacks go through one queue, so they are reduced
/// one at a time, in the order they arrive, and none is dropped.
public final class FeedbackLoop<State: Sendable, Event: Sendable>: Sendable {
    /// A state and how many events sent with `send` it includes, so that an owner can
    /// tell when the loop has caught up with what it sent.
    public struct Step: Sendable {
        public let state: State
        public let sentEventsApplied: Int
    }

    /// Every state, the initial one first.
    public let steps: AsyncStream<Step>
    private let input: AsyncStream<(Event, sent: Bool)>.Continuation
    private let feedbackTasks: [Task<Void, Never>]

    public init(initial: State, reduce: @escaping @Sendable (State, Event) -> State,
                feedbacks: [Feedback<State, Event>] = []) {
        let (events, input) = AsyncStream.makeStream(of: (Event, sent: Bool).self)
        let (steps, output) = AsyncStream.makeStream(of: Step.self)
        var observers: [AsyncStream<State>.Continuation] = []
        var feedbackTasks: [Task<Void, Never>] = []
        for feedback in feedbacks {
            let (states, observer) = AsyncStream.makeStream(of: State.self)
            observers.append(observer)
            let produced = feedback.run(states)
            feedbackTasks.append(Task {
                for await event in produced { input.yield((event, sent: false)) }
            })
        }
        Task { [observers] in
            var state = initial
            var applied = 0
            output.yield(Step(state: state, sentEventsApplied: 0))
            for observer in observers { observer.yield(state) }
            for await (event, sent) in events {
                state = reduce(state, event)
                if sent { applied += 1 }
                output.yield(Step(state: state, sentEventsApplied: applied))
                for observer in observers { observer.yield(state) }
            }
            output.finish()
            for observer in observers { observer.finish() }
        }
        self.steps = steps
        self.input = input
        self.feedbackTasks = feedbackTasks
    }

    public func send(_ event: Event) {
        input.yield((event, sent: true))
    }

    /// Ends the loop once the events already sent have been reduced.
    public func stop() {
        input.finish()
    }

    deinit {
        input.finish()
        for task in feedbackTasks { task.cancel() }
    }
}
