import CalculatorKit

/// Every key on one screen, drawn where the keypad is (`?` or F1), like htop's help;
/// ↑↓ scroll it where the keypad is shorter than the list (40×20).
enum HelpPanel {
    static let title = "Keys (^ is Ctrl) · any key closes"
    static let scrollTitle = "Keys (^ is Ctrl) · ↑↓ more · any key closes"

    /// The lines the panel shows below its title in `rows` rows, and the first one that may
    /// be scrolled to.
    static func maxScroll(rows: Int, mode: CalculatorState.Mode) -> Int {
        max(0, lines(mode).count - max(0, rows - 1))
    }

    /// Short enough for the portrait keypad of a 52-column terminal, and few enough for
    /// the keypad's rows at 80×24: the converter's letters stand in for the typing ones.
    static func lines(_ mode: CalculatorState.Mode) -> [(keys: String, meaning: String)] {
        let typing: [(keys: String, meaning: String)] =
            mode == .converter
            ? [
                ("Backspace", "delete the last digit"),
                ("Esc", "clear: C, then AC"),
                ("f t", "next from / to unit"),
                ("k s n", "next kind, swap the units, ±"),
                ("F T K", "the same, back"),
            ]
            : [
                ("Enter =", "calculate"),
                ("Backspace", "delete the last key"),
                ("Esc", "clear: C, then AC"),
                ("→ ← End", "the result's digits; Home: rest"),
                ("letters", "Expression: sin( sqrt( ln( pi e"),
                (",", "groups thousands: 1,024"),
            ]
        // The converter's values are digits only: it has no exact form to flip to.
        let exactForm: [(keys: String, meaning: String)] =
            mode == .converter ? [] : [("F7 ^E", "exact form ⇄ digits (2/3, 2√2)")]
        return typing + [
            ("F1 ?", "this help"),
            ("F2 ^T", "next keypad: Basic … Programmer"),
            ("F3 ^R ↑", "history"),
            ("F4 ^N", "notes: lines with live results"),
            ("F5 ^Y", "copy the full result"),
            ("F6 ^G", "degrees ⇄ radians (also a note's)"),
        ] + exactForm + [
            ("F10 ^Q ^D", "quit; ^C quits at once (130)"),
            ("^Z ^L", "suspend (fg resumes), redraw"),
            ("paste", "typed as text, never as commands"),
        ]
    }

    /// The lines at a width: keys in a column as wide as the longest, meanings cut to fit.
    /// - Parameter spelled: how the terminal shows text (ASCII spellings are longer).
    static func text(width: Int, mode: CalculatorState.Mode = .basic, spelled: (String) -> String = { $0 }) -> [String]
    {
        let lines = lines(mode).map { (keys: spelled($0.keys), meaning: spelled($0.meaning)) }
        let keysWidth = lines.map(\.keys.count).max() ?? 0
        return lines.map { line in
            cut(
                width >= keysWidth + 12
                    ? line.keys.padded(to: keysWidth + 2) + line.meaning : line.keys + ": " + line.meaning,
                to: width, ascii: spelled("…") != "…")
        }
    }

    /// Text cut to `width` ends with an ellipsis, so that a cut line never reads as whole.
    static func cut(_ text: String, to width: Int, ascii: Bool = false) -> String {
        guard text.count > width else { return text }
        return width > 0 ? String(text.prefix(width - 1)) + (ascii ? "~" : "…") : ""
    }
}
