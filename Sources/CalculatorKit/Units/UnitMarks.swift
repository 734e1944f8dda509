/// The unit symbols written in a line of arithmetic on quantities (`3 ft + 2 in`,
/// `10 km / 2 h`), found before the line is parsed.
///
/// Each symbol, with any superscript power after it (`m²`, `s⁻¹`), is replaced by a
/// stand-in name of the same length, bound to the unit's factor: the expression parser
/// then reads the line as it reads any other (columns unchanged), and `UnitShape` finds
/// the units again in the parsed expression by their columns.
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

    /// The line with stand-ins in place of the unit symbols.
    let text: String
    /// By column in `text` (1-based), as the parsed expression's nodes have them.
    let marks: [Int: Mark]
    /// The stand-in names and their values, for the parser.
    let scope: NameScope

    /// Stand-ins are Yi syllables, which no one types in a calculation; one per symbol.
    private static let firstStandIn: UInt32 = 0xA000
    static let maxUnits = 1000

    static func isStandIn(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first?.value else { return false }
        return first >= firstStandIn && first < firstStandIn + UInt32(maxUnits)
    }

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
        var rewritten = ""
        var marks: [Int: Mark] = [:]
        var names = scope
        var previous: Character?
        var index = 0
        var lastMarkEnd = -1, lastMarkText = ""
        while index < characters.count {
            let c = characters[index]
            // A symbol starts after a digit ("3ft"), a space or an operator, not inside a name.
            guard UnitExpression.startsName(c), previous.map({ !$0.isLetter && $0 != "_" && $0 != "°" }) ?? true else {
                rewritten.append(c)
                previous = c
                index += 1
                continue
            }
            var end = UnitExpression.nameEnd(characters, from: index)
            var word = String(characters[index..<end])
            // min(0), sec(0), degrees(pi/2): a function's name before '(' is the function, not a unit.
            if BuiltinFunction.names[word] != nil, characters[end...].first(where: { $0 != " " }) == "(" {
                rewritten += word
                previous = characters[end - 1]
                index = end
                continue
            }
            if c == "°", word == "°",
                let run = UnitMarks.degreesMinutesSeconds(characters, degreeSign: index, written: rewritten)
            {
                // 90°30′15″ is one angle: its stand-in covers the number before the sign too.
                let start = index - run.numberLength
                if run.end < characters.count, characters[run.end].isASCII, characters[run.end].isNumber {
                    throw CalculationError(
                        .definition("write the sign after the seconds: 12°34′56″ (or 12°34'56\")"),
                        column: column + run.end)
                }
                guard marks.count < maxUnits else {
                    throw CalculationError(
                        .definition("more than \(maxUnits) units in one line"), column: column + start)
                }
                let standIn = Character(Unicode.Scalar(firstStandIn + UInt32(marks.count))!)
                let degree = UnitTable.unit(named: "°")!
                marks[start + 1] = Mark(symbol: "°", unit: degree, power: 1, column: column + start)
                let name = String(repeating: standIn, count: run.end - start)
                names[name] = .variable(try evaluator.value(of: run.degrees * degree.factor, piPower: degree.piPower))
                rewritten = String(rewritten.dropLast(run.numberLength)) + name
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
            // Stand-ins are names: two side by side would read as one.
            if index == lastMarkEnd {
                throw CalculationError(
                    .definition("write a space or × between '\(lastMarkText)' and '\(word)'"),
                    column: column + index)
            }
            // A variable that holds a quantity (d = 3 ft) stands for its value in SI units.
            if let quantity = scope.quantities[word], case let .variable(value)? = scope[word],
                !scope.parameters.contains(word)
            {
                guard marks.count < maxUnits else {
                    throw CalculationError(
                        .definition("more than \(maxUnits) units in one line"), column: column + index)
                }
                uses.names.insert(word)
                let standIn = Character(Unicode.Scalar(firstStandIn + UInt32(marks.count))!)
                marks[index + 1] = Mark(symbol: quantity.text, unit: quantity.unit, power: 1, column: column + index)
                let name = String(repeating: standIn, count: end - index)
                names[name] = .variable(try evaluator.apply(.multiply, value, evaluator.factor(of: quantity.unit)))
                rewritten += name
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
                throw CalculationError(CurrencyRates.unknown(word, rates: currencies), column: column + index)
            }
            guard !theirs, let unit = compound ?? UnitTable.unit(named: word, currencies: currencies) else {
                rewritten += word
                previous = characters[end - 1]
                index = end
                continue
            }
            uses.names.insert(word)
            var digits = ""
            while end < characters.count, let d = superscripts[characters[end]] { digits.append(d); end += 1 }
            let symbolColumn = column + index
            guard digits.isEmpty || Int(digits).map({ abs($0) <= 12 }) == true else {
                throw CalculationError(
                    .definition("a unit's power must be a whole number from -12 to 12"),
                    column: symbolColumn + word.count)
            }
            guard marks.count < maxUnits else {
                throw CalculationError(.definition("more than \(maxUnits) units in one line"), column: symbolColumn)
            }
            let standIn = Character(Unicode.Scalar(firstStandIn + UInt32(marks.count))!)
            let power = digits.isEmpty ? 1 : Int(digits)!
            let name = String(repeating: standIn, count: end - index)
            // $100: the sign goes after the amount, or the parser would read one name.
            var amount = ""
            if UnitExpression.currencySigns.contains(c) {
                while end < characters.count, characters[end].isASCII,
                    characters[end].isNumber || characters[end] == "."
                {
                    amount.append(characters[end])
                    end += 1
                }
            }
            marks[index + 1 + amount.count] = Mark(symbol: word, unit: unit, power: power, column: symbolColumn)
            // °C and °F count from a moved zero; in the sum their factor is a degree's size
            // and `UnitShape` adds the zero's offset where the line reads a temperature.
            names[name] = .variable(try evaluator.factor(of: unit.power(power)))
            rewritten += amount + name
            lastMarkEnd = end
            lastMarkText = String(characters[index..<end])
            previous = characters[end - 1]
            index = end
        }
        guard !marks.isEmpty else { return nil }
        return UnitMarks(text: rewritten, marks: marks, scope: names)
    }

    /// `error` from parsing `text`, with what it quotes of the stand-ins put back as
    /// `typed` had it: a message never shows a character the person did not type.
    func restored(_ error: CalculationError, typed: Substring) -> CalculationError {
        let rewritten = Array(text), original = Array(typed)
        func isStandIn(_ c: Character) -> Bool { UnitMarks.isStandIn(String(c)) }
        // Each run of stand-ins in the quote is put back from the same place in the typed
        // text: a stand-in keeps the length of what it replaces and is used for one symbol.
        func restore(_ quoted: String) -> String {
            guard quoted.contains(where: isStandIn), rewritten.count == original.count else {
                return String(quoted.filter { !isStandIn($0) })
            }
            let characters = Array(quoted)
            var restored = "", index = 0
            while index < characters.count {
                guard isStandIn(characters[index]) else {
                    restored.append(characters[index])
                    index += 1
                    continue
                }
                var end = index
                while end < characters.count, isStandIn(characters[end]) { end += 1 }
                let run = characters[index..<end]
                if let start = rewritten.indices.first(where: {
                    $0 + run.count <= rewritten.count && rewritten[$0..<($0 + run.count)].elementsEqual(run)
                }) {
                    restored += String(original[start..<(start + run.count)])
                }
                index = end
            }
            return restored
        }
        let kind: CalculationError.Kind
        switch error.kind {
        case let .unexpected(quoted): kind = .unexpected(restore(quoted))
        case let .unknownName(quoted): kind = .unknownName(restore(quoted))
        case let .functionNeedsParenthesis(quoted): kind = .functionNeedsParenthesis(restore(quoted))
        case let .invalidNumber(quoted): kind = .invalidNumber(restore(quoted))
        case let .definition(why): kind = .definition(restore(why))
        case let .domain(why): kind = .domain(restore(why))
        default: return error
        }
        return CalculationError(kind, column: error.column)
    }

    /// `90°30′15″` (or `90°30'15"`), the degree sign at `degreeSign`: the degrees it
    /// writes and where it ends, or nil when no minutes follow the sign or no number
    /// stands before it.
    static func degreesMinutesSeconds(
        _ characters: [Character], degreeSign: Int,
        written: String
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
        guard degreesStart < degreeSign, written.hasSuffix(String(characters[degreesStart..<degreeSign])),
            let degrees = CurrencyRates.decimal(Substring(String(characters[degreesStart..<degreeSign])))
        else { return nil }
        var total = degrees, index = degreeSign + 1
        for (signs, share) in [("′'", Rational(60)), ("″\"", Rational(3600))] {
            let end = number(from: index)
            guard end > index, end < characters.count, signs.contains(characters[end]),
                let amount = CurrencyRates.decimal(Substring(String(characters[index..<end])))
            else { break }
            total = total + amount / share
            index = end + 1
        }
        guard index > degreeSign + 1 else { return nil }
        return (total, degreeSign - degreesStart, index)
    }
}
