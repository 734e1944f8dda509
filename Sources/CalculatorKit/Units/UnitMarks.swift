/// The unit symbols written in a line of arithmetic on quantities (`3 ft + 2 in`,
/// `10 km / 2 h`), found before the line is read.
///
/// Each symbol, with any superscript power after it (`m²`, `s⁻¹`), becomes a place the
/// lexer reads as one unit token standing for the unit's factor (`UnitPlaces`); the text
/// is read as typed, so columns and quotes in errors are true. The parser makes each
/// token a `.unit` node that holds its place in `marks`, where the walk over dimensions
/// (`QuantityLine`) finds what unit it is.
struct UnitMarks {
    struct Mark {
        let symbol: String
        let unit: PhysicalUnit
        /// The superscript power typed right after the symbol (1 when none).
        let power: Int
        /// The 1-based column of the symbol in the whole line.
        let column: Int

        var isTemperatureScale: Bool { unit.offset != .zero }
    }

    /// In the order written, as the `.unit` nodes of the parsed expression number them.
    let marks: [Mark]
    /// Where the units are, for the lexer, and what each stands for.
    let places: UnitPlaces

    static let maxUnits = 1000

    private static let superscripts: [Character: Character] = [
        "⁰": "0", "¹": "1", "²": "2", "³": "3", "⁴": "4", "⁵": "5", "⁶": "6", "⁷": "7", "⁸": "8", "⁹": "9", "⁻": "-",
    ]

