import ArgumentParser
import CalculatorKit

/// How results are worked out and how many digits they show: shared by an expression
/// (`calculator EXPR`) and a notes file (`calculator notes FILE`).
struct ResultOptions: ParsableArguments {
    // Unconditional: `--digits -1` is a count to refuse by its range, not a missing value.
    @Option(
        name: .long, parsing: .unconditional,
        help: "Significant digits to print (1–\(Self.maxDigits); a value with units shows 10 unless exact).")
    var digits: Int?

    @Option(name: .long, help: "Angle unit for trigonometric functions: rad, deg, grad (400 a turn) or turn.")
    var angle = Self.defaultAngle

    @Option(
        name: .long,
        help:
            "Whole numbers in a word of 8, 16, 32 or 64 bits, or unbounded (programmer mode: results wrap, division is whole)."
    )
    var word: String?

    @Flag(name: .long, help: "With --word: signed (two's complement) rather than unsigned.")
    var signed = false

    /// The word --word names, nil without one.
    var integerWord: IntegerWord? {
        guard let word else { return nil }
        return IntegerWord(bits: Int(word), signed: signed || word == "unbounded")
    }

    static let maxDigits = 1_300_000
    static let defaultDigits = 20
    static let defaultAngle = AngleUnit.radians

    /// The digits asked for, else the usual ones.
    var significantDigits: Int { digits ?? Self.defaultDigits }

    func validate() throws {
        if let word, word != "unbounded", !IntegerWord.sizes.contains(Int(word) ?? 0) {
            throw ValidationError("--word must be 8, 16, 32, 64 or unbounded, not \(word)")
        }
        if signed, word == nil { throw ValidationError("--signed goes with --word") }
        guard let digits else { return }
        guard (1...Self.maxDigits).contains(digits) else {
            throw ValidationError("--digits must be between 1 and \(Self.maxDigits), not \(digits)")
        }
    }
}

extension AngleUnit: ExpressibleByArgument {}
