import BigInt

extension Calculation {
    /// The value given most often; of several given equally often, the smallest (the first of
    /// them in a sorted list, as a statistics calculator's list shows it). Values are counted
    /// as equal only when exact, so an irrational one is refused.
    func mode(_ x: [Number]) throws(CalculationError) -> Number {
        var counts: [Rational: Int] = [:]
        for value in x {
            guard let exact = value.exactValue else {
                throw CalculationError(.domain("mode counts equal values, so it takes exact numbers"))
            }
            counts[exact, default: 0] += 1
        }
        let most = counts.values.max() ?? 0
        return .exact(counts.filter { $0.value == most }.keys.min()!)
    }

    /// The largest number isprime reads: the test's powers grow with the square of its size.
    static let maxPrimeDigits = 400

    /// Whether n is prime: certain below 3.3·10²⁴ (Miller–Rabin with the first 13 primes as
    /// bases, which no composite that small passes); above, a strong probable prime to the
    /// first 20 primes' bases and the strong Lucas test (with base 2, the Baillie–PSW test,
    /// which no known composite passes).
    func isPrime(_ n: BigInt) throws(CalculationError) -> Bool {
        guard n > 1 else { return false }
        let small: [BigInt] = [2, 3, 5, 7, 11, 13, 17, 19, 23, 29, 31, 37, 41, 43, 47, 53, 59, 61, 67, 71]
        for p in small {
            if n == p { return true }
            if n % p == 0 { return false }
        }
        guard n.description.count <= Calculation.maxPrimeDigits else {
            throw CalculationError(
                .domain("isprime tests numbers of up to \(Calculation.maxPrimeDigits) digits without a small factor"))
        }
        let n = BigUInt(n), less = n - 1
        var odd = less, twos = 0
        while !odd[bitAt: 0] {
            odd >>= 1
            twos += 1
        }
        let certain = n < BigUInt("3317044064679887385961981", radix: 10)!
        let bases = certain ? small.prefix(13) : small[...]
        for base in bases {
            var x = try modularPower(BigUInt(base), odd, modulo: n)
            if x == 1 || x == less { continue }
            var passed = false
            for _ in 1..<max(twos, 1) {
                x = x * x % n
                if x == less {
                    passed = true
                    break
                }
                try budget.check()
            }
            if !passed { return false }
        }
        if certain { return true }
        // Composites made to pass Miller–Rabin for every base below 307 exist; a square root
        // would keep the Lucas test's search for its D from ending.
        let root = n.squareRoot()
        return root * root != n ? try isStrongLucasProbablePrime(n) : false
    }

    /// base^exponent mod n, a bit at a time so that a long one can be stopped.
    private func modularPower(_ base: BigUInt, _ exponent: BigUInt, modulo n: BigUInt) throws(CalculationError)
        -> BigUInt
    {
        var result: BigUInt = 1, square = base % n
        for i in 0..<exponent.bitWidth {
            if exponent[bitAt: i] { result = result * square % n }
            square = square * square % n
            if i & 31 == 31 { try budget.check() }
        }
        return result
    }
}
