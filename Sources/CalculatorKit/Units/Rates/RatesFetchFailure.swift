/// Why a fetch of the daily rates failed. A front end names the kind (from its own fetcher's
/// codes); these are the words every front end shows for it.
public enum RatesFetchFailure: Error, Sendable, Equatable, CustomStringConvertible {
    /// The feed's host could not be found or reached: no network, or the server is down.
    case unreachable
    case timedOut(seconds: Double)
    case tooLarge
    /// The server answered with an error status (404, 500…), when it is known.
    case refused(status: Int?)
    /// The connection's security could not be established or verified.
    case insecure
    case badAddress
    /// The front end's fetcher could not be started.
    case cannotStart
    case notText
    case notAFeed(CurrencyRates.FeedError)
    case failed

    public var description: String {
        switch self {
        case .unreachable:
            return "could not fetch the rates: their server cannot be reached (no network, or it is down)"
        case let .timedOut(seconds):
            return "could not fetch the rates: no answer within \(Int(seconds.rounded(.up))) s"
        case .tooLarge:
            return "the rates feed is larger than \(CurrencyRates.maxFeedBytes / (1 << 20)) MB"
        case let .refused(status):
            return "could not fetch the rates: their server refused" + (status.map { " (HTTP \($0))" } ?? "")
        case .insecure:
            return "could not fetch the rates: their server's identity could not be verified"
        case .badAddress:
            return "the rates address must begin with https:// or http://"
        case .cannotStart:
            return "could not fetch the rates: the fetch could not start"
        case .notText:
            return "the rates feed is not text"
        case let .notAFeed(error):
            return error.description
        case .failed:
            return "could not fetch the rates"
        }
    }
}
