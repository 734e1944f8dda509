import CalculatorKit
import Testing

@testable import CalculatorTerminal

/// Nothing surprising: a cursor in the expression, every key reachable from the keyboard,
/// one bottom line for every view, a warning that goes when saving works again, and a
/// window too small for the keypad that does nothing unseen.
@Suite("terminal: the cursor, keys by name, the bottom line, warnings, small windows")
struct TerminalConsistencyTests {
    func start(_ mode: CalculatorState.Mode = .basic, columns: Int = 80, rows: Int = 24) -> TerminalState {
        TerminalState(calculator: CalculatorState(mode: mode, seed: 1), columns: columns, rows: rows)
    }

    /// Characters typed, and ← → ⇤ ⇥ (Home, End) as the arrow keys.
    func typed(_ state: TerminalState, _ text: String) -> TerminalState {
        let arrows: [Character: InputEvent] = ["←": .left, "→": .right, "⇤": .home, "⇥": .end, "\n": .enter]
        return text.map { TerminalEvent.input(arrows[$0] ?? .character($0)) }.reduce(state, TerminalState.reduce)
    }

    func pressed(_ state: TerminalState, _ inputs: InputEvent...) -> TerminalState {
        inputs.map(TerminalEvent.input).reduce(state, TerminalState.reduce)
    }

    func lines(_ state: TerminalState) -> [String] {
        ScreenRenderer(theme: .named(.dark)).canvas(state).text.split(separator: "\n").map(String.init)
    }

    @Test("while an expression is edited ← → Home End move its cursor and keys write there")
    func cursor() {
        let edited = typed(start(.expression), "12+345*2←←←6")
        #expect(edited.view.expression == "12+3,465×2" && edited.view.expressionCursor == 7)
        #expect(lines(edited).contains { $0.contains("12+3,465×2") })
        // A name typed at the cursor goes in there, and writes its key there once ended.
        let named = typed(start(.expression), "2⇤pi ")
        #expect(named.view.expression == "π×2")
        let backspaced = pressed(typed(start(.expression), "1+23←"), .backspace)
        #expect(backspaced.view.expression == "1+3")
        #expect(typed(start(.expression), "1+23⇤⇥4").view.expression == "1+234")
    }

    @Test("after = the arrows scroll the result's digits, as on the Basic keypad")
    func arrowsAfterEquals() {
        let scrolled = typed(start(.expression), "1/7\n→")
        #expect(scrolled.view.scrolled != nil && scrolled.view.expressionCursor == nil)
        #expect(typed(start(.basic), "1/7\n→").view.scrolled != nil)
    }

