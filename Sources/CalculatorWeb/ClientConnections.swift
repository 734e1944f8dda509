import Foundation
import NIOCore

/// The open connections of every client address, so that no client can take them all.
/// A client gets at most `perClient`; the last `reserved` places of `total` go only to
/// clients holding fewer than `newcomer` connections, so that while a few clients hold
/// many, a new visitor still gets the page. When no place is left for such a client,
/// an idle connection gives way: the one quiet longest among those of the client holding
/// the most (if it has been quiet for `idleBeforeGivingWay` and its client holds more
/// than the newcomer would). Many idle connections thus cannot lock everyone out. When no
/// other client's connection may give way (the crowd holds no more than the newcomer), one
/// of the newcomer's own that is between requests, its last answer written to the socket, gives way: a
/// browser opens several connections for a page's files, and its keypad must still get one.
final class ClientConnections: @unchecked Sendable {
    struct Rules: Sendable {
        var total: Int
        var perClient: Int
        var reserved: Int
        var newcomer: Int
        /// How long a connection must have been quiet before it may give way to a newcomer.
        var idleBeforeGivingWay: TimeAmount = .seconds(5)
        /// How long a newcomer's own connection must have been between requests before it gives way to another of its.
        var answeredBeforeGivingWay: TimeAmount = .milliseconds(500)
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

    /// One connection's place.
    final class Place: @unchecked Sendable {
        let client: String
        /// Closes the connection, when it may give way to a newcomer.
        fileprivate let giveWay: (@Sendable () -> Void)?
        // Guarded by the ledger's lock.
        fileprivate var lastActive = NIODeadline.now()
        fileprivate var given = false
        /// Since when the connection's last answer is all written to the socket, with no request
        /// begun since (never for a WebSocket).
        fileprivate var answeredSince: NIODeadline?

        fileprivate init(client: String, giveWay: (@Sendable () -> Void)?) {
            self.client = client
            self.giveWay = giveWay
        }
    }

    let rules: Rules
    private let lock = NSLock()
    // Guarded by `lock`.
    private var open: [String: [Place]] = [:]
    private var openTotal = 0

    init(_ rules: Rules) {
        precondition(rules.total > 0 && rules.perClient > 0 && rules.reserved >= 0 && rules.reserved < rules.total)
        self.rules = rules
    }

    /// Takes a place for one connection of `client`, or says why there is none. Give it back with `close`.
    /// - Parameter giveWay: closes this connection when a newcomer needs its place (nil: never).
    @discardableResult
    func open(_ client: String, giveWay: (@Sendable () -> Void)? = nil) throws(Refusal) -> Place {
        lock.lock()
        let mine = open[client]?.count ?? 0
        if mine >= rules.perClient {
            lock.unlock()
            throw .client(rules.perClient)
        }
        var victim: Place?
        if openTotal >= rules.total || (openTotal >= rules.total - rules.reserved && mine >= rules.newcomer) {
            guard mine < rules.newcomer, let idlest = idlestOfLargest(above: mine + 1) ?? answeredOwn(of: client) else {
                lock.unlock()
                throw .full
            }
            victim = idlest
            idlest.given = true
            remove(idlest)
        }
        let place = Place(client: client, giveWay: giveWay)
        open[client, default: []].append(place)
        openTotal += 1
        lock.unlock()
        victim?.giveWay?()
        return place
    }

    /// The quietest connection that may give way, of the client holding the most (more than `count`).
    /// Between clients holding as many, the quietest connection of them all: never the order of a
    /// dictionary, which changes from run to run.
    private func idlestOfLargest(above count: Int) -> Place? {
        let quietSince = NIODeadline.now() - rules.idleBeforeGivingWay
        var chosen: (held: Int, place: Place)?
        for places in open.values where places.count > count {
            let candidates = places.filter { $0.giveWay != nil && $0.lastActive <= quietSince }
            guard let idlest = candidates.min(by: { $0.lastActive < $1.lastActive }) else { continue }
            if let best = chosen,
                best.held > places.count || best.held == places.count && best.place.lastActive <= idlest.lastActive
            {
                continue
            }
            chosen = (places.count, idlest)
        }
        return chosen?.place
    }

    /// The client's own connection answered longest ago that may give way, if any.
    private func answeredOwn(of client: String) -> Place? {
        let since = NIODeadline.now() - rules.answeredBeforeGivingWay
        return open[client]?.filter { $0.giveWay != nil && ($0.answeredSince.map { $0 <= since } ?? false) }
            .min { $0.answeredSince! < $1.answeredSince! }
    }

    private func remove(_ place: Place) {
        guard var places = open[place.client], let index = places.firstIndex(where: { $0 === place }) else { return }
        places.remove(at: index)
        open[place.client] = places.isEmpty ? nil : places
        openTotal -= 1
    }

    /// The connection was heard from: it is not idle.
    func touch(_ place: Place) {
        lock.withLock { place.lastActive = .now() }
    }

    /// The connection's answer is all written (true), or more is being written or a new request has begun (false).
    func answered(_ place: Place, _ answered: Bool) {
        lock.withLock { place.answeredSince = answered ? .now() : nil }
    }

    func close(_ place: Place) {
        lock.withLock { if !place.given { remove(place) } }
    }

    /// Gives back one place of `client`.
    func close(_ client: String) {
        lock.withLock { if let place = open[client]?.last { remove(place) } }
    }

    /// Open connections of `client`, or of everyone when nil.
    func count(of client: String? = nil) -> Int {
        lock.withLock { client.map { open[$0]?.count ?? 0 } ?? openTotal }
    }
}
