import BigInt

extension Number {
    /// The digits of c·e^y when e^y is below 2^-comparisonBits, where the usual search
    /// for the first digit would take it for zero ((π/4)^(10^19) ≈ 1.7e-1049101186338285361,
    /// e^-5000): from its decimal logarithm L = y/ln 10 + log10|c|, the first digit stands
    /// for 10^floor(L) and the digits are those of 10^(L − floor(L)), a number in [1, 10).
    /// The same for such an e^y times factors of a known, modest size (10^-10^10·π), whose
    /// logarithms join L. nil for any other value.
    func tinyExponentialDigits(
        _ count: Int, _ budget: Budget,
        _ rounding: DecimalApproximation.Rounding = .toNearest
    ) throws(CalculationError) -> DecimalApproximation? {
        guard case let .real(c, x) = self, let (y, others) = Number.tinyExponential(in: x) else { return nil }
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
        var isNegative = c.isNegative
        for factor in others {
            // A factor that may be zero leaves the value to the usual search, which says so.
            guard let (bound, sign) = try factor.lowerBound(limit: budget.limits.comparisonBits, budget),
                bound > -4096
            else { return nil }
            if sign < 0 { isNegative.toggle() }
            let value = Number.real(.one, factor)
            let magnitude = try calculation.absolute(value)
            logarithm = try calculation.add(logarithm, calculation.divide(calculation.logarithm(magnitude), ln10))
        }
        guard let exponent = try calculation.floor(logarithm).exactInt else { return nil }
        let fraction = try calculation.subtract(logarithm, .exact(Rational(exponent)))
        // 10^fraction: exact for an exact fraction of 0 (a power of ten is written exactly).
        let mantissa = try calculation.exponential(calculation.multiply(fraction, ln10))
        var digits = try mantissa.decimalApproximation(significantDigits: count, budget: budget, rounding: rounding)
        digits.exponent += exponent
        digits.isNegative = isNegative
        return digits
    }

    /// The exponent y of a factor e^y below 2^-comparisonBits in a product x, and x's other
    /// factors, each below 2^4096 by its structure; nil when x is no such product.
    private static func tinyExponential(in x: Real) -> (y: Real, others: [Real])? {
        switch x.node {
        case let .exp(y, bound) where bound < -CalculationLimits.standard.comparisonBits:
            return (y, [])
        case let .product(a, b):
            func modest(_ f: Real) -> Bool { f.sizeBound < 4096 }
            if modest(b), let (y, others) = tinyExponential(in: a) { return (y, others + [b]) }
            if modest(a), let (y, others) = tinyExponential(in: b) { return (y, others + [a]) }
            return nil
        default:
            return nil
        }
    }
}
