import HTTPTypes
import Hummingbird
import HummingbirdCore
import Logging
import NIOCore
import NIOHTTP1
import NIOPosix
import ServiceLifecycle

// The tests' HTTP and WebSocket client. It is built only on what the server already compiles
// (swift-nio's HTTP/1 and WebSocket codecs, WSCore's WebSocket handler), so that the tests do not
// bring a TLS stack and an HTTP client of their own into the build. Its names are those of
// Hummingbird's testing module, which the tests used before, so the tests read the same.

/// How a test reaches the app. Both start the app on a free loopback port and talk to it over
/// a socket: requests take the same path as a browser's, through every middleware.
enum TestingSetup {
    case live
    case router
}

/// A response: its head and its whole body.
struct TestResponse: Sendable {
    let head: HTTPResponse
    var status: HTTPResponse.Status { head.status }
    var headers: HTTPFields { head.headerFields }
    let body: ByteBuffer
}

/// What a test holds while the app runs: requests, WebSockets and the port they go to.
protocol TestClientProtocol: Sendable {
    /// The port the app listens on (on 127.0.0.1).
    var port: Int? { get }
    func executeRequest(uri: String, method: HTTPRequest.Method, headers: HTTPFields, body: ByteBuffer?)
        async throws -> TestResponse
}

extension TestClientProtocol {
    /// Sends a request and gives its response to `testCallback`; returns what that returns.
    @discardableResult func execute<Return>(
        uri: String,
        method: HTTPRequest.Method,
        headers: HTTPFields = [:],
        body: ByteBuffer? = nil,
        testCallback: (TestResponse) async throws -> Return = { $0 }
    ) async throws -> Return {
        try await testCallback(executeRequest(uri: uri, method: method, headers: headers, body: body))
    }
}

enum TestClientError: Error {
    case notListening
    case connectionClosed
}

extension ApplicationProtocol {
    /// Runs the app on a free port for the length of `test`, then shuts it down gracefully.
    func test<Value>(
        _ setup: TestingSetup, _ test: (any TestClientProtocol) async throws -> Value
    ) async throws -> Value {
        let app = ListeningApp(base: self)
        let services = ServiceGroup(
            configuration: .init(services: [app], gracefulShutdownSignals: [], logger: logger))
        return try await withThrowingTaskGroup(of: Void.self) { group in
            group.addTask {
                defer { app.ports.continuation.finish() }  // a server that failed to start has no port
                try await services.run()
            }
            let client = TestClient(port: try await app.port())
            do {
                let value = try await test(client)
                await client.close()
                await services.triggerGracefulShutdown()
                return value
            } catch {
                await client.close()
                await services.triggerGracefulShutdown()
                throw error
            }
        }
    }
}

/// The app as it is, but telling the port it listens on once it does.
private struct ListeningApp<Base: ApplicationProtocol>: ApplicationProtocol {
    let base: Base
    let ports = AsyncStream.makeStream(of: Int.self)

    var responder: Base.Responder { get async throws { try await base.responder } }
    var server: HTTPServerBuilder { base.server }
    var eventLoopGroup: any EventLoopGroup { base.eventLoopGroup }
    var configuration: ApplicationConfiguration { base.configuration }
    var logger: Logger { base.logger }
    var services: [any Service] { base.services }
    var processesRunBeforeServerStart: [@Sendable () async throws -> Void] { base.processesRunBeforeServerStart }

    @Sendable func onServerRunning(_ channel: any Channel) async {
        await base.onServerRunning(channel)
        if let port = channel.localAddress?.port { ports.continuation.yield(port) }
    }

    func port() async throws -> Int {
        for await port in ports.stream { return port }
        throw TestClientError.notListening
    }
}

/// Requests over keep-alive connections to 127.0.0.1 (one per request at a time; an idle one is
/// used again, as a browser would), and WebSockets.
struct TestClient: TestClientProtocol {
    let port: Int?
    private let connections = IdleConnections()

    init(port: Int) { self.port = port }

