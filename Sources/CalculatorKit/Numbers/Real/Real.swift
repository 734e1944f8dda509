import BigInt
import Foundation

/// A constructive real number: it can produce an approximation to any precision,
/// with a proven error bound, and is evaluated only as far as a display asks.
///
/// `approximate(p)` returns an integer `a` with |a − x·2^p| < 1. Operations and
/// functions build new reals from old ones; each asks its operands for just enough
/// bits (see docs/exact-arithmetic.md). The best approximation so far is
/// cached, so asking again for fewer bits costs a shift.
public final class Real: @unchecked Sendable {
    /// Reals that arithmetic knows by name, so that results on them can stay exact:
    /// √2·√2 = 2, ln(e) = 1, sin(π/6) = 1/2, log(√10) = 1/2.
    public enum Symbol: Hashable, Sendable {
        case pi
        /// √n for an integer n > 1 without small square factors.
        case squareRoot(BigInt)
        /// e^r for a rational r ≠ 0.
        case exponential(Rational)
        /// ln r for a rational r > 1.
        case logarithm(Rational)
        /// b^q for a rational b > 0, b ≠ 1, and a rational q in (0, 1) whose denominator is
        /// at least 3, when the value is irrational: ∛5 is b^(1/3) with b = 5, so (∛5)³ is 5.
        case rationalPower(Rational, Rational)
    }

    indirect enum Node {
        case rational(Rational)
        case pi
        case ln2
        case sum(Real, Real)
        case negation(Real)
        case product(Real, Real)
        /// 1/x where |x| > 2^bound (found when the node was made).
        case reciprocal(Real, bound: Int)
        case magnitude(Real)
        /// k-th root; x ≥ 0 when k is even, and |x| > 2^bound when a bound is known
        /// (then the root needs only a few more bits of x than it gives).
        case root(Real, Int, bound: Int?)
        /// e^x where e^x < 2^bound near x.
        case exp(Real, bound: Int)
        /// ln x where x > 2^bound.
        case ln(Real, bound: Int)
        case sin(Real)
        case cos(Real)
        /// tan x where |cos x| > 2^bound: one node, so that x is asked once, for the bits
        /// the slope 1/cos² x needs (sin x / cos x would ask it twice, with a margin each).
        case tan(Real, bound: Int)
        case atan(Real)
        /// Γ(f) for a rational f in [1, 2) (Gamma.swift).
        case gamma(Rational)
        /// Γ(f + n) for a computed real f in (1, 2) and n ≥ 0 (Gamma.swift); below 2^bound.
        case gammaOfReal(Real, factors: Int, bound: Int)
        /// erf x (ErrorFunction.swift).
        case erf(Real)
        /// erfc x, below 2^bound, and above 2^(bound − slack) when a slack is known.
        case erfc(Real, bound: Int, slack: Int?)
        /// Lambert's W, principal branch, for x ≥ −1/e (LambertW.swift).
        case lambertW(Real)
        /// ζ(s) for s with s − 1 > 2^bound (Zeta.swift).
        case zeta(Real, bound: Int)
        /// ζ(s) for 0 < |s| < 2^-bits: `near`, −1/2 − s·ln(2π)/2, within 3s² of it, for every
        /// precision it covers; `far`, the functional equation, for finer ones (Zeta.swift).
        case zetaNearZero(near: Real, far: Real, bits: Int)
        /// Stirling's series for ln Γ(x) less its leading terms, for x ≥ 16383 (LogGamma.swift).
        case stirlingSeries(Real)
    }

