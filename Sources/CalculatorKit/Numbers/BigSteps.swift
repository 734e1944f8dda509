import BigInt

/// The big-number steps of exact arithmetic and of writing its digits: gcds, products,
/// divisions, powers. Two kinds: `TimedSteps` watch an evaluation's budget (at a million
/// digits a gcd takes seconds and a product a tenth of one); `UntimedSteps` are the plain
/// operators' (`+`, `*`, a number's description), which have no budget to watch.
/// Functions take `some BigSteps`, so each kind is compiled on its own and the untimed
/// one carries nothing of the budget: the fractions of a batch line stay as quick as
/// BigInt's own arithmetic.
protocol BigSteps {
    func gcd(_ x: BigInt, _ y: BigInt) throws(CalculationError) -> BigInt
    func product(_ x: BigInt, _ y: BigInt) throws(CalculationError) -> BigInt
    func product(_ x: BigUInt, _ y: BigUInt) throws(CalculationError) -> BigUInt
    /// x / g for a divisor g of x.
    func quotient(_ x: BigInt, exactlyBy g: BigInt) throws(CalculationError) -> BigInt
    func division(_ x: BigUInt, _ y: BigUInt) throws(CalculationError) -> (quotient: BigUInt, remainder: BigUInt)
    /// base^k by repeated squaring.
    func power(_ base: UInt, _ k: Int) throws(CalculationError) -> BigUInt
}

extension BigSteps {
    /// 10^k as 5^k shifted up k bits; those a 20-digit result of a batch line needs are made once.
    func powerOfTen(_ k: Int) throws(CalculationError) -> BigUInt {
        if k < smallPowersOfTen.count { return smallPowersOfTen[k] }
        return try power(5, k).shiftedUp(k)
    }
}

private let smallPowersOfTen = (0...64).map { BigUInt(10).power($0) }

/// BigInt's own arithmetic and the word-array routines, unchecked.
struct UntimedSteps: BigSteps {
    func gcd(_ x: BigInt, _ y: BigInt) -> BigInt {
        BigInt(x.magnitude.greatestCommonDivisorLehmer(with: y.magnitude))
    }

    func product(_ x: BigInt, _ y: BigInt) -> BigInt { x * y }

    func product(_ x: BigUInt, _ y: BigUInt) -> BigUInt { x * y }

    func quotient(_ x: BigInt, exactlyBy g: BigInt) -> BigInt { g.isOne ? x : x / g }

    func division(_ x: BigUInt, _ y: BigUInt) -> (quotient: BigUInt, remainder: BigUInt) { x.dividedByWords(y) }

    /// By the calculator's Karatsuba, without a clock (nothing to throw): BigInt's own power
    /// takes seconds for 5^1000000, which the leading digits of a big value need.
    func power(_ base: UInt, _ k: Int) -> BigUInt { try! BigUInt(base).power(k, nil) }
}

/// Karatsuba's products, the word-array gcd and divisions, each reading the budget's
/// clock as it goes. Steps on small numbers take microseconds and go the untimed way.
struct TimedSteps: BigSteps {
    let budget: Budget

    /// Below this many words (both operands together) a step neither reads the clock nor
    /// builds word arrays: BigInt keeps a number of a word or two inline, which is quicker.
    static let quickWords = 32

    func gcd(_ x: BigInt, _ y: BigInt) throws(CalculationError) -> BigInt {
        if x.magnitude.words.count + y.magnitude.words.count <= Self.quickWords { return UntimedSteps().gcd(x, y) }
        return BigInt(try x.magnitude.greatestCommonDivisorLehmer(with: y.magnitude, budget))
    }

    func product(_ x: BigInt, _ y: BigInt) throws(CalculationError) -> BigInt {
        if x.magnitude.words.count + y.magnitude.words.count <= Self.quickWords { return x * y }
        return try x.multiplied(by: y, budget)
    }

    func product(_ x: BigUInt, _ y: BigUInt) throws(CalculationError) -> BigUInt {
        if x.words.count + y.words.count <= Self.quickWords { return x * y }
        return try x.multiplied(by: y, budget)
    }

    func quotient(_ x: BigInt, exactlyBy g: BigInt) throws(CalculationError) -> BigInt {
        if g.isOne { return x }
        if x.magnitude.words.count <= Self.quickWords { return x / g }
        let magnitude = try x.magnitude.dividedByWords(g.magnitude, budget).quotient
        return BigInt(sign: x.sign == g.sign ? .plus : .minus, magnitude: magnitude)
    }

    func division(_ x: BigUInt, _ y: BigUInt) throws(CalculationError) -> (quotient: BigUInt, remainder: BigUInt) {
        if x.words.count <= Self.quickWords { return x.dividedByWords(y) }
        return try x.dividedByWords(y, budget)
    }

    func power(_ base: UInt, _ k: Int) throws(CalculationError) -> BigUInt {
        try BigUInt(base).power(k, budget)
    }
}
