/// Splits an expression into tokens. Accepts the keypad's symbols (× ÷ − √ ∛ π)
/// as well as their ASCII spellings (* / - sqrt cbrt pi).
///
/// Works on UTF-8 bytes: batch evaluation lexes every line, and ASCII is the
/// common case. Columns count Unicode scalars, so `×` is one column.
struct Lexer {
    let bytes: [UInt8]
    private var index = 0
    private var column = 1

    init(_ source: String) {
        bytes = Array(source.utf8)
    }

    /// Where the line writes units, each read as one `.unit` token.
    private var units = UnitPlaces()
    /// A token read ahead: the unit of `$100`, which follows its amount.
    private var pending: Token?

    static func tokens(_ source: String, units: UnitPlaces = UnitPlaces()) throws(CalculationError)
        -> (tokens: [Token], lexer: Lexer)
    {
        var lexer = Lexer(source)
        lexer.units = units
        var tokens: [Token] = []
        tokens.reserveCapacity(lexer.bytes.count)  // at most one token per byte: no regrowing
        while let token = try lexer.next() { tokens.append(token) }
        return (tokens, lexer)
    }

    /// The column just past the last character, once lexing has finished.
    var endColumn: Int { column }

    /// The text of a token as typed.
    func text(_ range: Range<Int>) -> String {
        String(decoding: bytes[range], as: UTF8.self)
    }

    private func peek(_ offset: Int = 0) -> UInt8? {
        index + offset < bytes.count ? bytes[index + offset] : nil
    }

    private func isDigit(_ offset: Int = 0) -> Bool {
        guard let b = peek(offset) else { return false }
        return b >= 0x30 && b <= 0x39
    }

    /// The scalar at the current place and its length in bytes.
    private func scalar() -> (Unicode.Scalar, Int) {
        let lead = bytes[index]
        let length = lead < 0x80 ? 1 : lead < 0xE0 ? 2 : lead < 0xF0 ? 3 : 4
        let end = Swift.min(index + length, bytes.count)
        let decoded = String(decoding: bytes[index..<end], as: UTF8.self).unicodeScalars.first ?? "\u{FFFD}"
        return (decoded, end - index)
    }

    /// Moves over one scalar of `length` bytes.
    private mutating func step(_ length: Int = 1) {
        index += length
        column += 1
    }

    /// For each open parenthesis, whether it opens a call's arguments (a name before it):
    /// there a comma separates arguments, so `max(1,234)` is max(1, 234), never 1234.
    private var parentheses: [Bool] = []
    private var afterName = false

    mutating func next() throws(CalculationError) -> Token? {
        let token: Token?
        if let waiting = pending {
            token = waiting
            pending = nil
        } else {
            token = try scan()
        }
        switch token?.kind {
        case .leftParenthesis?: parentheses.append(afterName)
        case .rightParenthesis?: _ = parentheses.popLast()
        default: break
        }
        if case .unit? = token?.kind { afterName = true } else { afterName = token?.kind == .name }
        return token
    }

    /// Whether a comma here separates a call's arguments rather than groups of digits.
    private var inCall: Bool { parentheses.last == true }

