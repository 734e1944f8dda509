import CalculatorKit
import Testing

@testable import CalculatorTerminal

@Suite("terminal environment: TERM, NO_COLOR, locale")
struct TerminalEnvironmentTests {
    @Test("TERM=dumb or no TERM means line mode; NO_COLOR means no colour; only a UTF-8 locale gets box drawing")
    func environment() {
        let normal = TerminalEnvironment(["TERM": "xterm-256color", "LANG": "en_US.UTF-8"])
        #expect(normal.isCapable && normal.hasColour && normal.isUTF8 && normal.reasonForLineMode == nil)
        #expect(!TerminalEnvironment(["TERM": "dumb"]).isCapable)
        #expect(TerminalEnvironment(["LANG": "C.UTF-8"]).reasonForLineMode?.hasPrefix("TERM") == true)
        #expect(!TerminalEnvironment(["TERM": "xterm", "NO_COLOR": "1"]).hasColour)
        #expect(TerminalEnvironment(["TERM": "xterm", "NO_COLOR": ""]).hasColour)
        #expect(!TerminalEnvironment(["TERM": "xterm", "LANG": "C"]).isUTF8)
        #expect(!TerminalEnvironment(["TERM": "xterm"]).isUTF8)
        #expect(!TerminalEnvironment(["TERM": "xterm", "LC_ALL": "C", "LANG": "en_US.UTF-8"]).isUTF8)
        #expect(TerminalEnvironment(["TERM": "xterm", "LC_CTYPE": "de_DE.utf8"]).isUTF8)
    }

    @Test("in ASCII every character of a frame is ASCII: seven-segment digits, spelled-out symbols")
    func asciiFrame() {
        #expect(PlainText.ascii("sin⁻¹ × π ÷ 2 − √x²") == "sin^-1 * pi / 2 - sqrtx^2")
        #expect(BigDigits.rows("-12", ascii: true) == ["         _ ", "---   |  _|", "      | |_ "])
        var state = TerminalState(calculator: CalculatorState(), columns: 120, rows: 30)
        state = "1/7=".map { TerminalEvent.input(.character($0)) }.reduce(state, TerminalState.reduce)
        let renderer = ScreenRenderer(theme: .named(.dark), colour: true, ascii: true)
        #expect(renderer.frame(state).allSatisfy { $0.isASCII })
        let screen = renderer.canvas(state).text
        #expect(screen.contains("sin^-1") || screen.contains("sin"))
        #expect(screen.contains(" _ "))  // digits in seven segments
    }

    @Test("without colour the frame has no colour codes, and keys are reverse video")
    func noColour() {
        let state = TerminalState(calculator: CalculatorState(), columns: 60, rows: 26)
        let plain = ScreenRenderer(theme: .named(.dark), colour: false).frame(state)
        #expect(!plain.contains("38;5;") && !plain.contains("48;5;"))
        #expect(plain.contains("\u{1B}[0;1;7m"))
        #expect(ScreenRenderer(theme: .named(.dark)).frame(state).contains("48;5;"))
    }
}
