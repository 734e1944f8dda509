extension CalculationLimits {
    /// How far the display and the copy text look before they take an irrational value
    /// for zero or for a round number: twice the comparison bits, from the value's
    /// own scale. e^-3000 (1.3e-1303), tanh 1455 (1 − 5e-1264) and atan 10^1998 in degrees
    /// (90 − 6e-1997) then show their true digits, and a value that is 2 (reached through
    /// irrationals) still shows 2 after a bounded search.
    func forShowing(_ number: Number) -> CalculationLimits {
        guard case let .real(c, x) = number else { return self }
        var limits = self
        // |c·x| < 2^scale from the structure alone; only a tiny value looks further.
        let scale = x.sizeBound + c.numerator.magnitude.bitWidth - c.denominator.magnitude.bitWidth + 1
        limits.comparisonBits = comparisonBits * 2 + Swift.max(0, -scale)
        return limits
    }
}
