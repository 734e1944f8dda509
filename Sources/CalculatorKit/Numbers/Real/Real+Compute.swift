import BigInt

extension Real {
    /// One fresh approximation at precision p (|result − x·2^p| < 1).
    func compute(_ p: Int, _ budget: Budget) throws(CalculationError) -> BigInt {
        switch node {
        case let .rational(r):
            return Real.scaled(r, p)
        case .pi:
            return try Series.pi(p, budget)
        case .ln2:
            return try Series.ln2(p, budget)
        case .sum:
            return try sum(p, budget)
        case let .negation(x):
            return -(try x.approximate(p, budget))
        case let .product(x, y):
            return try Real.product(x, y, p, budget)
        case let .reciprocal(x, bound):
            // |x| > 2^bound; with x to precision px the quotient's error is below 1/4.
            let px = Swift.max(p - 2 * bound + 3, 1 - bound)
            if p + px < 0 { return 0 }  // then |2^p / x| < 2^-1.5
            let a = try x.approximate(px, budget)
            return try divideRounded(BigInt(1) << (p + px), a, budget)
        case let .magnitude(x):
            return BigInt(try x.approximate(p, budget).magnitude)
        case let .root(x, k, bound?):
            return try Real.boundedRoot(x, k, bound, p, budget)
        case let .root(x, k, nil):
            // Near zero nothing better holds than |ᵏ√a − ᵏ√b| ≤ ᵏ√|a − b|: an error below 1
            // in x·2^(k(p+2)) leaves one below 1 in the root.
            let a = try x.approximate(k * (p + 2), budget)
            let r = try Series.integerRoot(a.magnitude, k, budget)
            return roundShift(a.sign == .minus ? -BigInt(r) : BigInt(r), 2)
        case let .exp(x, bound):
            // e^x < 2^bound: below 1/4 at this precision, whatever x is (e^(−e^85638) next to 1).
            if p + bound < -2 { return 0 }
            // e, e², e^0.5 …: a small rational argument sums its series exactly by binary splitting.
            if p >= 64, case let .rational(r) = x.node, case let .small(a, b) = r.storage,
                Swift.abs(Double(a)) <= Double(b) * 64
            {
                return try Series.exponentialOfRational(a, b, p, budget)
            }
            // e^x < 2^bound near x, so an argument error below 2^-(p+bound+3) moves the result by < 1/8.
            let q = Swift.max(p + bound + 3, 4)
            return try Series.exp(x.approximate(q, budget), q, p, budget)
        case let .ln(x, bound):
            // The derivative 1/x is below 2^-bound.
            let q = Swift.max(p - bound + 3, 3 - bound)
            return try Series.ln(x.approximate(q, budget), q, p, budget)
        case let .sin(x):
            let q = Swift.max(p, 0) + 3
            return try Series.sin(x.approximate(q, budget), q, p, budget)
        case let .cos(x):
            let q = Swift.max(p, 0) + 3
            return try Series.cos(x.approximate(q, budget), q, p, budget)
        case let .tan(x, bound):
            return try Real.tangent(x, bound, p, budget)
        case let .gamma(f):
            return try Series.gamma(f.numerator, f.denominator, p, budget)
        case let .gammaOfReal(f, n, bound):
            return try Series.gamma(of: f, shiftedBy: n, bound: bound, p, budget)
        case let .erf(x):
            return try Real.errorFunction(x, p, budget)
        case let .erfc(x, bound, _):
            return try Real.complementaryErrorFunction(x, bound: bound, p, budget)
        case let .lambertW(x):
            return try Real.lambertW(x, p, budget)
        case let .zeta(s, bound):
            return try Real.zeta(s, bound: bound, p, budget)
        case let .stirlingSeries(x):
            return try Real.stirlingSeries(x, p, budget)
        case let .zetaNearZero(near, far, bits):
            return try Real.zetaNearZero(near: near, far: far, bits: bits, p, budget)
        case let .atan(x):
            let q = Swift.max(p, 0) + 3
            return try Series.atan(x.approximate(q, budget), q, p, budget)
        }
    }

