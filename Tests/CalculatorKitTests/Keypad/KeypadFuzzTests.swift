import TestSupport
import Testing

@testable import CalculatorKit

/// Random presses of every key of both keypads: no crash, a screen after every key,
/// and an expression keypad whose line, after "=", says what its display shows.
@Suite("Keypad fuzz")
struct KeypadFuzzTests {
    private static let keys: [Key] = {
        var keys: [Key] = []
        for mode in CalculatorState.Mode.allCases {
            for orientation in [KeypadLayout.Orientation.portrait, .landscape] {
                for row in KeypadLayout.keypad(mode, orientation).rows {
                    for cell in row.map(\.key) where !keys.contains(cell) { keys.append(cell) }
                }
            }
        }
        // The keys a layout shows in their 2nd form.
        for key in keys where key.resolved(second: true) != key && !keys.contains(key.resolved(second: true)) {
            keys.append(key.resolved(second: true))
        }
        return keys
    }()

    @Test(arguments: CalculatorState.Mode.allCases)
    func randomKeys(_ mode: CalculatorState.Mode) {
        var random = SplitMix(state: mode == .basic ? 21 : 22)
        var limits = CalculationLimits.standard
        limits.timeLimit = .milliseconds(200)  // a slow key fails fast; the sequence goes on
        for _ in 0..<400 {
            var state = CalculatorState(mode: mode, seed: 1, limits: limits)
            var typed: [Key] = []
            for _ in 0..<Int.random(in: 1...25, using: &random) {
                // Digits and operators more often than the rest, as people type.
                let key =
                    Int.random(in: 0..<3, using: &random) == 0
                    ? Self.keys.randomElement(using: &random)!
                    : [
                        Key.digit(Int.random(in: 0...9, using: &random)), .operation(.add), .operation(.multiply),
                        .equals,
                        .function(.powerOfY), .backspace, .openParenthesis, .closeParenthesis,
                    ].randomElement(using: &random)!
                typed.append(key)
                state.tapInSequence(key)
                let view = state.view
                #expect(!view.display.isEmpty || mode == .expression, "\(typed)")
            }
            let view = state.view
            if mode == .expression, view.emphasis == .result, view.error == nil, let value = view.value,
                !view.expression.isEmpty
            {
                var evaluator = Evaluator(angle: view.angle)
                evaluator.limits = limits
                let line = view.expression.replacingOccurrences(of: ",", with: "")
                if let again = try? evaluator.evaluate(line), let a = try? CopyText.text(again),
                    let b = try? CopyText.text(value)
                {
                    #expect(a == b, "\(typed): \(line)")
                }
            }
        }
    }
}
