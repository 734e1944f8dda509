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

    /// The exact value of `source` when it is plain arithmetic that goes through, else nil.
    static func value(of source: String, budget: Budget) -> Rational? {
        let limits = budget.limits
        guard source.utf8.count <= limits.maxLength,
            let (tokens, lexer) = try? Lexer.tokens(source), !tokens.isEmpty
        else { return nil }
        var values: [Rational] = []
        var operators: [Operator] = []
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

        for token in tokens {
            switch token.kind {
            case let .number(literal):
                guard expectsOperand,
                    let value = try? literal.value(limits: limits, source: lexer.bytes[token.bytes])
                else { return nil }
                values.append(value)
                operandDone()
            case .plus where expectsOperand:
                continue  // a sign that changes nothing
            case .minus where expectsOperand:
                operators.append(.negate)
                guard operators.count <= limits.maxNesting else { return nil }
            case .plus, .minus, .times, .divide:
                guard !expectsOperand else { return nil }
                let op: Operator =
                    token.kind == .plus
                    ? .add : token.kind == .minus ? .subtract : token.kind == .times ? .multiply : .divide
                guard push(op) else { return nil }
            case .leftParenthesis:
                // After an operand it would be an implicit product: the parser's.
                guard expectsOperand else { return nil }
                operators.append(.open)
                guard operators.count <= limits.maxNesting else { return nil }
            case .rightParenthesis:
                guard !expectsOperand else { return nil }
                while let top = operators.last, top != .open {
                    guard reduceTop() else { return nil }
                }
                guard operators.popLast() == .open else { return nil }  // unmatched: the parser says where
                operandDone()
            default:
                return nil
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
