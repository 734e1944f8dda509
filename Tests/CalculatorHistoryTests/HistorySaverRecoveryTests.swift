import CalculatorKit
import Foundation
import Testing

@testable import CalculatorHistory

@Suite("history saver: a failure's end is told")
struct HistorySaverRecoveryTests {
    final class Counter: @unchecked Sendable {
        private let lock = NSLock()
        private var value = 0
        func add() { lock.withLock { value += 1 } }
        var count: Int { lock.withLock { value } }
    }

    func entry(_ n: Int) -> HistoryEntry { HistoryEntry(expression: "\(n) + 0", result: "\(n)") }

    @Test("saves that succeed after a failure say so once; saves that never failed say nothing")
    func recovery() throws {
        let store = FlakyStore()
        let failures = Counter(), recoveries = Counter()
        let saver = HistorySaver(writer: store, onFailure: { _ in failures.add() }, onRecovery: { recoveries.add() })
        saver.append([entry(1)])
        saver.flush()
        #expect(recoveries.count == 0)
        store.failing = true
        saver.append([entry(2)])
        saver.flush()
        #expect(failures.count >= 1)
        #expect(recoveries.count == 0)
        store.failing = false
        saver.append([entry(3)])
        saver.flush()
        #expect(recoveries.count == 1)
        saver.append([entry(4)])
        saver.flush()
        #expect(recoveries.count == 1)
        #expect(try saver.entries() == [entry(1), entry(2), entry(3), entry(4)])
    }
}
