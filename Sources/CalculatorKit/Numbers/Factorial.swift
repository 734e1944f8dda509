import BigInt
import Foundation

extension Rational {
    /// n! for a non-negative integer n, refused before any work when too large.
    func factorial(budget: Budget) throws(CalculationError) -> Rational {
        guard isInteger, !isNegative else {
            throw CalculationError(.domain("factorial needs a non-negative integer"))
        }
        guard let n = intValue else { throw CalculationError(.tooLarge(limitBits: budget.limits.maxBits)) }
        try budget.allow(bits: Rational.factorialBits(n))
        return Rational(BigInt(try Rational.product(2, n, budget: budget)))
    }

    /// log2(n!) by Stirling's formula; accurate to well under a bit for the sizes that matter.
    static func factorialBits(_ n: Int) -> Double {
        if n < 2 { return 1 }
        let x = Double(n)
        return (x * log(x) - x + 0.5 * log(2 * Double.pi * x)) / log(2.0)
    }

    /// lo · (lo+1) ⋯ hi by halving the range, so that the big multiplications are balanced.
    private static func product(_ lo: Int, _ hi: Int, budget: Budget) throws(CalculationError) -> BigUInt {
        if lo > hi { return 1 }
        if hi - lo < 16 {
            var p = BigUInt(1)
            for k in lo...hi { p.multiply(byWord: UInt(k)) }
            return p
        }
        try budget.check()
        let mid = lo + (hi - lo) / 2
        return try product(lo, mid, budget: budget).multiplied(by: product(mid + 1, hi, budget: budget), budget)
    }
}
