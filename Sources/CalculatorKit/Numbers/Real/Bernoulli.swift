import BigInt

/// Bernoulli numbers, exactly, through the tangent numbers Tₖ (tan x = Σ Tₖ·x^(2k−1)/(2k−1)!):
///   B₂ₖ = (−1)^(k−1)·2k·Tₖ/(4^k·(4^k − 1)).
/// The Tₖ are whole numbers, worked out in place by Brent and Harvey's recurrence: only
/// products of a whole number by a small one, and no fractions until the end.
enum Bernoulli {
    /// T₁, …, Tₙ (index 0 is unused), about n²/2 steps on numbers of up to log2((2n)!) bits.
    static func tangentNumbers(upTo n: Int, _ budget: Budget) throws(CalculationError) -> [BigInt] {
        var t = [BigInt](repeating: 0, count: n + 1)
        guard n >= 1 else { return t }
        t[1] = 1
        for k in stride(from: 2, through: n, by: 1) { t[k] = BigInt(k - 1) * t[k - 1] }
        for k in stride(from: 2, through: n, by: 1) {
            try budget.check()
            for j in stride(from: k, through: n, by: 1) {
                if j & 63 == 63 { try budget.check() }
                t[j] = BigInt(j - k) * t[j - 1] + BigInt(j - k + 2) * t[j]
            }
        }
        return t
    }

    /// B₂, B₄, …, B₂ₙ (index k holds B₂ₖ; index 0 is unused).
    static func even(upTo n: Int, _ budget: Budget) throws(CalculationError) -> [Rational] {
        let t = try tangentNumbers(upTo: n, budget)
        var b = [Rational](repeating: .zero, count: n + 1)
        for k in stride(from: 1, through: n, by: 1) {
            if k & 63 == 63 { try budget.check() }
            let four = BigInt(1) << (2 * k)
            let numerator = BigInt(2 * k) * t[k]
            b[k] = Rational(k % 2 == 1 ? numerator : -numerator, four * (four - 1))
        }
        return b
    }
}
