import CalculatorKit
import Foundation

/// The European Central Bank's daily rates, kept current: fetched at most once a day when
/// a note uses a currency, cached with their day under $XDG_CACHE_HOME, read from the
/// cache without a network, and from the table built into the product without a cache.
/// The fetch is `curl` run with a time limit and a size limit, so a late, huge or hostile
/// feed costs at most its time, and a feed that does not read leaves the cache as it was.
struct RatesFeed {
    static let defaultURL = "https://www.ecb.europa.eu/stats/eurofxref/eurofxref-daily.xml"
    /// Rates fetched less than this long ago are not fetched again.
    static let freshFor: TimeInterval = 24 * 3600
    /// After a failed fetch, the next waits this long.
    static let retryAfter: TimeInterval = 3600

    var url: String
    var timeout: Double
    var cacheFolder: URL?
    var offline: Bool

    init(url: String?, timeout: Double, offline: Bool, environment: [String: String]) {
        self.url = url ?? environment["CALCULATOR_RATES_URL"].flatMap { $0.isEmpty ? nil : $0 } ?? Self.defaultURL
        self.timeout = timeout
        self.offline = offline || ["1", "yes", "true"].contains(environment["CALCULATOR_OFFLINE"]?.lowercased() ?? "")
        if let cache = environment["XDG_CACHE_HOME"], cache.hasPrefix("/") {
            cacheFolder = URL(fileURLWithPath: cache).appendingPathComponent("calculator")
        } else if let home = environment["HOME"], home.hasPrefix("/") {
            cacheFolder = URL(fileURLWithPath: home).appendingPathComponent(".cache/calculator")
        }
    }

    var cacheFile: URL? { cacheFolder?.appendingPathComponent("eurofxref-daily.xml") }
    private var attemptFile: URL? { cacheFolder?.appendingPathComponent("eurofxref-daily.tried") }

    /// The rates to use, and a word for standard error when they are not today's feed.
    func rates(now: Date = Date()) -> (CurrencyRates, warning: String?) {
        let cached = cacheFile.flatMap(Self.read)
        var why: String?
        if offline {
            why = "offline"
        } else if let age = cacheFile.flatMap(Self.age), age < Self.freshFor {
            return (cached ?? .shipped, nil)
        } else if let tried = attemptFile.flatMap(Self.age), tried < Self.retryAfter {
            why = "the last fetch failed less than an hour ago"
        } else {
            switch fetch() {
            case let .success(rates): return (rates, nil)
            case let .failure(problem): why = problem.description
            }
        }
        if let cached { return (cached, "exchange rates of \(cached.date ?? "?") from the cache (\(why!))") }
        let shipped = CurrencyRates.shipped
        return (
            shipped, "exchange rates of \(shipped.date ?? "?"), built in\(Self.daysOld(shipped.date, now)) (\(why!))"
        )
    }

    /// ", 27 days old".
    static func daysOld(_ day: String?, _ now: Date) -> String {
        guard let day, let date = ISO8601DateFormatter().date(from: day + "T00:00:00Z") else { return "" }
        let days = Int(date.distance(to: now) / 86_400)
        return days > 1 ? ", \(days) days old" : ""
    }

    typealias Problem = RatesFetchFailure

    /// Fetches the feed; caches it only when it reads as one.
    func fetch() -> Result<CurrencyRates, Problem> {
        if let folder = cacheFolder {
            try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            if let attemptFile { _ = FileManager.default.createFile(atPath: attemptFile.path, contents: Data()) }
        }
        let data: Data
        switch Self.download(url, timeout: timeout) {
        case let .success(body): data = body
        case let .failure(problem): return .failure(problem)
        }
        guard let text = String(data: data, encoding: .utf8) else {
            return .failure(.notText)
        }
        let rates: CurrencyRates
        do {
            rates = try CurrencyRates(europeanCentralBankFeed: text)
        } catch {
            return .failure(.notAFeed(error))
        }
        if let cacheFile, let folder = cacheFolder {
            // Written whole, then renamed: a reader never sees half a feed.
            let temporary = folder.appendingPathComponent("eurofxref-daily.\(getpid()).part")
            if (try? data.write(to: temporary)) != nil {
                if rename(temporary.path, cacheFile.path) != 0 { try? FileManager.default.removeItem(at: temporary) }
            }
            if let attemptFile { try? FileManager.default.removeItem(at: attemptFile) }
        }
        return .success(rates)
    }

