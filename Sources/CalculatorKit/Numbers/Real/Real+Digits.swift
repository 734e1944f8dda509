import BigInt

extension Number {
    /// At most `count` significant digits, truncated: every digit is a digit of the
    /// value. Irrational values are approximated as far as the digits need, within
    /// the limits' time and precision.
    public func decimalApproximation(significantDigits count: Int, limits: CalculationLimits = .standard) throws(CalculationError) -> DecimalApproximation {
        try decimalApproximation(significantDigits: count, budget: Budget(limits: limits))
    }

    /// The same within a budget that may already be partly spent (by the evaluation).
    public func decimalApproximation(significantDigits count: Int, budget: Budget) throws(CalculationError) -> DecimalApproximation {
        switch self {
        case let .exact(r): return r.decimalApproximation(significantDigits: count)
        case .real:
            if let tiny = try tinyExponentialDigits(count, budget) { return tiny }
            return try asReal.decimalApproximation(significantDigits: count, budget: budget)
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
        let digitBits = Int(Double(count) * Logarithms.log2Of10) + 8
        guard let (bound, _) = try lowerBound(limit: budget.limits.comparisonBits + digitBits, budget) else {
            return .approximateZero
        }
        // |x| > 2^bound, so digitBits − bound bits after the point cover `count` digits.
        var p = digitBits - bound + 4
        var last: (low: DecimalApproximation, high: DecimalApproximation)?
        var powersOfFive: [Int: BigUInt] = [:]  // 5^s has as many digits as the exponent: compute it once
        let limit = p + budget.limits.comparisonBits
        var step = 32
        while true {
            let a = try approximate(p, budget)
            let low = try Real.truncatedDigits(a - 1, p, count, &powersOfFive, budget)
            let high = try Real.truncatedDigits(a + 1, p, count, &powersOfFive, budget)
            if low == high { return low }
            last = (low, high)
            // The digits change inside the interval: more bits usually settle it.
            if p >= limit { break }
            p = Swift.min(p + step, limit)
            step *= 2
        }
        // Still at a point where the digits change (e.g. exactly 2 reached through
        // irrationals) to 2^-comparisonBits beyond the digits: show the side with the
        // larger magnitude, the round one (2.000… rather than 1.999…).
        let (low, high) = last!
        return low.isNegative ? low : high
    }

    /// The first `count` digits of a/2^p, truncated. Scaling by 10^s is a multiplication
    /// by 5^s and a shift, so no long division by a power of two is needed.
    /// Checks the clock between its big steps: at 100,000 digits each takes tens of milliseconds.
    private static func truncatedDigits(_ a: BigInt, _ p: Int, _ count: Int, _ powersOfFive: inout [Int: BigUInt],
                                        _ budget: Budget) throws(CalculationError) -> DecimalApproximation {
        let m = a.magnitude
        if m.isZero { return .approximateZero }
        let low = BigUInt(10).power(count - 1), high = low * 10
        // The exponent of the first digit, from the sizes; corrected by a step if needed.
        var exponent = Int(((Double(m.bitWidth) - 1 - Double(p)) * Logarithms.log10Of2).rounded(.down))
        while true {
            let s = count - 1 - exponent
            let digits: BigUInt
            // 5^s is one big step that cannot check the clock: refuse it when it is larger than
            // the precision limit allows (a value 10^-900000 the display would scale).
            if powersOfFive[abs(s)] == nil { try budget.allowPrecision(Int(Double(abs(s)) * 2.33)) }
            let five = powersOfFive[abs(s)] ?? BigUInt(5).power(abs(s))
            powersOfFive[abs(s)] = five
            if s >= 0 {
                let scaled = m * five, shift = p - s
                digits = shift >= 0 ? scaled >> shift : scaled << -shift
            } else {
                let shifted = p - s >= 0 ? m >> (p - s) : m << (s - p)
                digits = shifted / five
            }
            try budget.check()
            if digits >= high { exponent += 1; continue }
            if digits < low { exponent -= 1; continue }
            return DecimalApproximation(isNegative: a.sign == .minus, digits: digits.decimalString, exponent: exponent, isExact: false)
        }
    }
}
