import Foundation
import HummingbirdCore
import Logging
import NIOCore

/// The first handler of every connection, in front of the HTTP decoder, so that it also
/// sees connections that never send a complete request (which the decoder and the router
/// never hear of). It takes the connection's place among its client's (`ClientConnections`:
/// 503 and close when the client has too many), closes a connection that does not send its
/// first request's headers in time or goes quiet for too long, and reads every request's
/// headers: a request the server will not take is answered with its status and the
/// connection closed (431 for headers over the limit; 400 for a Content-Length that is
/// negative, not a number or said twice differently, or one beside Transfer-Encoding;
/// 405 for a method the calculator does not know), and one after which the connection
/// must end (HTTP/1.0 without keep-alive) is marked so for the server behind.
final class ConnectionGuard: ChannelDuplexHandler, RemovableChannelHandler {
    typealias InboundIn = ByteBuffer
    typealias InboundOut = ByteBuffer
    typealias OutboundIn = ByteBuffer
    typealias OutboundOut = ByteBuffer

    struct Rules: Sendable {
        var headTimeout: TimeAmount
        /// From a request body's first byte to its last.
        var bodyTimeout: TimeAmount = .seconds(30)
        /// From a WebSocket frame's first byte to its last.
        var frameTimeout: TimeAmount = .seconds(10)
        var idleTimeout: TimeAmount
        var maxHeaderBytes: Int
        /// The reverse proxy whose `X-Forwarded-For` names the client, if any.
        var trustedProxy: String?
        /// The names the server answers to (421 for others).
        var hosts = AllowedHosts(listenAddress: "127.0.0.1", extra: [])
    }

    /// Where the bytes read are in the stream of requests.
    private enum Reading {
        /// A request's headers, gathered in `head` until they are complete.
        case head
        /// This many bytes of the current request's body are still to come.
        case body(Int)
        /// Everything passes unread: a WebSocket, or a chunked body after which the connection ends.
        case through
        /// The connection ends after the request being answered: what more comes is dropped.
        case finished
    }

    private let rules: Rules
    private let connections: ClientConnections
    /// The IP address of the connection's other end.
    private let peer: String
    /// The client this connection is counted for, once it is.
    private var countedFor: ClientConnections.Place?
    /// When the connection's place was last told it is active (at most once a second).
    private var lastTouched = NIODeadline.now()
    private var reading = Reading.head
    private var head: [UInt8] = []
    private var firstHeadDone = false
    private var refused = false
    private var lastRead = NIODeadline.now()
    private var headDeadline: Scheduled<Void>?
    private var idleCheck: Scheduled<Void>?
    /// Closes the connection when the stage being read (a later request's headers, a body,
    /// a WebSocket frame) is not complete in time: a byte now and then must not hold it open.
    private var stageDeadline: Scheduled<Void>?
    /// The WebSocket frame header read so far, and the bytes of the frame's payload still to come.
    private var frameHead: [UInt8] = []
    private var framePayloadLeft = 0

    init(rules: Rules, connections: ClientConnections, peer: String) {
        self.rules = rules
        self.connections = connections
        self.peer = peer
    }

    func handlerAdded(context: ChannelHandlerContext) {
        lastRead = .now()
        let bound = NIOLoopBound((handler: self, context: context), eventLoop: context.eventLoop)
        headDeadline = context.eventLoop.scheduleTask(in: rules.headTimeout) {
            let (handler, context) = bound.value
            if !handler.firstHeadDone {
                handler.firstHeadDone = true
                handler.refuse(context, status: "408 Request Timeout", reason: "request headers took too long")
            }
        }
        scheduleIdleCheck(context, at: lastRead + rules.idleTimeout)
    }

    func channelActive(context: ChannelHandlerContext) {
        context.fireChannelActive()
        // A trusted proxy's connections are counted for the client its first request names.
        if peer != rules.trustedProxy { count(for: peer, context) }
    }

    func handlerRemoved(context: ChannelHandlerContext) {
        headDeadline?.cancel()
        stageDeadline?.cancel()
        idleCheck?.cancel()
        if let countedFor { connections.close(countedFor) }
        countedFor = nil
    }

