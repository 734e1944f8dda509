import BigInt

/// The leading significant digits of a value: ±0.d₁d₂…dₖ × 10^(exponent+1),
/// i.e. the first digit stands for 10^exponent. Digits are correctly rounded to
/// nearest at the last one, halves away from zero, as people round a number of
/// fixed width (2/3 → 0.66666667); `.towardZero` asks for the cut digits instead.
/// A rounding that carries into a new digit moves the exponent (9.995 → 10.0 at 3
/// digits is "1", exponent 1).
public struct DecimalApproximation: Equatable, Sendable {
    /// How the digits after the last one are dropped.
    public enum Rounding: Sendable {
        /// To the nearest, halves away from zero.
        case toNearest
        /// Cut off: every digit is a digit of the value.
        case towardZero
    }

    public var isNegative: Bool
    /// Significant digits, "0" for zero; no trailing zeros when `isExact`, all that were
    /// asked for otherwise (0.19999 at 3 digits is "200", exponent -1).
    public var digits: String
    /// Power of ten of the first digit (123.4 → 2, 0.05 → -2).
    public var exponent: Int
    /// True when the digits are the whole value, not a prefix of it.
    public var isExact: Bool
    /// True when the value lay too close to a rounding boundary (a half in the next
    /// digit) for the budget to tell which way it rounds: the digits are the rounding
    /// away from zero, which is right when the value is the half itself.
    public var isUndecided = false

    public init(isNegative: Bool, digits: String, exponent: Int, isExact: Bool, isUndecided: Bool = false) {
        self.isNegative = isNegative
        self.digits = digits
        self.exponent = exponent
        self.isExact = isExact
        self.isUndecided = isUndecided
    }

    public static let zero = DecimalApproximation(isNegative: false, digits: "0", exponent: 0, isExact: true)

    /// An inexact value whose magnitude may be zero and is below 10^exponent: no digit
    /// of it can be shown.
    public static func tooSmall(below exponent: Int) -> DecimalApproximation {
        DecimalApproximation(isNegative: false, digits: "0", exponent: exponent, isExact: false)
    }

    /// Whether no digit could be had: the value is below 10^exponent, and may be zero.
    public var isTooSmall: Bool { digits == "0" && !isExact }

    /// What a screen or the command line says of an undecided last digit.
    public static let undecidedNote = "the last digit could not be decided: the value is too close to a half"

    /// Cut digits with (at least) one more digit than the `count` wanted, rounded at digit `count`. The
    /// extra digit decides: 5 or more is at least half a unit (a half goes up).
    /// A carry past the first digit moves the exponent (the digits stay `count`: "100").
    func rounded(to count: Int) -> DecimalApproximation {
        var bytes = Array(digits.utf8)
        // Cut zeros at the end were dropped: put them back, so that the last byte is digit count + 1.
        if bytes.count <= count { bytes += Array(repeating: UInt8(ascii: "0"), count: count + 1 - bytes.count) }
        let next = bytes.removeLast()
        var exponent = exponent
        if next >= UInt8(ascii: "5") {
            var i = bytes.count - 1
            while i >= 0 && bytes[i] == UInt8(ascii: "9") { bytes[i] = UInt8(ascii: "0"); i -= 1 }
            if i >= 0 { bytes[i] += 1 } else { bytes[0] = UInt8(ascii: "1"); exponent += 1 }  // 999 → 100, one place up
        }
        return DecimalApproximation(
            isNegative: isNegative, digits: String(decoding: bytes, as: UTF8.self),
            exponent: exponent, isExact: false, isUndecided: isUndecided)
    }
}

extension Rational {
    /// At most `count` significant digits of the value, rounded exactly (halves away from zero).
    public func decimalApproximation(significantDigits count: Int, rounding: DecimalApproximation.Rounding = .toNearest)
        -> DecimalApproximation
    {
        // Without a budget nothing stops it, so there is nothing to throw.
        try! decimalApproximation(significantDigits: count, rounding: rounding, steps: UntimedSteps())
    }

    /// The same, stopping at the budget's time limit: the leading digits of a number of a
    /// million digits take a tenth of a second, all of them about a second.
    public func decimalApproximation(
        significantDigits count: Int, rounding: DecimalApproximation.Rounding = .toNearest, budget: Budget
    ) throws(CalculationError) -> DecimalApproximation {
        try decimalApproximation(significantDigits: count, rounding: rounding, steps: TimedSteps(budget: budget))
    }

