import Foundation

/// What a front end lends the daily rates: the fetch and the cache. The kit does no I/O; it
/// decides when to fetch, reads and checks what comes back, and says how old the rates are.
public struct RatesFeedAccess: Sendable {
    /// The body at an address, within `timeout` seconds; a body longer than `maxBytes` is
    /// `.tooLarge` (the fetcher stops reading there, so a huge feed costs no memory).
    public var fetch:
        @Sendable (_ address: String, _ timeout: Double, _ maxBytes: Int) -> Result<Data, RatesFetchFailure>
    /// The cached feed (at most `maxBytes` + 1 of it) and when it was written.
    public var readCache: @Sendable (_ maxBytes: Int) -> (data: Data, written: Date)?
    /// When the cache was last written, without reading it (nil: there is none). The feed read
    /// from it is kept, and read again only once this changes.
    public var cacheWritten: @Sendable () -> Date?
    /// Puts a feed in the cache whole: a reader, in this process or another, sees the old
    /// feed or the new one, never a part (written aside, then renamed over it).
    public var replaceCache: @Sendable (Data) -> Void
    /// When a fetch last failed, and the place to note it (nil: the last one worked).
    public var lastFailure: @Sendable () -> Date?
    public var noteFailure: @Sendable (Date?) -> Void

    public init(
        fetch: @escaping @Sendable (String, Double, Int) -> Result<Data, RatesFetchFailure>,
        readCache: @escaping @Sendable (Int) -> (data: Data, written: Date)?,
        replaceCache: @escaping @Sendable (Data) -> Void,
        lastFailure: @escaping @Sendable () -> Date?,
        noteFailure: @escaping @Sendable (Date?) -> Void,
        cacheWritten: (@Sendable () -> Date?)? = nil
    ) {
        self.fetch = fetch
        self.readCache = readCache
        // Without a cheaper way, the cache's date is read with the cache.
        self.cacheWritten = cacheWritten ?? { readCache(0)?.written }
        self.replaceCache = replaceCache
        self.lastFailure = lastFailure
        self.noteFailure = noteFailure
    }

    /// A cache held in memory, around a fetch given (for tests, and a front end with no files).
    public static func inMemory(
        fetch: @escaping @Sendable (String, Double, Int) -> Result<Data, RatesFetchFailure>
    ) -> RatesFeedAccess {
        let memory = MemoryCache()
        return RatesFeedAccess(
            fetch: fetch, readCache: { _ in memory.withLock { $0.feed } },
            replaceCache: { data in memory.withLock { $0.feed = (data, Date()) } },
            lastFailure: { memory.withLock { $0.failed } },
            noteFailure: { date in memory.withLock { $0.failed = date } },
            cacheWritten: { memory.withLock { $0.feed?.written } })
    }

    /// Never fetches, keeps nothing: the built-in table answers.
    public static let none = RatesFeedAccess(
        fetch: { _, _, _ in .failure(.cannotStart) }, readCache: { _ in nil }, replaceCache: { _ in },
        lastFailure: { nil }, noteFailure: { _ in })

    private final class MemoryCache: @unchecked Sendable {
        struct Held {
            var feed: (data: Data, written: Date)?
            var failed: Date?
        }
        private let lock = NSLock()
        // Guarded by `lock`.
        private var held = Held()

        func withLock<T>(_ body: (inout Held) -> T) -> T { lock.withLock { body(&held) } }
    }
}

/// The European Central Bank's daily rates, kept current for every front end: fetched at most
/// once a day, and only when a currency is used; cached with their day; without a network
/// the cache answers, without a cache the built-in table (each answer says the rates' day).
/// A fetch takes up to `timeout`: run `refresh` beside the keys, never on a key's path.
///
/// The last fetch and the last failure are kept here as well as in the cache, and the later
/// of the two counts: a cache that cannot be written (or none) still holds a fetch for a day
/// and a failure for an hour.
public final class DailyRates: Sendable, Equatable {
    public static let defaultAddress = "https://www.ecb.europa.eu/stats/eurofxref/eurofxref-daily.xml"
    /// Rates cached less than this long ago are not fetched again.
    public static let freshFor: TimeInterval = 24 * 3600
    /// After a failed fetch, the next waits this long.
    public static let retryAfter: TimeInterval = 3600
    public static let defaultTimeout: Double = 10

