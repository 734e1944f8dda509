import CalculatorKit
import Foundation

/// The day's exchange rates for the notes, kept as the terminal and the server keep them: the
/// kit's `DailyRates` decides when to fetch (at most once a day, only for a note that names a
/// currency) and reads what comes; the app lends it a fetch by URLSession and a cache file in
/// its Caches folder. Until a fetch has answered, the cache's rates (or the built-in table's)
/// answer, each with its day.
enum AppRates {
    static let daily = DailyRates(access: access(folder: cacheFolder))

    static var cacheFolder: URL? {
        FileManager.default.urls(for: .cachesDirectory, in: .userDomainMask).first?
            .appendingPathComponent("calculator")
    }

    static func access(folder: URL?) -> RatesFeedAccess {
        guard let folder else { return .none }
        let cacheFile = folder.appendingPathComponent("eurofxref-daily.xml")
        let failureFile = folder.appendingPathComponent("eurofxref-daily.tried")
        return RatesFeedAccess(
            fetch: { address, timeout, maxBytes in download(address, timeout: timeout, maxBytes: maxBytes) },
            readCache: { maxBytes in
                guard let written = modified(cacheFile), let handle = try? FileHandle(forReadingFrom: cacheFile)
                else { return nil }
                defer { try? handle.close() }
                guard let data = try? handle.read(upToCount: maxBytes + 1) else { return nil }
                return (data, written)
            },
            replaceCache: { data in
                try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
                // Written whole, then moved over the old one: a reader never sees half a feed.
                try? data.write(to: cacheFile, options: .atomic)
            },
            lastFailure: { modified(failureFile) },
            noteFailure: { date in
                guard let date else {
                    try? FileManager.default.removeItem(at: failureFile)
                    return
                }
                try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
                _ = FileManager.default.createFile(atPath: failureFile.path, contents: Data())
                try? FileManager.default.setAttributes([.modificationDate: date], ofItemAtPath: failureFile.path)
            })
    }

    static func modified(_ file: URL) -> Date? {
        (try? FileManager.default.attributesOfItem(atPath: file.path))?[.modificationDate] as? Date
    }

    /// The body at `address` within `timeout` seconds and `maxBytes`; the kit calls this on a
    /// thread of its own (`DailyRates.refresh`), which waits for it.
    static func download(_ address: String, timeout: Double, maxBytes: Int) -> Result<Data, RatesFetchFailure> {
        guard let url = URL(string: address), ["https", "http"].contains(url.scheme ?? "") else {
            return .failure(.badAddress)
        }
        var request = URLRequest(url: url)
        request.timeoutInterval = timeout
        let done = DispatchSemaphore(value: 0)
        let outcome = Answered()
        URLSession.shared.dataTask(with: request) { data, response, error in
            outcome.result = result(data, response, error, timeout: timeout, maxBytes: maxBytes)
            done.signal()
        }.resume()
        done.wait()
        return outcome.result ?? .failure(.failed)
    }

    private final class Answered: @unchecked Sendable {
        var result: Result<Data, RatesFetchFailure>?
    }

    private static func result(
        _ data: Data?, _ response: URLResponse?, _ error: Error?, timeout: Double, maxBytes: Int
    ) -> Result<Data, RatesFetchFailure> {
        if let error = error as? URLError {
            switch error.code {
            case .timedOut: return .failure(.timedOut(seconds: timeout))
            case .cannotFindHost, .cannotConnectToHost, .notConnectedToInternet, .networkConnectionLost,
                .dnsLookupFailed:
                return .failure(.unreachable)
            case .secureConnectionFailed, .serverCertificateUntrusted, .serverCertificateHasBadDate,
                .serverCertificateNotYetValid, .serverCertificateHasUnknownRoot:
                return .failure(.insecure)
            default: return .failure(.failed)
            }
        }
        if error != nil { return .failure(.failed) }
        if let status = (response as? HTTPURLResponse)?.statusCode, !(200..<300).contains(status) {
            return .failure(.refused(status: status))
        }
        guard let data else { return .failure(.failed) }
        return data.count > maxBytes ? .failure(.tooLarge) : .success(data)
    }
}
