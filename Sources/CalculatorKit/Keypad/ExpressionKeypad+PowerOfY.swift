/// yˣ on the expression keypad. On the iPhone x yˣ y = y^x: the exponent comes first.
/// An expression is written base first, so the exponent is set aside and written after
/// the base while the base is typed: 3 yˣ 2 reads 2^3, and the base is a slot "(…)" that
/// takes anything an operand can be until an operator, ")" or "=" closes it.
struct PendingExponent: Equatable, Sendable {
    /// x of x yˣ y, as it was typed.
    var exponent: [ExpressionPiece]
    /// Where the base's "(" is in `pieces`.
    var baseStart: Int
}

extension ExpressionKeypad {
    /// The base typed so far, without its "(".
    private var pendingBase: [ExpressionPiece]? {
        guard let pending = pendingExponent, pending.baseStart < pieces.count else { return nil }
        return Array(pieces[(pending.baseStart + 1)...])
    }

    /// yˣ: the operand at the end (with its sign) becomes the exponent, and a base follows.
    mutating func setExponentAside() {
        guard pendingExponent == nil, pieces.last?.endsOperand == true, var start = pieces.lastOperandStart else {
            return
        }
        // A power before it is part of it: 2 yˣ 3 yˣ 2 = 2^(3^2), as the iPhone works 3^2 out first.
        while start > 1, pieces[start - 1].kind == .binary(.power),
            let before = Array(pieces[..<(start - 1)]).lastOperandStart
        {
            start = before
        }
        if start > 0, pieces[start - 1].kind == .unaryMinus, start == 1 || !pieces[start - 2].endsOperand {
            start -= 1  // −3 yˣ 2 = 2^(−3)
        }
        let exponent = Array(pieces[start...])
        pieces.removeSubrange(start...)
        if pieces.last?.endsOperand == true { pieces.append(.binary(.multiply)) }  // 2π yˣ 3 → 2×3^π
        pendingExponent = PendingExponent(exponent: exponent, baseStart: pieces.count)
        pieces.append(ExpressionPiece(text: "(", kind: .opening))
    }

    /// Whether a key ends the base: an operator, "=", a two-number key, or ")" when
    /// only the base's own "(" is open.
    func closesBase(_ key: Key) -> Bool {
        guard let pending = pendingExponent else { return false }
        switch key {
        case .operation, .equals: return true
        case let .function(function): return function.takesTwoNumbers
        case .closeParenthesis: return Array(pieces[pending.baseStart...]).openParentheses == 1
        default: return false
        }
    }

    /// Writes base^exponent into the expression once the base is whole. An empty base
    /// gives the exponent back as it was; an unfinished one stays open (false).
    @discardableResult
    mutating func closeBase(finishing: Bool) -> Bool {
        guard let pending = pendingExponent, let base = pendingBase else { return false }
        let whole = base.last?.endsOperand == true && base.openParentheses == 0
        guard whole || finishing else { return false }
        let done = whole ? base : base.completed
        pieces.removeSubrange(pending.baseStart...)
        pieces += done.isEmpty ? pending.exponent : Self.power(done, pending.exponent)
        pendingExponent = nil
        return true
    }

    /// ⌫ on an empty base takes yˣ back.
    mutating func takeBackPowerOfY() -> Bool {
        guard let pending = pendingExponent, pieces.count == pending.baseStart + 1 else { return false }
        pieces.removeLast()
        pieces += pending.exponent
        pendingExponent = nil
        return true
    }

    /// The expression as shown: the set-aside exponent after the base being typed, whose
    /// own parentheses are shown closed, so that the line reads as one power: (4×10^(3))^6.
    var shownPieces: [ExpressionPiece] {
        guard let pending = pendingExponent, let base = pendingBase else { return pieces }
        let closings = Array(repeating: ExpressionPiece(text: ")", kind: .closing), count: max(0, base.openParentheses))
        return Array(pieces[..<pending.baseStart]) + Self.power(base + closings, pending.exponent)
    }

    /// What the live result evaluates: the base so far to the power, or the exponent alone
    /// while there is no base yet.
    var livePieces: [ExpressionPiece] {
        guard let pending = pendingExponent, let base = pendingBase else { return pieces.completed }
        let done = base.completed
        let head = Array(pieces[..<pending.baseStart])
        return (head + (done.isEmpty ? pending.exponent : Self.power(done, pending.exponent))).completed
    }

    /// base^exponent, each in parentheses unless it is a plain number or a name.
    private static func power(_ base: [ExpressionPiece], _ exponent: [ExpressionPiece]) -> [ExpressionPiece] {
        func grouped(_ operand: [ExpressionPiece]) -> [ExpressionPiece] {
            let plain =
                !operand.isEmpty
                && (operand.allSatisfy { $0.kind == .digit || $0.kind == .point }
                    || operand.count == 1 && (operand[0].kind == .name || operand[0].kind == .numeral))
            // One parenthesised group, (1+1), needs no second pair.
            let group = operand.first?.text == "(" && operand.last?.kind == .closing && operand.lastOperandStart == 0
            if plain || group { return operand }
            return [ExpressionPiece(text: "(", kind: .opening)] + operand + [ExpressionPiece(text: ")", kind: .closing)]
        }
        return grouped(base) + [.binary(.power)] + grouped(exponent)
    }
}
