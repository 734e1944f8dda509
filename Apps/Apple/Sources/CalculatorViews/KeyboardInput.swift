import CalculatorKit
import SwiftUI

/// Typing on a hardware keyboard (a Mac, an iPad's keyboard): a character is looked up
/// by the kit's key names (1, +, *, /, ^, %, c …); Return is "=", Delete is ⌫, Escape is AC.
struct KeyboardInput: ViewModifier {
    let model: CalculatorModel
    @FocusState private var isFocused: Bool

    func body(content: Content) -> some View {
        content
            .focusable()
            .focusEffectDisabled()
            .focused($isFocused)
            .onAppear { isFocused = true }
            .onKeyPress { press in
                // ⌘ shortcuts (copy, quit …) belong to the system.
                guard !press.modifiers.contains(.command), let key = Self.key(for: press) else { return .ignored }
                model.send(key)
                return .handled
            }
    }

    private static func key(for press: KeyPress) -> Key? {
        switch press.key {
        case .return: return .equals
        case .delete: return .backspace
        case .escape: return .allClear
        default: return Key(name: press.characters)
        }
    }
}
