import Foundation

/// Threads of the server's own that run calculations, fed in order from one queue.
/// A calculation can take up to its time limit (10 s); on Swift's cooperative pool
/// or Dispatch's global queues (two threads on a two-core machine) a few of them
/// would stall every request and every key. Here they wait for a calculation thread
/// instead, and `SlowWorkLimit` keeps the queue short.
final class CalculationPool: Sendable {
    let threadCount: Int
    private let jobs = Jobs()

    init(threads: Int) {
        precondition(threads > 0)
        threadCount = threads
        for index in 0..<threads {
            let jobs = jobs
            let thread = Thread { jobs.work() }
            thread.name = "calculation-\(index)"
            thread.stackSize = 8 << 20  // the evaluator's own depth limit sits well inside this
            thread.start()
        }
    }

    /// The threads end once the queue is empty (they hold the queue, not the pool).
    deinit { jobs.close() }

    /// Runs `work` on a calculation thread and waits for it without holding a thread of the caller's.
    func run<T: Sendable>(_ work: @escaping @Sendable () -> T) async -> T {
        await withCheckedContinuation { continuation in
            jobs.add { continuation.resume(returning: work()) }
        }
    }

    /// Calculations waiting or running.
    var load: Int { jobs.load }

    private final class Jobs: @unchecked Sendable {
        private let condition = NSCondition()
        // Guarded by `condition`.
        private var waiting: [@Sendable () -> Void] = []
        private var next = 0
        private var running = 0
        private var closed = false

        var load: Int { condition.withLock { waiting.count - next + running } }

        func add(_ job: @escaping @Sendable () -> Void) {
            condition.withLock {
                waiting.append(job)
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
                while next == waiting.count {
                    if closed { return nil }
                    condition.wait()
                }
                let job = waiting[next]
                next += 1
                // Drop the taken part now and then, so the array does not grow forever.
                if next >= 64, next * 2 >= waiting.count {
                    waiting.removeFirst(next)
                    next = 0
                }
                running += 1
                return job
            }
        }
    }
}
