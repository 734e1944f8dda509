import CalculatorHistory
import Foundation

/// Saves the note of the notes view to the history file, off the drawing loop: a burst
/// of typing is one write, half a second after it pauses (and one more when the app ends).
final class NotesSaver: @unchecked Sendable {
    static let pause = 0.5

    private let store: HistoryStore
    private let queue = DispatchQueue(label: "calculator.notes")
    private let warn: @Sendable (String) -> Void
    /// Touched only on the drawing loop.
    private var lastRevision = 0
    // Touched only on `queue`.
    private var latest: String?
    private var isScheduled = false
    private var hasWarned = false

    init(store: HistoryStore, warn: @escaping @Sendable (String) -> Void) {
        self.store = store
        self.warn = warn
    }

    /// Called with every state: takes the note's text when it changed.
    func save(_ notes: NotesEditor?) {
        guard let notes, notes.revision != lastRevision else { return }
        lastRevision = notes.revision
        let text = notes.notes.text
        queue.async { [self] in
            latest = text
            guard !isScheduled else { return }
            isScheduled = true
            queue.asyncAfter(deadline: .now() + Self.pause) { [self] in
                isScheduled = false
                write()
            }
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