    /// Set only by `deinit`, which takes long chains apart in a loop.
    private(set) var node: Node
    public let symbol: Symbol?
    /// For a sum of a rational and a multiple of a named constant (1/3 + √3): its exact form.
    let sumForm: ExactForm?
    /// |x| < 2^sizeBound, from the structure alone (no approximation): where
    /// searches for the leading digit start, so that a value of 100,000 bits is
    /// never first computed to 100,000 bits.
    let sizeBound: Int
    /// When known from the structure: the value is not zero and |x| ≥ 2^(sizeBound − sizeSlack).
    /// Such a value is looked for just below its bound however small it is (1/π^2568).
    let sizeSlack: Int?
    /// For a chain of sums (a+b+c+…, leaning left as typed): how many terms it has
    /// and a bound on the largest, so that it is evaluated as one n-term sum.
    let terms: (count: Int, largest: Int)
    /// How deep approximating this real recurses (a sum chain counts once), kept
    /// below `CalculationLimits.maxRealDepth` so that no evaluation exhausts the stack.
    let depth: Int
    private let lock = NSLock()
    private var cache: (precision: Int, value: BigInt)?
    /// How many nodes use this one as an operand (counted as they are made).
    private var parents = 0
    /// The interval worked forwards from the operands, once found (Real+Interval).
    private var forwards: ClosedRange<Double>?

    init(_ node: Node, symbol: Symbol? = nil, form: ExactForm? = nil) {
        self.node = node
        self.symbol = symbol
        self.sumForm = form
        if case let .sum(x, y) = node {
            terms = (x.terms.count + 1, Swift.max(x.terms.largest, y.sizeBound))
            sizeBound = terms.largest + UInt(terms.count).bitLength
            depth = Swift.max(x.depth, y.depth + 1)
            sizeSlack = nil  // terms may cancel
        } else {
            sizeBound = Real.sizeBound(of: node)
            sizeSlack = Real.sizeSlack(of: node)
            terms = (1, sizeBound)
            depth = Real.operands(of: node).map(\.depth).max().map { $0 + 1 } ?? 1
        }
        for operand in Real.operands(of: node) {
            operand.lock.lock()
            operand.parents += 1
            operand.lock.unlock()
        }
    }

    /// Freeing a long chain (e+π+e+π+… has a node per term) by the usual recursion would
    /// exhaust the stack: operands that only this real holds are taken apart in a loop.
    deinit {
        // `pending` must be the only array holding the operands: a second one (debug
        // builds keep locals alive to the end of scope) would make none of them look
        // uniquely held, and freeing it at the end would recurse down the whole chain.
        var pending = Real.operands(of: node)
        for i in pending.indices { pending[i].dropParent() }
        guard depth + terms.count > 64 else { return }  // shallow: recursion is harmless
        node = .ln2  // drops this node's references; `pending` holds them now
        while var x = pending.popLast() {
            if isKnownUniquelyReferenced(&x) {
                let start = pending.count
                pending.append(contentsOf: Real.operands(of: x.node))
                for i in start..<pending.count { pending[i].dropParent() }
                x.node = .ln2
            }
        }
    }

    /// A node that used this one is gone (a bound's temporary, a discarded result).
    private func dropParent() {
        lock.lock()
        parents -= 1
        lock.unlock()
    }

    private static func operands(of node: Node) -> [Real] {
        switch node {
        case .rational, .pi, .ln2, .gamma: return []
        case let .sum(x, y), let .product(x, y): return [x, y]
        case let .negation(x), let .magnitude(x), let .reciprocal(x, _), let .root(x, _, _), let .exp(x, _),
            let .ln(x, _), let .sin(x), let .cos(x), let .tan(x, _), let .atan(x), let .gammaOfReal(x, _, _),
            let .erf(x), let .erfc(x, _, _), let .lambertW(x), let .zeta(x, _),
            let .stirlingSeries(x):
            return [x]
        case let .zetaNearZero(near, far, _): return [near, far]
        }
    }

