import BigInt

/// The named reals as numbers, normalised so that equal values get equal names.
extension Calculation {
    static var pi: Number { .real(.one, Real.pi) }

    /// √x for a rational x ≥ 0: exact when x is a square, else (s/d)·√t with
    /// x = s²t/d² and t free of small square factors, so √8 and 2√2 are one factor.
    func squareRoot(_ x: Rational) throws(CalculationError) -> Number {
        if x.isNegative { throw CalculationError(.domain("square root of a negative number")) }
        if let root = try x.root(2, budget: budget) { return .exact(root) }
        // n = a²t, d = b²u: √(n/d) = (a/(bu))·√(tu) = (ag/(bu))·√((t/g)(u/g)) with g = gcd(t, u).
        // Numerator and denominator are split apart, not their product: a huge square
        // denominator (71^104388 in asinh(71^-52194)) is then found whole by one square root.
        let (a, t) = try Calculation.splitSquare(x.numerator, budget)
        let (b, u) = try Calculation.splitSquare(x.denominator, budget)
        let g = BigInt(try t.magnitude.greatestCommonDivisorLehmer(with: u.magnitude, budget))
        return .real(Rational(a * g, b * u), Real.squareRoot(of: (t / g) * (u / g)))
    }

    /// n = s²·t, taking out the squares of primes below 1000. A prime's power is taken out
    /// by repeated squares (p², p⁴, p⁸, …) up to a few thousand bits, then by that largest
    /// power again and again: 10^60000 takes a few dozen divisions, not 60,000, and no single
    /// division is by a huge number (one of a million-bit number by half of itself takes
    /// seconds and cannot stop for the time limit).
    static func splitSquare(_ n: BigInt, _ budget: Budget) throws(CalculationError) -> (square: BigInt, rest: BigInt) {
        if let root = try wholeSquareRoot(n, budget) { return (root, 1) }
        var rest = n, square = BigInt(1)
        let twos = rest.isZero ? 0 : rest.trailingZeroBitCount / 2
        rest >>= 2 * twos
        square <<= twos
        for p in smallPrimes.dropFirst() {
            let p2 = BigInt(p * p)
            if p2 > rest { break }
            try budget.check()
            if !(rest % p2).isZero { continue }
            // powers[i] = p^(2^(i+1)), while it still divides rest and stays small
            var powers: [BigInt] = []
            var power = p2
            while rest % power == 0 {
                powers.append(power)
                if power.bitWidth > largestTrialBits || power.bitWidth * 2 > rest.bitWidth + 1 { break }
                power *= power
            }
            if let top = powers.last {
                let topRoot = BigInt(p).power(1 << (powers.count - 1))
                while rest % top == 0 {
                    try budget.check()
                    rest /= top
                    square *= topRoot
                }
            }
            for (i, power) in powers.enumerated().reversed() where rest % power == 0 {
                rest /= power
                square *= BigInt(p).power(1 << i)
            }
        }
        if let root = try wholeSquareRoot(rest, budget) { return (square * root, 1) }
        return (square, rest)
    }

    /// √n when n is a square.
    private static func wholeSquareRoot(_ n: BigInt, _ budget: Budget) throws(CalculationError) -> BigInt? {
        guard n.signum() >= 0, n.magnitude.mayBeSquare else { return nil }
        let root = BigInt(try n.magnitude.squareRootByHalves(budget))
        return root * root == n ? root : nil
    }

    /// The largest prime power a trial division uses, in bits.
    private static let largestTrialBits = 4096

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
