import CalculatorHistory
import CalculatorKit
import Foundation

/// One browser tab's calculator: its keypad state, and the browser whose history it adds to.
/// Keys are pressed one at a time under a lock, on a calculation thread (see `CalculationPool`),
/// so a session never runs two calculations at once and keys keep their order. Saving
/// is handed to `HistorySaver`, so the lock is never held while SQLite commits.
final class KeypadSession: @unchecked Sendable {
    /// What a key did: the screen to draw, and a warning when saving history failed.
    struct Outcome: Sendable {
        var view: ViewState
        var warning: String?
    }

    let id: String
    let browser: String
    /// The address the tab connected from (the registry's limits count by it).
    let client: String
    private let history: HistorySaver
    private let lock = NSLock()
    // Guarded by `lock`.
    private var state: CalculatorState
    private var recorder: HistoryRecorder
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
        self.state = state
        recorder = HistoryRecorder(state)  // what was loaded is saved already
    }

    var idleSince: ContinuousClock.Instant { lock.withLock { lastUse } }

    var view: ViewState { lock.withLock { state.view } }

    /// Presses a key and saves the calculations it completed (or clears the saved ones).
    /// Blocks for as long as the calculation takes: call it through `offThePool`.
    func press(_ request: KeyRequest) -> Outcome? {
        lock.withLock { () -> Outcome? in
            lastUse = .now
            guard let key = request.key(in: state) else { return nil }
            state.press(key)
            if key == .clearHistory { history.clear(for: browser) }
            history.append(recorder.newEntries(in: state), for: browser)
            let failure = history.takeFailure(of: browser)
            return Outcome(view: state.view, warning: failure.map { "\($0.description); history is not saved" })
        }
    }

    /// The wide (landscape) layout shows more digits, as the iPhone does in landscape.
    func setWide(_ wide: Bool) -> ViewState {
        lock.withLock {
            lastUse = .now
            let separators = state.context.display.separators
            state.context.display = wide
                ? DisplayFit(width: 24, maxDigits: 16, separators: separators)
                : DisplayFit(width: 16, maxDigits: 9, separators: separators)
            return state.view
        }
    }

    /// The value behind the display in full (copy) and in Chinese uppercase: asked
    /// for on demand, since an irrational value's 100 digits cost more than a key press.
    func copyText() -> String { lock.withLock { lastUse = .now; return state.view.copyText } }

    func chineseAmount() -> Result<String, ChineseAmount.Failure>? {
        lock.withLock { lastUse = .now; return state.view.chineseAmount }
    }
}
