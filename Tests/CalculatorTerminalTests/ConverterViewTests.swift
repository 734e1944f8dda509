import CalculatorKit
import Testing

@testable import CalculatorTerminal

/// The converter in the terminal: reached with m, typed and clicked like the
/// other keypads, drawn as a number with its unit above and the converted one below.
@Suite("terminal converter view")
struct ConverterViewTests {
    func start(columns: Int = 60, rows: Int = 26) -> TerminalState {
        TerminalState(calculator: CalculatorState(mode: .basic), columns: columns, rows: rows)
    }

    /// F2 twice: Basic → Expression → Converter (on the expression keypad m spells a name).
    func converter(_ state: TerminalState) -> TerminalState {
        [TerminalEvent.input(.functionKey(2)), .input(.functionKey(2))].reduce(state, TerminalState.reduce)
    }

    func typed(_ state: TerminalState, _ text: String) -> TerminalState {
        text.map { TerminalEvent.input(.character($0)) }.reduce(state, TerminalState.reduce)
    }

    func screen(_ state: TerminalState) -> String { ScreenRenderer(theme: .named(.dark)).canvas(state).text }

    @Test(
        "F2 steps Basic → Expression → Converter → Programmer → Basic; Ctrl-T leaves the converter too, a typed m does not"
    )
    func modes() {
        #expect(TerminalState.reduce(start(), .input(.control("t"))).calculator.mode == .expression)
        #expect(typed(start(), "m").calculator.mode == .basic)
        let converter = converter(start())
        #expect(converter.calculator.mode == .converter)
        #expect(converter.layout.keypadLayout == .converter)
        #expect(screen(converter).contains("Converter") && !screen(converter).contains("Expression"))
        #expect(TerminalState.reduce(converter, .input(.control("t"))).calculator.mode == .programmer)
        let programmer = TerminalState.reduce(converter, .input(.functionKey(2)))
        #expect(programmer.calculator.mode == .programmer)
        #expect(TerminalState.reduce(programmer, .input(.functionKey(2))).calculator.mode == .basic)
    }

    @Test("typed 1.5 with the default units shows 1.5 mi above and 2.414016 km below, under Length")
    func display() {
        let state = typed(converter(start()), "1.5")
        #expect(state.view.converter?.output == "2.414016")
        let lines = screen(state).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let from = lines.first { $0.contains("1.5") && $0.contains("mi") }
        #expect(from != nil)
        #expect(lines.contains { $0.contains("Length") && $0.contains("Converter") })
        // The to-unit sits on the bottom row of the large digits, in the units' column.
        #expect(lines.contains { $0.hasSuffix("km") || $0.contains("km ") })
        #expect(
            from.map { $0.range(of: "mi")!.lowerBound.utf16Offset(in: $0) }
                == lines.first { $0.contains(" km") }.map { $0.range(of: "km")!.lowerBound.utf16Offset(in: $0) })
    }

    @Test("letters step the units and swap; Ctrl-Y copies the converted number; clicking a key presses it")
    func keys() throws {
        var state = typed(converter(start()), "1")
        state = typed(state, "tT")
        #expect(state.view.converter?.toUnit == "km")
        state = typed(state, "s")
        #expect(state.view.converter?.fromUnit == "km" && state.view.converter?.toUnit == "mi")
        var copying = state
        // The full converted number: 1 km is 0.621371192237… mi.
        #expect(
            Effect.settle(&copying, .input(.control("y")), TerminalState.reduce(into:_:)).contains {
                if case let .copy(text) = $0 { return text.hasPrefix("0.6213711922") } else { return false }
            })
        let next = try #require(state.layout.buttons.first { $0.key == .converter(.nextCategory) })
        let clicked = TerminalState.reduce(state, .input(.click(column: next.box.column + 1, row: next.box.row)))
        #expect(clicked.view.converter?.category == .area)
        #expect(screen(clicked).contains("Area"))
    }

    @Test("the converter fits 80×24 and the narrowest terminal, unit labels readable on wide keys")
    func sizes() {
        for (columns, rows) in [(80, 24), (24, 12), (120, 40)] {
            let state = typed(converter(start(columns: columns, rows: rows)), "2")
            for button in state.layout.buttons {
                #expect(
                    button.box.column + button.box.width - 1 <= columns
                        && button.box.row + button.box.height - 1 <= rows)
            }
            #expect(screen(state).contains("mi"))
        }
        #expect(screen(converter(start(columns: 80, rows: 24))).contains("From ▸"))
    }

    @Test("? in the converter lists its letters, whole at 46 columns and all on the keypad's rows at 80×24")
    func help() {
        let lines = HelpPanel.text(width: 46, mode: .converter)
        #expect(lines == HelpPanel.text(width: 200, mode: .converter))
        #expect(lines.contains { $0.hasPrefix("f t") } && lines.contains { $0.hasPrefix("k s n") })
        let open = TerminalState.reduce(converter(start(columns: 80, rows: 24)), .input(.character("?")))
        #expect(lines.count <= open.layout.keypad.height - 1)
        #expect(screen(open).contains("swap the units"))
    }
}
