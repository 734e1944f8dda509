import Hummingbird
import Logging
import NIOCore
import NIOHTTP1
import NIOPosix
import NIOWebSocket
@_spi(WSInternal) import WSCore

/// What the tests' WebSocket sends with its opening request, beside `Host` and `Origin: ws://localhost`.
struct WebSocketClientConfiguration: Sendable {
    var additionalHeaders: HTTPFields = [:]
    var maxFrameSize = 1 << 14
    var closeTimeout: Duration = .seconds(15)
}

struct WebSocketClientError: Error, Equatable {
    private let reason: String
    /// The server answered the opening request without switching to a WebSocket.
    static let webSocketUpgradeFailed = WebSocketClientError(reason: "the server refused the WebSocket")
}

/// The context a WebSocket handler gets: only a logger.
struct TestWebSocketContext: WebSocketContext {
    let logger: Logger
}

extension TestClientProtocol {
    /// Opens a WebSocket at `path`, runs `handler` with its two directions (WSCore's, as the server
    /// has them: the client masks what it sends, answers pings and closes when the handler returns),
    /// and returns the close frame the server sent, if any.
    @discardableResult func ws(
        _ path: String,
        configuration: WebSocketClientConfiguration = .init(),
        logger: Logger = Logger(label: "TestWebSocket"),
        handler: @escaping WebSocketDataHandler<TestWebSocketContext>
    ) async throws -> WebSocketCloseFrame? {
        guard let port else { throw TestClientError.notListening }
        let opened = try await ClientBootstrap(group: MultiThreadedEventLoopGroup.singleton)
            .connect(host: "127.0.0.1", port: port) { channel in
                channel.eventLoop.makeCompletedFuture {
                    try Self.upgrade(channel, path: path, port: port, configuration: configuration)
                }
            }
        switch try await opened.get() {
        case .webSocket(let channel):
            return try await WebSocketHandler.handle(
                type: .client,
                configuration: .init(
                    extensions: [], autoPing: .disabled, closeTimeout: configuration.closeTimeout,
                    validateUTF8: false, maxFrameSize: configuration.maxFrameSize),
                asyncChannel: channel,
                context: TestWebSocketContext(logger: logger),
                handler: handler)
        case .refused(let channel):
            try? await channel.close()
            throw WebSocketClientError.webSocketUpgradeFailed
        }
    }

    private static func upgrade(
        _ channel: any Channel, path: String, port: Int, configuration: WebSocketClientConfiguration
    ) throws -> EventLoopFuture<Opened> {
        let upgrader = NIOTypedWebSocketClientUpgrader<Opened>(
            maxFrameSize: configuration.maxFrameSize,
            upgradePipelineHandler: { channel, _ in
                channel.eventLoop.makeCompletedFuture {
                    .webSocket(try NIOAsyncChannel(wrappingChannelSynchronously: channel))
                }
            })
        var headers = HTTPHeaders()
        headers.add(name: "Host", value: "localhost:\(port)")
        headers.add(name: "Origin", value: "ws://localhost")
        for field in configuration.additionalHeaders { headers.add(name: field.name.rawName, value: field.value) }
        let request = HTTPRequestHead(version: .http1_1, method: .GET, uri: path, headers: headers)
        var pipeline = NIOUpgradableHTTPClientPipelineConfiguration(
            upgradeConfiguration: NIOTypedHTTPClientUpgradeConfiguration(
                upgradeRequestHead: request, upgraders: [upgrader],
                notUpgradingCompletionHandler: { channel in channel.eventLoop.makeSucceededFuture(.refused(channel)) }))
        pipeline.leftOverBytesStrategy = .forwardBytes
        return try channel.pipeline.syncOperations.configureUpgradableHTTPClientPipeline(configuration: pipeline)
    }
}

private enum Opened: Sendable {
    case webSocket(NIOAsyncChannel<WebSocketFrame, WebSocketFrame>)
    case refused(any Channel)
}
