import CalculatorKit

/// Draws a `TerminalState`: the indicators, the expression, the number in large
/// digits (small when they do not fit), the keys or the history, and the status line.
struct ScreenRenderer {
    let theme: Theme
    /// False with NO_COLOR: keys are drawn in reverse video instead.
    var colour = true
    /// True when the locale is not UTF-8: ASCII digits, labels and edges.
    var ascii = false

    /// Text as this terminal can show it.
    private func shown(_ text: String) -> String { ascii ? PlainText.ascii(text) : text }

    /// The frame as bytes for the terminal.
    func frame(_ state: TerminalState) -> String { canvas(state).ansi(colour: colour, ascii: ascii) }

    /// The bytes that turn `previous` (nil: an unknown screen) into `canvas`.
    func frame(_ canvas: Canvas, since previous: Canvas?) -> String {
        canvas.ansi(colour: colour, ascii: ascii, since: previous)
    }

    func canvas(_ state: TerminalState) -> Canvas {
        let layout = state.layout
        let base = Canvas.Style(foreground: theme.screen.foreground, background: theme.screen.background)
        var canvas = Canvas(columns: layout.columns, rows: layout.rows, style: base)
        guard layout.fits else {
            // Short lines, each cut with an ellipsis, so that even a 10-column window says it whole enough.
            let lines = Self.tooSmallLines(columns: layout.columns, rows: layout.rows)
            let top = max(1, (layout.rows - lines.count) / 2 + 1)
            let bold = Canvas.Style(foreground: base.foreground, background: base.background, bold: true)
            for (index, line) in lines.enumerated() where top + index <= layout.rows {
                let text = HelpPanel.cut(shown(line), to: layout.columns, ascii: ascii)
                canvas.put(
                    text, column: max(1, (layout.columns - text.count) / 2 + 1), row: top + index,
                    style: index == 0 ? bold : base)
            }
            return canvas
        }
        if state.isNotesOpen {
            drawNotes(state, on: &canvas)  // NotesPanel.swift: the whole screen
            if state.isHelpOpen { drawHelp(state, on: &canvas) }  // the editor's keys, over the note
            drawStatus(state, on: &canvas)
            return canvas
        }
        let view = state.view
        drawIndicators(view, in: layout.indicators, on: &canvas)
        if let converter = view.converter {
            drawConverter(converter, layout: layout, on: &canvas)
        } else {
            let editing = view.emphasis == .expression
            let dim = Canvas.Style(foreground: theme.dim, background: theme.screen.background)
            if editing, view.mode == .expression {
                drawEditedExpression(view, typedName: state.typedName, in: layout.secondary, on: &canvas)
            } else {
                // Letters of a name being typed show where they will go.
                drawRight(
                    view.expression + state.typedName, in: layout.secondary, style: editing ? base : dim, on: &canvas)
            }
            // An answer being worked out: the previous one stays, dimmed, until it arrives.
            drawNumber(
                view.display, in: layout.display, scale: layout.digitScale,
                style: editing || view.isCalculating ? dim : base, on: &canvas)
        }
        if let programmer = view.programmer { drawProgrammer(programmer, in: layout.programmerPanel, on: &canvas) }
        if state.isHelpOpen {
            drawHelp(state, on: &canvas)
        } else if state.isHistoryOpen {
            drawHistory(state, on: &canvas)
        } else {
            for button in layout.buttons { draw(button, state: state, on: &canvas) }
        }
        drawStatus(state, on: &canvas)
        return canvas
    }

    /// What a window smaller than the keypad shows instead: its size, the size wanted, and
    /// the way out; keys do nothing else there, and the keypad comes back once it is resized.
    static func tooSmallLines(columns: Int, rows: Int) -> [String] {
        TerminalWords.tooSmall(
            columns: columns, rows: rows, minimumColumns: TerminalLayout.minimumColumns,
            minimumRows: TerminalLayout.minimumRows)
    }

