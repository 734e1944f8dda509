import Foundation

/// The one home for calculations in a process: threads of their own, not Swift's
/// cooperative pool or Dispatch's global queues, which have a thread per core and would
/// stall every task (the runtime's keys, the server's requests) behind a few 10-second
/// calculations. Work is queued per owner (a browser, a terminal) and the threads take
/// from the owners in turn, so one owner's queue never holds up another's work.
public final class CalculationThreads: Sendable {
    public let threadCount: Int
    private let queue = OwnerQueue()

    /// Shared by every runtime that is given no threads of its own.
    public static let shared = CalculationThreads(threads: Swift.max(2, ProcessInfo.processInfo.activeProcessorCount))

    public init(threads: Int) {
        precondition(threads > 0)
        threadCount = threads
        for index in 0..<threads {
            let queue = queue
            let thread = Thread { queue.work() }
            thread.name = "calculation-\(index)"
            thread.stackSize = 8 << 20  // the evaluator's own depth limit sits well inside this
            thread.start()
        }
    }

    /// The threads end once the queue is empty (they hold the queue, not this object).
    deinit { queue.close() }

    /// Queues `work` behind `owner`'s earlier work.
    public func submit(owner: String, _ work: @escaping @Sendable () -> Void) {
        queue.add(owner: owner, work)
    }

    /// Runs `work` on a calculation thread and waits for it without holding a thread of the caller's.
    public func run<T: Sendable>(owner: String, _ work: @escaping @Sendable () -> T) async -> T {
        await withCheckedContinuation { continuation in
            queue.add(owner: owner) { continuation.resume(returning: work()) }
        }
    }

    /// Calculations waiting or running.
    public var load: Int { queue.load }

    private final class OwnerQueue: @unchecked Sendable {
        private let condition = NSCondition()
        // Guarded by `condition`. Owners with work, in the order they are served.
        private var waiting: [String: [@Sendable () -> Void]] = [:]
        private var turns: [String] = []
        private var turn = 0
        private var queued = 0
        private var running = 0
        private var closed = false

        var load: Int { condition.withLock { queued + running } }

        func add(owner: String, _ job: @escaping @Sendable () -> Void) {
            condition.withLock {
                if waiting[owner] == nil { turns.append(owner) }
                waiting[owner, default: []].append(job)
                queued += 1
                condition.signal()
            }
        }

        func close() {
            condition.withLock {
                closed = true
                condition.broadcast()
            }
        }

        func work() {
            while let job = take() {
                job()
                condition.withLock { running -= 1 }
            }
        }

        private func take() -> (@Sendable () -> Void)? {
            condition.withLock { () -> (@Sendable () -> Void)? in
                while turns.isEmpty {
                    if closed { return nil }
                    condition.wait()
                }
                if turn >= turns.count { turn = 0 }
                let owner = turns[turn]
                var jobs = waiting[owner]!
                let job = jobs.removeFirst()
                if jobs.isEmpty {
                    waiting[owner] = nil
                    turns.remove(at: turn)  // the next owner moves into this turn
                } else {
                    waiting[owner] = jobs
                    turn += 1
                }
                queued -= 1
                running += 1
                return job
            }
        }
    }
}
