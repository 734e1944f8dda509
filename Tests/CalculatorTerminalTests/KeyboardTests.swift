import CalculatorKit
import Testing

@testable import CalculatorTerminal

/// Typing on the keyboard (docs/terminal.md, "Keys"): a comma groups thousands, letters spell
/// names on the expression keypad, and commands sit on keys no expression uses.
@Suite("terminal keyboard")
struct KeyboardTests {
    func typed(_ text: String, mode: CalculatorState.Mode = .basic) -> TerminalState {
        let start = TerminalState(calculator: CalculatorState(mode: mode), columns: 60, rows: 26)
        return text.map { TerminalEvent.input(.character($0)) }.reduce(start, TerminalState.reduce)
    }

    func pressed(_ state: TerminalState, _ inputs: InputEvent...) -> TerminalState {
        inputs.map(TerminalEvent.input).reduce(state, TerminalState.reduce)
    }

    @Test("a comma groups thousands on both keypads, never a decimal comma: 1,024*2 is 2,048")
    func comma() {
        #expect(typed("1,024*2=").view.display == "2,048")
        #expect(typed("1,024*2=", mode: .expression).view.display == "2,048")
        #expect(typed("1,000,000+1=").view.display == "1,000,001")
        // Not after a digit it means nothing, and the bottom line says what it is for.
        let stray = typed("2+,")
        #expect(stray.notice?.kind == .warning && stray.notice?.text.contains("groups thousands") == true)
        #expect(typed("2+,3=").view.display == "5")
    }

    @Test("on the expression keypad letters spell function names: sqrt(16) is 4, sin(0)+ln(1) is 0, 2pi")
    func names() {
        #expect(typed("sqrt(16)=", mode: .expression).view.display == "4")
        #expect(typed("sin(0)+ln(1)=", mode: .expression).view.display == "0")
        #expect(typed("2*pi=", mode: .expression).view.display.hasPrefix("6.28318"))
        #expect(typed("2x3=", mode: .expression).view.display == "6")
        // A name spelled halfway is shown, and Backspace corrects it.
        let half = typed("2+sq", mode: .expression)
        #expect(half.typedName == "sq" && half.view.expression == "2+")
        let corrected = pressed(half, .backspace, .backspace, .character("4"), .enter)
        #expect(corrected.typedName.isEmpty && corrected.view.display == "6")
        // An unknown name is refused with a message, not typed; the keys after it count.
        let unknown = typed("foo(", mode: .expression)
        #expect(unknown.notice?.text.contains("“foo”") == true)
        #expect(unknown.view.expression == "(" && unknown.typedName.isEmpty)
        #expect(typed("foo(3x4", mode: .expression).view.expression == "(3×4")
    }

    @Test("an e typed right after digits and before a digit or sign is the exponent; alone it is e")
    func exponentLetter() {
        #expect(typed("1e-5=", mode: .expression).view.display == "0.00001")
        #expect(typed("2e3+1=", mode: .expression).view.display == "2,001")
        #expect(typed("1.5E+2=", mode: .expression).view.display == "150")
        #expect(typed("2*e+1=", mode: .expression).view.display.hasPrefix("6.43656"))
        #expect(typed("e+1=", mode: .expression).view.display.hasPrefix("3.71828"))
    }

    @Test("letters that were commands type on the expression keypad; Ctrl-Q, F10 and Ctrl-C quit on both")
    func commands() {
        let expression = typed("qcnmh", mode: .expression)
        #expect(!expression.isQuitting && !expression.isHistoryOpen)
        var typing = typed("qnmh", mode: .expression)
        #expect(TerminalState.reduce(into: &typing, .input(.character("c"))).isEmpty)  // a letter, not a copy
        #expect(expression.calculator.mode == .expression && expression.typedName == "qcnmh")
        #expect(typed("q").exitStatus == nil)  // no letter quits: a paste or a typo never ends the app
        // The converter types no expression: "1/4=" means nothing there.
        for mode in CalculatorState.Mode.allCases where mode != .converter {
            let start = typed("", mode: mode)
            #expect(pressed(start, .control("q")).exitStatus == 0)
            #expect(pressed(start, .functionKey(10)).exitStatus == 0)
            #expect(pressed(start, .interrupt).exitStatus == 130)
            #expect(pressed(start, .functionKey(2)).calculator.mode != mode)
            #expect(pressed(start, .control("t")).calculator.mode != mode)
            #expect(pressed(start, .control("r")).isHistoryOpen)
            // The programmer keypad divides whole numbers: 1/4 is 0 there.
            var quarter = typed("1/4=", mode: mode)
            #expect(
                Effect.settle(&quarter, .input(.control("y")), TerminalState.reduce(into:_:))
                    .contains(.copy(mode == .programmer ? "0" : "0.25")))
        }
    }

    @Test("? and F1 open the help, which lists every command; any key closes it and does nothing else")
    func help() {
        let open = typed("7?", mode: .expression)
        #expect(open.isHelpOpen)
        // Every line whole on the narrowest portrait keypad.
        #expect(HelpPanel.text(width: 46) == HelpPanel.text(width: 200))
        let listed = HelpPanel.text(width: 46).joined(separator: "\n")
        for key in ["F1", "F2", "F3", "F5", "F10", "^Q", "^C", "^Z", "^T", "^R", "^Y", "Esc"] {
            #expect(listed.contains(key), "help lists \(key)")
        }
        let closed = pressed(open, .character("8"))
        #expect(!closed.isHelpOpen && closed.view.expression == "7")
        #expect(pressed(typed(""), .functionKey(1)).isHelpOpen)
        #expect(!pressed(open, .functionKey(1)).isHelpOpen)
    }

    @Test("the view is made once per change and kept with the state")
    func viewKept() {
        var state = typed("2^10=")
        #expect(state.view == state.calculator.view && state.view.display == "1,024")
        state = TerminalState.reduce(state, .resize(columns: 120, rows: 30))
        #expect(state.view == state.calculator.view)
        state = pressed(state, .functionKey(2), .character("3"))
        #expect(state.view == state.calculator.view && state.view.mode == .expression)
    }
}
