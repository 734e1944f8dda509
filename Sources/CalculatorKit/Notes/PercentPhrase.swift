import Foundation

/// Percentages in the words people use, read as the notes calculators people love read them:
///
///     20% of 150 = 30           20% on 150 = 180          20% off 150 = 120
///     $40 - 15% = $34           30 as a % of 150 = 20 %   15% of what is 30 = 200
///     50 is what % of 200 = 25 %                          150 to 180 is what % = 20 %
///     20% on what is 120 = 100  10% off what is 90 = 100  25% of 20% of 300 = 15
///
/// Each phrase is written again as an expression (`(20)/100*(150)`) and worked out by the
/// usual line rules, so amounts may carry units and currencies.
enum PercentPhrase {
    /// The expression a phrase stands for, and whether its answer is a percentage. `wordIsFree`:
    /// the note has no `percent` of its own, so `50 percent` alone may be 50%.
    static func expression(for text: Substring, wordIsFree: Bool = true) -> (expression: String, isPercent: Bool)? {
        expression(for: text, wordIsFree: wordIsFree, nested: 0)
    }

    /// `nested`: how many phrases this one is the amount of; a few at most (no recursion as deep as the line).
    private static func expression(
        for text: Substring, wordIsFree: Bool, nested: Int
    ) -> (expression: String, isPercent: Bool)? {
        let line = text.trimmingSpaces
        guard line.contains("%") || line.lowercased().contains("percent") else { return nil }
        let words = line.replacingOccurrences(of: " percent", with: "%", options: .caseInsensitive)
        // The order matters: "15% of what is 30" before "20% of 150".
        if let (a, b) = split(words, "% of what is ") { return ("(\(b))/((\(a))/100)", false) }
        if let (a, b) = split(words, "% on what is ") { return ("(\(b))/(1+(\(a))/100)", false) }
        if let (a, b) = split(words, "% off what is ") { return ("(\(b))/(1-(\(a))/100)", false) }
        if let (a, b) = split(words, " is what % of ") { return ("(\(a))/(\(b))*100", true) }
        if let (a, b) = split(words, " as a % of ") ?? split(words, " as % of ") {
            return ("(\(a))/(\(b))*100", true)
        }
        for ending in [" is what %", " % change", " is what % change"]
        where words.lowercased().hasSuffix(ending) {
            guard let (a, b) = split(String(words.dropLast(ending.count)), " to ") else { continue }
            return ("((\(b))-(\(a)))/(\(a))*100", true)
        }
        // 20% of 150, 20% on 150, 20% off 150: each phrase is one term of a sum, as a product
        // is: 100 + 7% of 300 is 100 + 21, and 7% of 300 + 300 is 21 + 300.
        var rewritten = "", found = false
        for (sign, term) in terms(words) {
            if let phrase = ofOnOff(term, wordIsFree: wordIsFree, nested: nested) {
                rewritten += sign + "(" + phrase + ")"
                found = true
            } else {
                rewritten += sign + term
            }
        }
        if found { return (rewritten, false) }
        // "$40 - 15%": a percentage of the amount before it, for amounts with units too.
        if words.hasSuffix("%"), let amount = amountLessOrMore(words, line: line, wordIsFree: wordIsFree) {
            return amount
        }
        // "200 + 50 percent" is 200 + 50%, whatever the expression makes of '%'.
        if wordIsFree, words != line, isWholeWord(line) { return (words, false) }
        return nil
    }

    /// `20% of 150`, `20% on 150`, `20% off 150` as one term; the amount may be a phrase of its
    /// own (25% of 20% of 300).
    private static func ofOnOff(_ term: String, wordIsFree: Bool, nested: Int) -> String? {
        func amount(_ b: String) -> String {
            guard nested < 4, let inner = expression(for: Substring(b), wordIsFree: wordIsFree, nested: nested + 1),
                !inner.isPercent
            else { return b }
            return inner.expression
        }
        if let (a, b) = split(term, "% of ") { return "(\(a))/100*(\(amount(b)))" }
        if let (a, b) = split(term, "% on ") { return "(\(amount(b)))*(1+(\(a))/100)" }
        if let (a, b) = split(term, "% off ") { return "(\(amount(b)))*(1-(\(a))/100)" }
        return nil
    }

