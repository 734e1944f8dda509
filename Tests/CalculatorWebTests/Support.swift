import CalculatorHistory
import CalculatorKit
import Foundation
import Hummingbird

@testable import CalculatorWeb

/// A browser app on a free port with history in memory, as the tests use it.
func makeApp(
    _ adjust: (inout BrowserConfiguration) -> Void = { _ in },
    history: HistoryStore = HistoryStore(), warning: String? = nil
) throws -> some ApplicationProtocol {
    var configuration = BrowserConfiguration(host: "127.0.0.1", port: 0)
    configuration.logLevel = .warning  // not a line per request
    configuration.allowedHosts = ["x"]  // the raw requests' `Host: x`
    adjust(&configuration)
    return try BrowserApp.buildApplication(configuration, history: history, historyWarning: warning)
}

/// What the server sends over the WebSocket, as the page reads it (the screen in the kit's `Screen`).
struct Update: Decodable {
    var answers: Int?
    var calculating: Bool?
    var session: String?
    var screen: Screen?
    var history: [Line]?
    var warning: String?
    var notice: String?
    var problem: String?
    var copy: String?
    var chinese: Chinese?

    struct Line: Decodable, Equatable {
        var expression: String
        var result: String
    }

    struct Chinese: Decodable {
        var text: String?
        var problem: String?
    }
}

extension ByteBuffer {
    var text: String { String(buffer: self) }
    /// The body as a JSON object.
    var json: [String: Any] {
        (try? JSONSerialization.jsonObject(with: Data(readableBytesView))) as? [String: Any] ?? [:]
    }
}

func jsonBody(_ object: [String: Any]) -> ByteBuffer {
    ByteBuffer(bytes: try! JSONSerialization.data(withJSONObject: object))
}

let someBrowser = String(repeating: "a1", count: 16)
let otherBrowser = String(repeating: "b2", count: 16)

func cookieHeader(_ browser: String) -> HTTPFields { [.cookie: "calculator-browser=\(browser)"] }

/// Waits for `condition` (60 s at most, only a condition that never holds takes it): the server saves
/// history just after a key's answer, off the key's path.
func eventually(_ condition: () throws -> Bool) async throws -> Bool {
    let deadline = ContinuousClock.now + .seconds(60)
    while try !condition() {
        guard ContinuousClock.now < deadline else { return false }
        try await Task.sleep(for: .milliseconds(10))
    }
    return true
}
