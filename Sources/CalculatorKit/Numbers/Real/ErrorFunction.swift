import BigInt
import Foundation

/// The error function erf x = (2/√π)·∫₀ˣ e^(−t²) dt and its complement erfc x = 1 − erf x.
///
/// erf sums the series of positive terms erf y = (2/√π)·e^(−y²)·Σ 2ⁿ·y^(2n+1)/(1·3⋯(2n+1)),
/// which never cancels. erfc of a large y is tiny (erfc 10 ≈ 2·10^-45): it comes from the
/// asymptotic series e^(−y²)/(y√π)·Σ (−1)ⁿ(2n−1)!!/(2y²)ⁿ, worked to the bits relative to
/// its size, wherever that series is precise enough; elsewhere it is 1 − erf y, worked to
/// the absolute bits asked for.
extension Calculation {
    /// erf x, or erfc x when `complement`.
    func errorFunction(_ x: Number, complement: Bool) throws(CalculationError) -> Number {
        if x == .exact(.zero) { return .exact(complement ? .one : .zero) }
        let real = x.asReal
        guard complement else { return try checked(.real(.one, Real(.erf(real)))) }
        // erfc y < 2^bound, and above 2^(bound − slack) for y ≥ 1: the display looks for its
        // first digit there, however small it is (erfc 60 ≈ 10^-1566).
        let a = try real.approximate(64, budget)
        let low = Series.double(a - 1, 64), high = Series.double(a + 1, 64)
        guard low < 1 else {
            if low > 1e6 {
                let exponent = -low * low * M_LOG10E
                throw CalculationError(.tooSmallToShow(belowExponent: Int(Swift.max(exponent, -1e15))))
            }
            let least = low * low * Logarithms.log2OfE + Foundation.log2(low * Double.pi.squareRoot())
            let most =
                high * high * Logarithms.log2OfE
                + Foundation.log2(Double.pi.squareRoot() * (high + (high * high + 2).squareRoot()))
            let bound = 2 - Int(least.rounded(.down))  // a bit to spare for the Doubles' rounding
            let slack = bound + Int(most.rounded(.up)) + 2
            return try checked(.real(.one, Real(.erfc(real, bound: bound, slack: slack))))
        }
        return try checked(.real(.one, Real(.erfc(real, bound: 2, slack: nil))))
    }
}

extension Real {
    /// erf x to precision p: its slope is at most 2/√π < 1.13, so x to p + 3 bits moves it by < 1/7.
    static func errorFunction(_ x: Real, _ p: Int, _ budget: Budget) throws(CalculationError) -> BigInt {
        if p < 0 { return 0 }  // |erf x| < 1
        let q = p + 3
        return try Series.erf(x.approximate(q, budget), q, p, budget)
    }

    /// erfc x to precision p, where erfc x < 2^bound. Its slope is 2/√π·e^(−x²), so near a
    /// large x an error δ in x moves it by under (4x + 4)·δ relative to its size, which is
    /// below 2^-(x²·log₂e): x is asked for the bits relative to that size and a few more.
    static func complementaryErrorFunction(_ x: Real, bound: Int, _ p: Int, _ budget: Budget)
        throws(CalculationError) -> BigInt
    {
        if p + bound < -1 { return 0 }
        let coarse = Series.double(try x.approximate(8, budget), 8)  // within 1/256
        let y = coarse - 0.01
        let below = y >= 1 ? Int((y * y * Logarithms.log2OfE).rounded(.down)) : 0
        let slope = UInt(Swift.min(4 * Swift.max(coarse, 0) + 8, 1e15)).bitLength
        let q = Swift.max(p - below, 0) + slope + 6
        return try Series.erfc(x.approximate(q, budget), q, p, budget)
    }
}

extension Series {
    /// erf(y)·2^p within 3/4 for y = a/2^q taken as exact.
    static func erf(_ a: BigInt, _ q: Int, _ p: Int, _ budget: Budget) throws(CalculationError) -> BigInt {
        if p < 0 || a.isZero { return 0 }
        let negative = a.sign == .minus
        let a = BigInt(a.magnitude)
        if a.bitWidth < q {  // y < 1/2
            let value = try erfOfSmall(a, q, p, budget)
            return negative ? -value : value
        }
        let y = double(a, q)
        let exponentBits = y * y * Logarithms.log2OfE
        // erfc y < e^(−y²) < 2^-(p+5): erf y is 1 within the precision.
        if exponentBits > Double(p + 5) { return negative ? -(BigInt(1) << p) : BigInt(1) << p }
        // At most 2y² terms before they halve at each step, then as many as bits: under this many.
        let steps = 5 * (p + 10) + 64
        let guardBits = 2 * UInt(steps).bitLength + 8
        let w = Swift.max(p + guardBits + 4, q)
        let square = a * a  // y²·2^(2q), exact
        // S = Σ 2ⁿ·y^(2n+1)/(2n+1)!! in fixed point: each term is cut twice; a cut grows as the
        // terms grow, but only while they exceed y, so the cuts stay below (N+1)²·2^-w against
        // the factor e^(−y²) ≤ 1/S·(√π/2)·erf y.
        var term = a << (w - q)
        var sum = term
        var n = 0
        let peak = Int(y * y) + 1
        while !term.isZero || n <= peak {
            if n & 15 == 15 { try budget.check() }
            term = (try term.multiplied(by: square, budget) >> (2 * q - 1)) / BigInt(2 * n + 3)
            sum += term
            n += 1
        }
        // e^(−y²)·2^wE, within 3/4: against S < 2^(y²·log₂e + 1)·2^w, relatively within 2^-w.
        let wE = w + Int(exponentBits.rounded(.up)) + 2
        let e = try exp(-square, 2 * q, wE, budget)
        let s = w + 4
        let rootPi = BigInt(try integerRoot(Real.pi.approximate(2 * s, budget).magnitude, 2, budget))  // √π·2^s
        // erf y·2^p = 2·e·S·2^s / (√π·2^s · 2^(wE + w − p)).
        let numerator = try e.multiplied(by: sum, budget) << (s + 1)
        let value = try divideRounded(numerator, rootPi << (wE + w - p), budget)
        return negative ? -value : value
    }

