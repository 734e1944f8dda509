import CalculatorViews
import SwiftUI

#if os(macOS)
    import AppKit
#endif

/// The app's entry point; everything else is in CalculatorViews.
@main
struct CalculatorApp: App {
    init() {
        #if os(macOS)
            // Run from a package scheme or `swift run`, the process is not yet a regular app
            // with a Dock icon and its window in front.
            NSApplication.shared.setActivationPolicy(.regular)
            NSApplication.shared.activate(ignoringOtherApps: true)
        #endif
    }

    var body: some Scene {
        CalculatorScene()
    }
}
