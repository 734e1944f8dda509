/// The text a calculator puts on the clipboard: the whole value in plain digits,
/// without grouping, so that it pastes into anything. A value without end is rounded
/// at its 100th significant digit (2/3 → 0.666…667), as the display rounds.
public enum CopyText {
    /// Digits kept for a value whose decimal expansion does not end (1/3, and the irrationals).
    public static let digitsOfEndlessValues = 100

    public static func text(_ number: Number, limits: CalculationLimits = .standard) throws(CalculationError) -> String
    {
        let limits = limits.forShowing(number)  // as far as the display looks, so that the two agree
        var value = try number.decimalApproximation(significantDigits: digitsOfEndlessValues, limits: limits)
        if value.isTooSmall { throw CalculationError(.tooSmallToShow(belowExponent: value.exponent)) }
        // An integer is copied whole, however long (the size bound keeps it finite).
        if !value.isExact, value.exponent >= digitsOfEndlessValues, number.exactValue?.isInteger == true {
            value = try number.decimalApproximation(significantDigits: value.exponent + 1, limits: limits)
        }
        let format = NumberFormat(
            significantDigits: Swift.max(value.digits.count, value.exponent + 1),
            notation: .plain, maxLeadingZeros: 20)
        return format.string(value)
    }
}
