import Foundation
import HummingbirdCore
import Logging
import NIOCore

/// The first handler of every connection, in front of the HTTP decoder, so that it also
/// sees connections that never send a complete request (which the decoder and the router
/// never hear of). It closes a connection that does not send its first request's headers
/// in time or goes quiet for too long, and answers a first request the server will not
/// take with its status and closes: 431 for headers over the limit, 400 for a
/// Content-Length that is negative, not a number or said twice differently, 405 for a
/// method the calculator does not know. Later requests on a kept-alive connection are
/// checked by the decoder (400 and close) and the idle timeout.
final class ConnectionGuard: ChannelDuplexHandler, RemovableChannelHandler {
    typealias InboundIn = ByteBuffer
    typealias InboundOut = ByteBuffer
    typealias OutboundIn = ByteBuffer
    typealias OutboundOut = ByteBuffer

    struct Rules: Sendable {
        var headTimeout: TimeAmount
        var idleTimeout: TimeAmount
        var maxHeaderBytes: Int
    }

    /// Methods any path of the server answers (others get 405).
    static let knownMethods: Set<Substring> = ["GET", "HEAD", "POST", "PUT", "DELETE", "OPTIONS", "PATCH"]

    private let rules: Rules
    /// The first request's headers so far, until they are complete.
    private var head: [UInt8] = []
    private var headDone = false
    private var refused = false
    private var lastRead = NIODeadline.now()
    private var headDeadline: Scheduled<Void>?
    private var idleCheck: Scheduled<Void>?

    init(rules: Rules) {
        self.rules = rules
    }

    func handlerAdded(context: ChannelHandlerContext) {
        lastRead = .now()
        let bound = NIOLoopBound((handler: self, context: context), eventLoop: context.eventLoop)
        headDeadline = context.eventLoop.scheduleTask(in: rules.headTimeout) {
            let (handler, context) = bound.value
            if !handler.headDone {
                handler.headDone = true
                handler.refuse(context, status: "408 Request Timeout", reason: "request headers took too long")
            }
        }
        scheduleIdleCheck(context, at: lastRead + rules.idleTimeout)
    }

    func handlerRemoved(context: ChannelHandlerContext) {
        headDeadline?.cancel()
        idleCheck?.cancel()
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        lastRead = .now()
        if refused { return }  // the rest of a refused request is read and dropped
        guard !headDone else { return context.fireChannelRead(data) }
        let bytes = unwrapInboundIn(data)
        head.append(contentsOf: bytes.readableBytesView.prefix(rules.maxHeaderBytes + 4 - head.count))
        if let end = Self.endOfHead(in: head) {
            headDone = true
            headDeadline?.cancel()
            if let problem = check(head[..<end]) {
                head = []
                return refuse(context, status: problem.status, reason: problem.reason, allow: problem.allow)
            }
            head = []
            context.fireChannelRead(data)
        } else if head.count > rules.maxHeaderBytes {
            head = []
            headDone = true
            refuse(context, status: "431 Request Header Fields Too Large",
                   reason: "request headers over \(rules.maxHeaderBytes) bytes", unreadBytes: true)
        } else {
            context.fireChannelRead(data)
        }
    }

    private func scheduleIdleCheck(_ context: ChannelHandlerContext, at deadline: NIODeadline) {
        let bound = NIOLoopBound((handler: self, context: context), eventLoop: context.eventLoop)
        idleCheck = context.eventLoop.scheduleTask(deadline: deadline) {
            let (handler, context) = bound.value
            let due = handler.lastRead + handler.rules.idleTimeout
            if due <= .now() {
                context.close(promise: nil)
            } else {
                handler.scheduleIdleCheck(context, at: due)
            }
        }
    }

    /// Where the headers end (after the blank line), if they have.
    static func endOfHead(in bytes: [UInt8]) -> Int? {
        guard bytes.count >= 4 else { return nil }
        for index in 3..<bytes.count where bytes[index] == 10 {
            if bytes[index - 1] == 13, bytes[index - 2] == 10, bytes[index - 3] == 13 { return index + 1 }
            if bytes[index - 1] == 10 { return index + 1 }  // bare LF line ends, which the decoder also takes
        }
        return nil
    }

