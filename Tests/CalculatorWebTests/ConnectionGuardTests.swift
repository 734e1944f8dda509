import Foundation
import Hummingbird
import Testing

@testable import CalculatorWeb

/// Real connections to a server on a free port, as a careless or hostile client makes them:
/// every one is answered or closed within its timeout, none is left hanging.
@Suite("connections: timeouts, malformed requests, methods", .timeLimit(.minutes(2)))
struct ConnectionGuardTests {
    /// A timeout that a request which must pass has to beat is far above a loaded machine's worst case
    /// (a debug build beside other work has missed 400 ms). A test about a timeout firing sets a short one
    /// only where nothing it sends can complete in time, however slow the machine is.
    /// The waits for a close are far above the elapsed bounds, which are far below the 60 s idle timeout.
    func withServer(
        headTimeout: Duration = .seconds(30), idleTimeout: Duration = .seconds(60),
        _ test: @escaping @Sendable (Int) async throws -> Void
    ) async throws {
        let app = try makeApp {
            $0.requestHeadTimeout = headTimeout
            $0.idleTimeout = idleTimeout
        }
        try await app.test(.live) { client in try await test(try #require(client.port)) }
    }

    @Test("a connection that sends nothing, or half its headers, is answered 408 and closed")
    func silentAndHalf() async throws {
        // None of these heads ever ends, so only the head timeout can close them, however slow the machine.
        try await withServer(headTimeout: .milliseconds(400)) { port in
            let silent = await rawExchange(port: port, "", wait: .seconds(50))
            #expect(silent.closed)
            #expect(silent.elapsed < .seconds(40))
            let half = await rawExchange(
                port: port, "GET / HTTP/1.1\r\nHost: x\r\nUser-Agent: slow", wait: .seconds(50))
            #expect(half.closed)
            #expect(half.status == 408)
            // Headers trickled in slowly are cut off too.
            let trickle = await rawExchange(
                port: port, parts: (0..<20).map { _ in Array("X-A: b\r\n".utf8) },
                pause: .milliseconds(50), wait: .seconds(50))
            #expect(trickle.closed)
            #expect(trickle.elapsed < .seconds(40))
        }
    }

    @Test("an open keypad is pinged every ping interval, by one task for all of them; a closed one is let go")
    func keypadsArePinged() async throws {
        let app = try makeApp { $0.pingInterval = .milliseconds(300) }
        try await app.test(.live) { client in
            let port = try #require(client.port)
            let bytes = await onThread { () -> [UInt8] in
                var sockets = RawSockets()
                _ = sockets.exchange(from: "127.0.0.5", port: port, webSocketRequest(port: port, browser: someBrowser))
                defer { sockets.closeAll() }
                // Read until two pings have come, the first screen before them. A ping comes every
                // 0.3 s; the 60 s bound is only there so that a server that never pings fails.
                var received: [UInt8] = []
                var buffer = [UInt8](repeating: 0, count: 4096)
                let deadline = ContinuousClock.now + .seconds(60)
                while ContinuousClock.now < deadline, pingCount(received) < 2 {
                    var poller = pollfd(fd: sockets.descriptors[0], events: Int16(POLLIN), revents: 0)
                    guard poll(&poller, 1, 50) > 0 else { continue }
                    let count = buffer.withUnsafeMutableBytes {
                        recv(sockets.descriptors[0], $0.baseAddress, $0.count, 0)
                    }
                    if count <= 0 { break }
                    received += buffer[..<count]
                }
                return received
            }
            #expect(pingCount(bytes) >= 2, "\(pingCount(bytes)) pings before the connection ended")
        }
    }

    /// Empty ping frames from the server in `bytes`: FIN + opcode 9, no mask, no payload.
    private func pingCount(_ bytes: [UInt8]) -> Int {
        zip(bytes, bytes.dropFirst()).filter { $0 == (0x89, 0x00) }.count
    }

    @Test("headers over the limit are a 431; a bad Content-Length a 400; an unknown method a 405; all closed")
    func malformed() async throws {
        try await withServer { port in
            let huge = "GET / HTTP/1.1\r\nHost: x\r\nX-Big: " + String(repeating: "a", count: 100_000) + "\r\n\r\n"
            let big = await rawExchange(port: port, huge, wait: .seconds(20))
            #expect(big.status == 431)
            #expect(big.closed)
            for lengths in [
                "Content-Length: 5\r\nContent-Length: 6", "Content-Length: -1", "Content-Length: 1, 2",
                "Content-Length: x",
            ] {
                let reply = await rawExchange(
                    port: port, "POST /api/evaluate HTTP/1.1\r\nHost: x\r\n\(lengths)\r\n\r\n{}", wait: .seconds(20))
                #expect(reply.status == 400, "\(lengths)")
                #expect(reply.closed, "\(lengths)")
            }
            let unknown = await rawExchange(port: port, "BREW / HTTP/1.1\r\nHost: x\r\n\r\n", wait: .seconds(20))
            #expect(unknown.status == 405)
            #expect(unknown.text.contains("Allow: GET, HEAD, POST"))
            #expect(unknown.closed)
            let garbage = await rawExchange(port: port, "\u{1}\u{2}\u{3} nonsense\r\n\r\n", wait: .seconds(20))
            #expect(garbage.closed)
            #expect(garbage.status.map { (400..<500).contains($0) } == true, "\(garbage.text)")
        }
    }

    @Test("Transfer-Encoding beside Content-Length is a 400 and a close, on the first request and on a later one")
    func smuggling() async throws {
        try await withServer { port in
            let both =
                "POST /api/evaluate HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\nContent-Length: 4\r\n\r\n"
            let first = await rawExchange(port: port, both + "0\r\n\r\n", wait: .seconds(50))
            #expect(first.status == 400)
            #expect(first.text.contains("Transfer-Encoding"))
            #expect(first.closed)
            #expect(first.elapsed < .seconds(40))  // not the 60 s idle timeout
            let later = await rawExchange(
                port: port, "GET /icon.svg HTTP/1.1\r\nHost: x\r\n\r\n" + both + "0\r\n\r\n", wait: .seconds(50))
            #expect(later.status == 200)
            #expect(later.text.contains("HTTP/1.1 400"))
            #expect(later.closed)
            #expect(later.elapsed < .seconds(40))  // not the 60 s idle timeout
        }
    }

    @Test(
        "a malformed head is answered 400 (a WebSocket version other than 13: 426) and closed before the idle timeout",
        arguments: [
            ("POST /api/evaluate HTTP/1.1\r\nHost: x\r\nContent-Length: 2\r\nContent-Length: 2\r\n\r\n{}", 400),
            ("GET / HTTP/1.1\nHost: x\n\n", 400),
            ("GET / HTTP/1.1\r\nHost: x\r\nX Y: z\r\n\r\n", 400),
            ("POST /api/evaluate HTTP/1.1\r\nHost: x\r\nTransfer-Encoding:\r\n chunked\r\n\r\n0\r\n\r\n", 400),
            ("GET / HTTP/1.1\r\nHost: x\r\nX-A: a\u{0}b\r\n\r\n", 400),
            (
                "GET /ws HTTP/1.1\r\nHost: x\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"
                    + "Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 8\r\n\r\n", 426
            ),
        ] as [(String, Int)])
    func malformedHeads(request: String, status: Int) async throws {
        // The idle timeout is far above the wait: only the refusal closes the connection in time.
        try await withServer { port in
            let reply = await rawExchange(port: port, request, wait: .seconds(50))
            #expect(reply.status == status, "\(reply.text)")
            #expect(reply.closed)
            #expect(reply.elapsed < .seconds(40))
            if status == 426 { #expect(reply.text.contains("Sec-WebSocket-Version: 13")) }
        }
    }

    @Test("a second kept-alive request with Transfer-Encoding and Content-Length, sent after the first answer: 400")
    func laterSmuggling() async throws {
        try await withServer { port in
            let both =
                "POST /api/evaluate HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\nContent-Length: 4\r\n\r\n0\r\n\r\n"
            let later = await rawExchange(
                port: port, parts: [Array("GET /icon.svg HTTP/1.1\r\nHost: x\r\n\r\n".utf8), Array(both.utf8)],
                pause: .milliseconds(300), wait: .seconds(50))
            #expect(later.status == 200)
            #expect(later.text.contains("HTTP/1.1 400"), "\(later.text)")
            #expect(later.closed)
            #expect(later.elapsed < .seconds(40))
        }
    }

    @Test(
        "a kept-alive connection's later request is refused with the status the first would get, after the first answer",
        arguments: [
            ("GET / HTTP/1.1\r\nHost: x\r\nX-Big: " + String(repeating: "a", count: 20_000) + "\r\n\r\n", 431),
            ("BREW / HTTP/1.1\r\nHost: x\r\n\r\n", 405),
            ("GET / HTTP/1.1\nHost: x\n\n", 400),
            ("GET / HTTP/1.1\r\nHost: evil.example\r\n\r\n", 421),
            (
                "GET /ws HTTP/1.1\r\nHost: evil.example\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"
                    + "Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n\r\n", 421
            ),
            (
                "GET /ws HTTP/1.1\r\nHost: x\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"
                    + "Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 8\r\n\r\n", 426
            ),
        ] as [(String, Int)])
    func laterRefusals(request: String, status: Int) async throws {
        try await withServer { port in
            let reply = await rawExchange(
                port: port, "GET /icon.svg HTTP/1.1\r\nHost: x\r\n\r\n" + request, wait: .seconds(50))
            #expect(reply.status == 200)
            let answers = reply.text.components(separatedBy: "HTTP/1.1 ").dropFirst().map { $0.prefix(3) }
            #expect(answers == ["200", "\(status)"], "\(reply.text.suffix(300))")
            #expect(reply.closed)
            #expect(reply.elapsed < .seconds(40))  // not the 60 s idle timeout
            if status == 405 { #expect(reply.text.contains("Allow: GET, HEAD, POST")) }
            if status == 426 { #expect(reply.text.contains("Sec-WebSocket-Version: 13")) }
        }
    }

    @Test("a refusal's request is read back; a query on its path with other characters, even multi-byte, is none")
    func refusalQuery() throws {
        let problem = ConnectionGuard.Problem(status: "405 Method Not Allowed", reason: "no", allow: "GET")
        let head = String(decoding: LaterRefusal.request(for: problem), as: UTF8.self)
        let target = try #require(head.split(separator: " ").dropFirst().first)
        #expect(LaterRefusal.problem(in: request(String(target)))?.status == "405 Method Not Allowed")
        let query = String(target.drop { $0 != "?" }.dropFirst())
        #expect(LaterRefusal.problem(in: request(LaterRefusal.path + "?" + query.uppercased()))?.allow == "GET")
        // An even count of bytes in fewer characters: "é" is two bytes, "€" three, "😀" four.
        for other in ["é", "😀", "éé", "7€", "€7", "zz", "7"] {
            #expect(LaterRefusal.problem(in: request(LaterRefusal.path + "?" + other)) == nil, "\(other)")
        }
    }

    func request(_ target: String) -> Request {
        Request(
            head: HTTPRequest(method: .get, scheme: nil, authority: "x", path: target),
            body: RequestBody(buffer: ByteBuffer()))
    }

    @Test("a later request's headers, a body and a WebSocket frame sent a byte at a time are cut at their deadlines")
    func stageDeadlines() async throws {
        let app = try makeApp {
            // The requests before each trickle are sent whole and must beat these: far above a loaded
            // machine's worst case. No trickle ever completes its stage (the headers never end, the body
            // and the frame stop short of their lengths), so only a deadline can close it.
            $0.requestHeadTimeout = .seconds(10)
            $0.requestBodyTimeout = .seconds(10)
            $0.frameTimeout = .seconds(10)
            // Far above the waits: only the deadlines close these connections in time.
            $0.idleTimeout = .seconds(60)
        }
        try await app.test(.live) { client in
            let port = try #require(client.port)
            let headers = await rawExchange(
                port: port,
                parts: [Array("GET /icon.svg HTTP/1.1\r\nHost: x\r\n\r\nGET /icon.svg HTTP/1.1\r\n".utf8)]
                    + (0..<40).map { _ in Array("X: y\r\n".utf8) }, pause: .milliseconds(100), wait: .seconds(50))
            #expect(headers.status == 200)
            #expect(headers.closed)
            #expect(headers.elapsed < .seconds(40))
            let body = await rawExchange(
                port: port,
                parts: [Array("POST /api/evaluate HTTP/1.1\r\nHost: x\r\nContent-Length: 60\r\n\r\n{".utf8)]
                    + (0..<40).map { _ in Array(" ".utf8) }, pause: .milliseconds(100), wait: .seconds(50))
            #expect(body.closed)
            #expect(body.elapsed < .seconds(40))
            // A masked text frame that says 125 bytes, of which 20 come, one byte at a time after the upgrade.
            let frame: [UInt8] = [0x81, 0x80 | 125, 1, 2, 3, 4] + Array(repeating: 0x41, count: 20)
            let socket = await rawExchange(
                port: port,
                parts: [Array(webSocketRequest(port: port, browser: someBrowser).utf8)] + frame.map { [$0] },
                pause: .milliseconds(150), wait: .seconds(50))
            #expect(socket.status == 101)
            #expect(socket.closed)
            #expect(socket.elapsed < .seconds(40))
        }
    }

    @Test("HTTP/1.0 is closed after its answer unless it asks for keep-alive")
    func http10() async throws {
        try await withServer { port in
            let plain = await rawExchange(port: port, "GET /icon.svg HTTP/1.0\r\n\r\n", wait: .seconds(50))
            #expect(plain.status == 200)
            #expect(plain.closed)
            #expect(plain.elapsed < .seconds(40))  // not the 60 s idle timeout
            let body = #"{"expression": "1+2"}"#
            let posted = await rawExchange(
                port: port, "POST /api/evaluate HTTP/1.0\r\nContent-Length: \(body.utf8.count)\r\n\r\n\(body)",
                wait: .seconds(50))
            #expect(posted.status == 200)
            #expect(posted.text.contains(#""result":"3""#))
            #expect(posted.closed)
            let kept = await rawExchange(
                port: port, "GET /icon.svg HTTP/1.0\r\nConnection: keep-alive\r\n\r\n", wait: .seconds(10))
            #expect(kept.status == 200)
            #expect(!kept.closed)
            // HTTP/1.1 that says close is closed too, however it spells it.
            let closing = await rawExchange(
                port: port, "GET /icon.svg HTTP/1.1\r\nHost: x\r\nConnection: Close\r\n\r\n", wait: .seconds(50))
            #expect(closing.status == 200)
            #expect(closing.closed)
            #expect(closing.elapsed < .seconds(40))  // not the 60 s idle timeout
        }
    }

    @Test("a kept-alive connection that goes quiet is closed after the idle timeout")
    func idle() async throws {
        // The request, sent whole, must be read before the idle timeout: far above a loaded machine's worst case.
        try await withServer(idleTimeout: .seconds(10)) { port in
            let reply = await rawExchange(port: port, "GET /icon.svg HTTP/1.1\r\nHost: x\r\n\r\n", wait: .seconds(50))
            #expect(reply.status == 200)
            #expect(reply.closed)
            #expect(reply.elapsed < .seconds(40))
        }
    }

    @Test("a hundred silent connections at once are all closed")
    func many() async throws {
        // The heads never end, so the head timeout closes them; the request after them must beat it.
        try await withServer(headTimeout: .seconds(10)) { port in
            let replies = await withTaskGroup(of: RawReply.self) { group in
                for _ in 0..<100 {
                    group.addTask { await rawExchange(port: port, "GET / HTTP/1.1\r\n", wait: .seconds(50)) }
                }
                return await group.reduce(into: []) { $0.append($1) }
            }
            #expect(replies.filter { !$0.closed }.isEmpty)
            // The server still answers.
            let after = await rawExchange(
                port: port, "GET /icon.svg HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n", wait: .seconds(50))
            #expect(after.status == 200)
        }
    }

    @Test("a known path with a wrong method is a 405 with Allow; HEAD / is GET without the body")
    func methods() async throws {
        try await makeApp().test(.router) { client in
            try await client.execute(uri: "/", method: .post) { response in
                #expect(response.status == .methodNotAllowed)
                #expect(response.headers[.allow] == "GET, HEAD")
            }
            try await client.execute(uri: "/api/evaluate", method: .get) { response in
                #expect(response.status == .methodNotAllowed)
                #expect(response.headers[.allow] == "POST")
                #expect((response.body.json["error"] as? String)?.contains("use POST") == true)
            }
            let length = try await client.execute(uri: "/", method: .get) { $0.body.readableBytes }
            try await client.execute(uri: "/", method: .head) { response in
                #expect(response.status == .ok)
                #expect(response.body.readableBytes == 0)
                #expect(response.headers[.contentLength] == String(length))
                #expect(response.headers[.contentType] == "text/html; charset=utf-8")
            }
            try await client.execute(uri: "/nothing-here", method: .get) { #expect($0.status == .notFound) }
        }
    }

    @Test(
        "the request checks",
        arguments: [
            ("GET / HTTP/1.1\r\nHost: x\r\n\r\n", nil),
            ("POST /api/evaluate HTTP/1.1\r\ncontent-length:  12 \r\n\r\n", nil),
            ("POST / HTTP/1.1\r\nContent-Length: 3\r\ncontent-length: 3\r\n\r\n", "400 Bad Request"),
            ("POST / HTTP/1.1\r\nContent-Length: 3, 3\r\n\r\n", "400 Bad Request"),
            ("GET / HTTP/1.1\nHost: x\n\n", "400 Bad Request"),
            ("GET / HTTP/1.1\r\nHost: x\rY: z\r\n\r\n", "400 Bad Request"),
            ("GET / HTTP/1.1\r\nHost : x\r\n\r\n", "400 Bad Request"),
            ("GET / HTTP/1.1\r\nX Y: x\r\n\r\n", "400 Bad Request"),
            ("POST / HTTP/1.1\r\nTransfer-Encoding:\r\n chunked\r\n\r\n", "400 Bad Request"),
            ("GET / HTTP/1.1\r\nX-A: a\u{0}b\r\n\r\n", "400 Bad Request"),
            ("GET / HTTP/1.1\r\nHost: x\r\nHost: y\r\n\r\n", "400 Bad Request"),
            ("GET /ws HTTP/1.1\r\nUpgrade: websocket\r\nSec-WebSocket-Version: 8\r\n\r\n", "426 Upgrade Required"),
            ("GET /ws HTTP/1.1\r\nUpgrade: websocket\r\nSec-WebSocket-Version: 13\r\n\r\n", nil),
            ("GET / HTTP/1.1\r\nX-Tab: a\tb\r\n\r\n", nil),
            ("POST / HTTP/1.1\r\nContent-Length: 3\r\ncontent-length: 4\r\n\r\n", "400 Bad Request"),
            ("POST / HTTP/1.1\r\nContent-Length: +3\r\n\r\n", "400 Bad Request"),
            ("POST / HTTP/1.1\r\nContent-Length: 99999999999999999999\r\n\r\n", "400 Bad Request"),
            ("FOO / HTTP/1.1\r\n\r\n", "405 Method Not Allowed"),
            ("POST / HTTP/1.1\r\nTransfer-Encoding: chunked\r\nContent-Length: 3\r\n\r\n", "400 Bad Request"),
            ("POST / HTTP/1.1\r\nTransfer-Encoding: gzip\r\n\r\n", "400 Bad Request"),
            ("POST / HTTP/1.1\r\nTransfer-Encoding: chunked\r\n\r\n", nil),
        ] as [(String, String?)])
    func checks(head: String, status: String?) {
        #expect(ConnectionGuard.problem(in: Array(head.utf8))?.status == status)
    }
}
