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
