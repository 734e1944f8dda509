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
        noteFailure: @escaping @Sendable (Date?) -> Void
    ) {
        self.fetch = fetch
        self.readCache = readCache
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
            noteFailure: { date in memory.withLock { $0.failed = date } })
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
/// A fetch takes up to `timeout`: run `refresh` as a job, never on a key's path.
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
    /// Whether a fetch runs now (one at a time, however many notes ask).
    private let fetching = Flag()

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

    /// The cached feed's rates, if the cache holds one that reads.
    public func cached() -> CurrencyRates? { cachedFeed()?.rates }

    /// The rates at hand without fetching: the cache's, else those built in.
    public func atHand() -> CurrencyRates { cached() ?? .shipped }

    /// Whether `refresh` would fetch now: online, the cache a day old or missing, and no
    /// failure within the hour.
    public func isDue(now: Date = Date()) -> Bool {
        if offline { return false }
        if let written = cachedFeed()?.written, written.distance(to: now) < Self.freshFor { return false }
        if let failed = access.lastFailure(), failed.distance(to: now) < Self.retryAfter { return false }
        return true
    }

    /// Starts `refresh` on a thread of its own when the rates are due (and no fetch runs), for
    /// a front end that answers at once: its next `atHand()` has the fetched rates.
    public func refreshBesideIfDue(now: Date = Date()) {
        guard isDue(now: now) else { return }
        let thread = Thread { _ = self.refresh(now: now) }
        thread.start()
    }

    /// The rates to use now, fetched first when they are due (this waits up to `timeout`).
    public func refresh(now: Date = Date()) -> Answer {
        let cached = cachedFeed()
        let why: String
        if offline {
            why = "offline"
        } else if let cached, cached.written.distance(to: now) < Self.freshFor {
            return Answer(rates: cached.rates, warning: nil)
        } else if let failed = access.lastFailure(), failed.distance(to: now) < Self.retryAfter {
            why = "the last fetch failed less than an hour ago"
        } else if !fetching.take() {
            why = "they are being fetched"
        } else {
            defer { fetching.release() }
            switch fetch() {
            case let .success(rates): return Answer(rates: rates, warning: nil)
            case let .failure(problem):
                access.noteFailure(now)
                why = problem.description
            }
        }
        return Self.fallback(cached?.rates, why: why, now: now)
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
    private func fetch() -> Result<CurrencyRates, RatesFetchFailure> {
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

    private func cachedFeed() -> (rates: CurrencyRates, written: Date)? {
        guard let (data, written) = access.readCache(CurrencyRates.maxFeedBytes),
            case let .success(rates) = Self.read(data)
        else { return nil }
        return (rates, written)
    }

    private final class Flag: @unchecked Sendable {
        private let lock = NSLock()
        // Guarded by `lock`.
        private var taken = false

        /// True when it was free, and is now taken.
        func take() -> Bool {
            lock.withLock {
                if taken { return false }
                taken = true
                return true
            }
        }

        func release() { lock.withLock { taken = false } }
    }
}
