import BigInt
import Foundation

/// Riemann's ζ(s) for real s ≠ 1. For s > 7/16, by the Borweins' alternating sum:
///   ζ(s) = 1/(dₙ·(1 − 2^(1−s))) · Σₖ₌₀ⁿ⁻¹ (−1)ᵏ·(dₙ − dₖ)/(k + 1)^s,
///   dₖ = n·Σᵢ₌₀ᵏ (n + i − 1)!·4ⁱ/((n − i)!·(2i)!),
/// within 3/((3 + √8)ⁿ·|1 − 2^(1−s)|) of ζ(s): about 2.54 bits a term. (The sum is the alternating
/// η(s) = (1 − 2^(1−s))·ζ(s), whose error bound holds for every real s > 0.) Below, the functional
/// equation ζ(s) = 2^s·π^(s−1)·sin(πs/2)·Γ(1−s)·ζ(1−s) takes s to 1 − s > 7/16; at the negative
/// whole numbers ζ is rational: ζ(−2k) = 0 and ζ(1−2k) = −B₂ₖ/(2k).
extension Calculation {
    /// ζ(2m) = q·π^(2m) for the first even m, exactly.
    private static let evenZeta: [Int: Rational] = [
        2: Rational(1, 6), 4: Rational(1, 90), 6: Rational(1, 945), 8: Rational(1, 9450),
        10: Rational(1, 93555), 12: Rational(691, 638_512_875),
    ]

    /// The lowest whole s whose ζ(s) is worked out (exactly, from a Bernoulli number): the work grows
    /// as the cube of |s|; ζ(−2001), of 4,142 digits, takes about two seconds.
    static let lowestZetaWholeArgument = -2001

    func zeta(_ s: Number) throws(CalculationError) -> Number {
        if case let .exact(r) = s, r.isInteger {
            if r == .one { throw CalculationError(.domain("zeta is undefined at 1 (a pole)")) }
            if let m = r.intValue, let q = Self.evenZeta[m] {
                return try multiply(.exact(q), power(Calculation.pi, .exact(r)))
            }
            if r.signum <= 0 { return .exact(try zeta(wholeBelowOne: r.numerator)) }
        }
        let (bound, sign) = try bounds(of: subtract(s, .exact(.one)).asReal, "whether the argument is 1")
        // s within 1/16: the alternating sum from above 7/16, the functional equation below 9/16.
        let rough = try s.asReal.approximate(4, budget)
        if sign > 0 || rough >= 8 {
            return try checked(.real(.one, Real(.zeta(s.asReal, bound: bound))))
        }
        let size = s.asReal.sizeBound  // |s| < 2^size
        if size < -Self.zetaNearZeroBits {
            // The functional equation would ask about 2·log₂(1/|s|) bits more of every part.
            let lnTwoPi = try logarithm(multiply(.exact(Rational(2)), Calculation.pi))
            let near = try subtract(.exact(Rational(-1, 2)), multiply(s, multiply(.exact(Rational(1, 2)), lnTwoPi)))
            let far = try reflectedZeta(s)
            return try checked(.real(.one, Real(.zetaNearZero(near: near.asReal, far: far.asReal, bits: -size))))
        }
        return try reflectedZeta(s)
    }

    /// Below 2^-this, ζ near 0 is read from its first two terms as far as they reach.
    static let zetaNearZeroBits = 64

    /// ζ(s) for whole s ≤ 0: −1/2 at 0, 0 at the even ones, and ζ(1−2k) = (−1)^k·Tₖ/(4^k·(4^k − 1))
    /// (−B₂ₖ/(2k) with B₂ₖ from the tangent number Tₖ).
    private func zeta(wholeBelowOne s: BigInt) throws(CalculationError) -> Rational {
        if s.isZero { return Rational(-1, 2) }
        if s.isEven { return .zero }
        guard let n = Int(exactly: s), n >= Self.lowestZetaWholeArgument else {
            throw CalculationError(
                .domain("zeta of a negative whole number is worked out only down to −\(-Self.lowestZetaWholeArgument)"))
        }
        let k = (1 - n) / 2
        // Tₖ < 2·(2k − 1)!·(2/π)^(2k), refused before the work when too large.
        try budget.allow(bits: (lgamma(Double(2 * k)) + Double(2 * k) * log(2 / Double.pi)) / M_LN2 + 1)
        let t = try Bernoulli.tangentNumbers(upTo: k, budget)[k]
        let four = BigInt(1) << (2 * k)
        return Rational(k % 2 == 0 ? t : -t, four * (four - 1))
    }

