import BigInt
import Foundation

extension Calculation {
    /// A function of several arguments, or one of the functions beyond the keypad's.
    /// Rational arguments give exact results wherever the value is rational.
    func apply(_ function: BuiltinFunction, _ x: [Number]) throws(CalculationError) -> Number {
        let name = function == .logBase ? "log" : function.rawValue
        switch function {
        case .gcd, .lcm:
            var numbers: [BigInt] = []
            for n in x { numbers.append(try whole(n, name)) }
            return .exact(Rational(try greatestOrLeast(function == .gcd, numbers)))
        case .ncr, .npr:
            return .exact(Rational(try choose(whole(x[0], name), whole(x[1], name), ordered: function == .npr)))
        case .floor: return .exact(Rational(try floor(x[0])))
        case .ceil: return .exact(Rational(-(try floor(negate(x[0])))))
        case .trunc: return .exact(Rational(try truncated(x[0])))
        case .frac: return try subtract(x[0], .exact(Rational(try truncated(x[0]))))
        case .round: return try rounded(x[0], places: x.count > 1 ? whole(x[1], "round's places") : 0)
        case .sgn: return .exact(Rational(try sign(of: x[0], "the sign of the value")))
        case .cot:
            // cos/sin, not 1/tan: cot(90°) = 0 where tan is undefined.
            let sine = try apply(.sin, x[0])
            guard sine != .exact(.zero) else { throw CalculationError(.domain("cot is undefined where tan is 0")) }
            return try divide(apply(.cos, x[0]), sine)
        case .sec, .csc:
            let divisor: Function = function == .sec ? .cos : .sin
            let value = try apply(divisor, x[0])
            guard value != .exact(.zero) else {
                throw CalculationError(.domain("\(name) is undefined where \(divisor.rawValue) is 0"))
            }
            return try reciprocal(value)
        case .sech: return try reciprocal(apply(.cosh, x[0]))
        case .csch, .coth:
            guard x[0] != .exact(.zero) else { throw CalculationError(.domain("\(name) is undefined at 0")) }
            return try reciprocal(apply(function == .csch ? .sinh : .tanh, x[0]))
        case .asec, .acsc, .asech, .acsch, .acoth:
            guard x[0] != .exact(.zero) else { throw CalculationError(.domain("\(name) is undefined at 0")) }
            let inverse: [BuiltinFunction: Function] = [
                .asec: .acos, .acsc: .asin, .asech: .acosh, .acsch: .asinh, .acoth: .atanh,
            ]
            return try apply(inverse[function]!, reciprocal(x[0]))
        case .acot:
            // atan(1/x), as mpmath and most tables have it; at 0 the limit from above, 90°.
            if x[0] == .exact(.zero) { return try apply(.acos, x[0]) }
            return try apply(.atan, reciprocal(x[0]))
        case .min, .max:
            var best = x[0]
            for value in x.dropFirst() where try compare(value, best) == (function == .min ? -1 : 1) { best = value }
            return best
        case .sum: return try sum(x)
        case .mean: return try divide(sum(x), .exact(Rational(x.count)))
        case .medianLow: return try self.sorted(x)[(x.count - 1) / 2]
        case .medianHigh: return try self.sorted(x)[x.count / 2]
        case .median:
            let sorted = try self.sorted(x)
            let middle = sorted.count / 2
            if sorted.count % 2 == 1 { return sorted[middle] }
            return try divide(add(sorted[middle - 1], sorted[middle]), .exact(Rational(2)))
        case .variance, .stdev, .pvariance, .pstdev:
            let mean = try divide(sum(x), .exact(Rational(x.count)))
            var squares = Number.exact(.zero)
            for value in x {
                let difference = try subtract(value, mean)
                squares = try add(squares, multiply(difference, difference))
            }
            let sample = function == .variance || function == .stdev
            let variance = try divide(squares, .exact(Rational(sample ? x.count - 1 : x.count)))
            return function == .variance || function == .pvariance ? variance : try squareRoot(variance)
        case .mod: return try modulo(x[0], x[1])
        case .atan2: return try arctangent(x[0], x[1])
        case .hypot:
            var squares = Number.exact(.zero)
            for value in x { squares = try add(squares, multiply(value, value)) }
            return try squareRoot(squares)
        case .logBase: return try logarithm(x[0], base: x[1])
        case .root:
            guard x[1] != .exact(.zero) else { throw CalculationError(.domain("root(x, 0) is undefined")) }
            return try power(x[0], reciprocal(x[1]))
        case .exp2: return try power(.exact(Rational(2)), x[0])
        case .gamma:
            if case let .exact(r) = x[0], r.isInteger, r <= .zero {
                throw CalculationError(.domain("gamma is undefined at 0, −1, −2, …"))
            }
            return try factorial(subtract(x[0], .exact(.one)))
        case .lgamma:
            if case let .exact(r) = x[0], r.isInteger, r <= .zero {
                throw CalculationError(.domain("lgamma is undefined at 0, −1, −2, …"))
            }
            if let value = try logGammaBySeries(x[0]) { return value }
            // Below, ln|Γ(x)| from Γ(x) itself, so only where Γ(x) can be held.
            do throws(CalculationError) {
                return try logarithm(absolute(factorial(subtract(x[0], .exact(.one)))))
            } catch {
                guard case let .tooLarge(bits) = error.kind else { throw error }
                let digits = CalculationError.decimalDigits(ofBits: bits)
                throw CalculationError(
                    .domain("lgamma is worked out from Γ(x), which has more than \(digits) digits here"))
            }
        case .erf, .erfc: return try errorFunction(x[0], complement: function == .erfc)
        case .lambertW: return try lambertW(x[0])
        case .zeta: return try zeta(x[0])
        case .beta: return try beta(x[0], x[1])
        case .doubleFactorial:
            // n!! = 2^k·k! for n = 2k; (2k)!/(2^k·k!) for n = 2k − 1.
            let n = try whole(x[0], "the double factorial")
            guard n >= -1 else {
                throw CalculationError(.domain("the double factorial is defined for whole numbers from −1 up"))
            }
            let k = Number.exact(Rational((n + 1) / 2))
            let powerOfTwo = try power(.exact(Rational(2)), k)
            if n % 2 == 0 { return try multiply(powerOfTwo, factorial(k)) }
            return try divide(factorial(.exact(Rational(n + 1))), multiply(powerOfTwo, factorial(k)))
        case .mode: return try mode(x)
        case .isPrime: return .exact(try isPrime(whole(x[0], name)) ? .one : .zero)
        case .exponentOfTen: return .exact(Rational(try exponentOfTen(x[0])))
        case .mantissa:
            // x / 10^xpon(x), which keeps x's sign; x is worked out once.
            let exponent = try exponentOfTen(x[0])
            return try divide(x[0], power(.exact(Rational(10)), .exact(Rational(exponent))))
        case .degrees: return try divide(multiply(x[0], .exact(Rational(180))), Calculation.pi)
        case .radians: return try multiply(x[0], divide(Calculation.pi, .exact(Rational(180))))
        case .rand, .randint:
            // Drawn by the evaluator, which holds the random numbers.
            throw CalculationError(.domain("\(name) needs a source of random numbers"))
        case .bitAnd, .bitOr, .bitXor, .bitNot, .nand, .nor, .shiftLeft, .shiftRight, .rotateLeft, .rotateRight,
            .popcount, .bit:
            var integers: [BigInt] = []
            for n in x { integers.append(try whole(n, name)) }
            return .exact(Rational(try Bits(limits: limits, word: nil).apply(function, integers)))
        }
    }

