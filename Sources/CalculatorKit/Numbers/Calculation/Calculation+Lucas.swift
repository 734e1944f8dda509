import BigInt

extension Calculation {
    /// The strong Lucas test with Selfridge's parameters: the half of the Baillie–PSW test
    /// that Miller–Rabin with base 2 lacks. No composite is known to pass both, while
    /// composites built to pass Miller–Rabin for many fixed bases exist. `n` is odd, above
    /// the small primes, and not a square (a square has no D of Jacobi symbol −1).
    func isStrongLucasProbablePrime(_ n: BigUInt) throws(CalculationError) -> Bool {
        let modulus = BigInt(n)
        // D = 5, −7, 9, −11, …, the first with (D/n) = −1; P = 1, Q = (1 − D)/4.
        var d: BigInt = 5
        while true {
            let symbol = Self.jacobi(d, n)
            if symbol == -1 { break }
            if symbol == 0 && d.magnitude != n { return false }  // a factor of n
            d = d > 0 ? -(d + 2) : -d + 2
            try budget.check()
        }
        let q = (1 - d) / 4
        func reduced(_ x: BigInt) -> BigInt {
            let r = x % modulus
            return r < 0 ? r + modulus : r
        }
        func halved(_ x: BigInt) -> BigInt { reduced(x.magnitude[bitAt: 0] ? (x + modulus) / 2 : x / 2) }
        // n + 1 = k·2^s with k odd.
        var k = n + 1, s = 0
        while !k[bitAt: 0] {
            k >>= 1
            s += 1
        }
        // U_k, V_k and Q^k, from the leading bit of k down: doubling, then a step for a set bit.
        var u: BigInt = 1, v: BigInt = 1, qk = reduced(q)
        let dModulus = reduced(d), qModulus = reduced(q)
        for bit in stride(from: k.bitWidth - 2, through: 0, by: -1) {
            u = reduced(u * v)
            v = reduced(v * v - 2 * qk)
            qk = reduced(qk * qk)
            if k[bitAt: bit] {
                (u, v) = (halved(u + v), halved(dModulus * u + v))
                qk = reduced(qk * qModulus)
            }
            try budget.check()
        }
        if u == 0 || v == 0 { return true }
        for _ in 1..<max(s, 1) {
            v = reduced(v * v - 2 * qk)
            qk = reduced(qk * qk)
            if v == 0 { return true }
            try budget.check()
        }
        return false
    }

    /// The Jacobi symbol (a/n) for odd n > 0: 1, −1, or 0 when they share a factor.
    static func jacobi(_ a: BigInt, _ n: BigUInt) -> Int {
        var a = BigInt(a) % BigInt(n)
        if a < 0 { a += BigInt(n) }
        var top = a.magnitude, bottom = n, result = 1
        while top != 0 {
            while !top[bitAt: 0] {
                top >>= 1
                let r = bottom % 8
                if r == 3 || r == 5 { result = -result }
            }
            swap(&top, &bottom)
            if top % 4 == 3 && bottom % 4 == 3 { result = -result }
            top %= bottom
        }
        return bottom == 1 ? result : 0
    }
}