    func executeRequest(uri: String, method: HTTPRequest.Method, headers: HTTPFields, body: ByteBuffer?)
        async throws -> TestResponse
    {
        guard let port else { throw TestClientError.notListening }
        var fields = HTTPHeaders()
        fields.add(name: "Host", value: "localhost")
        fields.add(name: "Connection", value: "keep-alive")
        for field in headers { fields.add(name: field.name.rawName, value: field.value) }
        if let body { fields.replaceOrAdd(name: "Content-Length", value: String(body.readableBytes)) }
        let head = HTTPRequestHead(
            version: .http1_1, method: HTTPMethod(rawValue: method.rawValue), uri: uri, headers: fields)

        // As a browser does: a kept-alive connection the server closed just before the request
        // went out is no answer; the request goes again once, on a new connection.
        var canRetry = true
        while true {
            let (channel, isReused) = try await connections.take(port: port)
            let promise = channel.eventLoop.makePromise(of: TestResponse.self)
            let written = channel.eventLoop.makePromise(of: Void.self)
            // A write that fails before the reader has the request would leave it waiting forever.
            written.futureResult.whenFailure { promise.fail($0) }
            channel.writeAndFlush(PendingRequest(head: head, body: body, response: promise), promise: written)
            let response: TestResponse
            do {
                response = try await promise.futureResult.get()
            } catch {
                try? await channel.close()
                guard isReused, canRetry else { throw error }
                canRetry = false
                continue
            }
            if channel.isActive, response.headers[.connection]?.lowercased() != "close" {
                await connections.giveBack(channel)
            } else {
                try? await channel.close()
            }
            return response
        }
    }

    func close() async { await connections.closeAll() }
}

private actor IdleConnections {
    private var idle: [any Channel] = []

    /// A connection to the port, and whether it was kept alive from an earlier request.
    func take(port: Int) async throws -> (any Channel, isReused: Bool) {
        while let channel = idle.popLast() {
            if channel.isActive { return (channel, true) }
        }
        let channel = try await ClientBootstrap(group: MultiThreadedEventLoopGroup.singleton)
            .channelInitializer { channel in
                channel.eventLoop.makeCompletedFuture {
                    try channel.pipeline.syncOperations.addHTTPClientHandlers()
                    try channel.pipeline.syncOperations.addHandler(ResponseReader())
                }
            }
            .connect(host: "127.0.0.1", port: port).get()
        return (channel, false)
    }

    func giveBack(_ channel: any Channel) { idle.append(channel) }

    func closeAll() async {
        for channel in idle { try? await channel.close() }
        idle = []
    }
}

private struct PendingRequest: Sendable {
    let head: HTTPRequestHead
    let body: ByteBuffer?
    let response: EventLoopPromise<TestResponse>
}

/// Writes a request and completes its promise with the response once all of it has arrived.
private final class ResponseReader: ChannelDuplexHandler {
    typealias InboundIn = HTTPClientResponsePart
    typealias OutboundIn = PendingRequest
    typealias OutboundOut = HTTPClientRequestPart

    private var waiting: EventLoopPromise<TestResponse>?
    private var head: HTTPResponseHead?
    private var body = ByteBuffer()

    func write(context: ChannelHandlerContext, data: NIOAny, promise: EventLoopPromise<Void>?) {
        let request = unwrapOutboundIn(data)
        waiting = request.response
        head = nil
        body.clear()
        context.write(wrapOutboundOut(.head(request.head)), promise: nil)
        if let body = request.body { context.write(wrapOutboundOut(.body(.byteBuffer(body))), promise: nil) }
        context.write(wrapOutboundOut(.end(nil)), promise: promise)
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        switch unwrapInboundIn(data) {
        case .head(let received): head = received
        case .body(var part): body.writeBuffer(&part)
        case .end:
            guard let head, let waiting else { return }
            self.waiting = nil
            var fields = HTTPFields()
            for (name, value) in head.headers {
                if let name = HTTPField.Name(name) { fields.append(HTTPField(name: name, value: value)) }
            }
            let status = HTTPResponse.Status(code: Int(head.status.code), reasonPhrase: head.status.reasonPhrase)
            waiting.succeed(TestResponse(head: HTTPResponse(status: status, headerFields: fields), body: body))
        }
    }

    func channelInactive(context: ChannelHandlerContext) {
        waiting?.fail(TestClientError.connectionClosed)
        waiting = nil
        context.fireChannelInactive()
    }

    func errorCaught(context: ChannelHandlerContext, error: any Error) {
        waiting?.fail(error)
        waiting = nil
        context.close(promise: nil)
    }
}
