import CalculatorKit

/// The notes view's part of the terminal app: F4 or Ctrl-N opens and closes it, and
/// while it is open typed keys edit the note instead of pressing calculator keys.
extension TerminalState {
    /// The keypad whose single-letter commands apply: in the notes view letters are text,
    /// as on the expression keypad (so `q` types a q there, never quits).
    public var commandMode: CalculatorState.Mode { isNotesOpen ? .expression : calculator.mode }

    mutating func toggleNotes() {
        if isNotesOpen {
            isNotesOpen = false
            return
        }
        if notes == nil { notes = NotesEditor(text: savedNote, angle: calculator.context.angle) }
        isNotesOpen = true
        isHistoryOpen = false
    }

    /// A key in the notes view: true when the editor took it (Esc goes back to the keypad).
    mutating func handleInNotes(_ input: InputEvent) -> Bool {
        if input == .escape {
            isNotesOpen = false
            return true
        }
        guard var editor = notes else { return false }
        let used = editor.handle(input)
        notes = editor
        return used
    }
}
