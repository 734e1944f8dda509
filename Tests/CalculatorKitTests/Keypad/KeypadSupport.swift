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

/// The screens after each key. Every effect the keys ask of the world outside the state (a
/// calculation recorded, the history cleared, a copy) must be named in `effects`, in order:
/// one the test does not name fails it, as does one named that never comes.
func screens(
    _ typed: String, _ state: CalculatorState = CalculatorState(), effects: [Asked] = [],
    sourceLocation: SourceLocation = #_sourceLocation
) -> [ViewState] {
    var state = state
    var asked: [Asked] = []
    let views = keys(typed).map { key in
        asked += state.press(key).map(Asked.init)
        return state.view
    }
    #expect(asked == effects, "the effects of \"\(typed)\"", sourceLocation: sourceLocation)
    return views
}

/// The screen after the last key; `effects` as for `screens`.
func screen(
    _ typed: String, _ state: CalculatorState = CalculatorState(), effects: [Asked] = [],
    sourceLocation: SourceLocation = #_sourceLocation
) -> ViewState {
    screens(typed, state, effects: effects, sourceLocation: sourceLocation).last ?? state.view
}

func expressionScreen(
    _ typed: String, effects: [Asked] = [], sourceLocation: SourceLocation = #_sourceLocation
) -> ViewState {
    screen(typed, CalculatorState(mode: .expression), effects: effects, sourceLocation: sourceLocation)
}

extension CalculatorState {
    /// Presses `key` as `press` does, and fails unless its effects on the world outside the
    /// state are exactly `effects`.
    mutating func tap(_ key: Key, effects: [Asked] = [], sourceLocation: SourceLocation = #_sourceLocation) {
        let asked = press(key).map(Asked.init)
        #expect(asked == effects, "the effects of \(key.label)", sourceLocation: sourceLocation)
    }

    /// Applies an action other than a key (a new display size) as `apply` does; its effects
    /// must be exactly `effects`.
    mutating func tap(
        _ action: KeypadAction, effects: [Asked] = [], sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let asked = apply(action).map(Asked.init)
        #expect(asked == effects, "the effects of \(action)", sourceLocation: sourceLocation)
    }

    /// Presses the keys written as on `calculator press`; their effects must be exactly `effects`.
    mutating func type(_ typed: String, effects: [Asked] = [], sourceLocation: SourceLocation = #_sourceLocation) {
        var asked: [Asked] = []
        for key in keys(typed) { asked += press(key).map(Asked.init) }
        #expect(asked == effects, "the effects of \"\(typed)\"", sourceLocation: sourceLocation)
    }
}

extension ViewState {
    /// What copy gives, nil when it says there is nothing to copy.
    var copied: String? { try? copyText().get() }
}

extension CalculatorState {
    /// Presses `key` in a sequence whose effects no test names one by one (generated, or set-up):
    /// fails unless they are what the key itself means. The history's clear key asks to clear it;
    /// a key that adds an entry to the history asks to record exactly that entry; any other key
    /// asks nothing of the world outside the state (no copy, no save, no stray record).
    mutating func tapInSequence(_ key: Key, sourceLocation: SourceLocation = #_sourceLocation) {
        let before = view.history
        let asked = press(key).map(Asked.init)
        var expected: [Asked] = []
        if key == .clearHistory {
            expected = [.clearHistory]
        } else if let entry = view.history.last {
            let record = Asked.record("\(entry.expression) = \(entry.result)")
            // A full history of one entry repeated looks the same after one more of it.
            let repeatsFullHistory = before.count == HistoryEntry.historyLimit && asked == [record]
            if view.history != before || repeatsFullHistory { expected = [record] }
        }
        #expect(asked == expected, "the effects of \(key.label)", sourceLocation: sourceLocation)
    }
}
