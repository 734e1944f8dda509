import CalculatorKit

/// The command line takes what a notes line takes: `r = 2.5`, `area(r) = pi r^2`,
/// `3 ft to m`. Only lines that can be one of those go through the notes' line rules;
/// plain expressions keep the fast path (a batch of them is benchmarked against bc).
enum LineRules {
    static func apply(to line: String) -> Bool {
        // One pass over the bytes first: most lines have none of = → - t.
        guard
            line.utf8.contains(where: {
                $0 == UInt8(ascii: "=") || $0 == UInt8(ascii: "-") || $0 == UInt8(ascii: "t") || $0 == 0xE2
            })
        else {
            return false
        }
        return line.contains("=") || line.contains("→") || line.contains("->")
            || line.split(whereSeparator: { !$0.isLetter }).contains("to")
    }

    /// One line of a batch or the command line: a statement or quantity line by the rules
    /// above, else an expression with one time limit for its value and digits. An
    /// expression that fails but names units is read again as a quantity line (3 ft + 2 in).
    static func run(_ line: String, with evaluator: inout Evaluator, output: Output) throws(CalculationError) {
        if apply(to: line) || evaluator.names.hasQuantities && evaluator.mentionsUnits(line) {
            try evaluate(line, with: &evaluator, output: output)
            return
        }
        let budget = Budget()
        let result: Number
        do {
            result = try evaluator.evaluate(line, budget: budget)
        } catch  where evaluator.mentionsUnits(line) {
            try evaluate(line, with: &evaluator, output: output)
            return
        }
        evaluator.answer = result
        try output.result(result, budget: budget)
    }

    /// Evaluates a definition or conversion, remembers what it defines, and prints its
    /// result (a function definition prints an empty line, keeping one line per line).
    static func evaluate(_ line: String, with evaluator: inout Evaluator, output: Output) throws(CalculationError) {
        let result = evaluator.evaluateLine(line)
        evaluator.remember(result)
        switch result.outcome {
        case .blank, .function:
            output.blankLine()
        case let .value(number, unit):
            try output.result(number, unit: unit, leading: result.leading)
        case let .failure(error):
            throw error
        }
    }
}
