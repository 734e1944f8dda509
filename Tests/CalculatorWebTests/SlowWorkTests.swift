import CalculatorKit
import Foundation
import Hummingbird
import Synchronization
import Testing

@testable import CalculatorWeb

/// Counts calculations that have started and ended; each blocks its calculation thread as a
/// 10-second calculation would, for `hold` or until released.
final class SlowCalculations: Sendable {
    let started = Atomic<Int>(0)
    let finished = Atomic<Int>(0)
    let released = Atomic<Bool>(false)
    let hold: Duration

    init(hold: Duration) { self.hold = hold }

    var hook: @Sendable () -> Void {
        { [self] in
            started.add(1, ordering: .sequentiallyConsistent)
            let end = ContinuousClock.now + hold
            while !released.load(ordering: .sequentiallyConsistent) && ContinuousClock.now < end {
                Thread.sleep(forTimeInterval: 0.005)
            }
            finished.add(1, ordering: .sequentiallyConsistent)
        }
    }

    func release() { released.store(true, ordering: .sequentiallyConsistent) }

    /// Waits until `count` calculations are running.
    func waitForStarted(_ count: Int) async throws {
        let deadline = ContinuousClock.now + .seconds(20)
        while started.load(ordering: .sequentiallyConsistent) < count {
            guard ContinuousClock.now < deadline else { throw CancellationError() }
            try await Task.sleep(for: .milliseconds(5))
        }
    }
}

final class Gauge: Sendable {
    let running = Atomic<Int>(0)
    let most = Atomic<Int>(0)
}

func evaluateRequest(_ expression: String) -> String {
    let body = #"{"expression":"\#(expression)"}"#
    return
        "POST /api/evaluate HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: \(body.utf8.count)\r\n"
        + "Connection: close\r\n\r\n" + body
}

@Suite(
    "slow work: its own threads, limits per client and in all, keys stay quick", .serialized, .timeLimit(.minutes(2)))
struct SlowWorkTests {
    @Test("over the per-client limit is a 429, over the total a 503, with a JSON reason")
    func refusals() async throws {
        for (perClient, total, status) in [(1, 2, 429), (2, 1, 503)] {
            // Held until the refusal is seen, however slow a busy machine is.
            let slow = SlowCalculations(hold: .seconds(60))
            defer { slow.release() }
            let app = try makeApp {
                $0.apiPerClient = perClient
                $0.apiAtOnce = total
                $0.beforeCalculationForTesting = slow.hook
            }
            try await app.test(.live) { client in
                let port = try #require(client.port)
                async let first = rawExchange(port: port, evaluateRequest("1+1"), wait: .seconds(90))
                try await slow.waitForStarted(1)
                let refused = await rawExchange(port: port, evaluateRequest("2+2"), wait: .seconds(20))
                #expect(refused.status == status)
                #expect(refused.text.contains(#"{"error":""#))
                #expect(refused.text.contains("Retry-After: 2") || refused.text.contains("retry-after: 2"))
                slow.release()
                #expect(await first.status == 200)
            }
        }
    }

    @Test("a key is answered while the slow-work limit is saturated, before the slow work ends")
    func keyStaysQuick() async throws {
        // Held until the keys are done: a key that waited for the slow work would never be answered.
        let slow = SlowCalculations(hold: .seconds(60))
        defer { slow.release() }
        let app = try makeApp {
            $0.calculationThreads = 4
            $0.apiPerClient = 2
            $0.apiAtOnce = 2
            $0.beforeCalculationForTesting = slow.hook
        }
        try await app.test(.live) { client in
            let port = try #require(client.port)
            async let first = rawExchange(port: port, evaluateRequest("1+1"), wait: .seconds(90))
            async let second = rawExchange(port: port, evaluateRequest("2+2"), wait: .seconds(90))
            try await slow.waitForStarted(2)
            let busy = await rawExchange(port: port, evaluateRequest("3+3"), wait: .seconds(30))
            #expect(busy.status == 503 || busy.status == 429)
            try await client.ws("/ws", configuration: socketConfiguration(someBrowser)) { inbound, outbound, _ in
                var page = PageSide(inbound, outbound)
                _ = try await page.next()
                _ = try await page.press("1", "+")  // warm up this connection's path
                let clock = ContinuousClock()
                var slowest = Duration.zero
                for key in ["2", "=", "×", "3", "="] {
                    let started = clock.now
                    _ = try await page.press(key)
                    slowest = max(slowest, clock.now - started)
                }
                // Milliseconds when idle; the bound only catches a key that waits for ever (the
                // counts below say the keys ran while both slow calculations held their threads).
                #expect(slowest < .seconds(60), "slowest key took \(slowest)")
                #expect(
                    slow.started.load(ordering: .sequentiallyConsistent) == 2
                        && slow.finished.load(ordering: .sequentiallyConsistent) == 0,
                    "the keys ran while both slow calculations did")
                slow.release()
            }
            #expect(await first.status == 200)
            #expect(await second.status == 200)
        }
    }

    @Test("the calculation threads run at most their number at once and every job once")
    func pool() async {
        let pool = CalculationThreads(threads: 3)
        let gauge = Gauge()
        let results = await withTaskGroup(of: Int.self) { group in
            for index in 0..<30 {
                group.addTask {
                    await pool.run(owner: "owner \(index % 4)") {
                        let now = gauge.running.add(1, ordering: .sequentiallyConsistent).newValue
                        gauge.most.max(now, ordering: .sequentiallyConsistent)
                        Thread.sleep(forTimeInterval: 0.005)
                        gauge.running.subtract(1, ordering: .sequentiallyConsistent)
                        return index
                    }
                }
            }
            return await group.reduce(into: []) { $0.append($1) }
        }
        #expect(results.sorted() == Array(0..<30))
        #expect(gauge.most.load(ordering: .sequentiallyConsistent) <= 3)
    }

    @Test("owners take turns: one owner's long queue does not hold up another's work")
    func turns() async {
        let pool = CalculationThreads(threads: 1)
        let order = Mutex<[String]>([])
        let gate = Mutex(false)
        // The one thread is busy until the gate opens; meanwhile a queues 20 jobs, then b one.
        pool.submit(owner: "a") { while !gate.withLock({ $0 }) { Thread.sleep(forTimeInterval: 0.001) } }
        for index in 0..<20 { pool.submit(owner: "a") { order.withLock { $0.append("a\(index)") } } }
        pool.submit(owner: "b") { order.withLock { $0.append("b") } }
        gate.withLock { $0 = true }
        _ = await pool.run(owner: "c") { 0 }
        let ran = order.withLock { $0 }
        #expect(ran.firstIndex(of: "b")! <= 1, "b ran at \(ran.firstIndex(of: "b")!) of \(ran)")
    }

    @Test("the limit counts per client and in all, and gives places back")
    func limit() throws {
        let limit = SlowWorkLimit(perClient: 2, total: 3)
        try limit.admit("a")
        try limit.admit("a")
        #expect(throws: SlowWorkLimit.Refusal.client(2)) { try limit.admit("a") }
        try limit.admit("b")
        #expect(throws: SlowWorkLimit.Refusal.total(3)) { try limit.admit("c") }
        limit.release("a")
        try limit.admit("c")
        #expect(throws: SlowWorkLimit.Refusal.total(3)) { try limit.admit("a") }
    }
}
