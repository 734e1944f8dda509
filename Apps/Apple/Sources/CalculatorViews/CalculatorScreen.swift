import CalculatorKit
import SwiftUI

/// The whole calculator: portrait shows the basic keypad, landscape (and a wide iPad
/// or Mac window) the scientific one. The layout comes from the kit; when it changes,
/// the kit is told the display size that goes with it, so the number refits.
public struct CalculatorScreen: View {
    private let model: CalculatorModel
    @State private var showsHistory = false
    @State private var showsNotes = false
    @Environment(\.colorScheme) private var scheme

    public init(model: CalculatorModel) {
        self.model = model
    }

    public var body: some View {
        GeometryReader { geometry in
            let orientation: KeypadLayout.Orientation =
                geometry.size.width > geometry.size.height ? .landscape : .portrait
            let layout = KeypadLayout.keypad(model.view.mode, orientation)
            let metrics = KeypadMetrics(layout: layout, available: geometry.size)
            VStack(spacing: metrics.spacing) {
                TopBar(model: model, showsHistory: $showsHistory, showsNotes: $showsNotes)
                Spacer(minLength: 0)
                DisplayView(model: model, isLandscape: orientation == .landscape)
                KeypadView(layout: layout, model: model, metrics: metrics)
            }
            .frame(maxWidth: .infinity, maxHeight: .infinity)
            .onChange(of: layout, initial: true) { _, layout in
                model.send(layout.resize)
            }
        }
        .padding(12)
        .background(KeyColors.background(scheme).ignoresSafeArea())
        .modifier(KeyboardInput(model: model))
        .sheet(isPresented: $showsHistory) {
            HistorySheet(model: model)
        }
        .sheet(isPresented: $showsNotes) {
            NotesView()
        }
    }
}