    /// ᵏ√x to precision p where |x| > 2^bound (its own frame keeps `compute`'s small:
    /// evaluation recurses through `compute` once per level).
    private static func boundedRoot(_ x: Real, _ k: Int, _ bound: Int, _ p: Int, _ budget: Budget)
        throws(CalculationError) -> BigInt
    {
        // |x| > 2^m, so the slope of ᵏ√ near x is below 2^(−(m−1)(k−1)/k) and x within
        // 2^-q, q ≥ p + 3 + (1−m)(k−1)/k, moves the root by less than 2^-(p+3). The
        // integer root is taken at precision scale/k ≥ p + 2 (floor: within 1 there).
        let q = Swift.max(p + 3 + Real.divideRoundingUp((1 - bound) * (k - 1), k), 2 - bound)
        let scale = Swift.max(k * (p + 2), k * Real.divideRoundingUp(q, k))
        let a = try x.approximate(q, budget) << (scale - q)
        let r = BigInt(try Series.integerRoot(a.magnitude, k, budget))
        return roundShift(a.sign == .minus ? -r : r, scale / k - p)
    }

    /// tan x to precision p where |cos x| > 2^bound (bound < 0): x to q = p − 2·bound + 4 bits
    /// moves tan by under 0.09 (its slope 1/cos² is below 1.31·2^(−2·bound) there, as
    /// |cos| stays above 7/8 of its bound); sin and cos of that approximation to
    /// w = p − 2·bound + 5 bits give the quotient within 0.05, and the division rounds
    /// within 1/2.
    private static func tangent(_ x: Real, _ bound: Int, _ p: Int, _ budget: Budget)
        throws(CalculationError) -> BigInt
    {
        if p < bound { return 0 }  // |tan x · 2^p| < 2^(p − bound) ≤ 1/2
        let q = p - 2 * bound + 4, w = p - 2 * bound + 5
        let a = try x.approximate(q, budget)
        let s = try Series.sin(a, q, w, budget), c = try Series.cos(a, q, w, budget)
        return p >= 0 ? try divideRounded(s << p, c, budget) : try divideRounded(s, c << -p, budget)
    }

    /// ⌈n/d⌉ for d > 0.
    static func divideRoundingUp(_ n: Int, _ d: Int) -> Int {
        n >= 0 ? (n + d - 1) / d : -(-n / d)
    }

    /// The whole left-leaning chain of sums as one n-term sum: each term within
    /// 2^-k with n < 2^(k-1), so together within 1/2, and the rounding within 1/2.
    /// A loop, not recursion: 1+√2+√3+… may have thousands of terms.
    private func sum(_ p: Int, _ budget: Budget) throws(CalculationError) -> BigInt {
        let k = UInt(terms.count).bitLength + 1
        var total = BigInt(0)
        var node = self, count = 0
        while case let .sum(x, y) = node.node {
            total += try y.approximate(p + k, budget)
            node = x
            count += 1
            if count & 1023 == 0 { try budget.check() }  // terms already cached do not check
        }
        total += try node.approximate(p + k, budget)
        return roundShift(total, k)
    }

    /// x·y to precision p. Upper bounds 2^mx, 2^my from cheap approximations decide
    /// how many bits each operand needs: the error terms |x|·εy + |y|·εx + εx·εy stay below 1/2.
    private static func product(_ x: Real, _ y: Real, _ p: Int, _ budget: Budget) throws(CalculationError) -> BigInt {
        let mx = try x.upperBound(budget)
        let my = try y.upperBound(budget)
        if p + mx + my < -2 { return 0 }  // |xy·2^p| < 1/4
        let px = p + my + 3, py = p + mx + 3
        let a = try x.approximate(px, budget), b = try y.approximate(py, budget)
        return roundShift(try a.multiplied(by: b, budget), px + py - p)
    }
}
