import BigInt

extension Rational {
    /// Binary gcd on machine words: the hot path of keypad arithmetic.
    static func gcd(_ a: UInt, _ b: UInt) -> UInt {
        if a == 0 { return b }
        if b == 0 { return a }
        // A whole number's denominator: the loop below would take a step per bit of the other.
        if a == 1 || b == 1 { return 1 }
        // One division first when the sizes differ by a byte or more (a numerator against
        // 10^4): the loop below takes a step per bit of the difference.
        var (a, b) = a < b ? (b, a) : (a, b)
        if a >> 8 >= b {
            a %= b
            if a == 0 { return b }
        }
        let shift = (a | b).trailingZeroBitCount
        var x = a >> a.trailingZeroBitCount
        var y = b >> b.trailingZeroBitCount
        // Both odd: the smaller and the odd part of the difference, without a branch to mispredict.
        while x != y {
            let (difference, borrow) = y.subtractingReportingOverflow(x)
            x = borrow ? y : x
            let magnitude = borrow ? 0 &- difference : difference
            y = magnitude >> magnitude.trailingZeroBitCount
        }
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
        // Without a budget nothing stops it, so there is nothing to throw.
        try! greatestCommonDivisorLehmer(with: other, until: nil)
    }

    /// The same, stopping at the budget's time limit: it is quadratic, about a second
    /// for two numbers of 400,000 digits.
    func greatestCommonDivisorLehmer(with other: BigUInt, _ budget: Budget) throws(CalculationError) -> BigUInt {
        try greatestCommonDivisorLehmer(with: other, until: budget)
    }

    private func greatestCommonDivisorLehmer(with other: BigUInt, until budget: Budget?) throws(CalculationError)
        -> BigUInt
    {
        var a = self, b = other
        if a < b { swap(&a, &b) }
        if a.words.count <= 1 {  // both in a word: no long division to start with
            return BigUInt(machineWord: Rational.gcd(a.words.first ?? 0, b.words.first ?? 0))
        }
        // b in a word (a batch line's denominator 10^4 beside a long numerator): a's remainder
        // by it, word by word, then words alone. Lehmer's arrays and a long division would
        // allocate, and this is most of a batch line's gcds.
        if b.words.count == 1 {
            let divisor = b.words[0]
            var remainder: UInt = 0
            for word in a.words.reversed() {
                remainder = divisor.dividingFullWidth((remainder, word)).remainder
            }
            return BigUInt(machineWord: Rational.gcd(remainder, divisor))
        }
        // A power of two shares only twos with the other number: 2^2097152/3^1323000 needs no
        // quadratic pass over two million bits.
        if !b.isZero {
            let zerosA = a.trailingZeroBitCount, zerosB = b.trailingZeroBitCount
            if a.bitWidth == zerosA + 1 || b.bitWidth == zerosB + 1 {
                return BigUInt(1) << Swift.min(zerosA, zerosB)
            }
        }
        var x = LehmerPair(a, b)
        var work = 0
        while x.b.count > 1 {
            // Each step costs a pass over the words; the clock is read when they add up.
            work += x.a.count
            if work > 1 << 18, let budget {
                work = 0
                try budget.check()
            }
            if !x.step() {
                // The leading bits did not settle a quotient (b is far smaller than a,
                // or a quotient is large): one step of Euclid on the whole numbers.
                let (big, small) = (BigUInt(words: x.a), BigUInt(words: x.b))
                x = LehmerPair(small, try big.remainder(dividingBy: small, until: budget))
            }
        }
        let (big, small) = (BigUInt(words: x.a), BigUInt(words: x.b))
        if small.isZero { return big }
        // b now fits in a word.
        return BigUInt(machineWord: Rational.gcd(UInt((big % small).words.first ?? 0), small.words[0]))
    }

    /// self mod divisor by word arrays, within the budget when there is one.
    private func remainder(dividingBy divisor: BigUInt, until budget: Budget?) throws(CalculationError) -> BigUInt {
        if let budget { return try dividedByWords(divisor, budget).remainder }
        return dividedByWords(divisor).remainder
    }
}

/// The two numbers of Lehmer's method as word arrays, a ≥ b, least significant word
/// first and no zero words on top, so that a step updates both in one pass in place.
private struct LehmerPair {
    var a: [UInt]
    var b: [UInt]

    init(_ a: BigUInt, _ b: BigUInt) {
        self.a = Array(a.words)
        self.b = Array(b.words)
        LehmerPair.trim(&self.a)
        LehmerPair.trim(&self.b)
    }

    /// One step: the Euclidean quotients that a's leading 62 bits and b's bits beside
    /// them agree on, applied to both numbers at once. False when no quotient was sure.
    mutating func step() -> Bool {
        let width = LehmerPair.bitWidth(a)
        let shift = Swift.max(width - 62, 0)
        // b has no bits among a's leading 62 when a is far larger.
        guard LehmerPair.bitWidth(b) > shift else { return false }
        var x = Int(LehmerPair.bits(of: a, from: shift))
        var y = Int(LehmerPair.bits(of: b, from: shift))
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
        if q == 0 { return false }
        // (a, b) ← (p·a + q·b, r·a + s·b): each pair of cofactors has opposite signs and
        // gives a result that is not negative, so 128-bit sums with a signed carry suffice.
        let count = a.count
        b += [UInt](repeating: 0, count: count - b.count)
        a.withUnsafeMutableBufferPointer { a in
            b.withUnsafeMutableBufferPointer { b in
                var carryA: Int128 = 0, carryB: Int128 = 0
                for i in 0..<count {
                    let u = Int128(a[i]), v = Int128(b[i])
                    let newA = Int128(p) * u + Int128(q) * v + carryA
                    let newB = Int128(r) * u + Int128(s) * v + carryB
                    a[i] = UInt(truncatingIfNeeded: newA)
                    b[i] = UInt(truncatingIfNeeded: newB)
                    carryA = newA >> 64
                    carryB = newB >> 64
                }
            }
        }
        LehmerPair.trim(&a)
        LehmerPair.trim(&b)
        if LehmerPair.less(a, b) { swap(&a, &b) }
        return true
    }

    static func trim(_ x: inout [UInt]) {
        while let last = x.last, last == 0 { x.removeLast() }
    }

    static func bitWidth(_ x: [UInt]) -> Int {
        guard let top = x.last else { return 0 }
        return x.count * UInt.bitWidth - top.leadingZeroBitCount
    }

    /// The (at most 62) bits of x from bit `shift` up, where x has at most 62 bits above it.
    static func bits(of x: [UInt], from shift: Int) -> UInt {
        let word = shift / UInt.bitWidth, offset = shift % UInt.bitWidth
        guard word < x.count else { return 0 }
        var value = x[word] >> offset
        if offset > 0 && word + 1 < x.count { value |= x[word + 1] << (UInt.bitWidth - offset) }
        return value
    }

    static func less(_ x: [UInt], _ y: [UInt]) -> Bool {
        if x.count != y.count { return x.count < y.count }
        for i in x.indices.reversed() where x[i] != y[i] { return x[i] < y[i] }
        return false
    }
}
