/// Splits an expression into tokens. Accepts the keypad's symbols (× ÷ − √ ∛ π)
/// as well as their ASCII spellings (* / - sqrt cbrt pi).
struct Lexer {
    private let scalars: [Unicode.Scalar]
    private var index = 0

    init(_ source: String) {
        scalars = Array(source.unicodeScalars)
    }

    static func tokens(_ source: String) throws(CalculationError) -> [Token] {
        var lexer = Lexer(source)
        var tokens: [Token] = []
        while let token = try lexer.next() { tokens.append(token) }
        return tokens
    }

    private var column: Int { index + 1 }

    private func peek(_ offset: Int = 0) -> Unicode.Scalar? {
        index + offset < scalars.count ? scalars[index + offset] : nil
    }

    mutating func next() throws(CalculationError) -> Token? {
        while let c = peek(), c == " " || c == "\t" || c == "\u{A0}" || c == "\r" || c == "\n" { index += 1 }
        guard let c = peek() else { return nil }
        let start = index
        if c.isDigit || (c == "." && peek(1)?.isDigit == true) {
            return try number()
        }
        if c.properties.isAlphabetic {
            while let d = peek(), d.properties.isAlphabetic || d.isDigit || d == "_" { index += 1 }
            return token(.name(text(from: start)), from: start)
        }
        index += 1
        let kind: Token.Kind
        switch c {
        case "+": kind = .plus
        case "-", "−", "–": kind = .minus
        case "*":
            if peek() == "*" { index += 1; kind = .power } else { kind = .times }
        case "×", "·", "⋅": kind = .times
        case "/", "÷", "∕": kind = .divide
        case "^": kind = .power
        case "%": kind = .percent
        case "!": kind = .factorial
        case "(": kind = .leftParenthesis
        case ")": kind = .rightParenthesis
        case "√": kind = .squareRoot
        case "∛": kind = .cubeRoot
        default:
            throw CalculationError(.unexpected(String(c)), column: start + 1)
        }
        return token(kind, from: start)
    }

    private func text(from start: Int) -> String {
        var s = String.UnicodeScalarView()
        s.append(contentsOf: scalars[start..<index])
        return String(s)
    }

    private func token(_ kind: Token.Kind, from start: Int) -> Token {
        Token(kind: kind, text: text(from: start), column: start + 1)
    }

    /// digits [, ddd]* [. digits] [e|E [+|-] digits]; `,` must separate groups of three.
    private mutating func number() throws(CalculationError) -> Token {
        let start = index
        var digits = ""
        var fractionLength = 0
        var groupLength = 0
        var lastSeparator: Int?  // index of the last ',' seen
        func misplaced(_ at: Int) -> CalculationError {
            CalculationError(.invalidNumber(text(upToNonNumberFrom: start)), column: at + 1)
        }
        while let c = peek() {
            if c.isDigit {
                digits.unicodeScalars.append(c)
                groupLength += 1
                index += 1
            } else if c == "," && peek(1)?.isDigit == true {
                // The first group has 1–3 digits, every later one exactly 3.
                if let lastSeparator {
                    if groupLength != 3 { throw misplaced(lastSeparator) }
                } else if groupLength > 3 {
                    throw misplaced(index)
                }
                lastSeparator = index
                groupLength = 0
                index += 1
            } else {
                break
            }
        }
        if let lastSeparator, groupLength != 3 { throw misplaced(lastSeparator) }
        if peek() == "." {
            index += 1
            while let c = peek(), c.isDigit {
                digits.unicodeScalars.append(c)
                fractionLength += 1
                index += 1
            }
            if peek() == "." {
                throw CalculationError(.invalidNumber(text(upToNonNumberFrom: start)), column: index + 1)
            }
        }
        var exponent = 0
        if let e = peek(), e == "e" || e == "E" {
            var offset = 1
            if let sign = peek(1), sign == "+" || sign == "-" || sign == "−" { offset = 2 }
            if peek(offset)?.isDigit == true {
                let negative = offset == 2 && peek(1) != "+"
                index += offset
                var value = 0
                while let c = peek(), c.isDigit {
                    // Saturate: an exponent this large is refused by the size bound anyway.
                    value = Swift.min(value * 10 + Int(c.value - 48), 1_000_000_000)
                    index += 1
                }
                exponent = negative ? -value : value
            }
        }
        let literal = NumberLiteral(digits: Substring(digits), exponent: exponent - fractionLength)
        return token(.number(literal), from: start)
    }

    /// The malformed number as typed, for the error message.
    private func text(upToNonNumberFrom start: Int) -> String {
        var end = start
        while end < scalars.count, scalars[end].isDigit || scalars[end] == "," || scalars[end] == "." { end += 1 }
        var s = String.UnicodeScalarView()
        s.append(contentsOf: scalars[start..<end])
        return String(s)
    }
}

extension Unicode.Scalar {
    var isDigit: Bool { ("0"..."9").contains(self) }
}
