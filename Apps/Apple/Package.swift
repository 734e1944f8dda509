// swift-tools-version: 6.1
// The Apple app: SwiftUI over CalculatorKit's view model. A package of its own, outside
// the root package's Sources and Tests, so `swift build` and `swift test` on Linux never
// see SwiftUI; `scripts/check-swiftui` parses these files there instead.
import PackageDescription

let package = Package(
    name: "CalculatorApple",
    platforms: [.iOS(.v17), .macOS(.v14)],
    products: [
        // The views, for an Xcode app project to link (see docs/apple-app.md).
        .library(name: "CalculatorViews", targets: ["CalculatorViews"]),
        .executable(name: "CalculatorApp", targets: ["CalculatorApp"]),
    ],
    dependencies: [
        // The root package, named so that its products are found whatever the clone's folder is called.
        .package(name: "Calculator", path: "../..")
    ],
    targets: [
        .target(
            name: "CalculatorViews",
            dependencies: [
                .product(name: "CalculatorKit", package: "Calculator"),
                .product(name: "CalculatorHistory", package: "Calculator"),
            ]
        ),
        .executableTarget(
            name: "CalculatorApp",
            dependencies: ["CalculatorViews"]
        ),
    ],
    // Swift 5 mode: these views are only parsed on the project's Linux machine, never
    // type-checked there, so Swift 6's stricter concurrency checks stay warnings.
    swiftLanguageModes: [.v5]
)
