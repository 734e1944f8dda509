import BigInt

extension Real {
    /// Shared, so that their approximations are computed once per process.
    static let pi = Real(.pi, symbol: .pi)

    convenience init(_ value: Rational) {
        self.init(.rational(value))
    }

    /// √n for an integer n > 1 without small square factors.
    static func squareRoot(of n: BigInt) -> Real {
        Real(.root(Real(Rational(n)), 2, bound: n.magnitude.bitWidth - 2), symbol: .squareRoot(n))
    }

    /// e itself, shared like π: `e+π+e+…` computes its digits once.
    static let e = makeExponential(.one)

    /// e^r for a rational r ≠ 0 that is not too large (checked by the caller).
    static func exponential(_ r: Rational) -> Real {
        r == .one ? e : makeExponential(r)
    }

    private static func makeExponential(_ r: Rational) -> Real {
        // e^x < 2^(1.4427·x + 1) also a little beyond x.
        let bits = (r.doubleValue * Logarithms.log2OfE).rounded(.up)
        let bound = Int(Swift.min(Swift.max(bits, -1e12), 1e12)) + 1  // e^-1e300 is just tiny
        return Real(.exp(Real(r), bound: bound), symbol: .exponential(r))
    }

    /// ln r for a rational r > 1.
    static func logarithm(_ r: Rational) -> Real {
        r == Rational(2) ? ln2 : Real(.ln(Real(r), bound: 0), symbol: .logarithm(r))
    }

    /// b^(p/d) for a rational b > 0 and 0 < p < d, d ≥ 3, as the d-th root of the radicand
    /// b^p, which the caller works out (and keeps small).
    static func rationalPower(_ b: Rational, _ q: Rational, radicand: Rational) -> Real {
        // b^p > 2^bound: the root asks its radicand for few more bits than it gives.
        let bound = radicand.numerator.magnitude.bitWidth - radicand.denominator.magnitude.bitWidth - 2
        return Real(.root(Real(radicand), q.denominator.exactInt!, bound: bound), symbol: .rationalPower(b, q))
    }

    /// Every named real is positive: π, √n, e^r, and ln r with r > 1.
    var isKnownPositive: Bool { symbol != nil }
}

extension Rational {
    /// The nearest Double, clamped to ±1e300 (for estimates only, never digits).
    var doubleValue: Double {
        let n = numerator.magnitude, d = denominator.magnitude
        let log = n.log2 - d.log2
        if log > 996 { return isNegative ? -1e300 : 1e300 }
        if log < -996 { return 0 }
        // Each part shifted by its own amount: one shift for both made a small
        // denominator 0 (10^19/1 gave infinity).
        let sn = Swift.max(n.bitWidth - 60, 0), sd = Swift.max(d.bitWidth - 60, 0)
        let ratio = Double(n >> sn) / Double(d >> sd)
        return Double(sign: isNegative ? .minus : .plus, exponent: sn - sd, significand: ratio)
    }
}
