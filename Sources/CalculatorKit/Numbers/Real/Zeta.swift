import BigInt
import Foundation

/// Riemann's ζ(s) for real s > 1, by the Borweins' alternating sum:
///   ζ(s) = 1/(dₙ·(1 − 2^(1−s))) · Σₖ₌₀ⁿ⁻¹ (−1)ᵏ·(dₙ − dₖ)/(k + 1)^s,
///   dₖ = n·Σᵢ₌₀ᵏ (n + i − 1)!·4ⁱ/((n − i)!·(2i)!),
/// within 3/((3 + √8)ⁿ·|1 − 2^(1−s)|) of ζ(s): about 2.54 bits a term.
extension Calculation {
    /// ζ(2m) = q·π^(2m) for the first even m, exactly.
    private static let evenZeta: [Int: Rational] = [
        2: Rational(1, 6), 4: Rational(1, 90), 6: Rational(1, 945), 8: Rational(1, 9450),
        10: Rational(1, 93555), 12: Rational(691, 638_512_875),
    ]

    func zeta(_ s: Number) throws(CalculationError) -> Number {
        if case let .exact(r) = s, r.isInteger, let m = r.intValue, let q = Self.evenZeta[m] {
            return try multiply(.exact(q), power(Calculation.pi, .exact(r)))
        }
        let above = try subtract(s, .exact(.one))
        if case let .exact(r) = above, r.signum <= 0 {
            throw CalculationError(.domain("zeta is defined here only for s > 1"))
        }
        let (bound, sign) = try bounds(of: above.asReal, "whether the argument is above 1")
        if sign < 0 { throw CalculationError(.domain("zeta is defined here only for s > 1")) }
        return try checked(.real(.one, Real(.zeta(s.asReal, bound: bound))))
    }
}

extension Real {
    /// ζ(s) to precision p, where s − 1 > 2^bound. Within half of s − 1 of s, |ζ′| ≤ 4/(s − 1)² + 0.37,
    /// so s to p + 2 − 2·bound + 6 bits moves ζ by under 1/8.
    static func zeta(_ s: Real, bound: Int, _ p: Int, _ budget: Budget) throws(CalculationError) -> BigInt {
        if p < 0 { return roundShift(try zeta(s, bound: bound, 0, budget), -p) }
        let q = Swift.max(p + Swift.max(2 - 2 * bound, 0) + 6, 2 - bound)
        return try Series.zeta(s.approximate(q, budget), q, bound: bound, p, budget)
    }
}

extension Series {
    /// ζ(s)·2^p within 3/4 for s = a/2^q, s − 1 > 2^(bound − 1), p ≥ 0.
    static func zeta(_ a: BigInt, _ q: Int, bound: Int, _ p: Int, _ budget: Budget) throws(CalculationError) -> BigInt {
        // 1/(1 − 2^(1−s)) < 3/(s − 1) + 2, and ζ(s) < 1 + 1/(s − 1): both below 2^amplified.
        let amplified = Swift.max(1 - bound, 0) + 3
        let n = Int(Double(p + 2 * amplified + 8) / 2.54) + 2
        let w = p + 2 * amplified + UInt(n).bitLength + 8
        try budget.allowPrecision(w)
        // dₖ, exactly: each term of its sum from the one before.
        var d: [BigInt] = []
        d.reserveCapacity(n + 1)
        var term = BigInt(1), total = BigInt(0)
        for i in 0...n {
            if i & 15 == 15 { try budget.check() }
            total += term
            d.append(total)
            term = term * BigInt(4 * (n + i) * (n - i)) / BigInt((2 * i + 1) * (2 * i + 2))
        }
        let dn = d[n]
        let whole: Int? = a.isZero ? nil : (a.trailingZeroBitCount >= q ? Int(exactly: a >> q) : nil)
        let w2 = w + (a.magnitude.bitWidth - q + 1) + 6
        var sum = BigInt(0)
        for k in 0..<n {
            try budget.check()
            let power = try inversePower(k + 1, a, q, whole: whole, w, w2, budget)  // (k + 1)^-s·2^w, within 1
            let weighted = (dn - d[k]) * power
            sum += k % 2 == 0 ? weighted : -weighted
        }
        // 1 − 2^(1−s) at w bits: 2^(1−s) = e^((1 − s)·ln 2).
        let ln2 = try Real.ln2.approximate(w2, budget)
        let half = try exp(((BigInt(1) << q) - a) * ln2, q + w2, w, budget)
        let factor = (BigInt(1) << w) - half
        return try divideRounded(sum << p, dn * factor, budget)
    }

    /// m^-s·2^w within 1, for s = a/2^q > 1 (`whole` when s is a whole number).
    private static func inversePower(
        _ m: Int, _ a: BigInt, _ q: Int, whole: Int?, _ w: Int, _ w2: Int, _ budget: Budget
    ) throws(CalculationError) -> BigInt {
        if m == 1 { return BigInt(1) << w }
        if let s = whole {
            if Double(s) * Foundation.log2(Double(m)) > Double(w + 2) { return 0 }
            return divideRounded(BigInt(1) << w, BigInt(m).power(s))
        }
        // e^(−s·ln m): ln m within 3/4 at w2 bits moves the exponent by under 2^-(w+4).
        let lnM = try ln(BigInt(m), 0, w2, budget)
        return try exp(-(try a.multiplied(by: lnM, budget)), q + w2, w, budget)
    }
}