    /// Each case from the operands' own bounds: a nonzero p/q is at least 2^(bits of p − 1 −
    /// bits of q), 1/x at least 1/2^(x's size bound), a product at least the product of the
    /// least sizes, a k-th root at least the root of its operand's least size.
    private static func sizeSlack(of node: Node) -> Int? {
        switch node {
        case let .rational(r): return r.isZero ? nil : 2
        case .pi, .ln2: return 1
        case let .negation(x), let .magnitude(x): return x.sizeSlack
        case let .product(x, y):
            guard let a = x.sizeSlack, let b = y.sizeSlack else { return nil }
            return a + b
        case let .reciprocal(x, bound): return x.sizeBound - bound
        case let .root(x, k, _): return x.sizeSlack.map { $0 / k + 4 }
        case let .erf(x):
            // |erf x| ≥ 0.84·min(|x|, 1) > 2^(min(log₂|x|, 0) − 1).
            guard let slack = x.sizeSlack else { return nil }
            return sizeBound(of: node) - (Swift.min(x.sizeBound - slack, 0) - 1)
        case let .erfc(_, _, slack): return slack
        case .zetaNearZero: return 3  // between 1/4 and 1
        case .sum, .exp, .ln, .sin, .cos, .tan, .atan, .gamma, .gammaOfReal, .lambertW, .zeta, .stirlingSeries:
            return nil
        }
    }

    private static func sizeBound(of node: Node) -> Int {
        switch node {
        case let .rational(r): return r.numerator.magnitude.bitWidth - r.denominator.magnitude.bitWidth + 1
        case .pi: return 2
        case .ln2: return 0
        case .sum: preconditionFailure("set in init")
        case let .negation(x), let .magnitude(x): return x.sizeBound
        case let .product(x, y): return x.sizeBound + y.sizeBound
        case let .reciprocal(_, bound): return -bound
        case let .root(x, k, _): return x.sizeBound / k + 1
        case let .exp(_, bound): return bound
        // |ln x| ≤ ln 2 · max(|bits above|, |bits below|) + 1
        case let .ln(x, bound): return Swift.max(x.sizeBound.magnitude, bound.magnitude).bitLength + 1
        case .sin, .cos: return 1
        case let .tan(_, bound): return 1 - bound  // |tan x| ≤ 1/|cos x| < 2^-bound
        case .atan: return 1
        case .gamma: return 1
        case let .gammaOfReal(_, _, bound): return bound
        case let .erf(x): return Swift.min(x.sizeBound + 1, 1)  // |erf x| ≤ 1.13·|x|, and below 1
        case let .erfc(_, bound, _): return bound
        // |W(x)| ≤ 1 for x ≤ e, and W(x) ≤ ln x above.
        case let .lambertW(x): return UInt(Swift.max(x.sizeBound, 1)).bitLength + 1
        case let .zeta(_, bound): return Swift.max(-bound, 0) + 2  // ζ(s) < 1 + 1/(s − 1)
        case .stirlingSeries: return -16  // below 1/(12x)
        case .zetaNearZero: return 0  // near −1/2
        }
    }

    /// An integer a with |a − x·2^p| < 1. Checks the clock, so that no evaluation
    /// outlives its budget.
    func approximate(_ p: Int, _ budget: Budget) throws(CalculationError) -> BigInt {
        if case let .rational(r) = node { return Real.scaled(r, p) }
        lock.lock()
        let cached = cache, shared = parents > 1
        lock.unlock()
        if let cached, cached.precision >= p {
            return roundShift(cached.value, cached.precision - p)
        }
        try budget.check()
        // The cost follows the significant bits asked for, about p + sizeBound:
        // e^-1000000 to 2^-1442750 is cheap, a value near zero to 2^-600000 is not.
        try budget.allowPrecision(p + sizeBound)
        // π and ln 2 are shared and asked for ever more bits (each argument reduction
        // needs a few more): they grow by doubling, so each is computed O(log) times.
        var target = p
        // A real used by several operations (x in x·x + x, e in (1−e)/(1+e)) is asked
        // for a few bits more by one than by another: computing a little more than the
        // first asks lets the cache answer the rest, so that nested functions cost one
        // evaluation per level rather than one per path (2^depth).
        if shared { target = p + Real.margin }
        if case .pi = node { target = Swift.max(p, 2 * (cached?.precision ?? 0), 128) }
        if case .ln2 = node { target = Swift.max(p, 2 * (cached?.precision ?? 0), 128) }
        let value = try compute(target, budget)
        lock.lock()
        if cache == nil || cache!.precision < target { cache = (target, value) }
        lock.unlock()
        return roundShift(value, target - p)
    }

