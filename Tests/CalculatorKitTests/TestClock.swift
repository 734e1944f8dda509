import Foundation

/// A clock that moves only when a test says so, so that timers run without real waiting.
final class TestClock: Clock, @unchecked Sendable {
    struct Instant: InstantProtocol {
        var offset: Duration
        func advanced(by duration: Duration) -> Instant { Instant(offset: offset + duration) }
        func duration(to other: Instant) -> Duration { other.offset - offset }
        static func < (a: Instant, b: Instant) -> Bool { a.offset < b.offset }
    }

    private struct Sleeper {
        var id: Int
        var deadline: Instant
        var continuation: CheckedContinuation<Void, any Error>
    }

    private let lock = NSLock()
    private var current = Instant(offset: .zero)
    private var sleepers: [Sleeper] = []
    private var nextID = 0
    /// Tests waiting for the number of sleeping timers to become a given one.
    private var watchers: [(count: Int, continuation: CheckedContinuation<Void, Never>)] = []

    var now: Instant { lock.withLock { current } }
    var minimumResolution: Duration { .zero }
    /// Timers waiting now (a replaced one stops waiting).
    var sleeping: Int { lock.withLock { sleepers.count } }

    /// Returns once exactly `count` timers wait (a timer starts waiting a moment after
    /// the runtime starts it, on a task of its own).
    func waitUntilSleeping(_ count: Int) async {
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            let now: Bool = lock.withLock {
                if sleepers.count == count { return true }
                watchers.append((count, continuation))
                return false
            }
            if now { continuation.resume() }
        }
    }

    /// With `lock` held: the watchers whose count has come, taken off the list.
    private func dueWatchersLocked() -> [CheckedContinuation<Void, Never>] {
        let due = watchers.filter { $0.count == sleepers.count }.map(\.continuation)
        watchers.removeAll { $0.count == sleepers.count }
        return due
    }

    func sleep(until deadline: Instant, tolerance: Duration?) async throws {
        let id = lock.withLock {
            nextID += 1; return nextID
        }
        try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
                let (resumeNow, watching) = lock.withLock { () -> (Bool, [CheckedContinuation<Void, Never>]) in
                    if deadline <= current || Task.isCancelled { return (true, []) }
                    sleepers.append(Sleeper(id: id, deadline: deadline, continuation: continuation))
                    return (false, dueWatchersLocked())
                }
                if resumeNow { continuation.resume() }
                for watcher in watching { watcher.resume() }
            }
        } onCancel: {
            let (cancelled, watching) = lock.withLock { () -> (Sleeper?, [CheckedContinuation<Void, Never>]) in
                guard let index = sleepers.firstIndex(where: { $0.id == id }) else { return (nil, []) }
                return (sleepers.remove(at: index), dueWatchersLocked())
            }
            cancelled?.continuation.resume(throwing: CancellationError())
            for watcher in watching { watcher.resume() }
        }
        try Task.checkCancellation()
    }

    /// Moves the clock on and wakes every timer whose deadline has come.
    func advance(by duration: Duration) {
        let (due, watching) = lock.withLock { () -> ([Sleeper], [CheckedContinuation<Void, Never>]) in
            current = current.advanced(by: duration)
            let due = sleepers.filter { $0.deadline <= current }
            sleepers.removeAll { $0.deadline <= current }
            return (due, dueWatchersLocked())
        }
        for sleeper in due { sleeper.continuation.resume() }
        for watcher in watching { watcher.resume() }
    }
}
