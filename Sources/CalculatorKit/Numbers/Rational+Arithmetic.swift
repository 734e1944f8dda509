import BigInt

// Each operation first tries machine words with overflow checks and falls back to
// BigInt only when a part would not fit. Denominators stay coprime with their
// numerators, using the smaller gcds of Knuth's formulas (TAOCP 4.5.1).

extension Rational {
    public static prefix func - (x: Rational) -> Rational {
        switch x.storage {
        case let .small(n, d): return Rational(storage: .small(-n, d))  // |n| ≤ Int.max
        case let .big(n, d): return Rational(reducedNumerator: -n, denominator: d)
        }
    }

    public var magnitude: Rational { isNegative ? -self : self }

    // The operators have no budget to watch, so nothing stops them and there is nothing
    // to throw; a calculation uses `adding` and `multiplied(by:)`, which watch its budget.
    public static func + (x: Rational, y: Rational) -> Rational { try! sum(x, y, UntimedSteps()) }

    public static func - (x: Rational, y: Rational) -> Rational { x + (-y) }

    public static func * (x: Rational, y: Rational) -> Rational { try! product(x, y, UntimedSteps()) }

    /// x + y, stopping at the budget's time limit: the gcds of numbers of a million
    /// digits take seconds.
    func adding(_ y: Rational, _ budget: Budget) throws(CalculationError) -> Rational {
        try Rational.sum(self, y, TimedSteps(budget: budget))
    }

    /// x · y, stopping at the budget's time limit.
    func multiplied(by y: Rational, _ budget: Budget) throws(CalculationError) -> Rational {
        try Rational.product(self, y, TimedSteps(budget: budget))
    }

    /// x / y for y ≠ 0, stopping at the budget's time limit.
    func divided(by y: Rational, _ budget: Budget) throws(CalculationError) -> Rational {
        try multiplied(by: y.reciprocal, budget)
    }

    // Inlined into the operators, a batch line's hot path: a call per + cost 2 % of a batch.
    @inline(__always)
    private static func sum(_ x: Rational, _ y: Rational, _ steps: some BigSteps) throws(CalculationError) -> Rational {
        if case let .small(a, b) = x.storage, case let .small(c, d) = y.storage {
            return smallSum(a, b, c, d) ?? wideSum(a, b, c, d)
        }
        return try bigSum(x.numerator, x.denominator, y.numerator, y.denominator, steps)
    }

    @inline(__always)
    private static func product(_ x: Rational, _ y: Rational, _ steps: some BigSteps) throws(CalculationError)
        -> Rational
    {
        if case let .small(a, b) = x.storage, case let .small(c, d) = y.storage {
            return smallProduct(a, b, c, d) ?? wideProduct(a, b, c, d)
        }
        return try bigProduct(x.numerator, x.denominator, y.numerator, y.denominator, steps)
    }

    /// The reciprocal; the value must not be zero.
    public var reciprocal: Rational {
        precondition(!isZero, "reciprocal of zero")
        switch storage {
        case let .small(n, d): return Rational(storage: .small(n < 0 ? -d : d, Int(n.magnitude)))
        case let .big(n, d):
            return Rational(reducedNumerator: n.sign == .minus ? -d : d, denominator: BigInt(n.magnitude))
        }
    }

    /// Division; the divisor must not be zero (the evaluator reports that case).
    public static func / (x: Rational, y: Rational) -> Rational { x * y.reciprocal }

    // MARK: machine-word paths

    private static func smallSum(_ a: Int, _ b: Int, _ c: Int, _ d: Int) -> Rational? {
        if b == 1 && d == 1 {
            return make(a.addingReportingOverflow(c))
        }
        let g = Int(gcd(UInt(b), UInt(d)))
        if g == 1 {
            // Coprime denominators: the result is already in lowest terms.
            guard let ad = checked(a.multipliedReportingOverflow(by: d)),
                let cb = checked(c.multipliedReportingOverflow(by: b)),
                let n = checked(ad.addingReportingOverflow(cb)),
                let den = checked(b.multipliedReportingOverflow(by: d))
            else { return nil }
            return Rational(storage: .small(n, den))
        }
        let bg = b / g, dg = d / g
        guard let ad = checked(a.multipliedReportingOverflow(by: dg)),
            let cb = checked(c.multipliedReportingOverflow(by: bg)),
            let t = checked(ad.addingReportingOverflow(cb))
        else { return nil }
        if t == 0 { return .zero }
        let g2 = Int(gcd(t.magnitude, UInt(g)))
        guard let den = checked(bg.multipliedReportingOverflow(by: d / g2)) else { return nil }
        return Rational(storage: .small(t / g2, den))
    }

