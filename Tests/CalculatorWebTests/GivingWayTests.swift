import Foundation
import Hummingbird
import NIOCore
import Testing

@testable import CalculatorWeb

/// Idle connections give way to a newcomer: a crowd of quiet sockets cannot lock a new visitor out.
@Suite("connections: idle ones give way", .timeLimit(.minutes(2)))
struct GivingWayTests {
    @Test("a newcomer takes the place of the quietest connection of the client holding the most")
    func ledger() throws {
        let connections = ClientConnections(
            .init(total: 8, perClient: 6, reserved: 2, newcomer: 3, idleBeforeGivingWay: .zero))
        let closed = NSLockedList()
        for index in 0..<5 { try connections.open("a") { closed.append("a\(index)") } }
        for index in 0..<3 { try connections.open("b") { closed.append("b\(index)") } }
        try connections.open("c")
        #expect(closed.items == ["a0"])
        #expect(connections.count() == 8)
        #expect(connections.count(of: "a") == 4)
        // A client holding many gets no place at another's cost.
        #expect(throws: ClientConnections.Refusal.full) { try connections.open("b") }
        // Places that may not give way (or not yet quiet long enough) are kept.
        let strict = ClientConnections(.init(total: 2, perClient: 2, reserved: 0, newcomer: 1))
        try strict.open("a") { closed.append("strict") }
        try strict.open("a") { closed.append("strict") }
        #expect(throws: ClientConnections.Refusal.full) { try strict.open("c") }
        #expect(!closed.items.contains("strict"))
    }

    @Test("when the crowd holds no more than the newcomer, a newcomer's own answered connection gives way")
    func ownAnsweredConnection() throws {
        let connections = ClientConnections(
            .init(
                total: 4, perClient: 4, reserved: 0, newcomer: 3, idleBeforeGivingWay: .zero,
                answeredBeforeGivingWay: .zero))
        let closed = NSLockedList()
        for index in 0..<2 { try connections.open("a") { closed.append("a\(index)") } }
        for index in 0..<2 { try connections.open("b") { closed.append("b\(index)") } }
        let page = try connections.open("c") { closed.append("c0") }
        #expect(closed.items == ["a0"])
        // The others hold no more than the newcomer would: none of theirs gives way, and the
        // newcomer's own connection is still being answered.
        #expect(throws: ClientConnections.Refusal.full) { try connections.open("c") }
        // A connection whose next request has begun keeps its place.
        connections.answered(page, true)
        connections.answered(page, false)
        #expect(throws: ClientConnections.Refusal.full) { try connections.open("c") }
        connections.answered(page, true)
        try connections.open("c") { closed.append("c1") }
        #expect(closed.items == ["a0", "c0"])
        #expect(connections.count(of: "c") == 1)
    }

    @Test(
        "with every place held by idle WebSockets from many addresses, a new address loads the page and plays 1 + 2 =")
    func crowdOfIdleSockets() async throws {
        let addresses = 20
        let perAddress = 5
        let app = try makeApp {
            $0.maxConnections = addresses * perAddress
            $0.reservedConnections = 10
            $0.idleBeforeGivingWay = .zero
        }
        try await app.test(.live) { client in
            let port = try #require(client.port)
            let crowd = await onThread { () -> RawSockets in
                var sockets = RawSockets()
                for address in 0..<addresses {
                    for tab in 0..<perAddress {
                        _ = sockets.exchange(
                            from: "127.0.2.\(address + 1)", port: port,
                            webSocketRequest(port: port, browser: String(format: "%030x%02x", address, tab)), extra: 2)
                    }
                }
                return sockets
            }
            defer { crowd.closeAll() }
            // Every place is taken.
            let full = await rawExchange(
                port: port, from: "127.0.2.1", "GET / HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n",
                wait: .seconds(20))
            #expect(full.status == 503)
            let page = await rawExchange(
                port: port, from: "127.0.0.9", "GET / HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n",
                wait: .seconds(20))
            #expect(page.status == 200)
            try await client.ws("/ws", configuration: socketConfiguration(someBrowser)) { inbound, outbound, _ in
                var side = PageSide(inbound, outbound)
                _ = try await side.next()
                let result = try await side.press("1", "+", "2", "=")
                #expect(result.screen?.display == "3")
            }
        }
    }
}

/// Names appended from any thread.
final class NSLockedList: @unchecked Sendable {
    private let lock = NSLock()
    private var list: [String] = []
    func append(_ item: String) { lock.withLock { list.append(item) } }
    var items: [String] { lock.withLock { list } }
}
