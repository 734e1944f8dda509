import CalculatorHistory
import CalculatorKit
import Foundation
import Hummingbird
import HummingbirdCore
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
        let saver = HistorySaver(store: history)
        let pool = CalculationThreads(threads: configuration.calculationThreads)
        let sessions = SessionRegistry(capacity: configuration.maxSessions, perClient: configuration.maxSessionsPerClient,
                                       idleLimit: configuration.sessionIdleLimit, history: saver, limits: configuration.limits,
                                       threads: pool)
        let socket = KeypadSocket(sessions: sessions, threads: pool, maxMessageBytes: configuration.maxMessageBytes,
                                  historyWarning: historyWarning)
        let evaluate = EvaluateRoute(configuration: configuration, pool: pool,
                                     limit: SlowWorkLimit(perClient: configuration.apiPerClient, total: configuration.apiAtOnce))

        let router = Router(context: ClientRequestContext.self)
        router.middlewares.add(PageSecurityHeaders())
        var allowed: [String: [HTTPRequest.Method]] = ["/api/evaluate": [.post]]
        for path in PageAssets.paths {
            allowed[path] = [.get, .head]
            router.get(RouterPath(path)) { request, _ in try assetResponse(path, assets, request) }
            router.head(RouterPath(path)) { request, _ in
                // The same headers without the body; Content-Length still says the body's length.
                var response = try assetResponse(path, assets, request)
                let length = response.body.contentLength
                response.body = ResponseBody()
                response.headers[.contentLength] = length.map(String.init)
                return response
            }
        }
        let notes = NotesRoute(configuration: configuration, pool: pool,
                               limit: SlowWorkLimit(perClient: configuration.apiPerClient, total: configuration.apiAtOnce), store: history)
        router.post("/api/evaluate") { request, context in await evaluate.respond(to: request, client: context.client) }
        notes.register(on: router, allowed: &allowed)  // NotesRoute.swift
        router.middlewares.add(AllowedMethods(allowed: allowed))

        let sockets = Router(context: ClientWebSocketContext.self)
        sockets.ws("/ws") { request, _ in
            // Only this site's page, in a browser that has loaded it, gets a keypad.
            guard BrowserCookie.browser(of: request) != nil, SameOrigin.allows(request) else { return .dontUpgrade }
            return .upgrade([:])
        } onUpgrade: { inbound, outbound, context in
            guard let browser = BrowserCookie.browser(of: context.request) else { return }
            let requested = context.request.uri.queryParameters["session"].map(String.init)
                .flatMap { RandomIdentifier.isWellFormed($0) ? $0 : nil }
            try await socket.converse(browser: browser, client: context.requestContext.client, requestedSession: requested,
                                      inbound: inbound, outbound: outbound)
        }

        // History of browsers gone for long is removed at start and then daily.
        saver.expireOwners(idleLongerThan: configuration.historyOwnerLifetime)
        Task.detached { [weak saver] in
            while !Task.isCancelled {
                try? await Task.sleep(for: .seconds(24 * 60 * 60))
                guard let saver else { return }
                saver.expireOwners(idleLongerThan: configuration.historyOwnerLifetime)
            }
        }
        let rules = ConnectionGuard.Rules(headTimeout: .init(configuration.requestHeadTimeout),
                                          idleTimeout: .init(configuration.idleTimeout),
                                          maxHeaderBytes: configuration.maxHeaderBytes)
        var http1 = HTTP1Channel.Configuration(idleTimeout: .init(configuration.idleTimeout))
        http1.httpDecoder.maxHeaderListSize = configuration.maxHeaderBytes
        let channel = HTTP1WebSocketUpgradeChannel.Configuration(http1: http1, ws: .init(maxFrameSize: configuration.maxMessageBytes))
        let webSocketResponder = sockets.buildResponder()
        let server = HTTPServerBuilder { responder in
            GuardedChannel(inner: HTTP1WebSocketUpgradeChannel(responder: responder, webSocketResponder: webSocketResponder,
                                                               configuration: channel),
                           rules: rules)
        }

        return Application(
            router: router,
            server: server,
            configuration: .init(address: .hostname(configuration.host, port: configuration.port),
                                 availableConnectionsDelegate: MaximumAvailableConnections(configuration.maxConnections)),
            onServerRunning: { channel in
                await onRunning(configuration.host, channel.localAddress?.port ?? configuration.port)
            }
        )
    }

    private static func assetResponse(_ path: String, _ assets: PageAssets, _ request: Request) throws -> Response {
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
