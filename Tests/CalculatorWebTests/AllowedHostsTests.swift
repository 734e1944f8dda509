import Foundation
import Hummingbird
import Testing

@testable import CalculatorWeb

/// A page on another site that points its own name at this server (DNS rebinding) gets nothing from it.
@Suite("allowed hosts", .timeLimit(.minutes(2)))
struct AllowedHostsTests {
    @Test("the listen address, localhost, the machine's name, IP addresses and the names given are allowed")
    func names() {
        let hosts = AllowedHosts(listenAddress: "0.0.0.0", extra: ["Calc.Example.org"], machineName: "box.lan")
        for allowed in [
            "localhost", "localhost:8080", "LOCALHOST.", "127.0.0.1:8080", "[::1]:8080", "0.0.0.0", "192.168.1.9",
            "box.lan", "box:80", "calc.example.org", "calc.example.org:443",
        ] {
            #expect(hosts.allows(authority: allowed), "\(allowed)")
        }
        for refused in ["evil.example", "evil.example:8080", "localhost.evil.example", "", "example.org", "box.evil"] {
            #expect(!hosts.allows(authority: refused), "\(refused)")
        }
        #expect(hosts.allows(authority: nil))
    }

    @Test("Host: evil.example gets 421 from every route, a WebSocket included, and no 101 or 200")
    func rebinding() async throws {
        let app = try makeApp()
        try await app.test(.live) { client in
            let port = try #require(client.port)
            let cookie = "Cookie: calculator-browser=\(someBrowser)\r\n"
            let origin = "Origin: http://evil.example:\(port)\r\n"
            let host = "Host: evil.example:\(port)\r\n"
            let requests = [
                "GET / HTTP/1.1\r\n\(host)Connection: close\r\n\r\n",
                "GET /icon.svg HTTP/1.1\r\n\(host)Connection: close\r\n\r\n",
                "GET /ws HTTP/1.1\r\n\(host)\(origin)\(cookie)Upgrade: websocket\r\nConnection: Upgrade\r\n"
                    + "Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n\r\n",
                "POST /api/notes HTTP/1.1\r\n\(host)\(origin)\(cookie)Content-Type: application/json\r\n"
                    + "Content-Length: 13\r\nConnection: close\r\n\r\n{\"text\":\"1\"}\n",
                "POST /api/evaluate HTTP/1.1\r\n\(host)Content-Type: application/json\r\n"
                    + "Content-Length: 20\r\nConnection: close\r\n\r\n{\"expression\":\"1\"}\n",
            ]
            for request in requests {
                let reply = await rawExchange(port: port, request, wait: .seconds(20))
                #expect(reply.status == 421, "\(request)\n\(reply.text)")
                #expect(reply.closed)
            }
            // The same requests for a name of the server's own are answered.
            let own = await rawExchange(
                port: port, "GET / HTTP/1.1\r\nHost: localhost:\(port)\r\nConnection: close\r\n\r\n", wait: .seconds(20)
            )
            #expect(own.status == 200)
            let socket = await rawExchange(
                port: port,
                webSocketRequest(port: port, browser: someBrowser).replacingOccurrences(
                    of: "Host: 127.0.0.1:\(port)\r\n",
                    with: "Host: localhost:\(port)\r\nOrigin: http://localhost:\(port)\r\n"),
                wait: .seconds(10))  // the upgrade stays open, so all the wait passes; far above the 101's worst case
            #expect(socket.status == 101)
        }
    }

    @Test("--allowed-host adds a name")
    func extraName() async throws {
        let app = try makeApp { $0.allowedHosts = ["calc.example.org"] }
        try await app.test(.live) { client in
            let port = try #require(client.port)
            let named = await rawExchange(
                port: port, "GET / HTTP/1.1\r\nHost: calc.example.org\r\nConnection: close\r\n\r\n", wait: .seconds(20))
            #expect(named.status == 200)
            let other = await rawExchange(
                port: port, "GET / HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n", wait: .seconds(20))
            #expect(other.status == 421)
        }
    }
}
