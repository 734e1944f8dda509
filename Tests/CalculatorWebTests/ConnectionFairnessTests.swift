import Foundation
import Hummingbird
import Testing

@testable import CalculatorWeb

/// One client cannot shut the others out: connections are capped per client address and
/// WebSockets per browser, with places kept for newcomers; and memory does not follow the
/// number of sessions served.
@Suite("connections: fairness between clients, memory over many sessions", .serialized, .timeLimit(.minutes(5)))
struct ConnectionFairnessTests {
    @Test(
        "one address holding 1,000 WebSockets and then 1,500 slow connections: another address gets the page, not after them"
    )
    func hoarder() async throws {
        // Both ends of every connection are in this process: 2,500 client sockets and the server's.
        #expect(FileLimit.raise(toAtLeast: 4096) >= 4096)
        let configuration = BrowserConfiguration()
        let app = try makeApp()
        try await app.test(.live) { client in
            let port = try #require(client.port)
            let sockets = await onThread {
                let upgrades = RawSockets.open(
                    1000, from: "127.0.0.1", port: port, sending: webSocketRequest(port: port, browser: someBrowser))
                let slow = RawSockets.open(
                    1500, from: "127.0.0.1", port: port, sending: "GET / HTTP/1.1\r\nHost: x\r\nX-Slow: ")
                return (upgrades, slow)
            }
            defer {
                sockets.0.closeAll()
                sockets.1.closeAll()
            }
            #expect(sockets.0.descriptors.count + sockets.1.descriptors.count == 2500)

            // The visitor: a few page loads, each answered; the quickest shows no wait behind the hoarder.
            var times: [Duration] = []
            for _ in 0..<3 {
                let visit = await rawExchange(
                    port: port, from: "127.0.0.2", "GET / HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n",
                    wait: .seconds(30))
                #expect(visit.status == 200)
                #expect(visit.text.contains("<html"))
                times.append(visit.elapsed)
            }
            // Milliseconds when idle. Waiting behind the hoarder would take at least until its idle
            // connections give way (5 s); a busy machine's worst case stays below that.
            let wait = configuration.idleBeforeGivingWay - .seconds(1)
            #expect(try #require(times.min()) < wait, "page loads took \(times)")

            // The hoarder keeps at most its share: the server has closed all the others.
            let all = RawSockets(descriptors: sockets.0.descriptors + sockets.1.descriptors)
            let closed = await onThread { all.closedByServer(within: .seconds(20)) }
            #expect(closed >= 2500 - configuration.maxConnectionsPerClient)
        }
    }

    @Test("a browser gets so many keypads at once; the next is refused until one closes")
    func keypadsPerBrowser() async throws {
        let app = try makeApp { $0.socketsPerBrowser = 3 }
        try await app.test(.live) { client in
            let port = try #require(client.port)
            let statuses = await onThread {
                var sockets = RawSockets()
                defer { sockets.closeAll() }
                var statuses = (0..<4).map { _ in
                    sockets.exchange(
                        from: "127.0.0.3", port: port, webSocketRequest(port: port, browser: someBrowser), extra: 2)
                }
                // Another browser from the same address is not counted with the first.
                statuses.append(
                    sockets.exchange(
                        from: "127.0.0.3", port: port, webSocketRequest(port: port, browser: otherBrowser), extra: 2))
                return statuses.map { RawReply(text: $0, closed: false, elapsed: .zero).status }
            }
            #expect(statuses == [101, 101, 101, 400, 101])
        }
    }

