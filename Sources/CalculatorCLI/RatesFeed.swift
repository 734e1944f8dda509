import CalculatorHistory
import CalculatorKit
import Foundation

/// The daily rates' fetch and cache for this machine, lent to the kit's `DailyRates` (which
/// decides when to fetch and reads what comes): the fetch is `curl` run with a time limit
/// and a size limit, so a late, huge or hostile feed costs at most its time; the cache is
/// `$XDG_CACHE_HOME/calculator/eurofxref-daily.xml` (`RatesCacheFolder`, which the Apple
/// app shares), replaced whole by a rename, so two copies of the calculator sharing it never
/// leave half a feed there.
enum RatesFeed {
    /// The daily rates as the options and the environment set them.
    static func daily(address: String?, timeout: Double, offline: Bool, environment: [String: String])
        -> DailyRates
    {
        DailyRates(
            address: address, timeout: timeout, offline: offline, environment: environment,
            access: access(folder: cacheFolder(environment)))
    }

    /// `$XDG_CACHE_HOME/calculator`, else `~/.cache/calculator`; nil without either.
    static func cacheFolder(_ environment: [String: String]) -> URL? {
        if let cache = environment["XDG_CACHE_HOME"], cache.hasPrefix("/") {
            return URL(fileURLWithPath: cache).appendingPathComponent("calculator")
        } else if let home = environment["HOME"], home.hasPrefix("/") {
            return URL(fileURLWithPath: home).appendingPathComponent(".cache/calculator")
        }
        return nil
    }

    /// Curl and the files in `folder`; without a folder, curl alone (the process keeps what it fetched).
    static func access(folder: URL?) -> RatesFeedAccess {
        let fetch: @Sendable (String, Double, Int) -> Result<Data, RatesFetchFailure> = { address, timeout, _ in
            download(address, timeout: timeout)
        }
        guard let folder else { return .inMemory(fetch: fetch) }
        return RatesCacheFolder.access(folder: folder, fetch: fetch)
    }

    typealias Problem = RatesFetchFailure

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
}
