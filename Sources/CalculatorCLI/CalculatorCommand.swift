import ArgumentParser
import CalculatorKit
import Foundation

@main
struct CalculatorCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "calculator",
        abstract: "An exact calculator: every digit it prints is right.",
        discussion: """
            Evaluates the expression given as arguments, or one expression per line \
            from standard input when no expression is given and input is not a terminal.

            Examples:
              calculator "1+2×3"                 7
              calculator "0.1+0.2"               0.3
              calculator --digits 30 "1/3"       0.333333333333333333333333333333
              calculator "2^-3"                  0.125
              printf '2^10\\nans/4\\n' | calculator   1024, 256
            """
    )

    @Option(name: .long, help: "Significant digits to print (1–\(Self.maxDigits)).")
    var digits = 20

    @Option(name: .long, help: "Angle unit for trigonometric functions: rad or deg.")
    var angle: AngleUnit = .radians

    @Option(name: .long, help: "Number format: plain, grouped or scientific (default: grouped on a terminal, plain otherwise).")
    var format: NumberFormat.Notation?

    @Argument(parsing: .allUnrecognized, help: "The expression (several arguments are joined with spaces).")
    var expression: [String] = []

    static let maxDigits = 100_000

    func validate() throws {
        guard (1...Self.maxDigits).contains(digits) else {
            throw ValidationError("--digits must be between 1 and \(Self.maxDigits), not \(digits)")
        }
    }

    func run() throws {
        let output = Output(format: numberFormat)
        let evaluator = Evaluator(angle: angle)
        // `.allUnrecognized` keeps a leading "--" (used before "-2^2"); it is not part of the expression.
        let words = expression.first == "--" ? Array(expression.dropFirst()) : expression
        if !words.isEmpty {
            let source = words.joined(separator: " ")
            do {
                try output.result(try evaluator.evaluate(source))
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

    private var numberFormat: NumberFormat {
        let notation = format ?? (isatty(STDOUT_FILENO) == 1 ? .grouped : .plain)
        return NumberFormat(significantDigits: digits, notation: notation)
    }
}

extension AngleUnit: ExpressibleByArgument {}
extension NumberFormat.Notation: ExpressibleByArgument {}
