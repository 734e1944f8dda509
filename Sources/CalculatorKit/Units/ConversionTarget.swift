/// The units a value is converted to, after `to`, `in`, `->` or `→`, read as a production
/// of the line's grammar: the same unit words (`UnitMarks`) and the same lexer as the left
/// side, so a unit is one token wherever it stands and every error has its true column.
///
///     target  = "dms" | units units+ (of one dimension: h min, ft in) | product ("+" product)*
///     product = factor ((× | / | per)? factor)*
///     factor  = number | unit (^ [−] whole)?
struct ConversionTarget {
    private let tokens: [Token]
    private let lexer: Lexer
    private let marks: [UnitMarks.Mark]
    /// The line's column of the text's first character.
    private let column: Int
    private let currencies: CurrencyRates?
    /// The line's limits: numbers among the units multiply out within them.
    private let limits: CalculationLimits

    /// Reads `text`, whose first character stands at `column` of the line. A target knows no
    /// note's names: every unit word in it is a unit.
    init(_ text: Substring, column: Int, currencies: CurrencyRates?, limits: CalculationLimits = .standard)
        throws(CalculationError)
    {
        var evaluator = Evaluator(limits: limits)
        evaluator.currencies = currencies
        let found = try UnitMarks.find(in: text, column: column, evaluator: evaluator, uses: NameUses())
        do {
            (tokens, lexer) = try Lexer.tokens(String(text), units: found?.places ?? UnitPlaces())
        } catch {
            let at = column + (error.column ?? 1) - 1
            if case .unexpected(let what) = error.kind {
                // °X: a sign that starts a unit's name, and a name no unit has.
                if let word = ConversionTarget.word(in: text, at: (error.column ?? 1) - 1) {
                    if CurrencyRates.looksLikeCurrency(word), UnitTable.unit(named: word, currencies: currencies) == nil
                    {
                        throw CalculationError(CurrencyRates.unknown(word, rates: currencies), column: at)
                    }
                    if word != what { throw CalculationError(.definition(UnitTable.unknownUnit(word)), column: at) }
                }
                throw CalculationError(.definition("unexpected '\(what)' in a unit"), column: at)
            }
            throw CalculationError(error.kind, column: at)
        }
        marks = found?.marks ?? []
        self.column = column
        self.currencies = currencies
        self.limits = limits
    }

    /// The unit's name that starts `scalars` Unicode scalars into `text`, if one does; none
    /// where those scalars end inside a character (a mark that joins the one before it).
    private static func word(in text: Substring, at scalars: Int) -> String? {
        let characters = Array(text)
        var index = 0, count = 0
        while index < characters.count, count < scalars {
            count += characters[index].unicodeScalars.count
            index += 1
        }
        guard count == scalars, index < characters.count, UnitExpression.startsName(characters[index]) else {
            return nil
        }
        return String(characters[index..<UnitExpression.nameEnd(characters, from: index)])
    }

    /// The column in the line of a column in the text.
    private func lineColumn(_ textColumn: Int) -> Int { column + textColumn - 1 }

    private func text(_ token: Token) -> String { lexer.text(token.bytes) }

    /// A unit token that holds its amount, as an angle in degrees, minutes and seconds does.
    private func startsWithDigit(_ token: Token) -> Bool {
        lexer.bytes[token.bytes].first.map { $0 >= 0x30 && $0 <= 0x39 } ?? false
    }

    /// The text of the tokens in `range`, as typed.
    private func text(_ range: Range<Int>) -> String {
        let part = tokens[range]
        guard let start = part.map(\.bytes.lowerBound).min(), let end = part.map(\.bytes.upperBound).max() else {
            return ""
        }
        return lexer.text(start..<end)
    }

    /// One product of units: the whole target of `UnitExpression.parse`.
    func product() throws(CalculationError) -> UnitExpression {
        try product(tokens.indices, end: lineColumn(lexer.endColumn))
    }

