import CalculatorKit

/// What the app does beside pressing calculator keys. Commands sit on keys that can
/// never be part of an expression (F-keys, Ctrl, `?`), the same on every keypad. No letter
/// is a command: a letter typed or pasted by mistake (`3 quarts`) never quits or copies.
public enum Command: Equatable, Sendable {
    case quit, interrupt, help, switchMode, history, copy, notes, suspend, redraw
    /// Degrees ⇄ radians: the keypad's, or in the notes view the note's own.
    case angle
    /// The display's exact form ⇄ its digits: the key tapping the display sends.
    case exactForm

    public static func command(for input: InputEvent, mode: CalculatorState.Mode) -> Command? {
        switch input {
        case .interrupt: return .interrupt
        case .control("q"), .control("d"), .functionKey(10): return .quit
        case .functionKey(1), .character("?"): return .help
        case .functionKey(2), .control("t"): return .switchMode
        case .functionKey(3), .control("r"): return .history
        case .functionKey(4), .control("n"): return .notes
        case .functionKey(5), .control("y"): return .copy
        case .functionKey(6), .control("g"): return .angle
        case .functionKey(7), .control("e"): return .exactForm
        case .control("z"): return .suspend
        case .control("l"): return .redraw
        default: return nil
        }
    }

    /// The view the bottom line speaks for.
    enum Place: Equatable, Sendable {
        case keypad(CalculatorState.Mode)
        case history, help, notes
    }

    /// The bottom line's hints, the most needed first, in one form on every view: a key,
    /// then what it does. F-keys, which act alike in every view (letters are text in some),
    /// then the keys of the view in sight.
    static func hints(_ place: Place) -> [String] {
        switch place {
        case let .keypad(mode): return TerminalWords.keypadHints(mode)
        case .history: return TerminalWords.historyHints
        case .help: return TerminalWords.helpHints
        case .notes: return TerminalWords.notesHints
        }
    }

    static func hints(_ mode: CalculatorState.Mode) -> [String] { hints(.keypad(mode)) }
}
