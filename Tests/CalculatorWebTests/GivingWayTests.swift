import Foundation
import Hummingbird
import NIOCore
import Testing

@testable import CalculatorWeb

#if canImport(Glibc)
    import Glibc
#endif

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

    @Test(
        "a newcomer's own connection keeps its place while its answers are still on their way to a slow reader, or its requests wait"
    )
    func slowReaderKeepsItsPlace() async throws {
        // One place, taken by a client that asks for the page's script many times over and reads
        // nothing: megabytes more than the sockets' buffers hold, so the server's writes wait.
        let requests = 400
        let app = try makeApp {
            $0.maxConnections = 1
            $0.reservedConnections = 0
            $0.newcomerConnections = 2
        }
        try await app.test(.live) { client in
            let port = try #require(client.port)
            let slow = try #require(connectSocket(from: "127.0.0.9", port: port))
            defer { close(slow) }
            let asked = Array(String(repeating: "GET /app.js HTTP/1.1\r\nHost: x\r\n\r\n", count: requests).utf8)
            #expect(asked.withUnsafeBytes { send(slow, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) } == asked.count)
            // The same client's newcomer finds no place, for as long as the answers wait: its own
            // connection gives way only once everything it was sent is written, however long that takes.
            // Between two answers the next request may wait unread for a while on a busy machine: the
            // requests were sent ahead of their answers (pipelined), so no answer written marks the place.
            for _ in 0..<8 {
                try await Task.sleep(for: .milliseconds(400))
                let newcomer = await rawExchange(
                    port: port, from: "127.0.0.9", "GET /icon.svg HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n",
                    wait: .seconds(20))
                #expect(newcomer.status == 503)
                if newcomer.status != 503 { break }
            }
            // Every answer comes, whole: the connection was not cut.
            let answers = await onThread { readAnswers(slow, count: requests, wait: .seconds(60)) }
            #expect(answers == requests)
        }
    }
}

/// How many whole HTTP answers come on `socket` (at most `count`), reading until they have or it closes.
private func readAnswers(_ socket: Int32, count: Int, wait: Duration) -> Int {
    let deadline = ContinuousClock.now + wait
    var received: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 65536)
    var whole = 0
    var start = 0
    while whole < count, ContinuousClock.now < deadline {
        // Counts the answers complete so far: each its headers, then Content-Length bytes.
        while let end = ConnectionGuard.endOfHead(in: Array(received[start...])) {
            let head = String(decoding: received[start..<(start + end)], as: UTF8.self).lowercased()
            guard let line = head.split(separator: "\r\n").first(where: { $0.hasPrefix("content-length:") }),
                let length = Int(line.dropFirst("content-length:".count).trimmingCharacters(in: .whitespaces)),
                received.count >= start + end + length
            else { break }
            start += end + length
            whole += 1
        }
        if whole >= count { break }
        var poller = pollfd(fd: socket, events: Int16(POLLIN), revents: 0)
        guard poll(&poller, 1, 100) > 0 else { continue }
        let read = buffer.withUnsafeMutableBytes { recv(socket, $0.baseAddress, $0.count, 0) }
        if read <= 0 { break }
        received += buffer[..<read]
    }
    return whole
}

/// Names appended from any thread.
final class NSLockedList: @unchecked Sendable {
    private let lock = NSLock()
    private var list: [String] = []
    func append(_ item: String) { lock.withLock { list.append(item) } }
    var items: [String] { lock.withLock { list } }
}
