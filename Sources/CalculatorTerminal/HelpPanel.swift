/// Every key on one screen, drawn where the keypad is (`?` or F1), like htop's help.
enum HelpPanel {
    static let title = "Keys · any key closes"

    static let lines: [(keys: String, meaning: String)] = [
        ("0-9 . + - * / ^ ( ) % !", "type the calculation"),
        ("Enter or =", "calculate"),
        ("Backspace · Esc", "delete · clear (C, then AC)"),
        ("letters", "Expression: names, sin( sqrt( ln pi e"),
        (",", "groups thousands (1,024); . is the point"),
        ("F1 or ?", "this help"),
        ("F2 · Ctrl-T · m", "switch Basic / Expression"),
        ("F3 · Ctrl-R · h · ↑", "history"),
        ("F5 · Ctrl-Y · c", "copy the full result"),
        ("F10 · Ctrl-Q · Ctrl-D · q", "quit"),
        ("Ctrl-C", "quit at once (status 130)"),
        ("Ctrl-Z · Ctrl-L", "suspend (fg resumes) · redraw"),
        ("m h c q n p", "Basic keypad only; n is ±, p is π"),
    ]

    /// The lines at a width: keys in a column as wide as the longest, meanings cut to fit.
    static func text(width: Int) -> [String] {
        let keysWidth = lines.map(\.keys.count).max() ?? 0
        return lines.map { line in
            width >= keysWidth + 12
                ? String((line.keys.padded(to: keysWidth + 2) + line.meaning).prefix(width))
                : String((line.keys + ": " + line.meaning).prefix(width))
        }
    }
}
