import BigInt

/// A value the calculator computed: an exact rational, or a rational times an
/// irrational `Real` (see docs/exact-arithmetic.md).
///
/// Keeping the rational part apart lets arithmetic stay exact where mathematics is:
/// named reals (π, √n, e^r, ln r) combine by rules (√2·√2 = 2, π/6 stays π/6),
/// and only what no rule covers becomes a computed real.
public enum Number: Sendable, Equatable {
    case exact(Rational)
    /// coefficient × real, with a non-zero coefficient.
    case real(Rational, Real)

    public init(_ value: Int) { self = .exact(Rational(value)) }

    /// Whether the value is known exactly (the displays mark the others approximate).
    public var isExact: Bool {
        if case .exact = self { return true }
        return false
    }

    /// The value as a rational when it is known to be one.
    public var exactValue: Rational? {
        if case let .exact(r) = self { return r }
        return nil
    }

    /// The value as one constructive real.
    var asReal: Real {
        switch self {
        case let .exact(r): return Real(r)
        case let .real(c, x): return c == .one ? x : Real(.product(Real(c), x))
        }
    }

    /// Reals are equal here when they are the same computation; equality of
    /// reals in general cannot be decided.
    public static func == (a: Number, b: Number) -> Bool {
        switch (a, b) {
        case let (.exact(x), .exact(y)): return x == y
        case let (.real(c, x), .real(d, y)): return c == d && (x === y || (x.symbol != nil && x.symbol == y.symbol))
        default: return false
        }
    }
}
