import CalculatorKit
import Foundation

/// Writes results to stdout and errors to stderr.
struct Output {
    let format: NumberFormat
    /// Results as Chinese uppercase amounts (--format chinese) instead of numbers.
    var chineseAmounts = false
    /// Results as exact forms (--format exact or mixed): 2/3, 2√2, π/2, 1/3 + √3.
    var exactForm: ExactFormText?
    /// A value with units shows readable digits (`ConversionDigits`) unless --digits was given.
    var readableUnits = true

    /// Digits of an irrational result are computed here, so this can still fail (time
    /// limit); a result the format cannot write (a negative amount in Chinese) is an error.
    /// - Parameter budget: what is left of the evaluation's time limit: one limit for both.
    /// - Parameter carry: the whole units to show instead when the rounded last part fills the unit before it.
    func result(
        _ number: Number, unit: String? = nil, leading: String? = nil, carry: MixedCarry? = nil,
        budget: Budget = WaitedJob.start()
    ) throws(CalculationError) {
        if chineseAmounts {
            do throws(ChineseAmount.Failure) {
                print(try ChineseAmount.uppercase(number))
            } catch {
                throw CalculationError(.domain(error.description))
            }
            return
        }
        if let exactForm {
            if let text = try exactForm.string(number, budget: budget) {
                print((leading ?? "") + text + (unit.map { LineResult.unitSuffix($0, leading: leading) } ?? ""))
                return
            }
            // No known form: the decimal, and a word on stderr so that stdout keeps one line per result.
            noExactForm()
        }
        var format = format
        if unit != nil, readableUnits {
            format.significantDigits = ConversionDigits.significantDigits(for: number, most: format.significantDigits)
        }
        var digits = try number.decimalApproximation(significantDigits: format.significantDigits, budget: budget)
        if digits.isTooSmall { throw CalculationError(.tooSmallToShow(belowExponent: digits.exponent)) }
        var leading = leading
        if let carry { (leading, digits) = carry.shown(leading: leading, digits: digits) }
        if let unit, leading == nil, LineResult.isCurrencySign(unit) {
            print(LineResult.signed(format.string(digits), unit))  // $34, as notes show money
        } else if unit == nil && leading == nil {
            Self.writeLine(format.string(digits))
        } else {
            let suffix = unit.map { LineResult.unitSuffix($0, leading: leading) } ?? ""
            print((leading ?? "") + format.string(digits) + suffix)
        }
        // A digit that could not be decided is marked, as the keypads mark it with their note.
        if digits.isUndecided { standardError("note: \(DecimalApproximation.undecidedNote)\n") }
    }

    /// A line of a number's characters (no NUL) on stdout, into C's buffer, where `print`
    /// writes too, without `print`'s generic steps: a batch writes a result a line.
    private static func writeLine(_ text: String) {
        puts(text)
    }

    private func noExactForm() {
        standardError("note: \(ExactFormText.noFormKnown); shown as a decimal\n")
    }

    func blankLine() {
        print()
    }

    /// A single expression's error, with a caret under the column. Columns count
    /// Unicode scalars; control characters are shown escaped (`\u{1B}`), never raw.
    func error(_ error: CalculationError, in source: String) {
        var text = "error: \(error)\n"
        if let column = error.column, !source.isEmpty {
            // A long expression is shown as a window of about 70 characters around the column.
            let scalars = Array(source.unicodeScalars)
            let start = max(0, min(column - 1 - 35, scalars.count - 70))
            let end = min(scalars.count, start + 70)
            var line = start > 0 ? "…" : "", caret = line.count
            for index in start..<end {
                let shown = CalculationError.visible(scalars[index])
                if index < column - 1 { caret += shown.count }
                line += shown
            }
            if end < scalars.count { line += "…" }
            text += "  \(line)\n  \(String(repeating: " ", count: caret))^\n"
        }
        standardError(text)
    }

    /// A batch line's error: "error" on stdout, so that answers stay on their input's
    /// line, and the message on stderr.
    func error(_ error: CalculationError, line: Int) {
        print("error")
        standardError("line \(line): \(error)\n")
    }

    func standardError(_ text: String) {
        fflush(nil)  // keep stdout and stderr in order when both go to one place
        FileHandle.standardError.write(Data(text.utf8))
    }
}
