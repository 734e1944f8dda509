import ArgumentParser
import CalculatorKit
import Testing

@testable import CalculatorCLI

/// Which command the words on the command line make, parsed in process (no binary run).
@Suite("Commands are declared")
struct CommandRoutingTests {
    @Test(
        "each subcommand parses as itself",
        arguments: [
            (["press", "1", "+", "2"], "press"), (["serve", "--port", "0"], "serve"),
            (["notes", "budget.txt"], "notes"),
            (["evaluate", "1+2"], "evaluate"), (["1+2"], "evaluate"), ([], "evaluate"),
        ] as [([String], String)])
    func subcommands(_ words: [String], _ name: String) throws {
        let command = try CalculatorCommand.parseAsRoot(words)
        #expect(type(of: command)._commandName == name, "\(words)")
    }

    /// The fast path's list of command words is the configuration's.
    @Test func commandWordsAreTheSubcommands() {
        let declared = CalculatorCommand.configuration.subcommands.map { $0._commandName } + ["help"]
        #expect(Set(declared) == Set(CalculatorCommand.commandNames))
    }

    @Test(
        "the default command takes the expression",
        arguments: [
            (["1+2"], ["1+2"]), (["2", "+", "3"], ["2", "+", "3"]), (["-5+1"], ["-5+1"]), (["--", "-5+1"], ["-5+1"]),
            (["-sin(0)", "+", "1"], ["-sin(0)", "+", "1"]), (["1", "--digits", "5", "/3"], ["1", "/3"]),
        ] as [([String], [String])])
    func expression(_ arguments: [String], _ words: [String]) throws {
        let command = try #require(try CalculatorCommand.parseAsRoot(arguments) as? EvaluateCommand)
        #expect(command.words == words)
    }

    @Test func optionsOfTheDefaultCommand() throws {
        let command = try #require(
            try CalculatorCommand.parseAsRoot(
                ["--digits", "30", "--angle", "deg", "--format", "chinese", "--theme", "light", "1/3"])
                as? EvaluateCommand)
        #expect(command.options.digits == 30)
        #expect(command.options.angle == .degrees)
        #expect(command.format == .chinese)
        #expect(command.words == ["1/3"])
        let plain = try #require(try CalculatorCommand.parseAsRoot(["1"]) as? EvaluateCommand)
        #expect(plain.options.significantDigits == 20 && plain.options.angle == .radians && plain.format == nil)
    }

    @Test func subcommandsKeepTheirOwnOptions() throws {
        let press = try #require(
            try CalculatorCommand.parseAsRoot(["press", "--digits", "5", "--mode", "expression", "1"]) as? PressCommand)
        #expect(press.digits == 5 && press.mode == .expression && press.keys == ["1"])
        let notes = try #require(
            try CalculatorCommand.parseAsRoot(["notes", "--watch", "--digits", "7", "f.txt"]) as? NotesCommand)
        #expect(notes.watch && notes.options.digits == 7 && notes.file == "f.txt")
        let serve = try #require(try CalculatorCommand.parseAsRoot(["serve", "--port", "9000"]) as? ServeCommand)
        #expect(serve.port == 9000 && serve.host == "127.0.0.1")
    }

    /// A word that names a command is that command, even where an expression could be meant.
    @Test func aCommandNameIsTheCommand() throws {
        #expect(try CalculatorCommand.parseAsRoot(["press"]) is PressCommand)
        #expect(try CalculatorCommand.parseAsRoot(["1", "press"]) is EvaluateCommand)
    }

    @Test(
        "unknown or bad options are clear errors",
        arguments: [
            (["--bogus", "1"], "unknown option '--bogus'"), (["--digit", "5", "1"], "unknown option '--digit'"),
            (["--digits", "0", "1"], "--digits must be between 1 and 1300000, not 0"),
            (["--angle", "furlong", "1"], "'furlong'"),
            (["press", "--width", "5"], "--width must be between 12 and 1000"),
            (["serve", "--port", "70000"], "--port must be between 0 and 65535"),
            (["serve", "--bogus"], "Unknown option '--bogus'"), (["notes"], "Missing expected argument '<file>'"),
        ] as [([String], String)])
    func badOptions(_ arguments: [String], _ message: String) {
        do {
            let command = try CalculatorCommand.parseAsRoot(arguments)
            Issue.record("\(arguments) parsed as \(type(of: command))")
        } catch {
            let shown = CalculatorCommand.message(for: error)
            #expect(shown.contains(message), "\(arguments): \(shown)")
        }
    }

    @Test func anExpressionBeginningWithTwoDashesNeedsTheMarker() throws {
        let command = try #require(try CalculatorCommand.parseAsRoot(["--", "--5"]) as? EvaluateCommand)
        #expect(command.words == ["--5"])
    }

    /// ArgumentParser answers a request for help with its own command, which prints the help.
    @Test func helpIsAskedFor() throws {
        for words in [["--help"], ["help"], ["help", "press"], ["press", "--help"], ["-h"]] {
            let command = try CalculatorCommand.parseAsRoot(words)
            #expect(String(describing: type(of: command)) == "HelpCommand", "\(words)")
        }
    }
}

