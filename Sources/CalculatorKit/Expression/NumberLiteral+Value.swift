import BigInt

extension NumberLiteral {
    /// The exact value, refused when its size alone passes the bound (1e999999999).
    /// `source` is the literal as typed.
    func value(limits: CalculationLimits, source: ArraySlice<UInt8>) throws(CalculationError) -> Rational {
        let maxBits = limits.maxBits
        if significantDigits == 0 { return .zero }
        // bits ≈ (digits + |exponent|) · log2(10)
        let bits = Double(significantDigits + Swift.abs(exponent)) * Logarithms.log2Of10
        if bits > Double(maxBits) {
            // 1e-1000000 is tiny, not large: what passes the bound is its count of places.
            if exponent < 0, -exponent > significantDigits {
                throw CalculationError(.tooSmallToHold(limitBits: maxBits))
            }
            throw CalculationError(.tooLarge(limitBits: maxBits))
        }
        if let mantissa {
            if exponent == 0 { return Rational(mantissa) }
            if exponent < 0 && exponent >= -18 { return Rational.decimal(mantissa, places: -exponent) }
        }
        // Only ASCII digits reach here.
        let whole = mantissa.map { BigInt($0) } ?? BigInt(NumberLiteral.digits(in: source))!
        // 10^exponent in budgeted Karatsuba products: BigInt's own power takes seconds for
        // 1e1000000. Small powers come from a table, without reading the clock.
        if Swift.abs(exponent) <= 64 { return try NumberLiteral.scaled(whole, exponent, UntimedSteps()) }
        return try NumberLiteral.scaled(whole, exponent, TimedSteps(budget: Budget(limits: limits)))
    }

    /// whole · 10^exponent.
    private static func scaled(_ whole: BigInt, _ exponent: Int, _ steps: some BigSteps) throws(CalculationError)
        -> Rational
    {
        let scale = try steps.powerOfTen(Swift.abs(exponent))
        if exponent >= 0 { return Rational(BigInt(try steps.product(whole.magnitude, scale))) }
        return Rational(whole, BigInt(scale))
    }
}

extension NumberLiteral {
    /// The significant digits of a literal as typed: no separators, point, leading
    /// zeros or exponent ("0,001,234.50e3" → "123450").
    static func digits(in source: ArraySlice<UInt8>) -> String {
        var digits: [UInt8] = []
        for b in source {
            if b == UInt8(ascii: "e") || b == UInt8(ascii: "E") { break }
            guard b >= 0x30 && b <= 0x39, !(digits.isEmpty && b == 0x30) else { continue }
            digits.append(b)
        }
        return String(decoding: digits, as: UTF8.self)
    }
}

extension Rational {
    /// m / 10^k for 0 ≤ m and k ≤ 18, reduced. Only 2s and 5s can be common factors,
    /// so they are divided out directly: cheaper than a gcd, and every decimal
    /// literal of a batch line goes through here.
    static func decimal(_ m: Int, places k: Int) -> Rational {
        if m == 0 { return .zero }
        let twos = Swift.min(m.trailingZeroBitCount, k)
        var n = m >> twos, fives = 0
        while fives < k && n % 5 == 0 {
            n /= 5
            fives += 1
        }
        return Rational(storage: .small(n, (1 << (k - twos)) * powerOfFive(k - fives)))
    }

    /// 5^k for 0 ≤ k ≤ 18.
    static func powerOfFive(_ k: Int) -> Int {
        var p = 1
        for _ in 0..<k { p *= 5 }
        return p
    }

    /// 10^k for 0 ≤ k ≤ 18.
    static func powerOfTen(_ k: Int) -> Int {
        var p = 1
        for _ in 0..<k { p *= 10 }
        return p
    }
}
