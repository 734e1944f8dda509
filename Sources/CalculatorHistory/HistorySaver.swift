import CalculatorKit
import Foundation

/// Saves calculations off the key path, for the terminal and the browser app alike: writes
/// run one after another on a queue of their own, so that a key is answered without waiting
/// for SQLite (a commit, or another process holding the file for up to its busy timeout).
///
/// A write that fails (the file locked for longer than its busy timeout, a full disk) is
/// kept, and tried again before the next one, so nothing is saved twice or out of order.
/// A failure is remembered for each owner (a browser, or `HistoryStore.localOwner`) whose
/// writes wait behind it, until `takeFailure` tells it; `onFailure` hears it at once.
public final class HistorySaver: @unchecked Sendable {
    private let store: any HistoryWriter
    /// At most this many writes wait for a retry; older ones are given up (the store is gone for good).
    public static let maxUnsaved = 10_000

    private enum Write {
        case append(HistoryEntry, owner: String)
        case clear(owner: String)

        var owner: String {
            switch self {
            case let .append(_, owner), let .clear(owner): return owner
            }
        }
    }

    private let queue = DispatchQueue(label: "calculator.history-saver")
    private let onFailure: @Sendable (HistoryError) -> Void
    private let onRecovery: @Sendable () -> Void
    /// Touched only on `queue`: a write failed and none has succeeded since.
    private var isFailing = false
    /// Touched only on `queue`: writes not yet done, oldest first.
    private var unsaved: [Write] = []
    /// Touched only on `queue`: when the log was last moved into the file.
    private var lastCheckpoint = Date()
    /// How often, at most, the write-ahead log is moved into the file while writes go on.
    public static let checkpointInterval: TimeInterval = 120
    private let lock = NSLock()
    // Guarded by `lock`: the last failure per owner, not yet told.
    private var failures: [String: HistoryError] = [:]

    /// - Parameters:
    ///   - onFailure: called on the saver's queue with each failed attempt.
    ///   - onRecovery: called on the saver's queue when every write waiting after a failure is
    ///     saved (space came back): a warning about the failure can go.
    public convenience init(
        store: HistoryStore, onFailure: @escaping @Sendable (HistoryError) -> Void,
        onRecovery: @escaping @Sendable () -> Void
    ) {
        self.init(writer: store, onFailure: onFailure, onRecovery: onRecovery)
    }

    public convenience init(store: HistoryStore, onFailure: @escaping @Sendable (HistoryError) -> Void = { _ in }) {
        self.init(writer: store, onFailure: onFailure)
    }

    init(
        writer: any HistoryWriter, onFailure: @escaping @Sendable (HistoryError) -> Void = { _ in },
        onRecovery: @escaping @Sendable () -> Void = {}
    ) {
        store = writer
        self.onFailure = onFailure
        self.onRecovery = onRecovery
    }

    public func append(_ entries: [HistoryEntry], for owner: String = HistoryStore.localOwner) {
        guard !entries.isEmpty else { return }
        enqueue(entries.map { .append($0, owner: owner) })
    }

    public func clear(for owner: String = HistoryStore.localOwner) {
        enqueue([.clear(owner: owner)])
    }

    /// The owner's newest entries, after every save asked for before: a tab opened right
    /// after "=" sees that calculation.
    public func entries(of owner: String = HistoryStore.localOwner) throws(HistoryError) -> [HistoryEntry] {
        let result: Result<[HistoryEntry], HistoryError> = queue.sync {
            Result { () throws(HistoryError) in try store.entries(of: owner, limit: HistoryEntry.historyLimit) }
        }
        return try result.get()
    }

    /// The same, without holding the caller's thread: the read waits its turn on the saver's
    /// queue (behind the writes, and their retries) while the caller's task is suspended.
    public func entries(of owner: String) async -> Result<[HistoryEntry], HistoryError> {
        await withCheckedContinuation { continuation in
            queue.async { [store] in
                continuation.resume(
                    returning: Result { () throws(HistoryError) in
                        try store.entries(of: owner, limit: HistoryEntry.historyLimit)
                    })
            }
        }
    }

    /// Waits for the writes asked for so far, and tries once more those that failed.
    public func flush() { queue.sync { writeUnsaved() } }

    /// Waits for the writes asked for so far, then moves the write-ahead log into the file:
    /// what an app does when it ends, so that the file alone holds its history.
    public func finish() {
        queue.sync {
            writeUnsaved()
            checkpoint()
        }
    }

    /// On `queue`; a failure (another process reading the log) is left for the next time.
    private func checkpoint() {
        lastCheckpoint = Date()
        try? store.checkpoint()
    }

    /// A save of this owner's that failed since last asked.
    public func takeFailure(of owner: String = HistoryStore.localOwner) -> HistoryError? {
        lock.withLock { failures.removeValue(forKey: owner) }
    }

    /// Removes the history of owners not seen for `age`, on the queue.
    public func expireOwners(idleLongerThan age: Duration) {
        queue.async {
            _ = try? self.store.expireOwners(idleLongerThan: age, keeping: [HistoryStore.localOwner])
            // A browser's note goes with its history.
            _ = try? self.store.expireNotes(idleLongerThan: age, keeping: [HistoryStore.localOwner])
        }
    }

    private func enqueue(_ writes: [Write]) {
        queue.async { [self] in
            unsaved += writes
            if unsaved.count > Self.maxUnsaved { unsaved.removeFirst(unsaved.count - Self.maxUnsaved) }
            writeUnsaved()
        }
    }

    /// On `queue`: one write at a time, so that a failure in the middle saves nothing twice.
    private func writeUnsaved() {
        while let write = unsaved.first {
            do throws(HistoryError) {
                switch write {
                case let .append(entry, owner): try store.append([entry], for: owner)
                case let .clear(owner): try store.clear(for: owner)
                }
                unsaved.removeFirst()
                if unsaved.isEmpty, isFailing {
                    isFailing = false
                    onRecovery()
                }
                if unsaved.isEmpty, Date().timeIntervalSince(lastCheckpoint) >= Self.checkpointInterval { checkpoint() }
            } catch {
                // Every owner whose writes now wait behind this one is told.
                let waiting = Set(unsaved.map(\.owner))
                lock.withLock { for owner in waiting { failures[owner] = error } }
                isFailing = true
                onFailure(error)
                return
            }
        }
    }
}

/// What the saver writes to: the store, or in tests one that fails when told to.
protocol HistoryWriter: Sendable {
    func append(_ entries: [HistoryEntry], for owner: String) throws(HistoryError)
    func clear(for owner: String) throws(HistoryError)
    func entries(of owner: String, limit: Int) throws(HistoryError) -> [HistoryEntry]
    func expireOwners(idleLongerThan age: Duration, keeping kept: Set<String>) throws(HistoryError) -> Int
    func expireNotes(idleLongerThan age: Duration, keeping kept: Set<String>) throws(HistoryError) -> Int
    func checkpoint() throws(HistoryError)
}

extension HistoryWriter {
    /// A writer without a write-ahead log has nothing to move.
    func checkpoint() throws(HistoryError) {}
}

extension HistoryStore: HistoryWriter {}
