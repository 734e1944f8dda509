import BigInt

/// The live-expression keypad: keys edit an expression, and its value is shown
/// after every key. "=" moves the emphasis to the result and records it; the
/// next operator continues from it (written as its digits), the next digit starts afresh.
struct ExpressionKeypad: Equatable, Sendable {
    var pieces: [ExpressionPiece] = []
    /// The value of the expression so far (its incomplete end left out); nil when
    /// there is none, e.g. while it divides by zero: an unfinished expression does not flash errors.
    var live: Number?
    /// The result of "=", shown until the expression is edited again.
    var result: Number?
    /// How `result ?? live` reads on the display, worked out beside the keys (see `Shown`).
    var shown: Shown?
    /// The previous result, `ans` in the expression.
    var answer: Number?
    /// Why "=" failed.
    var error: String?
    /// Why the live result shows nothing although the expression has a value: its
    /// digits could not be had within the time limit, or the key was refused.
    var liveProblem: String?
    /// The last key was C: the key reads AC now.
    var isCleared = false
    /// After yˣ: the exponent waiting for its base (see ExpressionKeypad+PowerOfY).
    var pendingExponent: PendingExponent?
    /// The expression changed since `live` and `shown` were worked out: they are the
    /// previous ones, drawn dimmed until the answer for the new one arrives.
    var isStale = false
    /// What `live` was computed from, so that a key that changes nothing it reads (an
    /// operator, "sin(") keeps the live result as it is.
    var liveSource: LiveSource?
    /// The cursor: how many pieces come before it; nil at the end (see ExpressionKeypad+Cursor).
    var cursor: Int?

    /// Keeps an expression within what the display and the parser handle comfortably:
    /// a 10,000-character paste fits.
    static let maxPieces = 20_000
    static let maxOpenParentheses = 25
    static let tooLongMessage = "the expression is at its limit of 20,000 characters"

    typealias Shown = DisplayFit.Shown

    struct LiveSource: Equatable, Sendable {
        var source: ExpressionSource
        var answer: Number?
        var angle: AngleUnit
        var fit: DisplayFit
    }

    /// Applies a key; nothing here calculates. The value it leads to is worked out by
    /// `Live.work` beside the keys (`CalculatorState` asks for it with `liveRequest`);
    /// "=" is `equals(in:effects:)`, which `CalculatorState` also runs beside the keys.
    mutating func press(_ key: Key, in context: inout KeypadContext, effects: inout [Effect<KeypadAction>]) {
        if error != nil, key.startsOperand || key == .clear {
            pieces = []  // after an Error a new number starts afresh
            pendingExponent = nil
        }
        error = nil
        isCleared = key == .clear
        liveProblem = nil
        if key.endsCursor || result != nil { cursor = nil }
        if let at = cursor, at < pieces.count, key.editsAtCursor, hasCursor {
            pressAtCursor(at, key, in: &context, effects: &effects)
        } else {
            handle(key, in: &context, effects: &effects)
        }
        if let at = cursor, at >= pieces.count || !hasCursor { cursor = nil }
        if pieces.isEmpty {
            live = nil
            liveSource = nil
            isStale = false
            if result == nil { shown = nil }
        } else if result == nil, key.mayChangeLiveResult {
            isStale = true  // `Live.work` finds whether what it reads changed
        }
    }

    /// The display changed size: the value shown, or the live result, is fitted again.
    mutating func resize() {
        liveProblem = nil
        if !pieces.isEmpty || result != nil { isStale = true }
    }

    /// What the display must work out after a key, or nil when it shows what it should.
    func liveRequest(_ context: KeypadContext) -> Live.Request? {
        // After "=" failed the display says why: working the same expression out again
        // would only take as long as "=" did (sin(e^100000) took 10 s twice).
        guard error == nil, isStale || (shown == nil && (result ?? live) != nil) else { return nil }
        var limits = context.limits
        limits.timeLimit = min(limits.timeLimit, Self.liveTimeLimit)
        return Live.Request(
            keypad: self, angle: context.angle, limits: limits, fit: Self.fit(context), random: context.random)
    }

    /// The live result is a preview: it gives up sooner than "=", which has the whole limit.
    static let liveTimeLimit = Duration.seconds(1)

    /// Takes the answer of `liveRequest`'s calculation.
    mutating func take(_ answer: Live.Answer) {
        isStale = false
        if answer.isUnchanged { return }
        if result == nil {
            live = answer.value
            liveSource = answer.source
        }
        shown = answer.shown
        liveProblem = answer.problem
    }

    /// The display width bounds the digits here; there is no typing limit to match.
    static func fit(_ context: KeypadContext) -> DisplayFit {
        DisplayFit(
            width: context.display.width, maxDigits: context.display.width, separators: context.display.separators)
    }

