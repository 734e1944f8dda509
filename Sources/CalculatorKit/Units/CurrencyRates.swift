/// Exchange rates from a file the user gives (the calculator never fetches them):
///
///     # rates of 2026-11-23; '#' starts a comment
///     EUR = 1              # the currency the others are counted in
///     USD = 0.9234 EUR     # 1 USD is 0.9234 EUR
///     JPY = 0.0064 USD     # any currency of the file may count another
///
/// A rate is an exact decimal (`0.9234`, `1.2e-3`), so conversions stay exact. A rate
/// with no currency after it counts in the file's own reference (`EUR = 1` above).
public struct CurrencyRates: Sendable, Equatable {
    /// Each currency's value in the file's reference currency.
    public private(set) var values: [String: Rational] = [:]
    /// Where the rates come from and the day they are of ("ECB 2026-10-30"), shown beside
    /// an answer that converts currencies; nil for a rates file.
    public var source: String?
    /// The day the rates are of (YYYY-MM-DD), when known.
    public var date: String?

    static let maxLines = 10_000

    public struct FileError: Error, Equatable, CustomStringConvertible {
        public let line: Int
        public let message: String
        public var description: String { "line \(line): \(message)" }
    }

    public init(values: [String: Rational]) { self.values = values }

    /// Reads a rates file's text; a line that is not a rate is an error naming the line.
    public init(parsing text: String) throws(FileError) {
        var defined: [String: (amount: Rational, of: String?, line: Int)] = [:]
        var lineNumber = 0
        for raw in text.split(separator: "\n", omittingEmptySubsequences: false) {
            lineNumber += 1
            guard lineNumber <= CurrencyRates.maxLines else {
                throw FileError(line: lineNumber, message: "more than \(CurrencyRates.maxLines) lines")
            }
            let line = (raw.firstIndex(of: "#").map { raw[..<$0] } ?? raw).trimmingSpaces
            if line.isEmpty { continue }
            func fail(_ why: String) -> FileError { FileError(line: lineNumber, message: why) }
            let sides = line.split(separator: "=", omittingEmptySubsequences: false)
            guard sides.count == 2 else {
                throw fail("expected a rate like 'USD = 0.9234 EUR', not '\(CalculationError.visible(line))'")
            }
            let name = sides[0].trimmingSpaces
            guard CurrencyRates.isName(name) else {
                throw fail("'\(CalculationError.visible(name))' is not a currency name (letters, e.g. USD)")
            }
            guard UnitTable.unit(named: name) == nil else { throw fail("'\(name)' is already a unit") }
            guard defined[name] == nil else {
                throw fail("'\(name)' is given twice (also on line \(defined[name]!.line))")
            }
            let words = sides[1].split(whereSeparator: \.isWhitespace)
            guard (1...2).contains(words.count), let amount = CurrencyRates.decimal(words[0]), amount > .zero else {
                throw fail("expected a positive decimal number after '=', e.g. 'USD = 0.9234 EUR'")
            }
            let other = words.count == 2 ? String(words[1]) : nil
            if let other, !CurrencyRates.isName(other) {
                throw fail("'\(CalculationError.visible(other))' is not a currency name")
            }
            defined[name] = (amount, other, lineNumber)
        }
        // Each pass settles the currencies counted in ones already settled; a pass that
        // settles none leaves only unknown currencies or a cycle.
        var values: [String: Rational] = [:]
        while values.count < defined.count {
            var settled = 0
            for (name, rate) in defined where values[name] == nil {
                if let other = rate.of {
                    guard let base = values[other] else { continue }
                    values[name] = rate.amount * base
                } else {
                    values[name] = rate.amount
                }
                settled += 1
            }
            if settled > 0 { continue }
            let (name, rate) = defined.filter { values[$0.key] == nil }.min { $0.value.line < $1.value.line }!
            let other = rate.of ?? ""
            throw FileError(
                line: rate.line,
                message: defined[other] == nil
                    ? "unknown currency '\(other)' (not defined in the file)"
                    : "'\(name)' is counted in a cycle of currencies that never reaches a plain number")
        }
        self.values = values
    }

    /// The currencies as units of money.
    func unit(named name: String) -> PhysicalUnit? {
        let code =
            CurrencyRates.signs[name] ?? (CurrencyRates.looksLikeCurrency(name.uppercased()) ? name.uppercased() : name)
        return values[code].map { PhysicalUnit($0, .money) }
    }

    /// The common signs, for the currency they usually mean.
    static let signs: [String: String] = ["$": "USD", "€": "EUR", "£": "GBP", "¥": "JPY"]

    static func isName(_ text: String) -> Bool {
        guard let first = text.first, first.isLetter, text.count <= 20 else { return false }
        return text.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" }
    }

    /// Three capital letters, as ISO 4217 writes a currency.
    static func looksLikeCurrency(_ name: String) -> Bool {
        signs[name] != nil || name.count == 3 && name.utf8.allSatisfy { $0 >= 0x41 && $0 <= 0x5A }
    }

    /// The error for a word that is no unit but looks like a currency code.
    static func unknown(_ name: String, rates: CurrencyRates?) -> CalculationError.Kind {
        guard rates != nil else { return .definition("'\(name)' looks like a currency: " + needsRates) }
        return .definition("no rate for '\(name)'\(signs[name].map { " (\($0))" } ?? "") in the rates file")
    }

    /// Where no rates were given (the command line without --rates), why a conversion between
    /// currencies is refused, and the way to give them.
    public static let needsRates =
        "currencies convert only with a rates file (--rates FILE), or with --rates built-in (the ECB's rates of "
        + (shipped.date ?? "") + ")"

    /// digits [. digits] [e [±] digits], exactly; nil if it is not such a number.
    static func decimal(_ text: Substring) -> Rational? {
        let parts = text.split(separator: "e", maxSplits: 1, omittingEmptySubsequences: false)
        let mantissa = parts[0]
        let pieces = mantissa.split(separator: ".", omittingEmptySubsequences: false)
        guard (1...2).contains(pieces.count), !pieces[0].isEmpty || pieces.count == 2,
            pieces.allSatisfy({ $0.allSatisfy { $0.isASCII && $0.isNumber } }), mantissa.count <= 60,
            mantissa.contains(where: \.isNumber)
        else { return nil }
        if parts.count == 2 {
            var exponent = parts[1]
            if exponent.first == "-" || exponent.first == "+" { exponent = exponent.dropFirst() }
            guard !exponent.isEmpty, exponent.count <= 3, exponent.allSatisfy({ $0.isASCII && $0.isNumber }) else {
                return nil
            }
        }
        let normal =
            (pieces[0].isEmpty ? "0" : String(pieces[0]))
            + (pieces.count == 2 && !pieces[1].isEmpty ? "." + pieces[1] : "")
        return Rational(exactDecimal: normal + (parts.count == 2 ? "e" + parts[1] : ""))
    }
}

extension CurrencyRates {
    /// The code a word or sign stands for, if these rates know it.
    func code(of word: String) -> String? {
        let code =
            CurrencyRates.signs[word] ?? (CurrencyRates.looksLikeCurrency(word.uppercased()) ? word.uppercased() : word)
        return values[code] == nil ? nil : code
    }
}
