import CalculatorKit
import SwiftUI

/// The iPhone's colours for each kind of key, in dark and in light appearance (the
/// system picks one; nothing here is a setting).
struct KeyColors {
    var fill: Color
    var text: Color

    static func of(_ role: KeyRole, isHighlighted: Bool, in scheme: ColorScheme) -> KeyColors {
        let dark = scheme == .dark
        switch role {
        case .operation:
            // A pending operator inverts, as on the iPhone, until its operand is typed.
            return isHighlighted
                ? KeyColors(fill: dark ? .white : Color.orange.opacity(0.25), text: .orange)
                : KeyColors(fill: .orange, text: .white)
        case .control:
            return KeyColors(fill: Color(white: dark ? 0.65 : 0.80), text: .black)
        case .digit:
            return KeyColors(fill: Color(white: dark ? 0.20 : 0.93), text: dark ? .white : .black)
        case .scientific:
            // xʸ waiting for its exponent, and 2nd while on, light up.
            return isHighlighted
                ? KeyColors(fill: Color(white: dark ? 0.65 : 0.45), text: dark ? .black : .white)
                : KeyColors(fill: Color(white: dark ? 0.13 : 0.87), text: dark ? .white : .black)
        }
    }

    static func background(_ scheme: ColorScheme) -> Color { scheme == .dark ? .black : .white }
}