    struct Problem: Equatable {
        var status: String
        var reason: String
        var allow: String?
    }

    /// What is wrong with a request head that the router would never see properly.
    static func problem(in head: some Collection<UInt8>) -> Problem? {
        let text = String(decoding: head, as: UTF8.self)
        let lines = text.split(omittingEmptySubsequences: true, whereSeparator: { $0 == "\r\n" || $0 == "\n" || $0 == "\r" })
        guard let requestLine = lines.first else { return Problem(status: "400 Bad Request", reason: "no request line") }
        let method = requestLine.prefix { $0 != " " }
        if !knownMethods.contains(method) {
            return Problem(status: "405 Method Not Allowed", reason: "unknown method", allow: "GET, HEAD, POST")
        }
        var lengths: Set<String> = []
        for line in lines.dropFirst() {
            guard let colon = line.firstIndex(of: ":") else { continue }
            if line[..<colon].lowercased() == "content-length" {
                for value in line[line.index(after: colon)...].split(separator: ",", omittingEmptySubsequences: false) {
                    lengths.insert(value.trimmingCharacters(in: .whitespaces))
                }
            }
        }
        if lengths.count > 1 { return Problem(status: "400 Bad Request", reason: "conflicting Content-Length") }
        if let length = lengths.first, length.isEmpty || !length.allSatisfy({ $0.isASCII && $0.isNumber }) || length.count > 18 {
            return Problem(status: "400 Bad Request", reason: "Content-Length is not a length")
        }
        return nil
    }

    private func check(_ head: ArraySlice<UInt8>) -> Problem? { Self.problem(in: head) }

    /// Answers with a plain-text status written straight to the socket, and closes.
    /// - Parameter unreadBytes: the client is still sending (headers over the limit).
    private func refuse(_ context: ChannelHandlerContext, status: String, reason: String, allow: String? = nil,
                        unreadBytes: Bool = false) {
        let body = reason + "\n"
        var text = "HTTP/1.1 \(status)\r\nContent-Type: text/plain; charset=utf-8\r\nContent-Length: \(body.utf8.count)\r\n"
        if let allow { text += "Allow: \(allow)\r\n" }
        text += "Connection: close\r\n\r\n" + body
        let buffer = context.channel.allocator.buffer(string: text)
        refused = true
        let channel = context.channel
        let written = context.writeAndFlush(wrapOutboundOut(buffer))
        guard unreadBytes else {
            // Told as the client's end closing, the WebSocket upgrade handler behind closes
            // quietly (a plain close is logged as an error there, once per connection).
            context.fireUserInboundEventTriggered(ChannelEvent.inputClosed)
            written.whenComplete { _ in channel.close(promise: nil) }
            return
        }
        // Closing with the client's bytes unread would reset the connection and could lose
        // the answer: stop writing, drop what still comes, and close a moment later.
        written.whenComplete { _ in
            channel.close(mode: .output, promise: nil)
            channel.eventLoop.scheduleTask(in: .seconds(1)) { channel.close(promise: nil) }
        }
    }
}

/// Puts a `ConnectionGuard` in front of every connection the server accepts.
struct GuardedChannel<Inner: ServerChildChannel>: ServerChildChannel {
    let inner: Inner
    let rules: ConnectionGuard.Rules

    func setup(channel: any Channel, logger: Logger) -> EventLoopFuture<Inner.Value> {
        do {
            try channel.pipeline.syncOperations.addHandler(ConnectionGuard(rules: rules))
        } catch {
            return channel.eventLoop.makeFailedFuture(error)
        }
        return inner.setup(channel: channel, logger: logger)
    }

    func handle(value: Inner.Value, logger: Logger) async {
        await inner.handle(value: value, logger: logger)
    }
}
