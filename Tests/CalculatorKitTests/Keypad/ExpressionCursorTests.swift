import Testing

@testable import CalculatorKit

/// The expression keypad's cursor: the arrows move it a piece at a time, keys write where
/// it is by the rules they follow at the end, and "=", C and AC put it back at the end.
@Suite("expression keypad: a cursor in the expression")
struct ExpressionCursorTests {
    /// An expression keypad after `typed`, every calculation done; `moves` between words
    /// are written ← → ⇤ ⇥ (start, end).
    func state(_ typed: String) -> CalculatorState {
        var state = CalculatorState(mode: .expression, width: 24, maxDigits: 16, seed: 1)
        for word in typed.split(separator: " ") {
            let moves: [Character: ExpressionCursorMove] = ["←": .left, "→": .right, "⇤": .start, "⇥": .end]
            if word.count == 1, let move = moves[word.first!] {
                _ = state.moveExpressionCursor(move)
                continue
            }
            for key in keys(String(word)) { state.tapInSequence(key) }
        }
        return state
    }

    @Test("forward Delete takes the piece after the cursor (sin( whole); at the end it is ⌫")
    func deleteAfterCursor() {
        var calculator = state("12 + sin 30 ) ⇤ → → →")
        _ = calculator.deleteAfterCursor()
        #expect(calculator.view.expression == "12+30)")
        #expect(calculator.view.expressionCursor == 3)
        calculator = state("12 + 3")
        _ = calculator.deleteAfterCursor()
        #expect(calculator.view.expression == "12+")
    }

    @Test("a digit typed inside a number joins it; the value follows: 12+345×2 ← ← ← 6 is 12+3465×2")
    func digitInside() {
        let view = state("12 + 345 × 2 ← ← ← 6").view
        #expect(view.expression == "12+3,465×2")
        #expect(view.display == "6,942")
        // The cursor stands before the 5, past the grouping comma.
        #expect(view.expressionCursor == 7)
    }

    @Test("⌫ deletes before the cursor, a whole piece at a time; at the start it deletes nothing")
    func backspace() {
        #expect(state("sin 30 ) + 1 ← ← ← ⌫").view.expression == "sin(3)+1")
        #expect(state("sin 30 ) + 1 ⇤ → ⌫").view.expression == "30)+1")
        #expect(state("12 ⇤ ⌫").view.expression == "12")
    }

    @Test("an operand typed before another gets a × where the two would run together")
    func juxtaposition() {
        #expect(state("2 ⇤ π").view.expression == "π×2")
        #expect(state("2 + 3 ← ( ").view.expression == "2+(3")
        #expect(state("5 ⇤ 2").view.expression == "25")
        #expect(state("π ⇤ 2").view.expression == "2π")
    }

    @Test("with nothing before the cursor an operator does not bring the answer in; − starts a negative")
    func operatorAtStart() {
        #expect(state("2 + 3 = 5 ⇤ ×").view.expression == "5")
        #expect(state("2 + 3 = 5 ⇤ −").view.expression == "−5")
    }

    @Test("= works the whole expression out and the cursor goes to the end; the arrows then move nothing")
    func equalsEnds() {
        var calculator = state("1 + 2 × 3 ⇤ → → ( ⇥ ) =")
        #expect(calculator.view.expression == "1+(2×3)")
        #expect(calculator.view.display == "7")
        #expect(calculator.view.expressionCursor == nil && !calculator.movesExpressionCursor)
        _ = calculator.moveExpressionCursor(.left)
        #expect(calculator.view.expressionCursor == nil)
    }

    @Test("C and AC end the cursor; settings keep it; the arrows stop at the ends")
    func keysAndEnds() {
        #expect(state("12 + 3 ← ← AC").view.expressionCursor == nil)
        #expect(state("12 + 3 ← ← 2nd").view.expressionCursor == 2)
        #expect(state("12 + 3 ← ← ← ← ← ←").view.expressionCursor == 0)
        #expect(state("12 + 3 ⇤ → → → → →").view.expressionCursor == nil)
        #expect(!state("").movesExpressionCursor)
    }

    @Test("the written cursor follows the locale's point and the grouping marks")
    func written() {
        var german = CalculatorState(mode: .expression, separators: .german, seed: 1)
        for key in keys("1234.5 + 1") { german.tapInSequence(key) }
        _ = german.moveExpressionCursor(.start)
        for _ in 0..<5 { _ = german.moveExpressionCursor(.right) }
        #expect(german.view.expression == "1.234,5+1")
        #expect(german.view.expressionCursor == 6)  // before the 5, after the decimal comma
    }
}
