// swift-tools-version: 6.1
import PackageDescription

let package = Package(
    name: "Calculator",
    // CalculatorKit is also the brain of the Apple app; its view model uses Observation.
    platforms: [.iOS(.v17), .macOS(.v14)],
    products: [
        .library(name: "CalculatorKit", targets: ["CalculatorKit"]),
        .library(name: "CalculatorHistory", targets: ["CalculatorHistory"]),
        .executable(name: "calculator", targets: ["CalculatorCLI"]),
        .executable(name: "calculator-bench", targets: ["CalculatorBench"]),
    ],
    dependencies: [
        .package(url: "https://github.com/attaswift/BigInt.git", exact: "6.0.1"),
        .package(url: "https://github.com/apple/swift-argument-parser.git", exact: "1.8.2"),
        .package(url: "https://github.com/x-sheep/swift-property-based.git", exact: "2.0.1"),
        .package(url: "https://github.com/groue/GRDB.swift.git", exact: "7.10.0"),
        // The browser app's server; its default traits add swift-configuration support, unused here.
        .package(url: "https://github.com/hummingbird-project/hummingbird.git", exact: "2.28.1", traits: []),
        .package(url: "https://github.com/hummingbird-project/hummingbird-websocket.git", exact: "2.8.1"),
        // Already in the server's build through Hummingbird; the web tests' own HTTP and WebSocket
        // client is built on them (Hummingbird's testing modules bring a TLS stack and an HTTP client).
        .package(url: "https://github.com/apple/swift-nio.git", from: "2.101.3"),
        .package(url: "https://github.com/apple/swift-http-types.git", from: "1.8.0"),
        .package(url: "https://github.com/apple/swift-log.git", from: "1.16.2"),
        .package(url: "https://github.com/swift-server/swift-service-lifecycle.git", from: "2.13.0"),
        .package(url: "https://github.com/hummingbird-project/swift-websocket.git", from: "1.6.2"),
    ],
    targets: [
        .target(
            name: "CalculatorKit",
            dependencies: [.product(name: "BigInt", package: "BigInt")]
        ),
        // Past calculations in SQLite, shared by the terminal and browser apps.
        .target(
            name: "CalculatorHistory",
            dependencies: ["CalculatorKit", .product(name: "GRDB", package: "GRDB.swift")]
        ),
        // The full-screen keypad in a terminal.
        .target(
            name: "CalculatorTerminal",
            dependencies: ["CalculatorKit", "CalculatorHistory"]
        ),
        // The browser app: a web page drawn from the keypad's view state, sent over a WebSocket.
        .target(
            name: "CalculatorWeb",
            dependencies: [
                "CalculatorKit",
                "CalculatorHistory",
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "HummingbirdWebSocket", package: "hummingbird-websocket"),
            ],
            // The page's files are built into the binary, so that a copied or installed
            // `calculator` serves the page from any folder (PageAssets lists them).
            resources: [
                .embedInCode("Page/index.html"), .embedInCode("Page/app.js"), .embedInCode("Page/style.css"),
                .embedInCode("Page/notes.js"), .embedInCode("Page/notes.css"),
                .embedInCode("Page/manifest.webmanifest"), .embedInCode("Page/icon.svg"),
            ]
        ),
        .executableTarget(
            name: "CalculatorCLI",
            dependencies: [
                "CalculatorKit",
                "CalculatorHistory",
                "CalculatorTerminal",
                "CalculatorWeb",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // Times key presses, notes edits and slow cases for scripts/bench and scripts/check-time-limits.
        .executableTarget(
            name: "CalculatorBench",
            dependencies: ["CalculatorKit"]
        ),
        // What several test targets share (a seeded random generator).
        .target(name: "TestSupport", path: "Tests/TestSupport"),
        .testTarget(
            name: "CalculatorKitTests",
            dependencies: [
                "CalculatorKit",
                "TestSupport",
                .product(name: "BigInt", package: "BigInt"),
                .product(name: "PropertyBased", package: "swift-property-based"),
            ],
            resources: [.copy("Fixtures")]
        ),
        .testTarget(
            name: "CalculatorHistoryTests",
            dependencies: ["CalculatorHistory", "CalculatorKit"]
        ),
        .testTarget(
            name: "CalculatorTerminalTests",
            dependencies: ["CalculatorTerminal", "CalculatorKit"]
        ),
        .testTarget(
            name: "CalculatorWebTests",
            dependencies: [
                "CalculatorWeb",
                "CalculatorKit",
                "TestSupport",
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "HummingbirdCore", package: "hummingbird"),
                .product(name: "HummingbirdWebSocket", package: "hummingbird-websocket"),
                .product(name: "WSCore", package: "swift-websocket"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOPosix", package: "swift-nio"),
                .product(name: "NIOHTTP1", package: "swift-nio"),
                .product(name: "NIOWebSocket", package: "swift-nio"),
                .product(name: "HTTPTypes", package: "swift-http-types"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
            ]
        ),
        .testTarget(
            name: "CalculatorCLITests",
            dependencies: ["CalculatorCLI", "CalculatorTerminal", "CalculatorKit"]
        ),
    ]
)
