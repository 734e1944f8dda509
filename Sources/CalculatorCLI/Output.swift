import CalculatorKit
import Foundation

/// Writes results to stdout and errors to stderr.
struct Output {
    let format: NumberFormat
    /// Results as Chinese uppercase amounts (--format chinese) instead of numbers.
    var chineseAmounts = false

    /// A result the format cannot write (a negative amount in Chinese) is an error.
    func result(_ number: Number) throws(CalculationError) {
        if chineseAmounts {
            do throws(ChineseAmount.Failure) {
                print(try ChineseAmount.uppercase(number))
            } catch {
                throw CalculationError(.domain(error.description))
            }
            return
        }
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

    func standardError(_ text: String) {
        fflush(nil)  // keep stdout and stderr in order when both go to one place
        FileHandle.standardError.write(Data(text.utf8))
    }
}
