import CalculatorKit
import SwiftUI

/// The notes, as iOS 18's Math Notes: lines of text, each with its live result
/// beside it (`r = 2`, then `pi r^2`). What is typed shows at once; the note is worked out
/// off the main actor (`NotesModel`), where one edit recomputes only the lines that depend
/// on it. The note is kept in the app's defaults.
struct NotesView: View {
    @AppStorage("notes.text") private var savedText = ""
    @State private var model: NotesModel?
    @FocusState private var focusedLine: Int?
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        NavigationStack {
            List {
                if let model {
                    ForEach(0..<max(model.lines.count, 1), id: \.self) { index in
                        VStack(alignment: .leading) {
                            NoteRow(
                                text: line(index, of: model),
                                shown: model.shown.indices.contains(index) ? model.shown[index] : .nothing
                            )
                            .focused($focusedLine, equals: index)
                            .onSubmit { newLine(after: index, of: model) }
                            // A plot line draws its graph under it, once the note is worked out.
                            if model.notes.lines.indices.contains(index), model.notes.lines[index].result.plot != nil {
                                NotePlotView(notes: model.notes, line: index)
                            }
                        }
                    }
                    .onDelete { indices in
                        for index in indices.sorted(by: >) { apply(.removeLine(index), to: model) }
                    }
                }
            }
            .listStyle(.plain)
            .navigationTitle(AppWords.notes)
            .toolbar {
                ToolbarItem(placement: .confirmationAction) {
                    Button(AppWords.done) { dismiss() }
                }
            }
        }
        .onAppear(perform: load)
    }

    private func load() {
        guard model == nil else { return }
        let loaded = NotesModel(text: savedText)
        model = loaded
        focusedLine = max(loaded.lines.count - 1, 0)
    }

    private func line(_ index: Int, of model: NotesModel) -> Binding<String> {
        Binding(
            get: { model.lines.indices.contains(index) ? model.lines[index] : "" },
            set: { text in apply(model.lines.isEmpty ? .insertLine(0, text) : .replaceLine(index, text), to: model) }
        )
    }

    private func newLine(after index: Int, of model: NotesModel) {
        if model.lines.isEmpty { apply(.insertLine(0, ""), to: model) }
        apply(.insertLine(index + 1, ""), to: model)
        focusedLine = index + 1
    }

    /// Shows the edit at once, hands it to the model's worker, and keeps the text.
    private func apply(_ edit: Notes.Edit, to model: NotesModel) {
        model.apply(edit)
        savedText = model.text
    }
}

/// One line of the note: its text, and its result right-aligned in the operator colour
/// (an error in red, briefly; "…" for a line that ran out of time).
struct NoteRow: View {
    @Binding var text: String
    let shown: LineResult.Shown

    var body: some View {
        HStack(alignment: .firstTextBaseline, spacing: 8) {
            TextField(AppWords.notePlaceholder, text: $text)
                .font(.body.monospaced())
                .autocorrectionDisabled()
                #if os(iOS)
                    .textInputAutocapitalization(.never)
                #endif
            result
                .lineLimit(1)
                .minimumScaleFactor(0.6)
                .textSelection(.enabled)
        }
    }

    @ViewBuilder private var result: some View {
        switch shown {
        case .nothing:
            EmptyView()
        case let .value(digits):
            // A form that leaves no room for the digits gives way to them.
            if case let .value(alone) = shown.digitsAlone, alone != digits {
                ViewThatFits(in: .horizontal) {
                    valueText(digits)
                    valueText(alone)
                }
            } else {
                valueText(digits)
            }
        case let .error(reason):
            Text(reason).font(.caption).foregroundStyle(.red)
        case .outOfTime:
            Text("…").foregroundStyle(.secondary).accessibilityLabel(AppWords.outOfTime)
        }
    }

    private func valueText(_ digits: String) -> some View {
        Text("= " + digits).font(.body.weight(.semibold)).foregroundStyle(.orange)
    }
}
