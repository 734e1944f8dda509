import Foundation

@testable import CalculatorWeb

#if canImport(Glibc)
    import Glibc
#endif

/// Many raw connections held at once, from a chosen loopback address, as one client
/// hoarding connections makes them. Blocking calls: use them on a thread of their own
/// (`onThread`), never on the server's.
struct RawSockets {
    var descriptors: [Int32] = []

    /// Connects `count` sockets from `source` (any 127.x.y.z address works on loopback)
    /// and sends `text` on each. A connection the server refuses at once is still kept
    /// (closed by the server, it counts in `closedByServer`).
    static func open(_ count: Int, from source: String, port: Int, sending text: String) -> RawSockets {
        var sockets = RawSockets()
        for _ in 0..<count {
            guard let socket = connectSocket(from: source, port: port) else { continue }
            _ = Array(text.utf8).withUnsafeBytes { send(socket, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
            sockets.descriptors.append(socket)
        }
        return sockets
    }

    /// How many of the sockets the server has closed (or reset), waiting up to `wait` for them.
    func closedByServer(within wait: Duration) -> Int {
        let deadline = ContinuousClock.now + wait
        var open = Set(descriptors)
        var closed = 0
        var buffer = [UInt8](repeating: 0, count: 4096)
        while !open.isEmpty, ContinuousClock.now < deadline {
            var pollers = open.map { pollfd(fd: $0, events: Int16(POLLIN), revents: 0) }
            guard poll(&pollers, nfds_t(pollers.count), 100) > 0 else { continue }
            for poller in pollers where poller.revents != 0 {
                let count = buffer.withUnsafeMutableBytes {
                    recv(poller.fd, $0.baseAddress, $0.count, Int32(MSG_DONTWAIT))
                }
                if count <= 0 {
                    open.remove(poller.fd)
                    closed += 1
                }
            }
        }
        return closed
    }

    /// Connects from `source`, sends `text`, and reads until the answer's headers and `extra`
    /// bytes after them have come (or `wait` passes); the socket stays open, in `descriptors`.
    /// - Returns: what was read.
    mutating func exchange(
        from source: String, port: Int, _ text: String, extra: Int = 0, wait: Duration = .seconds(10)
    ) -> String {
        guard let socket = connectSocket(from: source, port: port) else { return "" }
        descriptors.append(socket)
        _ = Array(text.utf8).withUnsafeBytes { send(socket, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
        let deadline = ContinuousClock.now + wait
        var received: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        while ContinuousClock.now < deadline {
            if let end = ConnectionGuard.endOfHead(in: received), received.count >= end + extra { break }
            var poller = pollfd(fd: socket, events: Int16(POLLIN), revents: 0)
            guard poll(&poller, 1, 50) > 0 else { continue }
            let count = buffer.withUnsafeMutableBytes { recv(socket, $0.baseAddress, $0.count, 0) }
            if count <= 0 { break }
            received += buffer[..<count]
        }
        return String(decoding: received, as: UTF8.self)
    }

    func closeAll() {
        for socket in descriptors { close(socket) }
    }
}

/// A connected TCP socket from `source` to 127.0.0.1:`port`, or nil.
func connectSocket(from source: String, port: Int) -> Int32? {
    let socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    guard socket >= 0 else { return nil }
    var local = sockaddr_in()
    local.sin_family = sa_family_t(AF_INET)
    local.sin_addr.s_addr = inet_addr(source)
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_port = in_port_t(UInt16(port).bigEndian)
    address.sin_addr.s_addr = inet_addr("127.0.0.1")
    let bound = withUnsafePointer(to: &local) {
        $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
            bind(socket, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
        }
    }
    let connected = withUnsafePointer(to: &address) {
        $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
            connect(socket, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
        }
    }
    guard bound == 0, connected == 0 else {
        close(socket)
        return nil
    }
    return socket
}

/// Runs blocking work on a thread of its own.
func onThread<T: Sendable>(_ work: @escaping @Sendable () -> T) async -> T {
    await withCheckedContinuation { continuation in
        Thread { continuation.resume(returning: work()) }.start()
    }
}

/// The opening request of a keypad's WebSocket, as a browser holding `browser`'s cookie sends it.
func webSocketRequest(port: Int, browser: String) -> String {
    "GET /ws HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"
        + "Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n"
        + "Cookie: calculator-browser=\(browser)\r\n\r\n"
}

/// The process's resident memory in bytes.
func residentBytes() -> Int {
    guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return 0 }
    let pages = text.split(separator: " ").dropFirst().first.flatMap { Int($0) } ?? 0
    return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
}
