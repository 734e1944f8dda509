import ArgumentParser
import CalculatorKit
import Foundation

/// `--rates FILE`: exchange rates for currency conversions (`100 USD to EUR`). The
/// calculator never fetches rates; the file's format is in docs/notes-and-units.md and in
/// `CurrencyRates`.
struct RatesOption: ParsableArguments {
    @Option(
        name: .long,
        help:
            "A file of exchange rates for currencies: 'EUR = 1' for the one the others count in, then lines like 'USD = 0.9234 EUR' (see docs/notes-and-units.md, The rates file)."
    )
    var rates: String?

    static let maxFileBytes = 1 << 20

    /// The rates of the file, or nil without --rates.
    func currencies() throws -> CurrencyRates? {
        guard let rates else { return nil }
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
}
