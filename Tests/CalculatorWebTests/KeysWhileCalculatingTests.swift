import Foundation
import Hummingbird
import Synchronization
import Testing

@testable import CalculatorWeb

/// No key is refused or lost: many tabs type while two others wait on slow "=" presses,
/// and every key is answered at once, in order, with the right final screen.
@Suite("keys while others calculate", .serialized, .timeLimit(.minutes(2)))
struct KeysWhileCalculatingTests {
    /// A browser id of 32 hexadecimal digits, one per tab.
    static func browser(_ index: Int) -> String { String(format: "%032x", 0xC0FFEE + index) }

    @Test("ten tabs type while two calculate slowly: none refused or lost, every screen right")
    func manyTypeWhileTwoCalculate() async throws {
        try await makeApp { $0.limits.timeLimit = .seconds(4) }.test(.live) { client in
            try await withThrowingTaskGroup(of: String.self) { group in
                for slow in 0..<2 {
                    group.addTask {
                        let status = Mutex("")
                        try await client.ws("/ws", configuration: socketConfiguration(Self.browser(100 + slow))) {
                            inbound, outbound, _ in
                            var page = PageSide(inbound, outbound)
                            _ = try await page.next()
                            // sin of e^100000 degrees: seconds of work, up to the time limit.
                            _ = try await page.press(
                                "mode.expression", "sin", "eˣ", "1", "0", "0", "0", "0", "0", ")", ")")
                            let shown = try await page.press("=").screen?.display ?? "no screen"
                            status.withLock { $0 = shown }
                        }
                        return "slow: " + status.withLock { $0 }
                    }
                }
                for typist in 0..<10 {
                    group.addTask {
                        let shown = Mutex<[String]>([])
                        try await client.ws("/ws", configuration: socketConfiguration(Self.browser(typist))) {
                            inbound, outbound, _ in
                            var page = PageSide(inbound, outbound)
                            _ = try await page.next()
                            for _ in 0..<5 {
                                let update = try await page.press("1", "2", "+", "3", "4", "×", "5", "=")
                                #expect(update.problem == nil, "a key was refused: \(update.problem ?? "")")
                                shown.withLock { $0.append(update.screen?.display ?? "no screen") }
                            }
                        }
                        return "typist: " + shown.withLock { $0.joined(separator: " ") }
                    }
                }
                var typists = 0
                for try await outcome in group where outcome.hasPrefix("typist") {
                    typists += 1
                    #expect(outcome == "typist: 182 182 182 182 182")
                }
                #expect(typists == 10)
            }
        }
    }
}
