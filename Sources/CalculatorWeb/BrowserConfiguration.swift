import CalculatorKit
import Foundation
import Logging

/// Where the browser app listens and the bounds it keeps.
public struct BrowserConfiguration: Sendable {
    public var host: String
    /// 0 picks a free port (the address is logged and passed to `onRunning`).
    public var port: Int
    /// The day's exchange rates for the notes (nil: the built-in table).
    public var dailyRates: DailyRates?
    /// A rates file's rates for the notes, in place of the daily ones (nothing is fetched).
    public var fileRates: CurrencyRates?
    public var maxSessions = 1000
    /// Open keypads of one client (IP address); over it, that client's longest idle one gives way.
    public var maxSessionsPerClient = 50
    public var sessionIdleLimit: Duration = .seconds(30 * 60)
    /// Bytes in a request body (413 beyond).
    public var maxBodyBytes = 16 * 1024
    /// Characters in an expression sent to the JSON API (400 beyond).
    public var maxExpressionLength = 10_000
    /// Most digits the JSON API prints.
    public var maxDigits = 1000
    /// Bytes in one WebSocket message from the page (its messages are a few dozen).
    public var maxMessageBytes = 1024
    /// Bounds of every calculation (time, size, nesting).
    public var limits: CalculationLimits = .standard

    /// Threads that run calculations (API requests and what keys calculate), apart from
    /// those serving connections. Each browser and each API client takes its turn on them,
    /// so one that asks for many slow calculations waits behind itself, not others.
    public var calculationThreads = max(4, ProcessInfo.processInfo.activeProcessorCount + 2)
    /// API calculations at once, per client (IP address) and in all (429 and 503 beyond):
    /// a script could otherwise queue work without end. Keys are never refused.
    public var apiPerClient = 2
    public var apiAtOnce: Int

    /// Open connections (WebSockets included); more are answered 503 and closed.
    public var maxConnections = 1000
    /// Open connections of one client address: a household behind one router has
    /// several browsers, each with a few connections and a WebSocket per tab.
    public var maxConnectionsPerClient = 64
    /// The last places of `maxConnections`, kept for clients that hold fewer than
    /// `newcomerConnections`: while a few clients hold the rest, a new one still gets in.
    public var reservedConnections = 100
    public var newcomerConnections = 8
    /// When no place is left for a client holding fewer than `newcomerConnections`, the
    /// connection quiet longest of the client holding the most gives way, if it has been
    /// quiet this long: idle connections cannot lock a new visitor out.
    public var idleBeforeGivingWay: Duration = .seconds(5)
    /// Open keypads (WebSockets) of one browser, its tabs (the page's cookie names it).
    public var socketsPerBrowser = 16
    /// A reverse proxy in front of the server (an IP address): the client of its
    /// connections is the one its `X-Forwarded-For` names. Anyone else's header is ignored.
    public var trustedProxy: String?
    /// Host names the server answers to besides the listen address, `localhost` and the
    /// machine's name (IP addresses are always answered): any other `Host` gets 421.
    public var allowedHosts: [String] = []
    /// A connection must send each request's headers within this: the first request's from
    /// the connection's start (else 408 and close), a later one's from its first byte (else close).
    public var requestHeadTimeout: Duration = .seconds(10)
    /// A request body must arrive whole within this from its first byte (else the connection is closed).
    public var requestBodyTimeout: Duration = .seconds(30)
    /// Each WebSocket frame must arrive whole within this from its first byte (else the connection is closed).
    public var frameTimeout: Duration = .seconds(10)
    /// A connection that sends nothing for this long is closed. WebSockets stay open:
    /// the server pings every `pingInterval` and the browser's answer counts.
    public var idleTimeout: Duration = .seconds(75)
    /// How often every open keypad is pinged; well under `idleTimeout`.
    public var pingInterval: Duration = .seconds(30)
    /// Bytes of request headers in all (431 beyond).
    public var maxHeaderBytes = 16 * 1024

    /// What is logged on stderr: each request at `.info`, the server's problems at `.warning`.
    public var logLevel: Logger.Level = .info

    /// Saved history of a browser not seen for this long is removed (at start, then daily).
    public var historyOwnerLifetime: Duration = .seconds(90 * 24 * 60 * 60)

    /// Runs on the calculation thread before each API calculation: lets tests make one slow.
    var beforeCalculationForTesting: (@Sendable () -> Void)?

    public init(host: String = "127.0.0.1", port: Int = 8080) {
        self.host = host
        self.port = port
        apiAtOnce = max(1, calculationThreads / 2)
    }
}

extension BrowserConfiguration {
    /// Whether `text` is an IP address (v4 or v6), as `trustedProxy` must be.
    public static func isIPAddress(_ text: String) -> Bool { ClientAddress.normalized(text) != nil }
}
