import BigInt
import Foundation

extension Rational {
    /// `self ^ exponent` when the result is rational; nil when it is irrational
    /// (e.g. 2^(1/2)). Size is checked before any work, so 9^9^9 fails at once.
    func power(_ exponent: Rational, budget: Budget) throws(CalculationError) -> Rational? {
        if isZero {
            if exponent.isZero { return .one }  // 0^0 = 1, the convention of most calculators and languages
            if exponent.isNegative { throw CalculationError(.domain("0 cannot be raised to a negative power")) }
            return .zero
        }
        if self == .one { return .one }
        if exponent.isInteger {
            if self == Rational(-1) {
                return exponent.numerator.isEven ? .one : self
            }
            return try integerPower(exponent.numerator, budget: budget)
        }
        // x^(p/q) = (x^(1/q))^p: rational only when x's parts are perfect q-th powers.
        let q = exponent.denominator
        guard let root = try self.root(q, budget: budget) else { return nil }
        return try root.integerPower(exponent.numerator, budget: budget)
    }

    private func integerPower(_ n: BigInt, budget: Budget) throws(CalculationError) -> Rational {
        // Estimated size first: |n| · bits(self). A BigInt exponent is too large for any base but ±1, 0.
        guard let k = n.exactInt else { throw CalculationError(.tooLarge(limitBits: budget.limits.maxBits)) }
        try budget.allow(bits: Double(k.magnitude) * (numerator.magnitude.log2 + denominator.magnitude.log2))
        let base = k < 0 ? reciprocal : self
        let m = Int(k.magnitude)
        if case let .small(num, den) = base.storage, let small = Rational.smallPower(num, den, m) {
            return small
        }
        // The budgeted product (Multiplication.swift): BigInt's own power neither pauses nor splits big factors.
        let magnitude = try base.numerator.magnitude.power(m, budget)
        let numerator = BigInt(sign: base.numerator.sign == .minus && m & 1 == 1 ? .minus : .plus, magnitude: magnitude)
        return Rational(
            reducedNumerator: numerator, denominator: BigInt(try base.denominator.magnitude.power(m, budget)))
    }

    /// Repeated squaring in machine words while it does not overflow.
    private static func smallPower(_ num: Int, _ den: Int, _ n: Int) -> Rational? {
        var result = (n: 1, d: 1), square = (n: num, d: den), e = n
        while true {
            if e & 1 == 1 {
                let a = result.n.multipliedReportingOverflow(by: square.n)
                let b = result.d.multipliedReportingOverflow(by: square.d)
                if a.overflow || b.overflow || a.partialValue == .min { return nil }
                result = (a.partialValue, b.partialValue)
            }
            e >>= 1
            if e == 0 { return Rational(storage: .small(result.n, result.d)) }
            let a = square.n.multipliedReportingOverflow(by: square.n)
            let b = square.d.multipliedReportingOverflow(by: square.d)
            if a.overflow || b.overflow { return nil }
            square = (a.partialValue, b.partialValue)
        }
    }

    /// The real `q`-th root when it is rational, nil when irrational; throws when
    /// there is no real root (even root of a negative number).
    func root(_ q: BigInt, budget: Budget) throws(CalculationError) -> Rational? {
        let even = q.isEven
        if isNegative && even {
            throw CalculationError(
                .domain(q == 2 ? "square root of a negative number" : "even root of a negative number"))
        }
        if isZero || magnitude == .one { return self }
        // A perfect q-th power other than 0 and 1 has at least q bits.
        guard let k = q.exactInt, k <= Swift.max(numerator.magnitude.bitWidth, denominator.magnitude.bitWidth) else {
            return nil
        }
        guard let n = try Rational.exactRoot(numerator.magnitude, k, budget: budget),
            let d = try Rational.exactRoot(denominator.magnitude, k, budget: budget)
        else { return nil }
        return Rational(reducedNumerator: isNegative ? -BigInt(n) : BigInt(n), denominator: BigInt(d))
    }

    /// The k-th root of `a` when `a` is a perfect k-th power.
    private static func exactRoot(_ a: BigUInt, _ k: Int, budget: Budget) throws(CalculationError) -> BigUInt? {
        try budget.check()
        if k == 2 && !a.mayBeSquare { return nil }
        let x = k == 2 ? try a.squareRootByHalves(budget) : try a.integerRoot(k, budget)
        return x.power(k) == a ? x : nil
    }
}

extension BigUInt {
    /// floor(ᵏ√self) for k ≥ 2, by Newton's method from above:
    /// x ← ((k−1)x + a / x^(k−1)) / k, stopping when it no longer decreases.
    /// Starts from the root of the top half of the bits (found the same way), so that
    /// only the last few steps run at full width.
    func integerRoot(_ k: Int, _ budget: Budget) throws(CalculationError) -> BigUInt {
        if self <= 1 { return self }
        var x: BigUInt
        if bitWidth > 64 * k {
            // The root of the top bits, scaled back: at least the root and close to it.
            let s = bitWidth / (2 * k)
            x = (try (self >> (k * s)).integerRoot(k, budget) + 1) << s
        } else {
            x = BigUInt(1) << ((bitWidth + k - 1) / k)
        }
        let kk = BigUInt(k), km1 = BigUInt(k - 1)
        while true {
            try budget.check()
            let y = (km1 * x + (try dividedByWords(x.power(k - 1, budget), budget)).quotient) / kk
            if y >= x { return x }
            x = y
        }
    }

    /// log2 of the value (0 for 0 and 1), from its leading 53 bits.
    var log2: Double {
        let width = bitWidth
        if width <= 1 { return 0 }
        let shift = Swift.max(width - 53, 0)
        return Double(shift) + Foundation.log2(Double(UInt64(truncatingIfNeeded: (self >> shift).words[0])))
    }
}

extension BigInt {
    var isEven: Bool { magnitude.words.first.map { $0 & 1 == 0 } ?? true }
}

extension Rational {
    /// log_base(self) when self is an integer power of `base` (positive or negative), else nil.
    func exactLogarithm(base: Int) -> Rational? {
        if self == .one { return .zero }
        let (x, sign) = self > .one ? (self, 1) : (reciprocal, -1)
        guard x.isInteger else { return nil }
        let n = x.numerator.magnitude
        if base == 2 {
            let k = n.bitWidth - 1
            return n.trailingZeroBitCount == k ? Rational(sign * k) : nil
        }
        // The only candidate exponent, from the size; then one exact check.
        let k = Int((n.log2 / Foundation.log2(Double(base))).rounded())
        guard k >= 1 else { return nil }
        return BigUInt(UInt(base)).power(k) == n ? Rational(sign * k) : nil
    }
}
