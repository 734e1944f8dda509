import BigInt
import Foundation

/// The gamma function for x! of a fraction: x! = Γ(x+1), e.g. 0.5! = √π/2.
///
/// Γ(s) is reduced exactly to Γ(f) with f in [1, 2) by Γ(s+1) = s·Γ(s); Γ(f) is a
/// constructive real computed from the lower incomplete gamma function:
///   Γ(f) = N^f·e^-N · Σₖ N^k / (f(f+1)⋯(f+k)) + ∫_N^∞ t^(f−1)·e^-t dt,
/// where the integral is below (N+1)·e^-N and N is chosen to make it negligible.
extension Calculation {
    /// Γ(s) for a rational s that is not an integer (≤ 0 would be a pole).
    func gamma(_ s: Rational) throws(CalculationError) -> Number {
        let a = s.numerator, b = s.denominator
        let whole = s.floor  // s lies in (whole, whole + 1)
        let f = s - Rational(whole - 1)  // in [1, 2)
        let steps = whole >= 1 ? whole - 1 : 1 - whole
        guard let count = Int(exactly: steps), count < 1 << 24 else {
            throw CalculationError(.tooLarge(limitBits: limits.maxBits))
        }
        // The exact factor: count factors of about log2(|s|+2) bits over b^count.
        let factorBits = Double(count) * (log2(Swift.abs(Double(whole)) + 2) + 2 * Double(b.bitWidth))
        try budget.allow(bits: factorBits)
        // Π (c + i·b) for i in 0..<count, c = f·b going up or s·b going down.
        let c = whole >= 1 ? a - (whole - 1) * b : a
        var product = BigInt(1)
        for i in 0..<count {
            if i & 255 == 255 { try budget.check() }
            product *= c + BigInt(i) * b
        }
        let factor = Rational(product, b.power(count))
        let coefficient = whole >= 1 ? factor : factor.reciprocal
        return try general(Real(.gamma(f)), coefficient: coefficient)
    }
}

extension Calculation {
    /// The most factors that move an irrational s below 1 into (1, 2) for Γ: beyond
    /// them Γ(s) is too small to show (1/1000! ≈ 10^-2568).
    static let maxGammaFactorsBelow = 1000

    /// Γ(s) for an irrational s (√2! = Γ(1 + √2)): Γ(f + n) for f = s − ⌊s⌋ + 1 in (1, 2)
    /// as one computed real when s > 1, and Γ(f) over s(s+1)⋯(f−1) below 1 (a balanced
    /// tree of factors, so that the computed real stays shallow).
    func gamma(real s: Number) throws(CalculationError) -> Number {
        // s is irrational, so not an integer: only one too close to tell is refused here.
        let whole: BigInt
        do {
            whole = try floor(s)
        } catch
            where error.kind == .undecidable("which whole numbers the value lies between", bits: limits.comparisonBits)
        {
            // Named by the integer it is near ((5 + sin²1 + cos²1)! is near 6), not "one"; s is the
            // factorial's argument plus one.
            let near = (try? s.asReal.approximate(0, budget)).map { String($0 - 1) } ?? "an integer"
            throw CalculationError(
                .undecidable("whether the factorial's argument is an integer", bits: limits.comparisonBits, near: near))
        }
        guard let m = Int(exactly: whole), m >= -Self.maxGammaFactorsBelow, m <= 1 << 30 else {
            if whole.signum() > 0 { throw CalculationError(.tooLarge(limitBits: limits.maxBits)) }
            throw CalculationError(.tooSmallToShow(belowExponent: -2568))
        }
        let f = try subtract(s, .exact(Rational(m - 1)))
        if m >= 1 {
            // Γ(f + n) < Γ(n + 2) = (n + 1)!, refused before any work when too large.
            let bits = lgamma(Double(m) + 1) / M_LN2
            try budget.allow(bits: bits)
            return try checked(
                .real(.one, Real(.gammaOfReal(f.asReal, factors: m - 1, bound: Int(bits.rounded(.up)) + 2))))
        }
        let value = try checked(.real(.one, Real(.gammaOfReal(f.asReal, factors: 0, bound: 1))))
        var factors: [Number] = []
        for i in 0..<(1 - m) {
            if i & 255 == 255 { try budget.check() }
            factors.append(try add(s, .exact(Rational(i))))
        }
        return try divide(value, balancedProduct(factors))
    }

