import BigInt

/// Recursive-descent parser with standard precedence, loosest first:
///
///     sum        := product (('+' | '−') product)*
///     product    := signed (('×' | '÷' | 'mod') signed | implicit power)*
///     signed     := ('+' | '−') signed | power          -- so −2^2 = −(2^2)
///     power      := postfix superscript? ('^' signed)?  -- right-associative: 2^3^2 = 2^9; x² is x^2
///     postfix    := primary ('!' | '%')*
///     primary    := number | fraction | constant | 'ans' | function '(' sum (',' sum)* ')'
///                 | function rooted                      -- sin 30: one operand, no product after it
///                 | '(' sum ')' | ('√' | '∛') rooted
///
/// Looser than `sum`, the operators on bits, as in C and Python (see `bits` below).
///
/// `a nCr b` and `a nPr b` bind like `×`. Inside a call's parentheses a comma separates
/// arguments (the lexer does not group digits there).
///
/// Implicit multiplication (`2π`, `2(3+4)`, `(1+2)(3+4)`, `(2)3`) binds like `×`.
/// Parentheses still open at the end are closed automatically: `(1+2` = 3.
struct Parser {
    private let tokens: [Token]
    private let lexer: Lexer
    private var position = 0
    private var depth = 0
    /// The deepest nesting reached so far, postfix operators included.
    private var deepest = 0
    private let maxNesting: Int
    private let limits: CalculationLimits
    private let endColumn: Int
    /// The user's variables and functions, when the expression may use them.
    private var scope: NameScope?
    private var uses: NameUses?
    /// In a line with units, what follows '/' after units, up to the next operator, is one
    /// divisor: `10 km / 2 h` is (10 km)/(2 h), as it is written on paper; `1/2 m` is 0.5 m.
    private var groupsDivisor = false
    /// What the line's units stand for, by the index their `.unit` tokens hold.
    private var unitValues: [Number] = []

    private init(tokens: [Token], lexer: Lexer, limits: CalculationLimits) {
        self.tokens = tokens
        self.lexer = lexer
        endColumn = lexer.endColumn
        maxNesting = limits.maxNesting
        self.limits = limits
    }

    static func parse(
        _ source: String, limits: CalculationLimits = .standard,
        scope: NameScope? = nil, uses: NameUses? = nil, groupsDivisor: Bool = false, units: UnitPlaces? = nil
    ) throws(CalculationError) -> Expression {
        // Cheap bound first: UTF-8 length ≥ character count.
        if source.utf8.count > limits.maxLength, source.unicodeScalars.count > limits.maxLength {
            // The column of the first character too many.
            throw CalculationError(.tooLong(limits.maxLength), column: limits.maxLength + 1)
        }
        let (tokens, lexer) = try Lexer.tokens(source, units: units ?? UnitPlaces())
        if tokens.isEmpty { throw CalculationError(.emptyExpression) }
        var parser = Parser(tokens: tokens, lexer: lexer, limits: limits)
        parser.scope = scope
        parser.uses = uses
        parser.groupsDivisor = groupsDivisor
        parser.unitValues = units?.values ?? []
        let expression = try parser.bits()
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
        deepest = Swift.max(deepest, depth)
        if depth > maxNesting {
            throw CalculationError(.tooDeeplyNested(maxNesting), column: peek?.column ?? endColumn)
        }
    }

    private mutating func sum() throws(CalculationError) -> Expression {
        let first = try product()
        guard peek != nil else { return first }
        return try sumLinks(first)
    }

    /// The terms after the first. Apart from `sum`, whose frame every level of nesting pays for.
    @inline(never)
    private mutating func sumLinks(_ first: Expression) throws(CalculationError) -> Expression {
        var links: [Expression.Link] = []
        while let token = peek {
            let op: BinaryOperator
            switch token.kind {
            case .plus, .minus:
                op = token.kind == .plus ? .add : .subtract
                position += 1
            case .number where followsUnit:
                op = .add  // 5 ft 3 in, 1h 30min: a quantity written in two units is their sum
            default: return .leftToRight(first, links)
            }
            links.append(Expression.Link(op, try product(), column: token.column))
        }
        return .leftToRight(first, links)
    }

    /// Whether the token before the current one is a unit.
    private var followsUnit: Bool {
        previous?.isUnit == true
    }

    private mutating func product() throws(CalculationError) -> Expression {
        let start = position
        let first = try signed()
        // The operators after the first operand in a function of their own: this frame is on
        // the stack at every level of nesting, that one only where an operator follows.
        guard peek != nil else { return first }
        return try productLinks(first, from: start)
    }

