import CalculatorKit

/// Every key on one screen, drawn where the keypad is (`?` or F1), like htop's help;
/// ↑↓ scroll it where the keypad is shorter than the list (40×20). In the notes view F1
/// shows the editor's keys over the note (`?` is typed there).
enum HelpPanel {
    static let title = "Keys (^ is Ctrl) · any key closes"
    static let scrollTitle = "Keys (^ is Ctrl) · ↑↓ more · any key closes"

    /// Whose keys the help lists.
    enum Topic: Equatable, Sendable {
        case keypad(CalculatorState.Mode)
        case notes
    }

    /// The lines the panel shows below its title in `rows` rows, and the first one that may
    /// be scrolled to.
    static func maxScroll(rows: Int, topic: Topic) -> Int {
        max(0, lines(topic).count - max(0, rows - 1))
    }

    static func maxScroll(rows: Int, mode: CalculatorState.Mode) -> Int { maxScroll(rows: rows, topic: .keypad(mode)) }

    static func lines(_ topic: Topic) -> [(keys: String, meaning: String)] {
        switch topic {
        case let .keypad(mode): return lines(mode)
        case .notes: return notesLines
        }
    }

    /// Short enough for the portrait keypad of a 52-column terminal; the converter's letters
    /// stand in for the typing ones, so that its list fits the keypad's rows at 80×24.
    static func lines(_ mode: CalculatorState.Mode) -> [(keys: String, meaning: String)] {
        let typing: [(keys: String, meaning: String)]
        switch mode {
        case .converter:
            typing = [
                ("Backspace", "delete the last digit"),
                ("Esc", "clear: C, then AC"),
                ("f t", "next from / to unit"),
                ("k s n", "next kind, swap the units, ±"),
                ("F T K", "the same, back"),
            ]
        case .expression:
            typing =
                [
                    ("Enter =", "calculate"),
                    ("Esc", "clear: C, then AC"),
                    ("← →", "move the cursor; Home, End: ends"),
                    ("Backspace", "delete before the cursor"),
                    ("Delete", "delete after the cursor"),
                    ("after =", "→ ← End Home: the result's digits"),
                ] + names + [(",", "groups thousands: 1,024")]
        case .basic, .programmer:
            typing =
                [
                    ("Enter =", "calculate"),
                    ("Backspace", "delete the last key"),
                    ("Esc", "clear: C, then AC"),
                    ("→ ← End", "the result's digits; Home: rest"),
                ] + (mode == .basic ? names + [("n p x", "±, π, ×"), (",", "groups thousands: 1,024")] : [])
        }
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

    /// Every key on the screen has a name to type: the scientific keys, memory and 2nd.
    private static let names: [(keys: String, meaning: String)] = [
        ("names", "sin sqrt ln pi …, then ( or Space"),
        ("memory", "mc mr m+ m-, typed as names"),
        ("second", "2nd (shift too); rad, deg: angle"),
    ]

    /// The notes editor's keys: `?` and letters are text there, so every command is an F-key or Ctrl.
    static let notesLines: [(keys: String, meaning: String)] = [
        ("letters", "a line: r = 2, then pi r^2"),
        ("Enter", "a new line"),
        ("← →", "move in the line; Home End ^A ^E"),
        ("↑ ↓", "the line above, below"),
        ("Backspace", "delete before the cursor"),
        ("Delete", "delete after the cursor"),
        ("Esc F4 ^N", "back to the keypad"),
        ("F6 ^G", "degrees ⇄ radians: the angle line"),
        ("F1", "this help (? is typed)"),
        ("F3 ^R", "history"),
        ("F2 ^T", "next keypad"),
        ("F10 ^Q ^D", "quit; ^C quits at once (130)"),
        ("^Z ^L", "suspend (fg resumes), redraw"),
        ("paste", "typed as text, many lines at once"),
    ]

    /// The lines at a width: keys in a column as wide as the longest, meanings cut to fit.
    /// - Parameter spelled: how the terminal shows text (ASCII spellings are longer).
    static func text(width: Int, mode: CalculatorState.Mode = .basic, spelled: (String) -> String = { $0 }) -> [String]
    {
        text(width: width, topic: .keypad(mode), spelled: spelled)
    }

    static func text(width: Int, topic: Topic, spelled: (String) -> String = { $0 }) -> [String] {
        let lines = lines(topic).map { (keys: spelled($0.keys), meaning: spelled($0.meaning)) }
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
