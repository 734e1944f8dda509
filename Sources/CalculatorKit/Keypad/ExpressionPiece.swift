/// One unit of an edited expression: what a key inserts and ⌫ removes whole
/// ("sin(" goes at once). Kinds tell the editing rules where a number, an operand
/// or an operator ends.
struct ExpressionPiece: Equatable, Sendable {
    enum Kind: Equatable, Sendable {
        case digit, point
        /// EE's "E" and the sign typed right after it.
        case exponentMark, exponentSign
        case binary(BinaryOperator)
        case unaryMinus
        /// "(" or a function's opening ("sin(", "√(", "10^(").
        case opening
        case closing
        /// Written after an operand: "^2", "!", "%".
        case postfix
        /// A value spelled with letters: π, e, ans.
        case name
        /// A value spelled with digits: a recalled memory or a random number.
        case numeral
    }

    var text: String
    var kind: Kind
    /// The exact value of a recalled number (memory, history) whose digits on the line are
    /// rounded: the engine reads this, the line shows `text`.
    var value: Number?

    static func digit(_ d: Int) -> Self { .init(text: String(d), kind: .digit) }
    static let point = Self(text: ".", kind: .point)
    static let answer = Self(text: "ans", kind: .name)
    static let unaryMinus = Self(text: "−", kind: .unaryMinus)
    static func binary(_ op: BinaryOperator) -> Self { .init(text: op.expressionText, kind: .binary(op)) }

    /// Part of a number being typed.
    var isNumberPart: Bool {
        switch kind {
        case .digit, .point, .exponentMark, .exponentSign: return true
        default: return false
        }
    }

    /// An operand can end here.
    var endsOperand: Bool {
        switch kind {
        case .digit, .point, .closing, .postfix, .name, .numeral: return true
        default: return false
        }
    }

    /// Something still has to follow: the live result leaves these out.
    var isIncomplete: Bool {
        switch kind {
        case .binary, .unaryMinus, .opening, .exponentMark, .exponentSign: return true
        default: return false
        }
    }
}

extension ExpressionPiece {
    /// An expression as the line above the display writes it: numbers grouped and with
    /// the decimal point of the locale, like the display (German 1.234,5+1). Digits in
    /// a name (log2) or an exponent (1E1000) are left as they are.
    static func written(_ text: String, separators: NumberFormat.Separators) -> String {
        var out = "", run = "", previous: Character?
        var runIsInteger = false
        func flush() {
            out += runIsInteger ? DisplayFit.group(run, separator: separators.grouping) : run
            run = ""
        }
        for character in text {
            if character.isASCII, character.isNumber {
                if run.isEmpty {
                    // A run after a letter (log2) or an exponent mark (E12) or the point is not grouped.
                    runIsInteger =
                        !(previous.map {
                            $0.isLetter || $0 == "." || $0 == "E" || $0 == "+" && out.hasSuffix("E+") || $0 == "-"
                        } ?? false)
                }
                run.append(character)
            } else {
                flush()
                out += character == "." ? separators.decimalPoint : String(character)
            }
            previous = character
        }
        flush()
        return out
    }
}

/// What the engine reads for an expression: the line's text, with each value the line can
/// only show rounded written as a name bound to the exact value.
struct ExpressionSource: Equatable, Sendable {
    var text: String
    var values: [Number]

    /// A name no one types: the line never shows it.
    static func name(_ index: Int) -> String { "keypad_value_\(index)" }

    func evaluate(_ evaluator: Evaluator) throws(CalculationError) -> Number {
        var evaluator = evaluator
        for (index, value) in values.enumerated() { evaluator.names[Self.name(index)] = .variable(value) }
        return try evaluator.evaluate(text)
    }
}

extension Array where Element == ExpressionPiece {
    var text: String { map(\.text).joined() }

    var source: ExpressionSource {
        var source = ExpressionSource(text: "", values: [])
        for piece in self {
            if let value = piece.value {
                source.text += ExpressionSource.name(source.values.count)
                source.values.append(value)
            } else {
                source.text += piece.text
            }
        }
        return source
    }

    var openParentheses: Int {
        reduce(0) { count, piece in
            piece.kind == .opening ? count + 1 : piece.kind == .closing ? count - 1 : count
        }
    }

    /// The number being typed at the end, if any (digits, point, E, exponent sign).
    var trailingNumber: ArraySlice<ExpressionPiece> {
        let start = (lastIndex { !$0.isNumberPart }).map { $0 + 1 } ?? 0
        return self[start...]
    }

    /// Without the incomplete end and with its parentheses closed: what the live
    /// result and "=" evaluate.
    var completed: [ExpressionPiece] {
        var pieces = self
        while let last = pieces.last, last.isIncomplete { pieces.removeLast() }
        let closings = Swift.max(0, pieces.openParentheses)
        return pieces + Array(repeating: ExpressionPiece(text: ")", kind: .closing), count: closings)
    }

    /// Where the operand that ends the expression starts: 12 in 3+12, sin( in 3+sin(30)!.
    var lastOperandStart: Int? {
        var index = count - 1
        while index >= 0, self[index].kind == .postfix { index -= 1 }
        guard index >= 0 else { return nil }
        switch self[index].kind {
        case .digit, .point:
            return (self[..<index].lastIndex { !$0.isNumberPart }).map { $0 + 1 } ?? 0
        case .name, .numeral:
            return index
        case .closing:
            var depth = 0
            for i in stride(from: index, through: 0, by: -1) {
                if self[i].kind == .closing { depth += 1 }
                if self[i].kind == .opening { depth -= 1 }
                if depth == 0 { return i }
            }
            return nil
        default:
            return nil
        }
    }
}