    @inline(never)
    private mutating func productLinks(_ first: Expression, from start: Int) throws(CalculationError) -> Expression {
        // Whether a unit stands before the current '/' in this product (scanned once).
        var scanned = start, unitBefore = false
        var first = first
        var links: [Expression.Link] = []
        while let token = peek {
            switch token.kind {
            case .name where Parser.choose[lexer.text(token.bytes)] != nil && !opensCallOfTwo(after: position):
                // 9 nCr 5, as a scientific calculator's key writes it: binds like ×.
                position += 1
                let right = try signed()
                first = .builtin(
                    Parser.choose[lexer.text(token.bytes)]!, [.leftToRight(first, links), right], column: token.column)
                links = []
            case .divide where floorDivides(token):
                // 7 // 2, Python's floor division: ⌊a/b⌋, at the level of × and /.
                position += 2
                let divided = Expression.binary(.divide, .leftToRight(first, links), try signed(), column: token.column)
                first = .builtin(.floor, [divided], column: token.column)
                links = []
            case .times, .divide:
                if groupsDivisor && token.kind == .divide {
                    while scanned < position {
                        if tokens[scanned].isUnit { unitBefore = true }
                        scanned += 1
                    }
                }
                position += 1
                var operand = try signed()
                // 10 km / 2 h: the divisor is 2 h; 1/2 m is half a metre (numbers divide first).
                if groupsDivisor && token.kind == .divide && unitBefore {
                    while let next = peek,
                        [.leftParenthesis, .name, .squareRoot, .cubeRoot].contains(next.kind) || next.isUnit,
                        !lexer.bytes[next.bytes].elementsEqual("mod".utf8)
                    {
                        operand = .binary(.multiply, operand, try power(), column: next.column)
                    }
                }
                links.append(Expression.Link(token.kind == .times ? .multiply : .divide, operand, column: token.column))
            case .name where Parser.isBitsWord(lexer.bytes[token.bytes]) && !opensCall(after: position):
                return .leftToRight(first, links)  // 6 and 3: an operator of a looser level
            case .name where writesTimes(token):
                // 2 x 3: a letter x alone between two numbers, with spaces, as people write ×.
                position += 1
                links.append(Expression.Link(.multiply, try signed(), column: token.column))
            case .name where writesTimesTen(token):
                // 1.6x10^-19: scientific notation with the letter x for ×, typed together.
                position += 1
                let ten = Expression.number(Rational(10), column: token.column + 1)
                links.append(Expression.Link(.multiply, try raised(ten), column: token.column))
            case .name where lexer.bytes[token.bytes].elementsEqual("mod".utf8):
                position += 1
                links.append(Expression.Link(.modulo, try signed(), column: token.column))
            case .leftParenthesis, .name, .squareRoot, .cubeRoot, .unit, .fourthRoot, .floorOpen, .ceilingOpen:
                links.append(Expression.Link(.multiply, try power(), column: token.column))
            case .number where followsUnit:
                return .leftToRight(first, links)  // 5 ft 3 in: the sum adds the next quantity
            case .number, .fraction:
                // A number may follow ')' or a postfix operator ("(2)3", "3!2"), never another operand.
                guard let before = previous?.kind,
                    before == .rightParenthesis || before == .factorial || before == .percent
                else {
                    throw CalculationError(.missingOperator, column: token.column)
                }
                links.append(Expression.Link(.multiply, try power(), column: token.column))
            default:
                return .leftToRight(first, links)
            }
        }
        return .leftToRight(first, links)
    }

    private mutating func signed() throws(CalculationError) -> Expression {
        guard let token = peek else { throw unexpectedHere }
        switch token.kind {
        case .minus, .plus, .tilde: return try signedOperand(token)
        case .name where isNot(token): return try signedOperand(token)
        default: return try power()
        }
    }

    /// After a sign, `~` or `not`. Apart from `signed`, whose frame every level of nesting pays for.
    @inline(never)
    private mutating func signedOperand(_ token: Token) throws(CalculationError) -> Expression {
        position += 1
        try nest()
        defer { depth -= 1 }
        let operand = try signed()
        switch token.kind {
        case .minus: return .negate(operand, column: token.column)
        case .plus: return operand
        // ~x and not x: every bit flipped, binding as a sign does (~5 + 1 = −5).
        default: return .builtin(.bitNot, [operand], column: token.column)
        }
    }

    private mutating func power() throws(CalculationError) -> Expression {
        let base = try postfix()
        guard let token = peek else { return base }
        switch token.kind {
        case .superscript, .power: return try raised(base)
        default: return base
        }
    }

    /// What follows an operand: a superscript, '^' and its exponent, or both.
    @inline(never)
    private mutating func raised(_ base: Expression) throws(CalculationError) -> Expression {
        var base = base
        // x², √2², 10⁻³: a superscript is a power of what stands before it, as ^ is.
        if let token = peek, case let .superscript(n) = token.kind {
            position += 1
            base = .binary(.power, base, .number(Rational(n), column: token.column), column: token.column)
        }
        guard let token = peek, token.kind == .power else { return base }
        position += 1
        try nest()
        defer { depth -= 1 }
        return .binary(.power, base, try signed(), column: token.column)
    }

    /// Each postfix operator wraps everything before it, so it counts as one more level
    /// of nesting on top of the deepest level inside its operand: `1!!!…` and `((1)!)!…`
    /// are bounded like `((((1))))`.
    private mutating func postfix() throws(CalculationError) -> Expression {
        let outer = deepest
        deepest = depth
        var operand = try primary()
        var level = deepest
        defer { deepest = Swift.max(outer, level) }
        while let token = peek {
            switch token.kind {
            case .factorial where doubleFactorial(token):
                // n!! written together is the double factorial n(n−2)(n−4)…, as in books.
                position += 1
                level += 1  // two signs, two levels: 201 '!' are too deep, as 201 '(' are
                operand = .builtin(.doubleFactorial, [operand], column: token.column)
            case .factorial: operand = .postfix(.factorial, operand, column: token.column)
            case .percent: operand = .postfix(.percent, operand, column: token.column)
            case .perMille:
                let thousand = Expression.number(Rational(1000), column: token.column)
                operand = .binary(.divide, operand, thousand, column: token.column)
            default: return operand
            }
            level += 1
            if level > maxNesting { throw CalculationError(.tooDeeplyNested(maxNesting), column: token.column) }
            position += 1
        }
        return operand
    }

    /// Whether the '!' here is the first of a '!!' written together.
    private func doubleFactorial(_ token: Token) -> Bool {
        guard position + 1 < tokens.count else { return false }
        let next = tokens[position + 1]
        return next.kind == .factorial && next.bytes.lowerBound == token.bytes.upperBound
    }

    /// Only the operands that nest (parentheses, calls, roots, bars) are parsed here; the rest
    /// in functions of their own, so that this frame, which every level of nesting pays for,
    /// stays small.
    private mutating func primary() throws(CalculationError) -> Expression {
        guard let token = peek else { throw unexpectedHere }
        switch token.kind {
        case .leftParenthesis:
            position += 1
            return try parenthesized()
        case .squareRoot, .cubeRoot:
            position += 1
            let function: Function = token.kind == .squareRoot ? .sqrt : .cbrt
            return .function(function, try rooted(), column: token.column)
        case .bar:
            // |x| is abs(x): a bar where an operand starts opens it; between operands it is 'or'.
            return try absoluteValue(token)
        case .fourthRoot, .floorOpen, .ceilingOpen, .superscript:
            return try bracketOrRoot(token)
        case .name:
            let name = folded(lexer.text(token.bytes))
            switch try nameKind(name, token) {
            case let .value(value): return value
            case .spelled: return try spelledForm(name, token)
            case .builtIn: return try builtIn(name, token)
            case .user: return try userName(name, token)
            }
        default:
            return try literal(token)
        }
    }

