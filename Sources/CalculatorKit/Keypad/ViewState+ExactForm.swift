/// The a/b key's display: a value's exact form (2/3, 2√2, π/2, 1/3 + √3) in place of its
/// digits, where the engine knows one and it fits the display; otherwise the digits stay,
/// and a note says why.
extension ViewState {
    mutating func showExactForm(_ context: KeypadContext) {
        guard let value, display != "Error", !display.isEmpty else { return }
        // A whole number reads the same either way (and keeps its grouping).
        if let whole = value.exactValue, whole.isInteger { return }
        let written = ExactFormText().string(value, maxCharacters: context.display.width)
        guard let written else {
            exactFormNote =
                value.exactForm == nil ? ExactFormText.noFormKnown : ExactFormText.tooLongToShow
            return
        }
        display = written
        isComplete = true
        isUndecided = false
        showsExactForm = true
    }
}

extension CalculatorState {
    /// The basic keypad shows a number being typed, which stays as typed.
    var basicShowsEntry: Bool {
        guard mode == .basic, case .entry = basic.operand else { return false }
        return true
    }
}
