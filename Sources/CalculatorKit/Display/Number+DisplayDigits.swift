extension Number {
    /// The leading digits the displays show. The only place the displays ask a value
    /// for digits: an irrational value computes them and can fail (time limit), so
    /// every display handles an error here.
    func displayDigits(_ count: Int, limits: CalculationLimits = .standard) throws(CalculationError) -> DecimalApproximation {
        try decimalApproximation(significantDigits: count, limits: limits)
    }

    // Stands in for issue 3's `decimalApproximation(significantDigits:limits:)` until it
    // lands; delete it then (the two declarations collide, so the compiler will say where).
    func decimalApproximation(significantDigits count: Int, limits: CalculationLimits) throws(CalculationError) -> DecimalApproximation {
        decimalApproximation(significantDigits: count)
    }
}
