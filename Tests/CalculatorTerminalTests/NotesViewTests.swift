import CalculatorKit
import Foundation
import Testing

@testable import CalculatorTerminal

/// The terminal's notes view: a line editor whose lines show live results.
@Suite("terminal notes view")
struct NotesViewTests {
    func start(_ note: String = "", mode: CalculatorState.Mode = .basic) -> TerminalState {
        var state = TerminalState(calculator: CalculatorState(mode: mode), columns: 60, rows: 26)
        state.savedNote = note
        return state
    }

    func pressed(_ state: TerminalState, _ inputs: InputEvent...) -> TerminalState {
        inputs.map(TerminalEvent.input).reduce(state, TerminalState.reduce)
    }

    func typed(_ state: TerminalState, _ text: String) -> TerminalState {
        text.map { TerminalEvent.input($0 == "\n" ? .enter : .character($0)) }.reduce(state, TerminalState.reduce)
    }

    @Test("F4 and Ctrl-N open the notes and close them again; Esc closes them too")
    func opens() {
        for key: InputEvent in [.functionKey(4), .control("n")] {
            let open = pressed(start(), key)
            #expect(open.isNotesOpen)
            #expect(!pressed(open, key).isNotesOpen)
            #expect(!pressed(open, .escape).isNotesOpen)
        }
        #expect(HelpPanel.text(width: 46).joined().contains("F4 ^N"))
    }

    @Test("typing r = 2, Enter, pi r^2 shows 4π ≈ 12.566… beside the second line; letters type, never commands")
    func results() {
        let state = typed(pressed(start(), .functionKey(4)), "r = 2\npi r^2")
        let editor = state.notes!
        #expect(editor.notes.text == "r = 2\npi r^2")
        #expect(editor.shown(of: 0) == .value("2"))
        #expect(editor.shown(of: 1) == .value("4π ≈ 12.5663706144"))
        #expect(!state.isQuitting && state.commandMode == .expression)
        let canvas = ScreenRenderer(theme: .named(.dark)).canvas(state).text
        #expect(canvas.contains("pi r^2") && canvas.contains("= 4π ≈ 12.5663706144"))
        // q, h, m and ? are text in the notes, even over the basic keypad.
        let more = typed(state, "\nqhm?")
        #expect(more.notes!.text(of: 2) == "qhm?" && !more.isQuitting && !more.isHistoryOpen && !more.isHelpOpen)
    }

    @Test("an exact form that leaves no room for the digits beside its line gives way to them")
    func longFormsGiveWay() {
        let state = typed(pressed(start(), .functionKey(4)), "sqrt(8)\nw = 123456789/1000003 + 7 sqrt(5)")
        #expect(state.notes!.shown(of: 1) == .value("123456789/1000003 + 7√5 ≈ 139.108894473"))
        let canvas = ScreenRenderer(theme: .named(.dark)).canvas(state).text
        #expect(canvas.contains("= 2√2 ≈ 2.82842712475") && canvas.contains("= 139.108894473"))
        #expect(!canvas.contains("1000003 + 7√5"))
    }

    @Test("editing an earlier line updates the lines that use it, and only those")
    func dependencies() {
        var state = typed(pressed(start("r = 2\npi r^2\n1 + 1"), .functionKey(4)), "")
        #expect(state.notes!.shown(of: 1) == .value("4π ≈ 12.5663706144"))
        // Cursor to the end of line 1, and 2 → 3.
        state = pressed(state, .end, .backspace, .character("3"))
        #expect(state.notes!.notes.text == "r = 3\npi r^2\n1 + 1")
        #expect(state.notes!.shown(of: 1) == .value("9π ≈ 28.2743338823"))
        #expect(state.notes!.notes.evaluatedLines == 2)
    }

    @Test("arrows, Home, End, Enter in the middle and Backspace at a line's start edit like a text field")
    func editing() {
        var state = typed(pressed(start(), .functionKey(4)), "12\n34")
        state = pressed(state, .up, .end, .left, .enter)
        #expect(state.notes!.notes.text == "1\n2\n34")
        state = pressed(state, .backspace)
        #expect(state.notes!.notes.text == "12\n34" && state.notes!.line == 0 && state.notes!.column == 1)
        state = pressed(state, .home, .character("9"), .down, .end, .character("5"))
        #expect(state.notes!.notes.text == "912\n345")
        #expect(state.notes!.revision > 0)
    }

    @Test("Delete takes the character after the cursor, and at a line's end joins the line below")
    func deleteForward() {
        var state = typed(pressed(start(), .functionKey(4)), "12\n34")
        state = pressed(state, .up, .home, .delete)
        #expect(state.notes!.notes.text == "2\n34" && state.notes!.column == 0)
        state = pressed(state, .end, .delete)
        #expect(state.notes!.notes.text == "234" && state.notes!.line == 0 && state.notes!.column == 1)
        state = pressed(state, .end, .delete)
        #expect(state.notes!.notes.text == "234")
    }

