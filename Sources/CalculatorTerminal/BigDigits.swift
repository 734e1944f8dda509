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

    /// The three rows of `text`, or nil when a character has no large form.
    static func rows(_ text: String, ascii: Bool = false) -> [String]? {
        var rows = ["", "", ""]
        for character in text {
            let normalized: Character = character == "−" ? "-" : character
            if let glyph = (ascii ? asciiGlyphs : glyphs)[normalized] {
                for index in 0..<3 { rows[index] += glyph[index] + " " }
            } else if let glyph = (ascii ? asciiNarrow : narrow)[normalized] {
                for index in 0..<3 { rows[index] += glyph[index] + " " }
            } else {
                return nil
            }
        }
        return rows.map { String($0.dropLast()) }
    }

    /// Columns `text` takes in large digits.
    static func columns(_ text: String) -> Int {
        text.reduce(0) { $0 + (narrow[$1] != nil ? 2 : width) } - 1
    }
}
