import Foundation

/// How many calculations may run at once, for one client and for everyone. Over the
/// limit, work is refused at once (429 for the client, 503 for all) instead of queued:
/// a queue of 10-second calculations would make every key wait behind it.
final class SlowWorkLimit: @unchecked Sendable {
    enum Refusal: Error, Equatable {
        /// This client already has `perClient` calculations running.
        case client(Int)
        /// Everyone together has `total` running.
        case total(Int)

        var message: String {
            switch self {
            case let .client(limit):
                "too many calculations at once from this client (at most \(limit)); try again when one has finished"
            case let .total(limit): "the server is busy (\(limit) calculations running); try again in a few seconds"
            }
        }
    }

    let perClient: Int
    let total: Int
    private let lock = NSLock()
    // Guarded by `lock`.
    private var running: [String: Int] = [:]
    private var runningTotal = 0

    init(perClient: Int, total: Int) {
        precondition(perClient > 0 && total > 0)
        self.perClient = perClient
        self.total = total
    }

    /// Takes a place for `client`, or says why there is none. Give it back with `release`.
    func admit(_ client: String) throws(Refusal) {
        lock.lock()
        defer { lock.unlock() }
        if runningTotal >= total { throw .total(total) }
        let mine = running[client, default: 0]
        if mine >= perClient { throw .client(perClient) }
        running[client] = mine + 1
        runningTotal += 1
    }

    func release(_ client: String) {
        lock.withLock {
            let mine = running[client, default: 1] - 1
            running[client] = mine > 0 ? mine : nil
            runningTotal -= 1
        }
    }

    /// Runs `work` holding a place for `client`.
    func run<T>(for client: String, _ work: () async -> T) async throws(Refusal) -> T {
        try admit(client)
        defer { release(client) }
        return await work()
    }
}
