/// The whole calculator: the keypad in use, its state and what both keypads share.
/// `reduce` is a pure function, so the same keys always give the same screens.
public struct CalculatorState: Equatable, Sendable {
    public enum Mode: String, Sendable, CaseIterable {
        /// The iPhone keypad: immediate execution.
        case basic
        /// The live-expression keypad.
        case expression
    }

    public var mode: Mode
    public var context: KeypadContext
    var basic = BasicKeypad()
    var expression = ExpressionKeypad()

    /// - Parameters:
    ///   - width: display width in characters (at least `DisplayFit.minimumWidth`).
    ///   - maxDigits: the basic keypad's digit limit, 9 as on the iPhone in portrait.
    ///   - angle: degrees, as on the iPhone.
    ///   - seed: where Rand starts.
    ///   - limits: bounds of every calculation.
    public init(mode: Mode = .basic, width: Int = 16, maxDigits: Int = 9,
                separators: NumberFormat.Separators = .english, angle: AngleUnit = .degrees, seed: UInt64 = 0,
                limits: CalculationLimits = .standard) {
        self.mode = mode
        context = KeypadContext(display: DisplayFit(width: width, maxDigits: maxDigits, separators: separators),
                                angle: angle, random: RandomSource(seed: seed), limits: limits)
    }

    public static func reduce(_ state: CalculatorState, _ key: Key) -> CalculatorState {
        var next = state
        next.press(key)
        return next
    }

    public mutating func press(_ key: Key) {
        let key = key.resolved(second: context.isSecond)
        if case let .mode(newMode) = key {
            mode = newMode
            return
        }
        switch key {
        case .second: context.isSecond.toggle()
        case let .angle(unit): context.angle = unit
        case .memoryClear: context.memory = nil
        case .clearHistory: context.history = []
        case let .displaySize(width, maxDigits):
            // Only the size changes; the separators and the entry stay, and the values refit.
            var display = DisplayFit(width: width, maxDigits: maxDigits, separators: context.display.separators)
            display.maxLeadingZeros = context.display.maxLeadingZeros
            context.display = display
        default: break
        }
        switch mode {
        case .basic: basic.press(key, in: &context)
        case .expression: expression.press(key, in: &context)
        }
    }

    public var view: ViewState {
        switch mode {
        case .basic: return basic.view(context)
        case .expression: return expression.view(context)
        }
    }
}
