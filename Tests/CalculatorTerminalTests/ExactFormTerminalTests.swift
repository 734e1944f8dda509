import CalculatorKit
import Testing

@testable import CalculatorTerminal

/// The terminal's a/b: F7 or Ctrl-E, or a click on the display, flips it between digits
/// and the exact form; a value with no known form says so on the status line.
@Suite struct ExactFormTerminalTests {
    func typed(_ text: String, mode: CalculatorState.Mode = .basic) -> TerminalState {
        let start = TerminalState(calculator: CalculatorState(mode: mode), columns: 60, rows: 26)
        return text.map { TerminalEvent.input(.character($0)) }.reduce(start, TerminalState.reduce)
    }

    @Test func keysFlipTheDisplay() {
        let decimal = typed("2/3=")
        #expect(decimal.view.display == "0.66666667")
        let exact = TerminalState.reduce(decimal, .input(.functionKey(7)))
        #expect(exact.view.display == "2/3")
        #expect(TerminalState.reduce(exact, .input(.control("e"))).view.display == "0.66666667")
    }

    @Test func aClickOnTheDisplayFlipsIt() {
        let state = typed("1/8=")
        let box = state.layout.display
        let clicked = TerminalState.reduce(state, .input(.click(column: box.column + 1, row: box.row + 1)))
        #expect(clicked.view.display == "1/8")
    }

    @Test func theStatusLineSaysWhenThereIsNoForm() {
        let state = TerminalState.reduce(typed("sin(1)=", mode: .expression), .input(.functionKey(7)))
        #expect(state.view.exactFormNote == "no exact form is known")
        let screen = ScreenRenderer(theme: .named(.dark)).canvas(state).text
        #expect(screen.contains("no exact form is known"))
    }

    @Test func theHelpNamesTheKeys() {
        #expect(HelpPanel.text(width: 80).contains { $0.contains("F7 ^E") && $0.contains("exact form") })
    }
}
