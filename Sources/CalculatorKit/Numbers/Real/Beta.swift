import BigInt
import Foundation

/// Euler's beta function B(a, b) = Γ(a)·Γ(b)/Γ(a + b).
extension Calculation {
    func beta(_ a: Number, _ b: Number) throws(CalculationError) -> Number {
        for x in [a, b] {
            if case let .exact(r) = x, r.isInteger, r <= .zero {
                throw CalculationError(.domain("beta is undefined where a or b is 0, −1, −2, …"))
            }
        }
        let sum = try add(a, b)
        // 1/Γ(a + b) is 0 where Γ(a + b) has a pole, and Γ(a), Γ(b) are finite there.
        if case let .exact(r) = sum, r.isInteger, r <= .zero { return .exact(.zero) }
        do {
            if case let .exact(x) = a, case let .exact(y) = b, let value = try halvesBeta(x, y) { return value }
            let gamma = { (x: Number) throws(CalculationError) -> Number in
                try self.factorial(self.subtract(x, .exact(.one)))
            }
            return try divide(multiply(gamma(a), gamma(b)), gamma(sum))
        } catch  where error.kind == .tooLarge(limitBits: limits.maxBits) {
            // Γ too large to hold, though B may be moderate: e^(ln Γ(a) + ln Γ(b) − ln Γ(a + b)) for
            // positive a and b, the large logarithms by Stirling's series.
            guard try sign(of: a, "the sign of a") > 0, try sign(of: b, "the sign of b") > 0 else { throw error }
            let logarithm = { (x: Number) throws(CalculationError) -> Number in
                try self.apply(.lgamma, [x])
            }
            return try exponential(subtract(add(logarithm(a), logarithm(b)), logarithm(sum)))
        }
    }

    /// B(a, b) exactly where a and b are whole numbers or halves (Γ(n + 1/2) is a rational times √π):
    /// a rational, or a rational times π. Nil for other a and b.
    private func halvesBeta(_ a: Rational, _ b: Rational) throws(CalculationError) -> Number? {
        guard let (ca, ea) = try gammaOfHalves(a), let (cb, eb) = try gammaOfHalves(b),
            let (cs, es) = try gammaOfHalves(a + b)
        else { return nil }
        let coefficient = Number.exact(try ca.multiplied(by: cb, budget) / cs)
        return ea + eb - es == 2 ? try multiply(coefficient, Calculation.pi) : coefficient
    }

    /// Γ(x) = c·√π^e for x a positive whole number (e = 0) or any half n + 1/2 (e = 1), or nil:
    /// Γ(n + 1/2) = √π·(1/2)(3/2)⋯(n − 1/2), and Γ(1/2 − m) = √π/((−1/2)(−3/2)⋯(1/2 − m)).
    private func gammaOfHalves(_ x: Rational) throws(CalculationError) -> (Rational, Int)? {
        if x.isInteger {
            guard x.signum > 0, case let .exact(c) = try factorial(.exact(x - .one)) else { return nil }
            return (c, 0)
        }
        guard x.denominator == 2 else { return nil }
        let n = x.floor  // x = n + 1/2
        guard let count = Int(exactly: n.magnitude), count < 1 << 24 else {
            throw CalculationError(.tooLarge(limitBits: limits.maxBits))
        }
        // The odd numbers up to 2·count, over 2^count.
        try budget.allow(bits: Double(count) * (log2(2 * Double(count) + 1) - 1) + 1)
        var product = BigInt(1)
        for i in 0..<count {
            if i & 255 == 255 { try budget.check() }
            product *= BigInt(2 * i + 1)
        }
        let power = BigInt(1) << count
        if n.signum() >= 0 { return (Rational(product, power), 1) }
        return (Rational(count % 2 == 0 ? power : -power, product), 1)
    }
}
