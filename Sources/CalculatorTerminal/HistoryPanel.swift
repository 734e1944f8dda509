import CalculatorKit

/// The history list drawn where the keys are: one calculation a line, the newest lowest,
/// as in a shell, so that ↑ goes to older entries, shown higher; scrolled so that the
/// chosen one is visible.
enum HistoryPanel {
    /// Lines above the entries: the title and its hint.
    static let headerRows = 1

    /// The first entry shown (counted from the newest), keeping `selection` in view.
    static func firstShown(count: Int, selection: Int, visible: Int) -> Int {
        max(0, selection - visible + 1)
    }

    static func visibleRows(_ layout: TerminalLayout) -> Int { max(0, layout.keypad.height - headerRows) }

    /// The entry under a click, counted from the newest.
    static func entry(atColumn column: Int, row: Int, layout: TerminalLayout, count: Int, selection: Int) -> Int? {
        let box = layout.keypad
        guard (box.column..<box.column + box.width).contains(column) else { return nil }
        let line = row - box.row - headerRows
        let visible = visibleRows(layout)
        guard line >= 0, line < visible else { return nil }
        return index(ofLine: line, count: count, selection: selection, visible: visible)
    }

    /// The entry (counted from the newest) drawn on `line` of the list, nil below the last.
    static func index(ofLine line: Int, count: Int, selection: Int, visible: Int) -> Int? {
        let first = firstShown(count: count, selection: selection, visible: visible)
        let shown = min(visible, count - first)
        guard line >= 0, line < shown else { return nil }
        return first + shown - 1 - line
    }

    /// One line: the calculation on the left, its result on the right, each cut with an
    /// ellipsis when too long (the result keeps its start, the expression gives way first).
    static func line(_ entry: HistoryEntry, width: Int, ellipsis: String = "…") -> String {
        var result = "= " + entry.result
        if result.count > width { result = String(result.prefix(max(0, width - 1))) + ellipsis }
        let room = width - result.count - 2
        var expression = entry.expression
        if expression.count > room { expression = room > 1 ? String(expression.prefix(room - 1)) + ellipsis : "" }
        let padding = max(1, width - expression.count - result.count)
        return String((expression + String(repeating: " ", count: padding) + result).prefix(width))
    }
}
