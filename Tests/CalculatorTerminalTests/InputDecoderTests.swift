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
        #expect(decoder.decode(Array("\u{1B}[3~".utf8)) == [.backspace])
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
