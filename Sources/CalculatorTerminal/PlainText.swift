/// ASCII spellings of what the app draws, for terminals whose locale is not UTF-8
/// (LANG=C): there, "×" or "▗" would arrive as bytes the terminal shows as junk.
enum PlainText {
    private static let spellings: [Character: String] = [
        "×": "*", "÷": "/", "−": "-", "–": "-", "—": "-", "±": "+/-", "π": "pi", "√": "sqrt", "∛": "cbrt",
        "²": "^2", "³": "^3", "ˣ": "^x", "ʸ": "^y", "₂": "2", "·": "-", "…": "...", "≈": "~", "⚠": "!",
        "⌫": "<-", "▸": ">", "◂": "<", "⇅": "swap", "°": "deg", "↑": "Up", "↓": "Down", "→": "->", "“": "\"", "”": "\"",
        "‘": "'", "’": "'",
    ]

    /// `text` in ASCII: known symbols spelled out ("sin⁻¹" → "sin^-1"), anything else "?".
    static func ascii(_ text: String) -> String {
        guard !text.allSatisfy(\.isASCII) else { return text }
        var result = ""
        var characters = Array(text)[...]
        while let character = characters.popFirst() {
            if character == "⁻", characters.first == "¹" {
                characters.removeFirst()
                result += "^-1"
            } else if character.isASCII {
                result.append(character)
            } else {
                result += spellings[character] ?? "?"
            }
        }
        return result
    }
}
