/// The iPhone keypad: immediate execution with standard precedence
/// (docs/iphone-keypad.md). Pending operations wait on a stack until an
/// operator of lower or equal precedence, ")" or "=" completes them, so the display
/// always shows what is known: 1 + 2 × → 2, then + → 7 after 3.
struct BasicKeypad: Equatable, Sendable {
    enum Operand: Equatable, Sendable {
        /// A number being typed.
        case entry(Entry)
        /// A computed value. `text` is how it reads on the secondary line; nil while it is
        /// not an operand of its own (the left operand shown after an operator, a fresh 0).
        case value(Number, text: String?)
    }

    enum Frame: Equatable, Sendable {
        case pending(Number, Operation)
        case open
    }

    /// What "=" repeats: 5 + = = = → 10, 15, 20.
    struct Repeat: Equatable, Sendable {
        var operation: Operation
        var operand: Number
        var text: String
    }

    var operand = Operand.value(Number(0), text: nil)
    var frames: [Frame] = []
    /// The secondary line so far: operands, operator symbols and "(".
    var tape: [String] = []
    /// The last key was an operator: it is highlighted, and another one replaces it.
    var operatorPending = false
    var repeatOperation: Repeat?
    /// Nothing entered since AC or C: the clear key reads AC.
    var isCleared = true
    var error: String?
    /// The calculation "=" completed, shown on the secondary line until the next one starts.
    var lastCalculation: String?

    static let maxOpenParentheses = 25

    mutating func press(_ key: Key, in context: inout KeypadContext, effects: inout [Effect<KeypadAction>]) {
        if error != nil {
            // Error stays until a digit, C or AC; mr starts afresh from the memory.
            switch key {
            case .digit, .point, .clear, .allClear, .recall, .memoryRecall: self = BasicKeypad()
            default: return
            }
        }
        do throws(CalculationError) {
            try handle(key, in: &context, effects: &effects)
            // A value whose digits cannot be had within the limits is an error now, said
            // once, rather than worked on again at every later key.
            if case let .value(number, _) = operand, !number.isExact { _ = try context.format(number) }
        } catch {
            fail(error)
        }
    }

    /// Fits the value shown to the display: one whose digits cannot be had within the limits
    /// is an error now, as after a key.
    mutating func refit(in context: KeypadContext) {
        guard refitsOnResize, case let .value(number, _) = operand, !number.isExact else { return }
        do throws(CalculationError) { _ = try context.format(number) } catch { fail(error) }
    }

    private mutating func handle(_ key: Key, in context: inout KeypadContext, effects: inout [Effect<KeypadAction>])
        throws(CalculationError)
    {
        switch key {
        case let .digit(digit):
            editEntry(in: context) { $0.append(digit: digit, maxDigits: context.display.maxDigits) }
        case .point:
            editEntry(in: context) { $0.appendPoint() }
        case .exponent:
            editEntry(in: context) { $0.startExponent() }
        case .backspace:
            if case var .entry(entry) = operand, !operatorPending, entry.removeLast() { operand = .entry(entry) }
        case .changeSign:
            try changeSign(in: context)
        case let .operation(op):
            try pressOperator(Operation(op), in: context)
        case let .function(function) where function.takesTwoNumbers:
            try pressOperator(Operation(.power, function), in: context)
        case .equals:
            try equals(in: &context, effects: &effects)
        case .percent:
            try percent(in: context)
        case .clear:
            clearEntry()
        case .allClear:
            self = BasicKeypad()
        case .openParenthesis:
            try openParenthesis(in: context)
        case .closeParenthesis:
            try closeParenthesis(in: context)
        case let .function(function):
            let text = try operandText(context)
            setValue(
                try function.apply(to: currentValue, evaluator: context.evaluator),
                text: function.written(applyingTo: text))
        case let .constant(constant):
            setValue(try context.evaluator.value(of: constant), text: constant.rawValue)
        case .random:
            let value = Number.exact(context.random.next())
            setValue(value, text: try context.format(value))
        case .memoryRecall:
            // An empty memory holds 0, as on the iPhone.
            let memory = context.memory ?? Number(0)
            setValue(memory, text: try context.format(memory))
        case let .recall(entry):
            let value: Number
            if let number = entry.number { value = number } else { value = try context.evaluator.evaluate(entry.value) }
            setValue(value, text: try context.format(value))
        case .memoryAdd, .memorySubtract:
            let value = currentValue
            let op: BinaryOperator = key == .memoryAdd ? .add : .subtract
            context.memory = try context.evaluator.apply(op, context.memory ?? Number(0), value)
            // The number is done: the next digit starts a new one.
            if case .entry = operand { operand = .value(value, text: try operandText(context)) }
        case .memoryClear, .second, .angle, .mode, .clearHistory, .converter, .programmer, .scroll, .exactForm:
            break  // shared settings, handled by the calculator
        }
    }

