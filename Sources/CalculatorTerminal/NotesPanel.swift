import CalculatorKit

/// Draws the notes view over the whole screen: a title line, then each line of the note
/// with its result right-aligned beside it (results in the result colour, errors in the
/// warning colour), the cursor as a reversed cell; the bottom line is the one every view has.
extension ScreenRenderer {
    /// Lines of the screen above the note's lines.
    static let notesHeaderRows = 1

    func drawNotes(_ state: TerminalState, on canvas: inout Canvas) {
        let layout = state.layout
        let width = layout.columns
        let base = Canvas.Style(foreground: theme.screen.foreground, background: theme.screen.background)
        let editor = state.notes ?? NotesEditor(text: "")
        // The angle unit the note is worked out in, always in sight; ^G switches it.
        let title = TerminalWords.notesTitle + AngleSetting.label(editor.live.angle)
        canvas.put(
            plain(title), column: 1, row: 1,
            style: Canvas.Style(foreground: base.foreground, background: base.background, bold: true))
        let plotRows = NotesPanel.plotRows(editor, screenRows: layout.rows)
        let visible = max(0, layout.rows - 1 - Self.notesHeaderRows - plotRows)
        let first = NotesPanel.firstShown(cursor: editor.line, visible: visible)
        drawNotesPlot(editor, firstRow: layout.rows - plotRows, rows: plotRows, width: width, on: &canvas)
        for row in 0..<visible {
            let index = first + row
            guard index < editor.lineCount else { break }
            drawNoteLine(editor, index, row: 1 + Self.notesHeaderRows + row, width: width, on: &canvas)
        }
    }

    private func drawNoteLine(_ editor: NotesEditor, _ index: Int, row: Int, width: Int, on canvas: inout Canvas) {
        let base = Canvas.Style(foreground: theme.screen.foreground, background: theme.screen.background)
        var (result, colour) = NotesPanel.result(editor.shown(of: index), ascii: ascii, theme: theme)
        // A form that leaves no room for the digits gives way to them.
        if plain(result).count > width / 2 {
            result = NotesPanel.result(editor.shown(of: index).digitsAlone, ascii: ascii, theme: theme).0
        }
        let shownResult = plain(result)
        // The result keeps at most half the width; the text gets the rest.
        let resultText =
            shownResult.count > width / 2
            ? String(shownResult.prefix(max(0, width / 2 - 1))) + (ascii ? "~" : "…") : shownResult
        let textWidth = max(1, width - resultText.count - (resultText.isEmpty ? 0 : 2))
        let text = Array(plain(editor.text(of: index)))
        let isCursorLine = index == editor.line
        // The cursor's line scrolls sideways to keep the cursor in view; others are cut.
        let start = isCursorLine ? max(0, editor.column - textWidth + 1) : 0
        var part = String(text[min(start, text.count)..<min(text.count, start + textWidth)])
        if !isCursorLine, text.count > textWidth { part = String(text.prefix(textWidth - 1)) + (ascii ? "~" : "…") }
        canvas.put(part, column: 1, row: row, style: base)
        if isCursorLine {
            let under = editor.column < text.count ? String(text[editor.column]) : " "
            canvas.put(
                under, column: 1 + editor.column - start, row: row,
                style: Canvas.Style(foreground: base.foreground, background: base.background, reverse: true))
        }
        canvas.put(
            resultText, column: width - resultText.count + 1, row: row,
            style: Canvas.Style(foreground: colour, background: theme.screen.background, bold: colour == theme.info))
    }

    func plain(_ text: String) -> String { ascii ? PlainText.ascii(text) : text }
}

enum NotesPanel {
    /// The first line shown, keeping the cursor's line in view.
    static func firstShown(cursor: Int, visible: Int) -> Int { max(0, cursor - visible + 1) }

    /// What is drawn right of a line, and its colour.
    static func result(_ shown: LineResult.Shown, ascii: Bool, theme: Theme) -> (String, Int) {
        switch shown {
        case .nothing: return ("", theme.dim)
        case let .value(digits): return ("= " + digits, theme.info)
        case let .error(reason):
            // Cut where it is drawn, to the room the screen has, with an ellipsis.
            return ("! " + reason, theme.warning)
        case .outOfTime: return (ascii ? "..." : "…", theme.dim)
        }
    }
}
