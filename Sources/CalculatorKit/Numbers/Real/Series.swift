import BigInt
import Foundation

/// The series behind the elementary functions, in fixed point: an integer F stands
/// for F/2^w. Each routine works with guard bits beyond w so that its rounding
/// errors, counted in units of 2^-w, stay below the bound its caller relies on.
enum Series {
    /// Guard bits for a loop of at most about w steps at precision w.
    static func guardBits(_ w: Int) -> Int { Swift.max(w, 1).bitWidth + 8 }

    // MARK: Constants

    /// π·2^p within 1: Machin's 16·atan(1/5) − 4·atan(1/239), or the Chudnovskys'
    /// series by binary splitting for many digits.
    static func pi(_ p: Int) -> BigInt {
        p >= chudnovskyThreshold ? piByChudnovsky(p) : piByMachin(p)
    }

    static func piByMachin(_ p: Int) -> BigInt {
        let w = Swift.max(p, 0) + guardBits(p)
        return roundShift(16 * arctangentOfInverse(5, w) - 4 * arctangentOfInverse(239, w), w - p)
    }

    /// ln 2·2^p within 1: 18·atanh(1/26) − 2·atanh(1/4801) + 8·atanh(1/8749).
    static func ln2(_ p: Int) -> BigInt {
        let w = Swift.max(p, 0) + guardBits(p) + 2
        let sum = 18 * hyperbolicArctangentOfInverse(26, w) - 2 * hyperbolicArctangentOfInverse(4801, w)
            + 8 * hyperbolicArctangentOfInverse(8749, w)
        return roundShift(sum, w - p)
    }

    /// atan(1/k)·2^w, within 3 per term: only divisions by small integers.
    private static func arctangentOfInverse(_ k: Int, _ w: Int) -> BigInt {
        inverseSeries(k, w, alternating: true)
    }

    private static func hyperbolicArctangentOfInverse(_ k: Int, _ w: Int) -> BigInt {
        inverseSeries(k, w, alternating: false)
    }

    /// Σ (±1)^i / ((2i+1)·k^(2i+1)) · 2^w.
    private static func inverseSeries(_ k: Int, _ w: Int, alternating: Bool) -> BigInt {
        var term = (BigInt(1) << w) / BigInt(k)
        var sum = term
        let k2 = BigInt(k * k)
        var i = 1, negative = alternating
        while !term.isZero {
            term /= k2
            i += 2
            let t = term / BigInt(i)
            sum += negative ? -t : t
            if alternating { negative.toggle() }
        }
        return sum
    }

    // MARK: Exponential and logarithm

    /// e^y · 2^p within 3/4, where y = x/2^q.
    static func exp(_ x: BigInt, _ q: Int, _ p: Int, _ budget: Budget) throws(CalculationError) -> BigInt {
        // y = k·ln 2 + r with |r| ≤ ln2/2, so e^y = 2^k·e^r.
        let y = double(x, q)
        if y < -1e15 { return 0 }
        let k = Int((y / M_LN2).rounded())
        let pr = p + k
        if pr < -2 { return 0 }  // e^r < 1.5
        let w = pr + 8
        let kb = k.magnitude.bitWidth + 2
        let ln2 = try Real.ln2.approximate(w + kb, budget)
        let r = rescale(x, from: q, to: w) - roundShift(BigInt(k) * ln2, kb)  // within 2
        let e = try exponentialNearZero(r, w, budget)  // within 1/8 + 2·e^r
        return roundShift(e, w - pr)
    }

    /// e^(r/2^w) · 2^w within 1/4 for |r| ≤ 2^w: Taylor on r/2^h, then h squarings.
    private static func exponentialNearZero(_ r: BigInt, _ w: Int, _ budget: Budget) throws(CalculationError) -> BigInt {
        let h = w > 400 ? Int(Double(w).squareRoot() / 2) : 3
        // Squaring doubles the relative error h times; the Taylor loop adds 2 per term.
        let w2 = w + h + guardBits(w) + 2
        let s = r << (w2 - w - h)
        let one = BigInt(1) << w2
        var term = s, sum = one + s, n = 1
        while !term.isZero {
            n += 1
            if n & 31 == 0 { try budget.check() }
            term = (towardZero(term * s, w2)) / BigInt(n)
            sum += term
        }
        for _ in 0..<h { sum = towardZero(sum * sum, w2) }
        return roundShift(sum, w2 - w)
    }

    /// ln(y) · 2^p within 3/4, where y = x/2^q > 0.
    static func ln(_ x: BigInt, _ q: Int, _ p: Int, _ budget: Budget) throws(CalculationError) -> BigInt {
        precondition(x.sign == .plus && !x.isZero)
        // y = 2^k·m with m in [0.75, 1.5).
        let top = x.magnitude.bitWidth
        let high = top >= 2 && (x.magnitude >> (top - 2)) == 3
        let k = top - 1 - q + (high ? 1 : 0)
        let w = Swift.max(p, 0) + 6
        let m = rescale(x, from: q + k, to: w)  // within 1, so ln m within 4/3
        let kb = k.magnitude.bitWidth + 2
        let ln2 = try Real.ln2.approximate(w + kb, budget)
        let sum = try logarithmNearOne(m, w, budget) + roundShift(BigInt(k) * ln2, kb)
        return roundShift(sum, w - p)
    }