    // MARK: Operands

    var currentValue: Number {
        switch operand {
        case let .entry(entry): return .exact(entry.value)
        case let .value(number, _): return number
        }
    }

    /// The display shows an operand of its own (typed or computed), not the left
    /// operand of a pending operator or a fresh 0.
    var hasOwnOperand: Bool {
        switch operand {
        case .entry: return !operatorPending
        case let .value(_, text): return text != nil && !operatorPending
        }
    }

    func operandText(_ context: KeypadContext) throws(CalculationError) -> String {
        switch operand {
        case let .entry(entry): return entry.text(separators: context.display.separators)
        case let .value(number, text):
            if let text { return text }
            return try context.format(number)
        }
    }

    /// Types into the entry, starting a new one unless a number is being typed; a
    /// change that would not fit the display is refused.
    private mutating func editEntry(in context: KeypadContext, _ edit: (inout Entry) -> Void) {
        var entry = Entry()
        if case let .entry(current) = operand, !operatorPending {
            entry = current
        } else {
            startOperand()
        }
        edit(&entry)
        guard entry.text(separators: context.display.separators, grouped: false).count <= context.display.width else {
            return
        }
        operand = .entry(entry)
        isCleared = false
    }

    /// A new operand begins: after "=" the finished calculation leaves the secondary line.
    private mutating func startOperand() {
        if lastCalculation != nil {
            lastCalculation = nil
            tape = []
        }
        operatorPending = false
        isCleared = false
    }

    /// C: the operand after an operator goes, and the operator is pending again, so
    /// that another one replaces it (5 + 2 C × 3 = → 15) and the next digit starts the operand.
    private mutating func clearEntry() {
        operand = .value(Number(0), text: nil)
        isCleared = true
        lastCalculation = nil
        if case .pending? = frames.last, tape.last != "(" { operatorPending = true }
    }

    private mutating func setValue(_ value: Number, text: String) {
        startOperand()
        operand = .value(value, text: text)
    }

    private mutating func changeSign(in context: KeypadContext) throws(CalculationError) {
        if case var .entry(entry) = operand, !operatorPending {
            entry.changeSign()
            operand = .entry(entry)
            return
        }
        let value = currentValue
        if operatorPending || value.exactValue?.isZero == true {
            // ± before any digit starts a negative number: -0.
            editEntry(in: context) { $0.isNegative = true }
            return
        }
        let negated = try context.evaluator.apply(.subtract, Number(0), value)
        setValue(negated, text: try context.format(negated))
    }

    // MARK: Operators

    private mutating func pressOperator(_ op: Operation, in context: KeypadContext) throws(CalculationError) {
        if operatorPending, case let .pending(left, replaced) = frames.last {
            // An operator right after an operator replaces it.
            frames.removeLast()
            tape.removeLast()
            groupLeftOperand(completedBy: replaced, before: op)
            try push(op, left, evaluator: context.evaluator)
        } else {
            let value = currentValue, text = try operandText(context)
            startOperand()
            tape.append(text)
            try push(op, value, evaluator: context.evaluator)
        }
        operatorPending = true
    }

    /// An operator that replaces one which completed the operations before it (8 ÷ 2 + made
    /// 4) and binds tighter than they do puts them in parentheses, so that the line reads
    /// what is calculated: 8 ÷ 2 + xʸ 3 is (8 ÷ 2) ^ 3.
    private mutating func groupLeftOperand(completedBy replaced: Operation, before op: Operation) {
        guard var start = tape.indices.last else { return }
        var completed: [BinaryOperator] = []
        while start >= 2, let binding = Self.binding(of: tape[start - 1]), binding.isDone(before: replaced.binding) {
            completed.append(binding)
            start -= 2
        }
        guard completed.contains(where: { !$0.isDone(before: op.binding) }) else { return }
        tape.replaceSubrange(start..., with: ["(" + Self.line(tape[start...]) + ")"])
    }

    /// How an operator written on the secondary line binds; nil for an operand or "(".
    private static func binding(of part: String) -> BinaryOperator? {
        if let op = BinaryOperator(rawValue: part) { return op }
        if let function = KeyFunction(rawValue: part), function.takesTwoNumbers { return .power }
        return nil
    }

