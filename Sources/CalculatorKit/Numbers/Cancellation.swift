import Foundation

/// A flag that stops a running evaluation at its next budget check: the runtime sets
/// it when a newer key makes the answer stale, or when Esc cancels "=". Cancellations
/// compose: one made within others is cancelled when any of them is, so a server's stop
/// or a session's end reaches every job below it.
public final class Cancellation: @unchecked Sendable {
    private let lock = NSLock()
    private var cancelled = false
    private let within: [Cancellation]

    public init() { within = [] }

    /// A cancellation that is also cancelled when any of `outer` is.
    public init(within outer: Cancellation...) { within = outer }

    public var isCancelled: Bool { lock.withLock { cancelled } || within.contains { $0.isCancelled } }

    public func cancel() { lock.withLock { cancelled = true } }
}