    @Test("memory keys and 2nd by name on the Basic and Expression keypads: m+ m- mr mc second")
    func keysByName() {
        for mode in [CalculatorState.Mode.basic, .expression] {
            var state = typed(start(mode), "7\nm+ ")
            #expect(state.view.hasMemory, "\(mode)")
            state = typed(state, "m- m+ ")
            state = pressed(state, .escape, .escape)
            state = typed(state, "mr ")
            #expect(state.view.display == "7", "\(mode)")
            state = typed(state, "mc ")
            #expect(!state.view.hasMemory, "\(mode)")
            #expect(typed(start(mode), "second ").view.isSecond, "\(mode)")
            #expect(!typed(start(mode), "shift shift ").view.isSecond, "\(mode)")
        }
        // n p x stay keys on the Basic keypad.
        #expect(typed(start(.basic), "3x2\n").view.display == "6")
        // A name not known says so and does nothing else.
        let unknown = typed(start(.basic), "quarts ")
        #expect(unknown.notice?.text.contains("quarts") == true && !unknown.isQuitting)
        // The help lists them.
        let help = HelpPanel.text(width: 80, mode: .basic).joined(separator: "\n")
        for name in ["mc mr m+ m-", "second", "n p x"] { #expect(help.contains(name), "help lists \(name)") }
    }

    @Test("F1 in the notes shows the editor's keys over the note; any key closes it; ? is typed there")
    func notesHelp() {
        let notes = pressed(start(), .functionKey(4))
        let help = pressed(notes, .functionKey(1))
        #expect(help.isNotesOpen && help.isHelpOpen)
        let screen = lines(help).joined(separator: "\n")
        #expect(screen.contains("this help (? is typed)") && screen.contains("back to the keypad"))
        let closed = pressed(help, .character("x"))
        #expect(closed.isNotesOpen && !closed.isHelpOpen && closed.notes?.live.text == "")
        #expect(pressed(notes, .character("?")).notes?.live.text == "?")
        #expect(!pressed(help, .escape).isHelpOpen && pressed(help, .escape).isNotesOpen)
    }

    @Test("the bottom line: the last row from the first column on every view, F1 help and F10 quit first")
    func bottomLine() {
        var views = CalculatorState.Mode.allCases.map { ("\($0)", start($0)) }
        views.append(("notes", pressed(start(), .functionKey(4))))
        views.append(("history", pressed(start(), .functionKey(3))))
        for (name, state) in views {
            let last = lines(state).last ?? ""
            #expect(last.hasPrefix("F1 help · F10 quit · "), "\(name): \(last)")
        }
        #expect(lines(start(.expression)).last?.contains("F4 notes") == true)
        #expect(lines(start(.converter)).last?.contains("F2 keypad") == true)
        let help = pressed(start(), .character("?"))
        #expect(lines(help).last?.hasPrefix("F10 quit · ") == true)
        // Narrow: as many hints as fit, whole.
        let narrow = lines(start(columns: 30, rows: 24)).last ?? ""
        #expect(narrow.trimmingCharacters(in: .whitespaces) == "F1 help · F10 quit · F2 keypad")
    }

    @Test("a saver's warning goes once a later save succeeds; another warning stays")
    func warningClears() {
        var state = start()
        state = TerminalState.reduce(state, .warn("disk full: history is not saved yet", about: .history))
        state = TerminalState.reduce(state, .warn("disk full: the note is not saved", about: .notes))
        #expect(state.warning == "disk full: history is not saved yet")
        #expect(lines(state).last?.hasPrefix("⚠ disk full: history") == true)
        state = TerminalState.reduce(state, .recovered(.history))
        #expect(state.warning == "disk full: the note is not saved")
        state = TerminalState.reduce(state, .recovered(.notes))
        #expect(state.warning == nil)
        #expect(lines(state).last?.hasPrefix("F1 help") == true)
        var opened = start()
        opened.warning = "history could not be read"
        #expect(TerminalState.reduce(opened, .recovered(.history)).warning == "history could not be read")
    }

    @Test("at 20×10 the window asks for room, keys do nothing unseen, quit works, and a resize brings the keypad")
    func tooSmall() {
        let small = start(columns: 20, rows: 10)
        let screen = lines(small)
        #expect(screen.contains { $0.contains("Window too small") } && screen.contains { $0.contains("needs 24×12") })
        #expect(screen.allSatisfy { $0.count == 20 })
        var typed = typed(small, "q=12+3\n?")
        typed = pressed(typed, .functionKey(3), .functionKey(4), .paste("99"), .click(column: 3, row: 3))
        #expect(!typed.isQuitting && !typed.isHelpOpen && !typed.isHistoryOpen && !typed.isNotesOpen)
        #expect(typed.view == small.view)
        var effects: [Effect<TerminalEvent>] = []
        var state = small
        effects += TerminalState.reduce(into: &state, .input(.enter))
        #expect(effects.isEmpty)
        #expect(pressed(small, .control("q")).isQuitting)
        let bigger = TerminalState.reduce(typed, .resize(columns: 80, rows: 24))
        #expect(lines(bigger).last?.hasPrefix("F1 help") == true && !bigger.layout.buttons.isEmpty)
    }
}