    /// The body of `url`, by curl, within `timeout` seconds and `maxFeedBytes`.
    static func download(_ url: String, timeout: Double) -> Result<Data, Problem> {
        guard url.hasPrefix("https://") || url.hasPrefix("http://") else {
            return .failure(.badAddress)
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        let seconds = String(format: "%.1f", max(0.1, timeout))
        process.arguments = [
            "curl", "--silent", "--show-error", "--fail", "--location", "--max-redirs", "3", "--proto", "=http,https",
            "--max-time", seconds, "--connect-timeout", seconds, "--max-filesize",
            String(CurrencyRates.maxFeedBytes), "--", url,
        ]
        let output = Pipe(), errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        process.standardInput = FileHandle.nullDevice
        do {
            try process.run()
        } catch {
            return .failure(.cannotStart)
        }
        // curl blocked on a full pipe never sees its own time limit: past it, and a margin, stop it.
        let pid = process.processIdentifier
        let watchdog = DispatchWorkItem { kill(pid, SIGKILL) }
        DispatchQueue.global().asyncAfter(deadline: .now() + max(0.1, timeout) + 5, execute: watchdog)
        defer { watchdog.cancel() }
        // Read at most one byte more than a feed may be; past that, stop curl (SIGKILL: a
        // process may ignore SIGTERM as its parent did).
        var body = Data()
        let reader = output.fileHandleForReading
        while body.count <= CurrencyRates.maxFeedBytes {
            let chunk = reader.availableData
            if chunk.isEmpty { break }
            body.append(chunk)
        }
        if body.count > CurrencyRates.maxFeedBytes {
            kill(pid, SIGKILL)
            process.waitUntilExit()
            return .failure(.tooLarge)
        }
        let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            return .failure(failure(curlStatus: process.terminationStatus, message: message, timeout: timeout))
        }
        return .success(body)
    }

    /// The kind of failure a curl exit status stands for (curl's own words stay here).
    static func failure(curlStatus: Int32, message: String, timeout: Double) -> RatesFetchFailure {
        switch curlStatus {
        case 5, 6, 7: return .unreachable  // proxy or host not resolved, no connection
        case 28: return .timedOut(seconds: timeout)
        case 63: return .tooLarge
        case 35, 51, 58, 59, 60, 77, 83, 90, 91: return .insecure
        case 3, 1: return .badAddress
        case 22:
            // "The requested URL returned error: 404"
            let status = message.split(whereSeparator: { !$0.isNumber }).last.flatMap { Int($0) }
            return .refused(status: status.flatMap { (100...599).contains($0) ? $0 : nil })
        default: return .failed
        }
    }

    /// The cached feed's rates, if it reads.
    static func read(_ file: URL) -> CurrencyRates? {
        guard let handle = try? FileHandle(forReadingFrom: file) else { return nil }
        defer { try? handle.close() }
        guard let data = try? handle.read(upToCount: CurrencyRates.maxFeedBytes + 1),
            data.count <= CurrencyRates.maxFeedBytes, let text = String(data: data, encoding: .utf8)
        else { return nil }
        return try? CurrencyRates(europeanCentralBankFeed: text)
    }

    /// How long ago a file was written.
    static func age(_ file: URL) -> TimeInterval? {
        guard let attributes = try? FileManager.default.attributesOfItem(atPath: file.path),
            let date = attributes[.modificationDate] as? Date
        else { return nil }
        return max(0, date.distance(to: Date()))
    }
}