    private func count(for client: String, _ context: ChannelHandlerContext) {
        do {
            let channel = context.channel
            countedFor = try connections.open(client) { channel.close(promise: nil) }
        } catch {
            refuse(context, status: "503 Service Unavailable", reason: error.message, retryAfter: true)
        }
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        lastRead = .now()
        if let countedFor, lastRead - lastTouched > .seconds(1) {
            lastTouched = lastRead
            connections.touch(countedFor)
        }
        if refused { return }  // the rest of a refused request is read and dropped
        var input = unwrapInboundIn(data)
        while input.readableBytes > 0, !refused {
            switch reading {
            case .finished:
                return
            case .through:
                if isWebSocket { followFrames(input, context) }
                return context.fireChannelRead(wrapInboundOut(input))
            case let .body(left):
                let part = input.readSlice(length: min(left, input.readableBytes))!
                reading =
                    left > part.readableBytes ? .body(left - part.readableBytes) : closingAfterBody ? .finished : .head
                if case .body = reading {} else { endStage() }
                context.fireChannelRead(wrapInboundOut(part))
            case .head:
                if head.isEmpty, firstHeadDone { startStage(rules.headTimeout, context) }
                if head.isEmpty {
                    // A request sent before the one ahead of it was answered: the client pipelines,
                    // and the next request may wait unread while an answer is written, so no
                    // finished write says the connection is between requests.
                    if requestsBegun > 0, !wroteSinceBegun { pipelines = true }
                    wroteSinceBegun = false
                    requestsBegun &+= 1
                    markAnswered(false)
                }
                let room = max(0, rules.maxHeaderBytes + 4 - head.count)
                let taken = input.readableBytes <= room ? input : input.getSlice(at: input.readerIndex, length: room)!
                let before = head.count
                head.append(contentsOf: taken.readableBytesView)
                guard let end = Self.endOfHead(in: head, from: max(0, before - 3)) else {
                    if head.count > rules.maxHeaderBytes {
                        head = []
                        let problem = Problem(
                            status: "431 Request Header Fields Too Large",
                            reason: "request headers over \(rules.maxHeaderBytes) bytes")
                        if firstHeadDone { return refuseLater(problem, context) }
                        firstHeadDone = true
                        return refuse(context, status: problem.status, reason: problem.reason, unreadBytes: true)
                    }
                    // Nothing goes on before the headers are complete: they may still have to change.
                    input.moveReaderIndex(forwardBy: taken.readableBytes)
                    continue
                }
                input.moveReaderIndex(forwardBy: end - before)
                let bytes = head[..<end]
                head = []
                readHead(bytes, context)
            }
        }
    }

    /// Checks one request's headers and passes them on, marked to close when they must.
    private func readHead(_ bytes: ArraySlice<UInt8>, _ context: ChannelHandlerContext) {
        let first = !firstHeadDone
        firstHeadDone = true
        headDeadline?.cancel()
        endStage()
        let request = RequestHead(bytes)
        if let problem = Self.problem(in: request) {
            guard first else { return refuseLater(problem, context) }
            return refuse(
                context, status: problem.status, reason: problem.reason, allow: problem.allow,
                headers: problem.headers)
        }
        // A foreign name is refused before a WebSocket could be opened for it.
        if !rules.hosts.allows(authority: request.lines("host").first) {
            let problem = Problem(status: "421 Misdirected Request", reason: "not a host name of this server")
            guard first else { return refuseLater(problem, context) }
            return refuse(context, status: problem.status, reason: problem.reason)
        }
        if first, countedFor == nil, peer == rules.trustedProxy {
            count(
                for: ClientAddress.client(
                    peer: peer, forwardedFor: request.lines("x-forwarded-for"),
                    trustedProxy: rules.trustedProxy), context)
            if refused { return }
        }
        var passed = Array(bytes)
        closingAfterBody = false
        if request.isUpgrade {
            reading = .through
            isWebSocket = true
        } else if request.isChunked {
            // The guard does not follow a chunked body: the connection ends after this request.
            passed = Self.closing(bytes)
            reading = .through
        } else {
            closingAfterBody = request.closesConnection
            if closingAfterBody { passed = Self.closing(bytes) }
            let length = request.contentLength ?? 0
            reading = length > 0 ? .body(length) : closingAfterBody ? .finished : .head
            if length > 0 { startStage(rules.bodyTimeout, context) }
        }
        context.fireChannelRead(wrapInboundOut(context.channel.allocator.buffer(bytes: passed)))
    }

    /// Refuses a later request of a kept-alive connection: earlier requests may still be being
    /// answered, and the refusal must come after theirs, so the router answers it (`LaterRefusal`),
    /// and the connection closes after it. What more the client sends is dropped.
    private func refuseLater(_ problem: Problem, _ context: ChannelHandlerContext) {
        reading = .finished
        context.fireChannelRead(
            wrapInboundOut(context.channel.allocator.buffer(bytes: LaterRefusal.request(for: problem))))
    }

    /// Whether the place is marked as between requests: the last answer written, no request begun since.
    private var answered = false
    /// Writes handed on whose bytes are not yet all written to the socket.
    private var unwritten = 0
    /// Requests begun: a write done after another request has begun must not mark the place.
    private var requestsBegun = 0
    /// Whether anything was written since the last request began.
    private var wroteSinceBegun = false
    /// The client sent a request before the one ahead of it was answered (HTTP pipelining,
    /// which browsers do not use): its place is never marked as between requests.
    private var pipelines = false

    /// Tells the ledger whether this connection is between requests (its place may then give
    /// way to another of its client's).
    private func markAnswered(_ value: Bool) {
        guard let countedFor, value || answered else { return }
        answered = value
        connections.answered(countedFor, value)
    }

