import CalculatorKit
import Foundation
import Testing

@testable import CalculatorTerminal

/// Digits on demand in the terminal, run for real in tmux: → and End scroll the result.
@Suite("terminal: scrolling the result for more digits, in tmux", .serialized)
struct TerminalScrollTests {
    /// The digits after the point of 1/7, worked out apart from the engine.
    static func sevenths(_ count: Int) -> String {
        String(String(repeating: "142857", count: count / 6 + 1).prefix(count))
    }

    @Test("1 ÷ 7 =, then → and End to the 1,000th digit: every screen shows true digits, as the kit lays them out")
    func scrollToTheThousandthDigit() async throws {
        let (columns, rows) = (60, 26)
        let tmux = try TmuxSession(columns: columns, rows: rows)
        await tmux.wait(for: "the keypad") { $0.contains("Basic") && $0.contains("AC") }
        try tmux.type("1/7")
        try tmux.send("Enter")
        await tmux.waitForDisplay("0.14285714")
        // The same keys on the terminal's own state: what each screen must show.
        var model = TerminalState(calculator: CalculatorState(seed: 1), columns: columns, rows: rows)
        for input in [InputEvent.character("1"), .character("/"), .character("7"), .enter] {
            model = TerminalState.reduce(model, .input(input))
        }
        var place = 8
        while place < 1000 {
            // End moves a display's width at a time; → one digit, for the last few.
            var next = TerminalState.reduce(model, .input(.end))
            var key = "End"
            if (next.view.scrolled?.lastPlace ?? 0) > 1000 || place == 8 {
                next = TerminalState.reduce(model, .input(.right))
                key = "Right"
            }
            model = next
            let scrolled = try #require(model.view.scrolled)
            #expect(scrolled.lastPlace > place, "each key shows further digits")
            place = scrolled.lastPlace
            // Its digits are those of 1/7 that end at the place shown; no earlier digit changed.
            let shown = model.view.display.split(separator: ".").last!.filter(\.isNumber)
            #expect(Self.sevenths(place).hasSuffix(shown), "digits to place \(place)")
            try tmux.send(key)
            await tmux.waitForDisplay(model.view.display)
        }
        #expect(place == 1000)
        let screen = await tmux.wait(for: "the note of the 1,000th digit") {
            $0.contains("to digit 1,000 after the point; more follow")
        }
        #expect(TmuxSession.shows(model.view.display, on: screen))
        // Home is the resting display again, correctly rounded.
        try tmux.send("Home")
        await tmux.waitForDisplay("0.14285714")
        try tmux.send("C-q")
    }
}