    private static func smallProduct(_ a: Int, _ b: Int, _ c: Int, _ d: Int) -> Rational? {
        if b == 1 && d == 1 {
            return make(a.multipliedReportingOverflow(by: c))
        }
        let g1 = Int(gcd(a.magnitude, UInt(d))), g2 = Int(gcd(c.magnitude, UInt(b)))
        guard let n = checked((a / g1).multipliedReportingOverflow(by: c / g2)),
            let den = checked((b / g2).multipliedReportingOverflow(by: d / g1))
        else { return nil }
        return Rational(storage: .small(n, den))
    }

    private static func make(_ r: (partialValue: Int, overflow: Bool)) -> Rational? {
        checked(r).map { Rational(storage: .small($0, 1)) }
    }

    /// The value unless it overflowed or is Int.min (whose negation would trap).
    private static func checked(_ r: (partialValue: Int, overflow: Bool)) -> Int? {
        r.overflow || r.partialValue == .min ? nil : r.partialValue
    }

    // MARK: two-word paths

    // Machine-word parts whose sum or product overflowed a word are worked out in two words
    // (every part below 2^63, so a product is below 2^126 and a sum of two below 2^127): a batch
    // line's 12-digit numbers and four decimals pass a word at once, and BigInt's steps on
    // them allocate. The result's parts are then at most two words each.

    private static func wideSum(_ a: Int, _ b: Int, _ c: Int, _ d: Int) -> Rational {
        let g = gcd(UInt(b), UInt(d))
        // Knuth: with t = a·(d/g) + c·(b/g), gcd(t, b·d/g) = gcd(t, g).
        let t = Wide(a, times: d / Int(g)).adding(Wide(c, times: b / Int(g)))
        if t.isZero { return .zero }
        let g2 = gcd(t.remainder(dividingBy: g), g)
        let denominator = Wide(magnitude: (UInt(b) / g).multipliedFullWidth(by: UInt(d) / g2), negative: false)
        return Rational(t.quotient(dividingBy: g2), denominator)
    }

    private static func wideProduct(_ a: Int, _ b: Int, _ c: Int, _ d: Int) -> Rational {
        let g1 = gcd(a.magnitude, UInt(d)), g2 = gcd(c.magnitude, UInt(b))
        let numerator = Wide(
            magnitude: (a.magnitude / g1).multipliedFullWidth(by: c.magnitude / g2), negative: (a < 0) != (c < 0))
        let denominator = Wide(magnitude: (UInt(b) / g2).multipliedFullWidth(by: UInt(d) / g1), negative: false)
        return Rational(numerator, denominator)
    }

    /// Parts already coprime, the denominator positive: the compact form when both fit.
    private init(_ numerator: Wide, _ denominator: Wide) {
        if let n = numerator.int, let d = denominator.int {
            self.init(storage: .small(n, d))
        } else {
            self.init(storage: .big(numerator.bigInt, denominator.bigInt))
        }
    }

    // MARK: BigInt paths

    private static func bigSum(_ a: BigInt, _ b: BigInt, _ c: BigInt, _ d: BigInt, _ steps: some BigSteps)
        throws(CalculationError) -> Rational
    {
        if b.isOne && d.isOne { return Rational(reducedNumerator: a + c, denominator: 1) }
        let g = try steps.gcd(b, d)
        if g.isOne {
            return Rational(
                reducedNumerator: try steps.product(a, d) + steps.product(c, b), denominator: try steps.product(b, d))
        }
        let bg = try steps.quotient(b, exactlyBy: g)
        let t = try steps.product(a, steps.quotient(d, exactlyBy: g)) + steps.product(c, bg)
        if t.isZero { return .zero }
        let g2 = try steps.gcd(t, g)
        return Rational(
            reducedNumerator: try steps.quotient(t, exactlyBy: g2),
            denominator: try steps.product(bg, steps.quotient(d, exactlyBy: g2)))
    }

    private static func bigProduct(_ a: BigInt, _ b: BigInt, _ c: BigInt, _ d: BigInt, _ steps: some BigSteps)
        throws(CalculationError) -> Rational
    {
        if b.isOne && d.isOne { return Rational(reducedNumerator: try steps.product(a, c), denominator: 1) }
        let g1 = try steps.gcd(a, d)
        let g2 = try steps.gcd(c, b)
        return Rational(
            reducedNumerator: try steps.product(steps.quotient(a, exactlyBy: g1), steps.quotient(c, exactlyBy: g2)),
            denominator: try steps.product(steps.quotient(b, exactlyBy: g2), steps.quotient(d, exactlyBy: g1)))
    }
}

