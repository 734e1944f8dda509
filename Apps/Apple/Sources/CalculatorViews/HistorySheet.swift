import CalculatorKit
import SwiftUI

/// Past calculations, newest first. Tapping one reuses its result (`Key.recall`), as
/// memory recall would; Clear empties the history.
struct HistorySheet: View {
    let model: CalculatorModel
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        let history = model.view.history
        NavigationStack {
            Group {
                if history.isEmpty {
                    ContentUnavailableView(
                        AppWords.noHistory, systemImage: "clock",
                        description: Text(AppWords.noHistoryHint))
                } else {
                    List {
                        ForEach(history.indices.reversed(), id: \.self) { index in
                            HistoryRow(entry: history[index]) {
                                model.send(.recall(history[index]))
                                dismiss()
                            }
                        }
                    }
                }
            }
            // A history file that cannot be used: calculations are kept for this run only.
            .safeAreaInset(edge: .bottom) {
                if let warning = AppHistory.opened.warning {
                    Label(warning, systemImage: "exclamationmark.triangle")
                        .font(.footnote).foregroundStyle(.secondary).padding()
                }
            }
            .navigationTitle(AppWords.history)
            .toolbar {
                ToolbarItem(placement: .cancellationAction) {
                    Button(AppWords.clear, role: .destructive) { model.send(.clearHistory) }
                        .disabled(history.isEmpty)
                }
                ToolbarItem(placement: .confirmationAction) {
                    Button(AppWords.done) { dismiss() }
                }
            }
        }
        .presentationDetents([.medium, .large])
    }
}

/// One calculation: what was typed, and the result as it was shown.
struct HistoryRow: View {
    let entry: HistoryEntry
    let recall: () -> Void

    var body: some View {
        Button(action: recall) {
            VStack(alignment: .trailing, spacing: 2) {
                Text(entry.expression).font(.subheadline).foregroundStyle(.secondary)
                Text(entry.result).font(.title2)
            }
            .frame(maxWidth: .infinity, alignment: .trailing)
            .lineLimit(1)
            .minimumScaleFactor(0.5)
        }
        .buttonStyle(.plain)
        .contextMenu {
            Button {
                Pasteboard.copy(entry.result)
            } label: {
                Label("Copy", systemImage: "doc.on.doc")
            }
        }
    }
}