    private func decimalApproximation(
        significantDigits count: Int, rounding: DecimalApproximation.Rounding, steps: some BigSteps
    ) throws(CalculationError) -> DecimalApproximation {
        precondition(count >= 1)
        if isZero { return .zero }
        guard rounding == .toNearest else { return try truncatedDigits(count, steps) }
        // The cut digits one further, rounded at the last wanted one; exact when
        // nothing was cut at `count` digits.
        let longer = try truncatedDigits(count + 1, steps)
        if longer.isExact && longer.digits.utf8.count <= count { return longer }
        return longer.rounded(to: count)
    }

    private func truncatedDigits(_ count: Int, _ steps: some BigSteps) throws(CalculationError) -> DecimalApproximation
    {
        switch storage {
        case let .small(n, d):
            if d == 1 { return Rational.integerDigits(String(n.magnitude), negative: n < 0, count: count) }
            return Rational.smallFractionDigits(n.magnitude, UInt(d), negative: n < 0, count: count)
        case let .big(n, d):
            // A numerator of up to two words over a denominator of one, with a whole part in a
            // word (most batch lines whose value passes a word): long division by the word, as
            // for small fractions, without BigInt's allocations.
            let numerator = n.magnitude.words, denominator = d.magnitude.words
            if denominator.count == 1, denominator[0] > 1, numerator.count <= 2 {
                let divisor = denominator[0], high = numerator.count == 2 ? numerator[1] : 0
                if high < divisor {
                    let (whole, remainder) = divisor.dividingFullWidth((high, numerator[0]))
                    return Rational.fractionDigits(
                        whole: whole, remainder: remainder, divisor, negative: n.sign == .minus, count: count)
                }
            }
            // A big integer is converted in full only when most of its digits are wanted:
            // decimal conversion is the slowest step, the division below is quick.
            if d.isOne && Double(n.magnitude.bitWidth) * 0.30103 < Double(count) + 20 {
                return Rational.integerDigits(
                    try n.magnitude.decimalString(steps), negative: n.sign == .minus, count: count)
            }
            if let decimal = try Rational.finiteDecimalDigits(
                n.magnitude, d.magnitude, negative: n.sign == .minus, count: count, steps)
            {
                return decimal
            }
            return try Rational.bigFractionDigits(
                n.magnitude, d.magnitude, negative: n.sign == .minus, count: count, steps)
        }
    }

    private static func integerDigits(_ all: String, negative: Bool, count: Int) -> DecimalApproximation {
        // Bytes, not Characters: counting a String's characters walks it, and 10000! has
        // 2,499 trailing zeros to drop.
        let bytes = Array(all.utf8)
        var end = Swift.min(count, bytes.count)
        let isExact = bytes[end...].allSatisfy { $0 == UInt8(ascii: "0") }
        if isExact { while end > 1 && bytes[end - 1] == UInt8(ascii: "0") { end -= 1 } }
        return DecimalApproximation(
            isNegative: negative, digits: String(decoding: bytes[..<end], as: UTF8.self),
            exponent: bytes.count - 1, isExact: isExact)
    }

    /// Long division in machine words: a/b with b > 1 and a, b < 2^63.
    private static func smallFractionDigits(_ a: UInt, _ b: UInt, negative: Bool, count: Int) -> DecimalApproximation {
        fractionDigits(whole: a / b, remainder: a % b, b, negative: negative, count: count)
    }

    /// The digits of whole + remainder/b for remainder < b.
    private static func fractionDigits(whole: UInt, remainder: UInt, _ b: UInt, negative: Bool, count: Int)
        -> DecimalApproximation
    {
        var remainder = remainder
        let digits = whole > 0 ? String(whole) : ""
        var exponent = digits.count - 1
        if digits.count >= count {
            var cut = integerDigits(digits, negative: negative, count: count)
            cut.isExact = false  // the fraction (a % b ≠ 0) is cut off
            return cut
        }
        var bytes = Array(digits.utf8)  // appending to a String's scalars costs more per digit
        while bytes.count < count && remainder != 0 {
            let (high, low) = remainder.multipliedFullWidth(by: 10)
            let (digit, rest) = b.dividingFullWidth((high, low))
            remainder = rest
            if bytes.isEmpty && digit == 0 {
                exponent -= 1  // leading zero after the point
            } else {
                bytes.append(UInt8(48 + digit))
            }
        }
        return DecimalApproximation(
            isNegative: negative, digits: String(decoding: bytes, as: UTF8.self),
            exponent: exponent, isExact: remainder == 0)
    }

