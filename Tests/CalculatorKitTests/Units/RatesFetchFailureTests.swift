import Testing

@testable import CalculatorKit

/// A front end names why a fetch of the rates failed; the kit says it in words.
@Suite("Rates: the words for a failed fetch")
struct RatesFetchFailureTests {
    @Test(
        "each kind has its words",
        arguments: [
            (
                RatesFetchFailure.unreachable,
                "could not fetch the rates: their server cannot be reached (no network, or it is down)"
            ),
            (.timedOut(seconds: 10), "could not fetch the rates: no answer within 10 s"),
            (.tooLarge, "the rates feed is larger than 1 MB"),
            (.refused(status: 404), "could not fetch the rates: their server refused (HTTP 404)"),
            (.refused(status: nil), "could not fetch the rates: their server refused"),
            (.insecure, "could not fetch the rates: their server's identity could not be verified"),
            (.badAddress, "the rates address must begin with https:// or http://"),
            (.notText, "the rates feed is not text"),
            (.failed, "could not fetch the rates"),
        ])
    func words(failure: RatesFetchFailure, expected: String) {
        #expect(failure.description == expected)
    }
}
