/// ASCII spellings of what the app draws, for terminals whose locale is not UTF-8
/// (LANG=C): there, "×" or "▗" would arrive as bytes the terminal shows as junk.
enum PlainText {
    private static let spellings: [Character: String] = [
        "×": "*", "÷": "/", "−": "-", "–": "-", "—": "-", "±": "+/-", "π": "pi", "√": "sqrt", "∛": "cbrt",
        "ˣ": "^x", "ʸ": "^y", "₂": "2", "·": "-", "…": "...", "≈": "~", "⚠": "!",
        "⌫": "<-", "▸": ">", "◂": "<", "⇅": "swap", "°": "deg", "↑": "Up", "↓": "Down", "→": "->", "“": "\"", "”": "\"",
        "‘": "'", "’": "'", "′": "'", "″": "\"", "←": "<-", "µ": "u", "μ": "u", "Ω": "ohm", "Å": "A", "℃": "degC",
        "℉": "degF", "€": "EUR", "£": "GBP", "¥": "JPY", "§": "S",
        // A plot's axes and ticks.
        "│": "|", "─": "-", "┼": "+", "┤": "+", "├": "+", "┬": "+", "┴": "+", "└": "+", "┘": "+", "┌": "+", "┐": "+",
        "╷": "|", "╵": "|", "╶": "-", "╴": "-",
    ]
    /// Superscripts, which a run of spells after one "^": 10⁻¹² is 10^-12.
    private static let superscripts: [Character: Character] = [
        "⁻": "-", "⁰": "0", "¹": "1", "²": "2", "³": "3", "⁴": "4", "⁵": "5", "⁶": "6", "⁷": "7", "⁸": "8", "⁹": "9",
    ]

    /// A braille cell of a plot as the ASCII mark nearest its dots: `'` high, `.` low, `:` both.
    static func dots(_ braille: Character) -> String {
        guard let scalar = braille.unicodeScalars.first, (0x2800...0x28FF).contains(scalar.value) else {
            return ascii(String(braille))
        }
        // Dots 1, 2, 4, 5 are the upper half of the cell; 3, 6, 7, 8 the lower.
        let bits = scalar.value - 0x2800
        switch (bits & 0b0001_1011 != 0, bits & 0b1110_0100 != 0) {
        case (true, true): return ":"
        case (true, false): return "'"
        case (false, true): return "."
        case (false, false): return " "
        }
    }

    /// `text` in ASCII: known symbols spelled out ("sin⁻¹" → "sin^-1"), anything else "?".
    static func ascii(_ text: String) -> String {
        guard !text.allSatisfy(\.isASCII) else { return text }
        var result = ""
        var characters = Array(text)[...]
        while let character = characters.popFirst() {
            if let first = superscripts[character] {
                result += "^" + String(first)
                while let next = characters.first.flatMap({ superscripts[$0] }) {
                    characters.removeFirst()
                    result.append(next)
                }
            } else if character.isASCII {
                result.append(character)
            } else {
                result += spellings[character] ?? "?"
            }
        }
        return result
    }
}