    /// `SIN`, `Sqrt`, `LN`: a function's name in capitals, as some keypads print it, is the
    /// function; any name the language or the user already knows is kept as written.
    private func folded(_ name: String) -> String {
        guard let first = name.utf8.first, first >= 0x41, first <= 0x5A else { return name }
        if Function.names[name] != nil || BuiltinFunction.names[name] != nil || Parser.spelledArity[name] != nil
            || Constant.names[name] != nil
        {
            return name
        }
        if let scope, scope.parameters.contains(name) || scope.bindings[name] != nil { return name }
        let lower = name.lowercased()
        return FunctionTable.isFunction(lower) ? lower : name
    }

    /// What a name in an operand's place stands for.
    private enum NameKind {
        case value(Expression)
        case spelled, builtIn, user
    }

    /// What `name` is, with the place moved past it: a value (`ans`, a constant, τ, φ) or the
    /// kind of call that follows.
    @inline(never)
    private mutating func nameKind(_ name: String, _ token: Token) throws(CalculationError) -> NameKind {
        if name == "mod" && !opensCall(after: position) { throw unexpectedHere }
        position += 1
        if name == "ans" { return .value(.answer(column: token.column)) }
        if let constant = Constant.names[name] {
            // PI(), as spreadsheets write it: empty parentheses after π change nothing.
            if constant == .pi, position + 1 < tokens.count, tokens[position].kind == .leftParenthesis,
                tokens[position + 1].kind == .rightParenthesis
            {
                position += 2
            }
            return .value(.constant(constant, column: token.column))
        }
        if let named = namedNumber(name, column: token.column) { return .value(named) }
        if Parser.spelledArity[name] != nil, scope.map({ $0.bindings[name] == nil }) ?? true { return .spelled }
        if Function.names[name] != nil || BuiltinFunction.names[name] != nil { return .builtIn }
        if Parser.underscoreBase(name) != nil, scope.map({ $0.bindings[name] == nil }) ?? true { return .builtIn }
        if let product = constantsWrittenTogether(name, column: token.column) { return .value(product) }
        if let call = gluedCall(name, column: token.column) { return .value(call) }
        return .user
    }

    /// A number, a fraction, a based number or a unit.
    @inline(never)
    private mutating func literal(_ token: Token) throws(CalculationError) -> Expression {
        switch token.kind {
        case let .number(literal):
            if let mixed = try mixedFraction() { return .number(mixed, column: token.column) }
            position += 1
            do throws(CalculationError) {
                return .number(
                    try literal.value(limits: limits, source: lexer.bytes[token.bytes]), column: token.column)
            } catch {
                throw error.at(token.column)  // a literal too large to hold (1e999999999, 80,000 digits)
            }
        case let .fraction(numerator, denominator):
            position += 1
            return .number(Rational(numerator, denominator), column: token.column)
        case let .based(radix):
            position += 1
            return .number(try basedValue(token, radix: radix), column: token.column)
        case let .unit(index):
            position += 1
            let name = lexer.text(token.bytes)
            if opensCallOfTwo(after: position - 1), name.allSatisfy(\.isLetter) {
                // h(1, 234): a call of a function the line does not have, not hours times a list.
                throw CalculationError(
                    .definition("unknown function '\(name)' (alone, '\(name)' is a unit)"), column: token.column)
            }
            var unit = Expression.unit(index, unitValues[index], column: token.column)
            // km/h written together is one unit, as on paper: 100 km / 50 km/h = 2 h, not 2 h⁻¹.
            // Not before a power: m/s^2 stays m/(s^2).
            while position + 1 < tokens.count, tokens[position].kind == .divide,
                case let .unit(next) = tokens[position + 1].kind,
                tokens[position - 1].bytes.upperBound == tokens[position].bytes.lowerBound,
                tokens[position].bytes.upperBound == tokens[position + 1].bytes.lowerBound,
                !raised(at: position + 2)
            {
                let divisor = Expression.unit(next, unitValues[next], column: tokens[position + 1].column)
                unit = .binary(.divide, unit, divisor, column: tokens[position].column)
                position += 2
            }
            return unit
        default:
            throw unexpectedHere
        }
    }

    /// Whether the token at `index` raises what is before it to a power (`^`, `²`).
    private func raised(at index: Int) -> Bool {
        guard index < tokens.count else { return false }
        if case .superscript = tokens[index].kind { return true }
        return tokens[index].kind == .power
    }

    /// `|x|`, from its opening bar. Apart from `primary`, whose stack frame every level of
    /// nesting pays for.
    @inline(never)
    private mutating func absoluteValue(_ token: Token) throws(CalculationError) -> Expression {
        position += 1
        try nest()
        openParentheses += 1
        defer { depth -= 1; openParentheses -= 1 }
        let inner = try sum()
        guard let close = peek, close.kind == .bar else {
            throw CalculationError(
                .definition("this '|' opens an absolute value that is not closed: write |x|"),
                column: token.column)
        }
        position += 1
        return .function(.abs, inner, column: token.column)
    }

    /// `∜x`, `⌊x⌋` and `⌈x⌉`, from the sign that opens them. Apart from `primary`, whose stack
    /// frame every level of nesting pays for.
    @inline(never)
    private mutating func bracketOrRoot(_ token: Token) throws(CalculationError) -> Expression {
        if case let .superscript(n) = token.kind {
            // ³√8, ⁵√32: a root's index written before √, where an operand starts (2³√8 stays 2³·√8).
            guard n >= 2, position + 1 < tokens.count, tokens[position + 1].kind == .squareRoot else {
                throw unexpectedHere
            }
            position += 2
            let index = Expression.number(Rational(n), column: token.column)
            return .builtin(.root, [try rooted(), index], column: token.column)
        }
        position += 1
        if token.kind == .fourthRoot {
            let four = Expression.number(Rational(4), column: token.column)
            return .builtin(.root, [try rooted(), four], column: token.column)
        }
        try nest()
        openParentheses += 1
        defer { depth -= 1; openParentheses -= 1 }
        let inner = try bits()
        let floor = token.kind == .floorOpen
        guard let close = peek, close.kind == (floor ? .floorClose : .ceilingClose) else {
            throw CalculationError(
                .definition("this '\(floor ? "⌊" : "⌈")' is not closed: write \(floor ? "⌊x⌋" : "⌈x⌉")"),
                column: token.column)
        }
        position += 1
        return .builtin(floor ? .floor : .ceil, [inner], column: token.column)
    }

