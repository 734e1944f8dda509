import CalculatorHistory
import CalculatorKit
import Testing

@testable import CalculatorTerminal

/// Two copies of the app on one history file: a note saved by the other copy shows at once
/// where nothing typed here waits to be saved, and a save that met another copy's is merged.
@Suite("terminal notes shared between copies")
struct NotesSharingTests {
    func opened(_ note: String) -> TerminalState {
        var state = TerminalState(calculator: CalculatorState(), columns: 80, rows: 24)
        state.savedNote = note
        return TerminalState.reduce(state, .input(.functionKey(4)))
    }

    /// Typed at the end of the cursor's line.
    func typed(_ state: TerminalState, _ text: String) -> TerminalState {
        ([.input(.end)] + text.map { TerminalEvent.input($0 == "\n" ? .enter : .character($0)) })
            .reduce(state, TerminalState.reduce)
    }

    @Test("another copy's save replaces the note shown, unless something typed here waits to be saved")
    func reload() {
        let shown = opened("alpha = 1")
        let theirs = SavedNote(text: "alpha = 1\ndelta = 4", revision: 2)
        var state = shown
        let effects = TerminalState.reduce(into: &state, .noteChanged(theirs))
        #expect(state.notes?.live.text == theirs.text && state.notes?.isUnsaved == false)
        // The saver hears that this copy follows that save now (saving the same text writes nothing).
        #expect(effects.contains { if case .saveNote(theirs.text) = $0 { true } else { false } })
        #expect(ScreenRenderer(theme: .named(.dark)).canvas(state).text.contains("delta = 4"))
        // Typed and not yet saved: kept as typed; its save will merge.
        let typing = typed(shown, "\nbeta = 2")
        #expect(TerminalState.reduce(typing, .noteChanged(theirs)).notes?.live.text == "alpha = 1\nbeta = 2")
        // The keypad shown, no editor yet: the note opened later is the newest.
        let closed = TerminalState.reduce(
            TerminalState(calculator: CalculatorState(), columns: 80, rows: 24), .noteChanged(theirs))
        #expect(TerminalState.reduce(closed, .input(.functionKey(4))).notes?.live.text == theirs.text)
    }

    @Test("a save merged with another copy's: the editor takes the merge, with what was typed since, and says so")
    func merged() {
        var state = typed(opened("alpha = 1"), "\nbeta = 2")
        state = TerminalState.reduce(state, .saveNote)
        let sent = "alpha = 1\nbeta = 2"
        let merge = NoteSave(saved: SavedNote(text: "alpha = 1\ndelta = 4\nbeta = 2", revision: 3), merged: true)
        let taken = TerminalState.reduce(state, .noteSaved(merge, sent: sent))
        #expect(taken.notes?.live.text == merge.saved.text && taken.notes?.isUnsaved == false)
        #expect(taken.notice?.text.contains("merged") == true)
        // Typed more while the save went on: kept on top of the merge, and to be saved.
        let more = typed(state, "\ngamma = 3")
        let both = TerminalState.reduce(more, .noteSaved(merge, sent: sent))
        #expect(both.notes?.live.text == "alpha = 1\ndelta = 4\nbeta = 2\ngamma = 3" && both.notes?.isUnsaved == true)
        // Both changed the same line: both versions stay, and the bottom line says so.
        let conflict = NoteSave(
            saved: SavedNote(text: "\(NoteMerge.theirsMark)\nalpha = 5\n\(NoteMerge.mineMark)\nalpha = 1", revision: 4),
            merged: true, conflicts: 1)
        let warned = TerminalState.reduce(state, .noteSaved(conflict, sent: sent))
        #expect(warned.notice?.kind == .warning && warned.notes?.live.text == conflict.saved.text)
    }
}
