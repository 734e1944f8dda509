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
            if Self.isBlank(line) {
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

    /// Whether a line is only white space: on its bytes while they are ASCII (every line of a
    /// batch is asked, and a Character's properties are looked up in Unicode's tables),
    /// by Character once one is not.
    static func isBlank(_ line: String) -> Bool {
        for byte in line.utf8 {
            if byte >= 0x80 { return line.allSatisfy(\.isWhitespace) }
            // Space, and tab to carriage return: ASCII's white space as Character sees it.
            if byte != 0x20 && !(0x09...0x0D).contains(byte) { return false }
        }
        return true
    }
}