    /// A call of a built-in function: `sin(x)`, `log(x, 2)`, `max(1, 2, 3)`, also written
    /// `sin⁻¹(x)`, `sin^-1(x)` or `sin²(x)`. Every level of nested calls has this frame on the
    /// stack, once, whatever the spelling: `nest()` counts one level for it.
    private mutating func builtIn(_ name: String, _ token: Token) throws(CalculationError) -> Expression {
        let spelled = otherSpelling(name)
        let name = spelled?.name ?? name
        if name == "log", let base = peek, case let .subscriptNumber(b) = base.kind {
            position += 1
            return try subscriptLogarithm(token, base: .number(Rational(b), column: base.column))
        }
        if let b = Parser.underscoreBase(name) {
            return try subscriptLogarithm(token, base: .number(Rational(b), column: token.column))
        }
        let call: Expression
        if let open = peek, open.kind == .leftParenthesis {
            position += 1
            call = try builtInCall(name, try argumentList(), token)
        } else {
            call = try withoutParentheses(name, token)  // sin 30, and sin²45 = (sin 45)²
        }
        guard let spelled, spelled.power > 1 else { return call }
        let power = Expression.number(Rational(spelled.power), column: spelled.column)
        return .binary(.power, call, power, column: spelled.column)
    }

    /// The base of `log_2`, `log_10`: a subscript as typed on a keyboard.
    static func underscoreBase(_ name: String) -> Int? {
        guard name.hasPrefix("log_"), name.count > 4, name.count <= 12 else { return nil }
        return Int(name.dropFirst(4))
    }

    /// `log₂ 8`, `log₁₀(1000)`: the logarithm in the base written in subscript digits.
    @inline(never)
    private mutating func subscriptLogarithm(_ token: Token, base: Expression) throws(CalculationError) -> Expression {
        let argument: Expression
        if let open = peek, open.kind == .leftParenthesis {
            position += 1
            let arguments = try argumentList()
            guard arguments.count == 1 else {
                throw CalculationError(
                    .definition("'log' with a base in subscript takes 1 argument, not \(arguments.count)"),
                    column: token.column)
            }
            argument = arguments[0]
        } else {
            guard case let .function(_, x, _) = try withoutParentheses("log", token) else { throw unexpectedHere }
            argument = x
        }
        return .builtin(.logBase, [argument, base], column: token.column)
    }

    /// The call of `name` with these arguments, or the error for their count.
    @inline(never)
    private func builtInCall(
        _ name: String, _ arguments: [Expression], _ token: Token
    ) throws(CalculationError) -> Expression {
        if let function = Function.names[name] {
            if arguments.count == 1 { return .function(function, arguments[0], column: token.column) }
            if function == .log, arguments.count == 2 { return .builtin(.logBase, arguments, column: token.column) }
            let takes = function == .log ? "1 or 2 arguments" : "1 argument"
            throw CalculationError(
                .definition("'\(name)' takes \(takes), not \(arguments.count)"), column: token.column)
        }
        let function = BuiltinFunction.names[name]!
        if function == .floor || function == .ceil, arguments.count == 2 {
            // A spreadsheet's FLOOR(x, m) and CEILING(x, m): to a multiple of m, m·⌊x/m⌋.
            let quotient = Expression.binary(.divide, arguments[0], arguments[1], column: token.column)
            let whole = Expression.builtin(function, [quotient], column: token.column)
            return .binary(.multiply, arguments[1], whole, column: token.column)
        }
        if let wrong = function.wrongCount(arguments.count, name: name) {
            throw CalculationError(wrong, column: token.column)
        }
        return .builtin(function, arguments, column: token.column)
    }

    /// `sin⁻¹(x)`, `sin^-1(x)`, and `sin²(x)` = `sin^2(x)` = (sin x)², as books and calculators'
    /// users write them: the name of the function called (the inverse's) and the power of the
    /// call (1 for none), with the place moved past the marks; nil, unmoved, for anything else.
    /// It reads tokens only: the call itself is parsed by `builtIn`, in its own frame.
    @inline(never)
    private mutating func otherSpelling(_ name: String) -> (name: String, power: Int, column: Int)? {
        let inverse = inverseSpelling(of: name)
        let name = inverse ?? name
        let unchanged = inverse.map { (name: $0, power: 1, column: 0) }
        // sin, ln, sqrt…; and sec, csc, cot and their hyperbolics, which have inverses too.
        guard Function.names[name] != nil || Parser.inverses[name] != nil, let power = peek else { return unchanged }
        let n: Int
        if case let .superscript(superscript) = power.kind, superscript > 1,
            opensCall(after: position) || startsNumberOrName(after: position)
        {
            n = superscript
            position += 1
        } else if power.kind == .power, position + 2 < tokens.count,
            case let .number(whole) = tokens[position + 1].kind,
            let mantissa = whole.mantissa, mantissa > 1, whole.exponent == 0, opensCall(after: position + 1)
        {
            n = mantissa
            position += 2
        } else {
            return unchanged
        }
        return (name, n, power.column)
    }

    /// `sin⁻¹` and `sin^-1` (as a scientific calculator's 2nd key writes them): the inverse's
    /// name, with the place moved past the power; nil, unmoved, for any other name.
    private mutating func inverseSpelling(of name: String) -> String? {
        guard let inverse = Parser.inverses[name], let next = peek else { return nil }
        if case .superscript(-1) = next.kind {
            position += 1
            return inverse
        }
        guard next.kind == .power, position + 2 < tokens.count, tokens[position + 1].kind == .minus,
            case let .number(one) = tokens[position + 2].kind, one.mantissa == 1, one.exponent == 0,
            position + 3 < tokens.count, tokens[position + 3].kind == .leftParenthesis
        else { return nil }
        position += 3
        return inverse
    }

