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
                try LineRules.run(line, with: &evaluator, output: output)
            } catch {
                output.error(error, line: lineNumber)
                allSucceeded = false
            }
        }
        return allSucceeded
    }
}