    /// All the digits of a/b when b = 2^i·5^j, whose decimal ends (2^-1000000 has a million
    /// places), and at most `count` + 20 of them: a·2^(k−i)·5^(k−j)/10^k for k = max(i, j), an
    /// integer's conversion, where the long division would work out `count` digits past the
    /// last and convert a quotient of them. nil for any other b, or when fewer digits are wanted.
    private static func finiteDecimalDigits(
        _ a: BigUInt, _ b: BigUInt, negative: Bool, count: Int, _ steps: some BigSteps
    ) throws(CalculationError) -> DecimalApproximation? {
        let twos = b.trailingZeroBitCount
        let odd = b.shiftedDown(twos)
        var fives = 0
        if !odd.isOne {
            // 5^j has floor(j·log2 5) + 1 bits: the bit length names the only candidate.
            let j = Int((Double(odd.bitWidth - 1) / log2Of5).rounded(.up))
            guard j >= 1, Int(Double(j) * log2Of5) + 1 == odd.bitWidth else { return nil }
            // A remainder by 5^min(j, 27), one pass over the words, turns most others away.
            let check = smallPowersOfFive[Swift.min(j, 27)]
            guard odd.dividedByWords(check).remainder.isZero, try steps.power(5, j) == odd else { return nil }
            fives = j
        }
        let k = Swift.max(twos, fives)
        let bits = Double(a.bitWidth) + Double(k - twos) + Double(k - fives) * log2Of5
        guard bits * 0.30103 <= Double(count) + 20 else { return nil }
        let whole = try steps.product(a, steps.power(5, k - fives)).shiftedUp(k - twos)
        var digits = integerDigits(try whole.decimalString(steps), negative: negative, count: count)
        digits.exponent -= k
        return digits
    }

    private static let log2Of5 = 2.321928094887362
    private static let smallPowersOfFive = (0...27).map { BigUInt(5).power($0) }

    /// floor(a · 10^s / b) with s chosen so that it has exactly `count` digits.
    /// 10^s is 5^s·2^s, so the power of two is a shift and only 5^s is multiplied out.
    private static func bigFractionDigits(
        _ a: BigUInt, _ b: BigUInt, negative: Bool, count: Int, _ steps: some BigSteps
    )
        throws(CalculationError) -> DecimalApproximation
    {
        // First guess of the exponent from the bit lengths; corrected by at most one step each way.
        var exponent = Int((a.log2 - b.log2) * 0.30102999566398120).advanced(by: a < b ? -1 : 0)
        let low = try steps.powerOfTen(count - 1)
        let high = try steps.powerOfTen(count)
        while true {
            let shift = count - 1 - exponent
            let (q, r): (BigUInt, BigUInt)
            if shift >= 0 {
                (q, r) = try steps.division(steps.product(a, steps.powerOfTen(shift)), b)
            } else {
                // a / (b·5^k·2^k): the 2^k by a shift, whose cut bits are kept for the remainder.
                let k = -shift
                let fives = k < smallPowersOfFive.count ? smallPowersOfFive[k] : try steps.power(5, k)
                let (quotient, rest) = try steps.division(a.shiftedDown(k), steps.product(b, fives))
                let cut = a.trailingZeroBitCount >= k ? BigUInt(0) : BigUInt(1)
                (q, r) = (quotient, rest + cut)  // only whether r is zero matters below
            }
            if q >= high { exponent += 1; continue }
            if q < low { exponent -= 1; continue }
            var digits = Array(try q.decimalString(steps).utf8)  // a million digits: within the time limit too
            if r.isZero { while digits.count > 1 && digits.last == UInt8(ascii: "0") { digits.removeLast() } }
            return DecimalApproximation(
                isNegative: negative, digits: String(decoding: digits, as: UTF8.self),
                exponent: exponent, isExact: r.isZero)
        }
    }
}
