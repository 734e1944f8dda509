import CalculatorHistory
import Foundation

/// Saves the note of the notes view to the history file, off the keys' path: the terminal's
/// state asks for it half a second after typing pauses (and once more when the app ends).
final class NotesSaver: @unchecked Sendable {
    private let store: HistoryStore
    private let queue = DispatchQueue(label: "calculator.notes")
    private let warn: @Sendable (String) -> Void
    // Touched only on `queue`.
    private var latest: String?
    private var hasWarned = false

    init(store: HistoryStore, warn: @escaping @Sendable (String) -> Void) {
        self.store = store
        self.warn = warn
    }

    /// Keeps `text`, on the queue: the keypad's runtime asks once typing pauses.
    func save(_ text: String) {
        queue.async { [self] in
            latest = text
            write()
        }
    }

    /// Writes the latest text, if any; on `queue`.
    private func write() {
        guard let text = latest else { return }
        do throws(HistoryError) {
            try store.saveNote(text)
            latest = nil
        } catch {
            if !hasWarned { warn("\(error.reason): the note is not saved (\(error.path))") }
            hasWarned = true
        }
    }

    /// Writes what is waiting, now.
    func finish() { queue.sync { write() } }
}
