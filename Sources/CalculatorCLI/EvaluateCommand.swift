import ArgumentParser
import CalculatorHistory
import CalculatorKit
import CalculatorTerminal
import Foundation

/// `calculator [EXPR…]`, the default command: one expression, a batch from standard
/// input, or the full-screen keypad.
struct EvaluateCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "evaluate",
        abstract: "Print the result of an expression, of each line of standard input, or open the keypad.",
        discussion: """
            The expression is given as arguments (several are joined with spaces); use -- \
            before one that begins with -- (calculator -- --5). With no expression and input \
            that is not a terminal, each line of input is an expression and gets its result \
            on a line. With no expression on a terminal, opens the full-screen keypad \
            (? lists its keys, Ctrl-C quits; history is kept in $XDG_DATA_HOME/calculator/history.sqlite; \
            with TERM=dumb it reads one expression a line instead).

            Examples:
              calculator "1+2×3"                 7
              calculator 2 + 3                   5
              calculator -5+1                    -4
              calculator --digits 30 "1/3"       0.333333333333333333333333333333
              calculator --angle deg "sin(30)"   0.5
              calculator --seed 7 "rand()"       the same number on every run with seed 7
              printf '2^10\\nans/4\\n' | calculator   1024, 256
            """
    )

    @OptionGroup var options: ResultOptions

    @Option(
        name: .long,
        help:
            "Number format: plain, grouped, scientific, exact (2/3, 2√2, π/2), mixed (1 1/3), or chinese for an uppercase amount (default: grouped on a terminal, plain otherwise)."
    )
    var format: OutputFormat?

    @Option(name: .long, help: "Colours of the full-screen keypad: dark or light (default: from COLORFGBG, else dark).")
    var theme: Theme.Name?

    @OptionGroup var rates: RatesOption

    @Option(
        name: .long,
        help: "Seed for rand() and randint() (0–18446744073709551615): the same seed gives the same numbers.")
    var seed: UInt64?

    /// Every word ArgumentParser does not know, so that `-5+1` is an expression, not an option.
    @Argument(parsing: .allUnrecognized, help: "The expression (several arguments are joined with spaces).")
    var expression: [String] = []

    /// The expression's words: a leading "--" (kept by `.allUnrecognized`) only marks
    /// where options end.
    var words: [String] { expression.first == "--" ? Array(expression.dropFirst()) : expression }

    func validate() throws {
        // `.allUnrecognized` would take a misspelt option (--digit 5) as the expression;
        // no expression begins with --letter, so say which option is unknown.
        if let word = expression.prefix(while: { $0 != "--" }).first(where: Self.looksLikeAnOption) {
            throw ValidationError("unknown option '\(word)' (put -- before an expression that begins with --)")
        }
    }

    private static func looksLikeAnOption(_ word: String) -> Bool {
        word.hasPrefix("--") && word.dropFirst(2).first?.isLetter == true
    }

    func run() async throws {
        if words.isEmpty && isatty(STDIN_FILENO) == 1 && TerminalApp.isAvailable {
            try await keypad()
        } else {
            try Self.evaluate(
                words, digits: options.significantDigits, angle: options.angle, format: format,
                currencies: rates.currencies(), readableUnits: options.digits == nil, word: options.integerWord,
                seed: seed)
        }
    }

    /// The expression's result, or one result per line of standard input when there is none.
    static func evaluate(
        _ words: [String], digits: Int, angle: AngleUnit, format: OutputFormat?,
        currencies: CurrencyRates? = nil, readableUnits: Bool = true, word: IntegerWord? = nil, seed: UInt64? = nil
    ) throws {
        var evaluator = Evaluator(angle: angle)
        // One sequence for the whole run: each line of a batch draws new numbers.
        if let seed { evaluator.random = RandomNumbers(seed: seed) }
        evaluator.currencies = currencies
        evaluator.word = word
        let notation = format?.notation ?? (isatty(STDOUT_FILENO) == 1 ? .grouped : .plain)
        var output = Output(
            format: NumberFormat(significantDigits: digits, notation: notation), chineseAmounts: format == .chinese)
        output.exactForm = format?.exactForm
        output.readableUnits = readableUnits
        if !words.isEmpty {
            // Joined by hand: `joined(separator:)` is generic, and its first call has the
            // runtime look its types up in the whole binary (a tenth of a one-shot call).
            var source = words[0]
            for word in words.dropFirst() { source += " " + word }
            do {
                var evaluator = evaluator
                try LineRules.run(source, with: &evaluator, output: output)
            } catch {
                output.error(error, in: source)
                throw ExitCode.failure
            }
        } else if isatty(STDIN_FILENO) == 0 {
            var batch = Batch(evaluator: evaluator, output: output)
            if !batch.run() { throw ExitCode.failure }
        } else {
            print(CalculatorCommand.helpMessage())
        }
    }

    private func keypad() async throws {
        let environment = ProcessInfo.processInfo.environment
        let terminal = TerminalEnvironment(environment)
        if let reason = terminal.reasonForLineMode {
            lineMode(reason)
            return
        }
        // Without HOME or XDG_DATA_HOME there is no place for history: never the working directory.
        let hasHome = environment["HOME"].map { $0.hasPrefix("/") } ?? false
        let hasDataHome = environment["XDG_DATA_HOME"].map { $0.hasPrefix("/") } ?? false
        var app = TerminalApp(
            theme: theme ?? Theme.name(colorFGBG: environment["COLORFGBG"]),
            historyPath: hasHome || hasDataHome ? HistoryLocation.defaultPath(environment: environment) : nil,
            historyWarning: hasHome || hasDataHome ? nil : "HOME is not set: history is not saved",
            environment: terminal)
        app.fileRates = try rates.currencies()
        app.dailyRates = rates.rates == nil ? rates.daily() : nil
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
    private func lineMode(_ reason: String) {
        FileHandle.standardError.write(Data("calculator: \(reason); type one expression a line, Ctrl-D ends\n".utf8))
        let notation = format?.notation ?? .grouped
        var output = Output(
            format: NumberFormat(significantDigits: options.significantDigits, notation: notation),
            chineseAmounts: format == .chinese)
        output.exactForm = format?.exactForm
        output.readableUnits = options.digits == nil
        var evaluator = Evaluator(angle: options.angle)
        evaluator.word = options.integerWord
        if let seed { evaluator.random = RandomNumbers(seed: seed) }
        var batch = Batch(evaluator: evaluator, output: output)
        _ = batch.run()  // errors are shown line by line; ending the session is not a failure
    }
}

extension Theme.Name: ExpressibleByArgument {}
