/// What to plot, as a person writes it: functions of x, and optional ranges whose
/// bounds are expressions (`-pi`, `2pi`, `1e3`). Shared by the command line and notes.
public struct PlotRequest: Sendable, Equatable {
    public var functions: [String]
    public var from: String?
    public var to: String?
    public var yFrom: String?
    public var yTo: String?

    public init(functions: [String], from: String? = nil, to: String? = nil, yFrom: String? = nil, yTo: String? = nil) {
        self.functions = functions
        self.from = from
        self.to = to
        self.yFrom = yFrom
        self.yTo = yTo
    }

    /// The x-range when none is given.
    public static let defaultRange = -10.0...10.0

    /// `sin(x); cos(x)` or `sin(x), cos(x)`: split at `;` and at a comma followed by a
    /// space, outside parentheses (a comma without one groups digits, as in 1,024).
    public static func functions(in text: String) -> [String] {
        var parts: [String] = [], current = "", depth = 0
        let characters = Array(text)
        for (i, c) in characters.enumerated() {
            if c == "(" { depth += 1 } else if c == ")" { depth = Swift.max(0, depth - 1) }
            let separates =
                depth == 0 && (c == ";" || (c == "," && i + 1 < characters.count && characters[i + 1] == " "))
            if separates { parts.append(current); current = "" } else { current.append(c) }
        }
        parts.append(current)
        return parts.map { Substring($0).trimmingSpaces }.filter { !$0.isEmpty }
    }

    /// The plot, with the names, angle unit and limits of `evaluator`.
    public func plot(evaluator: Evaluator = Evaluator(), points: Int = 1000) throws(CalculationError) -> Plot {
        guard !functions.isEmpty else {
            throw CalculationError(.definition("nothing to plot: give a function of x, e.g. sin(x)"))
        }
        var parsed: [PlotFunction] = []
        for source in functions { parsed.append(try PlotFunction(source, evaluator: evaluator)) }
        let x = try PlotRequest.range(from, to, default: PlotRequest.defaultRange, what: "x", evaluator: evaluator)
        let y =
            yFrom == nil && yTo == nil
            ? nil
            : try PlotRequest.range(yFrom, yTo, default: nil, what: "y", evaluator: evaluator)
        return try Plot(parsed, x: x, y: y, points: points, limits: evaluator.limits)
    }

    private static func range(
        _ low: String?, _ high: String?, default: ClosedRange<Double>?, what: String,
        evaluator: Evaluator
    ) throws(CalculationError) -> ClosedRange<Double> {
        guard let low, let high else {
            if low == nil, high == nil, let range = `default` { return range }
            throw CalculationError(.definition("give both ends of the \(what)-range"))
        }
        let a = try bound(low, evaluator: evaluator), b = try bound(high, evaluator: evaluator)
        guard a < b else {
            throw CalculationError(
                .definition("the \(what)-range must go from a smaller to a larger number (\(low) to \(high))"))
        }
        return a...b
    }

    /// A bound's own error names the bound: its column is in the bound, not in a function.
    private static func bound(_ text: String, evaluator: Evaluator) throws(CalculationError) -> Double {
        let number: Number
        do throws(CalculationError) {
            number = try evaluator.evaluate(text)
        } catch {
            let place = error.column.map { " at column \($0)" } ?? ""
            throw CalculationError(.definition("in the bound \(text): \(error.message)\(place)"))
        }
        let value = MachineProgram.double(number, Budget(limits: evaluator.limits))
        guard value.isFinite else { throw CalculationError(.definition("the bound \(text) is too large to plot")) }
        return value
    }
}
