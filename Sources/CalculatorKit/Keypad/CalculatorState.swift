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
        /// Whole numbers in a word, in bases, with operations on bits.
        case programmer
    }

    public var mode: Mode { didSet { viewCache = ViewCache() } }
    /// Settings a front end may change directly (history loaded, display resized); the screen follows.
    public var context: KeypadContext {
        get { storedContext }
        set {
            if newValue.display != storedContext.display { basicShown = nil }
            storedContext = newValue
            viewCache = ViewCache()
        }
    }
    /// Changed by the keypads many times per key; the screen is worked out once at the end.
    private var storedContext: KeypadContext
    var basic = BasicKeypad()
    var expression = ExpressionKeypad()
    var converter = ConverterKeypad()
    var programmer = ProgrammerKeypad()
    /// The screen, worked out at most once per change (when first read) rather than at every redraw.
    private var viewCache = ViewCache()
    /// The calculation the keys wait for ("=", an operator of the basic keypad), if any.
    var waitingFor: Waiting?
    /// Counts the calculations asked for, so that each answer names its request.
    var revision = 0
    /// The live result's calculation in flight.
    var liveRevision: Int?
    /// A calculation has run long enough to say so.
    var showsCalculating = false
    /// The basic keypad's screen as its last calculation made it, while the keypad and the
    /// display are unchanged since.
    var basicShown: ViewState?
    /// The result scrolled for more digits, nil at rest.
    var scrolled: ScrolledDigits?

    /// - Parameters:
    ///   - width: display width in characters (at least `DisplayFit.minimumWidth`).
    ///   - maxDigits: the basic keypad's digit limit, 9 as on the iPhone in portrait.
    ///   - angle: degrees, as on the iPhone.
    ///   - seed: where Rand starts; by default a fresh one from the system's generator,
    ///     so that Rand differs on every launch (tests pass a fixed seed to repeat it).
    ///   - limits: bounds of every calculation.
    public init(
        mode: Mode = .basic, width: Int = 16, maxDigits: Int = 9,
        separators: NumberFormat.Separators = .english, angle: AngleUnit = .degrees, seed: UInt64? = nil,
        limits: CalculationLimits = .standard
    ) {
        self.mode = mode
        storedContext = KeypadContext(
            display: DisplayFit(width: width, maxDigits: maxDigits, separators: separators),
            angle: angle, random: RandomSource(seed: seed ?? UInt64.random(in: .min ... .max)),
            limits: limits)
    }

    /// The runtime's reducer: applies `action` at once and returns the effects it asks for;
    /// calculations among them (`Effect.evaluate`) run beside the keys (see `receive`).
    public static func reduce(into state: inout CalculatorState, _ action: KeypadAction) -> [Effect<KeypadAction>] {
        state.receive(action)
    }

    /// The next state alone, every calculation done and its effects dropped: for folding
    /// keys in tests and tools.
    public static func reduce(_ state: CalculatorState, _ key: Key) -> CalculatorState {
        var next = state
        next.press(key)
        return next
    }

    /// Applies a key and waits for what it calculates, on this thread: for tools and tests
    /// (`calculator press`). Returns the effects it asks of the world outside the state:
    /// "=" records a calculation, the clear-history key clears the saved history.
    /// With `moreFollow`, the live result is not worked out: the next key would cancel it,
    /// as it does for a person typing fast.
    @discardableResult
    public mutating func press(_ key: Key, moreFollow: Bool = false) -> [Effect<KeypadAction>] {
        apply(.key(key), moreFollow: moreFollow)
    }

    /// Applies an action as `press` applies a key, waiting for what it calculates on this thread.
    @discardableResult
    public mutating func apply(_ action: KeypadAction, moreFollow: Bool = false) -> [Effect<KeypadAction>] {
        Effect.settle(&self, action, skipping: moreFollow ? [Self.liveJob] : [], Self.reduce(into:_:))
    }

    /// Applies an action at once. Nothing here calculates: a key that needs a value ("=", an
    /// operator of the basic keypad, a function) returns an `Effect.evaluate` for it, and
    /// the keys after it wait in the state until its answer arrives (`KeypadAction.answer`),
    /// except C and AC, which cancel it. The expression keypad's live result is worked out the
    /// same way, but keys never wait for it: a newer key makes it stale and cancels it.
    public mutating func receive(_ action: KeypadAction) -> [Effect<KeypadAction>] {
        defer { viewCache = ViewCache() }
        switch action {
        case let .key(key): return apply(key: key)
        case let .answer(answer): return take(answer)
        case let .resize(width, maxDigits): return resize(width: width, maxDigits: maxDigits)
        }
    }

    /// `receive(.key(key))`, for the kit's tests.
    mutating func receive(_ key: Key) -> [Effect<KeypadAction>] { receive(.key(key)) }

    private mutating func apply(key: Key) -> [Effect<KeypadAction>] {
        // A key may read the screen (→ scrolls what is shown): the one of the state as it is
        // now, not one drawn before an answer or a key typed ahead changed it.
        viewCache = ViewCache()
        if scrolled != nil, key.endsScroll {
            // Any other key returns the result to rest: the digits wanted were of the value shown.
            scrolled = nil
            return [.cancel(Self.digitsJob)] + apply(key: key)
        }
        if case let .mode(newMode) = key {
            mode = newMode
            return []
        }
        if var waiting = waitingFor, waiting.holds(mode) || startsKeyJob(key) {
            switch key {
            case .clear where waiting.keys.isEmpty || showsCalculating,
                .allClear where waiting.keys.isEmpty || showsCalculating:
                // C on a calculation that keeps the keys waiting stops it. Typed ahead behind other
                // keys of a quick one ("1 ÷ 4 = AC" at once), it waits its turn like them. The keys
                // typed ahead go with the calculation, but not a C among them: C C is C then AC, as
                // the key reads once the C before it has cleared.
                waitingFor = nil
                showsCalculating = false
                let cancelLive: [Effect<KeypadAction>] = liveRevision == nil ? [] : [.cancel(Self.liveJob)]
                liveRevision = nil
                var effects: [Effect<KeypadAction>] = [.cancel(Self.keyJob)] + cancelLive
                let clears = waiting.keys.filter { $0.key == .clear || $0.key == .allClear }
                if clears.isEmpty { return effects + apply(key: key) }
                for clear in clears + [Waiting.Typed(key: key, mode: mode)] {
                    effects += applying(in: clear.mode) {
                        $0.apply(key: clear.key == .clear ? $0.keyToSend(clear.key) : clear.key)
                    }
                }
                return effects
            default:
                // Another keypad's calculation holds the keys too: a key of this one that needs its
                // own waits behind it, and so do the keys after it, each for the keypad it was typed on.
                waiting.keys.append(Waiting.Typed(key: key, mode: mode))
                waitingFor = waiting
                return []
            }
        }
        if case let .scroll(move) = key { return scroll(move) }
        let key = key.resolved(second: storedContext.isSecond)
        var effects: [Effect<KeypadAction>] = []
        applySettings(key, effects: &effects)
        switch mode {
        case .basic:
            if basic.calculates(key) { return effects + startKeyJob(key) }
            let before = basic
            basic.press(key, in: &storedContext, effects: &effects)
            if basic != before { basicShown = nil }
        case .expression:
            if key == .equals {
                // "=" works the expression out itself: a live result still running for it is not wanted.
                let cancelLive: [Effect<KeypadAction>] = liveRevision == nil ? [] : [.cancel(Self.liveJob)]
                liveRevision = nil
                return effects + cancelLive + startKeyJob(key)
            }
            expression.press(key, in: &storedContext, effects: &effects)
            // While "=" runs (a resize comes through), its answer starts the live result if one is wanted.
            if waitingFor == nil, let request = expression.liveRequest(storedContext) { effects += startLive(request) }
        case .converter:
            converter.press(key, in: storedContext)
        case .programmer:
            // Whole numbers of at most a few thousand bits: at once; "=" records its calculation.
            programmer.press(key, in: &storedContext, effects: &effects)
        }
        return effects
    }

    private mutating func applySettings(_ key: Key, effects: inout [Effect<KeypadAction>]) {
        switch key {
        case .second: storedContext.isSecond.toggle()
        case .exactForm: storedContext.showsExactForm.toggle()
        case let .angle(unit): storedContext.angle = unit
        case .memoryClear: storedContext.memory = nil
        case .clearHistory:
            storedContext.history = []
            effects.append(.clearHistory)
        default: break
        }
    }

    /// The display follows the screen at once, even while keys wait for a calculation; the
    /// value shown is fitted again beside the keys.
    private mutating func resize(width: Int, maxDigits: Int) -> [Effect<KeypadAction>] {
        // Only the size changes; the separators and the entry stay, and the values refit.
        var display = DisplayFit(width: width, maxDigits: maxDigits, separators: storedContext.display.separators)
        display.maxLeadingZeros = storedContext.display.maxLeadingZeros
        storedContext.display = display
        switch mode {
        case .basic:
            // While a calculation runs, its answer fits the value (see `take`).
            guard waitingFor == nil else { return [] }
            if basic.refitsOnResize { return startKeyJob(nil) }
            basicShown = nil
        case .expression:
            expression.resize()
            // While "=" runs, its answer starts the live result if one is wanted.
            if waitingFor == nil, let request = expression.liveRequest(storedContext) { return startLive(request) }
        case .converter, .programmer: break
        }
        return []
    }

    // MARK: Calculations beside the keys

    /// The job that keys wait for, and the live result's, which they do not.
    static let keyJob: Effect<KeypadAction>.Name = "key"
    static let liveJob: Effect<KeypadAction>.Name = "live"
    /// How long a calculation runs before the screen says "calculating…": shorter ones
    /// would only flicker.
    static let calculatingDelay = Duration.milliseconds(150)

    /// Runs `key` on a copy of the keypad beside the keys, with the screen it makes; nil
    /// fits the basic keypad's value to a new display size.
    private mutating func startKeyJob(_ key: Key?) -> [Effect<KeypadAction>] {
        revision += 1
        let revision = revision
        waitingFor = Waiting(revision: revision, mode: mode)
        let context = storedContext
        let job: Job<KeypadAction>
        switch mode {
        case .basic:
            let keypad = basic
            job = Job(Self.keyJob, revision: revision) { cancellation in
                var keypad = keypad, context = context, effects: [Effect<KeypadAction>] = []
                let outer = context.limits.cancellation  // the server's stop, kept for later jobs
                context.limits = context.limits.cancelled(by: cancellation)
                if let key { keypad.press(key, in: &context, effects: &effects) } else { keypad.refit(in: context) }
                let view = keypad.view(context)  // the digits are found here, not on the keys' path
                context.limits.cancellation = outer
                return .answer(CalculationAnswer(revision: revision, .basic(keypad, context, effects, view)))
            }
        case .expression, .converter, .programmer:
            let keypad = expression
            job = Job(Self.keyJob, revision: revision) { cancellation in
                var keypad = keypad, context = context, effects: [Effect<KeypadAction>] = []
                let outer = context.limits.cancellation
                context.limits = context.limits.cancelled(by: cancellation)
                if let key { keypad.press(key, in: &context, effects: &effects) } else { keypad.resize() }
                if let request = keypad.liveRequest(context) { keypad.take(ExpressionKeypad.Live.work(request)) }
                context.limits.cancellation = outer
                return .answer(CalculationAnswer(revision: revision, .expression(keypad, context, effects)))
            }
        }
        return [.evaluate(job), Self.calculatingTimer(revision)]
    }

    private mutating func startLive(_ request: ExpressionKeypad.Live.Request) -> [Effect<KeypadAction>] {
        revision += 1
        let revision = revision
        liveRevision = revision
        let job = Job<KeypadAction>(Self.liveJob, revision: revision) { cancellation in
            var request = request
            request.limits = request.limits.cancelled(by: cancellation)
            return .answer(CalculationAnswer(revision: revision, .live(ExpressionKeypad.Live.work(request))))
        }
        return [.evaluate(job), Self.calculatingTimer(revision)]
    }

    private static func calculatingTimer(_ revision: Int) -> Effect<KeypadAction> {
        .timer(.calculating, after: calculatingDelay, send: .answer(CalculationAnswer(revision: revision, .slow)))
    }

    // MARK: Digits on demand

    /// The job that works out more digits of a scrolled result; keys never wait for it.
    static let digitsJob: Effect<KeypadAction>.Name = "digits"

    /// Moves the window over the result's digits, and asks for the digits it needs.
    private mutating func scroll(_ move: ResultScroll) -> [Effect<KeypadAction>] {
        if scrolled == nil {
            // At rest the screen is the resting one: no digit is calculated to read it.
            scrolled = ScrolledDigits(resting: view, separators: storedContext.display.separators)
        }
        guard var scroll = scrolled else { return [] }
        switch move {
        case let .by(n): scroll.place += n
        case let .to(place): scroll.place = place
        }
        if scroll.place <= scroll.restingPlaces {
            scrolled = nil
            return [.cancel(Self.digitsJob)]
        }
        scrolled = scroll
        return askForDigits()
    }

    /// Starts a job for the digits the wanted place needs, unless they are known or asked for;
    /// keeps the wanted place within the value's end and the size bound.
    private mutating func askForDigits() -> [Effect<KeypadAction>] {
        guard var scroll = scrolled else { return [] }
        defer { scrolled = scroll }
        let width = storedContext.display.width, most = ScrolledDigits.mostDigits(storedContext.limits)
        if let known = scroll.known, let knownPlace = scroll.knownPlace {
            // A value that ends has no digit past its last; none is worked out past the size bound.
            if known.isExact { scroll.place = Swift.min(scroll.place, knownPlace) }
            scroll.place = Swift.min(scroll.place, scroll.place(ofDigits: most, exponent: known.exponent))
            if knownPlace >= scroll.place { return [] }
        }
        if scroll.stop != nil {
            scroll.place = Swift.min(scroll.place, scroll.knownPlace ?? scroll.restingPlaces)
            return []
        }
        let needed = Swift.min(most, scroll.digitsNeeded(width: width))
        if let asked = scroll.asked, asked >= needed { return [] }
        // Ahead of the window, so that a key held down finds its digits known.
        let known = scroll.known?.digits.utf8.count ?? 0
        let count = Swift.min(most, Swift.max(needed + 4 * width, known * 3 / 2, 64))
        revision += 1
        let revision = revision
        scroll.revision = revision
        scroll.asked = count
        let value = scroll.value, limits = storedContext.limits.forShowing(scroll.value)
        let job = Job<KeypadAction>(Self.digitsJob, revision: revision) { cancellation in
            let limits = limits.cancelled(by: cancellation)
            let digits = Result { () throws(CalculationError) in
                try value.decimalApproximation(significantDigits: count, limits: limits, rounding: .towardZero)
            }
            return .answer(CalculationAnswer(revision: revision, .digits(digits)))
        }
        return [.evaluate(job)]
    }

    /// Takes a calculation's answer, unless a newer key has made it stale.
    private mutating func take(_ answer: CalculationAnswer) -> [Effect<KeypadAction>] {
        switch answer.content {
        case let .digits(result):
            guard var scroll = scrolled, scroll.revision == answer.revision, scroll.asked != nil else { return [] }
            scroll.asked = nil
            switch result {
            case let .success(digits): scroll.take(digits)
            case let .failure(error): scroll.stop = error.message
            }
            scrolled = scroll
            return askForDigits()
        case .slow:
            if waitingFor?.revision == answer.revision || liveRevision == answer.revision { showsCalculating = true }
            return []
        case let .live(live):
            guard liveRevision == answer.revision else { return [] }
            liveRevision = nil
            if waitingFor == nil { showsCalculating = false }
            expression.take(live)
            return []
        case let .basic(keypad, context, effects, view):
            guard waitingFor?.revision == answer.revision else { return [] }
            basic = keypad
            adopt(context)
            basicShown = view
            if context.display != storedContext.display {
                guard basic.refitsOnResize else {
                    basicShown = nil
                    return effects + applyWaitingKeys()
                }
                // The display changed size while it ran: the value is fitted again before the keys go on.
                let keys = waitingFor?.keys ?? []
                let refit = applying(in: .basic) { $0.startKeyJob(nil) }
                waitingFor?.keys = keys
                return effects + refit
            }
            return effects + applyWaitingKeys()
        case let .expression(keypad, context, effects):
            guard waitingFor?.revision == answer.revision else { return [] }
            expression = keypad
            adopt(context)
            // The display changed size while "=" ran: its answer, fitted to the old one, is fitted again.
            if context.display != storedContext.display { expression.resize() }
            var more = effects
            if mode == .expression, let request = expression.liveRequest(storedContext) { more += startLive(request) }
            return more + applyWaitingKeys()
        }
    }

    /// What a calculation changed of the shared context (the display may have changed since).
    private mutating func adopt(_ context: KeypadContext) {
        storedContext.memory = context.memory
        storedContext.history = context.history
        storedContext.random = context.random
    }

    /// Applies the keys typed ahead, each on the keypad it was typed on (the person may have
    /// switched keypads since), the one shown staying shown.
    private mutating func applyWaitingKeys() -> [Effect<KeypadAction>] {
        let keys = waitingFor?.keys ?? []
        waitingFor = nil
        if liveRevision == nil { showsCalculating = false }
        var effects: [Effect<KeypadAction>] = []
        for (index, typed) in keys.enumerated() {
            // C reads as the key shows once the keys before it are applied: C C is C then AC.
            effects += applying(in: typed.mode) {
                $0.apply(key: typed.key == .clear ? $0.keyToSend(.clear) : typed.key)
            }
            if waitingFor != nil {
                // A key that calculates again: the rest wait for it, as typed (C among them too).
                waitingFor?.keys += keys[(index + 1)...]
                break
            }
        }
        return effects
    }

    /// Runs `change` as if `keypad` were shown, then shows the keypad shown before.
    private mutating func applying(
        in keypad: Mode, _ change: (inout CalculatorState) -> [Effect<KeypadAction>]
    ) -> [Effect<KeypadAction>] {
        let shown = mode
        if keypad != shown { mode = keypad }
        let effects = change(&self)
        if mode != shown { mode = shown }
        return effects
    }

    /// Whether the key, on the keypad shown, starts a calculation that keys wait for.
    private func startsKeyJob(_ key: Key) -> Bool {
        switch mode {
        case .basic: basic.calculates(key.resolved(second: storedContext.isSecond))
        case .expression: key == .equals
        case .converter, .programmer: false
        }
    }

    /// The screen of this state. A runtime works it out once per change (`KeypadRuntime`)
    /// and hands it to renderers; nothing here calculates digits that a job has not found
    /// already, except for a value shown before any key (the initial 0).
    public var view: ViewState {
        viewCache.view {
            var view: ViewState
            switch mode {
            case .basic:
                if let basicShown {
                    view = basicShown
                    view.refresh(from: storedContext)
                } else {
                    view = basic.view(storedContext)
                }
            case .expression: view = expression.view(storedContext)
            case .converter: view = converter.view(storedContext)
            case .programmer: view = programmer.view(storedContext)
            }
            if let waitingFor, waitingFor.holds(mode) {
                view.isStale = true
                view.keysWaiting = waitingFor.keys.count { $0.mode == mode }
            }
            view.isCalculating = showsCalculating && (view.isStale || liveRevision != nil)
            if storedContext.showsExactForm, mode != .converter, mode != .programmer, !basicShowsEntry {
                view.showExactForm(storedContext)
            }
            if let scrolled {
                let shown = scrolled.shown(storedContext.display, limits: storedContext.limits)
                if !shown.text.isEmpty {
                    view.display = shown.text
                    view.isUndecided = false  // the digits are cut, not rounded
                }
                view.scrolled = shown.result
            }
            return view
        }
    }

    /// Whether the arrows move the expression keypad's cursor: an expression is being edited
    /// and no calculation holds the keys (after "=" they scroll the result's digits instead).
    public var movesExpressionCursor: Bool { mode == .expression && waitingFor == nil && expression.hasCursor }

    /// Moves the expression keypad's cursor. Nothing it reads changes, so nothing is worked
    /// out; a scrolled live result goes back to rest.
    public mutating func moveExpressionCursor(_ move: ExpressionCursorMove) -> [Effect<KeypadAction>] {
        guard movesExpressionCursor else { return [] }
        defer { viewCache = ViewCache() }
        expression.moveCursor(move)
        guard scrolled != nil else { return [] }
        scrolled = nil
        return [.cancel(Self.digitsJob)]
    }

    /// Forward Delete on the expression keypad: with the cursor inside the expression, the
    /// piece after it goes, as in a line editor; elsewhere it is ⌫, as on a keypad.
    public mutating func deleteAfterCursor() -> [Effect<KeypadAction>] {
        if movesExpressionCursor, expression.cursor != nil {
            expression.moveCursor(.right)
            viewCache = ViewCache()
        }
        return receive(.key(.backspace))
    }

    /// Whether every calculation asked for has answered: what a command that reads the
    /// value (copy) waits for, so that it reads the answer rather than the screen before it.
    public var isSettled: Bool { waitingFor == nil && liveRevision == nil }

    /// The key a keypad cell sends now (C or AC, Rad or Deg), worked out without the whole screen.
    public func keyToSend(_ key: Key) -> Key {
        switch key {
        case .clear, .allClear:
            switch mode {
            case .basic: return basic.error != nil || basic.isCleared ? .allClear : .clear
            case .expression: return expression.clearKey
            case .converter: return view.clearKey
            case .programmer: return programmer.clearsAll ? .allClear : .clear
            }
        case .angle: return .angle(storedContext.angle == .degrees ? .radians : .degrees)
        default: return key
        }
    }
}

