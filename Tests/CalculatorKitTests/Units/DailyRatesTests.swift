import Foundation
import Testing

@testable import CalculatorKit

/// The daily rates' policy, with a fetch and a cache lent by the test (the kit does no I/O).
@Suite("Rates: the daily rates' policy")
struct DailyRatesTests {
    static func feed(_ day: String, usd: String) -> String {
        """
        <gesmes:Envelope><Cube><Cube time='\(day)'>
        <Cube currency='USD' rate='\(usd)'/><Cube currency='GBP' rate='0.83578'/>
        </Cube></Cube></gesmes:Envelope>
        """
    }

    /// A fetch that answers `body` and counts its calls.
    final class Server: @unchecked Sendable {
        private let lock = NSLock()
        private var body: Result<Data, RatesFetchFailure>
        private(set) var calls = 0

        init(_ body: Result<Data, RatesFetchFailure>) { self.body = body }

        func answer(_ body: Result<Data, RatesFetchFailure>) { lock.withLock { self.body = body } }
        var fetches: Int { lock.withLock { calls } }

        var fetch: @Sendable (String, Double, Int) -> Result<Data, RatesFetchFailure> {
            { _, _, _ in
                self.lock.withLock {
                    self.calls += 1
                    return self.body
                }
            }
        }
    }

    static let now = Date(timeIntervalSince1970: 1_795_000_000)  // 2026-11-17

    @Test("a due fetch caches the feed and answers with its day; within the day the cache answers")
    func fetchesOnceADay() {
        let server = Server(.success(Data(Self.feed("2026-10-29", usd: "1.1130").utf8)))
        let access = RatesFeedAccess.inMemory(fetch: server.fetch)
        let daily = DailyRates(access: access)
        #expect(daily.atHand() == .shipped)
        #expect(daily.isDue(now: Self.now))
        let first = daily.refresh(now: Self.now)
        #expect(first.warning == nil)
        #expect(first.rates.source == "ECB 2026-10-29")
        #expect(daily.atHand() == first.rates)
        // The cache was written just now (the in-memory cache's clock is the real one).
        #expect(!daily.isDue(now: Date()))
        #expect(daily.refresh(now: Date()).rates == first.rates)
        #expect(server.fetches == 1)
    }

    @Test(
        "a feed that is missing, malformed, truncated, hostile or too large leaves the cache as it was",
        arguments: [
            Result<Data, RatesFetchFailure>.failure(.refused(status: 404)),
            .failure(.timedOut(seconds: 10)),
            .success(Data("<html><body>maintenance</body></html>".utf8)),
            .success(Data(String(feed("2026-10-29", usd: "1.1130").prefix(60)).utf8)),
            .success(Data("<Cube time='2026-10-29'><Cube currency='USD' rate='&b;'/></Cube>".utf8)),
            .success(Data([0xFF, 0xFE, 0x00])),
            .success(Data(count: CurrencyRates.maxFeedBytes + 1)),
        ])
    func brokenFeeds(body: Result<Data, RatesFetchFailure>) {
        let server = Server(.success(Data(Self.feed("2026-10-28", usd: "1.1133").utf8)))
        let access = RatesFeedAccess.inMemory(fetch: server.fetch)
        let daily = DailyRates(access: access)
        let good = daily.refresh(now: Self.now).rates
        server.answer(body)
        let later = Date().addingTimeInterval(2 * 86_400)
        let answer = daily.refresh(now: later)
        #expect(answer.rates == good)
        #expect(answer.warning?.hasPrefix("exchange rates of 2026-10-28 from the cache (") == true)
        #expect(access.readCache(CurrencyRates.maxFeedBytes)?.data == Data(Self.feed("2026-10-28", usd: "1.1133").utf8))
        // A failed fetch is not tried again within the hour.
        #expect(!daily.isDue(now: later.addingTimeInterval(60)))
        #expect(daily.refresh(now: later.addingTimeInterval(60)).warning?.contains("less than an hour ago") == true)
        #expect(server.fetches == 2)
        #expect(daily.isDue(now: later.addingTimeInterval(3601)))
    }

