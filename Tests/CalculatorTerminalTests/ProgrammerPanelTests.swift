import CalculatorKit
import Testing

@testable import CalculatorTerminal

/// The programmer keypad in the terminal: the value in four bases and its bits drawn between
/// the display and the keys, a click on a bit flipping it, at every size down to the smallest.
@Suite("terminal programmer panel")
struct ProgrammerPanelTests {
    func programmer(columns: Int = 80, rows: Int = 24) -> TerminalState {
        TerminalState(calculator: CalculatorState(mode: .programmer), columns: columns, rows: rows)
    }

    func typed(_ state: TerminalState, _ text: String) -> TerminalState {
        text.map { TerminalEvent.input(.character($0)) }.reduce(state, TerminalState.reduce)
    }

    func lines(_ state: TerminalState) -> [String] {
        ScreenRenderer(theme: .named(.dark)).canvas(state).text.split(separator: "\n", omittingEmptySubsequences: false)
            .map(String.init)
    }

    /// Where `text` is on the screen: its column and row, counted from 1.
    func place(of text: String, in state: TerminalState, from: Int = 0) -> (column: Int, row: Int)? {
        for (index, line) in lines(state).enumerated().dropFirst(from) {
            if let range = line.range(of: text) {
                return (line.distance(from: line.startIndex, to: range.lowerBound) + 1, index + 1)
            }
        }
        return nil
    }

    func click(_ state: TerminalState, _ column: Int, _ row: Int) -> TerminalState {
        TerminalState.reduce(state, .input(.click(column: column, row: row)))
    }