    /// The terms of a sum, each with the sign before it (with its spaces; "" for the first):
    /// cut at a '+', '-' or '−' outside parentheses that follows an operand, not at a sign
    /// (`-3`, `2 × -3`) nor in a number's exponent (`1e-3`).
    static func terms(_ text: String) -> [(sign: String, term: String)] {
        let characters = Array(text)
        var terms: [(sign: String, term: String)] = []
        var sign = "", start = 0, depth = 0
        var last: Character?  // the last character that is not a space
        for (index, c) in characters.enumerated() {
            if c == "(" { depth += 1 }
            if c == ")" { depth = max(0, depth - 1) }
            let exponent =
                (last == "e" || last == "E") && index >= 2 && characters[index - 2].isNumber
                && index + 1 < characters.count && characters[index + 1].isNumber
            if depth == 0, "+-−".contains(c), let before = last, !"+-−*/×÷^(,=".contains(before), !exponent {
                var end = index
                while end > start, characters[end - 1] == " " { end -= 1 }
                var next = index + 1
                while next < characters.count, characters[next] == " " { next += 1 }
                terms.append((sign, String(characters[start..<end])))
                sign = String(characters[end..<next])
                start = next
                last = nil
                continue
            }
            if c != " " { last = c }
        }
        terms.append((sign, String(characters[start...])))
        return terms
    }

    /// Whether every "percent" in the line is a word of its own (not "percentage").
    private static func isWholeWord(_ line: String) -> Bool {
        var rest = Substring(line)
        while let range = rest.range(of: "percent", options: .caseInsensitive) {
            if let next = rest[range.upperBound...].first, next.isLetter || next.isNumber || next == "_" {
                return false
            }
            rest = rest[range.upperBound...]
        }
        return true
    }

    /// "$40 - 15%", "50 percent": the phrases of a line ending in '%'.
    private static func amountLessOrMore(_ words: String, line: String, wordIsFree: Bool) -> (
        expression: String, isPercent: Bool
    )? {
        let body = words.dropLast()
        // "50 percent": the word after a number alone is the sign, 0.5.
        if wordIsFree, words != line, !body.isEmpty, body.allSatisfy({ $0.isASCII && $0.isNumber || $0 == "." }) {
            return (words, false)
        }
        guard let sign = body.lastIndex(where: { $0 == "+" || $0 == "-" }) else { return nil }
        let amount = body[..<sign].trimmingSpaces, percent = body[body.index(after: sign)...].trimmingSpaces
        guard !amount.isEmpty, !percent.isEmpty, percent.allSatisfy({ $0.isNumber || $0 == "." }),
            amount.contains(where: { !($0.isNumber || $0 == "." || $0 == " ") })
        else { return nil }
        return ("(\(amount))*(1\(body[sign])(\(percent))/100)", false)
    }

    /// An error of a phrase's rewritten expression, placed in the line as typed: at the one
    /// place the text it quotes stands in the line, or with no place when it quotes none.
    /// Nil when what it quotes is not in the line once (a parenthesis of the rewriting):
    /// the line's own reading then says what is wrong.
    static func placed(_ error: CalculationError, in line: String) -> CalculationError? {
        guard error.column != nil else { return error }
        let message = error.message
        guard let open = message.firstIndex(of: "'") else { return CalculationError(error.kind) }
        guard let close = message[message.index(after: open)...].firstIndex(of: "'"), close > message.index(after: open)
        else { return nil }
        let quoted = String(message[message.index(after: open)..<close])
        let scalars = Array(line.unicodeScalars), wanted = Array(quoted.unicodeScalars)
        let places = scalars.indices.filter { start in
            start + wanted.count <= scalars.count && Array(scalars[start..<start + wanted.count]) == wanted
        }
        guard places.count == 1 else { return nil }
        return CalculationError(error.kind, column: places[0] + 1)
    }

