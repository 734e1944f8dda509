import Foundation

/// A note worked out beside the keys: edits are applied on the calculation threads, one
/// drain at a time so that they stay in order (a burst of them in one go), and only the
/// lines whose result changed are formatted again. For a front end whose typing must
/// never wait on a line's calculation (the Apple app's notes sheet).
public final class NotesWorker: @unchecked Sendable {
    private let lock = NSLock()
    // Guarded by `lock`.
    private var edits: [Notes.Edit] = []
    private var isDraining = false
    // Touched only by the one drain running.
    private var live: LiveNotes
    private var isFirst = true
    private let threads: CalculationThreads
    private let owner: String
    private let publish: @Sendable ((Notes, [LineResult.Shown])) -> Void

    /// Works out `text` first; `publish` is called on a calculation thread after that and
    /// after each run of edits, with the note and what each of its lines shows.
    public init(
        text: String, limits: CalculationLimits, threads: CalculationThreads = .shared, owner: String = "notes",
        publish: @escaping @Sendable ((Notes, [LineResult.Shown])) -> Void
    ) {
        live = LiveNotes(text: text, limits: limits)
        self.threads = threads
        self.owner = owner
        self.publish = publish
        isDraining = true
        threads.submit(owner: owner) { self.drain() }
    }

    /// Queues an edit behind the earlier ones; it returns at once.
    public func apply(_ edit: Notes.Edit) {
        let start = lock.withLock {
            edits.append(edit)
            defer { isDraining = true }
            return !isDraining
        }
        if start { threads.submit(owner: owner) { self.drain() } }
    }

    private func drain() {
        if isFirst {
            // The saved note, worked out whole once.
            isFirst = false
            live.workOutNow()
            publish((live.worked.notes, live.worked.shown))
        }
        while true {
            let batch = lock.withLock {
                let batch = edits
                edits = []
                if batch.isEmpty { isDraining = false }
                return batch
            }
            if batch.isEmpty { return }
            // The kit's one notes engine: only the lines a run of edits changed are worked out and formatted again.
            for edit in batch { live.apply(edit) }
            live.workOutNow()
            publish((live.worked.notes, live.worked.shown))
        }
    }
}
