import ArgumentParser
import CalculatorKit
import Foundation

/// `calculator`: its commands, declared. Words that name no command go to `evaluate`,
/// so `calculator "1+2"` and `calculator press 1 + 2` both read as typed.
@main
struct CalculatorCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "calculator",
        abstract: "An exact calculator: every digit it prints is right.",
        // The default command's usage first: most runs are an expression.
        usage: """
            calculator [--digits <digits>] [--angle <angle>] [--format <format>] [--theme <theme>] [--rates <rates>] [--seed <seed>] [<expression> ...]
            calculator <subcommand>
            """,
        discussion: """
            Evaluates the expression given as arguments, or one expression per line \
            from standard input when no expression is given and input is not a terminal. \
            With no expression on a terminal, opens the full-screen keypad. \
            The options for an expression (--digits, --angle, --format, --theme, --seed) are \
            listed by 'calculator help evaluate', the functions by 'calculator help functions'.

            Examples:
              calculator "1+2×3"                 7
              calculator "0.1+0.2"               0.3
              calculator --digits 30 "1/3"       0.333333333333333333333333333333
              calculator "2^-3"                  0.125
              calculator "50+10%"                55 (after + or −, b% is b percent of a)
              calculator "0.5!"                  0.88622692545275801365 (x! = Γ(x+1))
              printf '2^10\\nans/4\\n' | calculator   1024, 256
              calculator "1 mile to km"          1.609344 km
              printf 'r = 2\\nr^2\\n' | calculator   2, 4 (names stay for later lines)
              calculator notes FILE              each line of a notes file with its result
              calculator plot "x^2-2" --from -2 --to 2   its graph in braille, roots ±1.41421356
              calculator --format chinese 1409.50  壹仟肆佰零玖元伍角
              calculator press 2 + 3 × 4 =       the keypad's screen as JSON
              calculator                         the full-screen keypad
              calculator serve                   the browser app at http://127.0.0.1:8080/
            """,
        version: CalculatorVersion.current,
        subcommands: [EvaluateCommand.self, PressCommand.self, ServeCommand.self, NotesCommand.self, PlotCommand.self],
        defaultSubcommand: EvaluateCommand.self
    )

    static func main() {
        // Read from argv directly: `CommandLine.arguments` is built through generic
        // collection code whose first use costs a tenth of a one-shot call.
        var arguments: [String] = []
        arguments.reserveCapacity(Int(CommandLine.argc))
        for index in 1..<Int(CommandLine.argc) {
            if let word = CommandLine.unsafeArgv[index] { arguments.append(String(cString: word)) }
        }
        // Before ArgumentParser: its default command would read -V as an expression (−1 volt).
        if arguments == ["--version"] || arguments == ["-V"] {
            print(CalculatorVersion.current)
            return exitIfUnwritten()
        }
        // The function table is the kit's, not a command's options.
        if arguments == ["help", "functions"] || arguments == ["help", "functions", "--markdown"] {
            print(arguments.count == 3 ? FunctionTable.markdown : FunctionTable.text)
            return exitIfUnwritten()
        }
        if arguments.count >= 2, arguments[0] == "help", !isCommand(arguments[1]), arguments[1] != "functions" {
            // ArgumentParser would print the overview and succeed, as if the command existed.
            FileHandle.standardError.write(Data(unknownHelpTopic(arguments[1]).utf8))
            Foundation.exit(64)
        }
        if evaluatedWithoutParsing(arguments) { return exitIfUnwritten() }
        // The commands are async. An async main that awaits them parks the main thread in
        // dispatch_main, which leaves it by pthread_exit; in a fully static binary that
        // unwinding first sorts every unwind entry of the binary (40 ms, longer than the
        // calculation). The main thread waits for the command instead; nothing here needs
        // the main queue.
        let finished = DispatchSemaphore(value: 0)
        Task.detached {
            await main(arguments)
            finished.signal()
        }
        finished.wait()
        exitIfUnwritten()
    }

    /// Whether a word names a command (one `help` can describe).
    static func isCommand(_ word: String) -> Bool {
        configuration.subcommands.contains { $0._commandName == word } || word == "help"
    }

    static func unknownHelpTopic(_ word: String) -> String {
        let names = configuration.subcommands.map { $0._commandName }.joined(separator: ", ")
        return "error: no command '\(word)': help knows \(names), and functions\n"
    }

    /// Results are buffered, so a full disk shows only when they are flushed at the end:
    /// said then, with a failing status, rather than lost without a word.
    static func exitIfUnwritten() {
        guard fflush(nil) != 0 else { return }
        let reason = String(cString: strerror(errno))
        FileHandle.standardError.write(Data("error: cannot write the results: \(reason)\n".utf8))
        Foundation.exit(1)
    }

    /// The words that name a command rather than start an expression. Spelled out: asking
    /// the configuration for its subcommands' names costs as much as a calculation (the
    /// runtime looks up each command type's conformances in a 130 MB binary).
    static let commandNames = ["evaluate", "press", "serve", "notes", "plot", "help"]

    /// A one-shot expression or batch with no option is evaluated without ArgumentParser:
    /// its set-up (it reflects over every command's properties) costs more than the
    /// calculation. Measured, 20 runs of `calculator 1+2` against `calculator --digits 20 1+2`
    /// (busy 2-core machine): release 0.7–1.0 s against 1.1–1.8 s; debug 2.1–2.7 s against
    /// 6–8 s (0.42 s against 0.99 s when idle). Returns false, having done nothing, for
    /// anything with an option or a command name.
    static func evaluatedWithoutParsing(_ arguments: [String]) -> Bool {
        if arguments.contains(where: { $0.hasPrefix("-") }) { return false }
        if let first = arguments.first {
            if commandNames.contains(first) { return false }
        } else if isatty(STDIN_FILENO) == 1 {
            return false  // the keypad, with its options
        }
        do {
            try EvaluateCommand.evaluate(
                arguments, digits: ResultOptions.defaultDigits, angle: ResultOptions.defaultAngle, format: nil)
        } catch {
            exit(withError: error)
        }
        return true
    }
}