    private mutating func scan() throws(CalculationError) -> Token? {
        skipSpaces()
        guard let b = peek() else { return nil }
        let start = index, startColumn = column
        func token(_ kind: Token.Kind) -> Token {
            Token(kind: kind, column: startColumn, bytes: start..<index)
        }
        if let place = units.places[column] {
            step(scalar().1)
            if place.amountAfter {
                // $100 or EUR 100: the amount, then the sign or code, as 100 $ would be read.
                while column < place.end, index < bytes.count { step(scalar().1) }
                pending = token(.unit(place.index))
                skipSpaces()
                let amountStart = index, amountColumn = column
                let literal = try number()
                return Token(kind: .number(literal), column: amountColumn, bytes: amountStart..<index)
            }
            while column < place.end, index < bytes.count { step(scalar().1) }
            return token(.unit(place.index))
        }
        if b == UInt8(ascii: "0"), let radix = try basedNumber() { return token(.based(radix: radix)) }
        if isDigit() || (b == 0x2E && isDigit(1)) {
            let literal = try number()
            // 1½: a whole number and a fraction written together are their sum.
            if literal.exponent == 0, let whole = literal.mantissa, index < bytes.count, bytes[index] >= 0x80,
                let (n, d) = Lexer.vulgarFractions[scalar().0],
                bytes[start..<index].allSatisfy({ $0 >= 0x30 && $0 <= 0x39 })
            {
                step(scalar().1)
                let (numerator, overflow) = whole.multipliedReportingOverflow(by: d)
                if !overflow, numerator <= Int.max - n {
                    return token(.fraction(numerator: numerator + n, denominator: d))
                }
                throw CalculationError(.invalidNumber(text(start..<index)), column: startColumn)
            }
            return token(.number(literal))
        }
        if b < 0x80 {
            if (b | 0x20) >= 0x61 && (b | 0x20) <= 0x7A { name(); return token(.name) }
            step()
            switch b {
            case UInt8(ascii: "+"): return token(.plus)
            case UInt8(ascii: "-"): return token(.minus)
            case UInt8(ascii: "*"):
                if peek() == UInt8(ascii: "*") { step(); return token(.power) }
                return token(.times)
            case UInt8(ascii: "/"): return token(.divide)
            case UInt8(ascii: "^"): return token(.power)
            case UInt8(ascii: "%"): return token(.percent)
            case UInt8(ascii: "!"): return token(.factorial)
            case UInt8(ascii: "("): return token(.leftParenthesis)
            case UInt8(ascii: ")"): return token(.rightParenthesis)
            case UInt8(ascii: ","), UInt8(ascii: ";"): return token(.comma)
            case UInt8(ascii: "<") where peek() == UInt8(ascii: "<"): step(); return token(.shiftLeft)
            case UInt8(ascii: ">") where peek() == UInt8(ascii: ">"): step(); return token(.shiftRight)
            case UInt8(ascii: "&"): return token(.ampersand)
            case UInt8(ascii: "|"): return token(.bar)
            case UInt8(ascii: "~"): return token(.tilde)
            default: throw CalculationError(.unexpected(text(start..<index)), column: startColumn)
            }
        }
        let (c, length) = scalar()
        if c.properties.isAlphabetic { name(); return token(.name) }
        if let (n, d) = Lexer.vulgarFractions[c] {
            step(length)
            return token(.fraction(numerator: n, denominator: d))
        }
        if Lexer.superscriptDigits[c] != nil || c == "⁻" || c == "⁺" {
            return token(.superscript(try superscript()))
        }
        if let digit = Lexer.subscriptDigits[c] {
            // log₂, log₁₀: the base of a logarithm, read by the parser after 'log'.
            var value = digit
            step(length)
            while index < bytes.count, bytes[index] >= 0x80, let next = Lexer.subscriptDigits[scalar().0] {
                value = Swift.min(value * 10 + next, 1_000_000_000)
                step(scalar().1)
            }
            return token(.subscriptNumber(value))
        }
        step(length)
        switch c {
        case "−", "–": return token(.minus)
        case "×", "·", "⋅": return token(.times)
        case "÷", "∕": return token(.divide)
        case "√": return token(.squareRoot)
        case "∛": return token(.cubeRoot)
        case "∜": return token(.fourthRoot)
        case "⌊": return token(.floorOpen)
        case "⌋": return token(.floorClose)
        case "⌈": return token(.ceilingOpen)
        case "⌉": return token(.ceilingClose)
        case "‰": return token(.perMille)
        default: throw CalculationError(.unexpected(String(c)), column: startColumn)
        }
    }

    /// Spaces, tabs, line breaks and no-break spaces, in one loop (a run of them may
    /// be as long as the input).
    private mutating func skipSpaces() {
        while let b = peek() {
            if b == 0x20 || b == 0x09 || b == 0x0D || b == 0x0A {
                step()
            } else if b == 0xC2, peek(1) == 0xA0 {
                step(2)  // U+00A0
            } else if b == 0xE2, peek(1) == 0x80, peek(2) == 0xAF {
                step(3)  // U+202F
            } else {
                return
            }
        }
    }

    /// Letters, then letters, digits or '_' (so `log2` is one name); a spreadsheet's dotted
    /// name (`STDEV.S`) is one name too.
    private mutating func name() {
        let begin = index
        letters()
        guard peek() == 0x2E, let after = peek(1), (after | 0x20) >= 0x61 && (after | 0x20) <= 0x7A else { return }
        let (end, endColumn) = (index, column)
        step()
        letters()
        let dotted = String(decoding: bytes[begin..<index], as: UTF8.self).lowercased()
        if !Lexer.dottedNames.contains(dotted) {
            (index, column) = (end, endColumn)  // not one of them: the '.' is read again
        }
    }

    /// Spreadsheet functions whose names hold a '.'.
    static let dottedNames: Set<String> = ["stdev.s", "stdev.p", "var.s", "var.p", "ceiling.math", "floor.math"]

