import CalculatorKit

/// Every key on one screen, drawn where the keypad is (`?` or F1), like htop's help;
/// ↑↓ scroll it where the keypad is shorter than the list (40×20). In the notes view F1
/// shows the editor's keys over the note (`?` is typed there).
enum HelpPanel {
    static let title = TerminalWords.helpTitle
    static let scrollTitle = TerminalWords.helpScrollTitle

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

    static func lines(_ mode: CalculatorState.Mode) -> [(keys: String, meaning: String)] {
        TerminalWords.keypadHelp(mode)
    }

    static let notesLines = TerminalWords.notesHelp

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
