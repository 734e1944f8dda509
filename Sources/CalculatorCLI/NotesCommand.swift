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

    @Option(
        name: .long,
        help: "The time 'today' and 'now' mean, e.g. 2026-11-26 or 2026-11-26T09:30:00Z (default: the clock's).")
    var now: String?

    @OptionGroup var options: ResultOptions
    @OptionGroup var rates: RatesOption

    func validate() throws {
        if let now, NotesCommand.time(now) == nil {
            throw ValidationError("--now must be a day (2026-11-26) or a time (2026-11-26T09:30:00Z), not '\(now)'")
        }
    }

    /// A day (midnight in this zone) or an ISO 8601 time.
    static func time(_ text: String) -> Date? {
        if let date = ISO8601DateFormatter().date(from: text) { return date }
        let day = ISO8601DateFormatter()
        day.formatOptions = [.withFullDate]
        day.timeZone = .current
        return day.date(from: text)
    }

    func run() async throws {
        let text = try read()
        let clock = NoteClock(now: now.flatMap(Self.time) ?? Date())
        var notes = Notes(text: text, angle: options.angle, currencies: try rates.noteCurrencies(), clock: clock)
        // Rates are fetched only for a note that converts currencies, and only once.
        if rates.rates == nil, notes.lines.contains(where: { $0.result.ratesNote != nil }) {
            let daily = rates.dailyCurrencies()
            if daily != notes.currencies {
                notes = Notes(text: text, angle: options.angle, currencies: daily, clock: clock)
            }
        }
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
            notes = Notes.reduce(notes, .setClock(NoteClock(now: now.flatMap(Self.time) ?? Date())))
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
            case .blank where line.result.text != nil:
                print("\(padded)  = \(line.result.text!)")
            case .blank where line.result.sectionTotal != nil:
                print(
                    "\(padded)  = \((try? amount(line.result.sectionTotal!, line.result.sectionUnit, line.result, format)) ?? "")"
                )
            case .blank, .function:
                print(line.text)
            case let .value(number, unit):
                do {
                    print("\(padded)  = \(try amount(number, unit, line.result, format))")
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

    /// A value with its units as the notes views show it: money after its sign, a
    /// conversion by rates with their source and day.
    private func amount(_ number: Number, _ unit: String?, _ result: LineResult, _ format: NumberFormat) throws
        -> String
    {
        var shownFormat = format
        if unit != nil, options.digits == nil {
            shownFormat.significantDigits = ConversionDigits.significantDigits(
                for: number, most: format.significantDigits)
        }
        var rounded = try number.decimalApproximation(significantDigits: shownFormat.significantDigits)
        if rounded.isTooSmall { throw CalculationError(.tooSmallToShow(belowExponent: rounded.exponent)) }
        var leading = result.leading
        if let carry = result.carry { (leading, rounded) = carry.shown(leading: leading, digits: rounded) }
        let digits = shownFormat.string(rounded)
        let amount: String
        if let unit, leading == nil, ["$", "€", "£", "¥"].contains(unit) {
            amount = LineResult.signed(digits, unit)
        } else {
            amount = (leading ?? "") + digits + (unit.map { LineResult.unitSuffix($0, leading: leading) } ?? "")
        }
        return result.ratesNote.map { "≈ \(amount) · \($0)" } ?? amount
    }
}