    private mutating func letters() {
        while let b = peek() {
            if b < 0x80 {
                let lower = b | 0x20
                guard (lower >= 0x61 && lower <= 0x7A) || (b >= 0x30 && b <= 0x39) || b == 0x5F else { break }
                step()
            } else {
                let (c, length) = scalar()
                guard c.properties.isAlphabetic else { break }
                step(length)
            }
        }
    }

    /// digits [,ddd]* [. digits] [e|E [+|-|−] digits]; ',' must separate groups of three,
    /// except inside a call's parentheses, where it separates arguments.
    private mutating func number() throws(CalculationError) -> NumberLiteral {
        let start = index
        var mantissa = 0
        var significant = 0
        var fractionLength = 0
        var groupLength = 0
        var lastSeparator: (index: Int, column: Int)?
        func misplaced(_ at: Int) -> CalculationError {
            CalculationError(.invalidNumber(malformedText(from: start)), column: at)
        }
        func digit(_ b: UInt8) {
            if significant == 0 && b == 0x30 { return }  // leading zeros carry nothing
            significant += 1
            if significant <= 18 { mantissa = mantissa * 10 + Int(b - 0x30) }
        }
        while let b = peek() {
            if b >= 0x30 && b <= 0x39 {
                digit(b)
                groupLength += 1
                step()
            } else if b == UInt8(ascii: "_") && isDigit(1) && lastSeparator == nil {
                step()  // 1_000_000: '_' between digits only shows groups
            } else if b == UInt8(ascii: ",") && isDigit(1) && !inCall {
                // The first group has 1–3 digits, every later one exactly 3.
                if let lastSeparator {
                    if groupLength != 3 { throw misplaced(lastSeparator.column) }
                } else if groupLength > 3 {
                    throw misplaced(column)
                }
                lastSeparator = (index, column)
                groupLength = 0
                step()
            } else {
                break
            }
        }
        if let lastSeparator, groupLength != 3 { throw misplaced(lastSeparator.column) }
        if peek() == UInt8(ascii: ".") {
            step()
            while isDigit() {
                digit(bytes[index])
                fractionLength += 1
                step()
                if peek() == UInt8(ascii: "_"), isDigit(1) { step() }
            }
            if peek() == UInt8(ascii: ".") { throw misplaced(column) }
        }
        var exponent = 0
        if let e = peek(), e == UInt8(ascii: "e") || e == UInt8(ascii: "E") {
            // The sign may be typed as − (U+2212) or – (U+2013), as everywhere else.
            let signLength = exponentSign(at: 1)
            let negative = signLength > 1 || peek(1) == UInt8(ascii: "-")
            if isDigit(1 + signLength) {
                step()
                if signLength > 0 { step(signLength) }
                var value = 0
                while isDigit() {
                    // Saturate: an exponent this large is refused by the size bound anyway.
                    value = Swift.min(value * 10 + Int(bytes[index] - 0x30), 1_000_000_000)
                    step()
                }
                exponent = negative ? -value : value
            } else if signLength > 0, isSpace(1 + signLength) {
                // 1e- 1 reads as 1·e − 1 or as 10^-1: neither is safe to guess.
                var after = index + 1 + signLength
                while after < bytes.count, bytes[after] == 0x20 || bytes[after] == 0x09 { after += 1 }
                if after < bytes.count, bytes[after] >= 0x30, bytes[after] <= 0x39 {
                    throw CalculationError(
                        .definition(
                            "write an exponent without spaces (1e-1), or e with a space or × before it (1 e - 1)"),
                        column: column + 2)
                }
            }
        }
        // 0.1(0) is how a repeating decimal is written in many places; read as a product it
        // would mean something else than was meant, so it is refused.
        if fractionLength > 0, peek() == UInt8(ascii: "("), isDigit(1) {
            var close = index + 1
            while close < bytes.count, bytes[close] >= 0x30, bytes[close] <= 0x39 { close += 1 }
            if close < bytes.count, bytes[close] == UInt8(ascii: ")") {
                throw CalculationError(
                    .definition(
                        "'\(text(start..<(close + 1)))' looks like a repeating decimal, which is not supported: write × for a product"
                    ),
                    column: column)
            }
        }
        return NumberLiteral(
            mantissa: significant <= 18 ? mantissa : nil,
            exponent: exponent - fractionLength, significantDigits: significant)
    }

