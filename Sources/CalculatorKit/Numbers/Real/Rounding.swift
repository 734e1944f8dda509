import BigInt

// Rounding of the fixed-point integers the reals compute with (an integer F stands for
// F/2^p): each helper says how far its result may be from the exact quotient.

/// round(a / 2^k) for k ≥ 0 (within 1/2, halves away from zero); a · 2^-k for k < 0.
func roundShift(_ a: BigInt, _ k: Int) -> BigInt {
    if k <= 0 { return a << -k }
    if k > a.magnitude.bitWidth { return 0 }  // |a| < 2^(k-1); also spares building 2^(k-1)
    let m = (a.magnitude + (BigUInt(1) << (k - 1))) >> k
    return a.sign == .minus ? -BigInt(m) : BigInt(m)
}

/// round(n / d) for d ≠ 0, within 1/2 (halves away from zero).
func divideRounded(_ n: BigInt, _ d: BigInt) -> BigInt {
    rounded(n, d, n.magnitude.dividedByWords(d.magnitude))
}

/// round(n / d) within the budget: the long divisions of many digits check the clock.
func divideRounded(_ n: BigInt, _ d: BigInt, _ budget: Budget) throws(CalculationError) -> BigInt {
    rounded(n, d, try n.magnitude.dividedByWords(d.magnitude, budget))
}

private func rounded(_ n: BigInt, _ d: BigInt, _ division: (quotient: BigUInt, remainder: BigUInt)) -> BigInt {
    let (q, r) = division
    let m = r << 1 >= d.magnitude ? q + 1 : q
    return (n.sign == .minus) != (d.sign == .minus) ? -BigInt(m) : BigInt(m)
}

/// n / d truncated toward zero, as BigInt's `/`, within the budget.
func divideTruncated(_ n: BigInt, _ d: BigInt, _ budget: Budget) throws(CalculationError) -> BigInt {
    let q = try n.magnitude.dividedByWords(d.magnitude, budget).quotient
    return (n.sign == .minus) != (d.sign == .minus) ? -BigInt(q) : BigInt(q)
}

/// a / 2^k rounded toward zero, within 1. (BigInt's own >> leaves -1 for small
/// negative values, which would keep a series with negative terms from ending.)
func towardZero(_ a: BigInt, _ k: Int) -> BigInt {
    BigInt(sign: a.sign, magnitude: a.magnitude >> k)
}

/// x · 2^(to − from): an approximation at precision `from` moved to precision `to`
/// (exact when gaining bits, within 1 when dropping them).
func rescale(_ x: BigInt, from: Int, to: Int) -> BigInt {
    to >= from ? x << (to - from) : towardZero(x, from - to)
}
