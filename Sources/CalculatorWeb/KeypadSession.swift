import CalculatorHistory
import CalculatorKit
import Foundation

/// One browser tab's calculator: the kit's `KeypadRuntime` over its keypad state, and the
/// browser whose history it adds to. Keys are applied one at a time, on a calculation
/// thread (see `CalculationPool`), so a session never runs two calculations at once and
/// keys keep their order. The runtime's effects go to `HistorySaver` (record, clear), whose
/// queue does the SQLite work, so a key never waits for a commit.
final class KeypadSession: @unchecked Sendable {
    /// What a key did: the screen to draw, and a warning when saving history failed.
    struct Outcome: Sendable {
        var view: ViewState
        var warning: String?
    }

    typealias Runtime = KeypadRuntime<CalculatorState, Key, ViewState>

    let id: String
    let browser: String
    /// The address the tab connected from (the registry's limits count by it).
    let client: String
    private let history: HistorySaver
    private let runtime: Runtime
    private let lock = NSLock()
    // Guarded by `lock`.
    private var lastUse = ContinuousClock.now

    /// A fresh keypad that shows the browser's saved history.
    /// - Parameter warning: set when the saved history could not be read.
    init(id: String, browser: String, client: String, history: HistorySaver, limits: CalculationLimits,
         warning: inout String?) {
        self.id = id
        self.browser = browser
        self.client = client
        self.history = history
        var state = CalculatorState(seed: UInt64.random(in: .min ... .max), limits: limits)
        do {
            state.context.history = try history.entries(of: browser)
        } catch {
            warning = "\(error.description); history is not shown"
        }
        runtime = Runtime(initial: state, reduce: CalculatorState.reduce(into:_:), view: \.view,
                          handlers: EffectHandlers(recordCalculation: { history.append([$0], for: browser) },
                                                   clearHistory: { history.clear(for: browser) }))
    }

    var idleSince: ContinuousClock.Instant { lock.withLock { lastUse } }

    var view: ViewState { runtime.current.view }

    /// Presses a key; the runtime hands what it completes to the saver.
    /// Blocks for as long as the calculation takes: call it through `offThePool`.
    func press(_ request: KeyRequest) -> Outcome? {
        touch()
        guard let step = runtime.apply(resolving: { request.key(in: $0.view) }) else { return nil }
        let failure = history.takeFailure(of: browser)
        return Outcome(view: step.view, warning: failure.map { "\($0.description); history is not saved" })
    }

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
