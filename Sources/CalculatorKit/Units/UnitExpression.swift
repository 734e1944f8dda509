/// Units as typed after a number or after `to`: a product of unit symbols with integer
/// powers, `/` dividing by the next one — "km/h", "kg m/s^2", "m²", "J/kg/K".
struct UnitExpression: Sendable, Equatable {
    let unit: PhysicalUnit
    /// As typed, trimmed, for showing beside a result.
    let text: String

    /// Superscript digits and signs, for "m²" and "s⁻¹".
    private static let superscripts: [Character: Character] = [
        "⁰": "0", "¹": "1", "²": "2", "³": "3", "⁴": "4", "⁵": "5", "⁶": "6", "⁷": "7", "⁸": "8", "⁹": "9", "⁻": "-",
    ]

    /// Characters that may start a unit symbol besides letters.
    static func startsName(_ c: Character) -> Bool {
        c.isLetter || "°℃℉Ωµμ′″Å".contains(c) || currencySigns.contains(c)
    }

    static let currencySigns: Set<Character> = ["$", "€", "£", "¥"]

    /// The end of the symbol starting at `start`: a sign (° ′ ″ $ €) stands alone unless
    /// letters follow the degree (°C); else letters, digits and '_' (log2, m2).
    static func nameEnd(_ characters: [Character], from start: Int) -> Int {
        var end = start + 1
        let c = characters[start]
        if "°′″".contains(c) || currencySigns.contains(c) {
            guard c == "°" else { return end }
            while end < characters.count, characters[end].isLetter { end += 1 }
            return end
        }
        while end < characters.count, continuesName(characters[end]) { end += 1 }
        return end
    }

    /// A unit of two words, `sq ft`, `cubic inches`, `light year`, `fl oz`, `troy oz`, `nautical mile`,
    /// `long ton`, `imperial gallon`, `US pint`, and of three, `US fl oz`: the end of its last word and
    /// the unit, when `first` starts one and a unit follows after spaces.
    static func compound(
        _ first: String, _ characters: [Character], after end: Int,
        currencies: CurrencyRates?
    ) -> (end: Int, unit: PhysicalUnit)? {
        let power: Int
        switch first {
        case "sq", "square": power = 2
        case "cu", "cubic": power = 3
        case "light", "fl", "fluid", "troy", "nautical", "long", "short", "metric", "imperial", "US": power = 0
        default: return nil
        }
        var start = end
        while start < characters.count, characters[start] == " " { start += 1 }
        guard start > end, start < characters.count, characters[start].isLetter else { return nil }
        let secondEnd = nameEnd(characters, from: start)
        let second = String(characters[start..<secondEnd])
        if power == 0 {
            // US fl oz, imperial fluid ounce: a third word.
            if first == "US" || first == "imperial", second == "fl" || second == "fluid",
                let (end, _) = compound("fl", characters, after: secondEnd, currencies: currencies),
                let unit = UnitTable.unit(named: first == "US" ? "floz" : "impfloz")
            {
                return (end, unit)
            }
            let named: String?
            let ounce = ["oz", "ounce", "ounces"].contains(second), ton = ["ton", "tons"].contains(second)
            let gallon = ["gal", "gallon", "gallons"].contains(second)
            let quart = ["qt", "quart", "quarts"].contains(second), pint = ["pt", "pint", "pints"].contains(second)
            switch first {
            case "light": named = ["year", "years"].contains(second) ? "ly" : nil
            case "troy": named = ounce ? "ozt" : nil
            case "nautical": named = ["mile", "miles"].contains(second) ? "nmi" : nil
            case "long": named = ton ? "longton" : nil
            case "short": named = ton ? "ton" : nil
            case "metric": named = ton ? "t" : nil
            case "imperial": named = gallon ? "impgal" : quart ? "impqt" : pint ? "imppt" : nil
            case "US": named = gallon ? "gal" : quart ? "qt" : pint ? "pt" : nil
            default: named = ounce ? "floz" : nil
            }
            guard let named, let unit = UnitTable.unit(named: named) else { return nil }
            return (secondEnd, unit)
        }
        guard let unit = UnitTable.unit(named: second, currencies: currencies), unit.offset == .zero,
            unit.dimension == .length
        else { return nil }
        return (secondEnd, unit.power(power))
    }

    static func continuesName(_ c: Character) -> Bool {
        c.isLetter || c.isNumber && !superscripts.keys.contains(c) || c == "_"
    }