    /// Other calculators' spellings of what the language writes another way, by how many
    /// arguments each takes (0: one or more): `pow(2, 3)` is 2^3, `fact(5)` is 5!, `log1p(x)` is
    /// ln(1 + x), `idiv(7, 2)` is trunc(7/2), `rem(-7, 3)` is −7 − 3·trunc(−7/3) (C's and Python's `fmod`).
    static let spelledArity: [String: Int] = [
        "pow": 2, "exp10": 1, "fact": 1, "factorial": 1, "log1p": 1, "expm1": 1, "idiv": 2, "rem": 2, "nthroot": 2,
        "fmod": 2, "product": 0, "prod": 0, "geomean": 0, "harmean": 0, "isqrt": 1, "mode": 0, "isprime": 1,
        // Spreadsheets' names (typed in capitals, folded): POWER(2, 10), QUOTIENT(7, 2), ROUNDUP(2.341, 2).
        "power": 2, "quotient": 2, "roundup": 2, "rounddown": 2, "mround": 2, "sumsq": 0, "sqrtpi": 1,
        // Python's statistics module.
        "harmonic_mean": 0, "geometric_mean": 0, "fmean": 0,
        // The HP 35s's and HP Prime's: IP, FP, INTG, SQ, ALOG, LNP1, TRUNCATE; Windows Calculator's cube, negate.
        "ip": 1, "fp": 1, "intg": 1, "sq": 1, "alog": 1, "lnp1": 1, "truncate": 2, "cube": 1, "cuberoot": 1,
        "negate": 1, "even": 1, "odd": 1, "copysign": 2,
        // The HP calculators' MANT and XPON: 1234 is 1.234 × 10^3.
        "mant": 1, "xpon": 1,
    ]

    /// Spelled names that came after notes which may name their own (`power = 300 W`,
    /// `mode = 3`): a note may define them, and its name comes first.
    static let notesMayName: Set<String> = [
        "mode", "isprime", "power", "quotient", "roundup", "rounddown", "mround", "sumsq", "sqrtpi", "harmonic_mean",
        "geometric_mean", "fmean", "ip", "fp", "intg", "sq", "alog", "lnp1", "truncate", "cube", "cuberoot", "negate",
        "even", "odd", "copysign", "mant", "xpon", "median_low", "median_high",
    ]

    private mutating func spelledForm(_ name: String, _ token: Token) throws(CalculationError) -> Expression {
        guard let open = peek, open.kind == .leftParenthesis else {
            throw CalculationError(.functionNeedsParenthesis(name), column: peek?.column ?? endColumn)
        }
        position += 1
        let x = try argumentList(), count = Parser.spelledArity[name]!, column = token.column
        if count == 0, x.isEmpty {
            throw CalculationError(.definition("'\(name)' takes at least 1 argument, not 0"), column: column)
        }
        guard x.count == count || count == 0 else {
            throw CalculationError(
                .definition("'\(name)' takes \(count) argument\(count == 1 ? "" : "s"), not \(x.count)"),
                column: column)
        }
        let one = Expression.number(.one, column: column)
        let ten = Expression.number(Rational(10), column: column)
        switch name {
        case "pow", "power": return .binary(.power, x[0], x[1], column: column)
        case "exp10", "alog": return .binary(.power, ten, x[0], column: column)
        case "log1p", "lnp1": return .function(.ln, .binary(.add, one, x[0], column: column), column: column)
        case "sq", "cube":
            let power = Expression.number(Rational(name == "sq" ? 2 : 3), column: column)
            return .binary(.power, x[0], power, column: column)
        case "cuberoot": return .function(.cbrt, x[0], column: column)
        case "negate": return .negate(x[0], column: column)
        case "ip": return .builtin(.trunc, x, column: column)
        case "fp": return .builtin(.frac, x, column: column)
        case "intg": return .builtin(.floor, x, column: column)
        case "quotient": return .builtin(.trunc, [.binary(.divide, x[0], x[1], column: column)], column: column)
        case "sqrtpi":
            return .function(
                .sqrt, .binary(.multiply, x[0], .constant(.pi, column: column), column: column), column: column)
        case "fmean": return .builtin(.mean, x, column: column)
        case "xpon": return .builtin(.exponentOfTen, x, column: column)
        case "mant": return .builtin(.mantissa, x, column: column)
        case "even", "odd", "copysign": return Parser.signed(name, x, column: column)
        case "roundup", "rounddown", "truncate", "mround":
            return Parser.rounded(name, x[0], x[1], column: column)
        case "sumsq":
            let two = Expression.number(Rational(2), column: column)
            let squares = x.map { Expression.binary(.power, $0, two, column: column) }
            return .builtin(.sum, squares, column: column)
        case "expm1": return .binary(.subtract, .function(.exp, x[0], column: column), one, column: column)
        case "idiv", "rem", "fmod":
            let quotient = Expression.builtin(.trunc, [.binary(.divide, x[0], x[1], column: column)], column: column)
            if name == "idiv" { return quotient }
            return .binary(.subtract, x[0], .binary(.multiply, x[1], quotient, column: column), column: column)
        case "nthroot": return .builtin(.root, x, column: column)
        case "isqrt": return .builtin(.floor, [.function(.sqrt, x[0], column: column)], column: column)
        case "mode": return .builtin(.mode, x, column: column)
        case "isprime": return .builtin(.isPrime, x, column: column)
        case "harmean", "harmonic_mean":
            // n / (1/a + 1/b + …), SpeedCrunch's harmonic mean.
            let reciprocals = x.map { Expression.binary(.divide, one, $0, column: column) }
            let sum = Expression.leftToRight(
                reciprocals[0], reciprocals.dropFirst().map { Expression.Link(.add, $0, column: column) })
            return .binary(.divide, .number(Rational(x.count), column: column), sum, column: column)
        case "product", "prod", "geomean", "geometric_mean":
            let product = Expression.leftToRight(
                x[0], x.dropFirst().map { Expression.Link(.multiply, $0, column: column) })
            guard name == "geomean" || name == "geometric_mean" else { return product }
            let n = Expression.number(Rational(x.count), column: column)
            return .builtin(.root, [product, n], column: column)
        default: return .postfix(.factorial, x[0], column: column)
        }
    }

