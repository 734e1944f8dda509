import BigInt
import Foundation

extension Function {
    /// The function's value when it is rational, nil when it is irrational.
    /// Throws for arguments outside the domain (ln 0, asin 2, tan 90°).
    ///
    /// Until constructive reals arrive these are the cases where mathematics gives
    /// a rational: perfect roots, exact powers of 10 and 2 in logarithms, and the
    /// angles whose sine, cosine or tangent is rational.
    func exactValue(at x: Rational, angle: AngleUnit, budget: Budget) throws(CalculationError) -> Rational? {
        switch self {
        case .sqrt: return try x.root(2, budget: budget)
        case .cbrt: return try x.root(3, budget: budget)
        case .abs: return x.magnitude
        case .ln:
            try requirePositive(x, "logarithm")
            return x == .one ? .zero : nil
        case .log:
            try requirePositive(x, "logarithm")
            return x.exactLogarithm(base: 10)
        case .log2:
            try requirePositive(x, "logarithm")
            return x.exactLogarithm(base: 2)
        case .exp:
            return x.isZero ? .one : nil
        case .sinh, .tanh:
            return x.isZero ? .zero : nil
        case .cosh:
            return x.isZero ? .one : nil
        case .sin, .cos, .tan:
            return try trigonometric(x, angle: angle)
        case .asin, .acos, .atan:
            return try inverseTrigonometric(x, angle: angle)
        }
    }

    private func requirePositive(_ x: Rational, _ what: String) throws(CalculationError) {
        if x.signum <= 0 {
            throw CalculationError(.domain("\(what) of \(x.isZero ? "zero" : "a negative number") is undefined"))
        }
    }

    private func trigonometric(_ x: Rational, angle: AngleUnit) throws(CalculationError) -> Rational? {
        guard angle == .degrees else {
            if x.isZero { return self == .cos ? .one : .zero }
            return nil
        }
        // Rational values occur only at multiples of 30° and 45° (Niven's theorem).
        guard x.isInteger else { return nil }
        let degrees = Int(truncatingIfNeeded: x.floor.modulus(360))
        let sine: [Int: Rational] = [0: .zero, 30: Rational(1, 2), 90: .one, 150: Rational(1, 2),
                                     180: .zero, 210: Rational(-1, 2), 270: Rational(-1), 330: Rational(-1, 2)]
        switch self {
        case .sin: return sine[degrees]
        case .cos: return sine[(degrees + 90) % 360]
        default:
            if degrees % 180 == 90 { throw CalculationError(.domain("tan is undefined at 90° + k·180°")) }
            let tangent: [Int: Rational] = [0: .zero, 45: .one, 135: Rational(-1)]
            return tangent[degrees % 180]
        }
    }

    private func inverseTrigonometric(_ x: Rational, angle: AngleUnit) throws(CalculationError) -> Rational? {
        if self != .atan, x.magnitude > .one {
            throw CalculationError(.domain("\(rawValue) is defined only from -1 to 1"))
        }
        guard angle == .degrees else {
            if self == .acos { return x == .one ? .zero : nil }
            return x.isZero ? .zero : nil
        }
        let table: [Rational: Int]
        switch self {
        case .asin: table = [.zero: 0, Rational(1, 2): 30, .one: 90, Rational(-1, 2): -30, Rational(-1): -90]
        case .acos: table = [.one: 0, Rational(1, 2): 60, .zero: 90, Rational(-1, 2): 120, Rational(-1): 180]
        default: table = [.zero: 0, .one: 45, Rational(-1): -45]
        }
        return table[x].map { Rational($0) }
    }
}

extension Rational {
    /// log_base(self) when self is an integer power of `base` (positive or negative), else nil.
    func exactLogarithm(base: Int) -> Rational? {
        if self == .one { return .zero }
        let (x, sign) = self > .one ? (self, 1) : (reciprocal, -1)
        guard x.isInteger else { return nil }
        let n = x.numerator.magnitude
        if base == 2 {
            let k = n.bitWidth - 1
            return n.trailingZeroBitCount == k ? Rational(sign * k) : nil
        }
        // The only candidate exponent, from the size; then one exact check.
        let k = Int((n.log2 / Foundation.log2(Double(base))).rounded())
        guard k >= 1 else { return nil }
        return BigUInt(UInt(base)).power(k) == n ? Rational(sign * k) : nil
    }
}