/// The calculation that the keys of one keypad wait for, and the keys pressed meanwhile.
struct Waiting: Equatable, Sendable {
    /// A key typed ahead, and the keypad it was typed on.
    struct Typed: Equatable, Sendable {
        var key: Key
        var mode: CalculatorState.Mode
    }

    var revision: Int
    var mode: CalculatorState.Mode
    var keys: [Typed] = []

    /// Whether the keys of `keypad` wait: its own calculation runs, or keys of it typed on
    /// wait behind another keypad's.
    func holds(_ keypad: CalculatorState.Mode) -> Bool {
        mode == keypad || keys.contains { $0.mode == keypad }
    }
}

/// The screen of one state, made when first read. A copy of the state shares it until
/// either is changed, which gives the changed one a fresh cache; it takes no part in equality.
final class ViewCache: Equatable, @unchecked Sendable {
    private let lock = NSLock()
    private var stored: ViewState?

    /// The lock only swaps the value: two readers at once may both make it, and the first kept wins.
    func view(_ make: () -> ViewState) -> ViewState {
        if let stored = lock.withLock({ stored }) { return stored }
        let made = make()
        return lock.withLock {
            if let stored { return stored }
            stored = made
            return made
        }
    }

    static func == (a: ViewCache, b: ViewCache) -> Bool { true }
}

extension Key {
    /// Whether the key returns a scrolled result to rest (every key but the scroll keys).
    var endsScroll: Bool {
        if case .scroll = self { return false }
        return true
    }
}
