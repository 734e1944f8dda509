import Foundation
import ServiceLifecycle

/// Pings every open keypad conversation every `interval`, from one task for the whole
/// server: the browser's answer counts as traffic, so an idle tab's connection outlives
/// the idle timeout, and one whose tab is gone is closed by it. One task rather than a
/// sleeping task per connection (as the WebSocket library's own pings are): those kept
/// about a kilobyte each behind after their connection had ended.
final class KeypadPinger: Service, @unchecked Sendable {
    let interval: Duration
    private let lock = NSLock()
    // Guarded by `lock`.
    private var writers: [ObjectIdentifier: UpdateWriter] = [:]

    init(interval: Duration) { self.interval = interval }

    func add(_ writer: UpdateWriter) { lock.withLock { writers[ObjectIdentifier(writer)] = writer } }
    func remove(_ writer: UpdateWriter) { _ = lock.withLock { writers.removeValue(forKey: ObjectIdentifier(writer)) } }

    var count: Int { lock.withLock { writers.count } }

    func run() async {
        while !Task.isShuttingDownGracefully && !Task.isCancelled {
            // Shutting down ends the wait.
            try? await cancelWhenGracefulShutdown { try await Task.sleep(for: self.interval) }
            pingAll()
        }
    }

    /// One ping to each conversation; a slow or closed one holds up no other.
    func pingAll() {
        for writer in lock.withLock({ Array(writers.values) }) {
            Task { try? await writer.ping() }
        }
    }
}