    /// `0x1F`, `0b1010`, `0o17` (`_` may group the digits): the radix, with the place moved
    /// past the literal; nil, with the place unmoved, when no such prefix and digit start here.
    private mutating func basedNumber() throws(CalculationError) -> Int? {
        guard let letter = peek(1), let radix = Lexer.radixPrefixes[letter | 0x20], let first = peek(2),
            Lexer.digitValue(first).map({ $0 < radix }) == true
        else { return nil }
        let start = index, startColumn = column
        step()  // 0 and the base's letter: two columns
        step()
        while let b = peek() {
            if let value = Lexer.digitValue(b), value < radix {
                step()
            } else if b == UInt8(ascii: "_"), let next = peek(1), Lexer.digitValue(next).map({ $0 < radix }) == true {
                step()
            } else if (b | 0x20) >= 0x61 && (b | 0x20) <= 0x7A || (b >= 0x30 && b <= 0x39) || b == UInt8(ascii: ".") {
                // 0b102, 0xFG, 0x1.8: a digit of another base, not a product.
                var end = index
                while end < bytes.count, Lexer.digitValue(bytes[end]) != nil || bytes[end] == UInt8(ascii: ".") {
                    end += 1
                }
                throw CalculationError(.invalidNumber(text(start..<end)), column: startColumn)
            } else {
                break
            }
        }
        return radix
    }

    static let radixPrefixes: [UInt8: Int] = [UInt8(ascii: "x"): 16, UInt8(ascii: "b"): 2, UInt8(ascii: "o"): 8]

    /// The value of an ASCII digit or letter as a digit of a base up to 36.
    static func digitValue(_ b: UInt8) -> Int? {
        if b >= 0x30 && b <= 0x39 { return Int(b - 0x30) }
        let lower = b | 0x20
        if lower >= 0x61 && lower <= 0x7A { return Int(lower - 0x61) + 10 }
        return nil
    }

    static let vulgarFractions: [Unicode.Scalar: (Int, Int)] = [
        "½": (1, 2), "⅓": (1, 3), "⅔": (2, 3), "¼": (1, 4), "¾": (3, 4), "⅕": (1, 5), "⅖": (2, 5), "⅗": (3, 5),
        "⅘": (4, 5), "⅙": (1, 6), "⅚": (5, 6), "⅐": (1, 7), "⅛": (1, 8), "⅜": (3, 8), "⅝": (5, 8), "⅞": (7, 8),
        "⅑": (1, 9), "⅒": (1, 10), "↉": (0, 3),
    ]

    static let superscriptDigits: [Unicode.Scalar: Int] = [
        "⁰": 0, "¹": 1, "²": 2, "³": 3, "⁴": 4, "⁵": 5, "⁶": 6, "⁷": 7, "⁸": 8, "⁹": 9,
    ]

    static let subscriptDigits: [Unicode.Scalar: Int] = [
        "₀": 0, "₁": 1, "₂": 2, "₃": 3, "₄": 4, "₅": 5, "₆": 6, "₇": 7, "₈": 8, "₉": 9,
    ]

    /// A sign and digits in superscript: `²`, `⁻¹`, `¹⁰`.
    private mutating func superscript() throws(CalculationError) -> Int {
        let startColumn = column, start = index
        var negative = false
        if index < bytes.count {
            let (sign, length) = scalar()
            if sign == "⁻" || sign == "⁺" {
                negative = sign == "⁻"
                step(length)
            }
        }
        var value = 0, digits = 0
        while index < bytes.count, bytes[index] >= 0x80, let digit = Lexer.superscriptDigits[scalar().0] {
            // Saturate: a power this large is refused by the size bound anyway.
            value = Swift.min(value * 10 + digit, 1_000_000_000)
            digits += 1
            step(scalar().1)
        }
        guard digits > 0 else { throw CalculationError(.invalidNumber(text(start..<index)), column: startColumn) }
        return negative ? -value : value
    }

    /// The length in bytes of a sign at `offset` (+, -, − or –), 0 when there is none.
    private func exponentSign(at offset: Int) -> Int {
        guard let b = peek(offset) else { return 0 }
        if b == UInt8(ascii: "+") || b == UInt8(ascii: "-") { return 1 }
        // − is E2 88 92, – is E2 80 93.
        if b == 0xE2, peek(offset + 1) == 0x88, peek(offset + 2) == 0x92 { return 3 }
        if b == 0xE2, peek(offset + 1) == 0x80, peek(offset + 2) == 0x93 { return 3 }
        return 0
    }

    private func isSpace(_ offset: Int) -> Bool {
        peek(offset) == 0x20 || peek(offset) == 0x09
    }

    /// The malformed number as typed, for the error message.
    private func malformedText(from start: Int) -> String {
        var end = start
        // Digits and every mark that may group or point them: the number as typed (1_000,000).
        while end < bytes.count,
            (bytes[end] >= 0x30 && bytes[end] <= 0x39) || bytes[end] == 0x2C || bytes[end] == 0x2E
                || bytes[end] == 0x5F
        {
            end += 1
        }
        return text(start..<end)
    }
}