    /// Nil when `text` names no unit. `column` is where `text` starts in the line; names
    /// the user defined are theirs, not units, and every symbol looked at is noted in
    /// `uses` (a definition above may turn a unit into a variable).
    static func find(in text: Substring, column: Int, evaluator: Evaluator, uses: NameUses) throws(CalculationError)
        -> UnitMarks?
    {
        let scope = evaluator.names, currencies = evaluator.currencies
        let characters = Array(text)
        // Columns count Unicode scalars, as the lexer's do; a character may hold several.
        var columns = [1]
        columns.reserveCapacity(characters.count + 1)
        for c in characters { columns.append(columns.last! + c.unicodeScalars.count) }
        var marks: [Mark] = []
        var places = UnitPlaces()
        func place(_ start: Int, _ end: Int, _ mark: Mark, _ value: Number, amountAfter: Bool = false)
            throws(CalculationError)
        {
            guard places.values.count < maxUnits else {
                throw CalculationError(.definition("more than \(maxUnits) units in one line"), column: mark.column)
            }
            places.places[columns[start]] = UnitPlaces.Place(
                end: columns[end], index: places.values.count, amountAfter: amountAfter)
            places.values.append(value)
            marks.append(mark)
        }
        var previous: Character?
        var index = 0
        var lastMarkEnd = -1, lastMarkText = ""
        while index < characters.count {
            let c = characters[index]
            // A symbol starts after a digit ("3ft"), a space or an operator, not inside a name.
            guard UnitExpression.startsName(c), previous.map({ !$0.isLetter && $0 != "_" && $0 != "°" }) ?? true else {
                previous = c
                index += 1
                continue
            }
            var end = UnitExpression.nameEnd(characters, from: index)
            var word = String(characters[index..<end])
            // min(0), sec(0), degrees(pi/2), sec²(0), sec^-1(2): a function's name before '(', or
            // before a power and '(', is the function, not a unit.
            if BuiltinFunction.names[word] != nil, UnitMarks.callFollows(characters, from: end) {
                previous = characters[end - 1]
                index = end
                continue
            }
            // SIN(30), LOG 100: a function's name in capitals is the function, not a currency code
            // the rates lack; NPR(5, 2) is the function where 100 NPR is the rupee.
            if CurrencyRates.looksLikeCurrency(word), scope[word] == nil, FunctionTable.isFunction(word.lowercased()),
                UnitMarks.callFollows(characters, from: end)
                    || UnitTable.unit(named: word, currencies: currencies) == nil
                        && !UnitMarks.amountBefore(characters, index)
            {
                previous = characters[end - 1]
                index = end
                continue
            }
            if c == "°", word == "°",
                let run = UnitMarks.degreesMinutesSeconds(characters, degreeSign: index, after: lastMarkEnd)
            {
                // 90°30′15″ is one angle: its unit covers the number before the sign too.
                let start = index - run.numberLength
                if run.end < characters.count, characters[run.end].isASCII, characters[run.end].isNumber {
                    throw CalculationError(
                        .definition("write the sign after the seconds: 12°34′56″ (or 12°34'56\")"),
                        column: column + columns[run.end] - 1)
                }
                let degree = UnitTable.unit(named: "°")!
                try place(
                    start, run.end,
                    Mark(symbol: "°", unit: degree, power: 1, column: column + columns[start] - 1),
                    try evaluator.value(of: run.degrees * degree.factor, piPower: degree.piPower))
                lastMarkEnd = run.end
                lastMarkText = String(characters[start..<run.end])
                previous = characters[run.end - 1]
                index = run.end
                continue
            }
            var compound: PhysicalUnit?
            if let (compoundEnd, unit) = UnitExpression.compound(word, characters, after: end, currencies: currencies),
                scope[word] == nil
            {
                compound = unit
                end = compoundEnd
                word = String(characters[index..<end])
            }
            // 1h30min, 5ft3in: a unit, an amount and a unit written as one word read as 1h 30min.
            if compound == nil, scope[word] == nil, UnitTable.unit(named: word, currencies: currencies) == nil,
                let length = UnitMarks.leadingUnit(of: word, scope: scope, currencies: currencies)
            {
                end = index + length
                word = String(characters[index..<end])
            }
            // Two units side by side with nothing between would read as one word.
            if index == lastMarkEnd {
                throw CalculationError(
                    .definition("write a space or × between '\(lastMarkText)' and '\(word)'"),
                    column: column + columns[index] - 1)
            }
            // A variable that holds a quantity (d = 3 ft) stands for its value in SI units.
            if let quantity = scope.quantities[word], case let .variable(value)? = scope[word],
                !scope.parameters.contains(word)
            {
                uses.names.insert(word)
                try place(
                    index, end,
                    Mark(symbol: quantity.text, unit: quantity.unit, power: 1, column: column + columns[index] - 1),
                    try evaluator.apply(.multiply, value, evaluator.factor(of: quantity.unit)))
                lastMarkEnd = end
                lastMarkText = word
                previous = characters[end - 1]
                index = end
                continue
            }
            let theirs =
                NameScope.isReserved(word) || scope[word] != nil || scope.unavailable[word] != nil
                || scope.parameters.contains(word)
            // With rates given, "100 XYZ" is a currency they lack (without, an unknown name).
            if !theirs, currencies != nil, UnitTable.unit(named: word, currencies: currencies) == nil,
                CurrencyRates.looksLikeCurrency(word)
            {
                throw CalculationError(
                    CurrencyRates.unknown(word, rates: currencies), column: column + columns[index] - 1)
            }
            guard !theirs, let unit = compound ?? UnitTable.unit(named: word, currencies: currencies) else {
                previous = characters[end - 1]
                index = end
                continue
            }
            uses.names.insert(word)
            var digits = ""
            while end < characters.count, let d = superscripts[characters[end]] { digits.append(d); end += 1 }
            let symbolColumn = column + columns[index] - 1
            guard digits.isEmpty || Int(digits).map({ abs($0) <= 12 }) == true else {
                throw CalculationError(
                    .definition("a unit's power must be a whole number from -12 to 12"),
                    column: symbolColumn + word.unicodeScalars.count)
            }
            let power = digits.isEmpty ? 1 : Int(digits)!
            // $100, and EUR 100 where no amount comes before the code: the sign before its amount;
            // the lexer reads the amount first.
            var amountStart = end
            if unit.dimension == .money, digits.isEmpty, CurrencyRates.looksLikeCurrency(word),
                !UnitExpression.currencySigns.contains(c), !UnitMarks.amountBefore(characters, index)
            {
                while amountStart < characters.count, characters[amountStart] == " " { amountStart += 1 }
            }
            let amountAfter =
                (UnitExpression.currencySigns.contains(c) || amountStart > end) && amountStart < characters.count
                && characters[amountStart].isASCII && characters[amountStart].isNumber
            // °C and °F count from a moved zero; in the sum their factor is a degree's size
            // and `UnitShape` adds the zero's offset where the line reads a temperature.
            try place(
                index, end, Mark(symbol: word, unit: unit, power: power, column: symbolColumn),
                try evaluator.factor(of: unit.power(power)), amountAfter: amountAfter)
            var markEnd = end
            if amountAfter {
                markEnd = amountStart
                while markEnd < characters.count, characters[markEnd].isASCII,
                    characters[markEnd].isNumber || characters[markEnd] == "." || characters[markEnd] == ","
                        || characters[markEnd] == "_"
                {
                    markEnd += 1
                }
            }
            lastMarkEnd = markEnd
            lastMarkText = String(characters[index..<markEnd])
            previous = characters[markEnd - 1]
            index = markEnd
        }
        guard !marks.isEmpty else { return nil }
        return UnitMarks(marks: marks, places: places)
    }

