import CalculatorKit
import SwiftUI

/// Typing on a hardware keyboard (a Mac, an iPad's keyboard), by the kit's
/// `KeyboardMap`, the same map the terminal and the browser page follow: Return is "=",
/// Delete ⌫, Escape the clear key (C while there is something to clear, then AC).
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
                guard !press.modifiers.contains(.command), let keyboard = Self.keyboardKey(for: press),
                    let cell = KeyboardMap.cell(for: keyboard, in: model.view.mode)
                else { return .ignored }
                // As a tap on the cell: the clear cell sends C or AC as the keypad stands.
                model.press(cell)
                return .handled
            }
    }

    private static func keyboardKey(for press: KeyPress) -> KeyboardKey? {
        switch press.key {
        case .return: return .enter
        case .delete: return .backspace
        case .deleteForward: return .delete
        case .escape: return .escape
        default: return press.characters.count == 1 ? press.characters.first.map(KeyboardKey.character) : nil
        }
    }
}
