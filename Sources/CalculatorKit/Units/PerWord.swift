/// `60 miles per hour`, `5 kg per m^2`: the word `per` between two units divides by the unit
/// after it, as `/` does. Elsewhere it is no word of the calculator's, unless a note names it.
extension UnitExpression {
    /// `text` with each `per` between two units written as '/' and two spaces, so that every
    /// column stays where it was; the text unchanged when it has no `per`, or when the note
    /// defines `per` (its own name wins). A `per` not between two units is refused.
    static func dividingAtPer(_ text: Substring, column: Int, scope: NameScope, currencies: CurrencyRates?)
        throws(CalculationError) -> Substring
    {
        guard text.contains("per"), scope["per"] == nil, scope.unavailable["per"] == nil,
            !scope.parameters.contains("per")
        else { return text }
        var characters = Array(text)
        var index = 0
        var changed = false
        while index + 3 <= characters.count {
            guard characters[index] == "p", characters[index + 1] == "e", characters[index + 2] == "r",
                index == 0 || !continuesName(characters[index - 1]),
                index + 3 == characters.count || !continuesName(characters[index + 3])
            else {
                index += 1
                continue
            }
            guard unitEnds(before: index, characters, scope: scope, currencies: currencies),
                unitStarts(after: index + 3, characters, scope: scope, currencies: currencies)
            else {
                throw CalculationError(
                    .definition("'per' goes between two units, as in 60 miles per hour"), column: column + index)
            }
            characters.replaceSubrange(index..<index + 3, with: ["/", " ", " "])
            changed = true
            index += 3
        }
        return changed ? Substring(String(characters)) : text
    }

    /// Whether a unit, with any power after it (`m²`, `m^2`), ends just before `end`, spaces aside.
    private static func unitEnds(
        before end: Int, _ characters: [Character], scope: NameScope, currencies: CurrencyRates?
    ) -> Bool {
        var index = end
        while index > 0, characters[index - 1] == " " { index -= 1 }
        let powerEnd = index
        while index > 0, "⁰¹²³⁴⁵⁶⁷⁸⁹⁻".contains(characters[index - 1]) { index -= 1 }
        if index == powerEnd {
            var digits = index
            while digits > 0, characters[digits - 1].isASCII, characters[digits - 1].isNumber { digits -= 1 }
            if digits < index, digits > 0 {
                var caret = digits
                if characters[caret - 1] == "-" { caret -= 1 }
                if caret > 0, characters[caret - 1] == "^" { index = caret - 1 }
            }
        }
        let nameEnd = index
        while index > 0, continuesName(characters[index - 1]) { index -= 1 }
        guard index < nameEnd, characters[index].isLetter else { return false }
        let name = String(characters[index..<nameEnd])
        return scope[name] == nil && UnitTable.unit(named: name, currencies: currencies) != nil
    }

    /// Whether a unit (one word, or two as in `sq ft`) starts after `start`, spaces aside, or
    /// a number and a unit (`10 km per 2 h`).
    private static func unitStarts(
        after start: Int, _ characters: [Character], scope: NameScope, currencies: CurrencyRates?
    ) -> Bool {
        var index = start
        while index < characters.count, characters[index] == " " { index += 1 }
        guard index > start else { return false }
        let numberStart = index
        while index < characters.count, characters[index].isASCII,
            characters[index].isNumber || characters[index] == "."
        {
            index += 1
        }
        if index > numberStart {
            while index < characters.count, characters[index] == " " { index += 1 }
        }
        guard index < characters.count, startsName(characters[index]) else { return false }
        let end = nameEnd(characters, from: index)
        let name = String(characters[index..<end])
        guard scope[name] == nil else { return false }
        return UnitTable.unit(named: name, currencies: currencies) != nil
            || compound(name, characters, after: end, currencies: currencies) != nil
    }
}
