import Testing

@testable import CalculatorKit

/// Keys written as a user would type them on `calculator press`: "1 + 2 × 3 =".
func keys(_ typed: String) -> [Key] {
    typed.split(separator: " ").flatMap { word -> [Key] in
        guard let keys = Key.keys(typed: String(word)) else {
            Issue.record("unknown key '\(word)'")
            return []
        }
        return keys
    }
}

/// The screens after each key.
func screens(_ typed: String, _ state: CalculatorState = CalculatorState()) -> [ViewState] {
    var state = state
    return keys(typed).map { key in
        state.press(key)
        return state.view
    }
}

/// The screen after the last key.
func screen(_ typed: String, _ state: CalculatorState = CalculatorState()) -> ViewState {
    keys(typed).reduce(state, CalculatorState.reduce).view
}

func expressionScreen(_ typed: String) -> ViewState {
    screen(typed, CalculatorState(mode: .expression))
}

extension ViewState {
    /// What copy gives, nil when it says there is nothing to copy.
    var copied: String? { try? copyText().get() }
}
