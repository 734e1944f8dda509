/// A screen's worth of cells, drawn into and then written out: every cell is painted each
/// frame (nothing needs clearing, nothing flickers), and only those that changed are sent.
struct Canvas {
    struct Style: Equatable {
        var foreground: Int
        var background: Int
        var bold = false
        /// Foreground and background swapped: how keys stand out without colour.
        var reverse = false
    }

    let columns: Int
    let rows: Int
    private var characters: [Character]
    private var styles: [Style]

    init(columns: Int, rows: Int, style: Style) {
        self.columns = max(columns, 0)
        self.rows = max(rows, 0)
        characters = Array(repeating: " ", count: self.columns * self.rows)
        styles = Array(repeating: style, count: self.columns * self.rows)
    }

    /// Writes `text` from a column and row counted from 1; what falls outside is cut.
    mutating func put(_ text: String, column: Int, row: Int, style: Style) {
        guard row >= 1, row <= rows else { return }
        var x = column
        for character in text {
            if x >= 1, x <= columns {
                let index = (row - 1) * columns + x - 1
                characters[index] = character
                styles[index] = style
            }
            x += 1
        }
    }

    mutating func fill(_ box: Box, style: Style) {
        for row in box.row..<box.row + box.height {
            put(String(repeating: " ", count: box.width), column: box.column, row: row, style: style)
        }
    }

    /// The text that draws the canvas: every cell from the top left, or, given `previous` (what
    /// the screen shows, the same size), only the cells that differ from it, so that a key costs
    /// a few hundred bytes, not a screen's worth (slow over ssh). Colour changes only where it
    /// changes; without colour only bold and reverse video; in ASCII, other characters as "?".
    func ansi(colour: Bool = true, ascii: Bool = false, since previous: Canvas? = nil) -> String {
        let previous = previous.flatMap { $0.columns == columns && $0.rows == rows ? $0 : nil }
        var output = previous == nil ? "\u{1B}[H" : ""
        var current: Style?
        // Where the terminal's cursor is (a cell index), when known.
        var cursor: Int?
        for index in 0..<characters.count {
            let character = characters[index], style = styles[index]
            if let previous, previous.characters[index] == character, previous.styles[index] == style { continue }
            let (row, column) = index.quotientAndRemainder(dividingBy: columns)
            if cursor != index { output += "\u{1B}[\(row + 1);\(column + 1)H" }
            if style != current {
                let colours = colour ? ";38;5;\(style.foreground);48;5;\(style.background)" : ""
                output += "\u{1B}[0\(colours)\(style.bold ? ";1" : "")\(style.reverse ? ";7" : "")m"
                current = style
            }
            output.append(ascii && !character.isASCII ? "?" : character)
            // After the last column the cursor waits to wrap: where it goes next is not sure.
            cursor = column + 1 < columns ? index + 1 : nil
        }
        return output.isEmpty ? "" : output + "\u{1B}[0m"
    }

    /// The characters alone, one line a row (for tests).
    var text: String {
        (0..<rows).map { row in String(characters[(row * columns)..<((row + 1) * columns)]) }.joined(separator: "\n")
    }
}
