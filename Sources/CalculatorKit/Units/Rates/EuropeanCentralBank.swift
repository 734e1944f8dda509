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
    /// Whether a text names a currency: a front end fetches rates only for such a text. A sign
    /// ($ € £ ¥) counts, and a code of the built-in rates where it is used as one: after an
    /// amount (`10 usd`, `(2 + 3) usd`), or as what a line converts to (`to eur`, `in eur`,
    /// `→ eur`); in capitals (USD), on any line with a number. Words of prose that are codes
    /// too ("try 2 + 3", "php 8", "cad 3", "paid 3 cad drawings") fetch nothing.
    public static func mentionsCurrency(_ text: String) -> Bool {
        mentionsCurrency(lines: text.split(separator: "\n"))
    }

    /// `mentionsCurrency` of the lines of a text, without joining them.
    public static func mentionsCurrency<Lines: Sequence>(lines: Lines) -> Bool where Lines.Element: StringProtocol {
        lines.contains { line in
            line.contains(where: { UnitExpression.currencySigns.contains($0) }) || usesCode(Substring(line))
        }
    }

    /// Whether a line uses a code of the built-in rates as a currency.
    private static func usesCode(_ line: Substring) -> Bool {
        let hasNumber = line.contains(where: \.isNumber)
        var start = line.startIndex
        while let first = line[start...].firstIndex(where: \.isLetter) {
            let end = line[first...].firstIndex(where: { !$0.isLetter }) ?? line.endIndex
            defer { start = end }
            let word = line[first..<end]
            guard word.count == 3, shipped.values[word.uppercased()] != nil else { continue }
            let capitals = word.allSatisfy(\.isUppercase)
            guard capitals || word.allSatisfy(\.isLowercase) else { continue }
            if capitals && hasNumber { return true }
            // A name that only contains the letters (`my_usd`, `usd2`) is no currency.
            if line[..<first].last == "_" || line[end...].first.map({ $0.isNumber || $0 == "_" }) == true { continue }
            if let before = line[..<first].last(where: { !$0.isWhitespace }), before.isNumber || before == ")",
                !goesOnAsProse(line[end...])
            {
                return true
            }
            if convertsTo(before: line[..<first]), !line[end...].contains(where: \.isNumber) { return true }
        }
        return false
    }

    /// Whether a word follows an amount's code, as in prose ("paid 3 cad drawings"): an amount
    /// of money goes on with an operator, a conversion word or nothing.
    private static func goesOnAsProse(_ rest: Substring) -> Bool {
        let next = rest.drop(while: \.isWhitespace).prefix(while: \.isLetter)
        return !next.isEmpty && !["to", "in"].contains(next.lowercased())
    }

    /// Whether the text before a word ends with a conversion's `to`, `in`, `→` or `->`.
    private static func convertsTo(before text: Substring) -> Bool {
        var rest = text
        while rest.last?.isWhitespace == true { rest = rest.dropLast() }
        if rest.hasSuffix("→") || rest.hasSuffix("->") { return true }
        guard rest.hasSuffix("to") || rest.hasSuffix("in") else { return false }
        // The word itself, not the end of one (`auto`, `coin`).
        return rest.dropLast(2).last.map { !$0.isLetter && !$0.isNumber && $0 != "_" } ?? true
    }
}
