import CalculatorKit
import Foundation
import SwiftUI

/// The app's windows. A scene rather than code in the app's entry point, so an Xcode app
/// project needs only this library and a three-line `App`.
public struct CalculatorScene: Scene {
    public init() {}

    public var body: some Scene {
        WindowGroup {
            CalculatorWindow()
        }
        #if os(macOS)
            .defaultSize(width: 360, height: 640)
        #endif
    }
}

/// One window's calculator, whose separators follow the language. Each window has a model
/// of its own: its own keypad, and its own display size sent from its own layout. History is
/// the app's: every window records into it and starts from it. The window is dark for the
/// moment the saved history takes to read, which happens off the main actor.
struct CalculatorWindow: View {
    @State private var model: CalculatorModel?

    var body: some View {
        Group {
            if let model {
                CalculatorScreen(model: model)
            } else {
                Color.black.ignoresSafeArea()
            }
        }
        .task {
            guard model == nil else { return }
            let (state, handlers) = await AppHistory.calculator(
                CalculatorState(separators: NumberFormat.Separators(language: Locale.current.identifier) ?? .english))
            model = CalculatorModel(state, handlers: handlers)
        }
    }
}