    /// A whole number, or a domain error naming the function that needs one.
    private func whole(_ x: Number, _ name: String) throws(CalculationError) -> BigInt {
        guard case let .exact(r) = x, r.isInteger else {
            throw CalculationError(.domain("\(name) takes whole numbers"))
        }
        return r.numerator
    }

    private func greatestOrLeast(_ greatest: Bool, _ numbers: [BigInt]) throws(CalculationError) -> BigInt {
        var result = BigInt(greatest ? 0 : 1)
        for n in numbers {
            let divisor = BigInt(try result.magnitude.greatestCommonDivisorLehmer(with: n.magnitude, budget))
            if greatest {
                result = divisor
            } else {
                if n.isZero { return 0 }
                try budget.allow(bits: Double(result.bitWidth + n.bitWidth))
                result = result / divisor * BigInt(n.magnitude)
            }
        }
        return result
    }

    /// n!/(k!(n−k)!), or n!/(n−k)! when `ordered`; 0 when k > n.
    private func choose(_ n: BigInt, _ k: BigInt, ordered: Bool) throws(CalculationError) -> BigInt {
        let name = ordered ? "npr" : "ncr"
        guard n.signum() >= 0, k.signum() >= 0 else {
            throw CalculationError(.domain("\(name) takes whole numbers n, k ≥ 0"))
        }
        if k > n { return 0 }
        let steps = ordered ? k : Swift.min(k, n - k)
        // log2 of the result, before the work: lgamma keeps it within a bit or two.
        let nd = Double(n), kd = Double(steps)
        let top: Double = lgamma(nd + 1) - lgamma(nd - kd + 1)
        let bottom: Double = ordered ? 0 : lgamma(kd + 1)
        // For a huge n the difference of lgammas cancels; k·log2 n bounds it from above.
        let bits = nd > 1e12 ? kd * Foundation.log2(nd) : (top - bottom) / M_LN2
        try budget.allow(bits: bits)
        guard let count = Int(exactly: steps) else { throw CalculationError(.tooLarge(limitBits: limits.maxBits)) }
        var result = BigInt(1)
        for i in 0..<count {
            if i & 63 == 63 { try budget.check() }
            result *= n - BigInt(i)
            if !ordered { result /= BigInt(i + 1) }
        }
        return result
    }

