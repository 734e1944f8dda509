import ArgumentParser
import CalculatorKit

/// How results are worked out and how many digits they show: shared by an expression
/// (`calculator EXPR`) and a notes file (`calculator notes FILE`).
struct ResultOptions: ParsableArguments {
    @Option(
        name: .long,
        help: "Significant digits to print (1–\(Self.maxDigits); a value with units shows 10 unless exact).")
    var digits: Int?

    @Option(name: .long, help: "Angle unit for trigonometric functions: rad or deg.")
    var angle = Self.defaultAngle

    static let maxDigits = 1_300_000
    static let defaultDigits = 20
    static let defaultAngle = AngleUnit.radians

    /// The digits asked for, else the usual ones.
    var significantDigits: Int { digits ?? Self.defaultDigits }

    func validate() throws {
        guard let digits else { return }
        guard (1...Self.maxDigits).contains(digits) else {
            throw ValidationError("--digits must be between 1 and \(Self.maxDigits), not \(digits)")
        }
    }
}

extension AngleUnit: ExpressibleByArgument {}
