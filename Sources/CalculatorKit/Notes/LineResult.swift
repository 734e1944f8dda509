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
    /// What a plot line (`plot sin(x) from -pi to pi`) asks to draw; its outcome is blank.
    public var plot: PlotRequest? = nil

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
