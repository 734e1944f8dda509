import BigInt
import Foundation

/// The principal branch of Lambert's W: the w ≥ −1 with w·e^w = x, for x ≥ −1/e.
///
/// w is found by Newton's method from the right, where f(w) = w·e^w − x is increasing and
/// convex, and is then proved: f changes sign across w ± 2^-(p+2), each sign decided with
/// its error bound. Near −1/e, W rises like √(x + 1/e), so x is asked for twice the bits.
extension Calculation {
    /// The largest argument taken: W(x) is then below 45,000, and e^W has 65,536 bits.
    static let lambertWLargestBits = 65_536

    func lambertW(_ x: Number) throws(CalculationError) -> Number {
        if x == .exact(.zero) { return x }
        // W(r·e^r) = r for r ≥ −1: W(e) = 1, W(−1/e) = −1, W(2e²) = 2.
        if case let .real(c, y) = x, case let .exponential(r)? = y.symbol, c == r, r >= Rational(-1) {
            return .exact(r)
        }
        let above = try add(x, exponential(Rational(-1)))  // x + 1/e
        if above == .exact(.zero) { return .exact(Rational(-1)) }
        if try sign(of: above, "whether the argument is at least −1/e", near: "−1/e") < 0 {
            throw CalculationError(.domain("lambertw is defined only from −1/e up"))
        }
        let real = x.asReal
        if real.sizeBound > Self.lambertWLargestBits,
            try real.upperBound(budget) > Self.lambertWLargestBits
        {
            throw CalculationError(.domain("lambertw takes arguments below 2^65536"))
        }
        return try checked(.real(.one, Real(.lambertW(real))))
    }
}

extension Real {
    /// W(x) to precision p: within 3.3·√δ of W(x + δ) near −1/e, and within 3.3·δ where W ≥ −1/2,
    /// so x to 2p + 10 bits moves it by under 2^-(p+4).
    static func lambertW(_ x: Real, _ p: Int, _ budget: Budget) throws(CalculationError) -> BigInt {
        if p < 0 { return roundShift(try lambertW(x, 0, budget), -p) }
        let q = 2 * p + 10
        return try Series.lambertW(x.approximate(q, budget), q, p, budget)
    }
}

extension Series {
    /// W(y)·2^p within 3/4 for y = a/2^q (q ≥ 2p + 10), taken to be within 2^-q of an x ≥ −1/e.
    static func lambertW(_ a: BigInt, _ q: Int, _ p: Int, _ budget: Budget) throws(CalculationError) -> BigInt {
        // d = y + 1/e, within 3 units of x + 1/e: at most 2^-(2p+8) puts W within 2^-(p+3) of −1.
        let inverseE = try exp(BigInt(-1) << q, q, q, budget)
        let d = a + inverseE
        if d + 3 <= BigInt(1) << (q - 2 * p - 8) { return -(BigInt(1) << p) }
        let start = Series.startOfLambertW(a, q, d)
        // Bits in which f is decided: its slope e^w·(1 + w) near the root, about (1 + w)/e, is
        // small near −1/e, and a sign across w ± 2^-(p+2) then needs as many more bits.
        let slope = Foundation.exp(start) * (1 + start)
        var wv = p + 12 + (slope < 1 ? Int(-Foundation.log2(Swift.max(slope, 1e-300))) + 2 : 0)
        var w = BigInt(Int64((start * 1_073_741_824).rounded(.up))) << Swift.max(wv - 30, 0)
        if wv < 30 { w >>= 30 - wv }
        // From the right: the start is raised until f(w) ≥ 0.
        var raise = BigInt(1) << Swift.max(wv - 20, 0)
        while try lambertWValue(w, a, q, wv, budget).sign == .minus {
            try budget.check()
            w += raise
            raise *= 2
        }
        while true {
            try budget.allowPrecision(wv)
            // Newton's steps from the right fall towards the root and never pass it (f convex).
            for _ in 0..<200 {
                try budget.check()
                let e = try exp(w, wv, wv, budget)
                let we = try roundShift(w.multiplied(by: e, budget), wv)
                let f = we - rescale(a, from: q, to: wv)
                let slope = e + we
                guard slope.signum() > 0 else { break }
                let step = try divideRounded(f << wv, slope, budget)
                w -= step
                if step.magnitude <= 2 { break }
            }
            // The proof: f(w − ε) < 0 < f(w + ε), ε = 2^-(p+2), each within 2 units of 2^-wv.
            let epsilon = BigInt(1) << (wv - p - 2)
            if try lambertWValue(w - epsilon, a, q, wv, budget) < -2,
                try lambertWValue(w + epsilon, a, q, wv, budget) > 2
            {
                return roundShift(w, wv - p)
            }
            // Not proved at these bits: more, from where Newton got to.
            let more = wv / 2 + 16
            w <<= more
            wv += more
        }
    }

    /// w·e^w − y at w/2^wv, times 2^wv within 2 (w below 2^16 in size).
    private static func lambertWValue(_ w: BigInt, _ a: BigInt, _ q: Int, _ wv: Int, _ budget: Budget)
        throws(CalculationError) -> BigInt
    {
        // e^w within 3/4 at wv + k bits, |w| < 2^(k−2): the product within 1/4 unit, its rounding 1/2.
        let k = Swift.max(w.magnitude.bitWidth - wv, 0) + 4
        let e = try exp(w, wv, wv + k, budget)
        let we = try roundShift(w.multiplied(by: e, budget), wv + k)
        return we - rescale(a, from: q, to: wv)
    }

    /// A Double near W(y), for Newton to start from: the series at the branch point near −1/e,
    /// ln y − ln ln y for large y, else Halley's steps from ln(1 + y).
    private static func startOfLambertW(_ a: BigInt, _ q: Int, _ d: BigInt) -> Double {
        let whole = a.magnitude.bitWidth - q
        if a.sign == .plus, whole > 900 {
            let l = Double(whole) * M_LN2
            return l - Foundation.log(l) + 1
        }
        return lambertW(double(a, q), above: double(d, q))
    }

    /// W(y) in Doubles, where above = y + 1/e (for a start, and for drawing).
    static func lambertW(_ y: Double, above: Double) -> Double {
        if above < 0 { return .nan }
        if above < 0.25 {
            let t = (2 * M_E * above).squareRoot()
            return -1 + t - t * t / 3 + 11 * t * t * t / 72
        }
        var w = y > 3 ? Foundation.log(y) - Foundation.log(Foundation.log(y)) : Foundation.log1p(y)
        for _ in 0..<40 {
            let e = Foundation.exp(w), f = w * e - y
            let next = w - f / (e * (w + 1) - (w + 2) * f / (2 * w + 2))
            if !next.isFinite || next <= -1 { break }
            if Swift.abs(next - w) <= 1e-15 * Swift.max(1, Swift.abs(w)) {
                w = next
                break
            }
            w = next
        }
        return w
    }
}