    /// The length of the unit that begins `word` when the rest is a whole number and another
    /// unit (`h30min`: 1), else nil (`m2`, `h30x` stay names).
    static func leadingUnit(of word: String, scope: NameScope, currencies: CurrencyRates?) -> Int? {
        guard let digits = word.firstIndex(where: { $0.isASCII && $0.isNumber }), digits > word.startIndex else {
            return nil
        }
        let after = word[digits...].drop { $0.isASCII && $0.isNumber }
        let unit = String(word[..<digits]), rest = String(after)
        guard !rest.isEmpty, scope[unit] == nil, scope[rest] == nil,
            UnitTable.unit(named: unit, currencies: currencies) != nil,
            UnitTable.unit(named: rest, currencies: currencies) != nil
        else { return nil }
        return unit.count
    }

    /// `90°30′15″` (or `90°30'15"`, or with spaces), the degree sign at `degreeSign`: the degrees it
    /// writes and where it ends, or nil when no minutes follow the sign or no number
    /// stands before it (one that is not part of the unit before, as in `$12°`).
    static func degreesMinutesSeconds(
        _ characters: [Character], degreeSign: Int,
        after lastUnitEnd: Int
    ) -> (degrees: Rational, numberLength: Int, end: Int)? {
        func number(endingAt end: Int) -> Int {
            var start = end
            while start > 0, characters[start - 1].isASCII,
                characters[start - 1].isNumber || characters[start - 1] == "."
            { start -= 1 }
            return start
        }
        func number(from start: Int) -> Int {
            var end = start
            while end < characters.count, characters[end].isASCII, characters[end].isNumber || characters[end] == "." {
                end += 1
            }
            return end
        }
        let degreesStart = number(endingAt: degreeSign)
        guard degreesStart < degreeSign, degreesStart >= lastUnitEnd,
            let degrees = CurrencyRates.decimal(Substring(String(characters[degreesStart..<degreeSign])))
        else { return nil }
        var total = degrees, index = degreeSign + 1
        for (signs, share) in [("′'", Rational(60)), ("″\"", Rational(3600))] {
            // 45° 30′ 30″: spaces may stand between the parts.
            var start = index
            while start < characters.count, characters[start] == " " { start += 1 }
            let end = number(from: start)
            guard end > start, end < characters.count, signs.contains(characters[end]),
                let amount = CurrencyRates.decimal(Substring(String(characters[start..<end])))
            else { break }
            total = total + amount / share
            index = end + 1
        }
        guard index > degreeSign + 1 else { return nil }
        return (total, degreeSign - degreesStart, index)
    }

    /// Whether a call's '(' comes next, after spaces, or after a power written as `²`, `⁻¹`,
    /// `^2` or `^-1` (sec²(x) is (sec x)²).
    /// Whether an amount stands right before the word at `start` (`5 EUR`, `(2+3) EUR`), so that
    /// a number after the word is not its amount.
    static func amountBefore(_ characters: [Character], _ start: Int) -> Bool {
        var index = start - 1
        while index >= 0, characters[index] == " " { index -= 1 }
        guard index >= 0 else { return false }
        let c = characters[index]
        return c.isNumber || c == ")" || c == "." || c.isLetter || c == "%" || c == "!"
    }

    static func callFollows(_ characters: [Character], from start: Int) -> Bool {
        var index = start
        while index < characters.count, characters[index] == " " { index += 1 }
        if index < characters.count, characters[index] == "^" {
            index += 1
            if index < characters.count, characters[index] == "-" || characters[index] == "−" { index += 1 }
            let digits = index
            while index < characters.count, characters[index].isASCII, characters[index].isNumber { index += 1 }
            if index == digits { return false }
        } else {
            while index < characters.count, "⁻⁰¹²³⁴⁵⁶⁷⁸⁹".contains(characters[index]) { index += 1 }
        }
        return index < characters.count && characters[index] == "("
    }
}