/// A signed integer of two words, magnitude below 2^127: a step of `Rational`'s arithmetic.
private struct Wide {
    var magnitude: (high: UInt, low: UInt)
    var negative: Bool

    init(magnitude: (high: UInt, low: UInt), negative: Bool) {
        self.magnitude = magnitude
        self.negative = negative && magnitude != (0, 0)
    }

    /// x · k for k > 0.
    init(_ x: Int, times k: Int) {
        self.init(magnitude: x.magnitude.multipliedFullWidth(by: UInt(k)), negative: x < 0)
    }

    var isZero: Bool { magnitude == (0, 0) }

    func adding(_ other: Wide) -> Wide {
        let (x, y) = (magnitude, other.magnitude)
        if negative == other.negative {
            let (low, carry) = x.low.addingReportingOverflow(y.low)
            return Wide(magnitude: (x.high &+ y.high &+ (carry ? 1 : 0), low), negative: negative)
        }
        // Opposite signs: the larger magnitude less the smaller, with the larger's sign.
        let (larger, smaller, sign) =
            x.high > y.high || x.high == y.high && x.low >= y.low
            ? (x, y, negative) : (y, x, other.negative)
        let (low, borrow) = larger.low.subtractingReportingOverflow(smaller.low)
        return Wide(magnitude: (larger.high &- smaller.high &- (borrow ? 1 : 0), low), negative: sign)
    }

    /// |self| mod k for k > 0.
    func remainder(dividingBy k: UInt) -> UInt {
        k.dividingFullWidth((magnitude.high % k, magnitude.low)).remainder
    }

    /// self / k for a divisor k > 0 of it.
    func quotient(dividingBy k: UInt) -> Wide {
        if k == 1 { return self }
        let high = magnitude.high / k
        let low = k.dividingFullWidth((magnitude.high % k, magnitude.low)).quotient
        return Wide(magnitude: (high, low), negative: negative)
    }

    /// The value when its magnitude is at most Int.max (the compact form's bound).
    var int: Int? {
        guard magnitude.high == 0, magnitude.low <= UInt(Int.max) else { return nil }
        return negative ? -Int(magnitude.low) : Int(magnitude.low)
    }

    var bigInt: BigInt {
        let words =
            magnitude.high == 0 ? BigUInt(machineWord: magnitude.low) : BigUInt(words: [magnitude.low, magnitude.high])
        return BigInt(sign: negative ? .minus : .plus, magnitude: words)
    }
}

extension BigInt {
    /// `== 1` without making a BigInt of the literal through BigInt's generic conversion.
    var isOne: Bool { sign == .plus && magnitude.isOne }
}

extension BigUInt {
    /// `== 1` without making a BigUInt of the literal through BigInt's generic conversion.
    var isOne: Bool { words.count == 1 && words[0] == 1 }
}

extension Rational: Comparable {
    public static func < (x: Rational, y: Rational) -> Bool {
        if case let .small(a, b) = x.storage, case let .small(c, d) = y.storage {
            if b == d { return a < c }
            // a/b < c/d  ⇔  a·d < c·b (denominators are positive); compare full-width products.
            let left = a.multipliedFullWidth(by: d), right = c.multipliedFullWidth(by: b)
            return (left.high, left.low) < (right.high, right.low)
        }
        return x.numerator * y.denominator < y.numerator * x.denominator
    }
}

extension Rational {
    /// Largest integer ≤ self.
    public var floor: BigInt {
        switch storage {
        case let .small(n, d):
            let (q, r) = n.quotientAndRemainder(dividingBy: d)
            return BigInt(machineWord: r < 0 ? q - 1 : q)
        case let .big(n, d):
            // Word-array division: BigInt's own is several times slower at this size.
            let (q, r) = n.magnitude.dividedByWords(d.magnitude)
            if n.sign == .plus { return BigInt(q) }
            return -BigInt(q) - (r.isZero ? 0 : 1)
        }
    }

    /// Remainder with the sign of the divisor: `x - y·floor(x/y)`. `y` must not be zero.
    public func modulo(_ y: Rational) -> Rational {
        self - y * Rational((self / y).floor)
    }
}
