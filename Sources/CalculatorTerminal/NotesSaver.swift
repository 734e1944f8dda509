import CalculatorHistory
import CalculatorKit
import Foundation

/// Saves the note of the notes view to the history file, off the keys' path: the terminal's
/// state asks for it half a second after typing pauses (and once more when the app ends).
///
/// Other copies of the app may share the file. Each save names the saved note it is an edit
/// of, so that one made over a newer save merges with it (`HistoryStore.saveNote(_:over:)`)
/// rather than replacing it; and the saver looks at the file every second, telling the app
/// when another copy has saved.
final class NotesSaver: @unchecked Sendable {
    private let store: HistoryStore
    private let queue = DispatchQueue(label: "calculator.notes")
    private let send: @Sendable (TerminalEvent) -> Void
    // Touched only on `queue`.
    private var latest: String?
    private var hasWarned = false
    private var failure: String?
    /// The saved note the app's text is an edit of.
    private var base: SavedNote
    /// The newest revision the app has heard of.
    private var told: Int
    private var timer: DispatchSourceTimer?

    /// - Parameter send: hears the saves done, other copies' saves and warnings, on the saver's queue.
    init(store: HistoryStore, base: SavedNote, send: @escaping @Sendable (TerminalEvent) -> Void) {
        self.store = store
        self.base = base
        told = base.revision
        self.send = send
    }

    /// Keeps `text`, on the queue: the keypad's runtime asks once typing pauses.
    func save(_ text: String) {
        queue.async { [self] in
            latest = text
            write()
        }
    }

    /// Looks every `interval` for a save by another copy.
    func watch(every interval: TimeInterval = 1) {
        queue.async { [self] in
            let timer = DispatchSource.makeTimerSource(queue: queue)
            timer.schedule(deadline: .now() + interval, repeating: interval)
            timer.setEventHandler { [weak self] in self?.look() }
            timer.resume()
            self.timer = timer
        }
    }

    /// On `queue`: tells the app of a revision it has not heard of, unless a save of its own
    /// is waiting (that save merges with it).
    private func look() {
        guard latest == nil, let current = try? store.savedNote(), current.revision != base.revision,
            current.revision != told
        else { return }
        told = current.revision
        send(.noteChanged(current))
    }

    /// Writes the latest text, if any; on `queue`.
    private func write() {
        guard let text = latest else { return }
        do throws(HistoryError) {
            let save = try store.saveNote(text, over: base)
            base = save.saved
            told = max(told, base.revision)
            latest = nil
            failure = nil
            if hasWarned { send(.recovered(.notes)) }
            hasWarned = false
            send(.noteSaved(save, sent: text))
        } catch {
            failure = TerminalWords.noteNotSaved(error.reason, path: error.path)
            if !hasWarned, let failure { send(.warn(failure, about: .notes)) }
            hasWarned = true
            send(.noteSaved(nil, sent: text))
        }
    }

    /// Writes what is waiting, now, and stops looking at the file.
    /// - Returns: why the note could not be saved, if it could not.
    func finish() -> String? {
        queue.sync {
            timer?.cancel()
            timer = nil
            write()
            return latest == nil ? nil : failure
        }
    }
}
