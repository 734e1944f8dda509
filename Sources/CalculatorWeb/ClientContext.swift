import Hummingbird
import HummingbirdWebSocket
import NIOConcurrencyHelpers
import NIOCore

/// Request contexts that know the client, which the server's limits count by: its IP
/// address (any port), or "unknown". `ClientAddressMiddleware` sets it from the proxy's
/// header when the connection is from the trusted proxy.
protocol ClientAddressContext: RequestContext {
    var client: String { get set }
}

struct ClientRequestContext: ClientAddressContext {
    var coreContext: CoreRequestContextStorage
    var client: String

    init(source: ApplicationRequestContextSource) {
        coreContext = .init(source: source)
        client = source.channel.remoteAddress?.ipAddress ?? ClientAddress.unknown
    }
}

struct ClientWebSocketContext: WebSocketRequestContext, ClientAddressContext {
    var coreContext: CoreRequestContextStorage
    var client: String
    /// The router keeps the socket's handler with this context in `webSocket`, which the
    /// context holds: a cycle that would keep both (about a kilobyte) after the socket has
    /// closed. `releaseWebSocket` breaks it once the conversation is over.
    private let slot: NIOLockedValueBox<WebSocketHandlerReference<Self>?>

    var webSocket: WebSocketHandlerReference<Self> { slot.withLockedValue { $0 } ?? .init() }

    init(source: ApplicationRequestContextSource) {
        coreContext = .init(source: source)
        slot = .init(.init())
        client = source.channel.remoteAddress?.ipAddress ?? ClientAddress.unknown
    }

    func releaseWebSocket() { slot.withLockedValue { $0 = nil } }
}

/// Takes the client from `X-Forwarded-For` when the connection comes from the trusted proxy.
struct ClientAddressMiddleware<Context: ClientAddressContext>: RouterMiddleware {
    let trustedProxy: String?

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws
        -> Response
    {
        guard trustedProxy != nil else { return try await next(request, context) }
        var context = context
        context.client = ClientAddress.client(
            peer: context.client, forwardedFor: request.headers[values: .init("X-Forwarded-For")!],
            trustedProxy: trustedProxy)
        return try await next(request, context)
    }
}
