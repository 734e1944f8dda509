import CalculatorKit

/// One expression per input line, one result per output line. A failing line
/// reports its error on stderr and the batch goes on; `ans` is the last result.
struct Batch {
    var evaluator: Evaluator
    let output: Output

    /// Runs to the end of input; false if any line failed.
    mutating func run() -> Bool {
        var allSucceeded = true
        var lineNumber = 0
        while let line = readLine(strippingNewline: true) {
            lineNumber += 1
            if line.allSatisfy(\.isWhitespace) {
                output.blankLine()
                continue
            }
            do {
                if LineRules.apply(to: line) {
                    try LineRules.evaluate(line, with: &evaluator, output: output)
                    continue
                }
                let budget = Budget()  // one time limit per line, evaluation and digits together
                let result: Number
                do {
                    result = try evaluator.evaluate(line, budget: budget)
                } catch where evaluator.mentionsUnits(line) {
                    try LineRules.evaluate(line, with: &evaluator, output: output)  // 3 ft + 2 in
                    continue
                }
                evaluator.answer = result
                try output.result(result, budget: budget)
            } catch {
                output.error(error, line: lineNumber)
                allSucceeded = false
            }
        }
        return allSucceeded
    }
}
