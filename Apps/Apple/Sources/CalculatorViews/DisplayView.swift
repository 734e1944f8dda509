import CalculatorKit
import SwiftUI

/// The secondary line over the main display. The emphasised line is the large one
/// (the expression while it is typed, the result after "="); the number shrinks to
/// fit rather than lose digits, since the kit has already cut it to the display width.
/// The converter has its own display (ConverterDisplayView).
struct DisplayView: View {
    let model: CalculatorModel
    let isLandscape: Bool
    /// Why the last copy from the menu gave nothing, shown until dismissed.
    @State private var copyProblem: String?
    /// The drag in progress: whether it scrolls the result's digits, and by how many so far.
    @State private var drag: (scrolls: Bool, sent: Int)?

    var body: some View {
        if let converter = model.view.converter {
            ConverterDisplayView(converter: converter, error: model.view.error, model: model, isLandscape: isLandscape)
        } else if let programmer = model.view.programmer {
            VStack(alignment: .trailing, spacing: 6) {
                calculation
                ProgrammerDisplayView(programmer: programmer, model: model)
            }
        } else {
            calculation
        }
    }

    private var calculation: some View {
        let view = model.view
        return VStack(alignment: .trailing, spacing: 4) {
            Text(view.expression.isEmpty ? " " : view.expression)
                .font(lineFont(emphasised: view.emphasis == .expression))
                .foregroundStyle(view.emphasis == .expression ? .primary : .secondary)
                .lineLimit(1)
                .minimumScaleFactor(0.3)
                .truncationMode(.head)
            HStack(alignment: .firstTextBaseline, spacing: 6) {
                if let mark = view.roundingMark {
                    // The kit's mark for a rounded number; its note says what it means.
                    Text(mark).font(lineFont(emphasised: false)).foregroundStyle(.secondary)
                        .help(view.roundingNote ?? "")
                        .accessibilityLabel(view.roundingNote ?? "")
                }
                Text(view.display.isEmpty ? " " : view.display)  // keeps its height while there is no value
                    .font(lineFont(emphasised: view.emphasis == .result))
                    .foregroundStyle(view.emphasis == .result ? .primary : .secondary)
                    .lineLimit(1)
                    .minimumScaleFactor(0.25)
            }
            if let error = view.error {
                Text(error).font(.footnote).foregroundStyle(.red).lineLimit(2)
            } else if let note = view.exactFormNote {
                Text(note).font(.footnote).foregroundStyle(.secondary).lineLimit(2)
            }
        }
        .frame(maxWidth: .infinity, alignment: .trailing)
        .contentShape(Rectangle())
        .contextMenu { ResultMenu(view: view, problem: $copyProblem) }
        .alert(
            copyProblem ?? "", isPresented: Binding(get: { copyProblem != nil }, set: { if !$0 { copyProblem = nil } })
        ) {
            Button(AppWords.ok, role: .cancel) {}
        }
        // A tap on the display flips it between digits and the exact form (the kit's display key).
        .onTapGesture { model.send(KeypadLayout.displayKey) }
        .accessibilityAction(named: Text(KeypadLayout.displayKey.spokenName)) { model.send(KeypadLayout.displayKey) }
        // A drag across a rounded result scrolls its digits (worked out by the kit as they come
        // into view), a digit per digit's width; on anything else a swipe removes the last
        // digit, as on the iPhone.
        .gesture(
            DragGesture(minimumDistance: 24)
                .onChanged { moved in
                    let current = drag ?? (scrolls: view.isScrollable || view.scrolled != nil, sent: 0)
                    drag = current
                    guard current.scrolls else { return }
                    let digits = Int(-moved.translation.width / digitWidth)
                    if digits != current.sent {
                        model.send(.scroll(.by(digits - current.sent)))
                        drag = (scrolls: true, sent: digits)
                    }
                }
                .onEnded { swipe in
                    let scrolled = drag?.scrolls ?? false
                    drag = nil
                    if !scrolled, abs(swipe.translation.width) > abs(swipe.translation.height) {
                        model.send(.backspace)
                    }
                }
        )
        .accessibilityElement(children: .combine)
        .accessibilityAddTraits(.updatesFrequently)
    }

    /// About one digit's width in the large line's font, before any shrinking to fit.
    private var digitWidth: CGFloat { isLandscape ? 31 : 46 }

    private func lineFont(emphasised: Bool) -> Font {
        emphasised
            ? .system(size: isLandscape ? 56 : 84, weight: .light)
            : .system(size: isLandscape ? 22 : 28, weight: .regular)
    }
}

/// What the display's context menu offers: the result in full precision and in Chinese
/// uppercase (人民币大写). Both are worked out when chosen, on the kit's calculation
/// threads, never on the main actor (an irrational value's 100 digits may take long);
/// when there is nothing to give, `problem` says why.
struct ResultMenu: View {
    let view: ViewState
    @Binding var problem: String?

    var body: some View {
        Button {
            let view = view
            Task {
                let copied = await CalculationThreads.shared.run(owner: "app") { view.copyText() }
                switch copied {
                case let .success(text): Pasteboard.copy(text)
                case let .failure(nothing): problem = nothing.description
                }
            }
        } label: {
            Label(AppWords.copy, systemImage: "doc.on.doc")
        }
        .disabled(view.value == nil)
        Button {
            let view = view
            Task {
                let amount = await CalculationThreads.shared.run(owner: "app") { view.chineseAmount() }
                switch amount {
                case let .success(words): Pasteboard.copy(words)
                case let .failure(reason): problem = reason.description
                }
            }
        } label: {
            Label(AppWords.copyChinese, systemImage: "yensign")
        }
        .disabled(view.value == nil)
    }
}
