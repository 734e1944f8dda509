import ArgumentParser
import CalculatorKit
import Foundation

/// `calculator notes FILE`: evaluates a notes file, each line with its result beside it.
struct NotesCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "notes",
        abstract: "Evaluate a notes file: lines with variables, functions and unit conversions.",
        discussion: """
            Each line is an expression (2 + 3), a variable (r = 2.5), a function \
            (area(r) = pi r^2), or a conversion (3 ft to m); a line may use the names \
            defined above it and ans, the result above it. Lines starting with # are comments.

            Examples:
              calculator notes budget.txt          each line and its result
              calculator notes --watch budget.txt  again on every change (Ctrl-C stops)
            """
    )

    @Argument(help: "The notes file.")
    var file: String

    @Flag(help: "Watch the file and print the results again when it changes.")
    var watch = false

    @OptionGroup var options: ResultOptions
    @OptionGroup var rates: RatesOption

    func run() async throws {
        var notes = Notes(text: try read(), angle: options.angle, currencies: try rates.currencies())
        let allSucceeded = show(notes)
        guard watch else {
            if !allSucceeded { throw ExitCode.failure }
            return
        }
        var lastText = notes.text
        while true {
            try await Task.sleep(for: .milliseconds(300))  // polling: portable, and a note is small
            guard let text = try? read(), text != lastText else { continue }
            lastText = text
            notes = Notes.reduce(notes, .setText(text))
            print("── \(file) changed ──")
            _ = show(notes)
        }
    }

    private func read() throws -> String {
        do {
            return try String(contentsOfFile: file, encoding: .utf8)
        } catch {
            throw Unreadable(description: "cannot read \(file): \(error.localizedDescription)")
        }
    }

    /// A file that cannot be read is an error of the run, not of the command line: no usage follows it.
    struct Unreadable: Error, CustomStringConvertible {
        let description: String
    }

    /// Prints every line with its result in a column; false if any line failed.
    private func show(_ notes: Notes) -> Bool {
        let notation: NumberFormat.Notation = isatty(STDOUT_FILENO) == 1 ? .grouped : .plain
        let format = NumberFormat(significantDigits: options.significantDigits, notation: notation)
        let width = min(40, notes.lines.map(\.text.count).max() ?? 0)
        var allSucceeded = true
        // A final newline ends the last line; it does not start an empty one.
        let shown = notes.lines.last?.text.isEmpty == true ? notes.lines.dropLast() : notes.lines[...]
        for line in shown {
            let padded = line.text.padding(toLength: max(width, line.text.count), withPad: " ", startingAt: 0)
            switch line.result.outcome {
            case .blank where line.result.angleSetting != nil:
                print("\(padded)  (\(AngleSetting.shown(line.result.angleSetting!)))")
            case .blank, .function:
                print(line.text)
            case let .value(number, unit):
                do {
                    var shownFormat = format
                    if unit != nil, options.digits == nil {
                        shownFormat.significantDigits = ConversionDigits.significantDigits(
                            for: number, most: format.significantDigits)
                    }
                    let digits = try shownFormat.string(number)
                    let suffix = unit.map { LineResult.unitSuffix($0, leading: line.result.leading) } ?? ""
                    print("\(padded)  = \(line.result.leading ?? "")\(digits)\(suffix)")
                } catch {
                    print("\(padded)  ! \(error)")
                    allSucceeded = false
                }
            case let .failure(error):
                print("\(padded)  ! \(error)")
                allSucceeded = false
            }
        }
        fflush(nil)  // each result shows at once when watching
        return allSucceeded
    }
}
