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
        case .blank, .function:
            return .nothing
        case let .value(number, unit):
            do throws(CalculationError) {
                guard let unit else { return .value(try format.string(number, limits: limits)) }
                var readable = format
                readable.significantDigits = ConversionDigits.significantDigits(
                    for: number, most: format.significantDigits)
                return .value(
                    (leading ?? "") + (try readable.string(number, limits: limits))
                        + LineResult.unitSuffix(unit, leading: leading))
            } catch {
                return Self.shown(error)
            }
        case let .failure(error):
            return Self.shown(error)
        }
    }

    private static func shown(_ error: CalculationError) -> Shown {
        if case .timeLimit = error.kind { return .outOfTime }
        return .error(error.message)
    }
}