/// The help each command prints, as `calculator --help` or `calculator help COMMAND` shows it.
@Suite("Help texts")
struct HelpTextTests {
    @Test func theCalculator() {
        let help = CalculatorCommand.helpMessage(columns: 120)
        #expect(help.contains("OVERVIEW: An exact calculator: every digit it prints is right."))
        #expect(
            help.contains(
                "USAGE: calculator [--digits <digits>] [--angle <angle>] [--format <format>] [--theme <theme>] [--rates <rates>] [--seed <seed>] [<expression> ...]"
            ))
        #expect(help.contains("calculator <subcommand>"))
        #expect(help.contains("evaluate (default)"))
        for command in ["press ", "serve ", "notes "] {
            #expect(help.contains("\n  \(command)"), "\(command)")
        }
        #expect(help.contains(#"calculator --digits 30 "1/3"       0.333333333333333333333333333333"#))
        #expect(help.contains("calculator press 2 + 3 × 4 =       the keypad's screen as JSON"))
        #expect(help.contains("'calculator help evaluate'"))
    }

    @Test func evaluate() {
        let help = CalculatorCommand.helpMessage(for: EvaluateCommand.self, columns: 120)
        #expect(
            help.contains(
                "USAGE: calculator evaluate [--digits <digits>] [--angle <angle>] [--word <word>] [--signed] [--format <format>] [--theme <theme>] [--rates <rates>] [--offline] [--rates-url <rates-url>] [--seed <seed>] [<expression> ...]"
            ))
        #expect(
            help.contains(
                "--digits <digits>       Significant digits to print (1–1300000; a value with units shows 10 unless exact)."
            ))
        #expect(help.contains("(values: rad,\n                          deg, grad, turn; default: rad)"))
        #expect(help.contains("grouped, scientific, exact, mixed, chinese)"))
        #expect(help.contains("(values: dark, light)"))
        #expect(help.contains("calculator -5+1                    -4"))
    }

    @Test func press() {
        let help = CalculatorCommand.helpMessage(for: PressCommand.self, columns: 120)
        #expect(
            help.contains(
                "USAGE: calculator press [--mode <mode>] [--width <width>] [--digits <digits>] [--locale <locale>] [--angle <angle>] [--format <format>] [--seed <seed>] [--trace] [<keys> ...]"
            ))
        #expect(help.contains("calculator press 2 + 3 × 4 =                      display 14"))
        #expect(help.contains("--trace"))
    }

    @Test func serve() {
        let help = CalculatorCommand.helpMessage(for: ServeCommand.self, columns: 120)
        #expect(help.contains("USAGE: calculator serve [--host <host>] [--port <port>] [--history <history>]"))
        #expect(help.contains("Port to listen on (0 picks a free one). (default: 8080)"))
        #expect(help.contains("POST /api/evaluate"))
    }

    @Test func notes() {
        let help = CalculatorCommand.helpMessage(for: NotesCommand.self, columns: 120)
        #expect(
            help.contains(
                "USAGE: calculator notes <file> [--watch] [--now <now>] [--digits <digits>] [--angle <angle>] [--word <word>]"
            ))
        #expect(help.contains("calculator notes --watch budget.txt  again on every change (Ctrl-C stops)"))
    }
}

/// The same, through the built binary: what a user sees, and the exit status.
@Suite("Commands as run")
struct CommandRunTests {
    @Test func helpForACommand() throws {
        let run = try Run(["help", "press"])
        #expect(run.status == 0)
        #expect(run.out.contains("USAGE: calculator press"))
        let root = try Run(["--help"])
        #expect(root.status == 0)
        #expect(root.out.contains("evaluate (default)"))
    }

    @Test func anUnknownOptionIsNamedWithTheUsage() throws {
        let run = try Run(["--bogus", "1"])
        #expect(run.status == 64)
        #expect(run.out.isEmpty)
        #expect(run.err.contains("Error: unknown option '--bogus'"))
        #expect(run.err.contains("Usage: calculator evaluate"))
    }

    @Test func anUnreadableFileIsNotAUsageError() throws {
        let run = try Run(["notes", "/nonexistent/notes.txt"])
        #expect(run.status == 1)
        #expect(!run.err.contains("Usage"))
    }

    @Test func wordsAfterTheExpressionAreStillOptions() throws {
        #expect(try Run(["1", "--digits", "5", "/3"]).out == "0.33333\n")
        #expect(try Run(["-5+1"]).out == "-4\n")
        #expect(try Run(["evaluate", "2", "+", "3"]).out == "5\n")
    }
}
