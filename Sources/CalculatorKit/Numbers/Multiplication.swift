import BigInt

extension BigUInt {
    /// self × other, checking the budget between pieces. BigInt's own product of two
    /// numbers of thousands of words runs for seconds without a pause, so the long
    /// products of the series (π, e^x, binary splitting) go through here: Karatsuba's
    /// three half-size products, down to pieces that take well under a millisecond.
    func multiplied(by other: BigUInt, _ budget: Budget) throws(CalculationError) -> BigUInt {
        let (long, short) = words.count >= other.words.count ? (self, other) : (other, self)
        if short.words.count <= 128 && long.words.count <= 1024 { return long * short }
        try budget.check()
        let k = long.words.count / 2
        let (a1, a0) = long.split(at: k)
        if short.words.count <= k {
            // Unbalanced: the long factor in two halves, each times the short one.
            let high = try a1.multiplied(by: short, budget)
            let low = try a0.multiplied(by: short, budget)
            return (high << (k * Word.bitWidth)) + low
        }
        let (b1, b0) = short.split(at: k)
        let z2 = try a1.multiplied(by: b1, budget)
        let z0 = try a0.multiplied(by: b0, budget)
        let z1 = try (a1 + a0).multiplied(by: b1 + b0, budget) - z2 - z0
        return (z2 << (2 * k * Word.bitWidth)) + (z1 << (k * Word.bitWidth)) + z0
    }

    /// self^exponent by repeated squaring, within the budget.
    func power(_ exponent: Int, _ budget: Budget) throws(CalculationError) -> BigUInt {
        var result = BigUInt(1), square = self, e = exponent
        while e > 0 {
            if e & 1 == 1 { result = try result.multiplied(by: square, budget) }
            e >>= 1
            if e > 0 { square = try square.multiplied(by: square, budget) }
        }
        return result
    }

    /// The words from k up and the k words below.
    private func split(at k: Int) -> (high: BigUInt, low: BigUInt) {
        let all = words
        return (BigUInt(words: all[k...]), BigUInt(words: all[..<k]))
    }
}

extension BigInt {
    /// self × other within the budget (see `BigUInt.multiplied(by:_:)`).
    func multiplied(by other: BigInt, _ budget: Budget) throws(CalculationError) -> BigInt {
        let magnitude = try self.magnitude.multiplied(by: other.magnitude, budget)
        return BigInt(sign: sign == other.sign || magnitude.isZero ? .plus : .minus, magnitude: magnitude)
    }
}