    /// ln(m/2^w) · 2^w within 1/2 for m/2^w in [0.75, 1.5]: 2·atanh((m−1)/(m+1)),
    /// after j square roots bring m closer to 1.
    private static func logarithmNearOne(_ m: BigInt, _ w: Int, _ budget: Budget) throws(CalculationError) -> BigInt {
        let j = w > 1000 ? 4 : 0
        let w2 = w + j + guardBits(w) + 2
        let one = BigInt(1) << w2
        var v = m << (w2 - w)
        for _ in 0..<j { v = BigInt((v << w2).magnitude.squareRootByHalves()) }
        let z = ((v - one) << w2) / (v + one)
        let z2 = towardZero(z * z, w2)
        var term = z, sum = z, i = 1
        while !term.isZero {
            i += 2
            if i & 63 == 1 { try budget.check() }
            term = towardZero(term * z2, w2)
            sum += term / BigInt(i)
        }
        return roundShift(sum, w2 - w - j - 1)
    }

    // MARK: Trigonometry

    /// sin(y) · 2^p within 3/4, where y = x/2^q.
    static func sin(_ x: BigInt, _ q: Int, _ p: Int, _ budget: Budget) throws(CalculationError) -> BigInt {
        try trigonometric(x, q, p, budget, cosine: false)
    }

    static func cos(_ x: BigInt, _ q: Int, _ p: Int, _ budget: Budget) throws(CalculationError) -> BigInt {
        try trigonometric(x, q, p, budget, cosine: true)
    }

    private static func trigonometric(_ x: BigInt, _ q: Int, _ p: Int, _ budget: Budget, cosine: Bool) throws(CalculationError) -> BigInt {
        let w = Swift.max(p, 0) + guardBits(p)
        // y = k·π/2 + r with |r| ≤ π/4. π needs as many more bits as y has before the point
        // (sin(10^22) needs about 75 more).
        let e = Swift.max(x.magnitude.bitWidth - q, 0) + 4
        let scaled = rescale(x, from: q, to: w + e)
        let pi = try Real.pi.approximate(w + e, budget)
        let k = divideRounded(scaled * 2, pi)
        let r = towardZero(scaled * 2 - k * pi, e + 1)  // within 2
        let quadrant = Int(truncatingIfNeeded: (k % 4 + 4) % 4)
        // sin(kπ/2 + r) and cos(kπ/2 + r) by quadrant.
        let useCosine = cosine ? quadrant % 2 == 0 : quadrant % 2 == 1
        let negate = cosine ? (quadrant == 1 || quadrant == 2) : (quadrant >= 2)
        let value = try taylorSineOrCosine(r, w, budget, cosine: useCosine)
        return roundShift(negate ? -value : value, w - p)
    }

    /// sin or cos of r/2^w, |r/2^w| < 1, times 2^w within 2 per term.
    private static func taylorSineOrCosine(_ r: BigInt, _ w: Int, _ budget: Budget, cosine: Bool) throws(CalculationError) -> BigInt {
        let r2 = towardZero(r * r, w)
        var term = cosine ? BigInt(1) << w : r
        var sum = term
        var n = cosine ? 0 : 1
        while !term.isZero {
            if n & 63 == 0 { try budget.check() }
            term = -(towardZero(term * r2, w)) / BigInt((n + 1) * (n + 2))
            n += 2
            sum += term
        }
        return sum
    }

    /// atan(y) · 2^p within 3/4, where y = x/2^q.
    static func atan(_ x: BigInt, _ q: Int, _ p: Int, _ budget: Budget) throws(CalculationError) -> BigInt {
        let w = Swift.max(p, 0) + 4
        let j = Swift.min(10, Swift.max(1, w / 100))
        // j halvings multiply the error by 2^j.
        let w2 = w + j + guardBits(w)
        let one = BigInt(1) << w2
        var v = rescale(x, from: q, to: w2)
        let outside = v.magnitude > one.magnitude
        if outside { v = (one << w2) / v }  // atan y = ±π/2 − atan(1/y)
        // atan v = 2·atan(v / (1 + √(1 + v²))).
        for _ in 0..<j {
            let root = BigInt(((one << w2) + v * v).magnitude.squareRootByHalves())
            v = (v << w2) / (one + root)
        }
        let v2 = towardZero(v * v, w2)
        var term = v, sum = v, i = 1
        while !term.isZero {
            i += 2
            if i & 63 == 1 { try budget.check() }
            term = -(towardZero(term * v2, w2))
            sum += term / BigInt(i)
        }
        var result = sum << j
        if outside {
            let halfPi = try Real.pi.approximate(w2 - 1, budget)
            result = (x.sign == .minus ? -halfPi : halfPi) - result
        }
        return roundShift(result, w2 - p)
    }

    // MARK: Helpers

    /// floor(ᵏ√a).
    static func integerRoot(_ a: BigUInt, _ k: Int) -> BigUInt {
        k == 2 ? a.squareRootByHalves() : a.integerRoot(k)
    }

    /// x/2^q as a Double (for choosing a reduction, never for a digit).
    static func double(_ x: BigInt, _ q: Int) -> Double {
        let extra = Swift.max(x.magnitude.bitWidth - 62, 0)
        let top = Double(Int64(truncatingIfNeeded: (x.magnitude >> extra).words.first ?? 0))
        return (x.sign == .minus ? -top : top) * Foundation.pow(2.0, Double(extra - q))
    }
}