    /// A mixed target: `dms`, units side by side of one dimension (`h min`), or products
    /// joined by '+' (`ft + in`).
    func mixed() throws(CalculationError) -> [UnitExpression] {
        if tokens.count == 1, tokens[0].kind == .name, text(tokens[0]) == "dms" {
            // Degrees, minutes and seconds of arc: 12°34′56″.
            return [
                UnitExpression(unit: UnitTable.unit(named: "deg")!, text: "°"),
                UnitExpression(unit: UnitTable.unit(named: "arcmin")!, text: "′"),
                UnitExpression(unit: UnitTable.unit(named: "arcsec")!, text: "″"),
            ]
        }
        guard !tokens.isEmpty else {
            throw CalculationError(.definition("expected a unit"), column: lineColumn(lexer.endColumn))
        }
        if let units = sideBySide() { return units }
        guard tokens.contains(where: { $0.kind == .plus }) else { return [try product()] }
        var units: [UnitExpression] = []
        var start = 0, partColumn = column
        while true {
            let end = tokens[start...].firstIndex { $0.kind == .plus } ?? tokens.endIndex
            let endColumn = end < tokens.endIndex ? lineColumn(tokens[end].column) : lineColumn(lexer.endColumn)
            guard start < end else {
                throw CalculationError(.definition("expected a unit on each side of '+'"), column: partColumn)
            }
            let unit = try product(start..<end, end: endColumn)
            if unit.unit.offset != .zero {
                throw CalculationError(
                    .definition("'\(unit.text)' has a moved zero, so it converts only on its own"), column: partColumn)
            }
            if let first = units.first, first.unit.dimension != unit.unit.dimension {
                throw CalculationError(
                    .incompatibleUnits(from: first.unit.dimension.name, to: unit.unit.dimension.name),
                    column: partColumn)
            }
            units.append(unit)
            guard end < tokens.endIndex else { break }
            partColumn = endColumn + 1
            start = end + 1
        }
        return units
    }

    /// Two or more units with nothing between them, all of one dimension and none with a
    /// moved zero or a power: `h min`, `ft in`, `mi nautical mile`. Nil otherwise (`N m` is a
    /// product).
    private func sideBySide() -> [UnitExpression]? {
        guard tokens.count >= 2 else { return nil }
        var units: [UnitExpression] = []
        for token in tokens {
            guard case .unit(let index) = token.kind else { return nil }
            let mark = marks[index], unit = mark.unit
            guard mark.power == 1, !startsWithDigit(token), unit.offset == .zero, unit.dimension != .none,
                units.first.map({ $0.unit.dimension == unit.dimension }) ?? true
            else { return nil }
            units.append(UnitExpression(unit: unit, text: text(token)))
        }
        return units
    }

