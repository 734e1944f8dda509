import CalculatorHistory
import Foundation
import Hummingbird
import HummingbirdWebSocket

/// The browser app: the page, its WebSocket and the JSON API, on one port.
public enum BrowserApp {
    /// - Parameters:
    ///   - history: where every browser's history is saved (by browser cookie).
    ///   - historyWarning: shown on every page when `history` is not the file asked for.
    ///   - onRunning: called with the address once the server listens.
    /// - Throws: when the page's files are missing from the bundle.
    public static func application(
        _ configuration: BrowserConfiguration,
        history: HistoryStore,
        historyWarning: String? = nil,
        onRunning: @escaping @Sendable (_ host: String, _ port: Int) async -> Void = { _, _ in }
    ) throws -> some ApplicationProtocol {
        let assets = try PageAssets.load()
        let sessions = SessionRegistry(capacity: configuration.maxSessions, idleLimit: configuration.sessionIdleLimit,
                                       history: history, limits: configuration.limits)
        let socket = KeypadSocket(sessions: sessions, maxMessageBytes: configuration.maxMessageBytes,
                                  historyWarning: historyWarning)
        let evaluate = EvaluateRoute(configuration: configuration)

        let router = Router()
        router.middlewares.add(PageSecurityHeaders())
        for (path, _, _) in PageAssets.files {
            router.get(RouterPath(path)) { request, _ in
                guard let asset = assets[path] else { throw HTTPError(.notFound) }
                var response = Response(status: .ok,
                                        headers: [.contentType: asset.contentType, .cacheControl: "no-cache"],
                                        body: ResponseBody(byteBuffer: asset.body))
                // The page gives the browser its identity; a visit renews it.
                if path == "/" {
                    response.setCookie(BrowserCookie.cookie(for: BrowserCookie.browser(of: request) ?? RandomIdentifier.make()))
                }
                return response
            }
        }
        router.post("/api/evaluate") { request, _ in await evaluate.respond(to: request) }

        let sockets = Router(context: BasicWebSocketRequestContext.self)
        sockets.ws("/ws") { request, _ in
            // Only this site's page, in a browser that has loaded it, gets a keypad.
            guard BrowserCookie.browser(of: request) != nil, SameOrigin.allows(request) else { return .dontUpgrade }
            return .upgrade([:])
        } onUpgrade: { inbound, outbound, context in
            guard let browser = BrowserCookie.browser(of: context.request) else { return }
            let requested = context.request.uri.queryParameters["session"].map(String.init)
                .flatMap { RandomIdentifier.isWellFormed($0) ? $0 : nil }
            try await socket.converse(browser: browser, requestedSession: requested, inbound: inbound, outbound: outbound)
        }

        return Application(
            router: router,
            server: .http1WebSocketUpgrade(webSocketRouter: sockets,
                                           configuration: .init(ws: .init(maxFrameSize: configuration.maxMessageBytes))),
            configuration: .init(address: .hostname(configuration.host, port: configuration.port)),
            onServerRunning: { channel in
                await onRunning(configuration.host, channel.localAddress?.port ?? configuration.port)
            }
        )
    }
}

extension BrowserApp {
    /// Serves until SIGINT or SIGTERM, with history in the file at `historyPath`
    /// (default: `HistoryLocation.defaultPath`). A file that cannot be used is
    /// reported on stderr and on every page, and history is then kept in memory only.
    public static func run(_ configuration: BrowserConfiguration, historyPath: String?,
                           onRunning: @escaping @Sendable (_ host: String, _ port: Int) async -> Void) async throws {
        let path = historyPath ?? HistoryLocation.defaultPath(environment: ProcessInfo.processInfo.environment)
        let (store, warning) = HistoryStore.open(path: path)
        if let warning { FileHandle.standardError.write(Data("warning: \(warning)\n".utf8)) }
        let app = try application(configuration, history: store, historyWarning: warning, onRunning: onRunning)
        try await app.runService()
    }
}
