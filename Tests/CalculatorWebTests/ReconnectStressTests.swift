import Foundation
import Testing

@testable import CalculatorWeb

#if canImport(Glibc)
    import Glibc
#endif

/// A tab reloaded again and again: it takes its keypad back, presses keys and goes, while
/// the answers to its keys are still being published. Each close races a publish; a lock
/// held while publishing once made the two wait on each other and froze the server.
@Suite("Reconnects racing keys and closes", .serialized)
struct ReconnectStressTests {
    @Test("2,000 reconnect–press–close sessions of one browser: the server answers throughout and after")
    func reloads() async throws {
        let app = try makeApp {
            $0.socketsPerBrowser = 1000
            $0.maxConnectionsPerClient = 1000
        }
        try await app.test(.live) { client in
            let port = try #require(client.port)
            let browser = String(repeating: "ab", count: 16)
            let done = await withTaskGroup(of: Int.self) { group in
                for _ in 0..<2 {
                    group.addTask {
                        await onThread {
                            var session: String?
                            var sessions = 0
                            for round in 0..<1000 {
                                if let id = Tab.reload(port: port, browser: browser, session: session, round: round) {
                                    session = id
                                    sessions += 1
                                }
                            }
                            return sessions
                        }
                    }
                }
                // The page is served all along.
                group.addTask {
                    var answered = 0
                    for _ in 0..<20 {
                        let reply = await rawExchange(
                            port: port, "GET /layout.json HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n",
                            wait: .seconds(60))
                        if reply.status == 200 { answered += 1 }
                    }
                    return answered == 20 ? 0 : -1
                }
                return await group.reduce(0, +)
            }
            #expect(done == 2000, "sessions opened and played: \(done) of 2,000")
            let reply = await rawExchange(
                port: port, "GET /layout.json HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n",
                wait: .seconds(60))
            #expect(reply.status == 200)
            // A keypad still calculates.
            try await client.ws("/ws", configuration: socketConfiguration(browser)) { inbound, outbound, _ in
                var page = PageSide(inbound, outbound)
                _ = try await page.next()
                let update = try await page.press("7", "×", "6", "=")
                #expect(update.screen?.display == "42")
            }
        }
    }
}

/// One tab's life, on raw sockets: opens the keypad (resuming `session`), sends
/// `1 + 2 =` as masked frames, and closes, at once or after reading some of the answers.
private enum Tab {
    static func reload(port: Int, browser: String, session: String?, round: Int) -> String? {
        guard let socket = connectSocket(from: "127.0.0.5", port: port) else { return nil }
        defer { close(socket) }
        let path = session.map { "/ws?session=\($0)" } ?? "/ws"
        let request =
            "GET \(path) HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"
            + "Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n"
            + "Cookie: calculator-browser=\(browser)\r\n\r\n"
        write(socket, Array(request.utf8))
        // The first update names the session.
        guard let first = read(socket, until: { sessionID(in: $0) != nil }), let id = sessionID(in: first) else {
            return nil
        }
        for key in ["1", "+", "2", "="] { write(socket, frame(#"{"key":"\#(key)","id":\#(round)}"#)) }
        // Half the tabs go at once, half once an answer has come: closes land at every moment.
        if round % 2 == 1 { _ = read(socket, until: { $0.contains("\"answers\":\(round)") }) }
        return id
    }

    /// The session the first update names, once all of it has come (a frame may arrive in parts).
    private static func sessionID(in text: String) -> String? {
        guard let start = text.range(of: "\"session\":\"") else { return nil }
        guard let end = text[start.upperBound...].firstIndex(of: "\"") else { return nil }
        return String(text[start.upperBound..<end])
    }

    /// A client's text frame: masked, as the protocol asks of clients.
    private static func frame(_ text: String) -> [UInt8] {
        let payload = Array(text.utf8)
        let mask: [UInt8] = [0x37, 0xFA, 0x21, 0x3D]
        return [0x81, 0x80 | UInt8(payload.count)] + mask + payload.enumerated().map { $1 ^ mask[$0 % 4] }
    }

    private static func write(_ socket: Int32, _ bytes: [UInt8]) {
        _ = bytes.withUnsafeBytes { send(socket, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
    }

    /// Reads until what has come is `complete` (nil when the server closes or 30 s pass).
    private static func read(_ socket: Int32, until complete: (String) -> Bool) -> String? {
        var received: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        let deadline = ContinuousClock.now + .seconds(30)
        while ContinuousClock.now < deadline {
            let text = String(decoding: received, as: UTF8.self)
            if complete(text) { return text }
            var poller = pollfd(fd: socket, events: Int16(POLLIN), revents: 0)
            guard poll(&poller, 1, 50) > 0 else { continue }
            let count = buffer.withUnsafeMutableBytes { recv(socket, $0.baseAddress, $0.count, 0) }
            if count <= 0 { return nil }
            received += buffer[..<count]
        }
        return nil
    }
}
