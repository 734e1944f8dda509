import CalculatorKit

/// Colours as xterm 256-colour indices, which macOS Terminal and tmux show as well.
public struct Theme: Equatable, Sendable {
    public enum Name: String, Sendable, CaseIterable { case dark, light }

    struct Pair: Equatable, Sendable {
        var foreground: Int
        var background: Int
    }

    var screen: Pair
    var dim: Int
    var digit, control, operation, scientific: Pair
    /// The pending operator: colours swapped, as the iPhone shows it.
    var pending: Pair
    /// A key just pressed.
    var flash: Pair
    var selected: Pair
    var info, warning: Int

    public static func named(_ name: Name) -> Theme {
        switch name {
        case .dark:
            return Theme(
                screen: Pair(foreground: 255, background: 16), dim: 245,
                digit: Pair(foreground: 255, background: 238), control: Pair(foreground: 16, background: 250),
                operation: Pair(foreground: 231, background: 208), scientific: Pair(foreground: 255, background: 236),
                pending: Pair(foreground: 208, background: 231), flash: Pair(foreground: 16, background: 253),
                selected: Pair(foreground: 16, background: 250), info: 114, warning: 214)
        case .light:
            return Theme(
                screen: Pair(foreground: 16, background: 255), dim: 242,
                digit: Pair(foreground: 16, background: 252), control: Pair(foreground: 16, background: 248),
                operation: Pair(foreground: 231, background: 208), scientific: Pair(foreground: 16, background: 254),
                pending: Pair(foreground: 208, background: 231), flash: Pair(foreground: 231, background: 244),
                selected: Pair(foreground: 231, background: 240), info: 28, warning: 130)
        }
    }

    /// The theme that suits the terminal: COLORFGBG ("15;0") names the background
    /// colour last; 7 and 9–15 are light ones.
    public static func name(colorFGBG: String?) -> Name {
        guard let last = colorFGBG?.split(separator: ";").last, let background = Int(last) else { return .dark }
        return background == 7 || (9...15).contains(background) ? .light : .dark
    }

    func colours(of role: KeyRole) -> Pair {
        switch role {
        case .digit: return digit
        case .control: return control
        case .operation: return operation
        case .scientific: return scientific
        }
    }
}
