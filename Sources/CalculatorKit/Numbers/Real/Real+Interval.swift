import BigInt
import Foundation

/// An interval around a real worked out forwards, in Doubles, from approximations its
/// operands already hold: no series is summed and nothing below is asked for more bits.
///
/// Making a function of a function looks at its argument (the sign under a root, a
/// logarithm's bound). Answered by approximation, each look asks every level below
/// for a few bits more than the previous look did, so the whole chain is worked out
/// again for every level added: n² evaluations for n levels. Most looks need only a
/// coarse interval, which the levels' cached approximations already give.
extension Real {
    /// A proven interval containing the value, or nil when the cached approximations
    /// below do not give one within `levels` uncached levels (or Doubles cannot hold it).
    func interval(levels: Int = 8) -> ClosedRange<Double>? {
        var own: ClosedRange<Double>?
        if let cached = cachedApproximation {
            own = Real.interval(of: cached.value, at: cached.precision)
            if let own, Real.isNarrow(own) { return own }
        }
        guard levels > 0, let forwards = memoizedForwards({ forwardInterval(levels - 1) }) else { return own }
        guard let own else { return forwards }
        // Both hold the value: so does their overlap.
        let low = Swift.max(own.lowerBound, forwards.lowerBound), high = Swift.min(own.upperBound, forwards.upperBound)
        return low <= high ? low...high : forwards
    }

    /// Whether an interval says the value to better than one part in a million.
    static func isNarrow(_ x: ClosedRange<Double>) -> Bool {
        x.upperBound - x.lowerBound <= 1e-6 * Swift.min(Swift.abs(x.lowerBound), Swift.abs(x.upperBound))
    }

    /// The interval from the operands' intervals.
    private func forwardInterval(_ below: Int) -> ClosedRange<Double>? {
        switch node {
        case let .rational(r):
            let log = r.numerator.magnitude.log2 - r.denominator.magnitude.log2
            guard r.isZero || Swift.abs(log) < 900 else { return nil }
            return Real.widened(r.doubleValue, r.doubleValue)
        case .pi: return 3.141592653589793 - 1e-15...3.141592653589794 + 1e-15
        case .ln2: return 0.6931471805599453 - 1e-15...0.6931471805599454 + 1e-15
        case let .sum(x, y):
            guard let a = x.interval(levels: below), let b = y.interval(levels: below) else { return nil }
            return Real.widened(a.lowerBound + b.lowerBound, a.upperBound + b.upperBound)
        case let .negation(x):
            return x.interval(levels: below).map { -$0.upperBound ... -$0.lowerBound }
        case let .product(x, y):
            guard let a = x.interval(levels: below), let b = y.interval(levels: below) else { return nil }
            let ends = [
                a.lowerBound * b.lowerBound, a.lowerBound * b.upperBound, a.upperBound * b.lowerBound,
                a.upperBound * b.upperBound,
            ]
            guard !ends.contains(where: \.isNaN) else { return nil }
            return Real.widened(ends.min()!, ends.max()!)
        case let .reciprocal(x, _):
            guard let a = x.interval(levels: below), a.lowerBound > 0 || a.upperBound < 0 else { return nil }
            return Real.widened(1 / a.upperBound, 1 / a.lowerBound)
        case let .magnitude(x):
            guard let a = x.interval(levels: below) else { return nil }
            if a.lowerBound >= 0 { return a }
            if a.upperBound <= 0 { return -a.upperBound ... -a.lowerBound }
            return 0...Swift.max(-a.lowerBound, a.upperBound)
        case let .root(x, k, _):
            guard let a = x.interval(levels: below) else { return nil }
            if k == 2 {
                guard a.upperBound >= 0 else { return nil }
                return Real.widened(Foundation.sqrt(Swift.max(a.lowerBound, 0)), Foundation.sqrt(a.upperBound))
            }
            // An odd root keeps the sign; an even one other than √ is not needed here.
            guard k & 1 == 1 else { return nil }
            func root(_ v: Double) -> Double {
                v < 0 ? -Foundation.pow(-v, 1 / Double(k)) : Foundation.pow(v, 1 / Double(k))
            }
            return Real.widened(root(a.lowerBound), root(a.upperBound))
        case let .exp(x, _):
            guard let a = x.interval(levels: below), a.upperBound < 690, a.lowerBound > -690 else { return nil }
            return Real.widened(Foundation.exp(a.lowerBound), Foundation.exp(a.upperBound))
        case let .ln(x, _):
            guard let a = x.interval(levels: below), a.lowerBound > 0 else { return nil }
            return Real.widened(Foundation.log(a.lowerBound), Foundation.log(a.upperBound))
        case let .atan(x):
            guard let a = x.interval(levels: below) else { return nil }
            return Real.widened(Foundation.atan(a.lowerBound), Foundation.atan(a.upperBound))
        case let .sin(x):
            return x.interval(levels: below).flatMap { Real.trigonometricInterval($0, Foundation.sin) }
        case let .cos(x):
            return x.interval(levels: below).flatMap { Real.trigonometricInterval($0, Foundation.cos) }
        case let .tan(x, _):
            // Between two poles tan rises, so its ends are the ends' tangents; a cosine that
            // keeps its sign over the interval says there is no pole in it.
            guard let a = x.interval(levels: below), let cosine = Real.trigonometricInterval(a, Foundation.cos),
                cosine.lowerBound > 0 || cosine.upperBound < 0
            else { return nil }
            return Real.widened(Foundation.tan(a.lowerBound), Foundation.tan(a.upperBound))
        case .gamma, .gammaOfReal, .erf, .erfc, .lambertW, .zeta, .zetaNearZero, .stirlingSeries:
            return nil
        }
    }