    mutating func handle(_ key: Key, in context: inout KeypadContext, effects: inout [Effect<KeypadAction>]) {
        let exponentOpen = pieces.last.map { $0.kind == .exponentMark || $0.kind == .exponentSign } ?? false
        if !exponentOpen, closesBase(key), closeBase(finishing: key == .equals), key == .closeParenthesis {
            return  // the base's ")" is written with the power
        }
        switch key {
        case let .digit(digit):
            startOver(continuing: false)
            typeDigit(digit)
        case .point:
            startOver(continuing: false)
            let number = pieces.trailingNumber
            guard !number.contains(where: { $0.kind == .point || $0.kind == .exponentMark }) else { return }
            if number.isEmpty {
                insertOperand([.digit(0), .point], startsWithDigit: true)
            } else {
                append(.point)
            }
        case .exponent:
            guard result == nil, let last = pieces.last, last.kind == .digit || last.kind == .point,
                !pieces.trailingNumber.contains(where: { $0.kind == .exponentMark })
            else { return }
            append(ExpressionPiece(text: "E", kind: .exponentMark))
        case let .operation(op):
            if exponentOpen {
                typeExponentSign(op)
            } else {
                startOver(continuing: true)
                press(op)
            }
        case .equals:
            equals(in: &context, effects: &effects)
        case .backspace:
            if result != nil {
                // After "=" the result is the expression (it continues from there): ⌫ edits its digits.
                result = nil
                pieces = Self.typed(continuation)
            }
            if !takeBackPowerOfY(), !pieces.isEmpty { pieces.removeLast() }
        case .clear:
            clearLastOperand()
        case .allClear:
            self = ExpressionKeypad()
        case .changeSign:
            changeSign()
        case .percent:
            guard !exponentOpen else { return }
            startOver(continuing: true)
            appendPostfix("%")
        case .openParenthesis:
            guard !exponentOpen, pieces.openParentheses < Self.maxOpenParentheses else { return }
            startOver(continuing: false)
            insertOperand([ExpressionPiece(text: "(", kind: .opening)], startsWithDigit: false)
        case .closeParenthesis:
            guard result == nil, pieces.openParentheses > 0, pieces.last?.endsOperand == true else { return }
            append(ExpressionPiece(text: ")", kind: .closing))
        case let .function(function):
            guard !exponentOpen else { return }
            if function.takesTwoNumbers {
                startOver(continuing: true)
                pressTwoNumberKey(function)
            } else if function.isPostfix {
                startOver(continuing: true)
                appendPostfix(function.expressionText)
            } else {
                guard pieces.openParentheses < Self.maxOpenParentheses else { return }
                startOver(continuing: false)
                let opening = ExpressionPiece(text: function.expressionText, kind: .opening)
                insertOperand([opening], startsWithDigit: function.expressionText.first?.isNumber == true)
            }
        case let .constant(constant):
            guard !exponentOpen else { return }
            startOver(continuing: false)
            // e right after digits is written 9×e: 9e+4 would read as 9·10^4.
            let name = ExpressionPiece(text: constant.rawValue, kind: .name)
            insertOperand([name], startsWithDigit: constant == .e)
        case .random:
            guard !exponentOpen else { return }
            startOver(continuing: false)
            insertNumeral(.exact(context.random.next()))
        case .memoryRecall:
            guard !exponentOpen else { return }
            startOver(continuing: false)
            insertNumeral(context.memory ?? Number(0))  // an empty memory holds 0
        case let .recall(entry):
            guard !exponentOpen, let value = entry.number ?? (try? context.evaluator.evaluate(entry.value)) else {
                return
            }
            startOver(continuing: false)
            insertNumeral(value)
        case .memoryAdd, .memorySubtract:
            guard let value = result ?? live else { return }
            let op: BinaryOperator = key == .memoryAdd ? .add : .subtract
            if let memory = try? context.evaluator.apply(op, context.memory ?? Number(0), value) {
                context.memory = memory
            }
        case .memoryClear, .second, .angle, .mode, .clearHistory, .converter, .programmer, .scroll, .exactForm:
            break  // shared settings, handled by the calculator; the live result follows the angle
        }
    }

    // MARK: Editing

    /// After "=", a key that starts an operand starts a new expression, and one that
    /// needs an operand before it continues from the result.
    private mutating func startOver(continuing: Bool) {
        guard result != nil else { return }
        result = nil
        pieces = continuing ? continuation : []
    }

    /// A result written as plain decimal digits, as if typed digit by digit, so that ⌫ takes
    /// one digit at a time; any other operand (ans, a fraction, a negative) stays whole.
    static func typed(_ operand: [ExpressionPiece]) -> [ExpressionPiece] {
        guard operand.count == 1, operand[0].kind == .numeral,
            operand[0].text.allSatisfy({ $0.isASCII && ($0.isNumber || $0 == ".") })
        else { return operand }
        return operand[0].text.map { $0 == "." ? .point : .digit(Int(String($0))!) }
    }

