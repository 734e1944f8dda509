/// How a number is written out: significant digits, notation and separators.
///
/// Digits are rounded to nearest at the last one, halves away from zero (see
/// `DecimalApproximation`): 2/3 at 20 digits is 0.66666666666666666667. A value is written in plain
/// notation when its integer part fits in `significantDigits` digits and it has at
/// most `maxLeadingZeros` zeros after the point; otherwise in scientific notation
/// (`1.2345e-20`, `9.33262154439441526816e157`).
public struct NumberFormat: Sendable, Equatable {
    public enum Notation: String, Sendable, CaseIterable {
        /// Plain digits, scientific only when the number does not fit.
        case plain
        /// Plain with digit grouping (1,234,567.5), scientific when it does not fit.
        case grouped
        /// Always scientific.
        case scientific
    }

    /// Separators for grouped notation.
    public struct Separators: Sendable, Equatable {
        public var grouping: String
        public var decimalPoint: String

        public init(grouping: String, decimalPoint: String) {
            self.grouping = grouping
            self.decimalPoint = decimalPoint
        }

        /// 1,234,567.89
        public static let english = Separators(grouping: ",", decimalPoint: ".")
        /// 1.234.567,89
        public static let german = Separators(grouping: ".", decimalPoint: ",")

        /// The separators of a language by its code ("en", "de", "de-CH" …); nil for an unknown one.
        public init?(language code: String) {
            switch code.lowercased().prefix(2) {
            case "en": self = .english
            case "de": self = .german
            default: return nil
            }
        }
    }

    public var significantDigits: Int
    public var notation: Notation
    public var separators: Separators
    /// 0.000001 is still plain; 0.0000001 becomes 1e-7.
    public var maxLeadingZeros: Int

    public init(
        significantDigits: Int = 20, notation: Notation = .plain,
        separators: Separators = .english, maxLeadingZeros: Int = 5
    ) {
        precondition(significantDigits >= 1)
        self.significantDigits = significantDigits
        self.notation = notation
        self.separators = separators
        self.maxLeadingZeros = maxLeadingZeros
    }

    /// Throws when an irrational value cannot be approximated within the limits.
    public func string(_ number: Number, limits: CalculationLimits = .standard) throws(CalculationError) -> String {
        try shown(number.decimalApproximation(significantDigits: significantDigits, limits: limits))
    }

    /// The same within a budget the evaluation has already drawn on, so that working out
    /// a value and writing its digits share one time limit.
    public func string(_ number: Number, budget: Budget) throws(CalculationError) -> String {
        try shown(number.decimalApproximation(significantDigits: significantDigits, budget: budget))
    }

    /// The string of digits that may be too few to show: a value not known to be zero,
    /// whose first digit could not be found, is refused rather than written as 0.
    private func shown(_ value: DecimalApproximation) throws(CalculationError) -> String {
        if value.isTooSmall { throw CalculationError(.tooSmallToShow(belowExponent: value.exponent)) }
        return string(value)
    }

    public func string(_ value: DecimalApproximation) -> String {
        let sign = value.isNegative ? "-" : ""
        if value.digits == "0" {
            // Zero, or (given directly) a value too small to tell from zero: 0 to every digit shown.
            return value.isExact
                ? "0" : "0" + (significantDigits > 1 ? "." + String(repeating: "0", count: significantDigits - 1) : "")
        }
        let e = value.exponent
        let usePlain = notation != .scientific && e < significantDigits && -e - 1 <= maxLeadingZeros
        if usePlain && notation == .plain { return ungrouped(value) }
        return sign + (usePlain ? plain(value) : scientific(value))
    }

    /// Plain notation written in one buffer, sign and point included: a batch writes a result
    /// a line, and joining the pieces as Strings cost more than finding the digits.
    private func ungrouped(_ value: DecimalApproximation) -> String {
        let digits = value.digits.utf8, e = value.exponent
        let zero = UInt8(ascii: "0"), point = UInt8(ascii: ".")
        var bytes: [UInt8] = []
        bytes.reserveCapacity(digits.count + Swift.max(e + 1, -e) + 3)
        if value.isNegative { bytes.append(UInt8(ascii: "-")) }
        if e < 0 {
            bytes.append(zero)
            bytes.append(point)
            bytes += repeatElement(zero, count: -e - 1)
            bytes += digits
        } else if digits.count > e + 1 {
            bytes += digits.prefix(e + 1)
            bytes.append(point)
            bytes += digits.dropFirst(e + 1)
        } else {
            bytes += digits
            bytes += repeatElement(zero, count: e + 1 - digits.count)
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    // On UTF-8 bytes: the digits are ASCII, and counting or cutting a String by
    // Characters walks it each time (a batch prints one result per line).
    private func plain(_ value: DecimalApproximation) -> String {
        let digits = Array(value.digits.utf8), e = value.exponent
        let zero = UInt8(ascii: "0")
        var integer: ArraySlice<UInt8>, fraction: [UInt8]
        if e < 0 {
            integer = [zero]
            fraction = Array(repeating: zero, count: -e - 1) + digits
        } else if digits.count > e + 1 {
            integer = digits.prefix(e + 1)
            fraction = Array(digits.dropFirst(e + 1))
        } else {
            integer = ArraySlice(digits + Array(repeating: zero, count: e + 1 - digits.count))
            fraction = []
        }
        let point = notation == .grouped ? separators.decimalPoint : "."
        let whole =
            notation == .grouped
            ? grouped(Substring(String(decoding: integer, as: UTF8.self))) : String(decoding: integer, as: UTF8.self)
        return fraction.isEmpty ? whole : whole + point + String(decoding: fraction, as: UTF8.self)
    }

    private func grouped(_ integer: Substring) -> String {
        var out = ""
        out.reserveCapacity(integer.count + integer.count / 3 * separators.grouping.count)
        for (i, ch) in integer.enumerated() {
            if i > 0 && (integer.count - i) % 3 == 0 { out += separators.grouping }
            out.append(ch)
        }
        return out
    }

    private func scientific(_ value: DecimalApproximation) -> String {
        let digits = value.digits.utf8
        let point = notation == .grouped ? separators.decimalPoint : "."
        let mantissa =
            digits.count > 1
            ? String(decoding: digits.prefix(1), as: UTF8.self) + point
                + String(decoding: digits.dropFirst(), as: UTF8.self)
            : value.digits
        return mantissa + "e" + String(value.exponent)
    }
}
