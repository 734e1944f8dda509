/// What a keypad drawn from a `KeypadLayout` needs of the state, so that a front end
/// only looks up and never decides.
extension ViewState {
    /// The key a keypad cell sends now: the clear cell sends C or AC, the angle cell
    /// switches to the other unit; every other cell sends its own key (2nd is applied
    /// by the calculator, not here).
    public func keyToSend(_ key: Key) -> Key {
        switch key {
        case .clear, .allClear: return clearKey
        case .angle: return angleKey
        default: return key
        }
    }

    /// How a keypad cell reads now: C or AC, Rad or Deg, sin⁻¹ while 2nd is on.
    public func caption(of key: Key) -> String { label(of: waitingKey(on: key) ?? keyToSend(key)) }

    /// What a screen reader says for a keypad cell now: "clear" or "all clear", "inverse sine" while 2nd is on.
    public func spokenName(of key: Key) -> String {
        (waitingKey(on: key) ?? keyToSend(key).resolved(second: isSecond)).spokenName
    }

    /// The two-number key waiting for its operand when `key`'s cell reaches it through 2nd
    /// and 2nd is off: that cell is lit and reads as the waiting key (yˣ, not eˣ).
    private func waitingKey(on key: Key) -> Key? {
        guard !isSecond, let pendingFunction, case .function = key, key != .function(pendingFunction),
            key.resolved(second: true) == .function(pendingFunction)
        else { return nil }
        return .function(pendingFunction)
    }

    /// Whether a cell is lit: the operator or two-number key (yˣ, ʸ√x, log_y, also when
    /// its cell reaches it through 2nd) waiting for its operand, and 2nd while it is on.
    public func isHighlighted(_ key: Key) -> Bool {
        switch key {
        case let .operation(op): return op == pendingOperator
        case .function:
            guard let pendingFunction else { return false }
            return key == .function(pendingFunction) || key.resolved(second: true) == .function(pendingFunction)
        case .second: return isSecond
        case .programmer: return programmer?.pendingKey == key.label
        default: return false
        }
    }
}
