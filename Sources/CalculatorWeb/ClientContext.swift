import Hummingbird
import HummingbirdWebSocket
import NIOCore

/// Request contexts that know the client's address, which the server's limits count by.
protocol ClientAddressContext: RemoteAddressRequestContext {}

extension ClientAddressContext {
    /// The client as the limits count it: its IP address (any port), or "unknown".
    var client: String { remoteAddress?.ipAddress ?? "unknown" }
}

struct ClientRequestContext: RequestContext, ClientAddressContext {
    var coreContext: CoreRequestContextStorage
    let remoteAddress: SocketAddress?

    init(source: ApplicationRequestContextSource) {
        coreContext = .init(source: source)
        remoteAddress = source.channel.remoteAddress
    }
}

struct ClientWebSocketContext: RequestContext, WebSocketRequestContext, ClientAddressContext {
    var coreContext: CoreRequestContextStorage
    let webSocket: WebSocketHandlerReference<Self>
    let remoteAddress: SocketAddress?

    init(source: ApplicationRequestContextSource) {
        coreContext = .init(source: source)
        webSocket = .init()
        remoteAddress = source.channel.remoteAddress
    }
}
