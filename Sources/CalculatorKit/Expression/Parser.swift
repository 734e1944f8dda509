/// Recursive-descent parser with standard precedence, loosest first:
///
///     sum        := product (('+' | '−') product)*
///     product    := signed (('×' | '÷' | 'mod') signed | implicit power)*
///     signed     := ('+' | '−') signed | power          -- so −2^2 = −(2^2)
///     power      := postfix ('^' signed)?               -- right-associative: 2^3^2 = 2^9
///     postfix    := primary ('!' | '%')*
///     primary    := number | constant | 'ans' | function '(' sum ')' | '(' sum ')' | ('√' | '∛') rooted
///
/// Implicit multiplication (`2π`, `2(3+4)`, `(1+2)(3+4)`, `(2)3`) binds like `×`.
/// Parentheses still open at the end are closed automatically: `(1+2` = 3.
struct Parser {
    private let tokens: [Token]
    private let lexer: Lexer
    private var position = 0
    private var depth = 0
    private let maxNesting: Int
    private let maxBits: Int
    private let endColumn: Int

    private init(tokens: [Token], lexer: Lexer, limits: CalculationLimits) {
        self.tokens = tokens
        self.lexer = lexer
        endColumn = lexer.endColumn
        maxNesting = limits.maxNesting
        maxBits = limits.maxBits
    }

    static func parse(_ source: String, limits: CalculationLimits = .standard) throws(CalculationError) -> Expression {
        // Cheap bound first: UTF-8 length ≥ character count.
        if source.utf8.count > limits.maxLength, source.unicodeScalars.count > limits.maxLength {
            throw CalculationError(.tooLong(limits.maxLength))
        }
        let (tokens, lexer) = try Lexer.tokens(source)
        if tokens.isEmpty { throw CalculationError(.emptyExpression) }
        var parser = Parser(tokens: tokens, lexer: lexer, limits: limits)
        let expression = try parser.sum()
        if let extra = parser.peek {
            if extra.kind == .rightParenthesis {
                throw CalculationError(.unmatchedClosingParenthesis, column: extra.column)
            }
            throw CalculationError(.unexpected(parser.lexer.text(extra.bytes)), column: extra.column)
        }
        return expression
    }

    private var peek: Token? { position < tokens.count ? tokens[position] : nil }
    private var previous: Token? { position > 0 ? tokens[position - 1] : nil }

    /// Error for a missing operand at the current place.
    private var unexpectedHere: CalculationError {
        guard let token = peek else { return CalculationError(.unexpectedEnd, column: endColumn) }
        if token.kind == .rightParenthesis, openParentheses == 0 {
            return CalculationError(.unmatchedClosingParenthesis, column: token.column)
        }
        return CalculationError(.unexpected(lexer.text(token.bytes)), column: token.column)
    }

    private var openParentheses = 0

    private mutating func nest() throws(CalculationError) {
        depth += 1
        if depth > maxNesting {
            throw CalculationError(.tooDeeplyNested(maxNesting), column: peek?.column ?? endColumn)
        }
    }

    private mutating func sum() throws(CalculationError) -> Expression {
        var left = try product()
        while let token = peek {
            let op: BinaryOperator
            switch token.kind {
            case .plus: op = .add
            case .minus: op = .subtract
            default: return left
            }
            position += 1
            left = .binary(op, left, try product(), column: token.column)
        }
        return left
    }

    private mutating func product() throws(CalculationError) -> Expression {
        var left = try signed()
        while let token = peek {
            switch token.kind {
            case .times, .divide:
                position += 1
                left = .binary(token.kind == .times ? .multiply : .divide, left, try signed(), column: token.column)
            case .name where lexer.bytes[token.bytes].elementsEqual("mod".utf8):
                position += 1
                left = .binary(.modulo, left, try signed(), column: token.column)
            case .leftParenthesis, .name, .squareRoot, .cubeRoot:
                left = .binary(.multiply, left, try power(), column: token.column)
            case .number:
                // A number may follow ')' or a postfix operator ("(2)3", "3!2"), never another operand.
                guard let before = previous?.kind,
                      before == .rightParenthesis || before == .factorial || before == .percent else {
                    throw CalculationError(.missingOperator, column: token.column)
                }
                left = .binary(.multiply, left, try power(), column: token.column)
            default:
                return left
            }
        }
        return left
    }

    private mutating func signed() throws(CalculationError) -> Expression {
        guard let token = peek else { throw unexpectedHere }
        switch token.kind {
        case .minus, .plus:
            position += 1
            try nest()
            defer { depth -= 1 }
            let operand = try signed()
            return token.kind == .minus ? .negate(operand, column: token.column) : operand
        default:
            return try power()
        }
    }

    private mutating func power() throws(CalculationError) -> Expression {
        let base = try postfix()
        guard let token = peek, token.kind == .power else { return base }
        position += 1
        try nest()
        defer { depth -= 1 }
        return .binary(.power, base, try signed(), column: token.column)
    }

    private mutating func postfix() throws(CalculationError) -> Expression {
        var operand = try primary()
        while let token = peek {
            switch token.kind {
            case .factorial: operand = .postfix(.factorial, operand, column: token.column)
            case .percent: operand = .postfix(.percent, operand, column: token.column)
            default: return operand
            }
            position += 1
        }
        return operand
    }

    private mutating func primary() throws(CalculationError) -> Expression {
        guard let token = peek else { throw unexpectedHere }
        switch token.kind {
        case let .number(literal):
            position += 1
            return .number(try literal.value(maxBits: maxBits, source: lexer.bytes[token.bytes]), column: token.column)
        case .leftParenthesis:
            position += 1
            let inner = try parenthesized()
            // (b%) is b/100 even after + or − (50+(10%) = 50.1): times 1 keeps the
            // evaluator from taking it for a percent of the left operand.
            if case let .postfix(.percent, _, column) = inner { return .binary(.multiply, inner, .number(.one, column: column), column: column) }
            return inner
        case .squareRoot, .cubeRoot:
            position += 1
            let function: Function = token.kind == .squareRoot ? .sqrt : .cbrt
            return .function(function, try rooted(), column: token.column)
        case .name:
            let name = lexer.text(token.bytes)
            if name == "mod" { throw unexpectedHere }
            position += 1
            if name == "ans" { return .answer(column: token.column) }
            if let constant = Constant.names[name] { return .constant(constant, column: token.column) }
            if let function = Function.names[name] {
                guard let open = peek, open.kind == .leftParenthesis else {
                    throw CalculationError(.functionNeedsParenthesis(name), column: peek?.column ?? endColumn)
                }
                position += 1
                return .function(function, try parenthesized(), column: token.column)
            }
            throw CalculationError(.unknownName(name), column: token.column)
        default:
            throw unexpectedHere
        }
    }

    /// After '(' : an expression and its ')', which the end of input may stand for.
    private mutating func parenthesized() throws(CalculationError) -> Expression {
        try nest()
        openParentheses += 1
        defer { depth -= 1; openParentheses -= 1 }
        let inner = try sum()
        guard let close = peek else { return inner }  // auto-closed at the end
        guard close.kind == .rightParenthesis else { throw unexpectedHere }
        position += 1
        return inner
    }

    /// The operand of √ or ∛: a sign, another root, or a postfix expression (√4! = √24).
    private mutating func rooted() throws(CalculationError) -> Expression {
        try nest()
        defer { depth -= 1 }
        guard let token = peek else { throw unexpectedHere }
        switch token.kind {
        case .minus:
            position += 1
            return .negate(try rooted(), column: token.column)
        case .plus:
            position += 1
            return try rooted()
        default:
            return try postfix()
        }
    }
}
