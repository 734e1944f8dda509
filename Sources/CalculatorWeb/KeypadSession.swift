import CalculatorHistory
import CalculatorKit
import Foundation

/// One browser tab's calculator: the kit's `KeypadRuntime` over its keypad state, and the
/// browser whose history it adds to. A key is applied at once, in order (`reduce` does
/// nothing slow); what it calculates runs on the process's `CalculationThreads` in the
/// browser's turn, and its answer reaches the tab through `updates()`. The runtime's
/// effects go to `HistorySaver` (record, clear), whose queue does the SQLite work, so a
/// key never waits for a commit.
final class KeypadSession: @unchecked Sendable {
    /// What a key did: the screen to draw, and a warning when saving history failed.
    struct Outcome: Sendable {
        var view: ViewState
        var warning: String?
        /// The runtime's step number of `view` (`KeypadRuntime.Step.serial`).
        var serial: Int
        /// Calculations the keys asked for are still running.
        var isCalculating = false
    }

    typealias Runtime = KeypadRuntime<CalculatorState, KeypadAction, ViewState>

    let id: String
    let browser: String
    /// The address the tab connected from (the registry's limits count by it).
    let client: String
    private let history: HistorySaver
    private let runtime: Runtime
    private let lock = NSLock()
    // Guarded by `lock`.
    private var lastUse = ContinuousClock.now

    /// A fresh keypad that shows the browser's saved history, read before (never here).
    /// - Parameter warning: set when the saved history could not be read.
    init(
        id: String, browser: String, client: String, history: HistorySaver,
        saved: Result<[HistoryEntry], HistoryError>, limits: CalculationLimits,
        threads: CalculationThreads = .shared, warning: inout String?
    ) {
        self.id = id
        self.browser = browser
        self.client = client
        self.history = history
        var state = CalculatorState(seed: UInt64.random(in: .min ... .max), limits: limits)
        switch saved {
        case let .success(entries): state.context.history = entries
        case let .failure(error): warning = "\(error.description); history is not shown"
        }
        runtime = Runtime(
            initial: state, reduce: CalculatorState.reduce(into:_:), view: \.view,
            handlers: EffectHandlers(
                recordCalculation: { history.append([$0], for: browser) },
                clearHistory: { history.clear(for: browser) }),
            threads: threads, owner: browser)
    }

    var idleSince: ContinuousClock.Instant { lock.withLock { lastUse } }

    var view: ViewState { runtime.current.view }

    var current: Outcome {
        let step = runtime.current
        return Outcome(view: step.view, serial: step.serial, isCalculating: step.isCalculating)
    }

    /// Presses a key at once and returns its screen; what it calculates arrives later
    /// through `updates()`. Nil for a key the keypad does not have.
    func press(_ request: KeyRequest) -> Outcome? {
        touch()
        guard let step = runtime.apply(resolving: { request.action(in: $0.state) }) else { return nil }
        let failure = history.takeFailure(of: browser)
        return Outcome(
            view: step.view, warning: failure.map { "\($0.description); history is not saved" },
            serial: step.serial, isCalculating: step.isCalculating)
    }

    /// Every screen from now on, the newest only when a reader falls behind: answers that
    /// arrive after their key (a slow "=", the live result) come this way.
    func updates() -> AsyncStream<Runtime.Step> { runtime.subscribe() }

    /// Whether keys wait or calculations run (tests wait for this to end).
    var isBusy: Bool { runtime.isBusy }

    /// The value behind the display in full (copy) and in Chinese uppercase: asked
    /// for on demand, since an irrational value's 100 digits cost more than a key press.
    func copyText() -> Result<String, ViewState.NothingToCopy> {
        touch()
        return runtime.current.view.copyText()
    }

    func chineseAmount() -> Result<String, ChineseAmount.Failure> {
        touch()
        return runtime.current.view.chineseAmount()
    }

    private func touch() { lock.withLock { lastUse = .now } }
}