    @Test("at 80×24: the word above, the four bases with their names, 64 bits in two rows of 32 with positions")
    func fullPanel() {
        let state = typed(programmer(), "ff&0f\n")
        #expect(state.view.display == "F")
        let screen = lines(state)
        #expect(screen.count == 24)
        #expect(screen[0].contains("64-bit signed") && screen[0].contains("Programmer"))
        #expect(!screen[0].contains("Deg"))
        for (name, value) in [("HEX", "0xF"), ("DEC", "15"), ("OCT", "0o17"), ("BIN", "0b1111")] {
            #expect(
                screen.contains { $0.hasPrefix(" " + name + " ") && $0.trimmingTrailingSpaces.hasSuffix(" " + value) })
        }
        let rows = screen.filter { line in
            let cells = line.split(separator: " ")
            return cells.count == 32 && cells.allSatisfy { $0 == "0" || $0 == "1" }
        }
        #expect(rows.count == 2)
        #expect(rows.last?.trimmingTrailingSpaces.hasSuffix("0 0 0 0  1 1 1 1") == true)
        // Under each group the position of its lowest bit, right-aligned under it.
        #expect(screen.contains { $0.trimmingTrailingSpaces.hasSuffix("8        4        0") })
        #expect(screen.contains { $0.trimmingTrailingSpaces.hasSuffix("36       32") })
        // Every key is still on screen, and the status line is the last.
        #expect(state.layout.buttons.allSatisfy { $0.box.row >= 1 && $0.box.row + $0.box.height - 1 < 24 })
        #expect(state.layout.programmerPanel.height == 9)
    }

    @Test("a click on a bit flips it; a click between groups or on a position flips none")
    func clickFlips() throws {
        var state = typed(programmer(), "ff&0f\n")
        let lowRow = try #require(place(of: "1 1 1 1", in: state))
        // The last "1" is bit 0.
        let bitZero = lowRow.column + 6
        state = click(state, bitZero, lowRow.row)
        #expect(state.view.display == "E")
        state = click(state, bitZero, lowRow.row)
        #expect(state.view.display == "F")
        // Bit 4: the last bit of the group before; the space after a bit is the bit's too.
        state = click(state, bitZero - 9 + 1, lowRow.row)
        #expect(state.view.display == "1F")
        // The gap between groups, and the line of positions under the bits: nothing.
        let before = state.view.display
        state = click(state, bitZero - 7, lowRow.row)
        state = click(state, bitZero, lowRow.row + 1)
        #expect(state.view.display == before)
        // The first bit of the upper row is bit 63: the value turns negative in 64-bit signed.
        let upper = try #require(place(of: "0 0 0 0", in: state, from: 5))
        state = click(state, upper.column, upper.row)
        #expect(state.view.programmer?.decimal.hasPrefix("-") == true)
        #expect(state.view.programmer?.bits.first == "1")
    }

    @Test("the word's size changes the grid: 8 bits in one row, unbounded as many as the value needs")
    func wordSizes() {
        var state = typed(programmer(), "5")
        state = click(state, wordKey(state).column, wordKey(state).row)
        #expect(state.view.programmer?.word == "unbounded")
        state = click(state, wordKey(state).column, wordKey(state).row)
        #expect(state.view.programmer?.word == "8-bit signed")
        let screen = lines(state)
        #expect(screen[0].contains("8-bit signed"))
        #expect(screen.contains { $0.trimmingTrailingSpaces.hasSuffix("0 0 0 0  0 1 0 1") })
        #expect(!screen.contains { $0.contains("0 0 0 0  0 0 0 0  0 0 0 0") })
    }

    func wordKey(_ state: TerminalState) -> (column: Int, row: Int) {
        let box = state.layout.buttons.first { $0.key == .programmer(.nextWord) }!.box
        return (box.column + 1, box.row)
    }

    @Test(
        "smaller terminals keep the keys and show less: paired bases, bits closer, no positions, the lowest bits",
        arguments: [(60, 20), (50, 18), (40, 16), (40, 24), (30, 17), (100, 30), (120, 50)])
    func smaller(columns: Int, rows: Int) {
        let state = typed(programmer(columns: columns, rows: rows), "ff&0f\n")
        let screen = lines(state)
        #expect(screen.count == rows && screen.allSatisfy { $0.count == columns })
        let panel = state.layout.programmerPanel
        // The panel lies between the display and the keys, within the screen.
        #expect(panel.row > state.layout.display.row + state.layout.display.height - 1)
        #expect(panel.row + panel.height <= state.layout.keypad.row)
        // The lowest bits are drawn, whatever else is left out, and bit 0 flips by a click.
        let bits = screen.first { line in
            line.contains("1") && line.allSatisfy { "01 ".contains($0) }
        }
        #expect(bits != nil)
        if let row = screen.firstIndex(where: { $0 == bits }), let line = bits {
            let last = line.trimmingTrailingSpaces.count
            let flipped = click(state, last, row + 1)
            #expect(flipped.view.display == "E")
        }
        if panel.height >= 9 {
            #expect(screen.contains { $0.contains("BIN") && $0.contains("0b1111") })
        }
    }

    @Test("the plan gives up the blank, the positions, then two base lines, and shows every bit while it can")
    func plans() {
        func plan(_ width: Int, _ height: Int, bits: Int = 64) -> ProgrammerPanel.Plan {
            ProgrammerPanel.plan(bits: bits, box: Box(column: 1, row: 1, width: width, height: height))
        }
        #expect(plan(77, 9).baseLines == 4 && plan(77, 9).blank && plan(77, 9).grid?.perRow == 32)
        #expect(plan(77, 9).grid?.cell == 2 && plan(77, 9).grid?.positions == true)
        #expect(plan(77, 8).baseLines == 4 && !plan(77, 8).blank && plan(77, 8).grid?.positions == true)
        #expect(plan(77, 6).baseLines == 4 && plan(77, 6).grid?.positions == false)
        #expect(plan(77, 4).baseLines == 2 && plan(77, 4).grid?.rows == 2)
        #expect(plan(77, 2).baseLines == 0 && plan(77, 2).grid?.rows == 2)
        #expect(plan(80, 1).grid?.perRow == 64)
        #expect(plan(53, 9).grid?.cell == 1 && plan(53, 9).grid?.perRow == 32)
        // 8 bits: one row; 4096 bits in 9 rows: the lowest ones, 32 to a row.
        #expect(plan(77, 9, bits: 8).grid?.rows == 1)
        let wide = plan(77, 9, bits: 4096)
        #expect(wide.grid?.rows == 7 && wide.grid?.perRow == 32 && wide.baseLines == 2)
    }

    @Test("A–F are drawn in large digits as the other digits are")
    func hexDigits() {
        let state = typed(programmer(), "abcdef")
        #expect(state.view.display == "ABCDEF")
        #expect(TmuxLikeScreen.shows("ABCDEF", on: lines(state)))
    }
}

/// The large digits of a number at the right of three lines of the screen.
enum TmuxLikeScreen {
    static func shows(_ number: String, on lines: [String]) -> Bool {
        guard let glyphs = BigDigits.rows(number) else { return false }
        return lines.indices.dropLast(2).contains { start in
            (0..<3).allSatisfy { lines[start + $0].trimmingTrailingSpaces.hasSuffix(glyphs[$0].trimmingTrailingSpaces) }
        }
    }
}

extension String {
    fileprivate var trimmingTrailingSpaces: String {
        var text = self
        while text.last == " " { text.removeLast() }
        return text
    }
}
