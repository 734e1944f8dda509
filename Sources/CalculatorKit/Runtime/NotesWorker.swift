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
    private var notes = Notes()
    private var shown: [LineResult.Shown] = []
    private var text: String?
    private let limits: CalculationLimits
    private let threads: CalculationThreads
    private let owner: String
    private let publish: @Sendable ((Notes, [LineResult.Shown])) -> Void

    /// Works out `text` first; `publish` is called on a calculation thread after that and
    /// after each run of edits, with the note and what each of its lines shows.
    public init(
        text: String, limits: CalculationLimits, threads: CalculationThreads = .shared, owner: String = "notes",
        publish: @escaping @Sendable ((Notes, [LineResult.Shown])) -> Void
    ) {
        self.text = text
        self.limits = limits
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
        if let text {
            // The saved note, worked out whole once.
            notes = Notes(text: text, limits: limits)
            shown = notes.lines.map { $0.result.shown(limits: limits) }
            self.text = nil
            publish((notes, shown))
        }
        while true {
            let batch = lock.withLock {
                let batch = edits
                edits = []
                if batch.isEmpty { isDraining = false }
                return batch
            }
            if batch.isEmpty { return }
            for edit in batch { take(edit) }
            publish((notes, shown))
        }
    }

    /// Applies one edit, formatting again only the lines whose result it changed.
    private func take(_ edit: Notes.Edit) {
        var before: [LineResult?] = notes.lines.map(\.result)
        var oldShown = shown
        switch edit {
        case let .insertLine(index, _):
            before.insert(nil, at: min(index, before.count))
            oldShown.insert(.nothing, at: min(index, oldShown.count))
        case let .removeLine(index) where before.indices.contains(index):
            before.remove(at: index)
            if oldShown.indices.contains(index) { oldShown.remove(at: index) }
        default:
            break
        }
        notes = Notes.reduce(notes, edit)
        shown = notes.lines.indices.map { index in
            let result = notes.lines[index].result
            if index < before.count, index < oldShown.count, before[index] == result { return oldShown[index] }
            return result.shown(limits: limits)
        }
    }
}
