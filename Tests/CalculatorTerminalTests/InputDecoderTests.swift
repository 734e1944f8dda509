import CalculatorKit
import Testing

@testable import CalculatorTerminal

@Suite("terminal input decoding")
struct InputDecoderTests {
    @Test("characters, Enter, Backspace, Ctrl-C, arrows and UTF-8 operators")
    func keys() {
        var decoder = InputDecoder()
        #expect(
            decoder.decode(Array("1+x\r\u{7F}\u{03}".utf8)) == [
                .character("1"), .character("+"), .character("x"), .enter, .backspace, .interrupt,
            ])
        #expect(decoder.decode(Array("\u{1B}[A\u{1B}OB×".utf8)) == [.up, .down, .character("×")])
        #expect(decoder.decode(Array("\u{1B}[3~".utf8)) == [.delete])
    }

    @Test("F-keys in both spellings, and Ctrl with a letter (Ctrl-Q, Ctrl-Z) as control keys")
    func commandKeys() {
        var decoder = InputDecoder()
        #expect(
            decoder.decode(Array("\u{1B}OP\u{1B}[21~\u{1B}[15~\u{1B}[12~".utf8)) == [
                .functionKey(1), .functionKey(10), .functionKey(5), .functionKey(2),
            ])
        // Esc typed just before one of them is still the Esc key.
        #expect(decoder.decode([0x1B, 0x11, 0x1B, 0x0D]) == [.escape, .control("q"), .escape, .enter])
        #expect(
            decoder.decode([0x11, 0x1A, 0x14, 0x04, 0x03, 0x08]) == [
                .control("q"), .control("z"), .control("t"), .control("d"), .interrupt, .backspace,
            ])
    }

    @Test("SGR mouse presses become clicks; releases and other buttons are ignored")
    func mouse() {
        var decoder = InputDecoder()
        #expect(
            decoder.decode(Array("\u{1B}[<0;12;7M\u{1B}[<0;12;7m\u{1B}[<2;1;1M\u{1B}[<64;5;5M".utf8)) == [
                .click(column: 12, row: 7), .scroll(up: true),
            ])
    }

    @Test("a sequence split across reads waits for its end; a lone Esc is the Esc key")
    func splitAndEscape() {
        var decoder = InputDecoder()
        #expect(decoder.decode(Array("\u{1B}[<0;3".utf8)).isEmpty)
        #expect(decoder.isWaiting)
        #expect(decoder.decode(Array(";4M5".utf8)) == [.click(column: 3, row: 4), .character("5")])
        #expect(decoder.decode([0x1B]).isEmpty)
        #expect(decoder.flush() == [.escape])
        #expect(decoder.decode([0xC3]).isEmpty)  // half of a UTF-8 character
        #expect(decoder.decode([0x97]) == [.character("×")])
    }
}

@Suite("terminal input decoding: Esc timing, Alt keys and bracketed paste")
struct InputDecoderEscapeAndPasteTests {
    @Test("Esc and a key in one read (typed within a few ms, or Alt+key) is Esc, then the key")
    func escapeThenKey() {
        var decoder = InputDecoder()
        #expect(decoder.decode(Array("\u{1B}12".utf8)) == [.escape, .character("1"), .character("2")])
        #expect(decoder.decode(Array("\u{1B}q".utf8)) == [.escape, .character("q")])
        #expect(decoder.decode(Array("\u{1B}\u{1B}[A".utf8)) == [.escape, .up])
    }

    @Test("Esc and a key, split at every byte, as reads a few ms apart deliver them")
    func escapeSplit() {
        let bytes = Array("99\u{1B}12\u{1B}[21~\u{1B}[<0;3;4M×".utf8)
        let whole: [InputEvent] = [
            .character("9"), .character("9"), .escape, .character("1"), .character("2"), .functionKey(10),
            .click(column: 3, row: 4), .character("×"),
        ]
        for cut in 0...bytes.count {
            var decoder = InputDecoder()
            let events = decoder.decode(Array(bytes[..<cut])) + decoder.decode(Array(bytes[cut...]))
            #expect(events == whole, "cut at \(cut)")
        }
        // Byte by byte, with a pause (flush) only after a lone Esc, as the reader does.
        var decoder = InputDecoder()
        var events: [InputEvent] = []
        for byte in bytes { events += decoder.decode([byte]) }
        #expect(events == whole)
        // Esc, a pause with nothing after it, then 1 2.
        #expect(decoder.decode([0x1B]).isEmpty)
        #expect(decoder.flush() == [.escape])
        #expect(decoder.decode(Array("12".utf8)) == [.character("1"), .character("2")])
    }

