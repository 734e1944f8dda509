import ArgumentParser
import CalculatorKit
import Foundation

/// `calculator plot EXPR`: the graph of a function of x, in braille on the terminal or
/// as an SVG file, with its roots, extrema and y-intercept as text lines.
struct PlotCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "plot",
        abstract: "Plot functions of x: braille on the terminal, or an SVG file.",
        discussion: """
            Draws the graph of an expression in x (radians for trigonometric functions), \
            breaking the curve at poles and jumps, then prints its roots, extrema and \
            y-intercept, correctly rounded to 9 significant digits. Several functions are \
            separated by ';' (or ', '). Bounds are expressions, negative ones as typed.

            Examples:
              calculator plot "x^2-2" --from -2 --to 2
              calculator plot "sin(x)" --from -pi --to pi --svg sine.svg
              calculator plot "tan(x)" --from -3 --to 3 --y-from -5 --y-to 5
              calculator plot "sin(x); cos(x)" --from 0 --to 2pi
            """
    )

    @Argument(help: "The function of x (several are separated by ';').")
    var expression: [String]

    @Option(name: .long, parsing: .unconditional, help: "Left end of the x-range (default -10).")
    var from: String?

    @Option(name: .long, parsing: .unconditional, help: "Right end of the x-range (default 10).")
    var to: String?

    @Option(
        name: .customLong("y-from"), parsing: .unconditional,
        help: "Bottom of the y-range (default: chosen from the curve).")
    var yFrom: String?

    @Option(name: .customLong("y-to"), parsing: .unconditional, help: "Top of the y-range.")
    var yTo: String?

    @Option(name: .long, help: "Write the plot as an SVG file here instead of drawing it on the terminal.")
    var svg: String?

    @Option(name: .long, help: "Angle unit for trigonometric functions: rad or deg.")
    var angle = AngleUnit.radians

    func run() async throws {
        let source = expression.joined(separator: " ")
        let request = PlotRequest(
            functions: PlotRequest.functions(in: source), from: from, to: to, yFrom: yFrom, yTo: yTo)
        let output = Output(format: NumberFormat())
        let plot: Plot
        do throws(CalculationError) {
            plot = try request.plot(evaluator: Evaluator(angle: angle))
        } catch {
            output.error(error, in: request.functions.count == 1 ? request.functions[0] : "")
            throw ExitCode.failure
        }
        if let svg {
            do {
                try PlotSVG(plot, standalone: true).markup.write(toFile: svg, atomically: true, encoding: .utf8)
            } catch {
                output.standardError("error: cannot write \(svg): \(error.localizedDescription)\n")
                throw ExitCode.failure
            }
        } else {
            let (columns, rows) = PlotCommand.terminalSize()
            let height = min(max(rows - plot.markLines.count - 2, 10), max(10, columns / 2))
            let braille = PlotBraille(plot, width: min(columns, 200), height: height)
            let coloured = isatty(STDOUT_FILENO) == 1 && ProcessInfo.processInfo.environment["NO_COLOR"] == nil
            for line in braille.lines { print(coloured ? PlotCommand.coloured(line) : line.text) }
        }
        for line in plot.markLines { print(line) }
    }

    /// Columns and rows of the terminal on stdout; 80×24 when it is not one.
    static func terminalSize() -> (Int, Int) {
        var size = winsize()
        guard ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0, size.ws_row > 0 else {
            return (80, 24)
        }
        return (Int(size.ws_col), Int(size.ws_row))
    }

    /// Each curve in its own colour (the SVG's, as the nearest of the terminal's 256).
    static func coloured(_ line: PlotBraille.Line) -> String {
        let colours = [214, 33, 41, 204, 135, 81]
        var out = "", current: Int?? = .none
        for (character, curve) in zip(
            line.text, line.curves + Array(repeating: nil, count: max(0, line.text.count - line.curves.count)))
        {
            if current != .some(curve) {
                out += curve.map { "\u{1B}[38;5;\(colours[$0 % colours.count])m" } ?? "\u{1B}[0m"
                current = .some(curve)
            }
            out.append(character)
        }
        return out + "\u{1B}[0m"
    }
}
