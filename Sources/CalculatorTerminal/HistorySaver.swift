import CalculatorHistory
import CalculatorKit
import Foundation

/// Saves each new calculation off the drawing loop, in order. A write that fails (the
/// file locked by another instance for longer than its busy timeout, a full disk) is
/// kept and tried again with the next one; one warning says why.
final class HistorySaver: @unchecked Sendable {
    private let store: HistoryStore
    private var recorder: HistoryRecorder
    private let queue = DispatchQueue(label: "calculator.history")
    /// Touched only on `queue`.
    private var unsaved: [HistoryEntry] = []
    private var hasWarned = false
    private let warn: @Sendable (String) -> Void

    init(store: HistoryStore, start: CalculatorState, warn: @escaping @Sendable (String) -> Void) {
        self.store = store
        recorder = HistoryRecorder(start)
        self.warn = warn
    }

    /// The store at `path`, or one in memory and the reason it is not saved, reason first.
    static func open(_ path: String?) -> (store: HistoryStore, warning: String?) {
        guard let path else { return (HistoryStore(), nil) }
        do {
            return (try HistoryStore(path: path), nil)
        } catch {
            return (HistoryStore(), "\(folderProblem(path) ?? error.reason): history is not saved (\(error.path))")
        }
    }

    /// What stops the file's folder from being made, in words (Foundation's message for
    /// it names only an error domain): the nearest existing folder above is a file, or read-only.
    static func folderProblem(_ path: String) -> String? {
        var folder = URL(fileURLWithPath: path).deletingLastPathComponent()
        var isFolder: ObjCBool = false
        while !FileManager.default.fileExists(atPath: folder.path, isDirectory: &isFolder) {
            guard folder.path != "/" else { return nil }
            folder = folder.deletingLastPathComponent()
        }
        if !isFolder.boolValue { return "\(folder.path) is not a folder" }
        if !FileManager.default.isWritableFile(atPath: folder.path) { return "\(folder.path) is read-only" }
        return nil
    }

    /// Called with every state: queues what is new since the last call.
    func save(_ calculator: CalculatorState) {
        let entries = recorder.newEntries(in: calculator)
        guard !entries.isEmpty else { return }
        queue.async { [self] in
            unsaved += entries
            flush()
        }
    }

    /// Writes what is unsaved; on `queue`.
    private func flush() {
        do throws(HistoryError) {
            // One at a time, so that a failure in the middle saves nothing twice.
            while let entry = unsaved.first {
                try store.append([entry])
                unsaved.removeFirst()
            }
        } catch {
            if !hasWarned { warn("\(error.reason): history is not saved yet, will retry (\(error.path))") }
            hasWarned = true
        }
    }

    /// Waits for the writes already queued, and tries once more what failed.
    func finish() { queue.sync { flush() } }
}
