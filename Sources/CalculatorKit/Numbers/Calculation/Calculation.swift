import BigInt

/// Arithmetic on `Number`s within one evaluation's budget. Exact operands give
/// exact results; named reals combine by rule; anything else becomes a computed
/// `Real`, checked against the size bound as it is made.
struct Calculation {
    let budget: Budget
    let angle: AngleUnit
    /// The functions' values worked out so far in this evaluation (see `FunctionResults`).
    let results = FunctionResults()

    var limits: CalculationLimits { budget.limits }

    // MARK: The four operations

    func add(_ a: Number, _ b: Number) throws(CalculationError) -> Number {
        switch (a, b) {
        case let (.exact(x), .exact(y)):
            return .exact(try sized(x.adding(y, budget), x, y))
        case let (.real(c, x), .real(d, y)) where Calculation.sameFactor(x, y):
            return Calculation.scaled(c + d, x)
        case (.exact(.zero), _):
            return b
        case (_, .exact(.zero)):
            return a
        default:
            if let sum = try formSum(a, b) { return sum }
            return try general(Real(.sum(a.asReal, b.asReal)))
        }
    }

    func negate(_ a: Number) -> Number {
        switch a {
        case let .exact(x): return .exact(-x)
        case let .real(c, x): return .real(-c, x)
        }
    }

    func subtract(_ a: Number, _ b: Number) throws(CalculationError) -> Number {
        try add(a, negate(b))
    }

    func multiply(_ a: Number, _ b: Number) throws(CalculationError) -> Number {
        switch (a, b) {
        case let (.exact(x), .exact(y)):
            do {
                return .exact(try sized(x.multiplied(by: y, budget), x, y))
            } catch  where error.kind == .tooLarge(limitBits: limits.maxBits) {
                // A fraction too large to hold exactly may have a moderate value: (2^n − 1)/(2^n + 1)
                // is about 1. It is computed instead, and refused only when the value is too large.
                return try general(Real(.product(Real(x), Real(y))))
            }
        case let (.exact(r), .real(c, x)), let (.real(c, x), .exact(r)):
            return Calculation.scaled(try sized(r.multiplied(by: c, budget), r, c), x)
        case let (.real(c, x), .real(d, y)):
            let coefficient = try sized(c.multiplied(by: d, budget), c, d)
            switch (x.symbol, y.symbol) {
            case let (.squareRoot(m)?, .squareRoot(n)?):
                // √m·√n = √(mn), which is m when m = n.
                return try multiply(.exact(coefficient), m == n ? .exact(Rational(m)) : squareRoot(Rational(m * n)))
            case let (.exponential(s)?, .exponential(t)?):
                return try multiply(.exact(coefficient), exponential(s + t))
            case let (.rationalPower(a, s)?, .rationalPower(b, t)?) where a == b:
                return try multiply(.exact(coefficient), power(.exact(a), .exact(s + t)))  // a^s·a^t = a^(s+t)
            default:
                if let product = try formProduct(a, b) { return product }
                return try general(Real(.product(x, y)), coefficient: coefficient)
            }
        }
    }

    func divide(_ a: Number, _ b: Number) throws(CalculationError) -> Number {
        if case let .real(c, x) = a, case let .real(d, y) = b, Calculation.sameFactor(x, y) {
            // x/x = 1 once x is known not to be zero (named reals are positive).
            if x.symbol == nil { _ = try sign(of: y, "whether the divisor is zero") }
            return .exact(try sized(c.divided(by: d, budget), c, d))
        }
        return try multiply(a, reciprocal(b))
    }

    func reciprocal(_ a: Number) throws(CalculationError) -> Number {
        switch a {
        case let .exact(x):
            if x.isZero { throw CalculationError(.divisionByZero) }
            return .exact(x.reciprocal)
        case let .real(c, x):
            switch x.symbol {
            case let .squareRoot(n)?:
                return .real((c * Rational(n)).reciprocal, x)  // 1/(c√n) = √n/(cn)
            case let .exponential(s)?:
                return try multiply(.exact(c.reciprocal), exponential(-s))
            case let .rationalPower(b, q)?:
                return try multiply(.exact(c.reciprocal), power(.exact(b), .exact(-q)))  // 1/b^q = b^(−q)
            default:
                if let reciprocal = try formReciprocal(a) { return reciprocal }
                // 1/e^y = e^(−y): a tiny one keeps the form whose digits can be found (1/2^4194303).
                if case let .exp(y, _) = x.node {
                    return try multiply(.exact(c.reciprocal), computedExponential(.real(-.one, y)))
                }
                let bound = try bounds(of: x, "whether the divisor is zero").bound
                return .real(c.reciprocal, Real(.reciprocal(x, bound: bound)))
            }
        }
    }

