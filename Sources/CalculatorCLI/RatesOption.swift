import ArgumentParser
import CalculatorKit
import Foundation

/// Exchange rates for currency conversions (`100 USD to EUR`): a file given with
/// `--rates FILE` (its format is in docs/notes-and-units.md and in `CurrencyRates`), else
/// for notes the European Central Bank's daily rates, kept current by `RatesFeed`.
struct RatesOption: ParsableArguments {
    @Option(
        name: .long,
        help:
            "A file of exchange rates for currencies: 'EUR = 1' for the one the others count in, then lines like 'USD = 0.9234 EUR' (see docs/notes-and-units.md, The rates file); 'built-in' for the rates built into the calculator."
    )
    var rates: String?

    @Flag(help: "Never fetch exchange rates: use the cached ones, else those built in (also CALCULATOR_OFFLINE=1).")
    var offline = false

    @Option(
        name: .customLong("rates-url"),
        help: "Where to fetch the daily rates (an ECB eurofxref-daily.xml feed; also CALCULATOR_RATES_URL).")
    var ratesURL: String?

    @Option(name: .customLong("rates-timeout"), help: .hidden)
    var ratesTimeout: Double = 10

    static let maxFileBytes = 1 << 20

    /// The rates of the file, or nil without --rates.
    func currencies() throws -> CurrencyRates? {
        guard let rates else { return nil }
        if rates == "built-in" { return .shipped }
        guard let data = FileManager.default.contents(atPath: rates), data.count <= Self.maxFileBytes,
            let text = String(data: data, encoding: .utf8)
        else {
            throw ValidationError("cannot read the rates file '\(rates)' (a UTF-8 text file of at most 1 MB)")
        }
        do {
            return try CurrencyRates(parsing: text)
        } catch {
            throw ValidationError("rates file '\(rates)', \(error)")
        }
    }

    /// The rates for a note, before any fetch: the file's, else the cached daily rates,
    /// else those built in.
    func noteCurrencies() throws -> CurrencyRates {
        if let file = try currencies() { return file }
        return daily().atHand()
    }

    /// The daily rates, for a note that converts currencies (without --rates): fetched when
    /// a day old, else from the cache, else built in, saying so on standard error.
    func dailyCurrencies() -> CurrencyRates {
        let answer = daily().refresh()
        if let warning = answer.warning { FileHandle.standardError.write(Data("calculator: \(warning)\n".utf8)) }
        return answer.rates
    }

    /// The daily rates as these options set them (the terminal's and the browser's notes keep
    /// them current themselves).
    func daily() -> DailyRates {
        RatesFeed.daily(
            address: ratesURL, timeout: ratesTimeout, offline: offline, environment: ProcessInfo.processInfo.environment
        )
    }
}
