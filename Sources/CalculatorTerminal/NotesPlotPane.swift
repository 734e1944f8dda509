import CalculatorKit

/// The graph of a note's plot line (`plot sin(x) from -pi to pi`), drawn in braille in a
/// pane under the note's lines: the plot line the cursor is on, or the nearest above it.
extension ScreenRenderer {
    func drawNotesPlot(_ editor: NotesEditor, firstRow: Int, rows: Int, width: Int, on canvas: inout Canvas) {
        guard rows > 0, let index = NotesPanel.plotLine(editor) else { return }
        let dim = Canvas.Style(foreground: theme.dim, background: theme.screen.background)
        let rule = String(repeating: ascii ? "-" : "─", count: width)
        canvas.put(rule, column: 1, row: firstRow, style: dim)
        let title = TerminalWords.plotTitle(line: index + 1)
        if title.count + 4 < width { canvas.put(title, column: 3, row: firstRow, style: dim) }
        // Sampled by the job that worked the note out; drawn here from what it found.
        guard let result = editor.live.plot(of: index)?.result else { return }
        switch result {
        case let .failure(error):
            canvas.put(
                String(plain("! " + error.message).prefix(width)), column: 1, row: firstRow + 1,
                style: Canvas.Style(foreground: theme.warning, background: theme.screen.background))
        case let .success(plot):
            let braille = PlotBraille(plot, width: width, height: rows - 1)
            for (k, line) in braille.lines.enumerated() {
                for (c, (character, curve)) in zip(line.text, line.curves).enumerated() where character != " " {
                    let colour = curve.map { NotesPanel.curveColours[$0 % NotesPanel.curveColours.count] } ?? theme.dim
                    canvas.put(
                        ascii ? PlainText.dots(character) : String(character), column: 1 + c,
                        row: firstRow + 1 + k,
                        style: Canvas.Style(foreground: colour, background: theme.screen.background))
                }
            }
        }
    }
}

extension NotesPanel {
    /// The curves' colours (the SVG's, as the nearest of the 256-colour palette).
    static let curveColours = [214, 33, 41, 204, 135, 81]

    /// The plot line shown: the cursor's, or the nearest plot line above it.
    static func plotLine(_ editor: NotesEditor) -> Int? {
        let count = editor.live.lineCount
        guard count > 0 else { return nil }
        return (0...min(editor.line, count - 1)).reversed().first { editor.live.isPlotLine($0) }
    }

    /// Rows the graph pane takes (none without a plot line to show): about half the screen.
    static func plotRows(_ editor: NotesEditor, screenRows: Int) -> Int {
        guard plotLine(editor) != nil, screenRows >= 16 else { return 0 }
        return min(screenRows / 2, 24)
    }
}
