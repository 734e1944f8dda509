import BigInt

extension Calculation {
    /// sin, cos or tan. Angles that are rational multiples of π (in degrees: every
    /// rational angle) are reduced exactly, and the multiples of 30° and 45° give
    /// exact values: sin 30° = 1/2, cos 45° = √2/2, tan 60° = √3.
    func trigonometric(_ function: Function, _ x: Number) throws(CalculationError) -> Number {
        if let turns = multipleOfPi(x) {
            // t·π with t reduced to [0, 2): sin and cos have period 2π.
            let t = turns.modulo(Rational(2))
            let degrees = t * Rational(180)
            if degrees.isInteger, let d = degrees.intValue, d % 15 == 0, let sine = try exactSine(d) {
                switch function {
                case .sin: return sine
                case .cos: return try exactSine((d + 90) % 360)!
                default:
                    let cosine = try exactSine((d + 90) % 360)!
                    if cosine == .exact(.zero) {
                        throw CalculationError(
                            .domain("tan is undefined at \(quarterTurn) + \(everyHalfTurn)"))
                    }
                    return try divide(sine, cosine)
                }
            }
            return try computed(function, Real(.product(Real(t), Real.pi)))
        }
        // Degrees that are not rational (sin(π°)) become radians exactly: x·π/180.
        let radians =
            try angle.halfTurn.map { half throws(CalculationError) in
                try multiply(x, .real(.one / half, Real.pi))
            } ?? x
        return try computed(function, radians.asReal)
    }

    private func computed(_ function: Function, _ angle: Real) throws(CalculationError) -> Number {
        // An angle so large that reducing it by π needs more bits than any evaluation may use
        // (sin(1e1000000)) is refused here, where the error can name its column.
        if let slack = angle.sizeSlack, angle.sizeBound - slack + 64 > limits.maxPrecisionBits {
            throw CalculationError(.precisionLimit(bits: limits.maxPrecisionBits))
        }
        // Only the nodes used: an unused one would make the angle look shared (Real.margin).
        switch function {
        case .sin: return try general(Real(.sin(angle)))
        case .cos: return try general(Real(.cos(angle)))
        default:
            // The cosine only bounds the slope; it is gone before the tangent is worked out.
            let bound = try bounds(of: Real(.cos(angle)), "whether the tangent is defined (cos = 0)").bound
            return try general(Real(.tan(angle, bound: bound)))
        }
    }

    /// x as t·π when that is exact: in radians for t·π, in degrees for any rational.
    private func multipleOfPi(_ x: Number) -> Rational? {
        if let half = angle.halfTurn {
            guard case let .exact(d) = x else { return nil }
            return d / half
        }
        switch (angle, x) {
        case let (.radians, .exact(r)) where r.isZero: return .zero
        case let (.radians, .real(c, y)) where y.symbol == .pi: return c
        default: return nil
        }
    }

    /// sin d° for d in [0, 360) a multiple of 30 or 45; nil for other angles.
    private func exactSine(_ d: Int) throws(CalculationError) -> Number? {
        let half = Rational(1, 2)
        let firstQuadrant: [Int: Number] = [
            0: .exact(.zero), 30: .exact(half), 45: try squareRoot(half), 60: .real(half, Real.squareRoot(of: 3)),
            90: .exact(.one),
        ]
        // sin(180° − d) = sin d, sin(180° + d) = −sin d
        let reduced = d % 180 <= 90 ? d % 180 : 180 - d % 180
        guard let value = firstQuadrant[reduced] else { return nil }
        return d >= 180 ? negate(value) : value
    }

    /// asin, acos or atan, in the angle unit. The values at ±1/2, ±√2/2, ±√3/2, ±1, √3
    /// are exact multiples of π (exact degrees); others are computed.
    func inverseTrigonometric(_ function: Function, _ x: Number) throws(CalculationError) -> Number {
        let radians: Number
        switch function {
        case .atan:
            if let known = try knownArctangent(x) {
                radians = known
            } else if let outside = try arctangentOfLarge(x) {
                radians = outside
            } else {
                radians = try general(Real(.atan(x.asReal)))
            }
        default:
            let one = Number.exact(.one)
            // |x| ≤ 1, decided exactly for rationals.
            let end = (try? sign(of: x, "")) == -1 ? "-1" : "1"
            if try sign(of: subtract(one, absolute(x)), "whether the argument is between -1 and 1", near: end) < 0 {
                throw CalculationError(.domain("\(function.rawValue) is defined only from -1 to 1"))
            }
            var arcsine: Number
            if let known = try knownArcsine(x) {
                arcsine = known
            } else {
                // asin x = atan(x / √(1 − x²)) for |x| < 1
                arcsine = try general(Real(.atan(divide(x, squareRoot(subtract(one, multiply(x, x)))).asReal)))
            }
            radians =
                function == .asin ? arcsine : try subtract(multiply(Calculation.pi, .exact(Rational(1, 2))), arcsine)
        }
        guard let half = angle.halfTurn else { return radians }
        return try divide(multiply(radians, .exact(half)), Calculation.pi)
    }

    /// A quarter and a half of a turn as this unit writes them, for messages.
    private var quarterTurn: String {
        switch angle {
        case .radians: return "π/2"
        case .degrees: return "90°"
        case .gradians: return "100 grad"
        case .turns: return "1/4 turn"
        }
    }

    private var everyHalfTurn: String {
        switch angle {
        case .radians: return "kπ"
        case .degrees: return "k·180°"
        case .gradians: return "k·200 grad"
        case .turns: return "k·1/2 turn"
        }
    }

    private func knownArcsine(_ x: Number) throws(CalculationError) -> Number? {
        let sixths: Rational?  // the result in units of π/6… as a multiple of π
        switch x {
        case let .exact(r):
            sixths = [Rational.zero: Rational.zero, Rational(1, 2): Rational(1, 6), .one: Rational(1, 2)][r.magnitude]
        case let .real(c, y):
            switch (c.magnitude == Rational(1, 2), y.symbol) {
            case (true, .squareRoot(2)?): sixths = Rational(1, 4)
            case (true, .squareRoot(3)?): sixths = Rational(1, 3)
            default: sixths = nil
            }
        }
        guard let t = sixths else { return nil }
        let value = try multiply(Calculation.pi, .exact(t))
        return try sign(of: x, "") < 0 ? negate(value) : value
    }

    /// atan x = ±π/2 − atan(1/x) for an irrational x far from zero (cosh 89489): 1/x
    /// needs only x's leading bits, where atan x would ask for every integer digit of x.
    private func arctangentOfLarge(_ x: Number) throws(CalculationError) -> Number? {
        guard case let .real(c, y) = x, Double(y.sizeBound) + Double(c.bitWidth) > 64,
            let (bound, sign) = try x.asReal.lowerBound(limit: 0, budget), bound >= 32
        else { return nil }
        let halfPi = try multiply(Calculation.pi, .exact(Rational(sign, 2)))
        return try subtract(halfPi, general(Real(.atan(reciprocal(x).asReal))))
    }

    private func knownArctangent(_ x: Number) throws(CalculationError) -> Number? {
        let t: Rational?
        switch x {
        case let .exact(r):
            t = [Rational.zero: Rational.zero, .one: Rational(1, 4)][r.magnitude]
        case let .real(c, y) where y.symbol == .squareRoot(3):
            t = [Rational.one: Rational(1, 3), Rational(1, 3): Rational(1, 6)][c.magnitude]
        default:
            t = nil
        }
        guard let t else { return nil }
        let value = try multiply(Calculation.pi, .exact(t))
        return try sign(of: x, "") < 0 ? negate(value) : value
    }
}
