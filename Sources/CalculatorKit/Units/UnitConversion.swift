/// `3 ft to m`: a number with units on the left of `to`, units on the right.
extension Evaluator {
    /// Converts `value` in `from` to `to`, exactly: factors are rationals, and only
    /// °C and °F add an offset.
    func convert(_ value: Number, from: UnitExpression, to: UnitExpression) throws(CalculationError) -> Number {
        guard from.unit.dimension == to.unit.dimension else {
            throw CalculationError(.incompatibleUnits(from: from.unit.dimension.name, to: to.unit.dimension.name))
        }
        if from.unit.offset == .zero && to.unit.offset == .zero {
            return try apply(.multiply, value, .exact(from.unit.factor / to.unit.factor))
        }
        // base = value × factor + offset; result = (base − target offset) / target factor
        let base = try apply(.add, apply(.multiply, value, .exact(from.unit.factor)), .exact(from.unit.offset))
        return try apply(.divide, apply(.subtract, base, .exact(to.unit.offset)), .exact(to.unit.factor))
    }
}

/// Where the number of a quantity ends and its units begin: "2.5 * 3 ft" is 2.5 * 3 and ft.
enum QuantitySplit {
    /// The units begin at the first unit symbol (not a name the user defined, which is
    /// taken as theirs); everything from there must read as units. Nil when there are none.
    static func units(in text: Substring, column: Int, scope: NameScope) throws(CalculationError) -> (number: Substring, units: UnitExpression)? {
        var previous: Character?
        var index = text.startIndex
        var offset = 0
        while index < text.endIndex {
            let c = text[index]
            defer { previous = c; index = text.index(after: index); offset += 1 }
            // A symbol starts after a digit ("3ft"), a space or an operator, not inside a name.
            guard UnitExpression.startsName(c), previous.map({ !$0.isLetter && $0 != "_" && $0 != "°" }) ?? true
            else { continue }
            var end = text.index(after: index)
            while end < text.endIndex, UnitExpression.continuesName(text[end]) { end = text.index(after: end) }
            let word = String(text[index..<end])
            guard UnitTable.unit(named: word) != nil, scope[word] == nil else { continue }
            return (text[..<index], try UnitExpression.parse(text[index...], column: column + offset))
        }
        return nil
    }
}
