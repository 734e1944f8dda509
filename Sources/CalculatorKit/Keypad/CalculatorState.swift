import Foundation

/// The whole calculator: the keypad in use, its state and what both keypads share.
/// `reduce` is a pure function, so the same keys always give the same screens.
public struct CalculatorState: Equatable, Sendable {
    public enum Mode: String, Sendable, CaseIterable {
        /// The iPhone keypad: immediate execution.
        case basic
        /// The live-expression keypad.
        case expression
        /// The unit converter: a number in one unit above, in another below.
        case converter
    }

    public var mode: Mode { didSet { viewCache = ViewCache() } }
    /// Settings a front end may change directly (history loaded, display resized); the screen follows.
    public var context: KeypadContext {
        get { storedContext }
        set {
            storedContext = newValue
            viewCache = ViewCache()
        }
    }
    /// Changed by the keypads many times per key; the screen is worked out once at the end.
    private var storedContext: KeypadContext
    var basic = BasicKeypad()
    var expression = ExpressionKeypad()
    var converter = ConverterKeypad()
    /// The screen, worked out at most once per key (when first read) rather than at every
    /// redraw: an irrational value's digits may take up to the time limit to find.
    private var viewCache = ViewCache()

    /// - Parameters:
    ///   - width: display width in characters (at least `DisplayFit.minimumWidth`).
    ///   - maxDigits: the basic keypad's digit limit, 9 as on the iPhone in portrait.
    ///   - angle: degrees, as on the iPhone.
    ///   - seed: where Rand starts; by default a fresh one from the system's generator,
    ///     so that Rand differs on every launch (tests pass a fixed seed to repeat it).
    ///   - limits: bounds of every calculation.
    public init(mode: Mode = .basic, width: Int = 16, maxDigits: Int = 9,
                separators: NumberFormat.Separators = .english, angle: AngleUnit = .degrees, seed: UInt64? = nil,
                limits: CalculationLimits = .standard) {
        self.mode = mode
        storedContext = KeypadContext(display: DisplayFit(width: width, maxDigits: maxDigits, separators: separators),
                                      angle: angle, random: RandomSource(seed: seed ?? UInt64.random(in: .min ... .max)),
                                      limits: limits)
    }

    /// The runtime's reducer: applies `key` and returns the effects it asks for.
    public static func reduce(into state: inout CalculatorState, _ key: Key) -> [Effect<Key>] {
        state.press(key)
    }

    /// The next state alone, its effects dropped: for folding keys in tests and tools.
    public static func reduce(_ state: CalculatorState, _ key: Key) -> CalculatorState {
        var next = state
        next.press(key)
        return next
    }

    /// Applies a key and returns what it asks of the world outside the state: "=" records
    /// a calculation, the clear-history key clears the saved history.
    @discardableResult
    public mutating func press(_ key: Key) -> [Effect<Key>] {
        let key = key.resolved(second: storedContext.isSecond)
        if case let .mode(newMode) = key {
            mode = newMode
            return []
        }
        var effects: [Effect<Key>] = []
        pressKeypads(key, effects: &effects)
        viewCache = ViewCache()
        return effects
    }

    private mutating func pressKeypads(_ key: Key, effects: inout [Effect<Key>]) {
        switch key {
        case .second: storedContext.isSecond.toggle()
        case let .angle(unit): storedContext.angle = unit
        case .memoryClear: storedContext.memory = nil
        case .clearHistory:
            storedContext.history = []
            effects.append(.clearHistory)
        case let .displaySize(width, maxDigits):
            // Only the size changes; the separators and the entry stay, and the values refit.
            var display = DisplayFit(width: width, maxDigits: maxDigits, separators: storedContext.display.separators)
            display.maxLeadingZeros = storedContext.display.maxLeadingZeros
            storedContext.display = display
        default: break
        }
        switch mode {
        case .basic: basic.press(key, in: &storedContext, effects: &effects)
        case .expression: expression.press(key, in: &storedContext, effects: &effects)
        case .converter: converter.press(key, in: storedContext)
        }
    }

    /// The screen of this state. A runtime works it out once per change (`KeypadRuntime`)
    /// and hands it to renderers; it is cached, since an irrational's digits may take up to the time limit.
    public var view: ViewState {
        viewCache.view {
            switch mode {
            case .basic: return basic.view(storedContext)
            case .expression: return expression.view(storedContext)
            case .converter: return converter.view(storedContext)
            }
        }
    }
}

/// The screen of one state, made when first read. A copy of the state shares it until
/// either is changed, which gives the changed one a fresh cache; it takes no part in equality.
final class ViewCache: Equatable, @unchecked Sendable {
    private let lock = NSLock()
    private var stored: ViewState?

    func view(_ make: () -> ViewState) -> ViewState {
        lock.lock()
        defer { lock.unlock() }
        if let stored { return stored }
        let made = make()
        stored = made
        return made
    }

    static func == (a: ViewCache, b: ViewCache) -> Bool { true }
}
