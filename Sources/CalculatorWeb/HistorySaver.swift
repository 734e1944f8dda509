import CalculatorHistory
import CalculatorKit
import Foundation

/// Saves the browsers' calculations one after another on a queue of its own, so that a
/// key is answered without waiting for SQLite (a commit, or another process holding the
/// file for up to its busy timeout). Reads go through the same queue: a tab that opens
/// right after `=` sees that calculation. A failed save is told on that browser's next key.
final class HistorySaver: @unchecked Sendable {
    let store: HistoryStore
    private let queue = DispatchQueue(label: "calculator.history-saver")
    private let lock = NSLock()
    // Guarded by `lock`: the last failure per browser, not yet told.
    private var failures: [String: HistoryError] = [:]

    init(store: HistoryStore) {
        self.store = store
    }

    func append(_ entries: [HistoryEntry], for owner: String) {
        guard !entries.isEmpty else { return }
        queue.async { self.record(owner) { () throws(HistoryError) in try self.store.append(entries, for: owner) } }
    }

    func clear(for owner: String) {
        queue.async { self.record(owner) { () throws(HistoryError) in try self.store.clear(for: owner) } }
    }

    /// The owner's newest entries, after every save asked for before.
    func entries(of owner: String) throws(HistoryError) -> [HistoryEntry] {
        let result: Result<[HistoryEntry], HistoryError> = queue.sync {
            Result { () throws(HistoryError) in try store.entries(of: owner) }
        }
        return try result.get()
    }

    /// Waits until every save asked for so far is done.
    func flush() { queue.sync {} }

    /// A save of this browser's that failed since last asked, as the warning to show.
    func takeFailure(of owner: String) -> HistoryError? {
        lock.withLock { failures.removeValue(forKey: owner) }
    }

    /// Removes the history of browsers not seen for `age`, on the queue.
    func expireOwners(idleLongerThan age: Duration) {
        queue.async {
            _ = try? self.store.expireOwners(idleLongerThan: age)
            _ = try? self.store.expireNotes(idleLongerThan: age)
        }
    }

    private func record(_ owner: String, _ save: () throws(HistoryError) -> Void) {
        do {
            try save()
        } catch {
            lock.withLock { failures[owner] = error }
        }
    }
}