    @Test("errors show a short reason beside the line; each line has a short time budget")
    func errorsAndTime() {
        let state = typed(pressed(start(), .functionKey(4)), "1/0\nx + 1\n2^2^2^2^2^2^2^2")
        #expect(state.notes!.shown(of: 0) == .error("cannot divide by zero"))
        #expect(state.notes!.shown(of: 1) == .error("unknown name 'x'"))
        let canvas = ScreenRenderer(theme: .named(.dark)).canvas(state).text
        #expect(canvas.contains("! cannot divide by zero"))
        guard case let .error(reason) = state.notes!.shown(of: 2) else {
            Issue.record("2^2^…^2 shows \(state.notes!.shown(of: 2))")
            return
        }
        #expect(reason.contains("too large"))
        #expect(NotesEditor.lineLimits.timeLimit == .milliseconds(500))
    }

    @Test("a click puts the cursor on the line and column it points at, and presses no hidden key")
    func click() {
        var state = typed(pressed(start(), .functionKey(4)), "12\n345\n6")
        let display = state.view.display
        state = pressed(state, .click(column: 3, row: 3))
        #expect(state.notes!.line == 1 && state.notes!.column == 2)
        state = pressed(state, .click(column: 40, row: 2), .scroll(up: false))
        #expect(state.notes!.line == 1 && state.notes!.column == 2)
        #expect(state.view.display == display && state.isNotesOpen)
    }

    @Test("a line stops growing at the line limit, and says so")
    func lineLimit() {
        let long = String(repeating: "1", count: 1000)
        let state = typed(pressed(start(long), .functionKey(4), .end), "2")
        #expect(state.notes!.text(of: 0) == long)
        #expect(state.notes!.problem?.contains("1000") == true)
    }
}

@Suite("terminal notes: the day's exchange rates")
struct NotesRatesTests {
    static let feed = """
        <gesmes:Envelope><Cube><Cube time='2026-10-29'>
        <Cube currency='USD' rate='1.1130'/></Cube></Cube></gesmes:Envelope>
        """

    func start(_ daily: DailyRates?) -> TerminalState {
        var state = TerminalState(calculator: CalculatorState(), columns: 80, rows: 26)
        state.dailyRates = daily
        return state
    }

    func typed(_ state: TerminalState, _ text: String) -> TerminalState {
        text.map { TerminalEvent.input($0 == "\n" ? .enter : .character($0)) }.reduce(state, TerminalState.reduce)
    }

    @Test("a currency in the note fetches the day's rates by a job, once; the line then shows their day")
    func fetches() {
        let fetches = Counter()
        let daily = DailyRates(
            access: .inMemory { _, _, _ in
                fetches.add()
                return .success(Data(Self.feed.utf8))
            })
        var state = TerminalState.reduce(start(daily), .input(.functionKey(4)))
        state = typed(state, "2 + 2\n")
        #expect(fetches.count == 0)  // no currency yet: nothing fetched
        state = typed(state, "10 USD to EUR")
        #expect(fetches.count == 1)
        #expect(state.notes!.shown(of: 1) == .value("≈ 8.984725966 EUR · ECB 2026-10-29"))
        state = typed(state, "\n$5 to EUR")
        #expect(fetches.count == 1)
        #expect(state.notes!.shown(of: 2) == .value("≈ 4.492362983 EUR · ECB 2026-10-29"))
        let canvas = ScreenRenderer(theme: .named(.dark)).canvas(state).text
        #expect(canvas.contains("ECB 2026-10-29"))
    }

    @Test("with no network, the built-in table answers with its day, and says how old it is")
    func offline() {
        let daily = DailyRates(access: .inMemory { _, _, _ in .failure(.unreachable) })
        var state = TerminalState.reduce(start(daily), .input(.functionKey(4)))
        state = typed(state, "10 USD to EUR")
        #expect(state.notes!.shown(of: 0) == .value("≈ 8.950948801 EUR · ECB 2026-10-30, built in"))
        #expect(state.notice?.text.hasPrefix("exchange rates of 2026-10-30, built in") == true)
        // Without daily rates or a rates file, nothing is fetched: the table answers.
        let fixed = typed(TerminalState.reduce(start(nil), .input(.functionKey(4))), "10 USD to EUR")
        #expect(fixed.notes!.shown(of: 0) == .value("≈ 8.950948801 EUR · ECB 2026-10-30, built in"))
    }

    @Test("the rates are asked for by a job that waits: on a thread of its own, never a calculation thread")
    func fetchWaitsBeside() {
        let daily = DailyRates(access: .inMemory { _, _, _ in .failure(.unreachable) })
        var state = typed(TerminalState.reduce(start(daily), .input(.functionKey(4))), "2 + 2")
        let worked = state.notes!.live.work()(Cancellation())
        let effects = TerminalState.reduce(into: &state, .notesWorked(worked, mentionsCurrency: true))
        let jobs = effects.compactMap { effect -> Job<TerminalEvent>? in
            if case let .evaluate(job) = effect { return job } else { return nil }
        }
        #expect(jobs.map(\.name) == ["rates"])
        #expect(jobs.first?.waits == true)
    }

    @Test("a rates file's rates are the note's rates")
    func file() throws {
        var state = start(nil)  // as `calculator --rates FILE` starts it: no daily rates
        state.fileRates = try CurrencyRates(parsing: "EUR = 1\nUSD = 0.5 EUR\n")
        state = typed(TerminalState.reduce(state, .input(.functionKey(4))), "10 USD to EUR")
        #expect(state.notes!.shown(of: 0) == .value("5 EUR"))
    }

    final class Counter: @unchecked Sendable {
        private let lock = NSLock()
        private var value = 0
        func add() { lock.withLock { value += 1 } }
        var count: Int { lock.withLock { value } }
    }
}
