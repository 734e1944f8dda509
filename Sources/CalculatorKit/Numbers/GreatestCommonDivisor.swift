import BigInt

extension Rational {
    /// Binary gcd on machine words: the hot path of keypad arithmetic.
    static func gcd(_ a: UInt, _ b: UInt) -> UInt {
        if a == 0 { return b }
        if b == 0 { return a }
        let shift = (a | b).trailingZeroBitCount
        var x = a >> a.trailingZeroBitCount
        var y = b
        repeat {
            y >>= y.trailingZeroBitCount
            if x > y { swap(&x, &y) }
            y -= x
        } while y != 0
        return x << shift
    }
}

extension BigUInt {
    /// Greatest common divisor by Lehmer's method.
    ///
    /// BigInt's own gcd is Stein's binary algorithm, which shifts the whole number
    /// once per bit: minutes for numbers like 10000!. Lehmer runs the Euclidean steps
    /// on the leading 62 bits and applies them to the full numbers in one go.
    func greatestCommonDivisorLehmer(with other: BigUInt) -> BigUInt {
        var a = self, b = other
        if a < b { swap(&a, &b) }
        if a.words.count <= 1 {  // both in a word: no long division to start with
            return BigUInt(machineWord: Rational.gcd(a.words.first ?? 0, b.words.first ?? 0))
        }
        while b.words.count > 1 {
            let shift = Swift.max(a.bitWidth - 62, 0)
            // b has no bits among a's leading 62 when a is far larger: a plain step.
            guard b.bitWidth > shift else {
                (a, b) = (b, a % b)
                continue
            }
            var x = Int(truncatingIfNeeded: (a >> shift).words[0])
            var y = Int(truncatingIfNeeded: (b >> shift).words[0])
            // Cosequence of the single-precision Euclid, kept while both bounds agree
            // on the quotient (Knuth, Algorithm 4.5.2 L).
            var (p, q, r, s) = (1, 0, 0, 1)
            while y + r != 0 && y + s != 0 {
                let q1 = (x + p) / (y + r)
                let q2 = (x + q) / (y + s)
                if q1 != q2 { break }
                (p, r) = (r, p - q1 * r)
                (q, s) = (s, q - q1 * s)
                (x, y) = (y, x - q1 * y)
            }
            if q == 0 {
                (a, b) = (b, a % b)
            } else {
                (a, b) = (BigUInt.combine(a, p, b, q), BigUInt.combine(a, r, b, s))
            }
        }
        if b.isZero { return a }
        // b now fits in a word.
        return BigUInt(machineWord: Rational.gcd(UInt((a % b).words.first ?? 0), b.words[0]))
    }

    /// `a*u + b*v` for cofactors of opposite signs (or zero) whose result is non-negative.
    private static func combine(_ a: BigUInt, _ u: Int, _ b: BigUInt, _ v: Int) -> BigUInt {
        let left = a.multiplied(byWord: u.magnitude)
        let right = b.multiplied(byWord: v.magnitude)
        switch (u < 0, v < 0) {
        case (false, false): return left + right
        case (false, true): return left - right
        default: return right - left
        }
    }
}