    @Test("a pasted line ends as CR (as terminals and tmux send it), CR LF or LF, and is one line end")
    func pastedLineEnds() {
        var decoder = InputDecoder()
        let events = decoder.decode(Array("\u{1B}[200~a = 1\rb = 2\r\nc = 3\nd\u{1B}[201~".utf8))
        #expect(events == [.paste("a = 1\nb = 2\nc = 3\nd")])
        _ = decoder.decode(Array("\u{1B}[200~x\ry".utf8))
        #expect(decoder.flush() == [.paste("x\ny")])
    }

    @Test("a paste is one text event, even split across reads, with its own Esc and letters")
    func paste() {
        let bytes = Array("1\u{1B}[200~3 quarts\r\nq?\u{1B}x\u{1B}[201~2".utf8)
        for cut in 0...bytes.count {
            var decoder = InputDecoder()
            var events = decoder.decode(Array(bytes[..<cut]))
            if cut >= 8, cut < bytes.count - 1 { #expect(decoder.isInPaste, "cut at \(cut)") }
            events += decoder.decode(Array(bytes[cut...]))
            #expect(events == [.character("1"), .paste("3 quarts\nq?\u{1B}x"), .character("2")], "cut at \(cut)")
        }
    }

    @Test("pasted letters run no command, on any keypad")
    func pasteIsNoCommand() {
        for mode in [CalculatorState.Mode.basic, .expression, .converter] {
            #expect(Command.command(for: .paste("3 quarts q c m h ?"), mode: mode) == nil)
            for letter in "qmhcQ" { #expect(Command.command(for: .character(letter), mode: mode) == nil) }
            #expect(Command.command(for: .control("q"), mode: mode) == .quit)
            #expect(Command.command(for: .functionKey(10), mode: mode) == .quit)
        }
    }
}

@Suite("terminal pastes")
struct TerminalPasteTests {
    func pasted(_ text: String, mode: CalculatorState.Mode, then keys: String = "") -> TerminalState {
        let start = TerminalState(calculator: CalculatorState(mode: mode), columns: 80, rows: 24)
        let state = TerminalState.reduce(start, .input(.paste(text)))
        return keys.map { TerminalEvent.input(.character($0)) }.reduce(state, TerminalState.reduce)
    }

    @Test("a paste on the Basic and Converter keypads enters its digits and operators, and runs no command")
    func pasteEntersOnlyKeys() {
        for mode in [CalculatorState.Mode.basic, .converter] {
            for text in ["12 x 3 cups", "3 quarts", "sqrt(2)", "q?mhc\u{1B}[A"] {
                let state = pasted(text, mode: mode)
                #expect(!state.isQuitting, "\(text) on \(mode)")
                #expect(state.calculator.mode == mode && !state.isHelpOpen && !state.isHistoryOpen)
                #expect(!state.isNotesOpen)
            }
        }
        #expect(pasted("12 x 3 cups\n", mode: .basic).view.display == "36")
        // Random printable text: never a quit, a mode switch or a view.
        var generator = SystemRandomNumberGenerator()
        let random = String(
            (0..<1000).map { _ in Character(UnicodeScalar(UInt8.random(in: 0x20...0x7E, using: &generator))) })
        for mode in [CalculatorState.Mode.basic, .expression, .converter] {
            let state = pasted(random, mode: mode)
            #expect(!state.isQuitting && state.calculator.mode == mode && !state.isHelpOpen && !state.isHistoryOpen)
        }
    }

    @Test("typed letters run no command either; Ctrl-Q quits")
    func typedLetters() {
        let start = TerminalState(calculator: CalculatorState(mode: .basic), columns: 80, rows: 24)
        let typed = "3 quarts mhc".map { TerminalEvent.input(.character($0)) }.reduce(start, TerminalState.reduce)
        #expect(!typed.isQuitting && typed.calculator.mode == .basic && !typed.isHistoryOpen)
        #expect(TerminalState.reduce(typed, .input(.control("q"))).isQuitting)
    }
}
