/// What a line that asks for a value asks for, read in one place before any of it is
/// worked out: a value (with units or without), a conversion to a base (`255 to hex`,
/// `hex(255)`), or a conversion to units (`3 ft to m`, `1.5 h to h min`, `x in cm`).
///
/// The words that convert (`to`, `->`, `→`, and `in` where it cannot be the inch) are found
/// once; the target after the word is then read by its own rule, a base's name
/// (`BaseTarget.radix`) or units (`ConversionTarget`, from the lexer's tokens), and the left side by the
/// expression's grammar.
enum ValueLine {
    case value
    /// The expression (columns kept) and the base to show it in.
    case base(Substring, radix: Int)
    case units(UnitTarget)

    struct UnitTarget {
        /// The expression converted.
        let left: Substring
        /// The units to show it in; more than one for a mixed target (`to ft + in`, `to h min`).
        let units: [UnitExpression]
        /// The column of the word that converts, where the conversion's errors stand.
        let keyword: Int
        /// What stands between the parts of a mixed result: '+' where the target has one.
        let separator: String
    }

    /// A word that converts: where it stands in the text, its column, and whether it is `in`,
    /// which converts only before a target (elsewhere it is the inch).
    private struct Word {
        let range: Range<Substring.Index>
        let column: Int
        let isIn: Bool
    }

    /// What `text` (a statement's expression, starting at `column` of the line) asks for.
    /// A target that is not units, after a word that can only convert, is an error at its column;
    /// numbers among a target's units multiply out within `limits`.
    static func read(
        _ text: Substring, column: Int, scope: NameScope, currencies: CurrencyRates?,
        limits: CalculationLimits = .standard
    ) throws(CalculationError) -> ValueLine {
        let words = words(in: text, column: column)
        if let call = BaseTarget.call(text) {
            // A note's own function named hex (or bin, oct, dec) is called, not taken for the conversion.
            let trimmed = text.drop(while: { $0 == " " })
            if !scope.bindings.keys.contains(where: { trimmed.hasPrefix($0 + "(") }) {
                return .base(call.expression, radix: call.radix)
            }
        } else if let base = try base(text, column: column, words: words) {
            return base
        }
        // The first word that converts to units: `to`, `->` and `→` always do; `in` only after
        // units or ')' (`2 in` is two inches) and before units.
        for word in words {
            let left = text[..<word.range.lowerBound], right = text[word.range.upperBound...]
            let rightColumn = column + text[..<word.range.upperBound].unicodeScalars.count
            let units: [UnitExpression]
            if word.isIn {
                guard endsWithUnit(left), !right.allSatisfy(\.isWhitespace),
                    let read = try? UnitExpression.parseMixed(
                        right, column: rightColumn, currencies: currencies, limits: limits)
                else { continue }
                units = read
            } else {
                units = try UnitExpression.parseMixed(
                    right, column: rightColumn, currencies: currencies, limits: limits)
            }
            return .units(
                UnitTarget(
                    left: left, units: units, keyword: word.column, separator: right.contains("+") ? " + " : " "))
        }
        return .value
    }

    /// The last word that converts, when a base's name follows it: `255 to hex`, `10 in base 3`.
    private static func base(_ text: Substring, column: Int, words: [Word]) throws(CalculationError) -> ValueLine? {
        let candidates = words.filter { word in
            // 10 in hex, as GNOME writes it; `in` before anything else is not a base's word.
            !word.isIn || (try? BaseTarget.radix(text[word.range.upperBound...])) ?? nil != nil
        }
        guard let last = candidates.last else { return nil }
        let target = text[last.range.upperBound...]
        let radix: Int?
        do throws(CalculationError) {
            radix = try BaseTarget.radix(target)
        } catch {
            // `to base 99`: at the base's name, after the spaces.
            let spaces = target.prefix { $0 == " " }.count
            throw error.at(column + text[..<last.range.upperBound].unicodeScalars.count + spaces)
        }
        guard let radix else { return nil }
        return .base(text[..<last.range.lowerBound], radix: radix)
    }

    /// Every `to`, `->`, `→` and whole word `in` in the text, in order.
    private static func words(in text: Substring, column: Int) -> [Word] {
        func isWordCharacter(_ c: Character?) -> Bool { c.map { $0.isLetter || $0.isNumber || $0 == "_" } ?? false }
        var words: [Word] = []
        var index = text.startIndex
        var scalars = 0
        while index < text.endIndex {
            let rest = text[index...]
            let before = index > text.startIndex ? text[text.index(before: index)] : nil
            var length = 0, isIn = false
            if rest.hasPrefix("->") {
                length = 2
            } else if rest.hasPrefix("→") {
                length = 1
            } else if rest.hasPrefix("to") || rest.hasPrefix("in"), !isWordCharacter(before),
                !isWordCharacter(rest.dropFirst(2).first)
            {
                length = 2
                isIn = rest.hasPrefix("in")
            }
            if length > 0 {
                let end = text.index(index, offsetBy: length)
                words.append(Word(range: index..<end, column: column + scalars, isIn: isIn))
            }
            scalars += text[index].unicodeScalars.count
            index = text.index(after: index)
        }
        return words
    }

    /// Whether `text` ends, spaces aside, as a unit or ')' does, or with a power of one
    /// (`m²`, `m^2`, `(km/h)^-1`): `in` after it converts, where after a number it is the inch.
    static func endsWithUnit(_ text: Substring) -> Bool {
        var rest = text
        while rest.last == " " { rest = rest.dropLast() }
        guard let last = rest.last else { return false }
        if last.isLetter || last == ")" { return true }
        let superscripts = "⁰¹²³⁴⁵⁶⁷⁸⁹⁻"
        if superscripts.contains(last) {
            while let c = rest.last, superscripts.contains(c) { rest = rest.dropLast() }
        } else {
            guard last.isASCII, last.isNumber else { return false }
            while let c = rest.last, c.isASCII, c.isNumber { rest = rest.dropLast() }
            if rest.last == "-" || rest.last == "−" { rest = rest.dropLast() }
            guard rest.last == "^" else { return false }
            rest = rest.dropLast()
        }
        return rest.last.map { $0.isLetter || $0 == ")" } ?? false
    }
}