    /// ζ(s) = 2^s·π^(s−1)·sin(πs/2)·Γ(1−s)·ζ(1−s) for s < 9/16, not a whole number: 1 − s > 7/16.
    private func reflectedZeta(_ s: Number) throws(CalculationError) -> Number {
        let (bound, _) = try bounds(of: s.asReal, "whether the argument is 0")  // |(1 − s) − 1| > 2^bound
        let reflected = try subtract(.exact(.one), s)
        let radians = Calculation(budget: budget, angle: .radians)
        let sine = try radians.trigonometric(.sin, multiply(s, .real(Rational(1, 2), Real.pi)))
        let twoToS = try power(.exact(Rational(2)), s)
        let piPower = try power(Calculation.pi, subtract(s, .exact(.one)))
        let gamma = try factorial(negate(s))  // Γ(1 − s)
        let zeta = try checked(.real(.one, Real(.zeta(reflected.asReal, bound: bound))))
        return try multiply(multiply(multiply(twoToS, piPower), multiply(sine, gamma)), zeta)
    }
}

extension Real {
    /// ζ(s) to precision p for 0 < |s| < 2^-bits. ζ(s) = Σ aₖsᵏ with a₀ = −1/2, a₁ = −ln(2π)/2 and
    /// |aₖ| < 1.01 after (they tend to −1, from the pole 1/(s − 1)), so `near` is within 3s² < 2^(2 − 2·bits)
    /// of ζ(s): when that is below 2^-(p + 3), `near` at p + 2 bits gives ζ(s) within 1/4 + 1/8 + 1/2.
    static func zetaNearZero(near: Real, far: Real, bits: Int, _ p: Int, _ budget: Budget) throws(CalculationError)
        -> BigInt
    {
        guard 2 * bits - 2 >= p + 3 else { return try far.approximate(p, budget) }
        return roundShift(try near.approximate(p + 2, budget), 2)
    }

    /// ζ(s) to precision p, where s > 7/16 and |s − 1| > 2^bound. Within half of |s − 1| of s,
    /// |ζ′| ≤ 4/(s − 1)² + 0.37, so s to p + 2 − 2·bound + 6 bits moves ζ by under 1/8.
    static func zeta(_ s: Real, bound: Int, _ p: Int, _ budget: Budget) throws(CalculationError) -> BigInt {
        if p < 0 { return roundShift(try zeta(s, bound: bound, 0, budget), -p) }
        let q = Swift.max(p + Swift.max(2 - 2 * bound, 0) + 6, 2 - bound)
        return try Series.zeta(s.approximate(q, budget), q, bound: bound, p, budget)
    }
}

extension Series {
    /// ζ(s)·2^p within 3/4 for s = a/2^q > 3/8, |s − 1| > 2^(bound − 1), p ≥ 0.
    static func zeta(_ a: BigInt, _ q: Int, bound: Int, _ p: Int, _ budget: Budget) throws(CalculationError) -> BigInt {
        // |1/(1 − 2^(1−s))| < 3/|s − 1| + 2, and |ζ(s)| < 1 + 1/|s − 1|: both below 2^amplified.
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
        // 1 − 2^(1−s) at w bits: 2^(1−s) = e^((1 − s)·ln 2). Negative for s < 1, as ζ(s) there.
        let ln2 = try Real.ln2.approximate(w2, budget)
        let half = try exp(((BigInt(1) << q) - a) * ln2, q + w2, w, budget)
        let factor = (BigInt(1) << w) - half
        return try divideRounded(sum << p, dn * factor, budget)
    }

    /// m^-s·2^w within 1, for s = a/2^q > 0 (`whole` when s is a whole number).
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
