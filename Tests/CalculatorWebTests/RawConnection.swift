import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// What a raw TCP conversation with the server got back.
struct RawReply {
    var text: String
    /// The server closed the connection (else the wait ran out).
    var closed: Bool
    var elapsed: Duration

    var status: Int? {
        let parts = text.split(separator: " ", maxSplits: 2)
        guard parts.count >= 2, parts[0].hasPrefix("HTTP/1.") else { return nil }
        return Int(parts[1])
    }
}

/// Talks to the server byte by byte, as a careless or hostile client would: sends each
/// part (pausing between them), then reads until the server closes or `wait` passes.
/// Runs on a thread of its own: blocking reads must not hold the server's threads.
/// - Parameter source: the client's address (any 127.x.y.z on loopback).
func rawExchange(
    port: Int, from source: String = "127.0.0.1", parts: [[UInt8]], pause: Duration = .zero,
    wait: Duration
) async -> RawReply {
    await withCheckedContinuation { continuation in
        let thread = Thread {
            continuation.resume(
                returning: rawExchangeBlocking(port: port, source: source, parts: parts, pause: pause, wait: wait))
        }
        thread.start()
    }
}

func rawExchange(port: Int, from source: String = "127.0.0.1", _ text: String, wait: Duration) async -> RawReply {
    await rawExchange(port: port, from: source, parts: [Array(text.utf8)], wait: wait)
}

private func rawExchangeBlocking(port: Int, source: String, parts: [[UInt8]], pause: Duration, wait: Duration)
    -> RawReply
{
    let clock = ContinuousClock()
    let started = clock.now
    guard let socket = connectSocket(from: source, port: port) else {
        return RawReply(text: "", closed: true, elapsed: clock.now - started)
    }
    defer { close(socket) }
    for (index, part) in parts.enumerated() {
        if index > 0, pause > .zero {
            Thread.sleep(
                forTimeInterval: Double(pause.components.seconds) + Double(pause.components.attoseconds) / 1e18)
        }
        _ = part.withUnsafeBytes { send(socket, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
    }
    var received: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 65536)
    let deadline = started + wait
    while clock.now < deadline {
        let left = deadline - clock.now
        let milliseconds = Int32(
            max(1, left.components.seconds * 1000 + left.components.attoseconds / 1_000_000_000_000_000))
        var poller = pollfd(fd: socket, events: Int16(POLLIN), revents: 0)
        guard poll(&poller, 1, milliseconds) > 0 else { continue }
        let count = buffer.withUnsafeMutableBytes { recv(socket, $0.baseAddress, $0.count, 0) }
        if count <= 0 {
            return RawReply(text: String(decoding: received, as: UTF8.self), closed: true, elapsed: clock.now - started)
        }
        received += buffer[..<count]
    }
    return RawReply(text: String(decoding: received, as: UTF8.self), closed: false, elapsed: clock.now - started)
}