    /// The units of `range`, which ends at `end` (a column of the line, for "expected a unit").
    private func product(_ range: Range<Int>, end: Int) throws(CalculationError) -> UnitExpression {
        // Numbers and powers among the units multiply out: bounded like any other product.
        let budget = Budget(limits: limits)
        var result: PhysicalUnit?
        var single: PhysicalUnit?  // the unit itself, offset and all, when it is alone with power 1
        var factors = 0
        var offsetUnit: (name: String, column: Int)?  // °C or °F, which must stand alone
        var dividing = false, joined = false, powered = false
        var index = range.lowerBound
        while index < range.upperBound {
            let token = tokens[index]
            let at = lineColumn(token.column)
            index += 1
            do { try budget.check() } catch { throw CalculationError(error.kind, column: at) }
            switch token.kind {
            case .times, .divide:
                guard result != nil, !dividing, !joined else {
                    throw CalculationError(.definition("expected a unit before '\(text(token))'"), column: at)
                }
                dividing = token.kind == .divide
                joined = !dividing
                continue
            case .name where text(token) == "per":
                // km per h: as km/h.
                guard result != nil, !dividing, !joined else {
                    throw CalculationError(.definition("expected a unit before 'per'"), column: at)
                }
                dividing = true
                continue
            case .number(let literal):
                // A number among the units, as in L/100km: it scales them (and stays divided).
                let amount: Rational
                do {
                    amount = try literal.value(limits: limits, source: lexer.bytes[token.bytes])
                } catch {
                    throw CalculationError(error.kind, column: at)
                }
                guard amount != .zero else { throw CalculationError(.definition("expected a unit"), column: at) }
                let scale = PhysicalUnit(dividing ? .one / amount : amount, .none)
                try allow(result, times: scale, at: at, budget)
                result = result.map { $0 * scale } ?? scale
                single = nil
                powered = false
                joined = false
                factors += 1
                continue
            case .unit(let place):
                let mark = marks[place]
                guard !startsWithDigit(token) else {
                    // 12°34′ is an angle, not a unit.
                    throw CalculationError(.definition("unexpected '\(text(token))' in a unit"), column: at)
                }
                var power = mark.power
                if index < range.upperBound, tokens[index].kind == .power {
                    guard mark.power == 1 else {
                        throw CalculationError(
                            .unexpected(text(tokens[index])), column: lineColumn(tokens[index].column)
                        )
                        .inUnit
                    }
                    power = try exponent(&index, in: range)
                }
                let unit = mark.unit
                if unit.offset != .zero, offsetUnit == nil { offsetUnit = (mark.symbol, at) }
                let factor = unit.power(dividing ? -power : power)
                try allow(result, times: factor, at: at, budget)
                single = result == nil && power == 1 && !dividing ? unit : nil
                powered = power != 1
                result = result.map { $0 * factor } ?? factor
            case .name:
                let name = text(token)
                if CurrencyRates.looksLikeCurrency(name) {
                    throw CalculationError(CurrencyRates.unknown(name, rates: currencies), column: at)
                }
                throw CalculationError(.definition(UnitTable.unknownUnit(name)), column: at)
            default:
                throw CalculationError(.unexpected(text(token)), column: at).inUnit
            }
            factors += 1
            dividing = false
            joined = false
            if let offsetUnit, factors > 1 || powered {
                throw CalculationError(
                    .definition(
                        "'\(offsetUnit.name)' has a moved zero, so it converts only on its own (use K for a temperature difference)"
                    ),
                    column: offsetUnit.column)
            }
        }
        guard let unit = result, !dividing, !joined else {
            throw CalculationError(.definition("expected a unit"), column: end)
        }
        // An offset survives only for a temperature scale on its own (checked above).
        return UnitExpression(unit: factors == 1 ? single ?? unit : unit, text: text(range))
    }

    /// Refuses a product of units whose factor would pass the size of an exact value.
    private func allow(_ result: PhysicalUnit?, times factor: PhysicalUnit, at column: Int, _ budget: Budget)
        throws(CalculationError)
    {
        do {
            try budget.allow(bits: Double((result?.factor.bitWidth ?? 0) + factor.factor.bitWidth))
        } catch {
            throw CalculationError(error.kind, column: column)
        }
    }

    /// The power after `^` or `**` at `index`: a whole number from −12 to 12, with its sign.
    /// Kept small: no one writes m^40, and each power multiplies the factor out.
    private func exponent(_ index: inout Int, in range: Range<Int>) throws(CalculationError) -> Int {
        let caret = lineColumn(tokens[index].column)
        let refused = CalculationError(
            .definition("a unit's power must be a whole number from -12 to 12"), column: caret)
        index += 1
        var negative = false
        if index < range.upperBound, tokens[index].kind == .minus {
            negative = true
            index += 1
        }
        guard index < range.upperBound, case .number(let literal) = tokens[index].kind, literal.exponent == 0,
            let whole = literal.mantissa, whole <= 12,
            lexer.bytes[tokens[index].bytes].allSatisfy({ $0 >= 0x30 && $0 <= 0x39 })
        else { throw refused }
        index += 1
        return negative ? -whole : whole
    }
}

extension CalculationError {
    /// A character that cannot stand among units, said so.
    fileprivate var inUnit: CalculationError {
        guard case .unexpected(let what) = kind else { return self }
        return CalculationError(.definition("unexpected '\(what)' in a unit"), column: column)
    }
}

extension UnitExpression {
    /// Units as typed after a number or after `to`, starting at `column` of the line.
    static func parse(_ text: Substring, column: Int, currencies: CurrencyRates? = nil) throws(CalculationError)
        -> UnitExpression
    {
        try ConversionTarget(text, column: column, currencies: currencies).product()
    }

    /// `ft + in`, `h min`, `dms`, or one product of units, the usual target.
    static func parseMixed(
        _ text: Substring, column: Int, currencies: CurrencyRates?, limits: CalculationLimits = .standard
    ) throws(CalculationError) -> [UnitExpression] {
        try ConversionTarget(text, column: column, currencies: currencies, limits: limits).mixed()
    }
}
