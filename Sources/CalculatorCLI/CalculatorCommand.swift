import ArgumentParser
import CalculatorHistory
import CalculatorKit
import CalculatorTerminal
import Foundation

@main
struct CalculatorCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "calculator",
        abstract: "An exact calculator: every digit it prints is right.",
        discussion: """
            Evaluates the expression given as arguments, or one expression per line \
            from standard input when no expression is given and input is not a terminal. \
            With no expression on a terminal, opens the full-screen keypad \
            (? lists its keys, Ctrl-C quits; history is kept in $XDG_DATA_HOME/calculator/history.sqlite; \
            with TERM=dumb it reads one expression a line instead).

            Examples:
              calculator "1+2×3"                 7
              calculator "0.1+0.2"               0.3
              calculator --digits 30 "1/3"       0.333333333333333333333333333333
              calculator "2^-3"                  0.125
              calculator "50+10%"                55 (after + or −, b% is b percent of a)
              calculator "0.5!"                  0.88622692545275801364 (x! = Γ(x+1))
              printf '2^10\\nans/4\\n' | calculator   1024, 256
              calculator "1 mile to km"          1.609344 km
              printf 'r = 2\\nr^2\\n' | calculator   2, 4 (names stay for later lines)
              calculator notes FILE              each line of a notes file with its result
              calculator --format chinese 1409.50  壹仟肆佰零玖元伍角
              calculator press 2 + 3 × 4 =       the keypad's screen as JSON
              calculator                         the full-screen keypad
              calculator serve                   the browser app at http://127.0.0.1:8080/
            """,
        subcommands: [PressCommand.self, ServeCommand.self, NotesCommand.self]
    )

    @Option(name: .long, help: "Significant digits to print (1–\(Self.maxDigits)).")
    var digits = 20

    @Option(name: .long, help: "Angle unit for trigonometric functions: rad or deg.")
    var angle: AngleUnit = .radians

    @Option(name: .long, help: "Number format: plain, grouped, scientific, or chinese for an uppercase amount (default: grouped on a terminal, plain otherwise).")
    var format: OutputFormat?

    @Option(name: .long, help: "Colours of the full-screen keypad: dark or light (default: from COLORFGBG, else dark).")
    var theme: Theme.Name?

    @OptionGroup var rates: RatesOption

    @Argument(parsing: .allUnrecognized, help: "The expression (several arguments are joined with spaces).")
    var expression: [String] = []

    static let maxDigits = 100_000

    /// The expression argument takes every word, so it would swallow the subcommand's
    /// name: `press` is routed here, before the expression is parsed.
    static func main() async {
        let arguments = Array(CommandLine.arguments.dropFirst())
        if arguments.first == PressCommand.configuration.commandName {
            PressCommand.main(Array(arguments.dropFirst()))
        } else if arguments.first == ServeCommand.configuration.commandName {
            ServeCommand.main(Array(arguments.dropFirst()))
        } else if arguments.first == NotesCommand.configuration.commandName {
            NotesCommand.main(Array(arguments.dropFirst()))
        } else if isPlainExpression(arguments) {
            // No option to parse: ArgumentParser's set-up (it reflects over the command's
            // properties) would be most of the time of a one-shot calculation.
            do {
                try evaluate(arguments, digits: 20, angle: .radians, format: nil)
            } catch {
                Self.exit(withError: error)
            }
        } else {
            await main(arguments)
        }
    }

    /// Words that ArgumentParser would only join into the expression (no option), or
    /// none with input to read as a batch.
    static func isPlainExpression(_ words: [String]) -> Bool {
        (!words.isEmpty || isatty(STDIN_FILENO) == 0) && !words.contains { $0.hasPrefix("-") }
    }

    func validate() throws {
        guard (1...Self.maxDigits).contains(digits) else {
            throw ValidationError("--digits must be between 1 and \(Self.maxDigits), not \(digits)")
        }
    }

    func run() async throws {
        // `.allUnrecognized` keeps a leading "--" (used before "-2^2"); it is not part of the expression.
        let words = expression.first == "--" ? Array(expression.dropFirst()) : expression
        if words.isEmpty && isatty(STDIN_FILENO) == 1 && TerminalApp.isAvailable {
            try await keypad()
        } else {
            try Self.evaluate(words, digits: digits, angle: angle, format: format, currencies: rates.currencies())
        }
    }

    /// The expression's result, or one result per line of standard input when there is none.
    static func evaluate(_ words: [String], digits: Int, angle: AngleUnit, format: OutputFormat?,
                         currencies: CurrencyRates? = nil) throws {
        var evaluator = Evaluator(angle: angle)
        evaluator.currencies = currencies
        let notation = format?.notation ?? (isatty(STDOUT_FILENO) == 1 ? .grouped : .plain)
        let output = Output(format: NumberFormat(significantDigits: digits, notation: notation), chineseAmounts: format == .chinese)
        if !words.isEmpty {
            let source = words.joined(separator: " ")
            do {
                if LineRules.apply(to: source) {
                    var evaluator = evaluator
                    try LineRules.evaluate(source, with: &evaluator, output: output)
                } else {
                    let budget = Budget()  // one time limit for the evaluation and its digits
                    let result: Number
                    do {
                        result = try evaluator.evaluate(source, budget: budget)
                    } catch where evaluator.mentionsUnits(source) {
                        try LineRules.evaluate(source, with: &evaluator, output: output)  // 3 ft + 2 in
                        return
                    }
                    try output.result(result, budget: budget)
                }
            } catch {
                output.error(error, in: source)
                throw ExitCode.failure
            }
        } else if isatty(STDIN_FILENO) == 0 {
            var batch = Batch(evaluator: evaluator, output: output)
            if !batch.run() { throw ExitCode.failure }
        } else {
            print(Self.helpMessage())
        }
    }

    private func keypad() async throws {
        let environment = ProcessInfo.processInfo.environment
        let terminal = TerminalEnvironment(environment)
        if let reason = terminal.reasonForLineMode {
            try lineMode(reason)
            return
        }
        // Without HOME or XDG_DATA_HOME there is no place for history: never the working directory.
        let hasHome = environment["HOME"].map { $0.hasPrefix("/") } ?? false
        let hasDataHome = environment["XDG_DATA_HOME"].map { $0.hasPrefix("/") } ?? false
        let app = TerminalApp(theme: theme ?? Theme.name(colorFGBG: environment["COLORFGBG"]),
                              historyPath: hasHome || hasDataHome ? HistoryLocation.defaultPath(environment: environment) : nil,
                              historyWarning: hasHome || hasDataHome ? nil : "HOME is not set: history is not saved",
                              environment: terminal)
        let status: Int32
        do {
            status = try await app.run()
        } catch {
            // The terminal is back to normal by now; say what went wrong on it.
            FileHandle.standardError.write(Data("calculator: \(error)\n".utf8))
            throw ExitCode.failure
        }
        // Ctrl-C ends with 130 and a signal with 128 + its number, as shells expect.
        if status != 0 { throw ExitCode(status) }
    }

    /// A terminal that cannot take the full-screen keypad (TERM=dumb): one expression a
    /// line, each result printed, until end of input (Ctrl-D).
    private func lineMode(_ reason: String) throws {
        FileHandle.standardError.write(Data("calculator: \(reason); type one expression a line, Ctrl-D ends\n".utf8))
        let notation = format?.notation ?? .grouped
        let output = Output(format: NumberFormat(significantDigits: digits, notation: notation), chineseAmounts: format == .chinese)
        var batch = Batch(evaluator: Evaluator(angle: angle), output: output)
        _ = batch.run()  // errors are shown line by line; ending the session is not a failure
    }
}

extension AngleUnit: ExpressibleByArgument {}
extension Theme.Name: ExpressibleByArgument {}