    /// The functions whose inverse may be written with the power −1.
    private static let inverses: [String: String] = [
        "sin": "asin", "cos": "acos", "tan": "atan", "sinh": "asinh", "cosh": "acosh", "tanh": "atanh",
        "sec": "asec", "csc": "acsc", "cot": "acot", "sech": "asech", "csch": "acsch", "coth": "acoth",
    ]

    /// τ (2π) and φ, the golden ratio (1 + √5)/2, exact; a user's variable of the same name
    /// comes first, so a note that already says `phi = 30°` keeps its meaning.
    private func namedNumber(_ name: String, column: Int) -> Expression? {
        guard name == "tau" || name == "τ" || name == "phi" || name == "φ" else { return nil }
        uses?.names.insert(name)
        if let scope, scope.parameters.contains(name) || scope.bindings[name] != nil { return nil }
        if name == "tau" || name == "τ" {
            return .binary(
                .multiply, .number(Rational(2), column: column), .constant(.pi, column: column), column: column)
        }
        let five = Expression.function(.sqrt, .number(Rational(5), column: column), column: column)
        let top = Expression.binary(.add, .number(.one, column: column), five, column: column)
        return .binary(.divide, top, .number(Rational(2), column: column), column: column)
    }

    /// `πe`, `eπ`, `ππ`, `2πφ`'s `πφ`: constants written together are their product, as `2π` is;
    /// nil for any other name, or one the user has defined.
    private func constantsWrittenTogether(_ name: String, column: Int) -> Expression? {
        let greek: Set<Character> = ["π", "τ", "φ"]
        guard name.count > 1, name.count <= 8, name.contains(where: greek.contains),
            name.allSatisfy({ greek.contains($0) || $0 == "e" }),
            scope.map({ $0.bindings[name] == nil && !$0.parameters.contains(name) }) ?? true
        else { return nil }
        var product: Expression?
        for c in name {
            let factor: Expression
            if c == "π" {
                factor = .constant(.pi, column: column)
            } else if c == "e" {
                factor = .constant(.e, column: column)
            } else if let named = namedNumber(String(c), column: column) {
                factor = named
            } else {
                return nil  // a note's own τ or φ: the name is not guessed apart
            }
            product = product.map { .binary(.multiply, $0, factor, column: column) } ?? factor
        }
        return product
    }

    /// `sin30`, `log100`, `ln2`: a function's name and a whole number typed together, as on a
    /// keypad, read as `sin 30`; nil when another reading exists (`log25` may be log2(5)), or
    /// when the user has defined the name.
    private func gluedCall(_ name: String, column: Int) -> Expression? {
        guard let digit = name.firstIndex(where: \.isNumber), digit != name.startIndex,
            name[digit...].allSatisfy({ $0.isASCII && $0.isNumber }),
            name.count - name.distance(from: name.startIndex, to: digit) <= 18,
            scope.map({ $0.bindings[name] == nil && !$0.parameters.contains(name) }) ?? true,
            let function = Function.names[String(name[..<digit])], let value = Int(name[digit...])
        else { return nil }
        // A longer function name that the digits start (log2, log10, exp2, atan2), with a number
        // after it: log25 is log(25) or log2(5), so it is not guessed; log100 is log(100), as
        // log10(0) is no number anyone writes.
        let longer = name[digit...].indices.dropFirst().contains { end in
            FunctionTable.isFunction(String(name[..<end])) && name[end] != "0"
        }
        if longer { return nil }
        return .function(function, .number(Rational(value), column: column), column: column)
    }

    /// `sin 30`, `ln 2`, `sin -x`, `√` style: one operand with its sign and postfix operators
    /// (`sin 30!` = sin(30!), `sin 30^2` = (sin 30)^2, as `√4^2` = (√4)^2). A product after
    /// it (`sin 2pi`) is refused: sin(2π) and sin(2)·π are both what people mean by it.
    private mutating func withoutParentheses(_ name: String, _ token: Token) throws(CalculationError) -> Expression {
        let takesOne = Function.names[name] != nil || BuiltinFunction.names[name].map { $0.arity.minimum == 1 } == true
        guard takesOne, let next = peek,
            Parser.startsOperand(next.kind, text: lexer.bytes[next.bytes]) || next.kind == .minus || next.kind == .plus
        else {
            throw CalculationError(.functionNeedsParenthesis(name), column: peek?.column ?? endColumn)
        }
        var argument = try rooted()
        // sin 30°: a unit after the number belongs to it.
        while let unit = peek, case let .unit(index) = unit.kind {
            position += 1
            argument = .binary(
                .multiply, argument, .unit(index, unitValues[index], column: unit.column), column: unit.column)
        }
        if let after = peek, Parser.startsOperand(after.kind, text: lexer.bytes[after.bytes]) {
            throw CalculationError(
                .definition("write '\(name)(…)': without parentheses it takes one number or name"), column: after.column
            )
        }
        if let function = Function.names[name] { return .function(function, argument, column: token.column) }
        return .builtin(BuiltinFunction.names[name]!, [argument], column: token.column)
    }

    /// Whether `token` is an `x` that can only mean ×: a space on each side, a number (or ')')
    /// before it, a number after it, and no variable or parameter named x.
    private func writesTimes(_ token: Token) -> Bool {
        guard lexer.bytes[token.bytes].elementsEqual("x".utf8), let before = previous,
            position + 1 < tokens.count
        else { return false }
        let after = tokens[position + 1]
        switch before.kind {
        case .number, .fraction, .based, .rightParenthesis, .factorial, .superscript: break
        default: return false
        }
        switch after.kind {
        case .number, .fraction, .based: break
        default: return false
        }
        guard before.bytes.upperBound < token.bytes.lowerBound, token.bytes.upperBound < after.bytes.lowerBound
        else { return false }
        if let scope, scope.parameters.contains("x") || scope.bindings["x"] != nil { return false }
        return true
    }