    /// The interval worked forwards from the operands, found once: a chain's new level
    /// finds its own from the levels below without going down them again.
    func memoizedForwards(_ find: () -> ClosedRange<Double>?) -> ClosedRange<Double>? {
        lock.lock()
        let known = forwards
        lock.unlock()
        if let known { return known }
        let found = find()
        lock.lock()
        forwards = found
        lock.unlock()
        return found
    }

    /// The best approximation made so far, if any.
    var cachedApproximation: (precision: Int, value: BigInt)? {
        lock.lock()
        defer { lock.unlock() }
        return cache
    }

    /// The size bound given to an e^x whose x is more negative still (e^(−e^85638)):
    /// a true bound, and an Int however x grows.
    static let farBelowEveryLimit = -1_000_000_000

    /// Bits computed beyond a request to a shared real.
    static let margin = 16

    /// round(r · 2^p), within 1/2.
    static func scaled(_ r: Rational, _ p: Int) -> BigInt {
        let n = p >= 0 ? r.numerator << p : r.numerator
        let d = p >= 0 ? r.denominator : r.denominator << -p
        return divideRounded(n, d)
    }
}

// MARK: - Bounds

extension Real {
    /// An m with |x| < 2^m, from one approximation at precision p.
    func upperBound(at p: Int, _ budget: Budget) throws(CalculationError) -> Int {
        let a = try approximate(p, budget)
        return (a.magnitude + 1).bitWidth - p
    }

    /// A cheap m with |x| < 2^m: the interval from below, or one coarse approximation,
    /// just fine enough to improve on the structural bound.
    func upperBound(_ budget: Budget) throws(CalculationError) -> Int {
        if let forwards = upperBoundFromInterval() { return Swift.min(sizeBound, forwards) }
        return try Swift.min(sizeBound, upperBound(at: 4 - sizeBound, budget))
    }

    /// An m with |x| > 2^m and the sign of x, looking at precisions up to `limit`
    /// bits; nil when |x| < 2^-limit (x cannot be told from zero there).
    func lowerBound(limit: Int, _ budget: Budget) throws(CalculationError) -> (bound: Int, sign: Int)? {
        // Most looks are answered by the approximations below, worked forwards (Real+Interval):
        // a look that approximates asks every level below for a few more bits than the last.
        if let forwards = boundsFromInterval(limit: limit) { return forwards }
        // From just below the structural bound towards ever smaller values; a value
        // whose structure already puts it below 2^-limit is not approximated at all.
        let start = 8 - sizeBound
        // e^x is never zero, and its size bound is within a few bits of its size: a tiny
        // one (1/6.428e-27^82) is looked at just below that bound, however small it is.
        // One whose bound says only "below every limit" (e^(−e^85638)) is not looked for there:
        // that would take its argument to a hundred thousand bits for nothing it could show.
        var limit = limit
        if case let .exp(_, bound) = node, bound > Real.farBelowEveryLimit {
            limit = Swift.max(limit, start + 64)
        } else if let slack = sizeSlack, start + slack + 64 <= budget.limits.maxPrecisionBits / 4 {
            // Not zero, and within `slack` bits of its bound: looked for there too, as far
            // as a precision that stays quick (about 10^-39000).
            limit = Swift.max(limit, start + slack + 64)
        }
        if start > limit + 8 { return nil }
        var p = start
        while true {
            let a = try approximate(p, budget)
            if a.magnitude >= 2 {
                return (a.magnitude.bitWidth - 2 - p, a.sign == .minus ? -1 : 1)
            }
            if p >= limit { return nil }
            p = Swift.min(limit, p + Swift.max(32, p - start))
        }
    }
}