    /// The whole part toward zero.
    private func truncated(_ x: Number) throws(CalculationError) -> BigInt {
        let below = try floor(x)
        return below.signum() >= 0 ? below : -(try floor(negate(x)))
    }

    /// x to `places` decimal places, halves away from zero.
    private func rounded(_ x: Number, places: BigInt) throws(CalculationError) -> Number {
        guard let k = Int(exactly: places), Swift.abs(k) <= 100_000 else {
            throw CalculationError(.domain("round takes at most 100000 places"))
        }
        let scale = try power(.exact(Rational(10)), .exact(Rational(k)))
        let scaled = try multiply(x, scale)
        let half = Number.exact(Rational(1, 2))
        let whole: BigInt
        if case let .exact(r) = scaled, r.isNegative {
            whole = -(try floor(add(negate(scaled), half)))
        } else if case .exact = scaled {
            whole = try floor(add(scaled, half))
        } else {
            // Irrational: no halves to break, and floor(x + 1/2) is decided as any floor.
            whole = try floor(add(scaled, half))
        }
        return try divide(.exact(Rational(whole)), scale)
    }

    /// −1, 0 or 1 as a is below, equal to or above b.
    private func compare(_ a: Number, _ b: Number) throws(CalculationError) -> Int {
        if a == b { return 0 }
        return try sign(of: subtract(a, b), "which value is larger")
    }

    private func sum(_ x: [Number]) throws(CalculationError) -> Number {
        var total = Number.exact(.zero)
        for value in x { total = try add(total, value) }
        return total
    }

    private func sorted(_ x: [Number]) throws(CalculationError) -> [Number] {
        var sorted: [Number] = []
        for value in x {
            var index = sorted.count
            while index > 0, try compare(sorted[index - 1], value) > 0 { index -= 1 }
            sorted.insert(value, at: index)
        }
        return sorted
    }

    /// The angle of (x, y) in (−π, π], in the angle unit.
    private func arctangent(_ y: Number, _ x: Number) throws(CalculationError) -> Number {
        let radians = Calculation(budget: budget, angle: .radians)
        let xSign = try sign(of: x, "the sign of x"), ySign = try sign(of: y, "the sign of y")
        let angle: Number
        if xSign == 0 {
            angle = ySign == 0 ? .exact(.zero) : try multiply(Calculation.pi, .exact(Rational(ySign, 2)))
        } else {
            let atan = try radians.apply(.atan, divide(y, x))
            if xSign > 0 {
                angle = atan
            } else {
                angle = try add(atan, ySign < 0 ? negate(Calculation.pi) : Calculation.pi)
            }
        }
        guard let half = self.angle.halfTurn else { return angle }
        return try divide(multiply(angle, .exact(half)), Calculation.pi)
    }

    /// log of x in base b: exact when x is a rational power of a whole base.
    private func logarithm(_ x: Number, base b: Number) throws(CalculationError) -> Number {
        if case let .exact(r) = b {
            guard r.signum > 0, r != .one else {
                throw CalculationError(.domain("a logarithm's base must be positive and not 1"))
            }
            if case let .exact(value) = x, value.signum > 0, r.isInteger, let base = r.intValue, base >= 2,
                let exact = value.exactLogarithm(base: base)
            {
                return .exact(exact)
            }
        }
        return try divide(logarithm(x), logarithm(b))
    }
}
