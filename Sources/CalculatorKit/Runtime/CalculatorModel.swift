import Observation

/// The view model every front end shares: it holds the screen (`view`) and takes
/// keys (`send`). Keys go through a `FeedbackLoop` running `CalculatorState.reduce`,
/// so they are applied in order, one at a time, and none is lost.
@MainActor
@Observable
public final class CalculatorModel {
    public private(set) var state: CalculatorState
    /// What the screen shows now.
    public private(set) var view: ViewState

    @ObservationIgnored private let loop: FeedbackLoop<CalculatorState, Key>
    @ObservationIgnored private var keysSent = 0
    @ObservationIgnored private var keysApplied = 0
    @ObservationIgnored private var waiting: [CheckedContinuation<Void, Never>] = []

    public init(_ state: CalculatorState = CalculatorState(), feedbacks: [Feedback<CalculatorState, Key>] = []) {
        self.state = state
        view = state.view
        loop = FeedbackLoop(initial: state, reduce: CalculatorState.reduce, feedbacks: feedbacks)
        let steps = loop.steps
        Task { [weak self] in
            for await step in steps {
                guard let self else { return }
                self.show(step)
            }
        }
    }

    public func send(_ key: Key) {
        keysSent += 1
        loop.send(key)
    }

    public func send(_ keys: [Key]) {
        for key in keys { send(key) }
    }

    /// Returns once every key sent so far is on the screen.
    public func settle() async {
        while keysApplied < keysSent {
            await withCheckedContinuation { waiting.append($0) }
        }
    }

    private func show(_ step: FeedbackLoop<CalculatorState, Key>.Step) {
        state = step.state
        view = step.state.view
        keysApplied = step.sentEventsApplied
        let resumed = waiting
        waiting = []
        for continuation in resumed { continuation.resume() }
    }
}
