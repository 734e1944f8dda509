import CalculatorKit
import Foundation

/// Writes results to stdout and errors to stderr.
struct Output {
    enum Format {
        case number(NumberFormat)
        case chineseAmount
    }

    let format: Format

    /// Prints a result; a result the format cannot write is an error (a negative amount in Chinese).
    func result(_ number: Number) throws(OutputError) {
        switch format {
        case let .number(numberFormat):
            print(numberFormat.string(number))
        case .chineseAmount:
            do throws(ChineseAmount.Failure) {
                print(try ChineseAmount.uppercase(number))
            } catch {
                throw OutputError(message: error.description)
            }
        }
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
    func error(_ error: some CustomStringConvertible, line: Int) {
        standardError("line \(line): \(error)\n")
    }

    func error(_ error: OutputError) {
        standardError("error: \(error.message)\n")
    }

    func standardError(_ text: String) {
        fflush(nil)  // keep stdout and stderr in order when both go to one place
        FileHandle.standardError.write(Data(text.utf8))
    }
}

/// A value that evaluated but cannot be written in the chosen format.
struct OutputError: Error, CustomStringConvertible {
    let message: String
    var description: String { message }
}
