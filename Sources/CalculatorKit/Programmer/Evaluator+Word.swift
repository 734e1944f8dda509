import BigInt

/// A value as a programmer's calculator shows it: in a base, in a word, with what happened
/// on the way (it wrapped, a fraction was cut).
public struct WordShown: Sendable, Equatable {
    /// The base the line converts to (`to hex`), nil for decimal without a conversion.
    public var radix: Int?
    /// The word the value was worked out in, nil when there is none (`255 to hex` alone).
    public var word: IntegerWord?
    /// What a person should know about the value: "128 wrapped to -128 (8-bit signed)".
    public var notes: [String] = []

    /// The value written as this says: `0xFF`, `-128`, `0b0.0(0011)`; a note is added when
    /// its digits are cut.
    public func text(_ value: Number) -> (text: String, notes: [String]) {
        guard let exact = value.exactValue else { return ("", notes) }
        let (text, cut) = RadixText.string(exact, radix: radix ?? 10, word: word)
        let cutNote = "its digits go on: cut after \(RadixText.maxFractionDigits) places"
        return (text, cut ? notes + [cutNote] : notes)
    }
}

extension Evaluator {
    /// A line in programmer terms, or nil when it is not one: with a word set, every
    /// expression; without, only a conversion to a base (`255 to hex`, `0.1 to bin`), which
    /// `ValueLine` has read from the line as `split`.
    func inBase(_ text: Substring, base split: (expression: Substring, radix: Int)?, column: Int, uses: NameUses)
        throws(CalculationError) -> (Number, WordShown?)?
    {
        let bits = split == nil && word == nil && Evaluator.usesBits(text)
        guard word != nil || split != nil || bits else { return nil }
        let expression: Expression
        do throws(CalculationError) {
            expression = try Evaluator.parse(
                split?.expression ?? text, column: column, limits: limits, scope: names, uses: uses)
        } catch {
            // Not a line of bits after all (2 bit + 1 byte): the other rules read it.
            if bits { return nil }
            throw error
        }
        var shown = WordShown(radix: split?.radix, word: word)
        guard let word else {
            let value = try evaluate(expression)
            // 0xFF / 2 is 127.5 as anywhere else; a whole number shows every digit (1 << 70).
            if bits { return (value, value.exactValue?.isInteger == true ? shown : nil) }
            guard value.isExact else {
                throw CalculationError(
                    .domain("only an exact value has digits in another base; this one is irrational"), column: column)
            }
            return (value, shown)
        }
        var walk = WordArithmetic(
            evaluator: self, word: word, calculation: Calculation(budget: Budget(limits: limits), angle: angle))
        let value = try walk.value(of: expression)
        shown.notes = walk.notes
        return (.exact(Rational(value)), shown)
    }

    /// Evaluates `source` with whole numbers in `word`, for the keypad and tests.
    public func evaluate(_ source: String, in word: IntegerWord) throws(CalculationError) -> (BigInt, [String]) {
        var evaluator = self
        evaluator.word = word
        let expression = try Parser.parse(source, limits: limits, scope: names)
        var walk = WordArithmetic(
            evaluator: evaluator, word: word, calculation: Calculation(budget: Budget(limits: limits), angle: angle))
        let value = try walk.value(of: expression)
        return (value, walk.notes)
    }
}

/// Whole-number arithmetic in a word, as a programmer's calculator does it: each operation's
/// result wraps into the word, division goes toward zero (7 / 2 = 3, −7 / 2 = −3) with the
/// remainder of the dividend's sign, and a value that is not whole is cut toward zero.
/// What is not arithmetic on whole numbers (sqrt, π, a user's function) is worked out exactly, then cut.
struct WordArithmetic {
    let evaluator: Evaluator
    let word: IntegerWord
    let calculation: Calculation
    private(set) var notes: [String] = []

    init(evaluator: Evaluator, word: IntegerWord, calculation: Calculation) {
        self.evaluator = evaluator
        self.word = word
        self.calculation = calculation
    }

    mutating func value(of expression: Expression) throws(CalculationError) -> BigInt {
        switch expression {
        case let .number(r, column):
            return try wrap(whole(.exact(r), column: column))
        case let .value(number, column), let .unit(_, number, column):
            return try wrap(whole(number, column: column))
        case let .answer(column):
            guard let answer = evaluator.answer else { throw CalculationError(.noPreviousAnswer, column: column) }
            return try wrap(whole(answer, column: column))
        case let .negate(operand, _):
            return wrap(-(try value(of: operand)))
        case let .binary(op, left, right, column):
            let l = try value(of: left), r = try value(of: right)
            return try apply(op, l, r, column: column)
        case let .chain(first, links):
            var result = try value(of: first)
            for (index, link) in links.enumerated() {
                if index & 255 == 255 { try calculation.budget.check() }
                result = try apply(link.op, result, value(of: link.operand), column: link.column)
            }
            return result
        case let .postfix(.factorial, operand, column):
            let n = try value(of: operand)
            do throws(CalculationError) {
                return try wrap(whole(calculation.factorial(.exact(Rational(n))), column: column))
            } catch {
                throw error.at(column)
            }
        case let .builtin(function, arguments, column) where function.isBits:
            var values: [BigInt] = []
            for argument in arguments { values.append(try value(of: argument)) }
            do throws(CalculationError) {
                return try Bits(limits: calculation.limits, word: word).apply(function, values)
            } catch {
                throw error.at(column)
            }
        default:
            // Not whole-number arithmetic: exactly, then cut.
            let number = try evaluator.evaluate(expression, budget: calculation.budget)
            return try wrap(whole(number, column: expression.column))
        }
    }