    public let address: String
    public let timeout: Double
    public let offline: Bool
    let access: RatesFeedAccess
    private let memory = Memory()

    /// The same keeper of the rates.
    public static func == (a: DailyRates, b: DailyRates) -> Bool { a === b }

    public init(
        address: String = DailyRates.defaultAddress, timeout: Double = DailyRates.defaultTimeout,
        offline: Bool = false, access: RatesFeedAccess
    ) {
        self.address = address
        self.timeout = timeout
        self.offline = offline
        self.access = access
    }

    /// The settings as a command gives them: an option, else the environment
    /// (`CALCULATOR_RATES_URL`, `CALCULATOR_OFFLINE=1`), else the bank's address.
    public convenience init(
        address: String?, timeout: Double = DailyRates.defaultTimeout, offline: Bool,
        environment: [String: String], access: RatesFeedAccess
    ) {
        let fromEnvironment = environment["CALCULATOR_RATES_URL"].flatMap { $0.isEmpty ? nil : $0 }
        let offlineSetting = ["1", "yes", "true"].contains(environment["CALCULATOR_OFFLINE"]?.lowercased() ?? "")
        self.init(
            address: address ?? fromEnvironment ?? Self.defaultAddress, timeout: timeout,
            offline: offline || offlineSetting, access: access)
    }

    /// Rates and, when they are not a fresh feed, the words that say how old they are and why
    /// ("exchange rates of 2026-10-30, built in, 27 days old (offline)").
    public struct Answer: Sendable, Equatable {
        public let rates: CurrencyRates
        public let warning: String?
    }

    /// The newest feed's rates (fetched here, or in the cache), if there is one that reads.
    public func cached() -> CurrencyRates? { newestFeed()?.rates }

    /// The rates at hand without fetching: the newest feed's, else those built in.
    public func atHand() -> CurrencyRates { cached() ?? .shipped }

    /// Whether `refresh` would fetch now: online, the newest feed a day old or missing, and
    /// no failure within the hour. A fetch under way leaves it due until it ends.
    public func isDue(now: Date = Date()) -> Bool { notDue(newestFeed(), now: now) == nil }

    /// Starts a fetch on a thread of its own when the rates are due and no fetch runs, for a
    /// front end that answers at once: its next `atHand()` has the fetched rates. However
    /// often it is asked, one thread at a time fetches.
    public func refreshBesideIfDue(now: Date = Date()) {
        guard isDue(now: now), memory.takeTurn() else { return }
        let thread = Thread { _ = self.fetchInTurn(now: now) }
        thread.start()
    }

    /// The rates to use now, fetched first when they are due (this waits up to `timeout`).
    public func refresh(now: Date = Date()) -> Answer {
        let feed = newestFeed()
        if let reason = notDue(feed, now: now) { return answer(feed, reason, now: now) }
        guard memory.takeTurn() else { return Self.fallback(feed?.rates, why: "they are being fetched", now: now) }
        return fetchInTurn(now: now)
    }

    /// Why no fetch is due.
    private enum NotDue {
        case offline, fresh, failedLately
    }

    private func notDue(_ feed: Feed?, now: Date) -> NotDue? {
        if offline { return .offline }
        if let feed, feed.written.distance(to: now) < Self.freshFor { return .fresh }
        if let failed = lastFailure(), failed.distance(to: now) < Self.retryAfter { return .failedLately }
        return nil
    }

    private func answer(_ feed: Feed?, _ reason: NotDue, now: Date) -> Answer {
        switch reason {
        case .offline: return Self.fallback(feed?.rates, why: "offline", now: now)
        case .fresh: return Answer(rates: feed!.rates, warning: nil)
        case .failedLately:
            return Self.fallback(feed?.rates, why: "the last fetch failed less than an hour ago", now: now)
        }
    }

    /// Fetches, holding the turn, and gives it back.
    private func fetchInTurn(now: Date) -> Answer {
        defer { memory.giveBackTurn() }
        // A fetch that ended just before this one took its turn may have answered already.
        let feed = newestFeed()
        if let reason = notDue(feed, now: now) { return answer(feed, reason, now: now) }
        switch fetch(now: now) {
        case let .success(rates): return Answer(rates: rates, warning: nil)
        case let .failure(problem):
            memory.withLock { $0.failed = now }
            access.noteFailure(now)
            return Self.fallback(feed?.rates, why: problem.description, now: now)
        }
    }

