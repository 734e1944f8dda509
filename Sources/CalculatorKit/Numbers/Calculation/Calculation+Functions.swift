import BigInt

extension Calculation {
    func apply(_ function: Function, _ x: Number) throws(CalculationError) -> Number {
        switch function {
        case .sqrt: return try squareRoot(x)
        case .cbrt: return try cubeRoot(x)
        case .abs: return try absolute(x)
        case .exp: return try exponential(x)
        case .ln: return try logarithm(x)
        case .log: return try logarithm(x, base: 10)
        case .log2: return try logarithm(x, base: 2)
        case .sin, .cos, .tan: return try trigonometric(function, x)
        case .asin, .acos, .atan: return try inverseTrigonometric(function, x)
        case .sinh: return try divide(subtract(exponential(x), exponential(negate(x))), .exact(Rational(2)))
        case .cosh: return try divide(add(exponential(x), exponential(negate(x))), .exact(Rational(2)))
        case .tanh: return try hyperbolicTangent(x)
        case .asinh: return try inverseHyperbolicSine(x)
        case .acosh:
            // ln(x + √(x² − 1)) for x ≥ 1
            if try sign(of: subtract(x, .exact(.one)), "whether the argument is at least 1", near: "1") < 0 {
                throw CalculationError(.domain("acosh is defined only from 1 up"))
            }
            return try logarithm(add(x, squareRoot(subtract(multiply(x, x), .exact(.one)))))
        case .atanh:
            // ln((1 + x)/(1 − x))/2 for |x| < 1
            let one = Number.exact(.one)
            let end = (try? sign(of: x, "")) == -1 ? "-1" : "1"
            if try sign(of: subtract(one, absolute(x)), "whether the argument is between -1 and 1", near: end) <= 0 {
                throw CalculationError(.domain("atanh is defined only between -1 and 1"))
            }
            return try divide(logarithm(divide(add(one, x), subtract(one, x))), .exact(Rational(2)))
        }
    }

    func factorial(_ x: Number) throws(CalculationError) -> Number {
        // x! = Γ(x + 1) for any x but a negative integer: √2! and (0.5!)! too.
        guard case let .exact(n) = x else { return try gamma(real: add(x, .exact(.one))) }
        if !n.isInteger { return try gamma(n + .one) }  // 0.5! = Γ(1.5) = √π/2 (Gamma.swift)
        let product = try n.factorial(budget: budget)
        try budget.allow(bits: Double(product.bitWidth))  // the estimate before the work is Stirling's
        return .exact(product)
    }

    // MARK: Roots

    func squareRoot(_ x: Number) throws(CalculationError) -> Number {
        switch x {
        case let .exact(r):
            return try squareRoot(r)
        case let .real(c, y):
            if c.signum > 0, case let .exponential(s)? = y.symbol, let root = try c.root(2, budget: budget) {
                return try multiply(.exact(root), exponential(s / Rational(2)))
            }
            let real = x.asReal
            let (bound, sign) = try bounds(of: real, "whether the argument of sqrt is negative")
            if sign < 0 { throw CalculationError(.domain("square root of a negative number")) }
            return try general(Real(.root(real, 2, bound: bound)))
        }
    }

    private func cubeRoot(_ x: Number) throws(CalculationError) -> Number {
        if case let .exact(r) = x, let root = try r.root(3, budget: budget) { return .exact(root) }
        // ∛r kept as r^(1/3), and ∛(b^q) as b^(q/3): cubing them gives back the rational.
        if case .exact = x { return try power(x, .exact(Rational(1, 3))) }
        if case let .real(c, y) = x, c == .one, case let .rationalPower(b, q)? = y.symbol {
            return try power(.exact(b), .exact(q / Rational(3)))
        }
        // A bound away from zero lets the root ask its argument for few more bits than it gives.
        let real = x.asReal
        return try general(
            Real(.root(real, 3, bound: try real.lowerBound(limit: limits.comparisonBits, budget)?.bound)))
    }

    func absolute(_ x: Number) throws(CalculationError) -> Number {
        switch x {
        case let .exact(r): return .exact(r.magnitude)
        case let .real(c, y) where y.isKnownPositive: return .real(c.magnitude, y)
        case .real: return .real(.one, Real(.magnitude(x.asReal)))
        }
    }

    // MARK: Exponential and logarithms

    func exponential(_ x: Number) throws(CalculationError) -> Number {
        switch x {
        case let .exact(r):
            return try exponential(r)
        case let .real(c, y):
            if case let .logarithm(n)? = y.symbol {
                return try power(.exact(n), .exact(c))  // e^(c·ln n) = n^c
            }
            return try computedExponential(x)
        }
    }