    /// The previous answer as an operand: its digits when they say it exactly (3+3, as
    /// the iPhone writes it), `ans` for an irrational, whose digits would lose its exactness.
    private var continuation: [ExpressionPiece] {
        guard let answer, answer.isExact, let text = try? ExpressionKeypad.literal(answer) else { return [.answer] }
        return [ExpressionPiece(text: text, kind: .numeral)]
    }

    /// C: the number (or operand) entered last goes, and what came before it stays, so
    /// that an operator after it replaces the one before (5+2 C × 3 = → 15). With no
    /// operand at the end, or after "=" or an error, C clears the expression (the answer stays).
    private mutating func clearLastOperand() {
        guard result == nil, error == nil, pieces.last?.endsOperand == true,
            let start = pieces.lastOperandStart, start > 0
        else {
            self = ExpressionKeypad(answer: answer, isCleared: true)
            return
        }
        pieces.removeSubrange(start...)
        if pieces.last?.kind == .unaryMinus { pieces.removeLast() }
    }

    private mutating func append(_ piece: ExpressionPiece) {
        guard pieces.count < Self.maxPieces else { return refuseTooLong() }
        pieces.append(piece)
    }

    /// Input over the length limit is refused with a message, never cut silently.
    private mutating func refuseTooLong() {
        liveProblem = Self.tooLongMessage
    }

    private mutating func typeDigit(_ digit: Int) {
        let number = pieces.trailingNumber
        if number.count == 1, number.first == .digit(0) {
            pieces[pieces.count - 1] = .digit(digit)  // no leading zeros
        } else if number.isEmpty {
            insertOperand([.digit(digit)], startsWithDigit: true)
        } else {
            append(.digit(digit))
        }
    }

    /// Puts an operand after what is there, with a × where the two would otherwise
    /// run together: 2 then π reads 2π, but π then 2 becomes π×2 and 2 then 0.5 (mr) 2×0.5.
    private mutating func insertOperand(_ operand: [ExpressionPiece], startsWithDigit: Bool) {
        guard pieces.count + operand.count < Self.maxPieces else { return refuseTooLong() }
        if let last = pieces.last, last.endsOperand {
            let afterNumber = last.kind == .digit || last.kind == .point
            if !afterNumber || startsWithDigit { pieces.append(.binary(.multiply)) }
        }
        pieces += operand
    }

    private mutating func insertNumeral(_ number: Number) {
        // A value whose digits cannot be had (time limit) is not inserted.
        guard let text = try? ExpressionKeypad.literal(number) else { return }
        // The digits say a rational exactly; an irrational's are rounded, so the piece keeps the value.
        let value = number.isExact ? nil : number
        insertOperand([ExpressionPiece(text: text, kind: .numeral, value: value)], startsWithDigit: true)
    }

    /// A value written so that the parser reads it back: exact decimals in full,
    /// other fractions as (p÷q), anything else to 30 digits.
    /// A value whose digits run past this many bits (about 1,200 digits) is not written out:
    /// it would crowd the expression, and writing it out is too slow for a key's path.
    static let longestLiteralBits = 4096

    static func literal(_ number: Number) throws(CalculationError) -> String {
        var text: String
        if let exact = number.exactValue, exact.bitWidth > longestLiteralBits {
            throw CalculationError(.tooLarge(limitBits: longestLiteralBits))
        } else if let exact = number.exactValue, exact.isInteger {
            text = Self.digits(exact.numerator)
        } else if let exact = number.exactValue, !exact.decimalApproximation(significantDigits: 30).isExact {
            text = "(" + Self.digits(exact.numerator) + "÷" + Self.digits(exact.denominator) + ")"
        } else {
            text = try NumberFormat(significantDigits: 30).string(number)
        }
        text = String(text.map { $0 == "-" ? "−" : $0 })
        return text.hasPrefix("−") ? "(" + text + ")" : text
    }

    /// The digits of an integer by the calculator's own conversion (BigInt's is quadratic).
    private static func digits(_ n: BigInt) -> String {
        (n.sign == .minus ? "-" : "") + n.magnitude.decimalString
    }

    private mutating func press(_ op: BinaryOperator) {
        guard let last = pieces.last else {
            // A first operator continues from the previous answer; − alone starts a negative number.
            if answer != nil {
                pieces = continuation + [.binary(op)]
            } else if op == .subtract {
                append(.unaryMinus)
            }
            return
        }
        switch last.kind {
        case .binary:
            pieces[pieces.count - 1] = .binary(op)  // an operator replaces an operator
        case .unaryMinus:
            guard op != .subtract else { return }
            pieces.removeLast()
            if case .binary? = pieces.last?.kind { pieces[pieces.count - 1] = .binary(op) }
        case .opening:
            if op == .subtract { append(.unaryMinus) }
        default:
            append(.binary(op))
        }
    }

