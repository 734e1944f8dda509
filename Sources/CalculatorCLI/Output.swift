import CalculatorKit
import Foundation

/// Writes results to stdout and errors to stderr.
struct Output {
    let format: NumberFormat

    /// Digits of an irrational result are computed here, so this can still fail (time limit).
    func result(_ number: Number) throws(CalculationError) {
        print(try format.string(number))
    }

    func blankLine() {
        print()
    }

    /// A single expression's error, with a caret under the column.
    func error(_ error: CalculationError, in source: String) {
        var text = "error: \(error)\n"
        if let column = error.column, !source.isEmpty {
            text += "  \(source)\n  \(String(repeating: " ", count: column - 1))^\n"
        }
        standardError(text)
    }

    /// A batch line's error, one line.
    func error(_ error: CalculationError, line: Int) {
        standardError("line \(line): \(error)\n")
    }

    private func standardError(_ text: String) {
        fflush(nil)  // keep stdout and stderr in order when both go to one place
        FileHandle.standardError.write(Data(text.utf8))
    }
}
