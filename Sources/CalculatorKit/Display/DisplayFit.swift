/// Writes a number into a display of fixed size: at most `width` characters and
/// at most `maxDigits` digits (the iPhone shows 9 in portrait).
///
/// The number shown is the value correctly rounded at its last shown digit, halves
/// away from zero (2/3 → 0.66666667; see `DecimalApproximation`); a value that does
/// not fit in plain notation is shown in scientific notation (`1.23456789e9`,
/// `1.4285714e-5`). A rounding that carries into a new digit is fitted again:
/// 999,999,999.5 → 1e9. A value is never shown as 0 unless it is 0.
public struct DisplayFit: Sendable, Equatable {
    /// A number as shown, and what the screen says about it.
    public struct Shown: Sendable, Equatable {
        public var text: String
        /// Whether the text is the whole value (false when it is rounded).
        public var isComplete: Bool
        /// Whether the value lay too close to a half in the next digit to tell which way
        /// its last shown digit rounds.
        public var isUndecided: Bool
    }

    /// Characters available, sign, separators and exponent included.
    public var width: Int
    /// Digits available (digits of the mantissa in scientific notation).
    public var maxDigits: Int
    public var separators: NumberFormat.Separators
    /// 0.00001 is still plain; 0.0000001 becomes 1e-7 (as in `NumberFormat`).
    public var maxLeadingZeros = 5

    /// The narrowest display that can show any value: "-1.2e-78913" needs 11.
    public static let minimumWidth = 12

    public init(width: Int, maxDigits: Int, separators: NumberFormat.Separators = .english) {
        self.width = Swift.max(width, Self.minimumWidth)
        self.maxDigits = Swift.max(1, maxDigits)
        self.separators = separators
    }

    /// The text, and whether it shows the whole value (false when it is rounded).
    /// Throws when the digits of an irrational value cannot be had within the limits.
    public func text(_ number: Number, limits: CalculationLimits = .standard) throws(CalculationError) -> (
        text: String, isComplete: Bool
    ) {
        let shown = try shown(number, limits: limits)
        return (shown.text, shown.isComplete)
    }

    /// The text with what the screen says about it. Throws `tooSmallToShow` for a value
    /// no digit of which can be found (it may be zero, but is not known to be).
    public func shown(_ number: Number, limits: CalculationLimits = .standard) throws(CalculationError) -> Shown {
        let budget = Swift.min(maxDigits, width)
        let spend = Budget(limits: limits.forShowing(number))
        // Rounded to every digit the display could hold: its exponent decides the layout,
        // which may leave room for fewer digits; then the value is rounded there, once
        // (rounding twice, 0.4449 → 0.445 → 0.45, would be wrong).
        var value = try number.decimalApproximation(significantDigits: budget, budget: spend)
        if value.digits == "0" {
            if value.isExact { return Shown(text: "0", isComplete: true, isUndecided: false) }
            throw CalculationError(.tooSmallToShow(belowExponent: value.exponent))
        }
        var laidOut = layout(value, budget: budget)
        if laidOut.digits < value.digits.utf8.count {
            value = try number.decimalApproximation(significantDigits: laidOut.digits, budget: spend)
            // A carry (9.99… → 10) moves the exponent: the layout follows it.
            laidOut = layout(value, budget: budget)
        }
        if laidOut.text.count > width {
            // Not one digit fits beside an exponent this long (e^(−3.9e13) is about 6e-17146588941043).
            if value.exponent < 0 { throw CalculationError(.tooSmallToShow(belowExponent: value.exponent + 1)) }
            throw CalculationError(.tooLarge(limitBits: limits.maxBits))
        }
        return Shown(
            text: laidOut.text, isComplete: value.isExact && laidOut.digits >= value.digits.utf8.count,
            isUndecided: value.isUndecided)
    }

    /// The text of the digits as the display lays them out, and how many significant
    /// digits it has room for (the digits beyond are not shown).
    private func layout(_ value: DecimalApproximation, budget: Int) -> (text: String, digits: Int) {
        let sign = value.isNegative ? "-" : ""
        return plain(value, budget: budget, sign: sign) ?? scientific(value, budget: budget, sign: sign)
    }

    /// Plain notation when the integer part fits whole and, for small values, enough
    /// significant digits remain after the leading zeros to be worth reading.
    private func plain(_ value: DecimalApproximation, budget: Int, sign: String) -> (text: String, digits: Int)? {
        let digits = Array(value.digits.utf8), e = value.exponent
        if e >= 0 {
            let integerCount = e + 1
            guard integerCount <= budget else { return nil }
            var integer = digits.prefix(integerCount).map { Character(Unicode.Scalar($0)) }
            integer += Array(repeating: "0", count: integerCount - integer.count)
            // Grouped, as every screen writes an integer part, or not plain at all.
            let head = sign + Self.group(integer, separator: separators.grouping)
            guard head.count <= width else { return nil }
            let fraction = digits.dropFirst(integerCount)
            // The digits the budget holds after the integer part, as far as the width allows.
            let room = Swift.min(budget - integerCount, Swift.max(0, width - head.count - 1))
            return (finish(head, fraction: fraction, room: room), integerCount + room)
        }
        let zeros = -e - 1
        guard zeros <= maxLeadingZeros else { return nil }
        let head = sign + "0"
        let room = Swift.min(budget - 1, width - head.count - 1)  // digits after the point
        let significantRoom = room - zeros
        let fitsWhole = value.isExact && digits.count <= significantRoom
        // A cut value must keep at least half of what the display could show.
        guard fitsWhole || significantRoom >= (Swift.min(budget, width - head.count - 1) + 1) / 2 else { return nil }
        let fraction = Array(repeating: UInt8(ascii: "0"), count: zeros) + digits
        return (finish(head, fraction: fraction[...], room: room), room - zeros)
    }

    private func finish(_ head: String, fraction: ArraySlice<UInt8>, room: Int) -> String {
        var shown = fraction.prefix(room)
        while shown.last == UInt8(ascii: "0") { shown.removeLast() }
        if shown.isEmpty { return head }
        return head + separators.decimalPoint + String(decoding: shown, as: UTF8.self)
    }

    private func scientific(_ value: DecimalApproximation, budget: Int, sign: String) -> (text: String, digits: Int) {
        let exponent = "e" + String(value.exponent)
        var count = budget
        while count > 1 && sign.count + count + 1 + exponent.count > width { count -= 1 }
        var shown = Array(value.digits.utf8.prefix(count))
        while shown.count > 1 && shown.last == UInt8(ascii: "0") { shown.removeLast() }
        let first = String(decoding: shown.prefix(1), as: UTF8.self)
        let rest = String(decoding: shown.dropFirst(), as: UTF8.self)
        return (sign + first + (rest.isEmpty ? "" : separators.decimalPoint + rest) + exponent, count)
    }

    /// Digits grouped in threes from the right: 1234567 → 1,234,567.
    static func group<S: Collection<Character>>(_ digits: S, separator: String) -> String {
        var out = ""
        let count = digits.count
        for (i, digit) in digits.enumerated() {
            if i > 0 && (count - i) % 3 == 0 { out += separator }
            out.append(digit)
        }
        return out
    }
}