    private func drawIndicators(_ view: ViewState, in box: Box, on canvas: inout Canvas) {
        let style = Canvas.Style(foreground: theme.dim, background: theme.screen.background)
        let mode = Canvas.Style(foreground: theme.screen.foreground, background: theme.screen.background, bold: true)
        // The converter has no angle or memory: its line names the kind of quantity; angles
        // mean nothing to whole numbers: the programmer's line names the word instead.
        let left =
            view.converter.map { ($0.category.title, mode) } ?? view.programmer.map { ($0.word, mode) }
            ?? (shown(view.indicators.shown.joined(separator: "  ")), style)
        canvas.put(left.0, column: box.column, row: box.row, style: left.1)
        // The mode's name where it fits beside them; in a narrow window what it says wins.
        let title = view.mode.title
        if left.0.count + 1 + title.count <= box.width { drawRight(title, in: box, style: mode, on: &canvas) }
    }

    /// The converter on the iPhone's pattern: the number typed with its unit above, the
    /// converted number large with its unit below, the units in one column at the right.
    private func drawConverter(_ converter: ConverterScreen, layout: TerminalLayout, on canvas: inout Canvas) {
        let base = Canvas.Style(foreground: theme.screen.foreground, background: theme.screen.background)
        let unit = Canvas.Style(foreground: theme.screen.foreground, background: theme.screen.background, bold: true)
        let numbers = layout.unitColumns
        let from = layout.secondary, to = layout.display
        drawRight(
            converter.input, in: Box(column: from.column, row: from.row, width: from.width - numbers, height: 1),
            style: base, on: &canvas)
        canvas.put(
            shown(converter.fromUnit), column: from.column + from.width - numbers + 1, row: from.row, style: unit)
        drawNumber(
            converter.output, in: Box(column: to.column, row: to.row, width: to.width - numbers, height: to.height),
            scale: layout.digitScale, style: base, on: &canvas)
        canvas.put(
            shown(converter.toUnit), column: to.column + to.width - numbers + 1, row: to.row + to.height - 1,
            style: unit)
    }

    /// The expression being edited, with its cursor as a reversed cell (at the end, the last
    /// column of the line): the line is cut, with an ellipsis, so that the cursor stays in view.
    private func drawEditedExpression(_ view: ViewState, typedName: String, in box: Box, on canvas: inout Canvas) {
        let base = Canvas.Style(foreground: theme.screen.foreground, background: theme.screen.background)
        let expression = Array(shown(view.expression))
        // ASCII spellings are longer: the cursor's place is found in the spelled text before it.
        let before = view.expressionCursor.map { shown(String(Array(view.expression).prefix($0))).count }
        let at = min(before ?? expression.count, expression.count)
        let text = Array(expression[..<at]) + Array(typedName) + Array(expression[at...])
        let window = Self.expressionWindow(count: text.count, cursor: at + typedName.count, width: box.width - 1)
        var part = Array(text[window.start..<window.end])
        let mark: Character = ascii ? "~" : "…"
        if window.start > 0, !part.isEmpty { part[0] = mark }
        if window.end < text.count, !part.isEmpty { part[part.count - 1] = mark }
        let first = box.column + box.width - 1 - part.count
        canvas.put(String(part), column: first, row: box.row, style: base)
        let column = window.cursor - window.start
        canvas.put(
            column < part.count ? String(part[column]) : " ", column: first + column, row: box.row,
            style: Canvas.Style(foreground: base.foreground, background: base.background, reverse: true))
    }

    /// The part of a line of `count` characters shown in `width` columns: its end when the
    /// cursor is there, else a part around the cursor, a cell kept on each cut side for "…".
    static func expressionWindow(count: Int, cursor: Int, width: Int) -> (start: Int, end: Int, cursor: Int) {
        let width = max(1, width)
        guard count > width else { return (0, count, cursor) }
        var start = count - width
        if cursor <= start { start = max(0, cursor - width / 2) }
        // The cursor not on a cut mark: one cell after the start's, one before the end's.
        if start > 0, cursor == start { start -= 1 }
        let end = min(count, start + width)
        return (start, end, cursor)
    }

