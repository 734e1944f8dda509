import CalculatorKit
import Foundation
import SwiftUI

/// The app's window: one calculator, whose separators follow the language. A scene
/// rather than code in the app's entry point, so an Xcode app project needs only this
/// library and a three-line `App`.
public struct CalculatorScene: Scene {
    @State private var model = CalculatorModel(
        CalculatorState(
            separators: NumberFormat.Separators(language: Locale.current.identifier) ?? .english))

    public init() {}

    public var body: some Scene {
        WindowGroup {
            CalculatorScreen(model: model)
        }
        #if os(macOS)
            .defaultSize(width: 360, height: 640)
        #endif
    }
}
