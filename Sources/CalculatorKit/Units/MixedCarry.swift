import BigInt

/// A mixed conversion's last part is rounded to the digits shown: when that rounding reaches
/// the size of the unit before it (119.99999999999999999999999 s to min s would read
/// 1 min 60.00000000 s), the unit before counts one more and the last part shows 0: 2 min 0 s.
public struct MixedCarry: Sendable, Equatable {
    /// The whole parts with one more of the last whole unit, carried on where that fills the
    /// unit before it (1 h 59 min → 2 h 0 min).
    public var leading: String
    /// The size of the last whole unit in the last unit: 60 for `min s`, 12 for `ft in`.
    var size: Rational

    /// The whole parts and the last part's digits to show, given the last part's rounded digits.
    public func shown(leading: String?, digits: DecimalApproximation) -> (
        leading: String?, digits: DecimalApproximation
    ) {
        guard !digits.isTooSmall, let magnitude = Self.magnitude(digits), magnitude >= size else {
            return (leading, digits)
        }
        return (self.leading, .zero)
    }

    /// The value of rounded digits without their sign; nil far from any size a unit has.
    private static func magnitude(_ digits: DecimalApproximation) -> Rational? {
        guard abs(digits.exponent) < 1000, let whole = BigInt(digits.digits) else { return nil }
        let shift = digits.exponent - (digits.digits.count - 1)
        return shift >= 0
            ? Rational(whole * BigInt(10).power(shift)) : Rational(whole, BigInt(10).power(-shift))
    }
}
