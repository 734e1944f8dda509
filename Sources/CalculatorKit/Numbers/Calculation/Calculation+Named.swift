import BigInt

/// The named reals as numbers, normalised so that equal values get equal names.
extension Calculation {
    static var pi: Number { .real(.one, Real.pi) }

    /// √x for a rational x ≥ 0: exact when x is a square, else (s/d)·√t with
    /// x = s²t/d² and t free of small square factors, so √8 and 2√2 are one factor.
    func squareRoot(_ x: Rational) throws(CalculationError) -> Number {
        if x.isNegative { throw CalculationError(.domain("square root of a negative number")) }
        if let root = try x.root(2, budget: budget) { return .exact(root) }
        // √(n/d) = √(nd)/d
        let (square, rest) = Calculation.splitSquare(x.numerator * x.denominator)
        return .real(Rational(square, x.denominator), Real.squareRoot(of: rest))
    }

    /// n = s²·t, taking out the squares of primes below 1000.
    static func splitSquare(_ n: BigInt) -> (square: BigInt, rest: BigInt) {
        var rest = n, square = BigInt(1)
        for p in smallPrimes {
            let p2 = BigInt(p * p)
            if p2 > rest { break }
            while rest % p2 == 0 {
                rest /= p2
                square *= BigInt(p)
            }
        }
        let root = rest.squareRoot()
        if root * root == rest { return (square * root, 1) }
        return (square, rest)
    }

    private static let smallPrimes: [Int] = {
        var sieve = [Bool](repeating: true, count: 1000), primes: [Int] = []
        for i in 2..<1000 where sieve[i] {
            primes.append(i)
            for j in stride(from: i * i, to: 1000, by: i) { sieve[j] = false }
        }
        return primes
    }()

    /// e^r for a rational r.
    func exponential(_ r: Rational) throws(CalculationError) -> Number {
        if r.isZero { return .exact(.one) }
        try budget.allow(bits: r.doubleValue * Logarithms.log2OfE)
        return .real(.one, Real.exponential(r))
    }

    /// ln r for a rational r > 0, kept as ±ln of a rational above 1.
    func logarithm(_ r: Rational) throws(CalculationError) -> Number {
        if r.signum <= 0 {
            throw CalculationError(.domain("logarithm of \(r.isZero ? "zero" : "a negative number") is undefined"))
        }
        if r == .one { return .exact(.zero) }
        return r > .one ? .real(.one, Real.logarithm(r)) : .real(Rational(-1), Real.logarithm(r.reciprocal))
    }
}
