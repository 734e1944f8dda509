import BigInt

extension Evaluator {
    /// Whole numbers of every unit but the last, which takes the rest: the words before
    /// the last value ("5 ft + "), that value, and the words should its rounding carry.
    /// Units whose count is zero are left out at the front (0.5 m to ft + in is 19.68… in).
    func split(siValue: Number, into units: [UnitExpression], separator: String = " + ") throws(CalculationError)
        -> (String?, Number, MixedCarry?)
    {
        var rest = try convert(siValue: siValue, to: units[0])
        let negative = try isNegative(rest)
        if negative { rest = try apply(.subtract, .exact(.zero), rest) }
        var counts: [BigInt] = []
        // The size of each whole unit in the unit after it, where that is rational.
        var sizes: [Rational?] = []
        for (unit, next) in zip(units, units.dropFirst()) {
            let whole = try floor(rest)
            counts.append(whole.numerator)
            rest = try apply(.subtract, rest, .exact(whole))
            let size = unit.unit.factor / next.unit.factor, piPower = unit.unit.piPower - next.unit.piPower
            sizes.append(piPower == 0 ? size : nil)
            rest = try apply(.multiply, rest, value(of: size, piPower: piPower))
        }
        let leading = Self.leading(counts, units, negative: negative, separator: separator)
        var carry: MixedCarry?
        if let size = sizes.last ?? nil {
            var carried = counts
            carried[carried.count - 1] += 1
            var index = carried.count - 1
            while index > 0, let before = sizes[index - 1], before == Rational(carried[index]) {
                carried[index] = 0
                carried[index - 1] += 1
                index -= 1
            }
            carry = MixedCarry(
                leading: Self.leading(carried, units, negative: negative, separator: separator) ?? "", size: size)
        }
        // A negative length is negative in every part: -5 ft + -8.8976378 in.
        let signed = negative && !UnitExpression.isArcSign(units[0].text)
        return (leading, signed ? try apply(.subtract, .exact(.zero), rest) : rest, carry)
    }

    /// The words of the whole parts: "5 ft + ", "12°34′".
    private static func leading(_ counts: [BigInt], _ units: [UnitExpression], negative: Bool, separator: String)
        -> String?
    {
        var leading = ""
        for (count, unit) in zip(counts, units) {
            if UnitExpression.isArcSign(unit.text) {
                // 12°34′56″: the signs of arc follow their numbers, the sign of the angle leads once.
                leading += "\(negative && leading.isEmpty ? "-" : "")\(count)\(unit.text)"
            } else if !(leading.isEmpty && count == 0) {
                leading += "\(negative ? "-" : "")\(count) \(unit.text)\(separator)"
            }
        }
        return leading.isEmpty ? nil : leading
    }

    private func isNegative(_ number: Number) throws(CalculationError) -> Bool {
        if let exact = number.exactValue { return exact.isNegative }
        return try number.decimalApproximation(significantDigits: 1, limits: limits).isNegative
    }

    /// floor(x) for x ≥ 0; an irrational x is read to 40 digits first.
    private func floor(_ number: Number) throws(CalculationError) -> Rational {
        if let exact = number.exactValue { return Rational(exact.floor) }
        let approximation = try number.decimalApproximation(significantDigits: 40, limits: limits)
        guard approximation.exponent < 40 else { return .zero }
        let digits = approximation.digits
        let whole =
            approximation.exponent < 0
            ? "0"
            : String(digits.prefix(approximation.exponent + 1))
                + String(repeating: "0", count: max(0, approximation.exponent + 1 - digits.count))
        return Rational(BigInt(whole) ?? 0)
    }
}

extension UnitExpression {
    /// °, ′ and ″ of `to dms`, written right after their numbers.
    static func isArcSign(_ text: String) -> Bool { text == "°" || text == "′" || text == "″" }

}

extension LineResult {
    /// How a unit follows the digits of a value: after a space, but ″ right after the
    /// number when it ends degrees, minutes and seconds (12°34′56″).
    public static func unitSuffix(_ unit: String, leading: String?) -> String {
        leading != nil && UnitExpression.isArcSign(unit) ? unit : " " + unit
    }
}
