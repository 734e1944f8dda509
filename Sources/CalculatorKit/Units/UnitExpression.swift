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
}

extension Substring {
    var trimmingSpaces: String {
        String(drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).reversed())
    }
}