    func modulo(_ a: Number, _ b: Number) throws(CalculationError) -> Number {
        if case let .exact(x) = a, case let .exact(y) = b {
            if y.isZero { throw CalculationError(.divisionByZero) }
            return .exact(x.modulo(y))
        }
        // a − b·floor(a/b): the sign of the divisor, as for rationals.
        let quotient = try divide(a, b)
        return try subtract(a, multiply(b, .exact(Rational(try floor(quotient)))))
    }

    // MARK: Helpers

    /// Two reals that arithmetic may treat as the same factor.
    static func sameFactor(_ x: Real, _ y: Real) -> Bool {
        x === y || (x.symbol != nil && x.symbol == y.symbol)
    }

    /// c·x, which is exact zero when c is.
    static func scaled(_ c: Rational, _ x: Real) -> Number {
        c.isZero ? .exact(.zero) : .real(c, x)
    }

    /// A rational result of an operation on two rationals, within the size bound.
    /// The clock is read only for big operands: machine-word arithmetic cannot take long.
    func sized(
        _ result: @autoclosure () throws(CalculationError) -> Rational, _ x: Rational, _ y: Rational
    ) throws(CalculationError) -> Rational {
        if x.isBig || y.isBig { try budget.check() }
        let value = try result()
        try budget.allow(bits: Double(value.bitWidth))
        return value
    }

    /// A computed real (times a coefficient), refused when its size is beyond the bound.
    func general(_ x: Real, coefficient: Rational = .one) throws(CalculationError) -> Number {
        // The structural bound is free; only a value that may be too large is approximated.
        if Double(x.sizeBound) + Double(coefficient.bitWidth) > Double(limits.maxBits) {
            try budget.allow(bits: Double(try x.upperBound(budget)) + Double(coefficient.bitWidth))
        }
        return .real(coefficient, x)
    }

    /// The result of one operation, refused when its approximation would recurse too deep.
    func checked(_ result: Number) throws(CalculationError) -> Number {
        if case let .real(_, x) = result, x.depth > limits.maxRealDepth {
            throw CalculationError(.tooManyIrrationalOperations(limits.maxRealDepth))
        }
        return result
    }

    /// |x| > 2^bound and the sign of x, or an error naming what could not be decided.
    func bounds(of x: Real, _ what: String) throws(CalculationError) -> (bound: Int, sign: Int) {
        guard let bounds = try x.lowerBound(limit: limits.comparisonBits, budget) else {
            throw CalculationError(.undecidable(what, bits: limits.comparisonBits))
        }
        return bounds
    }

    /// The sign (−1 or 1) of a real that is not zero, or an error naming what could not be decided.
    func sign(of x: Real, _ what: String) throws(CalculationError) -> Int {
        x.isKnownPositive ? 1 : try bounds(of: x, what).sign
    }

    /// The sign of a number: −1, 0 or 1.
    func sign(of a: Number, _ what: String) throws(CalculationError) -> Int {
        switch a {
        case let .exact(x): return x.signum
        case let .real(c, x): return c.signum * (try sign(of: x, what))
        }
    }

    /// The sign of a − point for a domain's end `point`; when undecided, the error
    /// names that end (asin(tanh(−9115)) is within a hair of −1, not of zero).
    func sign(of a: Number, _ what: String, near point: String) throws(CalculationError) -> Int {
        do throws(CalculationError) {
            return try sign(of: a, what)
        } catch {
            guard case let .undecidable(what, bits, _) = error.kind else { throw error }
            throw CalculationError(.undecidable(what, bits: bits, near: point))
        }
    }

    /// floor(a), deciding which side of an integer an irrational value lies on.
    func floor(_ a: Number) throws(CalculationError) -> BigInt {
        if case let .exact(x) = a { return x.floor }
        let x = a.asReal
        var p = 8
        while true {
            let approximation = try x.approximate(p, budget)
            // x lies strictly between (a−1)/2^p and (a+1)/2^p.
            let low = Rational(approximation - 1, BigInt(1) << p).floor
            let high = Rational(approximation + 1, BigInt(1) << p).floor
            if low == high { return low }
            if p >= limits.comparisonBits {
                throw CalculationError(
                    .undecidable("which whole numbers the value lies between", bits: limits.comparisonBits))
            }
            p = Swift.min(p * 4, limits.comparisonBits)
        }
    }
}
