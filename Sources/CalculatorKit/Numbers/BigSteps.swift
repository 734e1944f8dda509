import BigInt

/// The big-number steps of rational arithmetic, watching the budget's clock when there
/// is one: at a million digits a gcd takes seconds and a product a tenth of one.
struct BigSteps {
    let budget: Budget?

    func gcd(_ x: BigInt, _ y: BigInt) throws(CalculationError) -> BigInt {
        guard let budget else { return BigInt(x.magnitude.greatestCommonDivisorLehmer(with: y.magnitude)) }
        return BigInt(try x.magnitude.greatestCommonDivisorLehmer(with: y.magnitude, budget))
    }

    func product(_ x: BigInt, _ y: BigInt) throws(CalculationError) -> BigInt {
        guard let budget else { return x * y }
        return try x.multiplied(by: y, budget)
    }

    func product(_ x: BigUInt, _ y: BigUInt) throws(CalculationError) -> BigUInt {
        if x.isOne { return y }
        if y.isOne { return x }
        guard let budget else { return x * y }
        return try x.multiplied(by: y, budget)
    }

    /// x / g for a divisor g of x.
    func quotient(_ x: BigInt, exactlyBy g: BigInt) throws(CalculationError) -> BigInt {
        if g.isOne { return x }
        // BigInt's own division is quick on the few words of everyday fractions, which it
        // keeps inline; the word-array one allocates.
        guard let budget, x.magnitude.words.count > 8 else { return x / g }
        let magnitude = try x.magnitude.dividedByWords(g.magnitude, budget).quotient
        return BigInt(sign: x.sign == g.sign ? .plus : .minus, magnitude: magnitude)
    }

    func division(_ x: BigUInt, _ y: BigUInt) throws(CalculationError) -> (quotient: BigUInt, remainder: BigUInt) {
        guard let budget else { return x.dividedByWords(y) }
        return try x.dividedByWords(y, budget)
    }

    /// base^k by repeated squaring; Karatsuba's products when there is a budget.
    func power(_ base: UInt, _ k: Int) throws(CalculationError) -> BigUInt {
        guard let budget else { return BigUInt(base).power(k) }
        return try BigUInt(base).power(k, budget)
    }

    /// 10^k; those a 20-digit result of a batch line needs are made once.
    func powerOfTen(_ k: Int) throws(CalculationError) -> BigUInt {
        if k < BigSteps.smallPowersOfTen.count { return BigSteps.smallPowersOfTen[k] }
        return try power(5, k).shiftedUp(k)
    }

    private static let smallPowersOfTen = (0...64).map { BigUInt(10).power($0) }
}