    @Test("5,000 WebSocket sessions opened and closed: memory settles within 2 MB")
    func churn() async throws {
        let app = try makeApp {
            // Sessions come and go faster than the server notices each close: not what is measured here.
            $0.socketsPerBrowser = 1000
            $0.maxConnectionsPerClient = 1000
        }
        try await app.test(.live) { client in
            let port = try #require(client.port)
            /// Opens `count` sessions on four threads, each waiting for its first screen before closing.
            func sessions(_ count: Int) async -> Int {
                await withTaskGroup(of: Int.self) { group in
                    for thread in 0..<4 {
                        group.addTask {
                            await onThread {
                                let browser = String(repeating: "c\(thread)", count: 16)
                                var opened = 0
                                for _ in 0..<count / 4 {
                                    var socket = RawSockets()
                                    let reply = socket.exchange(
                                        from: "127.0.0.4", port: port, webSocketRequest(port: port, browser: browser),
                                        extra: 2)
                                    socket.closeAll()
                                    if reply.hasPrefix("HTTP/1.1 101") { opened += 1 }
                                }
                                return opened
                            }
                        }
                    }
                    return await group.reduce(0, +)
                }
            }
            // The sessions kept for resume fill up first (a bounded set), and the threads' heaps
            // grow to their working size (a few thousand sessions): then the level is taken.
            #expect(await sessions(5000) == 5000)
            try await Task.sleep(for: .seconds(1))
            let before = residentBytes()
            #expect(await sessions(5000) == 5000)
            try await Task.sleep(for: .seconds(2))
            let after = residentBytes()
            // The keypads are pinged by one task for the server, not a sleeping task per connection
            // (those kept about a kilobyte each behind), so nothing grows with the sessions served.
            #expect(after - before < 2 << 20, "resident memory went from \(before >> 10) KB to \(after >> 10) KB")
        }
    }

    @Test("the last places go to newcomers; a client over its share is refused")
    func ledger() throws {
        let connections = ClientConnections(.init(total: 10, perClient: 6, reserved: 3, newcomer: 1))
        for _ in 0..<6 { try connections.open("a") }
        #expect(throws: ClientConnections.Refusal.client(6)) { try connections.open("a") }
        try connections.open("b")
        // 7 open: the last 3 places are for clients holding none yet.
        #expect(throws: ClientConnections.Refusal.full) { try connections.open("b") }
        try connections.open("c")
        try connections.open("d")
        try connections.open("e")
        #expect(throws: ClientConnections.Refusal.full) { try connections.open("f") }
        connections.close("a")
        try connections.open("f")
        #expect(connections.count() == 10)
        #expect(connections.count(of: "a") == 5)
    }

    @Test("X-Forwarded-For names the client only on the trusted proxy's connections, and only its last entry")
    func forwardedFor() {
        let proxy = "10.0.0.1"
        #expect(ClientAddress.client(peer: "10.0.0.1", forwardedFor: ["1.2.3.4"], trustedProxy: proxy) == "1.2.3.4")
        #expect(
            ClientAddress.client(peer: "10.0.0.1", forwardedFor: ["6.6.6.6, 1.2.3.4"], trustedProxy: proxy) == "1.2.3.4"
        )
        #expect(
            ClientAddress.client(peer: "10.0.0.1", forwardedFor: ["6.6.6.6", "1.2.3.4"], trustedProxy: proxy)
                == "1.2.3.4")
        #expect(
            ClientAddress.client(peer: "10.0.0.1", forwardedFor: ["not an address"], trustedProxy: proxy) == "10.0.0.1")
        #expect(ClientAddress.client(peer: "10.0.0.1", forwardedFor: [], trustedProxy: proxy) == "10.0.0.1")
        #expect(ClientAddress.client(peer: "10.0.0.2", forwardedFor: ["1.2.3.4"], trustedProxy: proxy) == "10.0.0.2")
        #expect(ClientAddress.client(peer: "10.0.0.2", forwardedFor: ["1.2.3.4"], trustedProxy: nil) == "10.0.0.2")
        #expect(
            ClientAddress.client(peer: "::1", forwardedFor: [" 2001:db8::1 "], trustedProxy: "::1") == "2001:db8::1")
        #expect(!BrowserConfiguration.isIPAddress("proxy.example"))
    }

    @Test("behind the trusted proxy, connections are counted for the client the proxy names")
    func behindProxy() async throws {
        let app = try makeApp {
            $0.trustedProxy = "127.0.0.1"
            $0.maxConnectionsPerClient = 2
        }
        try await app.test(.live) { client in
            let port = try #require(client.port)
            let replies = await onThread {
                var sockets = RawSockets()
                defer { sockets.closeAll() }
                let held = "GET /icon.svg HTTP/1.1\r\nHost: x\r\nX-Forwarded-For: 192.0.2.7\r\n\r\n"
                let other = "GET /icon.svg HTTP/1.1\r\nHost: x\r\nX-Forwarded-For: 192.0.2.8\r\n\r\n"
                return [held, held, held, other].map { sockets.exchange(from: "127.0.0.1", port: port, $0) }
                    .map { RawReply(text: $0, closed: false, elapsed: .zero).status }
            }
            // The proxy's connections are many; the third of one client is one too many.
            #expect(replies == [200, 200, 503, 200])
        }
    }
}