    /// Whether `token` is the first '/' of `//`, the two typed together (not `/÷`).
    private func floorDivides(_ token: Token) -> Bool {
        guard position + 1 < tokens.count else { return false }
        let next = tokens[position + 1]
        return next.kind == .divide && next.bytes.lowerBound == token.bytes.upperBound
            && lexer.bytes[token.bytes].elementsEqual("/".utf8) && lexer.bytes[next.bytes].elementsEqual("/".utf8)
    }

    /// Whether `token` is `x10` typed right after a number and before a power: `1.6x10^-19`,
    /// `6.02x10²³`, where no name x10 is defined.
    private func writesTimesTen(_ token: Token) -> Bool {
        guard lexer.bytes[token.bytes].elementsEqual("x10".utf8), let before = previous,
            before.bytes.upperBound == token.bytes.lowerBound, position + 1 < tokens.count
        else { return false }
        guard case .number = before.kind else { return false }
        switch tokens[position + 1].kind {
        case .power, .superscript: break
        default: return false
        }
        if let scope, scope.parameters.contains("x10") || scope.bindings["x10"] != nil { return false }
        return true
    }

    /// The infix spellings of combinations and permutations: `9 nCr 5`, `5 choose 2`; and
    /// Windows Calculator's `8 yroot 3`, the cube root of 8.
    private static let choose: [String: BuiltinFunction] = [
        "nCr": .ncr, "nPr": .npr, "choose": .ncr, "yroot": .root,
    ]

    /// Whether a number or a name follows the token at `index`: sin²45, cos²x.
    private func startsNumberOrName(after index: Int) -> Bool {
        guard index + 1 < tokens.count else { return false }
        switch tokens[index + 1].kind {
        case .number, .fraction, .name, .squareRoot, .cubeRoot: return true
        default: return false
        }
    }

    private func opensCall(after index: Int) -> Bool {
        index + 1 < tokens.count && tokens[index + 1].kind == .leftParenthesis
    }

    /// Whether a call with a ',' in its parentheses follows: `5 choose (1 + 1)` is the operator, as the
    /// function of two arguments could not take one.
    private func opensCallOfTwo(after index: Int) -> Bool {
        guard opensCall(after: index) else { return false }
        var depth = 0
        for token in tokens[(index + 1)...] {
            switch token.kind {
            case .leftParenthesis: depth += 1
            case .rightParenthesis:
                depth -= 1
                if depth == 0 { return false }
            case .comma where depth == 1: return true
            default: break
            }
        }
        return false
    }

    /// Whether a token of this kind starts an operand (an implicit product when it follows one).
    private static func startsOperand(_ kind: Token.Kind, text: ArraySlice<UInt8>) -> Bool {
        switch kind {
        case .number, .fraction, .leftParenthesis, .squareRoot, .cubeRoot, .unit, .fourthRoot, .floorOpen,
            .ceilingOpen:
            return true
        case .name:
            // An infix word (mod, nCr, choose, yroot, and) stands between operands, it does not start one.
            return !text.elementsEqual("mod".utf8) && !choose.keys.contains(where: { text.elementsEqual($0.utf8) })
                && !isBitsWord(text)
        default: return false
        }
    }

    /// After a call's '(' : its arguments, separated by commas, and the ')', which the
    /// end of input may stand for. `f()` has none.
    private mutating func argumentList() throws(CalculationError) -> [Expression] {
        try nest()
        openParentheses += 1
        defer { depth -= 1; openParentheses -= 1 }
        var arguments: [Expression] = []
        if let close = peek, close.kind == .rightParenthesis {
            position += 1
            return arguments
        }
        while true {
            arguments.append(try bits())
            guard let next = peek else { break }  // auto-closed at the end
            position += 1
            if next.kind == .comma { continue }
            guard next.kind == .rightParenthesis else { position -= 1; throw unexpectedHere }
            break
        }
        return arguments
    }

