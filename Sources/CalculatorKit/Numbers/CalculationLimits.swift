/// Bounds that every evaluation respects, so that no input can hang the
/// calculator or exhaust memory.
public struct CalculationLimits: Sendable, Equatable {
    /// Largest exact value, in bits of numerator plus denominator. 2^22 bits is about
    /// 1,262,000 decimal digits: room for 200000! and 3^1000000, whose leading digits
    /// show in a few tenths of a second and all of them in a few seconds.
    public var maxBits: Int
    /// Parenthesis and operator nesting; keeps the recursive parser's stack small.
    public var maxNesting: Int
    /// Characters in one expression.
    public var maxLength: Int
    /// Wall-clock time for one evaluation.
    public var timeLimit: Duration
    /// Bits after the point to which an irrational value is compared with zero before
    /// the calculator gives up deciding its sign (4096 bits ≈ 1233 decimal places).
    public var comparisonBits: Int
    /// Most bits of precision asked of an irrational value (≈ 158,000 digits).
    public var maxPrecisionBits: Int
    /// Longest chain of operations on irrational values (sin(1)·sin(2)·…): their
    /// approximation recurses that deep. Chains of sums count once.
    public var maxRealDepth: Int
    /// Stops the evaluation early when set: a key that makes it stale, or Esc, cancels it.
    /// Not part of equality: two evaluations under the same bounds are equally bounded.
    public var cancellation: Cancellation?

    public init(
        maxBits: Int = 1 << 22, maxNesting: Int = 200, maxLength: Int = 100_000,
        timeLimit: Duration = .seconds(10), comparisonBits: Int = 4096, maxPrecisionBits: Int = 1 << 19,
        maxRealDepth: Int = CalculationLimits.defaultMaxRealDepth
    ) {
        self.maxBits = maxBits
        self.maxNesting = maxNesting
        self.maxLength = maxLength
        self.timeLimit = timeLimit
        self.comparisonBits = comparisonBits
        self.maxPrecisionBits = maxPrecisionBits
        self.maxRealDepth = maxRealDepth
    }

    public static let standard = CalculationLimits()

    /// One level of approximation takes about 3 KB of stack in an optimised build and
    /// several times that in a debug one; every thread that evaluates has 8 MB (the
    /// calculation threads, the command's main thread). 1,000 levels let asinh, acosh and
    /// tanh nest 100 deep (each is several operations).
    #if DEBUG
        public static let defaultMaxRealDepth = 250
    #else
        public static let defaultMaxRealDepth = 1000
    #endif

    public static func == (a: CalculationLimits, b: CalculationLimits) -> Bool {
        a.maxBits == b.maxBits && a.maxNesting == b.maxNesting && a.maxLength == b.maxLength
            && a.timeLimit == b.timeLimit && a.comparisonBits == b.comparisonBits
            && a.maxPrecisionBits == b.maxPrecisionBits && a.maxRealDepth == b.maxRealDepth
    }

    /// The same bounds, stopped early when `cancellation` is cancelled, or the one these
    /// bounds already carry (a job's within its server's stop).
    public func cancelled(by cancellation: Cancellation) -> CalculationLimits {
        var limits = self
        if let outer = self.cancellation, outer !== cancellation {
            limits.cancellation = Cancellation(within: cancellation, outer)
        } else {
            limits.cancellation = cancellation
        }
        return limits
    }
}