    private func drawRight(_ text: String, in box: Box, style: Canvas.Style, on canvas: inout Canvas) {
        // A long expression keeps its end, where the typing is.
        let text = shown(text)
        let cut = text.count > box.width ? (ascii ? "~" : "…") + text.suffix(box.width - 1) : text
        canvas.put(cut, column: box.column + box.width - cut.count, row: box.row, style: style)
    }

    private func drawNumber(_ text: String, in box: Box, scale: Int, style: Canvas.Style, on canvas: inout Canvas) {
        if scale > 0, let rows = BigDigits.rows(text, ascii: ascii, scale: scale), rows.count <= box.height,
            BigDigits.columns(text, scale: scale) <= box.width
        {
            let bold = Canvas.Style(foreground: style.foreground, background: style.background, bold: true)
            for (index, line) in rows.enumerated() {
                canvas.put(line, column: box.column + box.width - line.count, row: box.row + index, style: bold)
            }
        } else {
            drawRight(
                text, in: Box(column: box.column, row: box.row + box.height - 1, width: box.width, height: 1),
                style: style,
                on: &canvas)
        }
    }

    private func draw(_ button: TerminalLayout.Button, state: TerminalState, on canvas: inout Canvas) {
        let view = state.view
        let role = button.key.role
        var colours = theme.colours(of: role)
        let isLit = view.isHighlighted(button.key) || state.flashed == button.key
        if view.isHighlighted(button.key) { colours = theme.pending }
        if state.flashed == button.key { colours = theme.flash }
        let box = button.box
        // Without colour a key is a block of reverse video, and a lit key is not.
        let face = Canvas.Style(
            foreground: colours.foreground, background: colours.background,
            bold: role != .scientific || (!colour && isLit), reverse: !colour && !isLit)
        // Half blocks round the top and bottom of a tall key, like the iPhone's round buttons.
        let edge = Canvas.Style(foreground: colours.background, background: theme.screen.background)
        var labelRow = box.row
        switch box.height {
        case 3... where ascii:  // no half blocks: a square key
            canvas.fill(box, style: face)
            labelRow = box.row + 1
        case 2 where ascii:
            canvas.fill(box, style: face)
        case 3...:
            canvas.put(
                "▗" + String(repeating: "▄", count: box.width - 2) + "▖", column: box.column, row: box.row, style: edge)
            canvas.fill(
                Box(column: box.column, row: box.row + 1, width: box.width, height: box.height - 2), style: face)
            canvas.put(
                "▝" + String(repeating: "▀", count: box.width - 2) + "▘", column: box.column,
                row: box.row + box.height - 1, style: edge)
            labelRow = box.row + 1
        case 2:
            canvas.fill(Box(column: box.column, row: box.row, width: box.width, height: 1), style: face)
            canvas.put(
                "▝" + String(repeating: "▀", count: box.width - 2) + "▘", column: box.column, row: box.row + 1,
                style: edge)
        default:
            canvas.fill(box, style: face)
        }
        let caption = shown(view.caption(of: button.key))
        let label =
            caption.count > box.width ? String(caption.prefix(max(0, box.width - 1))) + (ascii ? "~" : "…") : caption
        canvas.put(label, column: box.column + (box.width - label.count) / 2, row: labelRow, style: face)
    }

