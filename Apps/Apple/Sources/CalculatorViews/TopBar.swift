import CalculatorKit
import SwiftUI

/// Above the display: the keypad switch (the kit's mode titles), the kit's indicators
/// (angle, 2nd, memory; ≈ is drawn beside the number), and the notes and history buttons.
struct TopBar: View {
    let model: CalculatorModel
    @Binding var showsHistory: Bool
    @Binding var showsNotes: Bool

    var body: some View {
        let view = model.view
        HStack(spacing: 12) {
            Picker(AppWords.keypad, selection: Binding(get: { model.view.mode }, set: { model.send(.mode($0)) })) {
                ForEach(CalculatorState.Mode.allCases, id: \.self) { mode in
                    Text(mode.title).tag(mode)
                }
            }
            .pickerStyle(.segmented)
            .labelsHidden()
            .fixedSize()
            Spacer()
            // The converter has no angles: the kit leaves its angle word out.
            let words = view.indicators
            ForEach([words.angle, words.second, words.memory].compactMap { $0 }, id: \.self) { word in
                Text(word).font(.callout.weight(.semibold)).foregroundStyle(.secondary)
            }
            Button {
                showsNotes = true
            } label: {
                Image(systemName: "note.text").font(.title3)
            }
            .accessibilityLabel(AppWords.notes)
            Button {
                showsHistory = true
            } label: {
                Image(systemName: "clock.arrow.circlepath").font(.title3)
            }
            .accessibilityLabel(AppWords.history)
        }
    }
}