    /// erf(y)·2^p within 3/4 for y = a/2^q in (0, 1/2), from (2y/√π)·Σ (−y²)ⁿ/(n!(2n+1)) worked
    /// to the bits relative to y: erf 10^-3000 costs what erf 0.1 does.
    private static func erfOfSmall(_ a: BigInt, _ q: Int, _ p: Int, _ budget: Budget) throws(CalculationError)
        -> BigInt
    {
        // erf y < 1.13·y < 2^(p + bits(a) − q + 1) at this scale: the bits wanted relative to y.
        let relative = p + a.bitWidth - q + 2
        if relative < -1 { return 0 }
        let w = Swift.max(relative, 0) + UInt(Swift.max(relative, 0) + 4).bitLength + 8
        // V = Σ tₙ/(2n+1), tₙ = (−y²)ⁿ/n!: |tₙ₊₁/tₙ| < 1/4, so each cut (two per term) stays
        // within 1, and V lies in (0.9, 1].
        let square = a * a
        var term = BigInt(1) << w
        var sum = term
        var n = 0
        while !term.isZero {
            if n & 15 == 15 { try budget.check() }
            term = -((try term.multiplied(by: square, budget)) >> (2 * q)) / BigInt(n + 1)
            n += 1
            sum += term / BigInt(2 * n + 1)
        }
        let s = w + 4
        let rootPi = BigInt(try integerRoot(Real.pi.approximate(2 * s, budget).magnitude, 2, budget))  // √π·2^s
        // erf y·2^p = 2·a·V·2^(p + s − q − w) / (√π·2^s).
        let numerator = try a.multiplied(by: sum, budget) << 1
        let shift = p + s - q - w
        return shift >= 0
            ? try divideRounded(numerator << shift, rootPi, budget)
            : try divideRounded(numerator, rootPi << -shift, budget)
    }

    /// erfc(y)·2^p within 3/4 for y = a/2^q taken as exact.
    static func erfc(_ a: BigInt, _ q: Int, _ p: Int, _ budget: Budget) throws(CalculationError) -> BigInt {
        if p < -1 { return 0 }  // erfc y < 2
        // erfc(−y) = 1 + erf y.
        if a.sign == .minus || a.isZero {
            return roundShift((BigInt(1) << (p + 3)) + (try erf(-a, q, p + 3, budget)), 3)
        }
        let y = double(a, q)
        let exponentBits = y * y * Logarithms.log2OfE
        if exponentBits > Double(p + 5) { return 0 }  // erfc y < e^(−y²)
        // erfc y ≤ e^(−y²)/(y√π) < 2^-below: the bits wanted relative to its size.
        let below =
            y >= 1 ? Int((exponentBits * (1 - 1e-12) + Foundation.log2(y * Double.pi.squareRoot())).rounded(.down)) : 0
        let relative = Swift.max(p - below + 2, 4)
        let steps = Int(y * y) + 2
        let w = relative + UInt(steps).bitLength + 4
        // The smallest term of the asymptotic series is about √2·e^(−y²): precise enough only
        // when that is below 2^-(w+2).
        guard y >= 4, exponentBits >= Double(w + 4) else {
            return roundShift((BigInt(1) << (p + 3)) - (try erf(a, q, p + 3, budget)), 3)
        }
        // G = Σ (−1)ⁿ·uₙ, uₙ₊₁ = uₙ·(2n+1)/(2y²), in fixed point: the terms fall, each cut adds
        // at most 1, and what is left after the last is below the first one left out (< 1).
        let square = a * a
        var term = BigInt(1) << w
        var sum = term
        var n = 0
        while !term.isZero && n < steps {
            if n & 15 == 15 { try budget.check() }
            term = try divideTruncated(
                try term.multiplied(by: BigInt(2 * n + 1), budget) << (2 * q - 1), square, budget)
            sum += n % 2 == 0 ? -term : term
            n += 1
        }
        // e^(−y²)·2^wE, relatively within 2^-(w+1).
        let wE = w + Int(exponentBits.rounded(.up)) + 2
        let e = try exp(-square, 2 * q, wE, budget)
        let s = w + 4
        let rootPi = BigInt(try integerRoot(Real.pi.approximate(2 * s, budget).magnitude, 2, budget))  // √π·2^s
        // erfc y·2^p = e·G·2^(p + q + s − wE − w) / (a·√π·2^s): relatively within (4N + 8)·2^-w.
        let numerator = try e.multiplied(by: sum, budget)
        let denominator = try a.multiplied(by: rootPi, budget)
        let shift = p + q + s - wE - w
        return shift >= 0
            ? try divideRounded(numerator << shift, denominator, budget)
            : try divideRounded(numerator, denominator << -shift, budget)
    }
}
