import BigInt

extension Number {
    /// At most `count` significant digits, truncated: every digit is a digit of the
    /// value. Irrational values are approximated as far as the digits need, within
    /// the limits' time and precision.
    public func decimalApproximation(significantDigits count: Int, limits: CalculationLimits = .standard) throws(CalculationError) -> DecimalApproximation {
        switch self {
        case let .exact(r): return r.decimalApproximation(significantDigits: count)
        case .real: return try asReal.decimalApproximation(significantDigits: count, budget: Budget(limits: limits))
        }
    }
}

extension DecimalApproximation {
    /// A value that could not be told from zero: it is 0 to every digit shown.
    public static let approximateZero = DecimalApproximation(isNegative: false, digits: "0", exponent: 0, isExact: false)
}

extension Real {
    /// Truncated digits from an interval (a−1, a+1)/2^p around the value that is
    /// narrow enough for both ends to agree on `count` digits.
    func decimalApproximation(significantDigits count: Int, budget: Budget) throws(CalculationError) -> DecimalApproximation {
        let digitBits = Int(Double(count) * 3.3219280948873626) + 8
        guard let (bound, _) = try lowerBound(limit: budget.limits.comparisonBits + digitBits, budget) else {
            return .approximateZero
        }
        // |x| > 2^bound, so digitBits − bound bits after the point cover `count` digits.
        var p = digitBits - bound + 4
        var last: (low: DecimalApproximation, high: DecimalApproximation)?
        for _ in 0..<4 {
            let a = try approximate(p, budget)
            let low = Real.truncatedDigits(a - 1, p, count), high = Real.truncatedDigits(a + 1, p, count)
            if low == high { return low }
            last = (low, high)
            // The digits change inside the interval: more bits usually settle it.
            p += p / 2 + 32
        }
        // Still at a point where the digits change (e.g. exactly 2 reached through
        // irrationals): show the side with the larger magnitude, the round one
        // (2.000… rather than 1.999…), within 2^-p of the value.
        let (low, high) = last!
        return low.isNegative ? low : high
    }

    private static func truncatedDigits(_ a: BigInt, _ p: Int, _ count: Int) -> DecimalApproximation {
        var value: Rational
        if p >= 0 {
            let shift = Swift.min(Int(a.magnitude.trailingZeroBitCount), p)
            value = Rational(reducedNumerator: a >> shift, denominator: BigInt(1) << (p - shift))
        } else {
            value = Rational(a << -p)
        }
        if a.isZero { value = .zero }
        var digits = value.decimalApproximation(significantDigits: count)
        digits.isExact = false
        return digits
    }
}
