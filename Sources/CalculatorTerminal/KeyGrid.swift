import CalculatorKit

/// A place on the keypad. Most hold one key; some show the key that fits the moment,
/// as the iPhone's AC/C key does.
public enum GridKey: Equatable, Sendable {
    case fixed(Key)
    /// AC or C.
    case clear
    /// Basic ⇄ expression keypad.
    case mode
    /// Rad or Deg: the unit it switches to.
    case angle

    /// The key sent when it is pressed on this screen.
    public func key(in view: ViewState) -> Key {
        switch self {
        case let .fixed(key): return key
        case .clear: return view.clearKey
        case .mode: return .mode(view.mode == .basic ? .expression : .basic)
        case .angle: return view.angleKey
        }
    }

    /// How the key is coloured, as on the iPhone.
    public enum Role: Sendable {
        /// Orange: ÷ × − + =.
        case operation
        /// Light grey: AC ± % (and the parentheses of the expression keypad).
        case function
        /// Dark grey: digits and the point.
        case digit
        /// The darker keys of the scientific side.
        case scientific
    }
}

/// The keys in rows: the iPhone's portrait keypad, and the scientific keys that
/// landscape adds on its left.
public enum KeyGrid {
    public static func basic(mode: CalculatorState.Mode, besideScientific: Bool) -> [[GridKey]] {
        // Without the scientific keys, the expression keypad needs parentheses more than
        // ± and %, which stay on the keyboard (n and %).
        let top: [GridKey] = mode == .basic || besideScientific
            ? [.clear, .fixed(.changeSign), .fixed(.percent), .fixed(.operation(.divide))]
            : [.clear, .fixed(.openParenthesis), .fixed(.closeParenthesis), .fixed(.operation(.divide))]
        return [
            top,
            [.fixed(.digit(7)), .fixed(.digit(8)), .fixed(.digit(9)), .fixed(.operation(.multiply))],
            [.fixed(.digit(4)), .fixed(.digit(5)), .fixed(.digit(6)), .fixed(.operation(.subtract))],
            [.fixed(.digit(1)), .fixed(.digit(2)), .fixed(.digit(3)), .fixed(.operation(.add))],
            [.mode, .fixed(.digit(0)), .fixed(.point), .fixed(.equals)],
        ]
    }

    public static let scientific: [[GridKey]] = [
        [.fixed(.openParenthesis), .fixed(.closeParenthesis), .fixed(.memoryClear), .fixed(.memoryAdd),
         .fixed(.memorySubtract), .fixed(.memoryRecall)],
        [.fixed(.second), .fixed(.function(.square)), .fixed(.function(.cube)), .fixed(.operation(.power)),
         .fixed(.function(.exp)), .fixed(.function(.powerOfTen))],
        [.fixed(.function(.reciprocal)), .fixed(.function(.squareRoot)), .fixed(.function(.cubeRoot)),
         .fixed(.backspace), .fixed(.function(.ln)), .fixed(.function(.log))],
        [.fixed(.function(.factorial)), .fixed(.function(.sin)), .fixed(.function(.cos)), .fixed(.function(.tan)),
         .fixed(.constant(.e)), .fixed(.exponent)],
        [.angle, .fixed(.function(.sinh)), .fixed(.function(.cosh)), .fixed(.function(.tanh)),
         .fixed(.constant(.pi)), .fixed(.random)],
    ]

    static func role(of place: GridKey, scientific: Bool, mode: CalculatorState.Mode) -> GridKey.Role {
        if scientific { return .scientific }
        switch place {
        case .fixed(.operation), .fixed(.equals): return .operation
        case .clear, .fixed(.changeSign), .fixed(.percent), .fixed(.openParenthesis), .fixed(.closeParenthesis):
            return .function
        default: return .digit
        }
    }
}
