import CalculatorKit
import SwiftUI

/// The notes, as iOS 18's Math Notes: lines of text, each with its live result
/// beside it (`r = 2`, then `pi r^2`). Every edit goes through `Notes.reduce`, so one edit
/// recomputes only the lines that depend on it. The note is kept in the app's defaults.
struct NotesView: View {
    @AppStorage("notes.text") private var savedText = ""
    @State private var notes = Notes()
    /// What each line shows, formatted once per change of its result.
    @State private var shown: [LineResult.Shown] = []
    @State private var isLoaded = false
    @FocusState private var focusedLine: Int?
    @Environment(\.dismiss) private var dismiss

    /// Time for one line: a slow line shows "…" instead of holding up typing.
    static let limits = CalculationLimits(timeLimit: .milliseconds(500))

    var body: some View {
        NavigationStack {
            List {
                ForEach(0..<max(notes.lines.count, 1), id: \.self) { index in
                    VStack(alignment: .leading) {
                        NoteRow(text: line(index), shown: shown.indices.contains(index) ? shown[index] : .nothing)
                            .focused($focusedLine, equals: index)
                            .onSubmit { newLine(after: index) }
                        // A plot line draws its graph under it.
                        if notes.lines.indices.contains(index), notes.lines[index].result.plot != nil {
                            NotePlotView(notes: notes, line: index)
                        }
                    }
                }
                .onDelete { indices in
                    for index in indices.sorted(by: >) { apply(.removeLine(index)) }
                }
            }
            .listStyle(.plain)
            .navigationTitle("Notes")
            .toolbar {
                ToolbarItem(placement: .confirmationAction) {
                    Button("Done") { dismiss() }
                }
            }
        }
        .onAppear(perform: load)
    }

    private func load() {
        guard !isLoaded else { return }
        isLoaded = true
        notes = Notes(text: savedText, limits: Self.limits)
        shown = notes.lines.map { $0.result.shown(limits: Self.limits) }
        focusedLine = max(notes.lines.count - 1, 0)
    }

    private func line(_ index: Int) -> Binding<String> {
        Binding(
            get: { notes.lines.indices.contains(index) ? notes.lines[index].text : "" },
            set: { text in apply(notes.lines.isEmpty ? .insertLine(0, text) : .replaceLine(index, text)) }
        )
    }

    private func newLine(after index: Int) {
        if notes.lines.isEmpty { apply(.insertLine(0, "")) }
        apply(.insertLine(index + 1, ""))
        focusedLine = index + 1
    }

    /// Runs an edit, formats the results that changed, and keeps the text.
    private func apply(_ edit: Notes.Edit) {
        var before: [LineResult?] = notes.lines.map(\.result)
        var oldShown = shown
        switch edit {
        case let .insertLine(index, _):
            before.insert(nil, at: min(index, before.count))
            oldShown.insert(.nothing, at: min(index, oldShown.count))
        case let .removeLine(index) where before.indices.contains(index):
            before.remove(at: index)
            if oldShown.indices.contains(index) { oldShown.remove(at: index) }
        default:
            break
        }
        notes = Notes.reduce(notes, edit)
        shown = notes.lines.indices.map { index in
            let result = notes.lines[index].result
            if index < before.count, index < oldShown.count, before[index] == result { return oldShown[index] }
            return result.shown(limits: Self.limits)
        }
        savedText = notes.text
    }
}

/// One line of the note: its text, and its result right-aligned in the operator colour
/// (an error in red, briefly; "…" for a line that ran out of time).
struct NoteRow: View {
    @Binding var text: String
    let shown: LineResult.Shown

    var body: some View {
        HStack(alignment: .firstTextBaseline, spacing: 8) {
            TextField("r = 2", text: $text)
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
            Text("= " + digits).font(.body.weight(.semibold)).foregroundStyle(.orange)
        case let .error(reason):
            Text(reason).font(.caption).foregroundStyle(.red)
        case .outOfTime:
            Text("…").foregroundStyle(.secondary).accessibilityLabel("ran out of time")
        }
    }
}
