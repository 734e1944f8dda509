extension LineResult {
    /// Fractions longer than this stay out of a notes line: it is an answer beside the text.
    static let longestExactForm = 40

    /// A fraction whose digits are rounded is shown as the fraction, then its digits:
    /// `2/3 ≈ 0.666666666667`. A value shown whole (0.125, 12.50) keeps its digits alone, so
    /// that amounts read as amounts; so does an irrational one (π r²), whose form the a/b key shows.
    static func digitsWithExactForm(_ number: Number, format: NumberFormat, limits: CalculationLimits)
        throws(CalculationError) -> String
    {
        let digits = try format.string(number, limits: limits)
        guard number.isExact, let form = ExactFormText().string(number, maxCharacters: longestExactForm) else {
            return digits
        }
        if try number.decimalApproximation(significantDigits: format.significantDigits, limits: limits).isExact {
            return digits
        }
        return form + " ≈ " + digits
    }
}