    private mutating func apply(_ op: BinaryOperator, _ l: BigInt, _ r: BigInt, column: Int) throws(CalculationError)
        -> BigInt
    {
        switch op {
        case .add: return wrap(l + r)
        case .subtract: return wrap(l - r)
        case .multiply:
            if word.bits == nil { try calculation.budget.allow(bits: Double(l.bitWidth + r.bitWidth)) }
            return wrap(l * r)
        case .divide, .modulo:
            guard !r.isZero else { throw CalculationError(.divisionByZero, column: column) }
            if op == .divide {
                let (quotient, remainder) = l.quotientAndRemainder(dividingBy: r)
                if !remainder.isZero { note("\(l) / \(r) was cut to \(quotient) (remainder \(remainder))") }
                return wrap(quotient)
            }
            return wrap(l % r)
        case .power:
            if r.signum() < 0 {
                // 1/x^n: whole only for x = ±1.
                if l == 1 || l == -1 { return r.magnitude.words[0] & 1 == 0 ? 1 : l }
                guard !l.isZero else { throw CalculationError(.divisionByZero, column: column) }
                note("\(l)^\(r) was cut to 0")
                return 0
            }
            if let bits = word.bits, l.magnitude.bitWidth > 1,
                Double(l.magnitude.bitWidth - 1) * Double(r) > Double(bits)
            {
                // Past the word for sure: its low bits only.
                let modulus = BigInt(1) << bits
                let low = l.power(r, modulus: modulus)
                return wrap(low, past: true, typed: "\(l)^\(r)")
            }
            do throws(CalculationError) {
                return try wrap(whole(calculation.power(.exact(Rational(l)), .exact(Rational(r))), column: column))
            } catch {
                throw error.at(column)
            }
        }
    }

    /// A whole number: an exact value cut toward zero, saying so when it was not whole.
    private mutating func whole(_ number: Number, column: Int) throws(CalculationError) -> BigInt {
        if let exact = number.exactValue, exact.isInteger { return exact.numerator }
        let cut: Number
        do throws(CalculationError) {
            cut = try calculation.apply(.trunc, [number])
        } catch {
            throw error.at(column)
        }
        guard let integer = cut.exactValue?.numerator else { return 0 }
        let shown = (try? NumberFormat(significantDigits: 10, notation: .plain).string(number)) ?? "a fraction"
        note("\(shown) was cut to \(integer)")
        return integer
    }

    /// x as the word holds it, with a note the first time a value does not fit.
    private mutating func wrap(_ x: BigInt, past: Bool = false, typed: String? = nil) -> BigInt {
        let wrapped = word.wrapped(x)
        if past || wrapped != x {
            note("\(typed ?? "\(x)") wrapped to \(wrapped) (\(word.name))")
        }
        return wrapped
    }

    private mutating func note(_ text: String) {
        // The first few say what happened; a loop of wraps need not fill the screen.
        if notes.count < 3, !notes.contains(text) { notes.append(text) }
    }
}

extension Evaluator {
    /// Whether a line works on bits: a number written in base 16, 2 or 8, or an operator or
    /// function on bits. Its whole-number result is then shown with every digit (1 << 70).
    public static func usesBits(_ line: Substring) -> Bool {
        // Plain arithmetic has none of these: most lines of a batch are not lexed again.
        // On the buffer when there is one: stepping a Substring's bytes checks each index.
        let mayUseBits =
            line.utf8.withContiguousStorageIfAvailable { $0.contains(where: mayBelongToBits) }
            ?? line.utf8.contains(where: mayBelongToBits)
        guard mayUseBits, let (tokens, lexer) = try? Lexer.tokens(String(line)) else { return false }
        return tokens.indices.contains { index in
            switch tokens[index].kind {
            case .based, .shiftLeft, .shiftRight, .ampersand, .bar, .tilde: return true
            case .name:
                let name = lexer.text(tokens[index].bytes)
                if ["and", "or", "xor", "nand", "nor", "not"].contains(name) { return true }
                // popcount(x); `bit` alone is the unit (8 bit to byte).
                return BuiltinFunction.names[name]?.isBits == true && index + 1 < tokens.count
                    && tokens[index + 1].kind == .leftParenthesis
            default: return false
            }
        }
    }

    /// A byte of an operator on bits, or a letter of a base's prefix or of a word on bits.
    /// One switch: the compiler tests it against a bit mask rather than byte by byte.
    private static func mayBelongToBits(_ b: UInt8) -> Bool {
        switch b {
        case UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "&"), UInt8(ascii: "|"), UInt8(ascii: "~"),
            UInt8(ascii: "x"), UInt8(ascii: "X"), UInt8(ascii: "b"), UInt8(ascii: "B"), UInt8(ascii: "o"),
            UInt8(ascii: "O"), UInt8(ascii: "r"), UInt8(ascii: "R"), UInt8(ascii: "t"), UInt8(ascii: "T"):
            return true
        default:
            return false
        }
    }
}
