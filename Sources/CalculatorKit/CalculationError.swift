/// Why an expression has no value, and where (1-based column) when a place is known.
public struct CalculationError: Error, Equatable, Sendable, CustomStringConvertible {
    public enum Kind: Equatable, Sendable {
        /// A token that cannot stand where it stands, e.g. the `*` in `1+*2`.
        case unexpected(String)
        /// The expression stopped where an operand was needed, e.g. `1+`.
        case unexpectedEnd
        case emptyExpression
        case unknownName(String)
        /// A function name without its '(' (e.g. `sin 30`).
        case functionNeedsParenthesis(String)
        case unmatchedClosingParenthesis
        /// Two operands with nothing between them, e.g. `2 3`.
        case missingOperator
        case invalidNumber(String)
        case divisionByZero
        /// The operation has no real result for this operand, e.g. `(-1)!`.
        case domain(String)
        /// The exact result would exceed the size bound (in bits).
        case tooLarge(limitBits: Int)
        /// A number typed with so many places (1e-1000000) that its exact value passes the size bound.
        case tooSmallToHold(limitBits: Int)
        case tooDeeplyNested(Int)
        case tooLong(Int)
        case timeLimit(seconds: Int)
        /// Stopped because its answer was no longer wanted (a newer key, Esc).
        case cancelled
        /// A sign or zero test on an irrational value that stayed undecided to the
        /// comparison precision, e.g. dividing by sin(1)² + cos(1)² − 1; `near` is the
        /// point the value could not be told from (zero, or an end of a domain).
        case undecidable(String, bits: Int, near: String = "0")
        /// A value not known to be zero whose first digit lies below 10^exponent, too far
        /// down to find: it is refused rather than shown as 0.
        case tooSmallToShow(belowExponent: Int)
        /// More precision asked of an irrational value than the limit allows.
        case precisionLimit(bits: Int)
        /// A chain of operations on irrational values longer than the limit.
        case tooManyIrrationalOperations(Int)
        case noPreviousAnswer
        /// A user variable, function or unit used or defined wrongly; the text says how.
        case definition(String)
        /// A conversion between units of different dimensions, named (length, mass, …).
        case incompatibleUnits(from: String, to: String)
    }

    public let kind: Kind
    public let column: Int?

    public init(_ kind: Kind, column: Int? = nil) {
        self.kind = kind
        self.column = column
    }

    /// The same error placed at `column`, unless it already has a place.
    func at(_ column: Int) -> CalculationError {
        self.column == nil ? CalculationError(kind, column: column) : self
    }

    /// What went wrong, without the place.
    /// The decimal digits that `bits` bits hold, grouped (2^22 bits: 1,262,611).
    static func decimalDigits(ofBits bits: Int) -> String {
        // log10(2) ≈ 0.30103
        NumberFormat(notation: .grouped).string(
            Rational(Int(Double(bits) * 0.30103)).decimalApproximation(significantDigits: 20))
    }

    public var message: String {
        switch kind {
        case let .unexpected(token): return "unexpected '\(CalculationError.visible(token))'"
        case .unexpectedEnd: return "unexpected end of expression"
        case .emptyExpression: return "empty expression"
        case let .unknownName(name): return "unknown name '\(CalculationError.visible(name))'"
        case let .functionNeedsParenthesis(name): return "expected '(' after '\(CalculationError.visible(name))'"
        case .unmatchedClosingParenthesis: return "unmatched ')'"
        case .missingOperator: return "missing operator"
        case let .invalidNumber(text): return "invalid number '\(CalculationError.visible(text))'"
        case .divisionByZero: return "cannot divide by zero"
        case let .domain(why): return why
        case let .tooSmallToHold(bits):
            return "number too small to hold exactly (at most \(Self.decimalDigits(ofBits: bits)) decimal places)"
        case let .tooLarge(bits):
            return "result too large (the limit is about \(Self.decimalDigits(ofBits: bits)) digits)"
        case let .tooDeeplyNested(limit): return "too deeply nested (more than \(limit) levels)"
        case let .tooLong(limit): return "expression too long (more than \(limit) characters)"
        case let .timeLimit(seconds): return "calculation stopped after the \(seconds) s time limit"
        case .cancelled: return "calculation cancelled"
        case let .undecidable(what, bits, near):
            // 2^-bits ≈ 10^-(bits · log10 2)
            return
                "cannot tell \(what): it is within 10^-\(Int(Double(bits) * 0.30103)) of \(near == "0" ? "zero" : near)"
        case let .tooManyIrrationalOperations(limit):
            return "too long a chain of operations on irrational values (more than \(limit))"
        case let .tooSmallToShow(exponent): return "too small to show (below 1e\(exponent))"
        case let .precisionLimit(bits):
            return "needs more than \(bits) bits of precision (about \(Int(Double(bits) * 0.30103)) digits)"
        case .noPreviousAnswer: return "'ans' has no previous answer yet"
        case let .definition(why): return why
        case let .incompatibleUnits(from, to): return "cannot convert \(from) to \(to)"
        }
    }

    public var description: String {
        guard let column else { return message }
        return "\(message) at column \(column)"
    }
}

extension CalculationError {
    /// Input text as a message may show it: control and format characters (ESC, NUL,
    /// line breaks, bidi overrides…) written as `\u{1B}`, so that an error never sends
    /// raw control sequences to a terminal, a log or a page.
    public static func visible(_ text: String) -> String {
        var shown = ""
        for scalar in text.unicodeScalars {
            shown += visible(scalar)
        }
        return shown
    }

    /// One scalar as `visible(_:)` shows it.
    public static func visible(_ scalar: Unicode.Scalar) -> String {
        switch scalar.properties.generalCategory {
        case .control, .format, .lineSeparator, .paragraphSeparator, .surrogate, .privateUse, .unassigned:
            return "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
        default:
            return String(scalar)
        }
    }
}