    /// Parses `text`, whose first character is at `column` of the line (for errors).
    static func parse(_ text: Substring, column: Int, currencies: CurrencyRates? = nil) throws(CalculationError)
        -> UnitExpression
    {
        let characters = Array(text)
        var index = 0
        var result: PhysicalUnit?
        var single: PhysicalUnit?  // the unit itself, offset and all, when it is alone with power 1
        var factors = 0
        var offsetUnit: (name: String, start: Int)?  // °C or °F, which must stand alone
        var dividing = false
        func fail(_ why: String, _ at: Int) -> CalculationError {
            CalculationError(.definition(why), column: column + at)
        }
        while index < characters.count {
            let c = characters[index]
            if c == " " || c == "\t" { index += 1; continue }
            if "*·×⋅".contains(c) || "/÷".contains(c) {
                guard result != nil, !dividing else { throw fail("expected a unit before '\(c)'", index) }
                dividing = "/÷".contains(c)
                index += 1
                continue
            }
            // A number among the units, as in L/100km: it scales them (and stays divided).
            if c.isASCII, c.isNumber {
                let start = index
                while index < characters.count, characters[index].isASCII,
                    characters[index].isNumber || characters[index] == "."
                {
                    index += 1
                }
                guard let amount = CurrencyRates.decimal(Substring(String(characters[start..<index]))), amount != .zero
                else {
                    throw fail("expected a unit", start)
                }
                let scale = PhysicalUnit(dividing ? .one / amount : amount, .none)
                result = result.map { $0 * scale } ?? scale
                single = nil
                factors += 1
                continue
            }
            guard startsName(c) else { throw fail("unexpected '\(c)' in a unit", index) }
            let start = index
            // "°F", "°C": the degree sign and the letter after it make one symbol.
            index = nameEnd(characters, from: start)
            let name = String(characters[start..<index])
            if name == "per" {
                // km per h: as km/h.
                guard result != nil, !dividing else { throw fail("expected a unit before 'per'", start) }
                dividing = true
                continue
            }
            var found = UnitTable.unit(named: name, currencies: currencies)
            if let (end, unit) = compound(name, characters, after: index, currencies: currencies) {
                found = unit
                index = end
            }
            guard let unit = found else {
                if CurrencyRates.looksLikeCurrency(name) {
                    throw CalculationError(CurrencyRates.unknown(name, rates: currencies), column: column + start)
                }
                throw fail(UnitTable.unknownUnit(name), start)
            }
            let power = try exponent(characters, &index, column: column)
            if unit.offset != .zero, offsetUnit == nil { offsetUnit = (name, start) }
            let factor = unit.power(dividing ? -power : power)
            single = result == nil && power == 1 && !dividing ? unit : nil
            result = result.map { $0 * factor } ?? factor
            factors += 1
            dividing = false
            if let offsetUnit, factors > 1 || power != 1 {
                throw CalculationError(
                    .definition(
                        "'\(offsetUnit.name)' has a moved zero, so it converts only on its own (use K for a temperature difference)"
                    ),
                    column: column + offsetUnit.start)
            }
        }
        guard let unit = result, !dividing else {
            throw CalculationError(.definition("expected a unit"), column: column + index)
        }
        // An offset survives only for a temperature scale on its own (checked above).
        return UnitExpression(unit: factors == 1 ? single ?? unit : unit, text: text.trimmingSpaces)
    }

    /// An optional power after a symbol: `^2`, `^-1`, `**3`, `²`, `⁻¹`. Kept small: no one
    /// writes m^40, and each power multiplies the factor out.
    private static func exponent(_ characters: [Character], _ index: inout Int, column: Int) throws(CalculationError)
        -> Int
    {
        var digits = ""
        let start = index
        if index < characters.count, characters[index] == "^" {
            index += 1
        } else if index + 1 < characters.count, characters[index] == "*", characters[index + 1] == "*" {
            index += 2
        } else {
            while index < characters.count, let d = superscripts[characters[index]] {
                digits.append(d)
                index += 1
            }
            if digits.isEmpty { return 1 }
            guard let n = Int(digits), abs(n) <= 12 else {
                throw CalculationError(
                    .definition("a unit's power must be a whole number from -12 to 12"), column: column + start)
            }
            return n
        }
        if index < characters.count, characters[index] == "-" || characters[index] == "−" {
            digits.append("-")
            index += 1
        }
        while index < characters.count, characters[index].isASCII, characters[index].isNumber {
            digits.append(characters[index])
            index += 1
        }
        guard let n = Int(digits), abs(n) <= 12 else {
            throw CalculationError(
                .definition("a unit's power must be a whole number from -12 to 12"), column: column + start)
        }
        return n
    }
}

extension Substring {
    var trimmingSpaces: String {
        String(drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).reversed())
    }
}
