import BigInt

extension BigUInt {
    /// (self / divisor, self % divisor). When the divisor and the quotient are both long, by a
    /// reciprocal of the divisor found with Newton's iteration: a few of Karatsuba's products,
    /// where the long division makes one pass over the divisor per word of the quotient (the
    /// million digits of 1/3^100000 took seconds in it). Shorter ones go the long way, which
    /// is quicker there. Checks the budget as it goes (none: unchecked).
    func divided(by divisor: BigUInt, _ budget: Budget?) throws(CalculationError) -> (
        quotient: BigUInt, remainder: BigUInt
    ) {
        let n = divisor.words.count, m = words.count
        guard n >= NewtonDivision.minimumWords, m - n >= NewtonDivision.minimumWords else {
            return try NewtonDivision.longDivision(self, divisor, budget)
        }
        if m - n <= n + 2 {
            let k = m - n + 2
            let reciprocal = try NewtonDivision.reciprocal(divisor, precision: k, budget)
            return try NewtonDivision.divide(self, divisor, reciprocal, precision: k, budget)
        }
        // A quotient longer than the divisor: n words of it at a time, from the top, as the long
        // division takes a word at a time, each by the same reciprocal to n + 2 words.
        let k = n + 2
        let reciprocal = try NewtonDivision.reciprocal(divisor, precision: k, budget)
        let all = Array(words)
        // The top part has n to 2n words, the rest n-word parts.
        var start = n * ((m - n) / n)
        let (top, rest) = try NewtonDivision.divide(
            BigUInt(words: all[start...]), divisor, reciprocal, precision: k, budget)
        var remainder = rest
        var quotient = [UInt](repeating: 0, count: start)
        while start > 0 {
            start -= n
            let part = remainder.shiftedUp(n * UInt.bitWidth) + BigUInt(words: all[start..<start + n])
            let (piece, rest) = try NewtonDivision.divide(part, divisor, reciprocal, precision: k, budget)
            // Below B^n: its words go in at the part's place.
            for (index, word) in piece.words.enumerated() { quotient[start + index] = word }
            remainder = rest
        }
        return (BigUInt(words: quotient + Array(top.words)), remainder)
    }
}

enum NewtonDivision {
    /// Below this many words in the divisor or in the quotient, the long division is as quick.
    static let minimumWords = 200
    static let mostCorrections = 8
    /// Reciprocals to this many words are found by a long division of a power of 2^64.
    static let directWords = 48

    /// x / v for x < B^(n+k−1), by `reciprocal` ≈ B^(n+k)/v: within a unit or two, then corrected by
    /// whole divisors. More than a few would mean a wrong reciprocal, and then the long division
    /// answers (never a wrong digit).
    static func divide(
        _ x: BigUInt, _ v: BigUInt, _ reciprocal: BigUInt, precision k: Int, _ budget: Budget?
    ) throws(CalculationError) -> (quotient: BigUInt, remainder: BigUInt) {
        if x < v { return (0, x) }
        var quotient = try x.multiplied(by: reciprocal, budget).shiftedDown((v.words.count + k) * UInt.bitWidth)
        let product = try quotient.multiplied(by: v, budget)
        var corrections = 0
        if product > x {
            var excess = product - x
            while excess > v {
                excess -= v
                quotient -= 1
                corrections += 1
                if corrections > mostCorrections { return try longDivision(x, v, budget) }
            }
            return (quotient - 1, v - excess)
        }
        var remainder = x - product
        while remainder >= v {
            remainder -= v
            quotient += 1
            corrections += 1
            if corrections > mostCorrections { return try longDivision(x, v, budget) }
        }
        return (quotient, remainder)
    }

    static func longDivision(_ x: BigUInt, _ y: BigUInt, _ budget: Budget?) throws(CalculationError) -> (
        quotient: BigUInt, remainder: BigUInt
    ) {
        guard let budget else { return x.dividedByWords(y) }
        return try x.dividedByWords(y, budget)
    }

    /// About B^(n+k)/v for B = 2^64 and v of n words, k words past the point, to within a few
    /// units. Only v's top k + 2 words count; Newton's step x + x(1 − vx) doubles the words
    /// known, so the reciprocal to k words starts from one to about k/2.
    static func reciprocal(_ v: BigUInt, precision k: Int, _ budget: Budget?) throws(CalculationError) -> BigUInt {
        let n = v.words.count
        let t = Swift.min(n, k + 2)
        // floor(v / B^(n−t)): B^(n+k)/v is about B^(t+k)/top.
        let top = t == n ? v : BigUInt(words: Array(v.words)[(n - t)...])
        let word = UInt.bitWidth
        if k <= directWords { return BigUInt(1).shiftedUp((t + k) * word).dividedByWords(top).quotient }
        try budget?.check()
        let h = k / 2 + 1
        let x = try reciprocal(top, precision: h, budget)  // about B^(t+h)/top
        let product = try top.multiplied(by: x, budget)
        let one = BigUInt(1).shiftedUp((t + h) * word)
        // x·B^(k−h) + x·(B^(t+h) − top·x)·B^(k−h)/B^(t+h)
        let scaled = x.shiftedUp((k - h) * word), shift = (t + 2 * h - k) * word
        if product <= one { return scaled + (try x.multiplied(by: one - product, budget).shiftedDown(shift)) }
        return scaled - (try x.multiplied(by: product - one, budget).shiftedDown(shift))
    }
}