    /// After '(' : an expression and its ')', which the end of input may stand for.
    private mutating func parenthesized() throws(CalculationError) -> Expression {
        try nest()
        openParentheses += 1
        defer { depth -= 1; openParentheses -= 1 }
        let inner = try bits()
        if let close = peek {  // else auto-closed at the end
            guard close.kind == .rightParenthesis else { throw unexpectedHere }
            position += 1
        }
        // (b%) is b/100 even after + or − (50+(10%) = 50.1): times 1 keeps the
        // evaluator from taking it for a percent of the left operand.
        if case let .postfix(.percent, _, column) = inner {
            return .binary(.multiply, inner, .number(.one, column: column), column: column)
        }
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

// MARK: User names

/// What a parse found of the user's names: every name it looked up (found or not, so a
/// note knows which lines an edit can change) and the deepest user call.
final class NameUses {
    var names: Set<String> = []
    var callDepth = 0
}

extension Parser {
    /// A name that is not built in: a parameter, a user variable, or a call of a user function.
    private mutating func userName(_ name: String, _ token: Token) throws(CalculationError) -> Expression {
        uses?.names.insert(name)
        guard let scope else { throw unknown(name, token) }
        if let index = scope.parameters.firstIndex(of: name) { return .parameter(index, column: token.column) }
        if name == scope.defining {
            throw CalculationError(
                .definition("'\(name)' cannot use itself: recursive definitions are not supported"),
                column: token.column)
        }
        if let why = scope.unavailable[name] { throw CalculationError(.definition(why), column: token.column) }
        switch scope.bindings[name] {
        case let .variable(value)?: return .value(value, column: token.column)
        case let .function(function)?: return try call(function, token)
        case nil: throw unknown(name, token)
        }
    }

    /// An unknown name; `hex(255) + 1` says that hex(…) is no function but shows a whole line in a base.
    private func unknown(_ name: String, _ token: Token) -> CalculationError {
        guard let radix = BaseTarget.callNames[name], opensCall(after: position - 1) else {
            return CalculationError(.unknownName(name), column: token.column)
        }
        return CalculationError(
            .definition(
                "\(name)(…) shows a whole line in base \(radix): put the whole line in its parentheses, "
                    + "or end the line with 'to \(name)'"),
            column: token.column)
    }

    /// `f(a, b)`: the arguments, as many as the function has parameters.
    private mutating func call(_ function: UserFunction, _ token: Token) throws(CalculationError) -> Expression {
        guard let open = peek, open.kind == .leftParenthesis else {
            throw CalculationError(.functionNeedsParenthesis(function.name), column: peek?.column ?? endColumn)
        }
        position += 1
        let arguments = try argumentList()
        let count = function.parameters.count
        guard arguments.count == count else {
            throw CalculationError(
                .definition(
                    "'\(function.name)' takes \(count) argument\(count == 1 ? "" : "s"), not \(arguments.count)"),
                column: token.column)
        }
        uses.map { $0.callDepth = Swift.max($0.callDepth, function.callDepth) }
        return .call(function, arguments, column: token.column)
    }
}

// MARK: Bits

extension Parser {
    /// The operators on bits, looser than `sum`, loosest first, as in C and Python:
    ///
    ///     bits    := xorBits (('or' | '|' | 'nor') xorBits)*
    ///     xorBits := andBits ('xor' andBits)*
    ///     andBits := shifted (('and' | '&' | 'nand') shifted)*
    ///     shifted := sum (('<<' | '>>') sum)*
    ///
    /// `~x` and `not x` bind as a sign does. Each is a call of its function (`and(a, b)`).
    private mutating func bits() throws(CalculationError) -> Expression {
        let first = try sum()
        guard let token = peek, bitsOperator(token) != nil else { return first }
        return try bitsChain(first)
    }

    /// From the first operator on bits on. One loop with a stack of operators rather than a
    /// function per level, and apart from `bits`, whose frame every level of nesting pays for.
    @inline(never)
    private mutating func bitsChain(_ first: Expression) throws(CalculationError) -> Expression {
        var operands = [first]
        var operators: [(function: BuiltinFunction, level: Int, column: Int)] = []
        func reduce() {
            let op = operators.removeLast(), right = operands.removeLast(), left = operands.removeLast()
            operands.append(.builtin(op.function, [left, right], column: op.column))
        }
        var links = 0
        while let token = peek, let (function, level) = bitsOperator(token) {
            position += 1
            // Each link nests the tree one level deeper: bounded like parentheses.
            links += 1
            if depth + links > maxNesting { throw CalculationError(.tooDeeplyNested(maxNesting), column: token.column) }
            while let top = operators.last, top.level >= level { reduce() }
            operators.append((function, level, token.column))
            operands.append(try sum())
        }
        while !operators.isEmpty { reduce() }
        return operands[0]
    }

    /// The operator on bits a token stands for, and its level (0 binds loosest).
    private func bitsOperator(_ token: Token) -> (BuiltinFunction, Int)? {
        switch token.kind {
        case .bar: return (.bitOr, 0)
        case .ampersand: return (.bitAnd, 2)
        case .shiftLeft: return (.shiftLeft, 3)
        case .shiftRight: return (.shiftRight, 3)
        case .name where !opensCall(after: position):
            switch lexer.text(token.bytes) {
            case "or": return (.bitOr, 0)
            case "nor": return (.nor, 0)
            case "xor": return (.bitXor, 1)
            case "and": return (.bitAnd, 2)
            case "nand": return (.nand, 2)
            default: return nil
            }
        default: return nil
        }
    }

    /// The words of the operators on bits that stand between operands.
    static func isBitsWord(_ text: ArraySlice<UInt8>) -> Bool {
        text.count <= 4 && ["and", "or", "xor", "nand", "nor"].contains { text.elementsEqual($0.utf8) }
    }

    private func isNot(_ token: Token) -> Bool {
        lexer.bytes[token.bytes].elementsEqual("not".utf8)
    }

    /// The value of `0x1F`, `0b1010`, `0o17`, refused when its size alone passes the bound.
    private func basedValue(_ token: Token, radix: Int) throws(CalculationError) -> Rational {
        let digits = lexer.bytes[token.bytes].dropFirst(2).filter { $0 != UInt8(ascii: "_") }
        let bitsPerDigit = radix == 16 ? 4 : radix == 8 ? 3 : 1
        if digits.count * bitsPerDigit > limits.maxBits + 4 {
            throw CalculationError(.tooLarge(limitBits: limits.maxBits), column: token.column)
        }
        return Rational(BigInt(String(decoding: digits, as: UTF8.self), radix: radix) ?? 0)
    }
}

// MARK: Mixed fractions

extension Parser {
    /// `1 2/3` is 5/3, as it is written on paper: whole numbers a b/c, a space between a and b,
    /// b/c written together and b < c. Only where no other reading is meant: not after ^ or /,
    /// nor before ^, !, %, / or '(' (`2^1 2/3`, `1 2/3!` keep their errors). The place moves past it.
    fileprivate mutating func mixedFraction() throws(CalculationError) -> Rational? {
        guard position + 3 < tokens.count,
            case let .number(whole) = tokens[position].kind, case let .number(top) = tokens[position + 1].kind,
            tokens[position + 2].kind == .divide, case let .number(bottom) = tokens[position + 3].kind,
            isWhole(tokens[position]), isWhole(tokens[position + 1]), isWhole(tokens[position + 3]),
            tokens[position + 1].bytes.upperBound == tokens[position + 2].bytes.lowerBound,
            tokens[position + 2].bytes.upperBound == tokens[position + 3].bytes.lowerBound,
            let b = top.mantissa, let c = bottom.mantissa, b < c
        else { return nil }
        if let before = previous?.kind, before == .power || before == .divide { return nil }
        if position + 4 < tokens.count {
            switch tokens[position + 4].kind {
            case .power, .superscript, .factorial, .percent, .divide, .leftParenthesis: return nil
            default: break
            }
        }
        let a: Rational
        do throws(CalculationError) {
            a = try whole.value(limits: limits, source: lexer.bytes[tokens[position].bytes])
        } catch {
            throw error.at(tokens[position].column)
        }
        position += 4
        return a + Rational(b, c)
    }

    /// Digits only: no point, exponent or separator.
    private func isWhole(_ token: Token) -> Bool {
        lexer.bytes[token.bytes].allSatisfy { $0 >= 0x30 && $0 <= 0x39 }
    }
}
