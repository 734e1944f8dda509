import BigInt
import Foundation

/// ln Γ(x) for large x by Stirling's series, with no Γ(x) to hold:
///   ln Γ(x) = (x − 1/2)·ln x − x + ln(2π)/2 + Σₖ₌₁ᴷ B₂ₖ/(2k(2k − 1)·x^(2k−1)) + R_K,
/// where for real x > 0 the remainder R_K lies between 0 and the first term left out.
extension Calculation {
    /// From here up lgamma uses Stirling's series, whose smallest term, about e^(−2πx), is below
    /// 2^-148000: over 44,000 digits are in reach. Below, it is ln|Γ(x)| of Γ(x) itself.
    static let stirlingFrom = 16384

    /// ln Γ(x) for x ≥ `stirlingFrom`, or nil for a smaller x.
    func logGammaBySeries(_ x: Number) throws(CalculationError) -> Number? {
        let floor: BigInt
        switch x {
        case let .exact(r): floor = r.floor
        case .real: floor = try x.asReal.approximate(0, budget) - 1  // x within 1
        }
        guard floor >= Self.stirlingFrom else { return nil }
        let half = Number.exact(Rational(1, 2))
        let main = try subtract(multiply(subtract(x, half), logarithm(x)), x)
        let constant = try multiply(half, logarithm(multiply(.exact(Rational(2)), Calculation.pi)))
        let series = try checked(.real(.one, Real(.stirlingSeries(x.asReal))))
        return try add(add(main, constant), series)
    }
}

extension Real {
    /// Σₖ₌₁ᴷ B₂ₖ/(2k(2k − 1)·x^(2k−1))·2^p within 1 for x ≥ 16383, K chosen so that the remainder
    /// is below 2^-(p+3). The series moves by under 2^-30 for a change of 1 in x, so x to p + 2 bits is
    /// plenty. Each x^-(2k−1) is kept as a mantissa of w bits and an exponent (relatively within
    /// 4k·2^-w); a term is below 1/12, so it is absolutely within as much.
    static func stirlingSeries(_ x: Real, _ p: Int, _ budget: Budget) throws(CalculationError) -> BigInt {
        if p < -4 { return 0 }  // the series is below 1/(12·16383)
        let q = Swift.max(p, 0) + 2
        let a = try x.approximate(q, budget)
        // log2 of a lower bound on x (x > (a − 1)/2^q), from its leading 60 bits.
        let low = (a - 1) >> q
        let drop = Swift.max(low.bitWidth - 60, 0)
        let log2X = Foundation.log2(Double(low >> drop)) + Double(drop) - 1e-9
        // |B₂ₖ| = 2·(2k)!·ζ(2k)/(2π)^(2k) < 4·(2k)!/(2π)^(2k): log2 of a bound on the k-th term.
        func termBound(_ k: Int) -> Double {
            let twoK = Double(2 * k)
            return 2 + lgamma(twoK + 1) / M_LN2 - twoK * Foundation.log2(2 * Double.pi)
                - Foundation.log2(twoK * (twoK - 1)) - (twoK - 1) * log2X
        }
        var count = 0  // K
        while termBound(count + 1) >= Double(-p - 4) {
            count += 1
            if count & 255 == 0 { try budget.check() }
            // The terms grow again from about k = πx: this precision is beyond the series.
            if termBound(count + 1) >= termBound(count) {
                throw CalculationError(.precisionLimit(bits: Int(-termBound(count))))
            }
        }
        if count == 0 { return 0 }
        let guardBits = UInt(count).bitLength + 4
        let wp = p + guardBits  // the sum's precision
        let w = wp + guardBits  // the mantissas'
        try budget.allowPrecision(w)
        let bernoulli = try Bernoulli.even(upTo: count, budget)
        // 1/x ≈ 2^q/a as mantissa·2^exponent.
        var inverse = (mantissa: (BigInt(1) << (w + a.bitWidth)) / a, exponent: q - w - a.bitWidth)
        func normalized(_ m: BigInt, _ e: Int) -> (mantissa: BigInt, exponent: Int) {
            let extra = m.bitWidth - w - 1
            return extra > 0 ? (m >> extra, e + extra) : (m, e)
        }
        let inverseSquare = normalized(inverse.mantissa * inverse.mantissa, 2 * inverse.exponent)
        var sum = BigInt(0)
        for k in 1...count {
            try budget.check()
            // B₂ₖ/(2k(2k − 1)) · mantissa·2^exponent, at wp bits.
            let c = bernoulli[k]
            let numerator = c.numerator * inverse.mantissa
            let denominator = c.denominator * BigInt(2 * k * (2 * k - 1))
            let shift = inverse.exponent + wp
            sum +=
                shift >= 0
                ? try divideRounded(numerator << shift, denominator, budget)
                : try divideRounded(numerator, denominator << -shift, budget)
            inverse = normalized(inverse.mantissa * inverseSquare.mantissa, inverse.exponent + inverseSquare.exponent)
        }
        return roundShift(sum, wp - p)
    }
}