    @Test("offline, or with no cache and no network, the built-in table answers with its day and age")
    func builtIn() {
        let server = Server(.failure(.unreachable))
        let offline = DailyRates(offline: true, access: .inMemory(fetch: server.fetch))
        let answer = offline.refresh(now: ISO8601DateFormatter().date(from: "2026-11-27T00:00:00Z")!)
        #expect(answer.rates == .shipped)
        #expect(answer.warning == "exchange rates of 2026-10-30, built in, 28 days old (offline)")
        #expect(server.fetches == 0)
        #expect(!offline.isDue(now: Self.now))
        let unreachable = DailyRates(access: .inMemory(fetch: server.fetch)).refresh(now: Self.now)
        #expect(unreachable.rates == .shipped)
        #expect(
            unreachable.warning?.hasSuffix(
                "(could not fetch the rates: their server cannot be reached (no network, or it is down))") == true)
        // With the shipped table, a conversion says its day.
        let notes = Notes(text: "10 USD to EUR", currencies: unreachable.rates)
        #expect(notes.lines[0].result.ratesNote == "ECB 2026-10-30, built in")
    }

    @Test("the address and the offline setting come from an option, else the environment")
    func settings() {
        let environment = ["CALCULATOR_RATES_URL": "http://127.0.0.1:1/daily.xml", "CALCULATOR_OFFLINE": "1"]
        let fromEnvironment = DailyRates(address: nil, offline: false, environment: environment, access: .none)
        #expect(fromEnvironment.address == "http://127.0.0.1:1/daily.xml")
        #expect(fromEnvironment.offline)
        let fromOption = DailyRates(address: "http://example.test/x", offline: false, environment: [:], access: .none)
        #expect(fromOption.address == "http://example.test/x")
        #expect(!fromOption.offline)
        #expect(
            DailyRates(address: nil, offline: false, environment: [:], access: .none).address
                == DailyRates.defaultAddress)
    }

    @Test("new rates work a note out again: its currency lines follow, and say the new day")
    func notesFollowNewRates() {
        let fetched = try! CurrencyRates(europeanCentralBankFeed: Self.feed("2026-10-29", usd: "1.1130"))
        var live = LiveNotes(text: "price = 10 USD\nprice to EUR\n2 + 2", limits: .standard)
        live.workOutNow()
        #expect(live.result(of: 1)?.ratesNote == "ECB 2026-10-30, built in")
        live.apply(.setCurrencies(fetched))
        live.workOutNow()
        #expect(live.result(of: 1)?.ratesNote == "ECB 2026-10-29")
        #expect(live.shown(of: 1) == .value("≈ 8.984725966 EUR · ECB 2026-10-29"))
        #expect(live.shown(of: 2) == .value("4"))
    }
    /// A cache that cannot be written (a read-only folder): it keeps nothing.
    static func unwritable(_ server: Server) -> RatesFeedAccess {
        RatesFeedAccess(
            fetch: server.fetch, readCache: { _ in nil }, replaceCache: { _ in }, lastFailure: { nil },
            noteFailure: { _ in }, cacheWritten: { nil })
    }

    @Test("a cache that cannot be written still holds a failed fetch for an hour, and a fetched feed for a day")
    func unwritableCache() {
        let server = Server(.failure(.unreachable))
        let daily = DailyRates(access: Self.unwritable(server))
        _ = daily.refresh(now: Self.now)
        #expect(!daily.isDue(now: Self.now.addingTimeInterval(60)))
        #expect(daily.refresh(now: Self.now.addingTimeInterval(60)).warning?.contains("less than an hour ago") == true)
        #expect(server.fetches == 1)
        // An hour on, it is tried again; the feed it brings answers for a day, from memory.
        server.answer(.success(Data(Self.feed("2026-10-29", usd: "1.1130").utf8)))
        let later = Self.now.addingTimeInterval(3601)
        #expect(daily.refresh(now: later).warning == nil)
        #expect(daily.atHand().source == "ECB 2026-10-29")
        #expect(!daily.isDue(now: later.addingTimeInterval(3600)))
        #expect(
            daily.refresh(now: later.addingTimeInterval(3600)) == DailyRates.Answer(rates: daily.atHand(), warning: nil)
        )
        #expect(server.fetches == 2)
        #expect(daily.isDue(now: later.addingTimeInterval(86_401)))
    }

    @Test("the cache is read and checked once each time it is written, however often the rates are asked for")
    func readsTheCacheOnce() {
        let reads = Counter()
        let written = Stamp(Self.now)
        let feed = Data(Self.feed("2026-10-29", usd: "1.1130").utf8)
        let access = RatesFeedAccess(
            fetch: { _, _, _ in .failure(.unreachable) },
            readCache: { _ in
                reads.add()
                return (feed, written.date)
            }, replaceCache: { _ in }, lastFailure: { nil }, noteFailure: { _ in },
            cacheWritten: { written.date })
        let daily = DailyRates(access: access)
        for _ in 0..<10 {
            // As a notes request asks: a fetch beside it if due (it is not), the rates, whether they are due.
            daily.refreshBesideIfDue(now: Self.now)
            #expect(daily.atHand().source == "ECB 2026-10-29")
            #expect(!daily.isDue(now: Self.now))
        }
        #expect(reads.count == 1)
        written.date = Self.now.addingTimeInterval(60)  // another copy wrote it again
        #expect(daily.cached()?.source == "ECB 2026-10-29")
        #expect(reads.count == 2)
    }

    @Test("while a fetch runs, asking again starts no other: the turn is taken before its thread starts")
    func oneFetchAtATime() {
        let tester = ObjectIdentifier(Thread.current)
        // Threads other than the test's wait at the gate, so the fetch is still under way below.
        let gate = DispatchSemaphore(value: 0)
        let others = Counter()
        let fetched = Data(Self.feed("2026-10-29", usd: "1.1130").utf8)
        let memory = RatesFeedAccess.inMemory { _, _, _ in .success(fetched) }
        let atTheGate: @Sendable () -> Void = {
            guard ObjectIdentifier(Thread.current) != tester else { return }
            others.add()
            gate.wait()
            gate.signal()
        }
        var access = memory
        access.cacheWritten = {
            atTheGate()
            return memory.cacheWritten()
        }
        access.readCache = {
            atTheGate()
            return memory.readCache($0)
        }
        let server = Server(.success(fetched))
        access.fetch = server.fetch
        let daily = DailyRates(access: access)
        for _ in 0..<50 { daily.refreshBesideIfDue() }
        // The fetch beside has its turn already: a note asking now is told so, and fetches nothing.
        let meanwhile = daily.refresh()
        #expect(meanwhile.warning?.hasSuffix("(they are being fetched)") == true)
        #expect(daily.isDue())
        gate.signal()
        // Waits for the fetch (a condition, not a time; the bound only ends a wait that would never end).
        for _ in 0..<6000 where daily.isDue() { Thread.sleep(forTimeInterval: 0.01) }
        #expect(daily.atHand().source == "ECB 2026-10-29")
        #expect(server.fetches == 1)
        #expect(others.count == 1, "one thread fetched, and looked at the cache once")
    }

    final class Counter: @unchecked Sendable {
        private let lock = NSLock()
        private var value = 0
        func add() { lock.withLock { value += 1 } }
        var count: Int { lock.withLock { value } }
    }

    final class Stamp: @unchecked Sendable {
        private let lock = NSLock()
        private var value: Date
        init(_ date: Date) { value = date }
        var date: Date {
            get { lock.withLock { value } }
            set { lock.withLock { value = newValue } }
        }
    }
}
