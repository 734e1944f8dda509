import CalculatorHistory
import CalculatorKit

/// The open sessions, at most `capacity` of them. A session idle for longer than
/// `idleLimit` is forgotten; when all places are taken, the longest idle gives way.
/// Forgetting costs a tab only its unfinished entry: its history is saved.
actor SessionRegistry {
    let capacity: Int
    let idleLimit: Duration
    private let history: HistoryStore
    private let limits: CalculationLimits
    private var sessions: [String: KeypadSession] = [:]

    init(capacity: Int, idleLimit: Duration, history: HistoryStore, limits: CalculationLimits) {
        precondition(capacity > 0)
        self.capacity = capacity
        self.idleLimit = idleLimit
        self.history = history
        self.limits = limits
    }

    var count: Int { sessions.count }

    /// The session `id` if it is one of this browser's, else a new one for the browser.
    /// A session id from another browser is treated as unknown: it gives nothing away.
    func session(id: String?, browser: String) -> (session: KeypadSession, warning: String?) {
        if let id, let session = sessions[id], session.browser == browser {
            return (session, nil)
        }
        forgetIdle()
        if sessions.count >= capacity, let oldest = sessions.values.min(by: { $0.idleSince < $1.idleSince }) {
            sessions[oldest.id] = nil
        }
        var warning: String?
        let session = KeypadSession(id: RandomIdentifier.make(), browser: browser, history: history,
                                    limits: limits, warning: &warning)
        sessions[session.id] = session
        return (session, warning)
    }

    private func forgetIdle() {
        let now = ContinuousClock.now
        sessions = sessions.filter { now - $0.value.idleSince < idleLimit }
    }
}