    /// The fallback's words: the cache's day, or the built-in table's day and age.
    static func fallback(_ cached: CurrencyRates?, why: String, now: Date) -> Answer {
        if let cached {
            return Answer(rates: cached, warning: "exchange rates of \(cached.date ?? "?") from the cache (\(why))")
        }
        let shipped = CurrencyRates.shipped
        return Answer(
            rates: shipped,
            warning: "exchange rates of \(shipped.date ?? "?"), built in\(daysOld(shipped.date, now)) (\(why))")
    }

    /// ", 27 days old" (nothing for a day or less).
    static func daysOld(_ day: String?, _ now: Date) -> String {
        guard let day, let date = ISO8601DateFormatter().date(from: day + "T00:00:00Z") else { return "" }
        let days = Int(date.distance(to: now) / 86_400)
        return days > 1 ? ", \(days) days old" : ""
    }

    /// Fetches the feed and caches it only when it reads as one: anything else leaves the
    /// cache as it was.
    private func fetch(now: Date) -> Result<CurrencyRates, RatesFetchFailure> {
        let data: Data
        switch access.fetch(address, timeout, CurrencyRates.maxFeedBytes) {
        case let .success(body): data = body
        case let .failure(problem): return .failure(problem)
        }
        let rates: CurrencyRates
        switch Self.read(data) {
        case let .success(read): rates = read
        case let .failure(problem): return .failure(problem)
        }
        memory.withLock {
            $0.fetched = Feed(rates: rates, written: now)
            $0.failed = nil
        }
        access.replaceCache(data)
        access.noteFailure(nil)
        return .success(rates)
    }

    /// A feed's bytes as rates: at most `maxFeedBytes`, UTF-8, a feed of one day.
    public static func read(_ data: Data) -> Result<CurrencyRates, RatesFetchFailure> {
        guard data.count <= CurrencyRates.maxFeedBytes else { return .failure(.tooLarge) }
        guard let text = String(data: data, encoding: .utf8) else { return .failure(.notText) }
        do {
            return .success(try CurrencyRates(europeanCentralBankFeed: text))
        } catch {
            return .failure(.notAFeed(error))
        }
    }

    /// Rates and when they were fetched.
    struct Feed: Sendable {
        let rates: CurrencyRates
        let written: Date
    }

    /// The later of the feed fetched here and the cache's (another copy may have fetched since).
    private func newestFeed() -> Feed? {
        let fetched = memory.withLock { $0.fetched }
        guard let cached = cachedFeed() else { return fetched }
        guard let fetched else { return cached }
        return fetched.written > cached.written ? fetched : cached
    }

    /// The later of the failure noted here and the cache's.
    private func lastFailure() -> Date? {
        let noted = memory.withLock { $0.failed }
        guard let kept = access.lastFailure() else { return noted }
        guard let noted else { return kept }
        return max(noted, kept)
    }

    /// The cache's feed, read and checked once for each time it is written.
    private func cachedFeed() -> Feed? {
        guard let written = access.cacheWritten() else { return nil }
        if let read = memory.withLock({ $0.cache }), read.written == written { return read.feed }
        guard let (data, readWritten) = access.readCache(CurrencyRates.maxFeedBytes) else { return nil }
        let feed = try? Self.read(data).get()
        let read = (written: readWritten, feed: feed.map { Feed(rates: $0, written: readWritten) })
        memory.withLock { $0.cache = read }
        return read.feed
    }

    /// What this process keeps of the rates, and whose turn it is to fetch.
    private final class Memory: @unchecked Sendable {
        struct Held {
            /// A fetch runs now (one at a time, however many notes ask).
            var fetching = false
            /// The feed fetched here last, and when.
            var fetched: Feed?
            /// When a fetch here last failed (nil once one works).
            var failed: Date?
            /// The cache's feed as read, by the date it was written (nil: it did not read).
            var cache: (written: Date, feed: Feed?)?
        }
        private let lock = NSLock()
        // Guarded by `lock`.
        private var held = Held()

        func withLock<T>(_ body: (inout Held) -> T) -> T { lock.withLock { body(&held) } }

        /// True when no fetch ran, and this caller's now does.
        func takeTurn() -> Bool {
            withLock {
                if $0.fetching { return false }
                $0.fetching = true
                return true
            }
        }

        func giveBackTurn() { withLock { $0.fetching = false } }
    }
}
