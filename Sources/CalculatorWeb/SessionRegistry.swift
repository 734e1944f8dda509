import CalculatorHistory
import CalculatorKit

/// The open sessions, at most `capacity` of them and `perClient` per client address.
/// A session idle for longer than `idleLimit` is forgotten. When a client is at its
/// limit, its own longest idle session gives way; when all places are taken, the longest
/// idle one of the client holding the most does: a client making up browser cookies by
/// the thousand pushes out its own sessions, not everyone else's.
/// Forgetting costs a tab only its unfinished entry: its history is saved.
actor SessionRegistry {
    let capacity: Int
    let perClient: Int
    let idleLimit: Duration
    private let history: HistorySaver
    private let limits: CalculationLimits
    private let threads: CalculationThreads
    private var sessions: [String: KeypadSession] = [:]

    /// What the tab gets: its session, and what to tell it.
    struct Opened {
        var session: KeypadSession
        /// Set when the saved history could not be read.
        var warning: String?
        /// The tab asked for a session this server does not have (it restarted, or forgot
        /// an idle one): the keypad is a fresh one, and the tab must say so.
        var resumeFailed: Bool
    }

    init(
        capacity: Int, perClient: Int, idleLimit: Duration, history: HistorySaver, limits: CalculationLimits,
        threads: CalculationThreads = .shared
    ) {
        precondition(capacity > 0 && perClient > 0)
        self.capacity = capacity
        self.perClient = perClient
        self.idleLimit = idleLimit
        self.history = history
        self.limits = limits
        self.threads = threads
    }

    var count: Int { sessions.count }

    func has(_ id: String) -> Bool { sessions[id] != nil }

    /// The session `id` if it is one of this browser's, else a new one for the browser.
    /// A session id from another browser is treated as unknown: it gives nothing away.
    /// A new session's saved history is read while the registry serves others (the read may
    /// wait behind writes); room is made after it.
    func session(id: String?, browser: String, client: String = "unknown") async -> Opened {
        if let id, let session = sessions[id], session.browser == browser {
            return Opened(session: session, resumeFailed: false)
        }
        let saved = await history.entries(of: browser)
        forgetIdle()
        makeRoom(for: client)
        var warning: String?
        let session = KeypadSession(
            id: RandomIdentifier.make(), browser: browser, client: client, history: history, saved: saved,
            limits: limits, threads: threads, warning: &warning)
        sessions[session.id] = session
        return Opened(session: session, warning: warning, resumeFailed: id != nil)
    }

    private func makeRoom(for client: String) {
        var byClient: [String: [KeypadSession]] = [:]
        for session in sessions.values { byClient[session.client, default: []].append(session) }
        let giving: [KeypadSession]?
        if byClient[client, default: []].count >= perClient {
            giving = byClient[client]
        } else if sessions.count >= capacity {
            giving = byClient.values.max { $0.count < $1.count }
        } else {
            giving = nil
        }
        if let oldest = giving?.min(by: { $0.idleSince < $1.idleSince }) { sessions[oldest.id] = nil }
    }

    private func forgetIdle() {
        let now = ContinuousClock.now
        sessions = sessions.filter { now - $0.value.idleSince < idleLimit }
    }
}
