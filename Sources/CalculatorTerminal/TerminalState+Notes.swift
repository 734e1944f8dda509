import CalculatorKit

/// The notes view's part of the terminal app: F4 or Ctrl-N opens and closes it, and
/// while it is open typed keys edit the note instead of pressing calculator keys.
extension TerminalState {
    /// The keypad whose single-letter commands apply: in the notes view letters are text,
    /// as on the expression keypad (so `q` types a q there, never quits).
    public var commandMode: CalculatorState.Mode { isNotesOpen ? .expression : calculator.mode }

    mutating func toggleNotes(_ effects: inout [Effect<TerminalEvent>]) {
        if isNotesOpen {
            isNotesOpen = false
            return
        }
        // Notes are worked out in radians, as on the command line, unless a note says `angle = deg`.
        // The text shows at once; its results come from a job.
        if notes == nil {
            notes = NotesEditor(text: savedNote)
            workOutNotes(&effects, save: false)
        }
        isNotesOpen = true
        isHistoryOpen = false
    }

    /// How long typing pauses before the note is kept.
    static let notesSavePause = Duration.milliseconds(500)

    /// Asks for the note's results to be worked out beside the keys (a newer edit's job
    /// replaces this one), and for the note to be kept once typing pauses.
    mutating func workOutNotes(_ effects: inout [Effect<TerminalEvent>], save: Bool = true) {
        guard let editor = notes else { return }
        let work = editor.live.work()
        effects.append(.evaluate(Job("notes", revision: editor.revision) { .notesWorked(work($0)) }))
        if save { effects.append(.timer("save-note", after: Self.notesSavePause, send: .saveNote)) }
    }

    /// A key in the notes view: true when the editor took it (Esc goes back to the keypad).
    mutating func handleInNotes(_ input: InputEvent, _ effects: inout [Effect<TerminalEvent>]) -> Bool {
        if input == .escape {
            isNotesOpen = false
            return true
        }
        guard var editor = notes else { return false }
        let revision = editor.revision
        defer {
            notes = editor
            if editor.revision != revision { workOutNotes(&effects) }
        }
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
