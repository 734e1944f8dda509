/// Writes a number into a display of fixed size: at most `width` characters and
/// at most `maxDigits` digits (the iPhone shows 9 in portrait).
///
/// Digits are truncated, never rounded (see `DecimalApproximation`), so every digit
/// shown is a digit of the value; a value that does not fit in plain notation is
/// shown in scientific notation (`1.23456789e9`, `1.4285714e-5`).
public struct DisplayFit: Sendable, Equatable {
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

    /// The text, and whether it shows the whole value (false when digits were cut off).
    /// Throws when the digits of an irrational value cannot be had within the limits.
    public func text(_ number: Number, limits: CalculationLimits = .standard) throws(CalculationError) -> (text: String, isComplete: Bool) {
        let budget = Swift.min(maxDigits, width)
        let value = try number.decimalApproximation(significantDigits: budget, limits: limits.forShowing(number))
        // Zero, or (an irrational) a value too small to tell from zero.
        if value.digits == "0" { return ("0", value.isExact) }
        let sign = value.isNegative ? "-" : ""
        return plain(value, budget: budget, sign: sign) ?? scientific(value, budget: budget, sign: sign)
    }

    /// Plain notation when the integer part fits whole and, for small values, enough
    /// significant digits remain after the leading zeros to be worth reading.
    private func plain(_ value: DecimalApproximation, budget: Int, sign: String) -> (String, Bool)? {
        let digits = Array(value.digits.utf8), e = value.exponent
        if e >= 0 {
            let integerCount = e + 1
            guard integerCount <= budget else { return nil }
            var integer = digits.prefix(integerCount).map { Character(Unicode.Scalar($0)) }
            integer += Array(repeating: "0", count: integerCount - integer.count)
            var head = sign + Self.group(integer, separator: separators.grouping)
            if head.count > width { head = sign + String(integer) }
            guard head.count <= width else { return nil }
            let fraction = digits.dropFirst(integerCount)
            let room = Swift.max(0, width - head.count - 1)
            return finish(head, fraction: fraction, room: room, isExact: value.isExact)
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
        return finish(head, fraction: fraction[...], room: room, isExact: value.isExact)
    }

    private func finish(_ head: String, fraction: ArraySlice<UInt8>, room: Int, isExact: Bool) -> (String, Bool) {
        var shown = fraction.prefix(room)
        let isComplete = isExact && shown.count == fraction.count
        while shown.last == UInt8(ascii: "0") { shown.removeLast() }  // cut digits may leave zeros at the end
        if shown.isEmpty { return (head, isComplete) }
        return (head + separators.decimalPoint + String(decoding: shown, as: UTF8.self), isComplete)
    }

    private func scientific(_ value: DecimalApproximation, budget: Int, sign: String) -> (String, Bool) {
        let exponent = "e" + String(value.exponent)
        var count = Swift.min(budget, value.digits.count)
        while count > 1 && sign.count + count + 1 + exponent.count > width { count -= 1 }
        var shown = Array(value.digits.utf8.prefix(count))
        let isComplete = value.isExact && count == value.digits.count
        while shown.count > 1 && shown.last == UInt8(ascii: "0") { shown.removeLast() }
        let first = String(decoding: shown.prefix(1), as: UTF8.self)
        let rest = String(decoding: shown.dropFirst(), as: UTF8.self)
        return (sign + first + (rest.isEmpty ? "" : separators.decimalPoint + rest) + exponent, isComplete)
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
