/// A line of plain arithmetic (decimal numbers, + − × ÷ and parentheses) worked out
/// straight from its tokens with two stacks, without an expression tree: most lines of
/// a batch are like this, and the tree's nodes cost more than their rationals. The
/// value is the one the parser and evaluator give. Anything else, and anything that
/// fails (÷ 0, a size past the bound), is left to them: they say what went wrong and where.
enum PlainArithmetic {
    private enum Operator {
        case add, subtract, multiply, divide, negate, open

        /// How tightly it binds; parentheses are not reduced by an operator.
        var precedence: Int {
            switch self {
            case .add, .subtract: return 1
            case .multiply, .divide: return 2
            case .negate: return 3
            case .open: return 0
            }
        }
    }

    /// A token of plain arithmetic: a number (its literal and bytes) or a sign.
    private enum Piece {
        case number(NumberLiteral, Range<Int>)
        case plus, minus, times, divide, open, close
    }

    /// The exact value of `source` when it is plain arithmetic that goes through, else nil.
    static func value(of source: String, budget: Budget) -> Rational? {
        let limits = budget.limits
        guard source.utf8.count <= limits.maxLength else { return nil }
        // Most lines of a batch are read from their bytes here; any other, by the lexer.
        let bytes = Array(source.utf8)
        let pieces: [Piece]
        if let quick = bytes.withUnsafeBufferPointer(quickPieces) {
            pieces = quick
        } else {
            guard let (tokens, lexer) = try? Lexer.tokens(source), let read = Self.pieces(tokens) else { return nil }
            return read.isEmpty ? nil : value(of: read, lexer.bytes, limits: limits, budget: budget)
        }
        return pieces.isEmpty ? nil : value(of: pieces, bytes, limits: limits, budget: budget)
    }

    /// The lexer's tokens as pieces; nil when one is not plain arithmetic.
    private static func pieces(_ tokens: [Token]) -> [Piece]? {
        var pieces: [Piece] = []
        pieces.reserveCapacity(tokens.count)
        for token in tokens {
            switch token.kind {
            case let .number(literal): pieces.append(.number(literal, token.bytes))
            case .plus: pieces.append(.plus)
            case .minus: pieces.append(.minus)
            case .times: pieces.append(.times)
            case .divide: pieces.append(.divide)
            case .leftParenthesis: pieces.append(.open)
            case .rightParenthesis: pieces.append(.close)
            default: return nil
            }
        }
        return pieces
    }

