/// What both keypads share and keep across AC: display settings, angle unit, the
/// 2nd layer, memory, history and the random source.
public struct KeypadContext: Equatable, Sendable {
    /// Display size and separators. `maxDigits` is also the basic keypad's typing limit.
    public var display: DisplayFit
    public var angle: AngleUnit
    public var isSecond = false
    public var memory: Number?
    /// Oldest first, at most `HistoryEntry.historyLimit`.
    public var history: [HistoryEntry] = []
    public var random: RandomSource
    /// Size, time and length bounds of every calculation.
    public var limits: CalculationLimits

    public init(display: DisplayFit, angle: AngleUnit, random: RandomSource, limits: CalculationLimits = .standard) {
        self.display = display
        self.angle = angle
        self.random = random
        self.limits = limits
    }

    var evaluator: Evaluator { Evaluator(angle: angle, limits: limits) }

    /// A value as the display writes it (the secondary line and history use this too).
    func format(_ number: Number) throws(CalculationError) -> String { try display.text(number, limits: limits).text }

    mutating func record(_ expression: String, _ result: Number) throws(CalculationError) {
        history.append(HistoryEntry(expression: expression, result: try format(result)))
        if history.count > HistoryEntry.historyLimit { history.removeFirst(history.count - HistoryEntry.historyLimit) }
    }
}

/// One line of the history: what was calculated and the result as it was shown.
public struct HistoryEntry: Equatable, Hashable, Sendable {
    public var expression: String
    public var result: String

    public init(expression: String, result: String) {
        self.expression = expression
        self.result = result
    }

    public static let historyLimit = 100
}

/// Rand's numbers, from a seed in the state so that the reducer stays a pure
/// function: the same state and key always give the same next state.
public struct RandomSource: Equatable, Sendable {
    public var seed: UInt64

    public init(seed: UInt64) { self.seed = seed }

    /// Digits after the point of a random number.
    static let digits = 15

    /// A number in [0, 1) with 15 decimals (SplitMix64, then reduced).
    mutating func next() -> Rational {
        seed &+= 0x9E37_79B9_7F4A_7C15
        var z = seed
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        z ^= z >> 31
        let scale = 1_000_000_000_000_000  // 10^15
        return Rational(Int(z % UInt64(scale)), scale)
    }
}
