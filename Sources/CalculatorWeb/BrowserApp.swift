import CalculatorHistory
import CalculatorKit
import Foundation
import Hummingbird
import HummingbirdCore
import HummingbirdWebSocket
import Logging
import ServiceLifecycle

/// The browser app: the page, its WebSocket and the JSON API, on one port.
public enum BrowserApp {
    /// The parts the routers share.
    struct Parts {
        let configuration: BrowserConfiguration
        let assets: PageAssets
        let saver: HistorySaver
        let store: HistoryStore
        /// Where every calculation runs, keys' and the API's alike, each browser and client in its turn.
        let pool: CalculationThreads
        let sessions: SessionRegistry
        let historyWarning: String?
        /// Open keypads of each browser.
        let browserSockets: ClientConnections
        /// Pings the open keypads.
        let pinger: KeypadPinger
        /// The names the server answers to.
        let hosts: AllowedHosts

        init(_ configuration: BrowserConfiguration, history: HistoryStore, historyWarning: String?) throws {
            self.configuration = configuration
            assets = try PageAssets.load()
            store = history
            saver = HistorySaver(store: history)
            pool = CalculationThreads(threads: configuration.calculationThreads)
            sessions = SessionRegistry(
                capacity: configuration.maxSessions, perClient: configuration.maxSessionsPerClient,
                idleLimit: configuration.sessionIdleLimit, history: saver, limits: configuration.limits,
                threads: pool)
            self.historyWarning = historyWarning
            pinger = KeypadPinger(interval: configuration.pingInterval)
            hosts = AllowedHosts(listenAddress: configuration.host, extra: configuration.allowedHosts)
            browserSockets = ClientConnections(
                .init(
                    total: Int.max / 2, perClient: configuration.socketsPerBrowser,
                    reserved: 0, newcomer: 0))
        }
    }

    /// - Parameters:
    ///   - history: where every browser's history is saved (by browser cookie).
    ///   - historyWarning: shown on every page when `history` is not the file asked for.
    ///   - logger: where requests and the server's problems are logged (default: stderr).
    ///   - onRunning: called with the address once the server listens.
    /// - Throws: when the page's files are missing from the bundle.
    public static func buildApplication(
        _ configuration: BrowserConfiguration,
        history: HistoryStore,
        historyWarning: String? = nil,
        logger: Logger? = nil,
        onRunning: @escaping @Sendable (_ host: String, _ port: Int) async -> Void = { _, _ in }
    ) throws -> some ApplicationProtocol {
        let parts = try Parts(configuration, history: history, historyWarning: historyWarning)
        let router = buildRouter(parts)
        let webSocketResponder = buildSocketRouter(parts).buildResponder()

        let connections = ClientConnections(
            .init(
                total: configuration.maxConnections,
                perClient: configuration.maxConnectionsPerClient,
                reserved: configuration.reservedConnections,
                newcomer: configuration.newcomerConnections,
                idleBeforeGivingWay: .init(configuration.idleBeforeGivingWay)))
        let rules = ConnectionGuard.Rules(
            headTimeout: .init(configuration.requestHeadTimeout),
            bodyTimeout: .init(configuration.requestBodyTimeout),
            frameTimeout: .init(configuration.frameTimeout),
            idleTimeout: .init(configuration.idleTimeout),
            maxHeaderBytes: configuration.maxHeaderBytes,
            trustedProxy: configuration.trustedProxy.flatMap(ClientAddress.normalized),
            hosts: parts.hosts)
        var http1 = HTTP1Channel.Configuration(idleTimeout: .init(configuration.idleTimeout))
        http1.httpDecoder.maxHeaderListSize = configuration.maxHeaderBytes
        // The keypad pings its tabs itself (KeypadPinger): the library's pings, a sleeping task
        // per connection, kept about a kilobyte each behind after their connection had ended.
        let channel = HTTP1WebSocketUpgradeChannel.Configuration(
            http1: http1, ws: .init(maxFrameSize: configuration.maxMessageBytes, autoPing: .disabled))
        let server = HTTPServerBuilder { responder in
            GuardedChannel(
                inner: HTTP1WebSocketUpgradeChannel(
                    responder: responder, webSocketResponder: webSocketResponder,
                    configuration: channel),
                rules: rules, connections: connections)
        }

        let log = logger ?? standardErrorLogger(configuration.logLevel)
        return Application(
            router: router,
            server: server,
            // The guard refuses connections over its limits: the listener keeps accepting
            // a little beyond them, so that a refusal is quick instead of a wait in the queue.
            configuration: .init(
                address: .hostname(configuration.host, port: configuration.port),
                availableConnectionsDelegate: MaximumAvailableConnections(configuration.maxConnections + 256)),
            services: [HistoryExpiry(saver: parts.saver, lifetime: configuration.historyOwnerLifetime), parts.pinger],
            onServerRunning: { channel in
                await onRunning(configuration.host, channel.localAddress?.port ?? configuration.port)
            },
            logger: log
        )
    }

