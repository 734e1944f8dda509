/// Large digits three rows high, drawn with box characters, for the main display:
/// the terminal's way of the iPhone's big thin numbers.
enum BigDigits {
    /// Columns per glyph, the space after it included.
    static let width = 4

    private static let glyphs: [Character: [String]] = [
        "0": ["┌─┐", "│ │", "└─┘"],
        "1": ["  ╷", "  │", "  ╵"],
        "2": ["╶─┐", "┌─┘", "└─╴"],
        "3": ["╶─┐", " ─┤", "╶─┘"],
        "4": ["╷ ╷", "└─┤", "  ╵"],
        "5": ["┌─╴", "└─┐", "╶─┘"],
        "6": ["┌─╴", "├─┐", "└─┘"],
        "7": ["╶─┐", "  │", "  ╵"],
        "8": ["┌─┐", "├─┤", "└─┘"],
        "9": ["┌─┐", "└─┤", "╶─┘"],
        "-": ["   ", "╶─╴", "   "],
        "+": ["   ", "╶┼╴", "   "],
        "e": ["   ", "┌─┐", "└─╴"],
        "E": ["┌─╴", "├─ ", "└─╴"],
        "r": ["   ", "┌─ ", "│  "],
        "o": ["   ", "┌─┐", "└─┘"],
        " ": ["   ", "   ", "   "],
        // Hex digits, B and D in small letters as on seven segments, apart from 8 and 0.
        "A": ["┌─┐", "├─┤", "╵ ╵"],
        "B": ["╷  ", "├─┐", "└─┘"],
        "C": ["┌─╴", "│  ", "└─╴"],
        "D": ["  ╷", "┌─┤", "└─┘"],
        "F": ["┌─╴", "├─ ", "╵  "],
    ]

    /// Seven-segment digits in ASCII, for terminals that cannot show box characters.
    private static let asciiGlyphs: [Character: [String]] = [
        "0": [" _ ", "| |", "|_|"],
        "1": ["   ", "  |", "  |"],
        "2": [" _ ", " _|", "|_ "],
        "3": [" _ ", " _|", " _|"],
        "4": ["   ", "|_|", "  |"],
        "5": [" _ ", "|_ ", " _|"],
        "6": [" _ ", "|_ ", "|_|"],
        "7": [" _ ", "  |", "  |"],
        "8": [" _ ", "|_|", "|_|"],
        "9": [" _ ", "|_|", " _|"],
        "-": ["   ", "---", "   "],
        "+": ["   ", "-+-", "   "],
        "e": [" _ ", "|_ ", "|_ "],
        "E": [" _ ", "|_ ", "|_ "],
        "r": ["   ", " _ ", "|  "],
        "o": ["   ", " _ ", "|_|"],
        " ": ["   ", "   ", "   "],
        "A": [" _ ", "|_|", "| |"],
        "B": ["   ", "|_ ", "|_|"],
        "C": [" _ ", "|  ", "|_ "],
        "D": ["   ", " _|", "|_|"],
        "F": [" _ ", "|_ ", "|  "],
    ]

    private static let asciiNarrow: [Character: [String]] = [
        ".": [" ", " ", "."],
        ",": [" ", " ", ","],
        "…": [" ", " ", "~"],
    ]

    /// Narrow glyphs: separators take two columns, not four.
    private static let narrow: [Character: [String]] = [
        ".": [" ", " ", "▪"],
        ",": [" ", " ", "╻"],
        // A scrolled result's digits out of view, before the first shown or after the last.
        "…": [" ", " ", "…"],
    ]

    /// The rows of `text` (three, or more at a larger `scale`), or nil when a character has no
    /// large form. At scale 2 a glyph is 5×5, at 3 7×7: its strokes drawn longer, not thicker.
    static func rows(_ text: String, ascii: Bool = false, scale: Int = 1) -> [String]? {
        let height = 2 * scale + 1
        var rows = Array(repeating: "", count: height)
        for character in text {
            let normalized: Character = character == "−" ? "-" : character
            let glyph: [String]
            if let wide = (ascii ? asciiGlyphs : glyphs)[normalized] {
                glyph = Self.scaled(wide, by: scale, ascii: ascii)
            } else if let thin = (ascii ? asciiNarrow : narrow)[normalized] {
                glyph = Self.scaled(thin, by: scale, ascii: ascii)
            } else {
                return nil
            }
            for index in 0..<height { rows[index] += glyph[index] + " " }
        }
        return rows.map { String($0.dropLast()) }
    }

    /// Columns `text` takes in large digits.
    static func columns(_ text: String, scale: Int = 1) -> Int {
        text.reduce(0) { $0 + (narrow[$1] != nil ? 2 : width(scale: scale)) } - 1
    }

    /// Columns per glyph at a scale, the space after it included.
    static func width(scale: Int) -> Int { 2 * scale + 2 }

    /// A three-row glyph made taller and wider: its middle column repeated as a line where a
    /// line crosses it, and rows put between its three with the vertical strokes carried on.
    private static func scaled(_ glyph: [String], by scale: Int, ascii: Bool) -> [String] {
        guard scale > 1 else { return glyph }
        let extra = scale - 1
        let rows = glyph.map { row -> [Character] in
            let cells = Array(row)
            guard cells.count == 3 else { return cells }
            let fill = Self.horizontal[cells[1]] ?? " "
            return [cells[0]] + Array(repeating: fill, count: extra) + [cells[1]]
                + Array(repeating: fill, count: extra) + [cells[2]]
        }
        let bar: Character = ascii ? "|" : "│"
        func between(_ above: [Character], _ below: [Character], nextTo middle: [Character]?) -> [Character] {
            above.indices.map { index in
                let (up, down) = (above[index], below[index])
                // Box strokes join what reaches down to what reaches up; in seven segments a
                // "|" reaches up to the bar above it.
                let joined =
                    ascii
                    ? down == "|" || (up == "|" && down == "|")
                    : Self.reachesDown.contains(up) && Self.reachesUp.contains(down)
                // A plus keeps its upright stroke, one row each side of its middle.
                let plus = middle.map { $0[index] == "┼" || $0[index] == "+" } ?? false
                return joined || plus ? bar : " "
            }
        }
        var result: [[Character]] = [rows[0]]
        for index in 0..<extra {
            result.append(between(rows[0], rows[1], nextTo: index == extra - 1 ? rows[1] : nil))
        }
        result.append(rows[1])
        for index in 0..<extra { result.append(between(rows[1], rows[2], nextTo: index == 0 ? rows[1] : nil)) }
        result.append(rows[2])
        return result.map { String($0) }
    }

    /// What fills the widened middle of a glyph's row: a line carries on, anything else is space.
    private static let horizontal: [Character: Character] = [
        "─": "─", "┼": "─", "┬": "─", "┴": "─", "_": "_", "-": "-", "+": "-",
    ]
    private static let reachesDown: Set<Character> = ["┌", "┐", "│", "╷", "├", "┤", "┼", "┬"]
    private static let reachesUp: Set<Character> = ["└", "┘", "│", "╵", "├", "┤", "┼", "┴"]
}
