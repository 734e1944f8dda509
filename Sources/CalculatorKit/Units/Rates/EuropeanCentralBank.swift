/// The European Central Bank's daily reference rates, the feed qalc and many apps read
/// (eurofxref-daily.xml): one `<Cube time='2026-10-30'>` holding a
/// `<Cube currency='USD' rate='1.1172'/>` for each currency, the euros' worth in it.
///
/// Read by scanning its elements, not by an XML parser: the feed comes from the network,
/// so anything else in it (entities, other elements, text) is ignored, and a feed that is
/// not one is refused whole.
extension CurrencyRates {
    public struct FeedError: Error, Equatable, CustomStringConvertible {
        public let description: String
    }

    /// The most a feed may be: the real one is under 2 kB.
    public static let maxFeedBytes = 1 << 20
    static let maxFeedCurrencies = 500

    /// Reads the feed's text: its day and each currency's rate against the euro, exactly.
    public init(europeanCentralBankFeed text: String) throws(FeedError) {
        guard text.utf8.count <= Self.maxFeedBytes else {
            throw FeedError(description: "the rates feed is larger than \(Self.maxFeedBytes / 1024) kB")
        }
        var date: String?
        var values: [String: Rational] = ["EUR": .one]
        for element in text.split(separator: "<", omittingEmptySubsequences: false).dropFirst()
        where element.hasPrefix("Cube") {
            let tag = element.prefix { $0 != ">" }
            if let time = Self.attribute("time", in: tag) {
                guard date == nil else { throw FeedError(description: "the rates feed holds more than one day") }
                guard Self.isDay(time) else { throw FeedError(description: "the rates feed's day is not a date") }
                date = String(time)
            }
            guard let code = Self.attribute("currency", in: tag) else { continue }
            guard code.count == 3, code.utf8.allSatisfy({ $0 >= 0x41 && $0 <= 0x5A }), code != "EUR",
                let rateText = Self.attribute("rate", in: tag), rateText.count <= 24,
                rateText.allSatisfy({ $0.isASCII && ($0.isNumber || $0 == ".") }),
                let rate = CurrencyRates.decimal(rateText), rate > .zero
            else {
                throw FeedError(description: "the rates feed has a currency that is not a rate")
            }
            guard values.count <= Self.maxFeedCurrencies, values[String(code)] == nil else {
                throw FeedError(description: "the rates feed repeats a currency or has too many")
            }
            values[String(code)] = .one / rate
        }
        guard let date else { throw FeedError(description: "not an ECB rates feed: it gives no day") }
        guard values.count > 1 else { throw FeedError(description: "not an ECB rates feed: it gives no rates") }
        self.init(values: values)
        self.date = date
        self.source = "ECB " + date
    }

    /// The value of `name='…'` (or `name="…"`) in an element's tag.
    private static func attribute(_ name: String, in tag: Substring) -> Substring? {
        var rest = tag
        while let range = rest.range(of: name + "=") {
            let before = rest[..<range.lowerBound].last
            rest = rest[range.upperBound...]
            guard before == nil || before!.isWhitespace, let quote = rest.first, quote == "'" || quote == "\"" else {
                continue
            }
            let value = rest.dropFirst()
            guard let end = value.firstIndex(of: quote) else { return nil }
            return value[..<end]
        }
        return nil
    }

    /// YYYY-MM-DD.
    static func isDay(_ text: Substring) -> Bool {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        return parts.count == 3 && parts.map(\.count) == [4, 2, 2]
            && parts.allSatisfy { $0.allSatisfy { $0.isASCII && $0.isNumber } }
    }
}

extension UnitExpression {
    /// `$`, `€`, `£`, `¥`: written before an amount.
    static func isCurrencySign(_ unit: String) -> Bool {
        unit.count == 1 && currencySigns.contains(unit.first!)
    }
}

extension CurrencyRates {
    /// Whether a text names a currency: a sign ($ € £ ¥), or a code of the built-in rates
    /// (USD; usd next to a number). A front end fetches rates only for such a text.
    public static func mentionsCurrency(_ text: String) -> Bool {
        if text.contains(where: { UnitExpression.currencySigns.contains($0) }) { return true }
        for line in text.split(separator: "\n") where line.contains(where: \.isNumber) {
            for word in line.split(whereSeparator: { !$0.isLetter }) where word.count == 3 {
                let code = word.uppercased()
                if shipped.values[code] != nil, word == code || word == word.lowercased() {
                    return true
                }
            }
        }
        return false
    }
}
