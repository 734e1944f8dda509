/// One lexical unit of an expression, with the 1-based column where it starts.
struct Token: Equatable, Sendable {
    enum Kind: Equatable, Sendable {
        case number(NumberLiteral)
        case name(String)
        case plus, minus, times, divide, power
        case percent, factorial
        case leftParenthesis, rightParenthesis
        case squareRoot, cubeRoot
    }

    let kind: Kind
    /// The text as typed, for error messages.
    let text: String
    let column: Int
}

/// A decimal literal split into its parts: value = digits × 10^exponent.
struct NumberLiteral: Equatable, Sendable {
    /// All mantissa digits, without point or separators ("12.50" → "1250").
    let digits: Substring
    /// Power of ten to apply, combining fraction length and any `e` exponent.
    let exponent: Int
}
