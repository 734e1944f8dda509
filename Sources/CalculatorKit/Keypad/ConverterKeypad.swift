/// The unit converter on the iPhone's pattern: a number typed in the "from"
/// unit above, its value in the "to" unit below, live, exact (1 mi → 1.609344 km).
struct ConverterKeypad: Equatable, Sendable {
    var category = ConverterCategory.length
    var from = ConverterCategory.length.defaultUnits.from
    var to = ConverterCategory.length.defaultUnits.to
    var entry = Entry()
    /// Why the last unit key was refused (an unknown unit); cleared by the next key.
    var problem: String?

    mutating func press(_ key: Key, in context: KeypadContext) {
        problem = nil
        switch key {
        case let .digit(d): entry.append(digit: d, maxDigits: context.display.maxDigits)
        case .point: entry.appendPoint()
        case .exponent: entry.startExponent()
        case .backspace: entry.removeLast()
        case .clear, .allClear: entry = Entry()
        case .changeSign: entry.changeSign()
        case let .converter(converterKey): press(converterKey)
        default: break
        }
    }

    private mutating func press(_ key: ConverterKey) {
        switch key {
        case .swap: swap(&from, &to)
        case let .category(category): choose(category)
        case .nextCategory, .previousCategory:
            let all = ConverterCategory.allCases
            choose(all[Self.step(all.firstIndex(of: category)!, by: key == .nextCategory ? 1 : -1, count: all.count)])
        case .nextFromUnit: from = nextUnit(after: from, by: 1)
        case .previousFromUnit: from = nextUnit(after: from, by: -1)
        case .nextToUnit: to = nextUnit(after: to, by: 1)
        case .previousToUnit: to = nextUnit(after: to, by: -1)
        case let .from(symbol): pick(symbol, asFrom: true)
        case let .to(symbol): pick(symbol, asFrom: false)
        }
    }

    private mutating func choose(_ category: ConverterCategory) {
        self.category = category
        (from, to) = category.defaultUnits
    }

    private static func step(_ index: Int, by delta: Int, count: Int) -> Int { (index + delta + count) % count }

    /// The unit before or after `unit` in the category's list (a unit picked by name that
    /// is not in the list steps from its start).
    private func nextUnit(after unit: String, by delta: Int) -> String {
        let units = category.units
        guard let index = units.firstIndex(of: unit) else { return units[delta > 0 ? 0 : units.count - 1] }
        return units[Self.step(index, by: delta, count: units.count)]
    }

    /// A unit by name: the category follows it, and the other unit stays if it measures
    /// the same quantity (else it becomes the new category's default).
    private mutating func pick(_ symbol: String, asFrom: Bool) {
        guard let unit = try? UnitExpression.parse(Substring(symbol), column: 1) else {
            problem = "unknown unit '\(CalculationError.visible(symbol))'"
            return
        }
        guard let category = ConverterCategory.of(unit.unit, named: symbol, preferring: self.category) else {
            problem = "the converter has no category for \(unit.unit.dimension.name)"
            return
        }
        if category != self.category { choose(category) }
        if asFrom { from = unit.text } else { to = unit.text }
        // The same unit twice converts nothing: the other one moves on.
        if from == to, asFrom {
            to = nextUnit(after: to, by: 1)
        } else if from == to {
            from = nextUnit(after: from, by: 1)
        }
    }

    /// The typed number in `to`, exactly.
    func converted(_ context: KeypadContext) throws(CalculationError) -> Number {
        let fromUnit = try UnitExpression.parse(Substring(from), column: 1)
        let toUnit = try UnitExpression.parse(Substring(to), column: 1)
        return try context.evaluator.convert(.exact(entry.value), from: fromUnit, to: toUnit)
    }

    func view(_ context: KeypadContext) -> ViewState {
        let input = entry.text(separators: context.display.separators)
        var view = ViewState(
            mode: .converter, display: "0", expression: "\(input) \(from)",
            clearKey: entry == Entry() ? .allClear : .clear, emphasis: .result, isComplete: true,
            angle: context.angle, isSecond: context.isSecond, hasMemory: context.memory != nil,
            history: context.history)
        var screen = ConverterScreen(category: category, fromUnit: from, toUnit: to, input: input, output: "0")
        do throws(CalculationError) {
            let value = try converted(context)
            view.value = value
            let shown = try context.display.shown(value, limits: context.limits)
            (screen.output, view.isComplete, view.isUndecided) = (shown.text, shown.isComplete, shown.isUndecided)
            view.display = screen.output
        } catch {
            view.display = "Error"
            view.error = error.message
            screen.output = "Error"
        }
        if let problem { view.error = problem }
        view.converter = screen
        return view
    }
}

/// What the converter shows, for front ends that draw it: the category, the number typed
/// with its unit above, and the converted number with its unit below.
public struct ConverterScreen: Equatable, Sendable {
    public var category: ConverterCategory
    public var fromUnit: String
    public var toUnit: String
    /// The number as typed ("1.5", "-0.").
    public var input: String
    /// The converted number, fitted to the display ("1.609344").
    public var output: String
}
