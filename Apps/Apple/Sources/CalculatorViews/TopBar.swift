import CalculatorKit
import SwiftUI

/// Above the display: the keypad switch (Basic / Expr / Convert), the memory and angle
/// indicators, and the notes and history buttons.
struct TopBar: View {
    let model: CalculatorModel
    @Binding var showsHistory: Bool
    @Binding var showsNotes: Bool

    var body: some View {
        let view = model.view
        HStack(spacing: 12) {
            Picker("Keypad", selection: Binding(get: { model.view.mode }, set: { model.send(.mode($0)) })) {
                ForEach(CalculatorState.Mode.allCases, id: \.self) { mode in
                    Text(Key.mode(mode).label).tag(mode)
                }
            }
            .pickerStyle(.segmented)
            .labelsHidden()
            .fixedSize()
            Spacer()
            if view.hasMemory {
                Text("m").font(.callout.weight(.semibold)).foregroundStyle(.secondary)
            }
            // The converter has no angles.
            if view.mode != .converter {
                Text(view.angle == .degrees ? "Deg" : "Rad").font(.callout).foregroundStyle(.secondary)
            }
            Button {
                showsNotes = true
            } label: {
                Image(systemName: "note.text").font(.title3)
            }
            .accessibilityLabel("Notes")
            Button {
                showsHistory = true
            } label: {
                Image(systemName: "clock.arrow.circlepath").font(.title3)
            }
            .accessibilityLabel("History")
        }
    }
}
