import CalculatorKit
import CalculatorViews
import SwiftUI

#if os(macOS)
import AppKit
#endif

/// The app: one calculator, shared by every window, whose separators follow the language.
@main
struct CalculatorApp: App {
    @State private var model = CalculatorModel(CalculatorState(
        separators: NumberFormat.Separators(language: Locale.current.identifier) ?? .english))

    init() {
        #if os(macOS)
        // Run from `swift run` or a package scheme, the process is not yet a regular
        // app with a Dock icon and a window in front.
        NSApplication.shared.setActivationPolicy(.regular)
        NSApplication.shared.activate(ignoringOtherApps: true)
        #endif
    }

    var body: some Scene {
        WindowGroup {
            CalculatorScreen(model: model)
        }
        #if os(macOS)
        .defaultSize(width: 360, height: 640)
        #endif
    }
}
