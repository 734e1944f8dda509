import BigInt

/// A value written exactly as a rational plus a rational multiple of one named constant:
/// 2/3, 2√2, π/2, √2/2, 1/3 + √3, 3 ln 2. What the exact display shows, and what lets
/// arithmetic on such sums stay exact: (1/3 + √3) − √3 is 1/3.
public struct ExactForm: Sendable, Equatable {
    /// The constants a form may name. Each is irrational, so a form has one way of being written.
    public enum Constant: Sendable, Equatable, Hashable {
        case pi
        case e
        /// √n for an integer n > 1 without small square factors.
        case squareRoot(BigInt)
        /// ln n for an integer n > 1 that is no power of a smaller integer.
        case logarithm(BigInt)
    }

    /// The rational term.
    public var rational: Rational
    /// The constant's coefficient: zero when there is no constant.
    public var coefficient: Rational
    /// The constant, nil for a rational.
    public var constant: Constant?

    public init(_ rational: Rational) {
        self.rational = rational
        coefficient = .zero
        constant = nil
    }

    public init(_ rational: Rational, plus coefficient: Rational, times constant: Constant) {
        self.rational = rational
        self.coefficient = coefficient.isZero ? .zero : coefficient
        self.constant = coefficient.isZero ? nil : constant
    }

    /// Whether the value is a rational (no constant).
    public var isRational: Bool { constant == nil }

    func scaled(by c: Rational) -> ExactForm {
        guard let constant else { return ExactForm(rational * c) }
        return ExactForm(rational * c, plus: coefficient * c, times: constant)
    }

    /// a + b when it stays a form: the same constant or at most one.
    static func sum(_ a: ExactForm, _ b: ExactForm) -> ExactForm? {
        switch (a.constant, b.constant) {
        case (nil, nil): return ExactForm(a.rational + b.rational)
        case let (x?, nil), let (nil, x?):
            return ExactForm(a.rational + b.rational, plus: a.coefficient + b.coefficient, times: x)
        case let (x?, y?) where x == y:
            return ExactForm(a.rational + b.rational, plus: a.coefficient + b.coefficient, times: x)
        default: return nil
        }
    }

    /// a × b when it stays a form: a rational times anything, or two sums on one square root
    /// ((r + k√n)(s + m√n) = rs + kmn + (rm + ks)√n).
    static func product(_ a: ExactForm, _ b: ExactForm) -> ExactForm? {
        if a.isRational { return b.scaled(by: a.rational) }
        if b.isRational { return a.scaled(by: b.rational) }
        guard case let .squareRoot(n)? = a.constant, a.constant == b.constant else { return nil }
        let square = a.coefficient * b.coefficient * Rational(n)
        return ExactForm(
            a.rational * b.rational + square, plus: a.rational * b.coefficient + a.coefficient * b.rational,
            times: .squareRoot(n))
    }

    /// 1/a when it stays a form: a rational, c·√n, or r + k√n, whose reciprocal is
    /// (r − k√n)/(r² − k²n) (never 0 below: √n is irrational).
    var reciprocal: ExactForm? {
        if isRational { return rational.isZero ? nil : ExactForm(rational.reciprocal) }
        guard case let .squareRoot(n)? = constant else { return nil }
        let norm = rational * rational - coefficient * coefficient * Rational(n)
        return ExactForm(rational / norm, plus: -coefficient / norm, times: .squareRoot(n))
    }

    /// Forms this size at most are worked with; larger ones (a million-digit fraction)
    /// stay numbers, so that arithmetic never slows for a form nobody reads.
    static let maxBits = 4096

    var bitWidth: Int {
        var bits = rational.bitWidth + coefficient.bitWidth
        switch constant {
        case let .squareRoot(n)?, let .logarithm(n)?: bits += n.magnitude.bitWidth
        default: break
        }
        return bits
    }
}

extension Number {
    /// The value's exact form, when it has one: every rational, and the rational multiples of
    /// π, e, √n and ln n with a rational added. Nil for any other value (sin 1, π²): it stays decimal.
    public var exactForm: ExactForm? {
        switch self {
        case let .exact(r): return ExactForm(r)
        case let .real(c, x): return x.exactForm?.scaled(by: c)
        }
    }
}

extension Real {
    /// The form of a named constant, or of a sum made from a form.
    var exactForm: ExactForm? {
        if let sumForm { return sumForm }
        switch symbol {
        case .pi?: return ExactForm(.zero, plus: .one, times: .pi)
        case let .squareRoot(n)?: return ExactForm(.zero, plus: .one, times: .squareRoot(n))
        case let .exponential(r)? where r == .one: return ExactForm(.zero, plus: .one, times: .e)
        case let .logarithm(r)? where r.isInteger && r.numerator.magnitude.bitWidth <= 256:
            // ln 8 is 3 ln 2: the smallest base of which the argument is a power.
            let (base, power) = Real.smallestBase(r.numerator)
            return ExactForm(.zero, plus: Rational(power), times: .logarithm(base))
        default: return nil
        }
    }

    /// n = base^power with the least base (8 = 2³, 36 = 6², 12 = 12¹).
    static func smallestBase(_ n: BigInt) -> (base: BigInt, power: Int) {
        let budget = Budget()
        for k in stride(from: n.magnitude.bitWidth - 1, through: 2, by: -1) {
            guard let root = try? Rational(n).root(BigInt(k), budget: budget), root.isInteger else { continue }
            return (root.numerator, k)
        }
        return (n, 1)
    }

    /// The named real a constant stands for.
    static func named(_ constant: ExactForm.Constant) -> Real {
        switch constant {
        case .pi: return .pi
        case .e: return .e
        case let .squareRoot(n): return .squareRoot(of: n)
        case let .logarithm(n): return .logarithm(Rational(n))
        }
    }
}

extension Calculation {
    /// The number a form stands for: a rational, c times a named real, or a sum
    /// r + c·x made as c·(r/c + x) and carrying its form, so that later arithmetic sees it.
    func number(_ form: ExactForm) throws(CalculationError) -> Number {
        guard let constant = form.constant else { return .exact(form.rational) }
        let x = Real.named(constant)
        if form.rational.isZero { return .real(form.coefficient, x) }
        let shifted = form.rational / form.coefficient
        let sum = Real(
            .sum(Real(shifted), x), form: ExactForm(shifted, plus: .one, times: constant))
        return try general(sum, coefficient: form.coefficient)
    }

    /// a + b as a form when both have one that sums to a form no larger than the limit.
    func formSum(_ a: Number, _ b: Number) throws(CalculationError) -> Number? {
        guard let x = a.exactForm, let y = b.exactForm, !(x.isRational && y.isRational),
            let sum = ExactForm.sum(x, y), sum.bitWidth <= ExactForm.maxBits
        else { return nil }
        return try number(sum)
    }

    /// a × b as a form, by the same rule.
    func formProduct(_ a: Number, _ b: Number) throws(CalculationError) -> Number? {
        guard let x = a.exactForm, let y = b.exactForm, !x.isRational, !y.isRational,
            let product = ExactForm.product(x, y), product.bitWidth <= ExactForm.maxBits
        else { return nil }
        return try number(product)
    }

    /// 1/a as a form, by the same rule.
    func formReciprocal(_ a: Number) throws(CalculationError) -> Number? {
        guard let x = a.exactForm, !x.isRational, x.constant != nil, !x.rational.isZero,
            let reciprocal = x.reciprocal, reciprocal.bitWidth <= ExactForm.maxBits
        else { return nil }
        return try number(reciprocal)
    }
}
