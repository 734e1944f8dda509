extension LineResult {
    /// Forms longer than this stay out of a notes line: it is an answer beside the text.
    static let longestExactForm = 40

    /// A value whose digits are rounded is shown as its exact form, then its digits:
    /// `2/3 ≈ 0.666666666667`, `2√2 ≈ 2.82842712475`, `4π ≈ 12.5663706144`. A value shown whole
    /// (0.125, 12.50) keeps its digits alone, so that amounts read as amounts; so does one with no
    /// known form (sin 1), or a form too long to sit beside the line.
    static func digitsWithExactForm(_ number: Number, format: NumberFormat, limits: CalculationLimits)
        throws(CalculationError) -> String
    {
        let digits = try format.string(number, limits: limits)
        guard let form = ExactFormText().string(number, maxCharacters: longestExactForm), form != digits else {
            return digits
        }
        // Only a rational's digits can be the whole value; √2's never are.
        if number.isExact,
            try number.decimalApproximation(significantDigits: format.significantDigits, limits: limits).isExact
        {
            return digits
        }
        return form + " ≈ " + digits
    }
}

extension LineResult.Shown {
    /// The value's digits without its exact form, for a view too narrow for both: the digits
    /// are the answer, the form a courtesy. Any other result is itself.
    public var digitsAlone: LineResult.Shown {
        guard case let .value(text) = self, !text.hasPrefix("≈"), let mark = text.range(of: " ≈ ") else { return self }
        return .value(String(text[mark.upperBound...]))
    }
}
