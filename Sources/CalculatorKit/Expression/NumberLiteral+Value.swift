import BigInt

extension NumberLiteral {
    /// The exact value, refused when its size alone passes the bound (1e999999999).
    func value(maxBits: Int) throws(CalculationError) -> Rational {
        let significant = digits.drop { $0 == "0" }
        if significant.isEmpty { return .zero }
        // bits ≈ (digits + |exponent|) · log2(10)
        let bits = Double(significant.count + Swift.abs(exponent)) * 3.3219280948873626
        if bits > Double(maxBits) { throw CalculationError(.tooLarge(limitBits: maxBits)) }
        if significant.count <= 18, let mantissa = Int(significant) {
            if exponent == 0 { return Rational(mantissa) }
            if exponent < 0 && exponent >= -18 { return Rational(mantissa, Rational.powerOfTen(-exponent)) }
        }
        let mantissa = BigInt(significant)!  // only ASCII digits reach here
        if exponent >= 0 { return Rational(mantissa * BigInt(10).power(exponent)) }
        return Rational(mantissa, BigInt(10).power(-exponent))
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
