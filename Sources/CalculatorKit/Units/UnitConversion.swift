/// `3 ft to m`: a number with units on the left of `to`, units on the right.
extension Evaluator {
    /// Converts `value` in `from` to `to`, exactly: factors are rationals, and only
    /// °C and °F add an offset.
    func convert(_ value: Number, from: UnitExpression, to: UnitExpression) throws(CalculationError) -> Number {
        guard let reading = UnitDimension.reading(from: from.unit.dimension, to: to.unit.dimension) else {
            throw CalculationError(.incompatibleUnits(from: from.unit.dimension.name, to: to.unit.dimension.name))
        }
        guard case .same = reading else {
            return try convert(siValue: read(apply(.multiply, value, factor(of: from.unit)), reading), to: to)
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

    /// A value in SI base units of one dimension, read in another as `reading` says.
    func read(_ siValue: Number, _ reading: UnitDimension.Reading) throws(CalculationError) -> Number {
        switch reading {
        case .same: return siValue
        case .reciprocal: return try apply(.divide, .exact(.one), siValue)
        case .turns(let direction):
            // One turn, 2π rad, a cycle: 1 rpm is 2π/60 rad/s.
            let turn = try value(of: Rational(2), piPower: 1)
            return try apply(direction > 0 ? .multiply : .divide, siValue, turn)
        }
    }
}

extension UnitDimension {
    /// How a quantity of one dimension reads in another.
    enum Reading {
        case same
        /// Fuel economy reads both ways: distance per volume (mpg, km/L) and volume per
        /// distance (L/100km); so does a speed, as a runner's pace (min/km) is time per
        /// distance. One is the other's reciprocal.
        case reciprocal
        /// A frequency (rpm, Hz) reads as an angle per time at one turn a cycle, as a
        /// rotation's speed is given both ways: 1 from the frequency, −1 to it.
        case turns(Int)
    }

    /// How `from` reads in `to`; nil when it does not.
    static func reading(from: UnitDimension, to: UnitDimension) -> Reading? {
        if from == to { return .same }
        let reciprocals = [
            (UnitDimension.length.power(-2), UnitDimension.length.power(2)),
            (UnitDimension.length / .time, UnitDimension.time / .length),
        ]
        if reciprocals.contains(where: { ($0.0 == from && $0.1 == to) || ($0.0 == to && $0.1 == from) }) {
            return .reciprocal
        }
        let frequency = UnitDimension.time.power(-1), angularSpeed = UnitDimension.angle * frequency
        if from == frequency && to == angularSpeed { return .turns(1) }
        if from == angularSpeed && to == frequency { return .turns(-1) }
        return nil
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