    /// The parts before and after `separator`, both present.
    private static func split(_ text: String, _ separator: String) -> (String, String)? {
        guard let range = text.range(of: separator, options: .caseInsensitive) else { return nil }
        let a = text[..<range.lowerBound].trimmingSpaces, b = text[range.upperBound...].trimmingSpaces
        guard !a.isEmpty, !b.isEmpty else { return nil }
        return (a, b)
    }
}

extension Evaluator {
    /// A note's line with the words a note reads besides the expression language: dates and
    /// times (with `clock` for today and now), percent phrases and money as people write it.
    /// The command line reads its lines by the same rules, with the system's clock.
    public func evaluateNoteLine(_ line: String, clock: NoteClock?) -> LineResult {
        let statement = (try? Statement.parse(line)) ?? nil
        if let statement, let result = dateLine(statement, clock: clock) { return result }
        var result: LineResult
        if let statement,
            let (expression, isPercent) = PercentPhrase.expression(
                for: statement.expression, wordIsFree: names["percent"] == nil && names.unavailable["percent"] == nil)
        {
            let prefix = statement.name == nil ? "" : String(line.prefix(statement.column - 1))
            result = evaluateLine(prefix + MoneyWords.normalized(expression))
            if case let .failure(error) = result.outcome {
                // The phrase written again has its own columns and characters, not the line's.
                if let placed = PercentPhrase.placed(error, in: line) {
                    result.outcome = .failure(placed)
                } else {
                    result = evaluateLine(line)
                }
            } else if isPercent, case let .value(number, unit) = result.outcome {
                result.outcome =
                    unit == nil
                    ? .value(number, unit: "%")
                    : .failure(CalculationError(.definition("a percentage of amounts in different units")))
            }
        } else {
            let normalized = MoneyWords.normalized(line)
            result = evaluateLine(normalized)
            // `€1,200.50 + 1`: a plain number added to an amount of money is in its currency.
            if case .failure = result.outcome, let currencies,
                let priced = MoneyWords.pricingPlainNumbers(normalized, currencies: currencies)
            {
                let again = evaluateLine(priced)
                if case .value = again.outcome { result = again }
            }
            if normalized != line, case .failure = result.outcome { result = evaluateLine(line) }
        }
        if result.quantity?.unit.dimension == .money, let currencies, let source = currencies.source,
            MoneyWords.converts(line, currencies: currencies, held: heldCurrencies(result.reads, currencies))
        {
            result.ratesNote = source
        }
        return result
    }
}

extension Evaluator {
    /// The currencies of the money the variables `names` hold (`price = 10 USD`: USD).
    fileprivate func heldCurrencies(_ read: Set<String>, _ currencies: CurrencyRates) -> Set<String> {
        Set(
            read.compactMap { name in
                names.quantities[name].flatMap { $0.unit.dimension == .money ? currencies.code(of: $0.text) : nil }
            })
    }

    /// A line that is a date or a time of day, or defines a variable as one (`d = 2026-12-25`);
    /// a day written as numbers in any other line is an error, never a subtraction.
    fileprivate func dateLine(_ statement: Statement, clock: NoteClock?) -> LineResult? {
        if case .function = statement.target { return nil }
        let expression = String(statement.expression)
        if var result = DatePhrase.result(of: expression, clock: clock, evaluator: self) {
            result.defines = statement.name
            return result
        }
        guard let (day, column) = DatePhrase.dayLooking(in: statement.expression) else { return nil }
        let why =
            "'\(day)' is a day: a line with one adds or takes durations (\(day) + 3 days) or takes another day (\(day) - today)"
        return LineResult(
            outcome: .failure(CalculationError(.definition(why), column: statement.column + column - 1)),
            defines: statement.name, reads: Notes.words(in: expression))
    }
}

/// Amounts as people write them: `1.2k`, `3M`, `2bn`, `€1,200.50`.
enum MoneyWords {
    static let multipliers: [String: String] = ["k": "1000", "K": "1000", "M": "1000000", "bn": "1000000000"]

