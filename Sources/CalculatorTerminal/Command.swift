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

    /// The bottom line's hints, the most needed first: each keypad names the keys that work there.
    static func hints(_ mode: CalculatorState.Mode) -> [String] {
        switch mode {
        case .basic, .expression:
            return ["^Q quit", "? help", "^T mode", "^R history", "^Y copy", "Esc clear", "^N notes"]
        case .converter:
            return ["^Q quit", "? help", "f/t unit", "k kind", "s swap", "^T mode", "Esc clear", "^Y copy"]
        case .programmer:
            return ["^Q quit", "? help", "a–f hex", "& | ~ < >", "^T mode", "Esc clear", "^Y copy"]
        }
    }
}
