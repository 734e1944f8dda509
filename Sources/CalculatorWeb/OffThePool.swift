import Dispatch

/// Runs a calculation on a Dispatch thread and waits for it. A hard calculation can
/// take up to its time limit (10 s); run on Swift's cooperative pool (two threads on a
/// two-core machine) it would stall every other request meanwhile.
func offThePool<T: Sendable>(_ work: @escaping @Sendable () -> T) async -> T {
    await withCheckedContinuation { continuation in
        DispatchQueue.global(qos: .userInitiated).async { continuation.resume(returning: work()) }
    }
}
