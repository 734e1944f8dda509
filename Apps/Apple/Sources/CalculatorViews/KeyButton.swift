import CalculatorKit
import SwiftUI

/// One key: its caption and colour come from the view state, a tap sends the key the
/// cell stands for now (C or AC, Rad or Deg), with a light tap of haptic feedback; VoiceOver
/// reads the kit's spoken name.
struct KeyButton: View {
    let cell: KeypadLayout.Cell
    let model: CalculatorModel
    let metrics: KeypadMetrics
    @Environment(\.colorScheme) private var scheme
    /// Counts taps: the haptic plays whenever it changes.
    @State private var taps = 0

    var body: some View {
        let view = model.view
        let colors = KeyColors.of(cell.key.role, isHighlighted: view.isHighlighted(cell.key), in: scheme)
        let isWide = cell.columns > 1
        Button {
            taps += 1
            model.press(cell.key)
        } label: {
            Text(view.caption(of: cell.key))
                .font(.system(size: metrics.fontSize, weight: cell.key.role == .scientific ? .regular : .medium))
                .lineLimit(1)
                .minimumScaleFactor(0.4)
                // The wide 0 keeps its digit over the first column, as on the iPhone.
                .padding(.horizontal, isWide ? metrics.cell.width / 2 - metrics.fontSize / 4 : 4)
                .frame(
                    width: metrics.width(columns: cell.columns), height: metrics.cell.height,
                    alignment: isWide ? .leading : .center
                )
                .foregroundStyle(colors.text)
                .background(colors.fill, in: Capsule())
                .contentShape(Capsule())
        }
        .buttonStyle(KeyPressStyle())
        // VoiceOver says the kit's name for the key ("divide", "inverse sine"), and a lit key is selected.
        .accessibilityLabel(view.spokenName(of: cell.key))
        .accessibilityAddTraits(view.isHighlighted(cell.key) ? .isSelected : [])
        .sensoryFeedback(.impact(weight: .light), trigger: taps)
    }
}

/// A key brightens while it is held down.
struct KeyPressStyle: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .brightness(configuration.isPressed ? 0.25 : 0)
            .animation(.easeOut(duration: 0.2), value: configuration.isPressed)
    }
}