    /// The line with `1.2k` written as `(1.2*1000)`; the rest as it was.
    static func normalized(_ line: String) -> String {
        let characters = Array(line)
        var output = ""
        var index = 0
        while index < characters.count {
            let c = characters[index]
            let startsNumber =
                c.isASCII && c.isNumber
                && (index == 0 || !(characters[index - 1].isLetter || characters[index - 1] == "_"))
            guard startsNumber else {
                output.append(c)
                index += 1
                continue
            }
            // After a currency sign, commas group thousands: €1,200.50.
            let grouped = index > 0 && UnitExpression.currencySigns.contains(characters[index - 1])
            var end = index
            while end < characters.count,
                characters[end].isASCII && characters[end].isNumber || characters[end] == "."
                    || grouped && characters[end] == "," && end + 1 < characters.count && characters[end + 1].isNumber
            {
                end += 1
            }
            var suffixEnd = end
            while suffixEnd < characters.count, characters[suffixEnd].isLetter { suffixEnd += 1 }
            let suffix = String(characters[end..<suffixEnd])
            if let multiplier = multipliers[suffix], suffixEnd == characters.count || !characters[suffixEnd].isNumber {
                output += "(" + String(characters[index..<end]).filter { $0 != "," } + "*" + multiplier + ")"
                index = suffixEnd
            } else {
                output += String(characters[index..<end]).filter { $0 != "," }
                index = end
            }
        }
        return output
    }

    /// The line with each plain number of its top-level sum in the currency of its amounts
    /// (`€1200.50 + 1` is `€1200.50 + €1`), when they are all in one currency; nil otherwise.
    static func pricingPlainNumbers(_ line: String, currencies: CurrencyRates) -> String? {
        var terms: [String] = []
        var signs: [Character] = []
        var current = "", depth = 0
        for c in line {
            if c == "(" { depth += 1 } else if c == ")" { depth -= 1 }
            let unary = current.allSatisfy(\.isWhitespace)
            if depth == 0, "+-−".contains(c), !unary {
                terms.append(current)
                signs.append(c)
                current = ""
            } else {
                current.append(c)
            }
        }
        terms.append(current)
        guard terms.count > 1, !line.contains("=") else { return nil }
        func isAmount(_ text: Substring) -> Bool {
            let text = text.trimmingSpaces
            return text.contains(where: \.isNumber) && text.allSatisfy { $0.isNumber || "().*".contains($0) }
        }
        var unit: (prefix: String, suffix: String)?
        var plain: [Int] = []
        for (index, term) in terms.enumerated() {
            let text = Substring(term).trimmingSpaces
            var found: (prefix: String, suffix: String)?
            if let first = text.first, UnitExpression.currencySigns.contains(first), isAmount(text.dropFirst()) {
                found = (String(first), "")
            } else if let last = text.last, UnitExpression.currencySigns.contains(last), isAmount(text.dropLast()) {
                found = ("", " " + String(last))
            } else if let space = text.lastIndex(of: " "),
                currencies.code(of: String(text[text.index(after: space)...])) != nil,
                isAmount(text[..<space])
            {
                found = ("", String(text[space...]))
            } else if isAmount(text[...]) {
                plain.append(index)
                continue
            } else {
                return nil
            }
            if let unit, let found, unit != found { return nil }
            unit = found
        }
        guard let unit, !plain.isEmpty else { return nil }
        for index in plain {
            let text = Substring(terms[index]).trimmingSpaces
            let leading = terms[index].prefix { $0.isWhitespace },
                trailing = String(terms[index].reversed().prefix { $0.isWhitespace })
            terms[index] = leading + unit.prefix + text + unit.suffix + trailing
        }
        var output = terms[0]
        for (sign, term) in zip(signs, terms.dropFirst()) { output += String(sign) + term }
        return output
    }

    /// Whether a money line converts between currencies (its answer then depends on the rates).
    static func converts(_ line: String, currencies: CurrencyRates, held: Set<String> = []) -> Bool {
        var codes = held
        var word = ""
        for c in line + " " {
            if c.isLetter {
                word.append(c)
                continue
            }
            if !word.isEmpty, let code = currencies.code(of: word) { codes.insert(code) }
            word = ""
            if let code = CurrencyRates.signs[String(c)] { codes.insert(code) }
        }
        return codes.count > 1
    }
}
