import ArgumentParser
import CalculatorKit

/// `calculator press KEY…`: feeds keys to a keypad and prints what its screen shows.
struct PressCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "press",
        abstract: "Press keys on the calculator's keypad and print its screen as JSON.",
        discussion: """
            Keys: 0–9 . + - × ÷ * / = % ± AC C ⌫ (or DEL) ( ) and the scientific keys \
            x² x³ xʸ eˣ 10ˣ 2ˣ √ ∛ 1/x ln log log₂ sin cos tan sin⁻¹ cos⁻¹ tan⁻¹ sinh cosh tanh \
            π e x! Rand EE Deg Rad Grad Turn 2nd mc m+ m− mr and the keys that take two numbers yˣ log_y ʸ√x, \
            or ASCII spellings such as sqrt, pi, x^2, pow, exp, fact, asin, neg (±), back or del (⌫), \
            y^x, logy, yroot. A run of digits such as 123 is one key per digit.

            % is x/100, or after + or − a percent of the number before it (50 + 10 % = gives 55), \
            in both keypads. x! of a fraction is Γ(x+1) (0.5 x! gives 0.88622692).

            Examples:
              calculator press 2 + 3 × 4 =                      display 14
              calculator press --mode expression 1 + 2 × 3      display 7, expression 1+2×3
              calculator press 5 + 2 C × 3 =                    display 15 (× replaces +)
            """
    )

    @Option(
        help:
            "Keypad: basic (the iPhone's, immediate execution), expression (live result), converter, or programmer (bases, bits, words)."
    )
    var mode: CalculatorState.Mode = .basic

    @Option(help: "Display width in characters (\(DisplayFit.minimumWidth)–1000).")
    var width = 16

    @Option(help: "Most digits the basic keypad takes and shows (1–100).")
    var digits = 9

    @Option(help: "Separators by language: en (1,234.5) or de (1.234,5).")
    var locale = "en"

    @Option(help: "Angle unit to start with: deg, rad, grad or turn.")
    var angle: AngleUnit = .degrees

    @Option(help: "The display: decimal, or exact for the exact form where known (2/3, 2√2; the a/b key flips it).")
    var format: DisplayForm = .decimal

    @Option(help: "Seed for Rand and rand(): the same seed gives the same numbers (default: a new one each run).")
    var seed: UInt64?

    @Flag(help: "Print the screen after every key, one JSON object per line.")
    var trace = false

    @Argument(parsing: .allUnrecognized, help: "The keys, in order.")
    var keys: [String] = []

    func validate() throws {
        guard (DisplayFit.minimumWidth...1000).contains(width) else {
            throw ValidationError("--width must be between \(DisplayFit.minimumWidth) and 1000, not \(width)")
        }
        guard (1...100).contains(digits) else {
            throw ValidationError("--digits must be between 1 and 100, not \(digits)")
        }
        guard NumberFormat.Separators(language: locale) != nil else {
            throw ValidationError("unknown --locale '\(locale)' (use en or de)")
        }
    }

    func run() async throws {
        let words = keys.first == "--" ? Array(keys.dropFirst()) : keys
        var pressed: [(word: String, key: Key)] = []
        for word in words {
            guard let typed = Key.keys(typed: word) else {
                Output(format: NumberFormat()).standardError(
                    "error: unknown key '\(word)' (see 'calculator press --help' for the keys)\n")
                throw ExitCode.failure
            }
            pressed += typed.map { (word, $0) }
        }
        var state = CalculatorState(
            mode: mode, width: width, maxDigits: digits,
            separators: NumberFormat.Separators(language: locale) ?? .english, angle: angle, seed: seed)
        if format == .exact { state.press(.exactForm) }
        for (index, (_, key)) in pressed.enumerated() {
            // Without --trace only the last screen is seen: a live result that the next key
            // replaces need not be worked out.
            state.press(key, moreFollow: !trace && index < pressed.count - 1)
            if trace { print(JSON.object(state.view, key: key)) }
        }
        if !trace || pressed.isEmpty { print(JSON.object(state.view)) }
    }
}

extension CalculatorState.Mode: ExpressibleByArgument {}

/// What `press --format` starts the display with.
enum DisplayForm: String, CaseIterable, ExpressibleByArgument {
    case decimal, exact
}
