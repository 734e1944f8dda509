import Testing

@testable import CalculatorKit

@Suite("keypad layouts, what their cells read and send, and the display size")
struct KeypadLayoutTests {
    private let layouts: [KeypadLayout] = [
        .portraitBasic, .portraitExpression, .landscapeScientific, .landscapeExpression,
    ]

    @Test("every row spans the whole grid: 4 columns in portrait, 10 in landscape")
    func grid() {
        for layout in layouts {
            #expect(layout.rows.count == 5)
            for row in layout.rows { #expect(row.reduce(0) { $0 + $1.columns } == layout.columns) }
        }
        #expect(KeypadLayout.portraitBasic.columns == 4)
        #expect(KeypadLayout.landscapeScientific.columns == 10)
        #expect(
            KeypadLayout.portraitBasic.rows.map { $0.map { $0.key.label } } == [
                ["AC", "±", "%", "÷"], ["7", "8", "9", "×"], ["4", "5", "6", "−"], ["1", "2", "3", "+"],
                ["0", ".", "="],
            ])
    }

    @Test("a layout is chosen by mode and orientation; landscape is scientific in both modes")
    func choice() {
        #expect(KeypadLayout.keypad(.basic, .portrait) == .portraitBasic)
        #expect(KeypadLayout.keypad(.expression, .portrait) == .portraitExpression)
        #expect(KeypadLayout.keypad(.basic, .landscape) == .landscapeScientific)
        #expect(KeypadLayout.keypad(.expression, .landscape) == .landscapeExpression)
        // As on the iPhone, ʸ√x follows ∛ in basic landscape; the expression keypad has ⌫ there.
        #expect(KeypadLayout.landscapeScientific.rows[2][3].key == .function(.yRoot))
        #expect(KeypadLayout.landscapeExpression.rows[2][3].key == .backspace)
        // No key twice on a keypad.
        for layout in layouts {
            let keys = layout.rows.flatMap { $0.map(\.key) }
            #expect(Set(keys).count == keys.count)
        }
    }

    @Test("roles colour the keys as on the iPhone")
    func roles() {
        #expect(Key.digit(7).role == .digit)
        #expect(Key.point.role == .digit)
        #expect(Key.operation(.add).role == .operation)
        #expect(Key.equals.role == .operation)
        #expect(Key.allClear.role == .control)
        #expect(Key.percent.role == .control)
        #expect(Key.operation(.power).role == .scientific)
        #expect(Key.function(.sin).role == .scientific)
    }

    @Test("the clear and angle cells read and send what the state calls for; 2nd and the pending operator light up")
    func cells() {
        let fresh = CalculatorState().view
        #expect(fresh.caption(of: .allClear) == "AC")
        #expect(fresh.keyToSend(.allClear) == .allClear)
        #expect(fresh.caption(of: .angle(.radians)) == "Rad")
        #expect(fresh.keyToSend(.angle(.radians)) == .angle(.radians))
        #expect(!fresh.isHighlighted(.second))
        let typing = screen("5 +")
        #expect(typing.caption(of: .allClear) == "C")
        #expect(typing.keyToSend(.allClear) == .clear)
        #expect(typing.isHighlighted(.operation(.add)))
        #expect(!typing.isHighlighted(.operation(.multiply)))
        let radians = screen("Rad 2nd")
        #expect(radians.caption(of: .angle(.radians)) == "Deg")
        #expect(radians.keyToSend(.angle(.radians)) == .angle(.degrees))
        #expect(radians.caption(of: .function(.sin)) == "sin⁻¹")
        #expect(radians.isHighlighted(.second))
    }

    @Test("a new display size refits the value and changes the typing limit, keeping the calculation")
    func displaySize() {
        var state = CalculatorState()
        state.type("2 ÷ 3 =", effects: [.record("2 ÷ 3 = ≈ 0.66666667")])
        #expect(state.view.display == "0.66666667")
        state.tap(KeypadLayout.landscapeScientific.resize)
        #expect(state.view.display == "0.666666666666667")
        state.tap(KeypadLayout.portraitBasic.resize)
        #expect(state.view.display == "0.66666667")
        state.tap(KeypadLayout.landscapeScientific.resize)
        state.type("AC 1 2 3 4 5 6 7 8 9 0 1 2 +")
        #expect(state.view.display == "123,456,789,012")
        #expect(state.view.pendingOperator == .add)
        state.tap(.resize(width: 16, maxDigits: 9))
        #expect(state.view.pendingOperator == .add)
        #expect(state.view.display == "1.23456789e11")
    }

    @Test("every cell of every keypad can be pressed in both modes")
    func pressEveryCell() {
        for mode in CalculatorState.Mode.allCases {
            for layout in layouts {
                var state = CalculatorState(mode: mode, limits: .standard)
                state.tap(layout.resize)
                for cell in layout.rows.joined() {
                    let key = state.view.keyToSend(cell.key)
                    // Only "=" asks anything of the world outside: to record the entry the history gains.
                    state.tap(key, effects: key == .equals ? recordedLast(state, key) : [])
                    #expect(!state.view.display.isEmpty || mode == .expression)
                }
            }
        }
    }
}

/// The record of the entry `key` adds to the history from this state, if it adds one.
private func recordedLast(_ state: CalculatorState, _ key: Key) -> [Asked] {
    var after = state
    after.press(key)
    guard let entry = after.view.history.last, after.view.history.count > state.view.history.count else { return [] }
    return [.record("\(entry.expression) = \(entry.result)")]
}
