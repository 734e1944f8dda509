/// Everything a screen shows, ready to draw: front ends render this and send keys.
public struct ViewState: Equatable, Sendable {
    public enum Line: String, Sendable {
        /// The expression being edited (expression mode before "=").
        case expression
        /// The number: the basic display, or the result after "=".
        case result
    }

    public var mode: CalculatorState.Mode
    /// The main display, fitted to the display width: a number, "Error", or (expression
    /// mode) "" while the expression so far has no value, e.g. 1÷0 before "=".
    public var display: String
    /// The secondary line: the expression being edited, or the calculation on the basic keypad.
    public var expression: String
    /// What the clear key sends: `.clear` (labelled C) while there is something to clear, `.allClear` (AC) otherwise.
    public var clearKey: Key
    /// The operator waiting for its second operand, highlighted on the keypad.
    public var pendingOperator: BinaryOperator?
    public var emphasis: Line
    /// Why the last calculation failed.
    public var error: String?
    /// The value behind the display, when there is one.
    public var value: Number?
    /// Whether the display shows the whole value (false when it is rounded; see `roundingMark`).
    public var isComplete: Bool
    public var angle: AngleUnit
    public var isSecond: Bool
    public var hasMemory: Bool
    public var history: [HistoryEntry]
    /// The converter's two units and numbers (converter mode only).
    public var converter: ConverterScreen? = nil
    /// The value in four bases, its bits and its word (programmer mode only).
    public var programmer: ProgrammerScreen? = nil
    /// The number shown is not yet the answer to the keys pressed: an answer is being
    /// worked out, and the display shows the previous one (front ends draw it dimmed).
    public var isStale = false
    /// The answer has been worked out for a while (about 150 ms): say "calculating…".
    public var isCalculating = false
    /// Keys pressed while "=" or an operator calculates, applied when its answer arrives.
    public var keysWaiting = 0

    /// What the screen says while an answer is being worked out, nil otherwise.
    public var status: String? {
        guard isCalculating else { return nil }
        switch keysWaiting {
        case 0: return "calculating…"
        case 1: return "calculating… (1 key waits for it)"
        default: return "calculating… (\(keysWaiting) keys wait for it)"
        }
    }
    /// A two-number key waiting for its second number (yˣ, ʸ√x, log_y), lit like a pending operator.
    public var pendingFunction: KeyFunction? = nil
    /// Whether the value lay too close to a half for the last shown digit to be decided.
    public var isUndecided = false
    /// The display shows the value's exact form (the a/b key), not its digits.
    public var showsExactForm = false
    /// Why the a/b key left the digits: no exact form is known, or it is too long to show.
    public var exactFormNote: String? = nil
    /// The result scrolled for more digits: the display then shows cut digits, not rounded
    /// ones, with "…" where digits are out of view. Nil at rest.
    public var scrolled: ScrolledResult? = nil
    /// Where the expression keypad's cursor is in `expression` (characters before it), nil
    /// when it is at the end; the arrows move it while an expression is edited.
    public var expressionCursor: Int? = nil

    public var clearLabel: String { clearKey.label }
    /// Whether the value is known exactly (a rational); an approximate one is marked on screen.
    public var isExact: Bool { value?.isExact ?? true }
    /// The key the angle key sends, labelled with the unit it switches to.
    public var angleKey: Key { .angle(angle == .degrees ? .radians : .degrees) }

    /// The settings this screen shows, as they are now (the rest of a screen worked out
    /// beside the keys stays as it was made).
    mutating func refresh(from context: KeypadContext) {
        angle = context.angle
        isSecond = context.isSecond
        hasMemory = context.memory != nil
        history = context.history
    }

    /// A key's label as it reads now (sin⁻¹ while 2nd is on).
    public func label(of key: Key) -> String { key.resolved(second: isSecond).label }
}

extension BasicKeypad {
    func view(_ context: KeypadContext) -> ViewState {
        var view = ViewState(
            mode: .basic, display: "0", expression: "", clearKey: isCleared ? .allClear : .clear,
            emphasis: .result, isComplete: true, angle: context.angle, isSecond: context.isSecond,
            hasMemory: context.memory != nil, history: context.history)
        if let error {
            view.display = "Error"
            view.error = error
            view.clearKey = .allClear
            view.expression = lastCalculation ?? ""
            return view
        }
        view.value = currentValue
        switch operand {
        case let .entry(entry):
            let grouped = entry.text(separators: context.display.separators)
            view.display =
                grouped.count <= context.display.width
                ? grouped : entry.text(separators: context.display.separators, grouped: false)
        case let .value(number, _):
            do throws(CalculationError) {
                view.show(try context.display.shown(number, limits: context.limits))
            } catch {
                view.display = "Error"
                view.error = error.message
                view.value = nil  // nothing of it is shown
            }
        }
        if operatorPending, case let .pending(_, op)? = frames.last {
            if let function = op.function { view.pendingFunction = function } else { view.pendingOperator = op.binding }
        }
        if let lastCalculation {
            view.expression = lastCalculation
        } else {
            var parts = tape
            if hasOwnOperand { parts.append((try? operandText(context)) ?? "…") }
            view.expression = Self.line(parts)
        }
        return view
    }
}

extension ExpressionKeypad {
    /// C while there is something of the expression to clear, AC otherwise.
    var clearKey: Key { pieces.isEmpty && error == nil || result != nil || isCleared ? .allClear : .clear }

    func view(_ context: KeypadContext) -> ViewState {
        var view = ViewState(
            mode: .expression, display: "0",
            expression: ExpressionPiece.written(shownPieces.text, separators: context.display.separators),
            clearKey: clearKey,
            emphasis: result == nil ? .expression : .result, isComplete: true,
            angle: context.angle, isSecond: context.isSecond,
            hasMemory: context.memory != nil, history: context.history)
        if let error {
            view.display = "Error"
            view.error = error
            return view
        }
        view.expressionCursor = writtenCursor(separators: context.display.separators)
        if case let .binary(op)? = pieces.last?.kind { view.pendingOperator = op }
        if pendingExponent != nil { view.pendingFunction = .powerOfY }  // the base is being typed
        if let value = result ?? live, let shown {
            view.value = shown.text == "Error" ? nil : value
            view.show(shown)
        } else if !pieces.isEmpty {
            view.display = ""
        }
        view.error = liveProblem
        view.isStale = isStale
        return view
    }
}