    /// sin or cos over an interval of width at most 1: within the half width of its value at
    /// the middle (their slopes are at most 1), widened by the middle's rounding and the
    /// library's error (well under 10^-15 for angles of this size).
    private static func trigonometricInterval(_ a: ClosedRange<Double>, _ function: (Double) -> Double)
        -> ClosedRange<Double>?
    {
        let width = a.upperBound - a.lowerBound
        guard width <= 1, Swift.abs(a.lowerBound) < 1e9, Swift.abs(a.upperBound) < 1e9 else { return nil }
        let largest = Swift.max(Swift.abs(a.lowerBound), Swift.abs(a.upperBound))
        let value = function((a.lowerBound + a.upperBound) / 2), radius = width + 1e-15 + largest * 1e-15
        return widened(Swift.max(value - radius, -1), Swift.min(value + radius, 1))
    }

    /// (a − 1, a + 1)/2^p as Doubles, from a's leading bits; nil beyond their range.
    static func interval(of a: BigInt, at p: Int) -> ClosedRange<Double>? {
        let m = a.magnitude
        if m.bitWidth <= 52 {  // a and a ± 1 are exact Doubles
            guard Swift.abs(p) < 900 else { return nil }
            let v = Double(UInt64(truncatingIfNeeded: m.words.first ?? 0)) * (a.sign == .minus ? -1 : 1)
            let unit = Foundation.pow(2, Double(-p))
            return widened((v - 1) * unit, (v + 1) * unit)
        }
        let s = Swift.max(m.bitWidth - 62, 0)
        guard Swift.abs(s - p) < 900, Swift.abs(p) < 900 else { return nil }
        // |a| lies in [t·2^s, (t + 1)·2^s), and |x·2^p − a| < 1.
        let t = Double(UInt64(truncatingIfNeeded: (m >> s).words.first ?? 0))
        let unit = Foundation.pow(2, Double(-p)), scale = Foundation.pow(2, Double(s - p))
        let low = t * scale - unit, high = (t + 1) * scale + unit
        guard let magnitude = widened(low, high) else { return nil }
        return a.sign == .minus ? -magnitude.upperBound ... -magnitude.lowerBound : magnitude
    }

    /// The interval from `low` to `high` widened by far more than the rounding of a few
    /// Double operations; nil when an end has left the Doubles' range (an infinity, or the
    /// NaN of infinity times zero), where nothing is proven.
    static func widened(_ low: Double, _ high: Double) -> ClosedRange<Double>? {
        guard low.isFinite, high.isFinite, low <= high else { return nil }
        let slack = 0x1p-40
        let wideLow = low - Swift.abs(low) * slack - 0x1p-1000
        let wideHigh = high + Swift.abs(high) * slack + 0x1p-1000
        guard wideLow.isFinite, wideHigh.isFinite else { return nil }
        return wideLow...wideHigh
    }

    /// |x| > 2^bound and the sign of x from the interval, when it leaves out zero and
    /// gives the size to within a factor of 4 (a bound as good as a look would give).
    func boundsFromInterval(limit: Int) -> (bound: Int, sign: Int)? {
        guard let range = interval(), range.lowerBound > 0 || range.upperBound < 0 else { return nil }
        let near = Swift.min(Swift.abs(range.lowerBound), Swift.abs(range.upperBound))
        let far = Swift.max(Swift.abs(range.lowerBound), Swift.abs(range.upperBound))
        guard far <= 4 * near else { return nil }
        let bound = Int(Foundation.log2(near).rounded(.down)) - 1
        guard bound >= -limit else { return nil }
        return (bound, range.lowerBound > 0 ? 1 : -1)
    }

    /// An m with |x| < 2^m from the interval, when it is as narrow as the look
    /// `upperBound(_:)` would take (to 2^(sizeBound − 4)).
    func upperBoundFromInterval() -> Int? {
        guard let range = interval(), sizeBound > -900, sizeBound < 900,
            range.upperBound - range.lowerBound <= Foundation.pow(2, Double(sizeBound - 4))
        else { return nil }
        let largest = Swift.max(Swift.abs(range.lowerBound), Swift.abs(range.upperBound))
        if largest == 0 { return Swift.min(sizeBound, -900) }
        return Int(Foundation.log2(largest).rounded(.up)) + 1
    }
}
