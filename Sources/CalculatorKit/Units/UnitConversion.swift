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

    /// A value in SI base units (kelvin for a temperature) in `units`.
    func convert(siValue: Number, to units: UnitExpression) throws(CalculationError) -> Number {
        let unit = units.unit
        if unit.offset == .zero && unit.factor == .one { return siValue }
        let shifted = unit.offset == .zero ? siValue : try apply(.subtract, siValue, .exact(unit.offset))
        return try apply(.divide, shifted, .exact(unit.factor))
    }
}

extension Evaluator {
    /// Whether `line` writes a unit (or a currency of the rates): a plain expression that
    /// fails may then be a line of quantities, `3 ft + 2 in`, for `evaluateLine`.
    public func mentionsUnits(_ line: String) -> Bool {
        ((try? UnitMarks.find(in: Substring(line), column: 1, scope: names, uses: NameUses(), currencies: currencies)) ?? nil) != nil
    }
}
