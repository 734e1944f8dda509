/// A cursor in the expression being edited, as in a line editor: the arrows move it a piece
/// at a time ("sin(" is one, as ⌫ takes it whole), and the keys that write the expression
/// write at the cursor, by the same rules as at the end. "=", C and AC work on the whole
/// expression and put the cursor back at the end; so does a key after "=".
public enum ExpressionCursorMove: Sendable {
    case left, right, start, end
}

extension ExpressionKeypad {
    /// Whether the arrows move the cursor: an expression is being edited (no result of "="
    /// and no error on show) and no yˣ waits for its base.
    var hasCursor: Bool { result == nil && error == nil && pendingExponent == nil && !pieces.isEmpty }

    mutating func moveCursor(_ move: ExpressionCursorMove) {
        guard hasCursor else { return }
        let at = cursor ?? pieces.count
        let next: Int
        switch move {
        case .left: next = max(0, at - 1)
        case .right: next = min(pieces.count, at + 1)
        case .start: next = 0
        case .end: next = pieces.count
        }
        cursor = next == pieces.count ? nil : next
    }

    /// Applies a key that writes at a cursor inside the expression: the key acts on the part
    /// before the cursor as if it were the whole, and the rest follows it again.
    mutating func pressAtCursor(
        _ at: Int, _ key: Key, in context: inout KeypadContext, effects: inout [Effect<KeypadAction>]
    ) {
        let before = self
        let tail = Array(pieces[at...])
        pieces.removeSubrange(at...)
        // With nothing before the cursor an operator does not continue from the answer (ans+…).
        let answer = self.answer
        if pieces.isEmpty { self.answer = nil }
        handle(key, in: &context, effects: &effects)
        self.answer = answer
        if key != .backspace, let last = pieces.last, let next = tail.first, Self.needsTimes(last, next) {
            pieces.append(.binary(.multiply))  // π typed before 2 reads π×2, as typed after it would
        }
        guard pieces.count + tail.count <= Self.maxPieces else {
            self = before
            liveProblem = Self.tooLongMessage
            return
        }
        cursor = pieces.count
        pieces += tail
    }

    /// Whether two operands meet with nothing between them that the expression language
    /// reads as a product: 2π and 2( do, π2 and )2 need a ×.
    static func needsTimes(_ last: ExpressionPiece, _ next: ExpressionPiece) -> Bool {
        guard last.endsOperand else { return false }
        let afterNumber = last.kind == .digit || last.kind == .point
        switch next.kind {
        case .digit, .point: return !afterNumber
        case .numeral: return true
        case .name, .opening: return !afterNumber || next.text.first?.isNumber == true
        default: return false
        }
    }

    /// Where the cursor is in the written expression (digits grouped, the locale's point),
    /// nil when it is at the end.
    func writtenCursor(separators: NumberFormat.Separators) -> Int? {
        guard let cursor, hasCursor, cursor < pieces.count else { return nil }
        let source = Array(pieces.text), written = Array(ExpressionPiece.written(pieces.text, separators: separators))
        let target = Array(pieces[..<cursor]).text.count
        let point = Array(separators.decimalPoint)
        var i = 0, j = 0
        // The written text only adds grouping marks and swaps the point: walk both together.
        while j < written.count, i < source.count {
            if written[j] == source[i] {
                if i == target { return j }
                i += 1
                j += 1
            } else if source[i] == ".", written[j...].starts(with: point) {
                if i == target { return j }
                i += 1
                j += point.count
            } else {
                j += 1  // a grouping mark
            }
        }
        return j
    }
}

extension Key {
    /// Keys that write into the expression where the cursor is; other keys leave the
    /// cursor where it is (settings) or, for "=", C, AC and yˣ log_y ʸ√x, put it at the end.
    var editsAtCursor: Bool {
        switch self {
        case .digit, .point, .exponent, .operation, .backspace, .percent, .openParenthesis, .closeParenthesis,
            .constant, .random, .memoryRecall, .recall, .changeSign:
            return true
        case let .function(function): return !function.takesTwoNumbers
        default: return false
        }
    }

    /// Keys that put the cursor back at the end of the expression.
    var endsCursor: Bool {
        switch self {
        case .equals, .clear, .allClear: return true
        case let .function(function): return function.takesTwoNumbers
        default: return false
        }
    }
}
