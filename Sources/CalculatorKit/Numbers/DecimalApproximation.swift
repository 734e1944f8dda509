import BigInt

/// The leading significant digits of a value: ±0.d₁d₂…dₖ × 10^(exponent+1),
/// i.e. the first digit stands for 10^exponent. Digits are truncated, never
/// rounded, so each one shown is a digit of the true value and stays put when
/// more are asked for.
public struct DecimalApproximation: Equatable, Sendable {
    public var isNegative: Bool
    /// Significant digits, "0" for zero; no trailing zeros when `isExact`.
    public var digits: String
    /// Power of ten of the first digit (123.4 → 2, 0.05 → -2).
    public var exponent: Int
    /// True when the digits are the whole value, not a prefix of it.
    public var isExact: Bool

    public static let zero = DecimalApproximation(isNegative: false, digits: "0", exponent: 0, isExact: true)
}

extension Rational {
    /// At most `count` significant digits of the value, truncated.
    public func decimalApproximation(significantDigits count: Int) -> DecimalApproximation {
        precondition(count >= 1)
        if isZero { return .zero }
        switch storage {
        case let .small(n, d):
            if d == 1 { return Rational.integerDigits(String(n.magnitude), negative: n < 0, count: count) }
            return Rational.smallFractionDigits(n.magnitude, UInt(d), negative: n < 0, count: count)
        case let .big(n, d):
            // A big integer is converted in full only when most of its digits are wanted:
            // decimal conversion is quadratic, the division below is not.
            if d.isOne && Double(n.magnitude.bitWidth) * 0.30103 < Double(count) + 20 {
                return Rational.integerDigits(n.magnitude.decimalString, negative: n.sign == .minus, count: count)
            }
            return Rational.bigFractionDigits(n.magnitude, d.magnitude, negative: n.sign == .minus, count: count)
        }
    }

    private static func integerDigits(_ all: String, negative: Bool, count: Int) -> DecimalApproximation {
        // Bytes, not Characters: counting a String's characters walks it, and 10000! has
        // 2,499 trailing zeros to drop.
        let bytes = Array(all.utf8)
        var end = Swift.min(count, bytes.count)
        let isExact = bytes[end...].allSatisfy { $0 == UInt8(ascii: "0") }
        if isExact { while end > 1 && bytes[end - 1] == UInt8(ascii: "0") { end -= 1 } }
        return DecimalApproximation(isNegative: negative, digits: String(decoding: bytes[..<end], as: UTF8.self),
                                    exponent: bytes.count - 1, isExact: isExact)
    }

    /// Long division in machine words: a/b with b > 1 and a, b < 2^63.
    private static func smallFractionDigits(_ a: UInt, _ b: UInt, negative: Bool, count: Int) -> DecimalApproximation {
        let whole = a / b
        var remainder = a % b
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
        return DecimalApproximation(isNegative: negative, digits: String(decoding: bytes, as: UTF8.self),
                                    exponent: exponent, isExact: remainder == 0)
    }

    /// The powers of ten a 20-digit result of a batch line needs, made once.
    private static let smallPowersOfTen = (0...64).map { BigUInt(10).power($0) }

    private static func bigPowerOfTen(_ k: Int) -> BigUInt {
        k < smallPowersOfTen.count ? smallPowersOfTen[k] : BigUInt(10).power(k)
    }

    /// floor(a · 10^s / b) with s chosen so that it has exactly `count` digits.
    private static func bigFractionDigits(_ a: BigUInt, _ b: BigUInt, negative: Bool, count: Int) -> DecimalApproximation {
        // First guess of the exponent from the bit lengths; corrected by at most one step each way.
        var exponent = Int((a.log2 - b.log2) * 0.30102999566398120).advanced(by: a < b ? -1 : 0)
        let low = bigPowerOfTen(count - 1), high = bigPowerOfTen(count)
        while true {
            let shift = count - 1 - exponent
            let (q, r) = shift >= 0
                ? (a * bigPowerOfTen(shift)).dividedByWords(b)
                : a.dividedByWords(b * bigPowerOfTen(-shift))
            if q >= high { exponent += 1; continue }
            if q < low { exponent -= 1; continue }
            var digits = Array(q.decimalString.utf8)
            if r.isZero { while digits.count > 1 && digits.last == UInt8(ascii: "0") { digits.removeLast() } }
            return DecimalApproximation(isNegative: negative, digits: String(decoding: digits, as: UTF8.self),
                                        exponent: exponent, isExact: r.isZero)
        }
    }
}
