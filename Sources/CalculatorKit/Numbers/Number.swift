/// A value the calculator computed.
///
/// Today every value is an exact rational. The scientific functions add
/// "rational × constructive real" values (see shared/reference/exact-reals.md);
/// they will be a second case here, so every consumer already asks `isExact`
/// and `exactValue` instead of assuming a rational.
public enum Number: Sendable, Hashable {
    case exact(Rational)

    public init(_ value: Int) { self = .exact(Rational(value)) }

    /// Whether every digit of the value is known (the displays mark approximate ones).
    public var isExact: Bool {
        switch self {
        case .exact: return true
        }
    }

    /// The value as a rational when it is known to be one.
    public var exactValue: Rational? {
        switch self {
        case let .exact(r): return r
        }
    }

    /// At most `count` significant digits, truncated: every digit is a digit of the value.
    public func decimalApproximation(significantDigits count: Int) -> DecimalApproximation {
        switch self {
        case let .exact(r): return r.decimalApproximation(significantDigits: count)
        }
    }
}
