import CalculatorHistory
import CalculatorKit
import Foundation

/// The day's exchange rates for the notes, kept as the terminal and the server keep them: the
/// kit's `DailyRates` decides when to fetch (at most once a day, only for a note that names a
/// currency) and reads what comes; the app lends it a fetch by URLSession and a cache file in
/// its Caches folder, kept as the command line keeps its own. Until a fetch has answered, the
/// cache's rates (or the built-in table's) answer, each with its day.
enum AppRates {
    static let daily = DailyRates(access: access(folder: cacheFolder))

    static var cacheFolder: URL? {
        FileManager.default.urls(for: .cachesDirectory, in: .userDomainMask).first?
            .appendingPathComponent("calculator")
    }

    /// URLSession and the cache files shared with the command line (`RatesCacheFolder`);
    /// without a Caches folder, the fetch alone (the app keeps what it fetched).
    static func access(folder: URL?) -> RatesFeedAccess {
        let fetch: @Sendable (String, Double, Int) -> Result<Data, RatesFetchFailure> = { address, timeout, maxBytes in
            download(address, timeout: timeout, maxBytes: maxBytes)
        }
        guard let folder else { return .inMemory(fetch: fetch) }
        return RatesCacheFolder.access(folder: folder, fetch: fetch)
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
