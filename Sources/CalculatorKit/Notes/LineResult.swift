/// What one line of a note gives, and what it defines and reads (so that a note knows
/// which lines an edit can change).
public struct LineResult: Sendable, Equatable {
    public enum Outcome: Sendable, Equatable {
        /// An empty or comment line.
        case blank
        /// A value, with the units it is in after a conversion (`3 ft to m` → 0.9144, "m").
        case value(Number, unit: String?)
        /// A function definition: it has no value of its own.
        case function(UserFunction)
        case failure(CalculationError)
    }

    public var outcome: Outcome
    /// The name the line defines (`r` for `r = 2.5`), even when its definition failed.
    public var defines: String?
    /// Every user name the line looked up, found or not, and "ans" if it may use it.
    public var reads: Set<String>
    /// The whole units before the value of a mixed conversion (`1.75 m to ft + in` gives
    /// "5 ft + " before 8.8976378 in), shown before the value.
    public var leading: String? = nil
    /// The whole units to show instead when the value, rounded to the digits shown, fills
    /// the last whole unit (1 min 60.00000000 s is shown 2 min 0 s).
    public var carry: MixedCarry? = nil
    /// The angle unit an `angle = deg` line sets (a blank outcome otherwise).
    public var angleSetting: AngleUnit? = nil
    /// The units of a value with units, which a variable defined by the line keeps.
    var quantity: UnitExpression? = nil
    /// What a plot line (`plot sin(x) from -pi to pi`) asks to draw; its outcome is blank.
    public var plot: PlotRequest? = nil
    /// How a value in programmer terms is shown: its base, its word, what happened to it.
    public var wordShown: WordShown? = nil
    /// What a line shows that is no number: a date, a time of day (its outcome is blank).
    public var text: String? = nil
    /// The date or time of day behind `text`, which a variable defined by the line keeps.
    var date: NoteDate? = nil
    /// A heading's total: the sum of the values of its section, with their units.
    public var sectionTotal: Number? = nil
    public var sectionUnit: String? = nil
    /// Where the rates of a currency result come from and their date ("ECB 2026-10-30").
    public var ratesNote: String? = nil

    public static let blank = LineResult(outcome: .blank, defines: nil, reads: [])

    public var value: Number? {
        if case let .value(number, _) = outcome { return number }
        return nil
    }

    /// What later lines see under `defines`.
    public var binding: NameScope.Binding? {
        switch outcome {
        case let .value(number, _): return .variable(number)
        case let .function(function): return .function(function)
        case .blank, .failure: return nil
        }
    }
}
