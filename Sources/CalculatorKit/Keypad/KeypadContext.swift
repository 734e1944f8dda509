/// What both keypads share and keep across AC: display settings, angle unit, the
/// 2nd layer, memory, history and the random source.
public struct KeypadContext: Equatable, Sendable {
    /// Display size and separators. `maxDigits` is also the basic keypad's typing limit.
    public var display: DisplayFit
    public var angle: AngleUnit
    public var isSecond = false
    /// The display shows a value's exact form (2/3, 2√2) rather than its digits, where it has one.
    public var showsExactForm = false
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

    /// rand() in an expression draws from the state's seed, as the Rand key does: the live
    /// result and "=" give the same number, and the same seed the same session.
    var evaluator: Evaluator {
        var evaluator = Evaluator(angle: angle, limits: limits)
        evaluator.random = RandomNumbers(random)
        return evaluator
    }

    /// A value as the display writes it (the secondary line and history use this too).
    func format(_ number: Number) throws(CalculationError) -> String { try display.text(number, limits: limits).text }

    /// Adds a finished calculation to the history and returns it, for the key's `.recordCalculation` effect.
    /// A rounded result keeps the display's ≈ in front of it: ≈ means rounded everywhere.
    mutating func record(_ expression: String, _ result: Number) throws(CalculationError) -> HistoryEntry {
        let shown = try display.text(result, limits: limits)
        let entry = HistoryEntry(
            expression: expression, result: shown.isComplete ? shown.text : ViewState.roundedMark + " " + shown.text,
            value: try HistoryEntry.valueText(result, limits: limits), number: result)
        history.append(entry)
        if history.count > HistoryEntry.historyLimit { history.removeFirst(history.count - HistoryEntry.historyLimit) }
        return entry
    }
}

/// One line of the history: what was calculated and the result as it was shown.
public struct HistoryEntry: Equatable, Hashable, Sendable {
    public var expression: String
    public var result: String
    /// The result as the expression parser reads it back, for reusing it (`Key.recall`):
    /// exact for a rational (7, 0.125, 1/3), the first 100 digits of an irrational or of an
    /// exact value too long for an expression (more than 100,000 digits).
    public var value: String
    /// The exact value, while this process keeps it: a recall reuses it rather than
    /// `value`'s digits (an entry read back from storage has only the digits).
    public var number: Number?

    /// - Parameter value: defaults to `result`, which suits results shown whole and ungrouped.
    public init(expression: String, result: String, value: String? = nil, number: Number? = nil) {
        self.expression = expression
        self.result = result
        self.value = value ?? result
        self.number = number
    }

    /// The same line of the history: what it reads, whether or not the exact value is kept.
    public static func == (a: HistoryEntry, b: HistoryEntry) -> Bool {
        (a.expression, a.result, a.value) == (b.expression, b.result, b.value)
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(expression)
        hasher.combine(result)
        hasher.combine(value)
    }

    static func valueText(_ number: Number, limits: CalculationLimits) throws(CalculationError) -> String {
        // Digits the parser could not read back (longer than an expression may be) would be
        // written for nothing, taking a second or more: such a value is kept to 100
        // significant digits, as an irrational is.
        if let exact = number.exactValue, Double(exact.bitWidth) * Logarithms.log10Of2 > Double(limits.maxLength) {
            let digits = try number.decimalApproximation(
                significantDigits: CopyText.digitsOfEndlessValues, budget: Budget(limits: limits))
            return NumberFormat(significantDigits: CopyText.digitsOfEndlessValues, notation: .scientific).string(digits)
        }
        if let exact = number.exactValue,
            !exact.decimalApproximation(significantDigits: CopyText.digitsOfEndlessValues).isExact
        {
            // p/q: no decimal expansion says it exactly.
            return try exact.text(TimedSteps(budget: Budget(limits: limits)))
        }
        return try CopyText.text(number, limits: limits)
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

    /// Moves to an unrelated place of the sequence: after "=" drew from it (rand() + rand()),
    /// the next calculation draws other numbers, none shared with these.
    mutating func jump() {
        var z = seed &+ 0xD1B5_4A32_D192_ED03
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        seed = z ^ (z >> 31)
    }
}