    /// x₁·x₂⋯xₙ as a tree of depth log2 n, not a chain of depth n.
    private func balancedProduct(_ factors: [Number]) throws(CalculationError) -> Number {
        var level = factors
        while level.count > 1 {
            try budget.check()
            var next: [Number] = []
            next.reserveCapacity((level.count + 1) / 2)
            for index in stride(from: 0, to: level.count, by: 2) {
                next.append(index + 1 < level.count ? try multiply(level[index], level[index + 1]) : level[index])
            }
            level = next
        }
        return level.first ?? .exact(.one)
    }
}

extension Series {
    /// Γ(a/b)·2^p within 1, for 1 ≤ a/b < 2 (where Γ lies between 0.88 and 1).
    static func gamma(_ a: BigInt, _ b: BigInt, _ p: Int, _ budget: Budget) throws(CalculationError) -> BigInt {
        let pp = Swift.max(p, 0)
        // The tail (N+1)·e^-N < 2^-(pp+2).
        var n = Swift.max(8, Int(Double(pp) * Logarithms.ln2))
        while Double(n) * Logarithms.log2OfE - log2(Double(n + 1)) < Double(pp + 4) { n += 1 }
        let bigN = BigInt(n)
        // S = Σ N^k/(f)ₖ₊₁ with f = a/b, in fixed point with wS bits after the point. Each
        // term is cut to an integer; the cuts grow by at most e^N in all, while S ≥ 0.8·e^N/N²,
        // so their relative effect stays below terms·N²·2^-guard.
        let terms = 8 * n + 2 * pp + 64
        let bits = { (v: Int) in Int.bitWidth - v.leadingZeroBitCount }
        let guardBits = 2 * bits(n) + bits(terms) + 4
        let wS = pp + 8 + guardBits
        var term = (BigInt(1) << wS) * b / a
        var sum = term
        var k = 0
        while !term.isZero || k <= n {
            k += 1
            if k & 63 == 0 { try budget.check() }
            term = term * bigN * b / (a + BigInt(k) * b)
            sum += term
        }
        // E = N^f·e^-N = exp(f·ln N − N), to wE bits: E·2^wE ≥ 2^(pp+12), so an error of 2 is relatively tiny.
        let wE = pp + 16 + Int((Double(n) * 1.45).rounded(.up))
        let lnN = try Series.ln(bigN, 0, wE + 2, budget)
        let y = divideRounded(a * lnN, b) - (bigN << (wE + 2))
        let e = try Series.exp(y, wE + 2, wE, budget)
        let scaled = roundShift(e * sum, wE + wS - pp)
        return roundShift(scaled, pp - p)
    }
}

extension Series {
    /// Γ(f + n)·2^p within 1, for a computed f in (1, 2), n ≥ 0, and Γ(f + n) < 2^bound.
    ///
    /// Every factor f + i is at least 1, so f within 2^-w puts each, and Γ(f) (|Γ′/Γ| < 0.7
    /// on [1, 2]), relatively within 2^-w; the product is kept to w bits as it grows
    /// (each cut relatively within 2^-w too). With 3n + 2 such errors below 2^-(p+bound+3)
    /// together, the result is within 1/8 before its rounding.
    static func gamma(of f: Real, shiftedBy n: Int, bound: Int, _ p: Int, _ budget: Budget)
        throws(CalculationError) -> BigInt
    {
        if p + bound < -2 { return 0 }
        let guardBits = UInt(3 * n + 2).bitLength + 3
        let w = Swift.max(p + bound, 0) + guardBits
        let a = try f.approximate(w, budget)
        // The product as mantissa·2^exponent.
        var mantissa = BigInt(1), exponent = 0
        for i in 0..<n {
            if i & 63 == 63 { try budget.check() }
            mantissa = try mantissa.multiplied(by: a + (BigInt(i) << w), budget)
            exponent -= w
            let extra = mantissa.bitWidth - w - 2
            if extra > 0 {
                mantissa >>= extra
                exponent += extra
            }
        }
        let g = try gamma(a, BigInt(1) << w, w, budget)  // Γ(f)·2^w
        let shift = w - exponent - p
        let value = try mantissa.multiplied(by: g, budget)
        return shift >= 0 ? roundShift(value, shift) : value << -shift
    }
}
