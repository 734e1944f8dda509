import BigInt
import Foundation

/// A value correctly rounded (half to even) to a number of decimal places, as text:
/// what a plot's marked points show.
struct RoundedDecimal: Equatable {
    /// The value is `digits / 10^places`.
    let digits: BigInt
    let places: Int

    init(_ q: Rational, places: Int) {
        let scale = BigInt(10).power(Swift.abs(places))
        let n = places >= 0 ? q.numerator * scale : q.numerator
        let d = places >= 0 ? q.denominator : q.denominator * scale
        let (quotient, remainder) = n.quotientAndRemainder(dividingBy: d)
        var m = quotient
        let twice = remainder.magnitude * 2
        if twice > d.magnitude || (twice == d.magnitude && !(m % 2).isZero) {
            m += n.sign == .minus ? -1 : 1
        }
        digits = m
        self.places = places
    }

    var rational: Rational {
        let scale = BigInt(10).power(Swift.abs(places))
        return places >= 0 ? Rational(digits, scale) : Rational(digits * scale)
    }

    /// Places after the point that give `significant` digits of a value of this size,
    /// never more than `finest`.
    static func places(forMagnitude magnitude: Double, significant: Int, finest: Int) -> Int {
        guard magnitude.isFinite, magnitude > 0 else { return finest }
        return Swift.min(significant - 1 - Int(log10(magnitude).rounded(.down)), finest)
    }

    /// Plain digits (`-1.41421356`, `0.5`, `250`); scientific notation beyond 10^15
    /// and below 10^-6 (`1.5e20`). Trailing zeros after the point are left out.
    var text: String {
        var s = digits.magnitude.description, p = places
        while p > 0, s.count > 1, s.hasSuffix("0") { s.removeLast(); p -= 1 }
        let sign = digits.sign == .minus && !digits.isZero ? "-" : ""
        if s == "0" { return "0" }
        let exponent = s.count - 1 - p
        if exponent >= 15 || exponent < -6 {
            let rest = s.dropFirst().reversed().drop { $0 == "0" }.reversed()
            return sign + String(s.first!) + (rest.isEmpty ? "" : "." + String(rest)) + "e\(exponent)"
        }
        if p <= 0 { return sign + s + String(repeating: "0", count: -p) }
        if s.count > p { return sign + s.dropLast(p) + "." + s.suffix(p) }
        return sign + "0." + String(repeating: "0", count: p - s.count) + s
    }

    /// `value` correctly rounded to `places`: approximations of an irrational value are
    /// refined until both ends of their interval round alike.
    static func of(_ value: Number, places: Int, budget: Budget) throws(CalculationError) -> RoundedDecimal {
        if case let .exact(q) = value { return RoundedDecimal(q, places: places) }
        let x = value.asReal
        var p = Swift.max(16, Int(Double(places) * 3.33) + 16)
        while true {
            let a = try x.approximate(p, budget)
            let low = RoundedDecimal(Rational(a - 1, BigInt(1) << p), places: places)
            let high = RoundedDecimal(Rational(a + 1, BigInt(1) << p), places: places)
            if low == high || p >= budget.limits.comparisonBits {
                return RoundedDecimal(Rational(a, BigInt(1) << p), places: places)
            }
            p = Swift.min(p * 2, budget.limits.comparisonBits)
        }
    }
}