    private func drawHistory(_ state: TerminalState, on canvas: inout Canvas) {
        let box = state.layout.keypad
        let base = Canvas.Style(foreground: theme.screen.foreground, background: theme.screen.background)
        let dim = Canvas.Style(foreground: theme.dim, background: theme.screen.background)
        let history = state.view.history
        canvas.put(
            TerminalWords.history, column: box.column, row: box.row,
            style: Canvas.Style(foreground: base.foreground, background: base.background, bold: true))
        guard !history.isEmpty else {
            canvas.put(TerminalWords.noHistory, column: box.column, row: box.row + 2, style: dim)
            return
        }
        let visible = HistoryPanel.visibleRows(state.layout)
        for line in 0..<visible {
            guard
                let index = HistoryPanel.index(
                    ofLine: line, count: history.count, selection: state.historySelection,
                    visible: visible)
            else { break }
            let entry = history[history.count - 1 - index]
            let selected = index == state.historySelection
            let style =
                selected
                ? Canvas.Style(
                    foreground: theme.selected.foreground, background: theme.selected.background, reverse: !colour)
                : base
            // Spelled before it is fitted: "√" as "sqrt" is longer, and the result must not lose digits.
            let spelled = HistoryEntry(expression: shown(entry.expression), result: shown(entry.result))
            canvas.put(
                HistoryPanel.line(spelled, width: box.width, ellipsis: ascii ? "~" : "…").padded(to: box.width),
                column: box.column,
                row: box.row + HistoryPanel.headerRows + line, style: style)
        }
    }

    private func drawHelp(_ state: TerminalState, on canvas: inout Canvas) {
        let box = state.helpBox
        let base = Canvas.Style(foreground: theme.screen.foreground, background: theme.screen.background)
        canvas.fill(box, style: base)
        let scrolls = HelpPanel.maxScroll(rows: box.height, topic: state.helpTopic) > 0
        canvas.put(
            HelpPanel.cut(shown(scrolls ? HelpPanel.scrollTitle : HelpPanel.title), to: box.width, ascii: ascii),
            column: box.column,
            row: box.row,
            style: Canvas.Style(foreground: base.foreground, background: base.background, bold: true))
        let text = HelpPanel.text(width: box.width, topic: state.helpTopic, spelled: shown)
        for (index, line) in text.dropFirst(state.helpScroll).prefix(box.height - 1).enumerated() {
            canvas.put(String(shown(line).prefix(box.width)), column: box.column, row: box.row + 1 + index, style: base)
        }
    }

    /// The bottom line, the same on every view: the last row from the first column, a notice,
    /// a lasting warning, what the view in sight has to say, or else the hints that fit.
    func drawStatus(_ state: TerminalState, on canvas: inout Canvas) {
        let width = state.layout.columns
        let (text, colour) = status(state, width: width)
        let plain = shown(text)
        let cut = plain.count > width ? String(plain.prefix(width - 1)) + (ascii ? "~" : "…") : plain
        canvas.put(
            cut, column: 1, row: state.layout.rows,
            style: Canvas.Style(foreground: colour, background: theme.screen.background))
    }

    private func status(_ state: TerminalState, width: Int) -> (String, Int) {
        if let notice = state.notice { return (notice.text, notice.kind == .info ? theme.info : theme.warning) }
        if let warning = state.warning { return ("⚠ " + warning, theme.warning) }
        let place: Command.Place
        if state.isHelpOpen {
            place = .help
        } else if state.isNotesOpen {
            let editor = state.notes ?? NotesEditor(text: "")
            if let problem = editor.problem { return (problem, theme.warning) }
            if case let .error(reason) = editor.shown(of: editor.line) {
                return (TerminalWords.lineProblem(line: editor.line + 1, reason), theme.warning)
            }
            place = .notes
        } else if state.isHistoryOpen {
            place = .history
        } else {
            if !state.typedName.isEmpty { return (TerminalWords.nameBeingTyped, theme.dim) }
            if let status = state.view.status { return (status, theme.dim) }
            if let scrolled = state.view.scrolled { return (scrolled.note, theme.dim) }
            if let error = state.view.error { return (error, theme.warning) }
            if let note = state.view.exactFormNote { return (note, theme.dim) }
            place = .keypad(state.calculator.mode)
        }
        // As many hints as fit, the most needed first.
        let hints = Command.hints(place).map(shown)
        let fitting = hints.indices.reversed().map { hints[...$0].joined(separator: " · ") }.first {
            $0.count <= width
        }
        return (fitting ?? "", theme.dim)
    }
}

extension String {
    func padded(to length: Int) -> String {
        count >= length ? self : self + String(repeating: " ", count: length - count)
    }
}
