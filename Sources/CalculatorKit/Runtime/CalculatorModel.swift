import Observation

/// The Apple app's view model: it holds the screen (`view`) and takes keys (`send`).
/// Keys go through a `KeypadRuntime`, so they are applied in order, one at a time,
/// none is lost, and the view state is worked out once per key, not per redraw.
@MainActor
@Observable
public final class CalculatorModel {
    public private(set) var state: CalculatorState
    /// What the screen shows now.
    public private(set) var view: ViewState

    @ObservationIgnored private let runtime: KeypadRuntime<CalculatorState, KeypadAction, ViewState>
    @ObservationIgnored private var keysSent = 0
    @ObservationIgnored private var keysApplied = 0
    @ObservationIgnored private var isCalculating = false
    @ObservationIgnored private var waiting: [CheckedContinuation<Void, Never>] = []

    /// - Parameters:
    ///   - clock: what the runtime's timers wait on.
    ///   - handlers: what the app does to save history or copy.
    public init(
        _ state: CalculatorState = CalculatorState(), clock: any Clock<Duration> = ContinuousClock(),
        handlers: EffectHandlers = EffectHandlers()
    ) {
        runtime = KeypadRuntime(
            initial: state, reduce: CalculatorState.reduce(into:_:), view: \.view,
            clock: clock, handlers: handlers)
        self.state = state
        view = runtime.current.view
        let steps = runtime.steps
        Task { [weak self] in
            for await step in steps {
                guard let self else { return }
                self.show(step)
            }
        }
    }

    public func send(_ key: Key) { send(.key(key)) }

    /// Sends a key or a new display size (`KeypadLayout.resize`), in order with the keys.
    public func send(_ action: KeypadAction) {
        keysSent += 1
        runtime.send(action)
    }

    /// Presses a keypad cell as it reads when the key is applied, not as the last drawn
    /// screen showed it: the clear cell is C or AC, the angle cell switches to the other unit,
    /// as the newest state says, even while earlier keys are still queued.
    public func press(_ cell: Key) {
        keysSent += 1
        runtime.send(resolving: { .key($0.state.keyToSend(cell)) })
    }

    public func send(_ keys: [Key]) {
        for key in keys { send(key) }
    }

    /// Returns once every key sent so far is on the screen, with the answers of what they calculate.
    public func settle() async {
        while keysApplied < keysSent || isCalculating {
            await withCheckedContinuation { waiting.append($0) }
        }
    }

    private func show(_ step: KeypadRuntime<CalculatorState, KeypadAction, ViewState>.Step) {
        state = step.state
        view = step.view
        keysApplied = step.sentEventsApplied
        isCalculating = step.isCalculating
        let resumed = waiting
        waiting = []
        for continuation in resumed { continuation.resume() }
    }
}
