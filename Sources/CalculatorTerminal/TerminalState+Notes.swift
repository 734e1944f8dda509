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
        // Notes are worked out in radians, as on the command line, unless a note says `angle = deg`.
        if notes == nil { notes = NotesEditor(text: savedNote) }
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
        defer { notes = editor }
        switch input {
        case let .click(column, row):
            // A click puts the cursor where it points; it never reaches the hidden keypad.
            let visible = max(
                0,
                layout.rows - 1 - ScreenRenderer.notesHeaderRows - NotesPanel.plotRows(editor, screenRows: layout.rows))
            let index =
                NotesPanel.firstShown(cursor: editor.line, visible: visible) + row - 1 - ScreenRenderer.notesHeaderRows
            if row > ScreenRenderer.notesHeaderRows, row - 1 - ScreenRenderer.notesHeaderRows < visible,
                index < editor.lineCount
            {
                editor.moveCursor(line: index, column: column - 1)
            }
            return true
        case let .scroll(up):
            return editor.handle(up ? .up : .down)
        default:
            return editor.handle(input)
        }
    }
}
