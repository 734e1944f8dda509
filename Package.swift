// swift-tools-version: 6.1
import PackageDescription

let package = Package(
    name: "Calculator",
    // CalculatorKit is also the brain of the Apple app; its view model uses Observation.
    platforms: [.iOS(.v17), .macOS(.v14)],
    products: [
        .library(name: "CalculatorKit", targets: ["CalculatorKit"]),
        .executable(name: "calculator", targets: ["CalculatorCLI"]),
        .executable(name: "calculator-bench", targets: ["CalculatorBench"]),
    ],
    dependencies: [
        .package(url: "https://github.com/attaswift/BigInt.git", exact: "6.0.1"),
        .package(url: "https://github.com/apple/swift-argument-parser.git", exact: "1.8.2"),
        .package(url: "https://github.com/x-sheep/swift-property-based.git", exact: "2.0.1"),
    ],
    targets: [
        .target(
            name: "CalculatorKit",
            dependencies: [.product(name: "BigInt", package: "BigInt")]
        ),
        .executableTarget(
            name: "CalculatorCLI",
            dependencies: [
                "CalculatorKit",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // Times key presses for scripts/bench (issue 7); not run by the tests.
        .executableTarget(
            name: "CalculatorBench",
            dependencies: ["CalculatorKit"]
        ),
        .testTarget(
            name: "CalculatorKitTests",
            dependencies: [
                "CalculatorKit",
                .product(name: "BigInt", package: "BigInt"),
                .product(name: "PropertyBased", package: "swift-property-based"),
            ],
            resources: [.copy("Fixtures")]
        ),
        .testTarget(
            name: "CalculatorCLITests",
            dependencies: ["CalculatorCLI"]
        ),
    ]
)
