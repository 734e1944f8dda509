import Foundation

/// A flag that stops a running evaluation at its next budget check: the runtime sets
/// it when a newer key makes the answer stale, or when Esc cancels "=".
public final class Cancellation: @unchecked Sendable {
    private let lock = NSLock()
    private var cancelled = false

    public init() {}

    public var isCancelled: Bool { lock.withLock { cancelled } }

    public func cancel() { lock.withLock { cancelled = true } }
}
