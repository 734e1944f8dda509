import Foundation

/// The open connections of every client address, so that no client can take them all.
/// A client gets at most `perClient`; the last `reserved` places of `total` go only to
/// clients holding fewer than `newcomer` connections, so that while a few clients hold
/// many, a new visitor still gets the page.
final class ClientConnections: @unchecked Sendable {
    struct Rules: Sendable {
        var total: Int
        var perClient: Int
        var reserved: Int
        var newcomer: Int
    }

    /// Why a connection was not taken.
    enum Refusal: Error, Equatable {
        case client(Int)
        case full

        var message: String {
            switch self {
            case let .client(limit):
                "too many connections from this address (at most \(limit)); close some and try again"
            case .full: "the server has too many connections open; try again in a few seconds"
            }
        }
    }

    let rules: Rules
    private let lock = NSLock()
    // Guarded by `lock`.
    private var open: [String: Int] = [:]
    private var openTotal = 0

    init(_ rules: Rules) {
        precondition(rules.total > 0 && rules.perClient > 0 && rules.reserved >= 0 && rules.reserved < rules.total)
        self.rules = rules
    }

    /// Takes a place for one connection of `client`, or says why there is none. Give it back with `close`.
    func open(_ client: String) throws(Refusal) {
        lock.lock()
        defer { lock.unlock() }
        let mine = open[client, default: 0]
        if mine >= rules.perClient { throw .client(rules.perClient) }
        if openTotal >= rules.total { throw .full }
        if openTotal >= rules.total - rules.reserved, mine >= rules.newcomer { throw .full }
        open[client] = mine + 1
        openTotal += 1
    }

    func close(_ client: String) {
        lock.withLock {
            let mine = open[client, default: 1] - 1
            open[client] = mine > 0 ? mine : nil
            openTotal -= 1
        }
    }

    /// Open connections of `client`, or of everyone when nil.
    func count(of client: String? = nil) -> Int {
        lock.withLock { client.map { open[$0, default: 0] } ?? openTotal }
    }
}