    /// ʸ√x writes ^(1÷ and log_y wraps the operand: ln(8)÷ln( — the second number
    /// follows. yˣ sets its first number aside as the exponent of the second.
    private mutating func pressTwoNumberKey(_ function: KeyFunction) {
        if pieces.isEmpty, answer != nil { pieces = continuation }
        guard pieces.last?.endsOperand == true, let start = pieces.lastOperandStart,
            pieces.openParentheses + 2 <= Self.maxOpenParentheses, pieces.count + 4 < Self.maxPieces
        else { return }
        switch function {
        case .yRoot:
            pieces += [.binary(.power), ExpressionPiece(text: "(1÷", kind: .opening)]
        case .powerOfY:
            setExponentAside()
        case .logBase:
            pieces.insert(ExpressionPiece(text: "ln(", kind: .opening), at: start)
            pieces += [
                ExpressionPiece(text: ")", kind: .closing), .binary(.divide),
                ExpressionPiece(text: "ln(", kind: .opening),
            ]
        default:
            break
        }
    }

    private mutating func typeExponentSign(_ op: BinaryOperator) {
        guard op == .add || op == .subtract else { return }
        let sign = ExpressionPiece(text: op == .add ? "+" : "-", kind: .exponentSign)
        if pieces.last?.kind == .exponentSign { pieces.removeLast() }
        append(sign)
    }

    private mutating func appendPostfix(_ text: String) {
        if pieces.isEmpty, answer != nil { pieces = continuation }
        guard pieces.last?.endsOperand == true else { return }
        groupLastOperand()
        append(ExpressionPiece(text: text, kind: .postfix))
    }

    /// A postfix key acts on the last operand as shown: after another postfix key, or on a
    /// negated number, the operand is put in parentheses first, so that 2 x² x³ is (2^2)^3,
    /// not 2^(2^3), and 2 ± x² is (−2)^2.
    private mutating func groupLastOperand() {
        guard var start = pieces.lastOperandStart, pieces.count + 2 < Self.maxPieces else { return }
        let negated = start > 0 && pieces[start - 1].kind == .unaryMinus
        guard pieces.last?.kind == .postfix || negated else { return }
        if negated { start -= 1 }
        pieces.insert(ExpressionPiece(text: "(", kind: .opening), at: start)
        pieces.append(ExpressionPiece(text: ")", kind: .closing))
    }

    /// ± negates the operand at the end (or the exponent being typed), or starts a negative one.
    private mutating func changeSign() {
        if result != nil {
            result = nil
            pieces = [.unaryMinus] + continuation
            return
        }
        let number = pieces.trailingNumber
        if let mark = number.firstIndex(where: { $0.kind == .exponentMark }) {
            let signIndex = mark + 1
            if signIndex < pieces.count, pieces[signIndex].kind == .exponentSign {
                if pieces[signIndex].text == "-" { pieces.remove(at: signIndex) } else { pieces[signIndex].text = "-" }
            } else {
                pieces.insert(ExpressionPiece(text: "-", kind: .exponentSign), at: signIndex)
            }
            return
        }
        guard pieces.last?.endsOperand == true, let start = pieces.lastOperandStart else {
            if pieces.last?.kind == .unaryMinus { pieces.removeLast() } else { append(.unaryMinus) }
            return
        }
        if start > 0, pieces[start - 1].kind == .unaryMinus {
            pieces.remove(at: start - 1)
        } else if start > 0, pieces[start - 1].endsOperand {
            pieces.insert(contentsOf: [.binary(.multiply), .unaryMinus], at: start)  // 2π → 2×−π
        } else if pieces.count < Self.maxPieces {
            pieces.insert(.unaryMinus, at: start)
        }
    }

    private mutating func equals(in context: inout KeypadContext, effects: inout [Effect<KeypadAction>]) {
        guard result == nil else { return }
        let completed = pieces.completed
        guard !completed.isEmpty else { return }
        var evaluator = context.evaluator
        evaluator.answer = answer
        do throws(CalculationError) {
            // The live result of this very expression, when it is in, is its value: not worked out twice.
            let text = completed.source
            let known =
                isStale
                ? nil
                : liveSource.flatMap { source in
                    source.source == text && source.answer == answer && source.angle == context.angle ? live : nil
                }
            let value: Number
            if let known { value = known } else { value = try text.evaluate(evaluator) }
            // Recording writes the digits: a value without them fails here, once.
            effects.append(.recordCalculation(try context.record(completed.text, value)))
            if text.text.contains("rand") { context.random.jump() }  // the next rand() draws anew
            pieces = completed
            result = value
            answer = value
        } catch {
            self.error = error.description
        }
    }
}
