import BigInt

extension NumberLiteral {
    /// The exact value, refused when its size alone passes the bound (1e999999999).
    func value(maxBits: Int) throws(CalculationError) -> Rational {
        if significantDigits == 0 { return .zero }
        // bits ≈ (digits + |exponent|) · log2(10)
        let bits = Double(significantDigits + Swift.abs(exponent)) * 3.3219280948873626
        if bits > Double(maxBits) { throw CalculationError(.tooLarge(limitBits: maxBits)) }
        if let mantissa {
            if exponent == 0 { return Rational(mantissa) }
            if exponent < 0 && exponent >= -18 { return Rational(mantissa, Rational.powerOfTen(-exponent)) }
        }
        let whole = mantissa.map { BigInt($0) } ?? BigInt(digits)!  // only ASCII digits reach here
        if exponent >= 0 { return Rational(whole * BigInt(10).power(exponent)) }
        return Rational(whole, BigInt(10).power(-exponent))
    }
}

extension Rational {
    /// 10^k for 0 ≤ k ≤ 18.
    static func powerOfTen(_ k: Int) -> Int {
        var p = 1
        for _ in 0..<k { p *= 10 }
        return p
    }
}
