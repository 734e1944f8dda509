import BigInt

extension Calculation {
    /// ⌊log₁₀|x|⌋, the power of ten of x in scientific notation (XPON): for a rational by
    /// comparing it with powers of ten, so exact at any size and next to any power
    /// (10^10000 − 1 has 9999, which its logarithm is too near 10000 to tell); for an
    /// irrational x from its logarithm.
    func exponentOfTen(_ x: Number) throws(CalculationError) -> BigInt {
        guard x != .exact(.zero) else { throw CalculationError(.domain("0 has no power of ten")) }
        guard case .exact(let q) = x else { return try floor(apply(.log, apply(.abs, x))) }
        let n = q.numerator.magnitude, d = q.denominator.magnitude
        // Within one of the power: |q| lies between 2^(bits − 1) and 2^(bits + 1).
        let bits = n.bitWidth - d.bitWidth
        var power = Int((Double(bits) * 0.301_029_995_663_981_2).rounded(.down))
        let steps = TimedSteps(budget: budget)
        while try !Self.reaches(n, d, power, steps) { power -= 1 }
        while try Self.reaches(n, d, power + 1, steps) { power += 1 }
        return BigInt(power)
    }

    /// Whether n/d ≥ 10^power.
    private static func reaches(_ n: BigUInt, _ d: BigUInt, _ power: Int, _ steps: TimedSteps)
        throws(CalculationError) -> Bool
    {
        let ten = try steps.powerOfTen(Swift.abs(power))
        return power >= 0 ? try n >= steps.product(d, ten) : try steps.product(n, ten) >= d
    }
}