    /// Requests and the server's problems, on stderr (stdout says where the server listens).
    static func standardErrorLogger(_ level: Logger.Level) -> Logger {
        var logger = Logger(label: "calculator") { StreamLogHandler.standardError(label: $0) }
        logger.logLevel = level
        return logger
    }

    /// The page's files at their paths, and the JSON API under /api.
    static func buildRouter(_ parts: Parts) -> Router<ClientRequestContext> {
        let configuration = parts.configuration
        let router = Router(context: ClientRequestContext.self)
        // First: the guard's refusals of later requests go to no route and no other check.
        router.middlewares.add(LaterRefusal.Middleware())
        router.middlewares.add(
            ClientAddressMiddleware(trustedProxy: configuration.trustedProxy.flatMap(ClientAddress.normalized)))
        router.middlewares.add(LogRequestsMiddleware(.info))
        router.middlewares.add(AllowedHostsMiddleware(hosts: parts.hosts))
        router.middlewares.add(PageSecurityHeaders())
        let evaluate = EvaluateRoute(
            configuration: configuration, pool: parts.pool,
            limit: SlowWorkLimit(perClient: configuration.apiPerClient, total: configuration.apiAtOnce))
        let notes = NotesRoute(
            configuration: configuration, pool: parts.pool,
            limit: SlowWorkLimit(perClient: configuration.apiPerClient, total: configuration.apiAtOnce),
            store: parts.store)
        var allowed = PageRoutes.methods
        for (path, methods) in EvaluateRoute.methods.merging(NotesRoute.methods, uniquingKeysWith: +) {
            allowed["/api/" + path] = methods
        }
        router.middlewares.add(AllowedMethods(allowed: allowed))
        router.addRoutes(PageRoutes(assets: parts.assets).routes)
        router.addRoutes(evaluate.routes, atPath: "/api")
        router.addRoutes(notes.routes, atPath: "/api")
        return router
    }

    /// The keypad's WebSocket at /ws.
    static func buildSocketRouter(_ parts: Parts) -> Router<ClientWebSocketContext> {
        let configuration = parts.configuration
        let socket = KeypadSocket(
            sessions: parts.sessions, threads: parts.pool,
            maxMessageBytes: configuration.maxMessageBytes, pinger: parts.pinger, historyWarning: parts.historyWarning)
        let browserSockets = parts.browserSockets
        let hosts = parts.hosts
        let sockets = Router(context: ClientWebSocketContext.self)
        sockets.middlewares.add(
            ClientAddressMiddleware(trustedProxy: configuration.trustedProxy.flatMap(ClientAddress.normalized)))
        sockets.middlewares.add(LogRequestsMiddleware(.info))
        sockets.ws("/ws") { request, _ in
            // Only this site's page, in a browser that has loaded it and has not too many open, gets a keypad.
            // A request refused here goes on to the page's router, which answers it (421 for a foreign host).
            guard hosts.allows(authority: request.head.authority), let browser = BrowserCookie.browser(of: request),
                SameOrigin.allows(request),
                browserSockets.count(of: browser) < browserSockets.rules.perClient
            else { return .dontUpgrade }
            return .upgrade([:])
        } onUpgrade: { inbound, outbound, context in
            defer { context.requestContext.releaseWebSocket() }
            guard let browser = BrowserCookie.browser(of: context.request),
                let place = try? browserSockets.open(browser)
            else { return }
            defer { browserSockets.close(place) }
            let requested = context.request.uri.queryParameters["session"].map(String.init)
                .flatMap { RandomIdentifier.isWellFormed($0) ? $0 : nil }
            try await socket.converse(
                browser: browser, client: context.requestContext.client, requestedSession: requested,
                inbound: inbound, outbound: outbound)
        }
        return sockets
    }
}

extension BrowserApp {
    /// Serves until SIGINT or SIGTERM, with history in the file at `historyPath`
    /// (default: `HistoryLocation.defaultPath`). A file that cannot be used is
    /// reported on stderr and on every page, and history is then kept in memory only.
    public static func run(
        _ configuration: BrowserConfiguration, historyPath: String?,
        onRunning: @escaping @Sendable (_ host: String, _ port: Int) async -> Void
    ) async throws {
        let logger = standardErrorLogger(configuration.logLevel)
        let path = historyPath ?? HistoryLocation.defaultPath(environment: ProcessInfo.processInfo.environment)
        let (store, warning) = HistoryStore.open(path: path)
        if let warning { logger.warning("\(warning)") }
        FileLimit.raise(toAtLeast: configuration.maxConnections + 256, logger: logger)
        var configuration = configuration
        let stopping = Cancellation()
        configuration.limits.cancellation = stopping
        let app = try buildApplication(
            configuration, history: store, historyWarning: warning, logger: logger, onRunning: onRunning)
        // A group stops its services last to first: the running calculations are cancelled
        // before the server starts waiting for its requests to end.
        let group = ServiceGroup(
            configuration: .init(
                services: [app, CalculationsStop(cancellation: stopping)],
                gracefulShutdownSignals: [.sigterm, .sigint],
                logger: logger))
        try await group.run()
    }
}
