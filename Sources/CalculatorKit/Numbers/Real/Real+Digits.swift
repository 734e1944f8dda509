import BigInt

extension Number {
    /// At most `count` significant digits, rounded to nearest (halves away from zero)
    /// unless asked otherwise. Irrational values are approximated as far as the
    /// rounding needs, within the limits' time and precision.
    public func decimalApproximation(
        significantDigits count: Int, limits: CalculationLimits = .standard,
        rounding: DecimalApproximation.Rounding = .toNearest
    ) throws(CalculationError) -> DecimalApproximation {
        try decimalApproximation(significantDigits: count, budget: Budget(limits: limits), rounding: rounding)
    }

    /// The same within a budget that may already be partly spent (by the evaluation).
    public func decimalApproximation(
        significantDigits count: Int, budget: Budget,
        rounding: DecimalApproximation.Rounding = .toNearest
    ) throws(CalculationError) -> DecimalApproximation {
        switch self {
        case let .exact(r):
            return try r.decimalApproximation(significantDigits: count, rounding: rounding, budget: budget)
        case .real:
            if let tiny = try tinyExponentialDigits(count, budget, rounding) { return tiny }
            return try asReal.decimalApproximation(significantDigits: count, budget: budget, rounding: rounding)
        }
    }
}

extension Real {
    /// Digits from an interval (a−1, a+1)/2^p around the value that is narrow enough
    /// for both ends to agree on `count` digits, rounded or cut. Rounding goes by one
    /// more cut digit (5 or more rounds up), which is exact for each end, and rounding
    /// keeps order, so ends that agree hold every value between them.
    func decimalApproximation(
        significantDigits count: Int, budget: Budget,
        rounding: DecimalApproximation.Rounding = .toNearest
    ) throws(CalculationError) -> DecimalApproximation {
        let cut = rounding == .toNearest ? count + 1 : count
        let digitBits = Int(Double(cut) * Logarithms.log2Of10) + 8
        let searchLimit = budget.limits.comparisonBits + digitBits
        guard let (bound, _) = try lowerBound(limit: searchLimit, budget) else {
            // |x| < 2^(2 − limit): no digit of it is known, and it may be zero.
            return .tooSmall(below: -Int(Double(searchLimit - 2) * Logarithms.log10Of2))
        }
        // |x| > 2^bound, so digitBits − bound bits after the point cover `count` digits.
        var p = digitBits - bound + 4
        var last: (low: DecimalApproximation, high: DecimalApproximation)?
        var powersOfFive: [Int: BigUInt] = [:]  // 5^s has as many digits as the exponent: compute it once
        let limit = p + budget.limits.comparisonBits
        var step = 32
        func digits(_ a: BigInt) throws(CalculationError) -> DecimalApproximation {
            let d = try Real.truncatedDigits(a, p, cut, &powersOfFive, budget)
            return rounding == .toNearest && !d.isTooSmall ? d.rounded(to: count) : d
        }
        while true {
            let a = try approximate(p, budget)
            let low = try digits(a - 1)
            let high = try digits(a + 1)
            if low == high { return low }
            last = (low, high)
            // The digits change inside the interval: more bits usually settle it.
            if p >= limit { break }
            p = Swift.min(p + step, limit)
            step *= 2
        }
        // Still at a point where the digits change (exactly a half, or exactly 2 when
        // cut, reached through irrationals) to 2^-comparisonBits beyond the digits: show
        // the side with the larger magnitude (2.000… rather than 1.999…; a half rounded
        // away from zero). Rounded, that last digit is said to be undecided.
        let (low, high) = last!
        var shown = low.isNegative ? low : high
        shown.isUndecided = rounding == .toNearest
        return shown
    }

    /// The first `count` digits of a/2^p, truncated. Scaling by 10^s is a multiplication
    /// by 5^s and a shift, so no long division by a power of two is needed.
    /// Checks the clock between its big steps: at 100,000 digits each takes tens of milliseconds.
    private static func truncatedDigits(
        _ a: BigInt, _ p: Int, _ count: Int, _ powersOfFive: inout [Int: BigUInt],
        _ budget: Budget
    ) throws(CalculationError) -> DecimalApproximation {
        let m = a.magnitude
        if m.isZero { return .tooSmall(below: 0) }  // an end of the interval at zero: not yet narrow enough
        let low = BigUInt(10).power(count - 1), high = low * 10
        // The exponent of the first digit, from the sizes; corrected by a step if needed.
        var exponent = Int(((Double(m.bitWidth) - 1 - Double(p)) * Logarithms.log10Of2).rounded(.down))
        while true {
            let s = count - 1 - exponent
            let digits: BigUInt
            // Refuse a scale larger than the precision limit allows (a value 10^-900000 the
            // display would scale).
            if powersOfFive[abs(s)] == nil {
                if s > 0 {
                    try budget.allowPrecision(Int(Double(s) * 2.33))
                } else {
                    try budget.allow(bits: Double(-s) * 2.33)
                }
            }
            let five: BigUInt
            if let known = powersOfFive[abs(s)] {
                five = known
            } else {
                five = try BigUInt(5).power(abs(s), budget)
                powersOfFive[abs(s)] = five
            }
            if s >= 0 {
                let scaled = try m.multiplied(by: five, budget), shift = p - s
                digits = shift >= 0 ? scaled >> shift : scaled << -shift
            } else {
                let shifted = p - s >= 0 ? m >> (p - s) : m << (s - p)
                digits = try shifted.dividedByWords(five, budget).quotient
            }
            try budget.check()
            if digits >= high { exponent += 1; continue }
            if digits < low { exponent -= 1; continue }
            return DecimalApproximation(
                isNegative: a.sign == .minus, digits: try digits.decimalString(TimedSteps(budget: budget)),
                exponent: exponent, isExact: false)
        }
    }
}
