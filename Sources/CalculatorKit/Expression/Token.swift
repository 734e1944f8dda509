/// One lexical unit of an expression: its kind, the 1-based column where it
/// starts (in characters) and its place in the UTF-8 text, for error messages.
///
/// Plain values only (a name's text and a long number's digits are read back from the
/// source), so that the parser's many looks at tokens copy no reference-counted parts.
struct Token: Equatable, Sendable {
    enum Kind: Equatable, Sendable {
        case number(NumberLiteral)
        /// A vulgar fraction, alone or after a whole number: `½`, `1¾` (7/4).
        case fraction(numerator: Int, denominator: Int)
        /// A power in superscript digits: the `²` of `x²`, the `⁻¹` of `10⁻¹`.
        case superscript(Int)
        /// A name; its text is the token's bytes.
        case name
        case plus, minus, times, divide, power
        case percent, factorial
        case leftParenthesis, rightParenthesis
        case squareRoot, cubeRoot, fourthRoot
        /// ⌊x⌋ and ⌈x⌉: floor and ceiling, written as brackets.
        case floorOpen, floorClose, ceilingOpen, ceilingClose
        /// The base of a logarithm in subscript digits: the `₂` of `log₂ 8`.
        case subscriptNumber(Int)
        /// ‰: per mille, a thousandth.
        case perMille
        /// Separates the arguments of a call: `f(1, 2)`; outside a call's parentheses a comma
        /// between digits groups them (1,234).
        case comma
        /// A whole number in base 16, 2 or 8: `0x1F`, `0b1010`, `0o17`; its digits are read
        /// back from the source.
        case based(radix: Int)
        /// The operators on bits: `<<`, `>>`, `&`, `|`, `~`.
        case shiftLeft, shiftRight, ampersand, bar, tilde
        /// A unit as written (`ft`, `m²`, `sq ft`, `12°34′56″`, a quantity's name): the
        /// index of its value in the `UnitPlaces` the line was read with.
        case unit(Int)
    }

    let kind: Kind
    let column: Int
    /// Byte range in the source's UTF-8.
    let bytes: Range<Int>

    var isUnit: Bool {
        if case .unit = kind { return true }
        return false
    }
}

/// A decimal literal split into its parts: value = mantissa × 10^exponent.
struct NumberLiteral: Equatable, Sendable {
    /// The mantissa when it fits in 18 digits (the fast path), else nil: its digits are
    /// then read from the source (`NumberLiteral.digits(in:)`).
    let mantissa: Int?
    /// Power of ten to apply, combining fraction length and any `e` exponent.
    let exponent: Int
    /// Count of significant mantissa digits (leading zeros dropped).
    let significantDigits: Int
}

/// Where a line writes units, found before it is read (see `UnitMarks`): the lexer makes
/// each place one `.unit` token, the text as typed, so columns and quotes stay true.
struct UnitPlaces: Sendable {
    struct Place: Sendable {
        /// The column just past the unit.
        let end: Int
        /// The index of its value in `values`.
        let index: Int
        /// A currency sign written before its amount (`$100`): the amount is read first,
        /// so the line reads 100 × $.
        let amountAfter: Bool
    }

    /// By the column the unit starts at (1-based, counting Unicode scalars).
    var places: [Int: Place] = [:]
    /// What each unit stands for: its factor to SI base units (times the amount it holds,
    /// for a degrees-minutes-seconds angle or a quantity's name).
    var values: [Number] = []
}
