import BigInt

extension Calculation {
    /// a^b: exact when the result is rational, by rule on named reals, else e^(b·ln a).
    func power(_ a: Number, _ b: Number) throws(CalculationError) -> Number {
        if a == .exact(.one) { return a }  // 1^x = 1 for every x, π and e^100 included
        switch (a, b) {
        case let (.exact(x), .exact(y)):
            return try rationalPower(x, y)
        case let (.real(c, x), .exact(y)) where y.isInteger:
            return try integerPower(c, x, y.numerator)
        case let (.real(c, x), .exact(y)):
            if c == .one, case let .exponential(s)? = x.symbol {
                return try exponential(s * y)  // (e^s)^y
            }
            if c == .one, case let .rationalPower(base, q)? = x.symbol {
                return try rationalPower(base, q * y)  // (b^q)^y = b^(qy)
            }
            return try realPower(a, b)
        default:
            if case .exact(let x) = a, x.isZero {
                switch try sign(of: b, "the sign of the exponent") {
                case 1: return .exact(.zero)
                default: throw CalculationError(.domain("0 cannot be raised to a negative power"))
                }
            }
            return try realPower(a, b)
        }
    }

    private func rationalPower(_ x: Rational, _ y: Rational) throws(CalculationError) -> Number {
        let wholePower = y.isInteger && !x.isZero && x.magnitude != .one
        // An exact power too large to write (1.0000000001^10000000000) may still have a
        // moderate value: that one is computed approximately. The value itself must be within
        // the size bound; a tiny one (2^(−10^7)) is computed, and shown or refused as too small
        // by its digits, never called too large.
        func approximately() throws(CalculationError) -> Number {
            let bits = y.doubleValue * (x.numerator.magnitude.log2 - x.denominator.magnitude.log2)
            if bits > 0 { try budget.allow(bits: bits) }
            let value = try exponentialOf(.exact(y), timesLogarithmOf: .exact(x.magnitude))
            return x.isNegative && !y.numerator.isEven ? negate(value) : value
        }
        if wholePower {
            let numeratorBits = x.numerator.magnitude.log2, denominatorBits = x.denominator.magnitude.log2
            if y.magnitude.doubleValue * (numeratorBits + denominatorBits) > Double(limits.maxBits) {
                return try approximately()
            }
        }
        let power: Rational?
        do {
            power = try x.power(y, budget: budget)
            // The estimate before the work can be a bit or two short (2^4194303 is one bit
            // over): the result itself is held to the bound, as every sum and product is.
            if let power { try budget.allow(bits: Double(power.bitWidth)) }
        } catch  where wholePower && error.kind == .tooLarge(limitBits: limits.maxBits) {
            return try approximately()  // 1/2^4194303 is then tiny, not too large
        }
        if let exact = power {
            return .exact(exact)
        }
        // y = n/d is not an integer and x^y is irrational.
        let n = y.numerator, d = y.denominator
        if x.isNegative {
            // d is odd here: x.power refuses even roots of negative numbers.
            let value = try rationalPower(x.magnitude, y)
            return n.isEven ? value : negate(value)
        }
        if d == 2, let integer = n.exactInt, integer.magnitude <= 64 {
            // x^(n/2) = √(x^n)
            return try squareRoot(try x.power(Rational(n), budget: budget)!)
        }
        if let named = try namedPower(x, y) { return named }
        return try exponentialOf(.exact(y), timesLogarithmOf: .exact(x))
    }

    /// x^y for a rational x > 0 and y = n/d, d ≥ 3, x^y irrational, kept as x^k · x^(p/d)
    /// with 0 < p < d, so that (∛5)³ is 5 again; nil when the parts would be large.
    func namedPower(_ x: Rational, _ y: Rational) throws(CalculationError) -> Number? {
        let d = y.denominator, n = y.numerator
        guard let dInt = d.exactInt, dInt <= 64, let nInt = n.exactInt else { return nil }
        let whole = nInt >= 0 ? nInt / dInt : -((-nInt + dInt - 1) / dInt)
        let p = nInt - whole * dInt
        let bits = x.numerator.magnitude.log2 + x.denominator.magnitude.log2
        guard Double(p) * bits <= 4096, Double(Swift.abs(whole)) * bits <= Double(limits.maxBits) else { return nil }
        guard let coefficient = try x.power(Rational(whole), budget: budget),
            let radicand = try x.power(Rational(p), budget: budget)
        else { return nil }
        let q = Rational(BigInt(p), d)
        return .real(coefficient, Real.rationalPower(x, q, radicand: radicand))
    }

