import CalculatorKit
import Foundation

/// Writes results to stdout and errors to stderr.
struct Output {
    let format: NumberFormat
    /// Results as Chinese uppercase amounts (--format chinese) instead of numbers.
    var chineseAmounts = false

    /// Digits of an irrational result are computed here, so this can still fail (time
    /// limit); a result the format cannot write (a negative amount in Chinese) is an error.
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
            // A long expression is shown as a window of about 70 characters around the column.
            let characters = Array(source)
            let start = max(0, min(column - 1 - 35, characters.count - 70))
            let end = min(characters.count, start + 70)
            let prefix = start > 0 ? "…" : "", suffix = end < characters.count ? "…" : ""
            let caret = prefix.count + column - 1 - start
            text += "  \(prefix)\(String(characters[start..<end]))\(suffix)\n  \(String(repeating: " ", count: caret))^\n"
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