    /// Completes the pending operations that bind at least as tightly as `op`, then lets `op` wait.
    private mutating func push(_ op: Operation, _ value: Number, evaluator: Evaluator) throws(CalculationError) {
        var value = value
        while case let .pending(left, pending)? = frames.last, pending.binding.isDone(before: op.binding) {
            value = try pending.apply(left, value, evaluator)
            frames.removeLast()
        }
        frames.append(.pending(value, op))
        tape.append(op.symbol)
        operand = .value(value, text: nil)
    }

    private mutating func equals(
        in context: inout KeypadContext, effects: inout [Effect<KeypadAction>]
    ) throws(CalculationError) {
        while frames.contains(.open) { try closeParenthesis(in: context) }
        let value = currentValue, text = try operandText(context)
        let evaluator = context.evaluator
        if let top = frames.last, case let .pending(_, op) = top {
            tape.append(text)
            let expression = Self.line(tape)
            lastCalculation = expression
            repeatOperation = Repeat(operation: op, operand: value, text: text)
            var result = value
            while case let .pending(left, pending)? = frames.popLast() {
                result = try pending.apply(left, result, evaluator)
            }
            try finish(expression, result, in: &context, effects: &effects)
        } else if let repeatOperation {
            let expression = [text, repeatOperation.operation.symbol, repeatOperation.text].joined(separator: " ")
            lastCalculation = expression
            let result = try repeatOperation.operation.apply(value, repeatOperation.operand, evaluator)
            try finish(expression, result, in: &context, effects: &effects)
        } else if hasOwnOperand, try text != context.format(value) {
            lastCalculation = text  // √(9) = 3
            try finish(text, value, in: &context, effects: &effects)
        } else if case .entry = operand {
            operand = .value(value, text: nil)  // "=" ends the typing
        }
    }

    private mutating func finish(
        _ expression: String, _ result: Number, in context: inout KeypadContext,
        effects: inout [Effect<KeypadAction>]
    ) throws(CalculationError) {
        effects.append(.recordCalculation(try context.record(expression, result)))
        tape = []
        frames = []
        operand = .value(result, text: nil)
        operatorPending = false
        isCleared = false
    }

    /// % alone is x/100; as the second operand of + or − it is a percent of the first.
    private mutating func percent(in context: KeypadContext) throws(CalculationError) {
        let value = currentValue, text = try operandText(context)
        let evaluator = context.evaluator
        var result = try evaluator.apply(.percent, value)
        if case let .pending(left, op)? = frames.last, op == Operation(.add) || op == Operation(.subtract) {
            result = try evaluator.apply(.multiply, left, result)
        }
        let simple = text.allSatisfy { $0.isNumber || $0 == "." || $0 == "," }
        setValue(result, text: (simple ? text : "(" + text + ")") + "%")
    }

    // MARK: Parentheses

    private mutating func openParenthesis(in context: KeypadContext) throws(CalculationError) {
        guard frames.count(where: { $0 == .open }) < Self.maxOpenParentheses else { return }
        if lastCalculation != nil {
            startOperand()
        } else if hasOwnOperand {
            try pressOperator(Operation(.multiply), in: context)  // 2 ( … reads as 2 × ( …
        }
        startOperand()
        frames.append(.open)
        tape.append("(")
        operand = .value(Number(0), text: nil)
    }

    private mutating func closeParenthesis(in context: KeypadContext) throws(CalculationError) {
        guard frames.contains(.open) else { return }
        var value: Number
        if operatorPending, case let .pending(left, _) = frames.last {
            // A trailing operator inside the group is dropped: (2 + ) → (2).
            frames.removeLast()
            tape.removeLast()
            value = left
        } else {
            value = currentValue
            tape.append(try operandText(context))
        }
        while case let .pending(left, op)? = frames.last {
            value = try op.apply(left, value, context.evaluator)
            frames.removeLast()
        }
        frames.removeLast()  // the group's .open
        let start = tape.lastIndex(of: "(") ?? 0
        let group = "(" + Self.line(tape[(start + 1)...]) + ")"
        tape.removeSubrange(start...)
        operand = .value(value, text: group)
        operatorPending = false
    }

    /// Parts of the secondary line with a space between them, none after "(": 2 × (3 + 4.
    static func line(_ parts: some Collection<String>) -> String {
        var line = ""
        for part in parts {
            if !line.isEmpty && line.last != "(" { line += " " }
            line += part
        }
        return line
    }

    private mutating func fail(_ error: CalculationError) {
        self.error = error.message
        // The secondary line keeps what was being calculated (1 ÷ 0).
        if lastCalculation == nil && !tape.isEmpty { lastCalculation = Self.line(tape) }
        frames = []
        tape = []
        operatorPending = false
        operand = .value(Number(0), text: nil)
    }
}
