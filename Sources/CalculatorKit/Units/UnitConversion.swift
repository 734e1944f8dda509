/// `3 ft to m`: a number with units on the left of `to`, units on the right.
extension Evaluator {
    /// Converts `value` in `from` to `to`, exactly: factors are rationals, and only
    /// °C and °F add an offset.
    func convert(_ value: Number, from: UnitExpression, to: UnitExpression) throws(CalculationError) -> Number {
        if from.unit.dimension != to.unit.dimension, UnitDimension.inverts(from.unit.dimension, to.unit.dimension) {
            return try convert(
                siValue: apply(.divide, .exact(.one), apply(.multiply, value, factor(of: from.unit))), to: to)
        }
        guard from.unit.dimension == to.unit.dimension else {
            throw CalculationError(.incompatibleUnits(from: from.unit.dimension.name, to: to.unit.dimension.name))
        }
        if from.unit.offset == .zero && to.unit.offset == .zero {
            return try apply(
                .multiply, value,
                self.value(
                    of: from.unit.factor / to.unit.factor,
                    piPower: from.unit.piPower - to.unit.piPower))
        }
        // base = value × factor + offset; result = (base − target offset) / target factor
        let base = try apply(.add, apply(.multiply, value, .exact(from.unit.factor)), .exact(from.unit.offset))
        return try apply(.divide, apply(.subtract, base, .exact(to.unit.offset)), .exact(to.unit.factor))
    }

    /// A value in SI base units (kelvin for a temperature) in `units`.
    func convert(siValue: Number, to units: UnitExpression) throws(CalculationError) -> Number {
        let unit = units.unit
        if unit.offset == .zero && unit.factor == .one && unit.piPower == 0 { return siValue }
        let shifted = unit.offset == .zero ? siValue : try apply(.subtract, siValue, .exact(unit.offset))
        return try apply(.divide, shifted, factor(of: unit))
    }
}

extension UnitDimension {
    /// Fuel economy reads both ways: distance per volume (mpg, km/L) and volume per
    /// distance (L/100km); so does a speed, as a runner's pace (min/km) is time per
    /// distance. One is the other's reciprocal.
    static func inverts(_ a: UnitDimension, _ b: UnitDimension) -> Bool {
        let pairs = [
            (UnitDimension.length.power(-2), UnitDimension.length.power(2)),
            (UnitDimension.length / .time, UnitDimension.time / .length),
        ]
        return pairs.contains { ($0.0 == a && $0.1 == b) || ($0.0 == b && $0.1 == a) }
    }

    /// A frequency (rpm, Hz) reads as an angle per time at one turn a cycle, as a rotation's
    /// speed is given both ways: 1 if `from` is the frequency and `to` the angle per time,
    /// −1 the other way, 0 for any other pair.
    static func turns(from: UnitDimension, to: UnitDimension) -> Int {
        let frequency = UnitDimension.time.power(-1), angularSpeed = UnitDimension.angle * frequency
        if from == frequency && to == angularSpeed { return 1 }
        if from == angularSpeed && to == frequency { return -1 }
        return 0
    }
}

extension Evaluator {
    /// Whether `line` writes a unit (or a currency of the rates): a plain expression that
    /// fails may then be a line of quantities, `3 ft + 2 in`, for `evaluateLine`.
    public func mentionsUnits(_ line: String) -> Bool {
        do {
            return try UnitMarks.find(in: Substring(line), column: 1, evaluator: self, uses: NameUses()) != nil
        } catch {
            return true  // what the unit rules found wrong (12°34'56) says more than the parser's error
        }
    }
}
