@testable import CalculatorKit

/// A line's result as a notes view shows it (20 significant digits), or "error: " and why.
func said(_ line: String, _ evaluator: Evaluator = Evaluator()) -> String {
    switch evaluator.evaluateLine(line).shown(format: NumberFormat(significantDigits: 20)) {
    case let .value(text): return text
    case let .error(message): return "error: " + message
    case .nothing: return ""
    case .outOfTime: return "…"
    }
}
