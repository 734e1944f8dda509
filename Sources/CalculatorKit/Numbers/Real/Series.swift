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
    static func pi(_ p: Int, _ budget: Budget) throws(CalculationError) -> BigInt {
        p >= chudnovskyThreshold ? try piByChudnovsky(p, budget) : try piByMachin(p, budget)
    }

    static func piByMachin(_ p: Int, _ budget: Budget) throws(CalculationError) -> BigInt {
        let w = Swift.max(p, 0) + guardBits(p)
        return roundShift(
            16 * (try arctangentOfInverse(5, w, budget)) - 4 * (try arctangentOfInverse(239, w, budget)), w - p)
    }

    /// atan(1/k)·2^w, within 3 per term: only divisions by small integers.
    private static func arctangentOfInverse(_ k: Int, _ w: Int, _ budget: Budget) throws(CalculationError) -> BigInt {
        try inverseSeries(k, w, alternating: true, budget)
    }

    static func hyperbolicArctangentOfInverse(_ k: Int, _ w: Int, _ budget: Budget) throws(CalculationError) -> BigInt {
        try inverseSeries(k, w, alternating: false, budget)
    }

    /// Σ (±1)^i / ((2i+1)·k^(2i+1)) · 2^w.
    private static func inverseSeries(_ k: Int, _ w: Int, alternating: Bool, _ budget: Budget) throws(CalculationError)
        -> BigInt
    {
        var term = (BigInt(1) << w) / BigInt(k)
        var sum = term
        let k2 = BigInt(k * k)
        var i = 1, negative = alternating
        while !term.isZero {
            if i & 15 == 1 { try budget.check() }  // cheap steps (a division by a word)
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
    private static func exponentialNearZero(_ r: BigInt, _ w: Int, _ budget: Budget) throws(CalculationError) -> BigInt
    {
        let h = w > 400 ? Int(Double(w).squareRoot() / 2) : 3
        // Squaring doubles the relative error h times; the Taylor loop adds 2 per term.
        let w2 = w + h + guardBits(w) + 2
        let s = r << (w2 - w - h)
        let one = BigInt(1) << w2
        var term = s, sum = one + s, n = 1
        while !term.isZero {
            n += 1
            try budget.check()  // each step is a full-width multiplication
            term = towardZero(try term.multiplied(by: s, budget), w2) / BigInt(n)
            sum += term
        }
        for _ in 0..<h {
            try budget.check()
            sum = towardZero(try sum.multiplied(by: sum, budget), w2)
        }
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
        for _ in 0..<j {
            try budget.check()
            v = BigInt(try (v << w2).magnitude.squareRootByHalves(budget))
        }
        let z = try divideTruncated((v - one) << w2, v + one, budget)
        let z2 = towardZero(try z.multiplied(by: z, budget), w2)
        var term = z, sum = z, i = 1
        while !term.isZero {
            i += 2
            try budget.check()  // each step is a full-width multiplication
            term = towardZero(try term.multiplied(by: z2, budget), w2)
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

    private static func trigonometric(_ x: BigInt, _ q: Int, _ p: Int, _ budget: Budget, cosine: Bool)
        throws(CalculationError) -> BigInt
    {
        let w = Swift.max(p, 0) + guardBits(p)
        // y = k·π/2 + r with |r| ≤ π/4. π needs as many more bits as y has before the point
        // (sin(10^22) needs about 75 more).
        let e = Swift.max(x.magnitude.bitWidth - q, 0) + 4
        let scaled = rescale(x, from: q, to: w + e)
        let pi = try Real.pi.approximate(w + e, budget)
        let k = try divideRounded(scaled * 2, pi, budget)
        try budget.check()
        let r = towardZero(scaled * 2 - (try k.multiplied(by: pi, budget)), e + 1)  // within 2
        let quadrant = Int(truncatingIfNeeded: (k % 4 + 4) % 4)
        // sin(kπ/2 + r) and cos(kπ/2 + r) by quadrant.
        let useCosine = cosine ? quadrant % 2 == 0 : quadrant % 2 == 1
        let negate = cosine ? (quadrant == 1 || quadrant == 2) : (quadrant >= 2)
        let value = try taylorSineOrCosine(r, w, budget, cosine: useCosine)
        return roundShift(negate ? -value : value, w - p)
    }

    /// sin or cos of r/2^w, |r/2^w| < 1, times 2^w within 2 per term.
    private static func taylorSineOrCosine(_ r: BigInt, _ w: Int, _ budget: Budget, cosine: Bool)
        throws(CalculationError) -> BigInt
    {
        let r2 = towardZero(try r.multiplied(by: r, budget), w)
        var term = cosine ? BigInt(1) << w : r
        var sum = term
        var n = cosine ? 0 : 1
        while !term.isZero {
            try budget.check()  // each step is a full-width multiplication
            term = -towardZero(try term.multiplied(by: r2, budget), w) / BigInt((n + 1) * (n + 2))
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
        if outside { v = try divideTruncated(one << w2, v, budget) }  // atan y = ±π/2 − atan(1/y)
        // atan v = 2·atan(v / (1 + √(1 + v²))).
        for _ in 0..<j {
            try budget.check()
            let root = BigInt(
                try ((one << w2) + (try v.multiplied(by: v, budget))).magnitude.squareRootByHalves(budget))
            v = try divideTruncated(v << w2, one + root, budget)
        }
        let v2 = towardZero(try v.multiplied(by: v, budget), w2)
        var term = v, sum = v, i = 1
        while !term.isZero {
            i += 2
            try budget.check()  // each step is a full-width multiplication
            term = -towardZero(try term.multiplied(by: v2, budget), w2)
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
    static func integerRoot(_ a: BigUInt, _ k: Int, _ budget: Budget) throws(CalculationError) -> BigUInt {
        k == 2 ? try a.squareRootByHalves(budget) : try a.integerRoot(k, budget)
    }

    /// x/2^q as a Double (for choosing a reduction, never for a digit).
    static func double(_ x: BigInt, _ q: Int) -> Double {
        let extra = Swift.max(x.magnitude.bitWidth - 62, 0)
        let top = Double(Int64(truncatingIfNeeded: (x.magnitude >> extra).words.first ?? 0))
        return (x.sign == .minus ? -top : top) * Foundation.pow(2.0, Double(extra - q))
    }
}
