extension LineResult {
    /// What a notes view shows beside a line: the same words in the terminal, the browser
    /// and the Apple app.
    public enum Shown: Sendable, Equatable {
        /// Blank, comment and function lines have no result of their own.
        case nothing
        /// The value as digits, with its units after a conversion ("0.9144 m").
        case value(String)
        /// Why the line has no value, briefly (no column: the line is beside it).
        case error(String)
        /// The line ran out of its time: a view shows "…".
        case outOfTime
    }

    /// Formats the result; digits of an irrational value are bounded by `limits` too.
    public func shown(
        format: NumberFormat = NumberFormat(significantDigits: 12, notation: .grouped),
        limits: CalculationLimits = .standard
    ) -> Shown {
        switch outcome {
        case .blank where angleSetting != nil:
            return .value(AngleSetting.shown(angleSetting!))
        case .blank where text != nil:
            return .value(text!)
        case .blank where sectionTotal != nil:
            return LineResult(outcome: .value(sectionTotal!, unit: sectionUnit), defines: nil, reads: [])
                .shown(format: format, limits: limits)
        case .blank, .function:
            return .nothing
        case let .value(number, unit):
            // In programmer terms the line shows what it converted to (`255 to hex` is 0xFF), every digit.
            if unit == nil, let text = wordShown?.text(number).text, !text.isEmpty { return .value(text) }
            do throws(CalculationError) {
                guard let unit else {
                    return .value(try Self.digitsWithExactForm(number, format: format, limits: limits))
                }
                var readable = format
                readable.significantDigits = ConversionDigits.significantDigits(
                    for: number, most: format.significantDigits)
                var rounded = try number.decimalApproximation(
                    significantDigits: readable.significantDigits, limits: limits)
                if rounded.isTooSmall { throw CalculationError(.tooSmallToShow(belowExponent: rounded.exponent)) }
                var leading = leading
                if let carry { (leading, rounded) = carry.shown(leading: leading, digits: rounded) }
                let digits = readable.string(rounded)
                let shown =
                    leading == nil && UnitExpression.isCurrencySign(unit)
                    ? LineResult.signed(digits, unit)
                    : (leading ?? "") + digits + LineResult.unitSuffix(unit, leading: leading)
                return .value(ratesNote.map { "≈ \(shown) · \($0)" } ?? shown)
            } catch {
                return Self.shown(error)
            }
        case let .failure(error):
            return Self.shown(error)
        }
    }

    /// An amount after its currency sign, as people write money: $34, -€5.
    public static func signed(_ digits: String, _ sign: String) -> String {
        digits.hasPrefix("-") ? "-" + sign + digits.dropFirst() : sign + digits
    }

    /// Whether a result's units are a currency sign, written before the amount.
    public static func isCurrencySign(_ unit: String) -> Bool {
        unit.count == 1 && UnitExpression.currencySigns.contains(unit.first!)
    }

    private static func shown(_ error: CalculationError) -> Shown {
        if case .timeLimit = error.kind { return .outOfTime }
        return .error(error.message)
    }
}