    /// e^x as a computed real; refused when e^x is beyond the size bound.
    func computedExponential(_ x: Number) throws(CalculationError) -> Number {
        // e^x < 2^bound near x.
        let real = x.asReal  // one node: a second would make x look shared (Real.margin)
        // An x far beyond what e^x could be written with ((96.4)^(3000.333!)) is told from a
        // coarse look at its size, before x is worked out to its units.
        let hugeExponent = UInt(limits.maxBits).bitLength + 1
        if real.sizeBound > hugeExponent, let (bound, sign) = try real.lowerBound(limit: -64, budget),
            bound >= hugeExponent
        {
            if sign > 0 { throw CalculationError(.tooLarge(limitBits: limits.maxBits)) }
            // x < −2^bound, so e^x < 2^(−2^bound·log2 e).
            let below = Double(sign: .plus, exponent: bound, significand: 1) * Logarithms.log2OfE
            return .real(
                .one, Real(.exp(real, bound: Swift.max(-Int(Swift.min(below, 1e18)), Real.farBelowEveryLimit))))
        }
        // A bound above x: from the interval the levels below give, else from a look.
        let bits: Double
        if let range = real.interval(), Swift.abs(range.upperBound) < 1e15, range.upperBound - range.lowerBound < 1 {
            // The interval's end itself: a whole number above it would add up to three bits, and
            // 2^4194303, just inside the bound, would be refused.
            bits = range.upperBound * Logarithms.log2OfE
        } else {
            let upper = try real.approximate(0, budget) + 1
            bits = (upper.exactInt.map { Double($0) } ?? (upper.sign == .minus ? -1e300 : 1e300)) * Logarithms.log2OfE
        }
        try budget.allow(bits: bits)
        return .real(
            .one,
            Real(.exp(real, bound: Swift.max(Int(Swift.max(bits, -1e18).rounded(.up)) + 1, Real.farBelowEveryLimit))))
    }

    func logarithm(_ x: Number) throws(CalculationError) -> Number {
        switch x {
        case let .exact(r):
            return try logarithm(r)
        case let .real(c, y):
            if c.signum > 0 {
                switch y.symbol {
                case let .exponential(s)?:
                    return try add(logarithm(c), .exact(s))  // ln(c·e^s) = ln c + s
                case let .squareRoot(n)?:
                    return try divide(logarithm(c * c * Rational(n)), .exact(Rational(2)))  // ln(c√n) = ln(c²n)/2
                default: break
                }
            }
            let real = x.asReal
            let (bound, sign) = try bounds(of: real, "whether the argument of the logarithm is positive")
            if sign < 0 { throw CalculationError(.domain("logarithm of a negative number is undefined")) }
            return .real(.one, Real(.ln(real, bound: bound)))
        }
    }

    private func logarithm(_ x: Number, base: Int) throws(CalculationError) -> Number {
        if case let .exact(r) = x {
            if r.signum <= 0 { _ = try logarithm(r) }  // the domain error
            if let exact = r.exactLogarithm(base: base) { return .exact(exact) }
        }
        return try divide(logarithm(x), logarithm(Rational(base)))
    }

    // MARK: Hyperbolic functions

    /// (1 − e^(−2x)) / (1 + e^(−2x)) for x ≥ 0: large arguments give tiny exponentials, not huge ones.
    private func hyperbolicTangent(_ x: Number) throws(CalculationError) -> Number {
        try odd(x) { t throws(CalculationError) in
            let e = try exponential(multiply(t, .exact(Rational(-2))))
            return try divide(subtract(.exact(.one), e), add(.exact(.one), e))
        }
    }

    /// ln(x + √(x² + 1)) for x ≥ 0, so that negative x does not cancel.
    private func inverseHyperbolicSine(_ x: Number) throws(CalculationError) -> Number {
        try odd(x) { t throws(CalculationError) in
            try logarithm(add(t, squareRoot(add(multiply(t, t), .exact(.one)))))
        }
    }

    /// f(x) for an odd f given for x ≥ 0: −f(−x) when x is negative. A sign that cannot
    /// be decided means x is within 10^-1233 of 0, where either side serves.
    private func odd(_ x: Number, _ f: (Number) throws(CalculationError) -> Number) throws(CalculationError) -> Number {
        let negative = (try? sign(of: x, "")) == -1
        return negative ? negate(try f(negate(x))) : try f(x)
    }
}
