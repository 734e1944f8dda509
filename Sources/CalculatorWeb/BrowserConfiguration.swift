import CalculatorKit

/// Where the browser app listens and the bounds it keeps.
public struct BrowserConfiguration: Sendable {
    public var host: String
    /// 0 picks a free port (the address is logged and passed to `onRunning`).
    public var port: Int
    public var maxSessions = 1000
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

    public init(host: String = "127.0.0.1", port: Int = 8080) {
        self.host = host
        self.port = port
    }
}
