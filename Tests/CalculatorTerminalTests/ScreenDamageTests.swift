import CalculatorKit
import Testing

@testable import CalculatorTerminal

/// Frames send only the cells that changed: a key costs a few hundred bytes, and what they
/// draw over the previous screen is the new screen.
@Suite("terminal frames: only what changed")
struct ScreenDamageTests {
    let renderer = ScreenRenderer(theme: .named(.dark))

    /// The characters a terminal shows after `bytes`, drawn over `screen` (cursor moves and text;
    /// colours are left out).
    static func draw(_ bytes: String, over screen: [[Character]]) -> [[Character]] {
        var screen = screen
        var (row, column) = (0, 0)
        var characters = Array(bytes)[...]
        while let character = characters.popFirst() {
            guard character == "\u{1B}" else {
                if row < screen.count, column < screen[row].count { screen[row][column] = character }
                column += 1
                continue
            }
            guard characters.popFirst() == "[" else { continue }
            var parameters = ""
            while let next = characters.popFirst() {
                if next.isLetter {
                    if next == "H" {
                        let numbers = parameters.split(separator: ";").map { Int($0) ?? 1 }
                        (row, column) = ((numbers.first ?? 1) - 1, (numbers.dropFirst().first ?? 1) - 1)
                    }
                    break
                }
                parameters.append(next)
            }
        }
        return screen
    }

    @Test("typing, a calculation, the history and the help: each frame drawn over the last is the new screen")
    func framesDrawTheScreen() {
        var state = TerminalState(calculator: CalculatorState(), columns: 80, rows: 24)
        var previous = renderer.canvas(state)
        var screen = Self.draw(
            renderer.frame(previous, since: nil), over: Array(repeating: Array(repeating: " ", count: 80), count: 24))
        #expect(screen.map { String($0) }.joined(separator: "\n") == previous.text)
        let events: [TerminalEvent] =
            "12+3*4=".map { .input(.character($0)) } + [
                .unflash, .input(.functionKey(3)), .input(.escape), .input(.character("?")), .input(.character("5")),
                .input(.control("t")), .input(.character("7")), .unflash,
            ]
        for event in events {
            state = TerminalState.reduce(state, event)
            let canvas = renderer.canvas(state)
            screen = Self.draw(renderer.frame(canvas, since: previous), over: screen)
            #expect(screen.map { String($0) }.joined(separator: "\n") == canvas.text, "after \(event)")
            previous = canvas
        }
        #expect(renderer.frame(previous, since: previous).isEmpty)
    }

    @Test("a digit key at 80×24 writes under 1 KB, its flash and its end included; a whole screen is far more")
    func bytesPerKey() {
        var state = TerminalState.reduce(
            TerminalState(calculator: CalculatorState(), columns: 80, rows: 24), .input(.character("1")))
        state = TerminalState.reduce(state, .unflash)
        var previous = renderer.canvas(state)
        let whole = renderer.frame(previous, since: nil).utf8.count
        for digit in "234567890" {
            var bytes = 0
            for event in [TerminalEvent.input(.character(digit)), .unflash] {
                state = TerminalState.reduce(state, event)
                let canvas = renderer.canvas(state)
                bytes += renderer.frame(canvas, since: previous).utf8.count
                previous = canvas
            }
            #expect(bytes < 1024, "\(digit): \(bytes) bytes")
            #expect(bytes * 10 < whole)
        }
    }
}

/// Text cut to fit says so with an ellipsis; text that fits is not cut.
@Suite("terminal text cut with an ellipsis")
struct EllipsisTests {
    @Test("converter captions at 24×12 end in … where cut; a note's error shows whole in a wide window")
    func cuts() {
        let renderer = ScreenRenderer(theme: .named(.dark))
        let converter = TerminalState(calculator: CalculatorState(mode: .converter), columns: 24, rows: 12)
        let screen = renderer.canvas(converter).text
        for button in converter.layout.buttons {
            let caption = converter.view.caption(of: button.key)
            if caption.count > button.box.width {
                #expect(screen.contains(String(caption.prefix(button.box.width - 1)) + "…"), "\(caption)")
            }
        }
        let help = TerminalState.reduce(
            TerminalState(calculator: CalculatorState(), columns: 40, rows: 12), .input(.functionKey(1)))
        let helpScreen = renderer.canvas(help).text.split(separator: "\n")
        #expect(
            helpScreen.contains {
                $0.contains("Keys (^ is Ctrl)") && $0.contains("…")
            })
        var notes = TerminalState(calculator: CalculatorState(), columns: 250, rows: 40)
        notes = TerminalState.reduce(notes, .input(.functionKey(4)))
        notes = "1 + nosuchname".map { TerminalEvent.input(.character($0)) }.reduce(notes, TerminalState.reduce)
        guard case let .error(reason) = notes.notes!.shown(of: 0) else {
            Issue.record("no error for an unknown name")
            return
        }
        #expect(renderer.canvas(notes).text.contains("! " + reason))
    }
}