    /// (c·x)^n for a named or computed real x.
    private func integerPower(_ c: Rational, _ x: Real, _ n: BigInt) throws(CalculationError) -> Number {
        if n.isZero { return .exact(.one) }
        let coefficientBits = c.numerator.magnitude.log2 + c.denominator.magnitude.log2
        guard let k = n.exactInt, Double(k.magnitude) * coefficientBits <= Double(limits.maxBits),
            k.magnitude <= 1 << 32
        else {
            // (π/4)^(10^19): no exact part could be written, but the value may be moderate
            // or tiny; e^(n·ln|a|) says which (and refuses one too large).
            let base = Number.real(c, x)
            let negative = try sign(of: base, "the sign of the base") < 0
            let value = try exponentialOf(.exact(Rational(n)), timesLogarithmOf: negative ? negate(base) : base)
            return negative && !n.isEven ? negate(value) : value
        }
        let cn = try rationalPower(c, Rational(k))
        switch x.symbol {
        case let .squareRoot(m)?:
            // (√m)^k = m^(k/2), times √m when k is odd.
            let whole = try rationalPower(Rational(m), Rational(k >= 0 ? k / 2 : -((-k + 1) / 2)))
            let value = k.isMultiple(of: 2) ? whole : try multiply(whole, .real(.one, x))
            return try multiply(cn, value)
        case let .exponential(s)?:
            return try multiply(cn, exponential(s * Rational(k)))
        case let .rationalPower(base, q)?:
            return try multiply(cn, rationalPower(base, q * Rational(k)))  // (b^q)^k = b^(qk)
        default:
            if k.magnitude <= 64 {
                // Repeated squaring keeps the computed real's tree small.
                var result = Number.exact(.one), square = Number.real(.one, x), e = k.magnitude
                while e > 0 {
                    if e & 1 == 1 { result = try multiply(result, square) }
                    e >>= 1
                    if e > 0 { square = try multiply(square, square) }
                }
                return try multiply(cn, k < 0 ? reciprocal(result) : result)
            }
            let base = Number.real(.one, x)
            let negative = try sign(of: x, "the sign of the base") < 0
            let value = try exponentialOf(.exact(Rational(k)), timesLogarithmOf: negative ? negate(base) : base)
            return try multiply(cn, negative && !k.isMultiple(of: 2) ? negate(value) : value)
        }
    }

    /// a^b for a real exponent: a must be positive.
    private func realPower(_ a: Number, _ b: Number) throws(CalculationError) -> Number {
        if case let .real(c, x) = a, c == .one, case let .exponential(s)? = x.symbol {
            return try apply(.exp, multiply(b, .exact(s)))  // (e^s)^b = e^(sb)
        }
        switch try sign(of: a, "the sign of the base") {
        case 1: return try exponentialOf(b, timesLogarithmOf: a)
        default:
            // A rational exponent n/d with d odd has a real value, as (−8)^(1/3) = −2:
            // (−π)^(1/3) = −π^(1/3), (−π)^(2/3) = π^(2/3).
            if case let .exact(y) = b, !y.denominator.isEven {
                let value = try exponentialOf(b, timesLogarithmOf: negate(a))
                return y.numerator.isEven ? value : negate(value)
            }
            if case .exact = b {
                throw CalculationError(.domain("a negative number to a power with an even denominator is not real"))
            }
            // Named reals and sums on them are irrational; a computed exponent may be rational
            // ((∛2)³ is 2), which no finite look at its digits can tell.
            if case let .real(_, x) = b, x.exactForm != nil || x.symbol != nil {
                throw CalculationError(.domain("a negative number to an irrational power is not real"))
            }
            throw CalculationError(
                .domain("a negative number to this power: whether the exponent is rational cannot be decided"))
        }
    }

    /// e^(y·ln x) for x > 0.
    private func exponentialOf(_ y: Number, timesLogarithmOf x: Number) throws(CalculationError) -> Number {
        try computedExponential(multiply(y, apply(.ln, x)))
    }
}
