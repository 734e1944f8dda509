import BigInt
import Foundation

// Series whose terms have small rational ratios, summed by binary splitting: the
// sum of a range of terms is one fraction T/Q, and two neighbouring ranges combine
// with a few multiplications of numbers of similar size. Thousands of digits then
// cost a few large multiplications and one division instead of thousands of
// passes over a full-precision number (Machin's series, Taylor's with full-width terms).

extension Series {
    /// Below this precision Machin's formula (no square root, no big division) is as quick.
    static let chudnovskyThreshold = 1024

    /// π·2^p within 1 for p ≥ 0, by the Chudnovskys' series:
    /// π = 426880·√10005 / Σ (−1)^k (6k)! (13591409 + 545140134k) / ((3k)! (k!)³ 640320^(3k)).
    static func piByChudnovsky(_ p: Int, _ budget: Budget) throws(CalculationError) -> BigInt {
        // Each term is about 2^-47.11 times the one before, so the tail after n terms is
        // below 2^-(w+8) of the sum; 426880·√10005·2^w/Σ, rounded, is then within 0.6 of π·2^w.
        let w = p + 8
        let n = (w + 16) / 47 + 2
        let (_, q, t) = try chudnovskyTerms(0, n, budget)
        try budget.check()
        let root = BigInt(try (BigUInt(10005) << (2 * w)).squareRootByHalves(budget))  // within 1 of √10005·2^w
        try budget.check()
        let numerator = try (q * 426880).multiplied(by: root, budget)
        try budget.check()
        return roundShift(try divideRounded(numerator, t, budget), w - p)
    }

    /// P, Q, T of terms a..<b: the sum of those terms is T/Q times the product of the ratios before a.
    private static func chudnovskyTerms(_ a: Int, _ b: Int, _ budget: Budget) throws(CalculationError) -> (
        p: BigInt, q: BigInt, t: BigInt
    ) {
        if b - a == 1 {
            if a == 0 { return (1, 1, 13_591_409) }
            let k = BigInt(a)
            let p = (6 * k - 5) * (2 * k - 1) * (6 * k - 1)
            let q = k * k * k * 10_939_058_860_032_000  // 640320³/24
            let t = p * (13_591_409 + 545_140_134 * k)
            return (p, q, a & 1 == 1 ? -t : t)
        }
        if b - a > 16 { try budget.check() }
        let m = (a + b) / 2
        let left = try chudnovskyTerms(a, m, budget), right = try chudnovskyTerms(m, b, budget)
        return try merge(left, right, budget)
    }

    /// P, Q, T of two neighbouring ranges joined; the products check the budget, as the
    /// last few join numbers of thousands of words.
    private static func merge(
        _ left: (p: BigInt, q: BigInt, t: BigInt), _ right: (p: BigInt, q: BigInt, t: BigInt),
        _ budget: Budget
    ) throws(CalculationError) -> (p: BigInt, q: BigInt, t: BigInt) {
        let p = try left.p.multiplied(by: right.p, budget), q = try left.q.multiplied(by: right.q, budget)
        let t = try right.q.multiplied(by: left.t, budget) + left.p.multiplied(by: right.t, budget)
        return (p, q, t)
    }

    /// e^(a/b) · 2^p within 3/4 for b > 0, |a/b| ≤ 2^12 and p ≥ 0, by Taylor's series
    /// Σ (a/b)^k / k!, whose term ratios a/(b·k) are small.
    static func exponentialOfRational(_ a: Int, _ b: Int, _ p: Int, _ budget: Budget) throws(CalculationError) -> BigInt
    {
        // Terms until |x|^n/n! < 2^-(p+6) with n ≥ 2|x|, so that the tail (at most twice its
        // first term) is below 1/16 at precision p; Double sums of log2 with a margin of 4 bits.
        let x = Swift.abs(Double(a) / Double(b))
        var n = 0, log2Term = 0.0
        while log2Term > -Double(p + 10) || Double(n) < 2 * x {
            n += 1
            log2Term += Foundation.log2(x / Double(n))
        }
        // Σ_{k=1}^{n} x^k/k! = T/Q; the sum with the leading 1 is (Q + T)/Q, rounded within 1/2.
        let (_, q, t) = try exponentialTerms(BigInt(a), BigInt(b), 1, n + 1, budget)
        return try divideRounded((q + t) << p, q, budget)
    }

    /// P = a^(hi−lo), Q = Π b·k and T for the terms lo..<hi of Σ (a/b)^k/k!.
    private static func exponentialTerms(_ a: BigInt, _ b: BigInt, _ lo: Int, _ hi: Int, _ budget: Budget)
        throws(CalculationError) -> (p: BigInt, q: BigInt, t: BigInt)
    {
        if hi - lo == 1 { return (a, b * BigInt(lo), a) }
        if hi - lo > 16 { try budget.check() }
        let m = (lo + hi) / 2
        let left = try exponentialTerms(a, b, lo, m, budget), right = try exponentialTerms(a, b, m, hi, budget)
        return try merge(left, right, budget)
    }
}

extension BigUInt {
    /// floor(√self), with Newton's steps starting from the root of the top half of the
    /// bits (found the same way), so that only the last steps run at full width.
    /// BigInt's own `squareRoot` starts from a power of two and takes about log2(bits)
    /// full-width divisions.
    func squareRootByHalves(_ budget: Budget = Budget()) throws(CalculationError) -> BigUInt {
        if bitWidth <= 104 { return squareRoot() }
        // The root of the top bits, scaled back: at least √self and close to it.
        let k = bitWidth / 4
        var x = (try (self >> (2 * k)).squareRootByHalves(budget) + 1) << k
        // Newton's steps from above decrease to floor(√self) and then stop decreasing.
        while true {
            let y = (x + (try dividedByWords(x, budget)).quotient) >> 1
            if y >= x { return x }
            x = y
        }
    }
}
