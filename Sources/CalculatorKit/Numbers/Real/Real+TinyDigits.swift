import BigInt

extension Number {
    /// The digits of c·e^y when e^y is below 2^-comparisonBits, where the usual search
    /// for the first digit would take it for zero ((π/4)^(10^19) ≈ 1.7e-1049101186338285361,
    /// e^-5000): from its decimal logarithm L = y/ln 10 + log10|c|, the first digit stands
    /// for 10^floor(L) and the digits are those of 10^(L − floor(L)), a number in [1, 10).
    /// nil for any other value.
    func tinyExponentialDigits(
        _ count: Int, _ budget: Budget,
        _ rounding: DecimalApproximation.Rounding = .toNearest
    ) throws(CalculationError) -> DecimalApproximation? {
        guard case let .real(c, x) = self, case let .exp(y, bound) = x.node,
            bound < -CalculationLimits.standard.comparisonBits
        else { return nil }
        // An exponent far past what an Int holds is not looked for (e^(−sinh(85638))): told
        // from a coarse look; one just past it is caught by `exactInt` below.
        guard try y.upperBound(budget) < 72 else { return nil }
        let calculation = Calculation(budget: budget, angle: .radians)
        let ln10 = try calculation.logarithm(Rational(10))
        // y = c·ln 10 (10^-10^10) gives the exact L = c, whose floor is known: as a computed
        // real, an L that is a whole number could never be told from its neighbours.
        var argument = Number.real(.one, y)
        if case let .product(a, b) = y.node, case let .rational(k) = a.node { argument = .real(k, b) }
        var logarithm = try calculation.divide(argument, ln10)
        if c.magnitude != .one {
            logarithm = try calculation.add(logarithm, calculation.divide(calculation.logarithm(c.magnitude), ln10))
        }
        guard let exponent = try calculation.floor(logarithm).exactInt else { return nil }
        let fraction = try calculation.subtract(logarithm, .exact(Rational(exponent)))
        // 10^fraction: exact for an exact fraction of 0 (a power of ten is written exactly).
        let mantissa = try calculation.exponential(calculation.multiply(fraction, ln10))
        var digits = try mantissa.decimalApproximation(significantDigits: count, budget: budget, rounding: rounding)
        digits.exponent += exponent
        digits.isNegative = c.isNegative
        return digits
    }
}
