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

    @Test("in ASCII no view draws a character it would have to send as ?: history, notes and their plot, converter")
    func asciiViews() {
        let renderer = ScreenRenderer(theme: .named(.dark), colour: true, ascii: true)
        func events(_ text: String) -> [TerminalEvent] {
            text.map { .input($0 == "\n" ? .enter : .character($0)) }
        }
        var checked = 0
        func check(_ state: TerminalState, _ what: String) {
            let screen = renderer.canvas(state).text
            #expect(screen.allSatisfy { $0.isASCII }, "\(what):\n\(screen)")
            checked += 1
        }
        var state = TerminalState(calculator: CalculatorState(mode: .expression), columns: 80, rows: 24)
        state = events("sqrt(25000000)=2^-20=").reduce(state, TerminalState.reduce)
        check(state, "the expression keypad")
        let history = TerminalState.reduce(state, .input(.functionKey(3)))
        check(history, "the history")
        // The result is fitted after its spelling: sqrt( is longer than √( and must not cut 5,000.
        #expect(renderer.canvas(history).text.contains("= 5,000"))
        check(TerminalState.reduce(state, .input(.functionKey(1))), "the help")
        var notes = TerminalState.reduce(state, .input(.functionKey(4)))
        notes = events("plot sin(x) from -pi to pi\ny = 2 µs").reduce(notes, TerminalState.reduce)
        let notesScreen = renderer.canvas(notes).text
        // No "?" for a character without a spelling (the notes' screen has no "? help").
        #expect(notesScreen.contains("line 1") && notesScreen.contains("+") && !notesScreen.contains("?"))
        check(notes, "the notes and their plot")
        var converter = TerminalState(calculator: CalculatorState(mode: .converter), columns: 80, rows: 24)
        for _ in ConverterCategory.allCases {
            for _ in 0..<8 {
                check(converter, "the converter")
                converter = TerminalState.reduce(converter, .input(.character("f")))
            }
            converter = TerminalState.reduce(converter, .input(.character("k")))
        }
        #expect(checked > 40)
        #expect(PlainText.ascii("10⁻¹² m² · 5 °C") == "10^-12 m^2 - 5 degC")
        #expect(PlainText.dots("⣿") == ":" && PlainText.dots("⠉") == "'" && PlainText.dots("⣀") == ".")
    }

    @Test("TERM=vt100 and monochrome terminals get no colour codes")
    func monochrome() {
        #expect(!TerminalEnvironment(["TERM": "vt100", "LANG": "C.UTF-8"]).hasColour)
        #expect(!TerminalEnvironment(["TERM": "vt220"]).hasColour)
        #expect(!TerminalEnvironment(["TERM": "xterm-mono"]).hasColour)
        #expect(TerminalEnvironment(["TERM": "screen"]).hasColour)
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
