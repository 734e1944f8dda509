import CalculatorHistory
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
            if let fileRates { notes?.useRates(fileRates) }
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
        // Whether the note names a currency is read by the job too, from the lines (an array
        // shared, not copied): a join or a scan of the whole note on every key would make a
        // long paste slow.
        let lines = dailyRates != nil && !ratesAsked ? editor.live.lines : nil
        effects.append(
            .evaluate(
                Job("notes", revision: editor.revision) { budget in
                    .notesWorked(
                        work(budget), mentionsCurrency: lines.map { CurrencyRates.mentionsCurrency(lines: $0) } ?? false
                    )
                }))
        if save { effects.append(.timer("save-note", after: Self.notesSavePause, send: .saveNote)) }
    }

    /// Once a note uses a currency, a job asks for the day's rates (the kit's policy: the cache
    /// when it is fresh, else a fetch within its time limit, else the cache or the built-in
    /// table); the note shows the built-in table's rates, with their day, until they come.
    /// The job waits on the network, so it runs on a thread of its own, never on one of the
    /// calculation threads the keypad and the note need.
    mutating func askForRates(_ effects: inout [Effect<TerminalEvent>]) {
        guard let daily = dailyRates, !ratesAsked, notes != nil else { return }
        ratesAsked = true
        effects.append(.evaluate(Job("rates", revision: 0, waits: true) { _ in .ratesArrived(daily.refresh()) }))
    }

    /// The day's rates came: the note is worked out with them (not a change to save), and
    /// rates that are not the day's say how old they are, for a moment.
    mutating func ratesArrived(_ answer: DailyRates.Answer, _ effects: inout [Effect<TerminalEvent>]) {
        if var editor = notes {
            editor.useRates(answer.rates)
            notes = editor
            workOutNotes(&effects, save: editor.isUnsaved)
        }
        if let warning = answer.warning { show(warning, .info, &effects) }
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

    /// Another copy saved the note: shown at once where nothing typed here is waiting to be
    /// saved; otherwise the next save merges the two. Saving the text read writes nothing,
    /// but tells the saver that this copy's note now follows that save.
    mutating func noteChanged(_ saved: SavedNote, _ effects: inout [Effect<TerminalEvent>]) {
        guard var editor = notes else {
            savedNote = saved.text
            savingNotes += 1
            effects.append(.saveNote(saved.text))
            return
        }
        guard !editor.isUnsaved, savingNotes == 0 else { return }
        editor.replaceText(with: saved.text)
        editor.savedRevision = editor.revision
        notes = editor
        savingNotes += 1
        effects.append(.saveNote(saved.text))
        workOutNotes(&effects, save: false)
    }

    /// A save is done. When another copy had saved meanwhile the file holds both copies'
    /// lines: the editor takes them (merged again with what was typed since), and says so.
    mutating func noteSaved(_ save: NoteSave?, sent: String, _ effects: inout [Effect<TerminalEvent>]) {
        savingNotes = max(0, savingNotes - 1)
        guard let save, save.merged, var editor = notes else { return }
        if editor.live.text == sent {
            editor.replaceText(with: save.saved.text)
            editor.savedRevision = editor.revision
        } else {
            // Typed since the save: those edits are kept on top, and saved in their turn.
            let merged = NoteMerge.merge(
                base: Self.lines(sent), mine: Self.lines(editor.live.text), theirs: Self.lines(save.saved.text))
            editor.replaceText(with: merged.lines.joined(separator: "\n"))
        }
        notes = editor
        workOutNotes(&effects, save: editor.isUnsaved)
        if save.conflicts > 0 {
            show(
                TerminalWords.notesConflict, .warning, &effects)
        } else {
            show(TerminalWords.notesMerged, .info, &effects)
        }
    }

    private static func lines(_ text: String) -> [String] {
        text.isEmpty ? [] : text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }
}
