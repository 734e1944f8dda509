extension Number {
    /// The leading digits the displays show. The only place the displays ask a value
    /// for digits: an irrational value computes them and can fail (time limit), so
    /// every display handles an error here.
    func displayDigits(_ count: Int, limits: CalculationLimits = .standard) throws(CalculationError) -> DecimalApproximation {
        try decimalApproximation(significantDigits: count, limits: limits)
    }

}