    func write(context: ChannelHandlerContext, data: NIOAny, promise: EventLoopPromise<Void>?) {
        guard !isWebSocket, countedFor != nil else { return context.write(data, promise: promise) }
        // Bytes on their way: a slow reader (a phone fetching a file) must not lose its connection
        // before the server has written them all to the socket. A write unmarks the place; it is
        // marked again, from then, once no write is left and no request has begun since.
        markAnswered(false)
        wroteSinceBegun = true
        unwritten += 1
        let written = promise ?? context.eventLoop.makePromise()
        let begun = requestsBegun
        let bound = NIOLoopBound(self, eventLoop: context.eventLoop)
        written.futureResult.whenComplete { result in
            let handler = bound.value
            handler.unwritten -= 1
            guard case .success = result, handler.unwritten == 0, handler.requestsBegun == begun, !handler.pipelines,
                !handler.isWebSocket,
                case .head = handler.reading, handler.head.isEmpty
            else { return }
            handler.markAnswered(true)
        }
        context.write(data, promise: written)
    }

    /// The current request is the connection's last: after its body, nothing more is read.
    private var closingAfterBody = false
    /// The connection was upgraded (or asked to be): what follows is WebSocket frames.
    private var isWebSocket = false

    private func startStage(_ limit: TimeAmount, _ context: ChannelHandlerContext) {
        stageDeadline?.cancel()
        let bound = NIOLoopBound(context, eventLoop: context.eventLoop)
        stageDeadline = context.eventLoop.scheduleTask(in: limit) { bound.value.close(promise: nil) }
    }

    private func endStage() {
        stageDeadline?.cancel()
        stageDeadline = nil
    }

    /// Follows the frames' boundaries (RFC 6455: two bytes, a longer length, a mask, the
    /// payload), so that every frame must arrive whole within the frame deadline.
    private func followFrames(_ input: ByteBuffer, _ context: ChannelHandlerContext) {
        var bytes = input.readableBytesView[...]
        while !bytes.isEmpty {
            if framePayloadLeft > 0 {
                let taken = min(framePayloadLeft, bytes.count)
                framePayloadLeft -= taken
                bytes = bytes.dropFirst(taken)
                if framePayloadLeft == 0 { endStage() }
                continue
            }
            if frameHead.isEmpty { startStage(rules.frameTimeout, context) }
            frameHead.append(bytes.removeFirst())
            guard frameHead.count >= 2 else { continue }
            let shortLength = Int(frameHead[1] & 0x7F)
            let lengthBytes = shortLength == 126 ? 2 : shortLength == 127 ? 8 : 0
            let headLength = 2 + lengthBytes + (frameHead[1] & 0x80 != 0 ? 4 : 0)
            guard frameHead.count == headLength else { continue }
            var length = shortLength
            if lengthBytes > 0 {
                length = frameHead[2..<(2 + lengthBytes)].reduce(0) { min(Int.max >> 8, $0 << 8 | Int($1)) }
            }
            frameHead = []
            framePayloadLeft = length
            if length == 0 { endStage() }
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

    /// Where the headers end (after the blank line), if they have, looking from `start`.
    static func endOfHead(in bytes: [UInt8], from start: Int = 0) -> Int? {
        guard bytes.count >= 2 else { return nil }
        for index in max(1, start)..<bytes.count where bytes[index] == 10 {
            if index >= 3, bytes[index - 1] == 13, bytes[index - 2] == 10, bytes[index - 3] == 13 { return index + 1 }
            if bytes[index - 1] == 10 { return index + 1 }  // bare LF line ends, which the decoder also takes
        }
        return nil
    }

    /// Answers with a plain-text status written straight to the socket, and closes.
    /// - Parameter unreadBytes: the client is still sending (headers over the limit).
    /// - Parameter retryAfter: the refusal is for now only (a Retry-After header says when to come back).
    private func refuse(
        _ context: ChannelHandlerContext, status: String, reason: String, allow: String? = nil,
        headers: [String] = [], retryAfter: Bool = false, unreadBytes: Bool = false
    ) {
        let body = reason + "\n"
        var text =
            "HTTP/1.1 \(status)\r\nContent-Type: text/plain; charset=utf-8\r\nContent-Length: \(body.utf8.count)\r\n"
        if let allow { text += "Allow: \(allow)\r\n" }
        if retryAfter { text += "Retry-After: 2\r\n" }
        for header in headers { text += header + "\r\n" }
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
    let connections: ClientConnections

    func setup(channel: any Channel, logger: Logger) -> EventLoopFuture<Inner.Value> {
        do {
            let peer = channel.remoteAddress?.ipAddress ?? ClientAddress.unknown
            try channel.pipeline.syncOperations.addHandler(
                ConnectionGuard(rules: rules, connections: connections, peer: peer))
        } catch {
            return channel.eventLoop.makeFailedFuture(error)
        }
        return inner.setup(channel: channel, logger: logger)
    }

    func handle(value: Inner.Value, logger: Logger) async {
        await inner.handle(value: value, logger: logger)
    }
}