    /// The pieces of a line of ASCII digits, points, + - * /, parentheses and spaces, each as
    /// the lexer reads it (its tokens and number literals cost more than the arithmetic of a
    /// batch line); nil for a line with anything else, or with a `**`, a point not between
    /// digits, a second point or a parenthesis right after a number, which the lexer reads.
    private static func quickPieces(_ bytes: UnsafeBufferPointer<UInt8>) -> [Piece]? {
        var pieces: [Piece] = []
        pieces.reserveCapacity(bytes.count)
        func isDigit(_ at: Int) -> Bool { at < bytes.count && bytes[at] >= 0x30 && bytes[at] <= 0x39 }
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if isDigit(index) || byte == UInt8(ascii: ".") && isDigit(index + 1) {
                // As the lexer's number(): leading zeros carry nothing, 18 digits fit the mantissa.
                let start = index
                var mantissa = 0, significant = 0, fractionLength = 0
                func digit(_ b: UInt8) {
                    if significant == 0 && b == 0x30 { return }
                    significant += 1
                    if significant <= 18 { mantissa = mantissa * 10 + Int(b - 0x30) }
                }
                while isDigit(index) {
                    digit(bytes[index])
                    index += 1
                }
                if index < bytes.count && bytes[index] == UInt8(ascii: ".") {
                    guard isDigit(index + 1) else { return nil }
                    index += 1
                    while isDigit(index) {
                        digit(bytes[index])
                        fractionLength += 1
                        index += 1
                    }
                }
                if index < bytes.count && (bytes[index] == UInt8(ascii: ".") || bytes[index] == UInt8(ascii: "(")) {
                    return nil
                }
                let literal = NumberLiteral(
                    mantissa: significant <= 18 ? mantissa : nil, exponent: -fractionLength,
                    significantDigits: significant)
                pieces.append(.number(literal, start..<index))
                continue
            }
            switch byte {
            case UInt8(ascii: " "): break
            case UInt8(ascii: "+"): pieces.append(.plus)
            case UInt8(ascii: "-"): pieces.append(.minus)
            case UInt8(ascii: "*"):
                if index + 1 < bytes.count && bytes[index + 1] == UInt8(ascii: "*") { return nil }
                pieces.append(.times)
            case UInt8(ascii: "/"): pieces.append(.divide)
            case UInt8(ascii: "("): pieces.append(.open)
            case UInt8(ascii: ")"): pieces.append(.close)
            default: return nil
            }
            index += 1
        }
        return pieces
    }

    /// The two stacks over the pieces; `bytes` are the line's, where long numbers are read.
    private static func value(of pieces: [Piece], _ bytes: [UInt8], limits: CalculationLimits, budget: Budget)
        -> Rational?
    {
        var values: [Rational] = []
        var operators: [Operator] = []
        values.reserveCapacity(pieces.count)
        operators.reserveCapacity(pieces.count)
        var expectsOperand = true

        /// Applies the operator on top to the values on top.
        func reduceTop() -> Bool {
            guard let op = operators.popLast(), values.count >= 2 else { return false }
            let b = values.removeLast(), a = values.removeLast()
            if (a.isBig || b.isBig) && budget.isExpired { return false }
            let result: Rational
            switch op {
            case .add: result = a + b
            case .subtract: result = a + (-b)
            case .multiply: result = a * b
            case .divide:
                if b.isZero { return false }
                result = a * b.reciprocal
            case .negate, .open: return false
            }
            guard Double(result.bitWidth) <= Double(limits.maxBits) else { return false }
            values.append(result)
            return true
        }
        /// An operand is complete: the signs before it apply to it (−2 × 3, −(1 + 2)).
        func operandDone() {
            while operators.last == .negate {
                operators.removeLast()
                values[values.count - 1] = -values[values.count - 1]
            }
            expectsOperand = false
        }
        /// Reduces what binds at least as tightly as `op`, then pushes it.
        func push(_ op: Operator) -> Bool {
            while let top = operators.last, top != .open, top.precedence >= op.precedence {
                guard reduceTop() else { return false }
            }
            operators.append(op)
            expectsOperand = true
            return operators.count <= limits.maxNesting
        }

        for piece in pieces {
            switch piece {
            case let .number(literal, range):
                guard expectsOperand, let value = try? literal.value(limits: limits, source: bytes[range]) else {
                    return nil
                }
                values.append(value)
                operandDone()
            case .plus where expectsOperand:
                continue  // a sign that changes nothing
            case .minus where expectsOperand:
                operators.append(.negate)
                guard operators.count <= limits.maxNesting else { return nil }
            case .plus, .minus, .times, .divide:
                guard !expectsOperand else { return nil }
                let op: Operator
                switch piece {
                case .plus: op = .add
                case .minus: op = .subtract
                case .times: op = .multiply
                default: op = .divide
                }
                guard push(op) else { return nil }
            case .open:
                // After an operand it would be an implicit product: the parser's.
                guard expectsOperand else { return nil }
                operators.append(.open)
                guard operators.count <= limits.maxNesting else { return nil }
            case .close:
                guard !expectsOperand else { return nil }
                while let top = operators.last, top != .open {
                    guard reduceTop() else { return nil }
                }
                guard operators.popLast() == .open else { return nil }  // unmatched: the parser says where
                operandDone()
            }
        }
        guard !expectsOperand else { return nil }
        // Parentheses still open at the end close there, as the parser closes them.
        while let top = operators.last {
            if top == .open {
                operators.removeLast()
                operandDone()
            } else {
                guard reduceTop() else { return nil }
            }
        }
        return values.count == 1 ? values[0] : nil
    }
}
