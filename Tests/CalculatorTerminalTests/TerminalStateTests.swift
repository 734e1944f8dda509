import CalculatorKit
import Testing

@testable import CalculatorTerminal

@Suite("terminal app state and layout")
struct TerminalStateTests {
    func typed(_ text: String, columns: Int = 60, rows: Int = 26, mode: CalculatorState.Mode = .basic) -> TerminalState
    {
        let start = TerminalState(calculator: CalculatorState(mode: mode), columns: columns, rows: rows)
        return text.map { TerminalEvent.input(.character($0)) }.reduce(start, TerminalState.reduce)
    }

    @Test("narrow terminals get the portrait keypad, wide ones the scientific keys, all inside the screen")
    func layouts() {
        for (columns, rows) in [(24, 12), (40, 20), (60, 26), (79, 24), (80, 24), (120, 30), (200, 60)] {
            let layout = TerminalLayout(columns: columns, rows: rows, mode: .basic)
            #expect(layout.buttons.count == (columns >= 80 ? 49 : 19))
            for button in layout.buttons {
                #expect(button.box.column >= 1 && button.box.column + button.box.width - 1 <= columns)
                #expect(button.box.row > layout.display.row + 2 && button.box.row + button.box.height - 1 < rows)
            }
            // Keys never overlap.
            for (a, b) in zip(layout.buttons, layout.buttons.dropFirst()) where a.box.row == b.box.row {
                #expect(a.box.column + a.box.width <= b.box.column)
            }
        }
        #expect(!TerminalLayout(columns: 23, rows: 30, mode: .basic).fits)
        #expect(TerminalLayout(columns: 60, rows: 26, mode: .basic).key(atColumn: 1, row: 1) == nil)
    }

    @Test(
        "every keypad at every size from the smallest keeps its lines in the window, in order; where the keys leave no room the number is one row"
    )
    func everyModeFitsEverySize() {
        for mode in CalculatorState.Mode.allCases {
            for columns in [24, 30, 40, 79, 80, 120] {
                for rows in 12...26 {
                    let layout = TerminalLayout(columns: columns, rows: rows, mode: mode)
                    let place = "\(mode) at \(columns)×\(rows)"
                    #expect(layout.indicators.row >= 1, "\(place)")
                    #expect(layout.secondary.row == layout.indicators.row + 1, "\(place)")
                    #expect(layout.display.row == layout.secondary.row + 1, "\(place)")
                    let belowDisplay = layout.display.row + layout.display.height
                    #expect(
                        belowDisplay <= layout.programmerPanel.row || layout.programmerPanel.height == 0, "\(place)")
                    #expect(belowDisplay + layout.programmerPanel.height <= layout.keypad.row, "\(place)")
                    #expect(layout.keypad.row + layout.keypad.height <= layout.status.row, "\(place)")
                    #expect(layout.status.row == rows, "\(place)")
                    #expect(
                        layout.display.height == 1 || layout.display.height == 2 * layout.digitScale + 1, "\(place)")
                }
            }
        }
        let small = TerminalLayout(columns: 24, rows: 12, mode: .programmer)
        #expect(small.display.height == 1 && small.digitScale == 0 && small.displayCharacters >= 16)
        // Drawn: the word on the top line (no room for the mode's name beside it), the number in plain digits.
        let state = typed("255", columns: 24, rows: 12, mode: .programmer)
        let lines = ScreenRenderer(theme: .named(.dark)).canvas(state).text.split(
            separator: "\n", omittingEmptySubsequences: false)
        #expect(lines[0].contains("64-bit") && lines[2].split(separator: " ").last == "255", "\(lines)")
    }

    @Test("the display grows with the room above the keys: five-row digits at 250×70, three at 80×24 and 100×30")
    func biggerDisplay() {
        let big = TerminalLayout(columns: 250, rows: 70, mode: .basic)
        #expect(big.digitScale == 2 && big.display.height == 5)
        #expect(big.displayCharacters >= big.keypadLayout.maxDigits + 4)
        #expect(big.display.row + big.display.height < big.keypad.row)
        for (columns, rows) in [(80, 24), (100, 30), (40, 12), (60, 26)] {
            #expect(TerminalLayout(columns: columns, rows: rows, mode: .basic).display.height == 3)
        }
        let twelve = ["    ╷ ╶───┐", "    │     │", "    │ ┌───┘", "    │ │    ", "    ╵ └───╴"]
        #expect(BigDigits.rows("12", scale: 2) == twelve)
        #expect(BigDigits.rows("+", scale: 2) == ["     ", "  │  ", "╶─┼─╴", "  │  ", "     "])
        let state = typed("1234*5=", columns: 250, rows: 70)
        let screen = ScreenRenderer(theme: .named(.dark)).canvas(state).text
        let glyphs = BigDigits.rows("6,170", scale: 2)!
        #expect(glyphs.allSatisfy { screen.contains($0) })
    }

    @Test("the display holds what the large digits show, and typing stops at the layout's limit")
    func displaySize() {
        let portrait = typed("1234567890123")
        #expect(portrait.view.display == "123,456,789")
        let wide = typed("1234567890123", columns: 120, rows: 30)
        #expect(wide.view.display == "1,234,567,890,123")
        var resized = TerminalState.reduce(typed("2/3="), .resize(columns: 120, rows: 30))
        #expect(resized.view.display == "0.666666666666667")
        resized = TerminalState.reduce(resized, .resize(columns: 60, rows: 26))
        #expect(resized.view.display == "0.66666667")
    }

    @Test("Esc sends C, then AC; Ctrl-T switches keypads; Ctrl-Q quits, a typed q does not")
    func keys() {
        let escape = TerminalEvent.input(.escape)
        let state = typed("5+3")
        #expect(state.view.clearLabel == "C")
        let cleared = TerminalState.reduce(state, escape)
        #expect(cleared.view.display == "0" && cleared.view.clearLabel == "AC")
        #expect(
            TerminalState.reduce(TerminalState.reduce(cleared, .input(.character("2"))), .input(.enter)).view.display
                == "7")
        let allCleared = TerminalState.reduce(cleared, escape)
        #expect(
            TerminalState.reduce(TerminalState.reduce(allCleared, .input(.character("2"))), .input(.enter)).view.display
                == "2")
        #expect(TerminalState.reduce(typed(""), .input(.control("t"))).calculator.mode == .expression)
        #expect(TerminalState.reduce(typed(""), .input(.control("t"))).layout.keypadLayout == .portraitExpression)
        #expect(!typed("q").isQuitting && TerminalState.reduce(typed(""), .input(.control("q"))).isQuitting)
    }

    /// The state and effects after typing `text` and then one more event.
    func afterTyping(_ text: String, _ event: TerminalEvent, mode: CalculatorState.Mode = .basic)
        -> (TerminalState, [Effect<TerminalEvent>])
    {
        var state = typed(text, mode: mode)
        let effects = TerminalState.reduce(into: &state, event)
        return (state, effects)
    }

    @Test("a pressed key flashes and asks for the timer that ends it; a notice asks for its own")
    func flash() {
        let (state, effects) = afterTyping("", .input(.character("7")))
        #expect(state.flashed == .digit(7))
        #expect(effects == [.timer("flash", after: .milliseconds(150), send: .unflash)])
        #expect(TerminalState.reduce(state, .unflash).flashed == nil)
        let (noticed, noticeEffects) = afterTyping("", .note("cannot suspend"))
        #expect(noticed.notice == TerminalState.Notice(text: "cannot suspend", kind: .warning))
        #expect(noticeEffects == [.timer("notice", after: .seconds(2), send: .dismissNotice)])
        #expect(TerminalState.reduce(noticed, .dismissNotice).notice == nil)
    }

    @Test("= asks to record the calculation; the keypad's effects come out of the terminal's reduce")
    func record() {
        var (state, effects) = afterTyping("2+3", .input(.enter))
        // "=" asks for its calculation; its answer, sent back through reduce, records it.
        guard case let .evaluate(job)? = effects.first(where: { if case .evaluate = $0 { true } else { false } }) else {
            Issue.record("= asked for no calculation: \(effects)")
            return
        }
        #expect(
            TerminalState.reduce(into: &state, job.run())
                .contains(.recordCalculation(HistoryEntry(expression: "2 + 3", result: "5"))))
        var fresh = typed("")
        #expect(TerminalState.reduce(into: &fresh, .press(.clearHistory)).contains(.clearHistory))
    }

    /// The state and effects once every calculation the event asks for has answered.
    func settled(_ text: String, _ event: TerminalEvent) -> (TerminalState, [Effect<TerminalEvent>]) {
        var state = typed(text)
        let effects = Effect.settle(&state, event, TerminalState.reduce(into:_:))
        return (state, effects)
    }

    @Test("copy asks for the clipboard and says so; with nothing to copy it says why")
    func copy() {
        let (copied, effects) = settled("2/3=", .input(.control("y")))
        guard case let .copy(text)? = effects.first else {
            Issue.record("no copy effect: \(effects)")
            return
        }
        #expect(text.hasPrefix("0.6666") && text.count == 102)
        #expect(copied.notice?.text.hasPrefix("copied 0.6666") == true)
        #expect(Clipboard.osc52("1/3") == "\u{1B}]52;c;MS8z\u{07}")
        let (nothing, none) = settled("1/0=", .input(.control("y")))
        #expect(!none.contains { if case .copy = $0 { true } else { false } })
        #expect(nothing.notice?.kind == .warning)
        #expect(nothing.notice?.text.hasPrefix("nothing to copy: ") == true)
    }

    @Test("copy asked for while = is calculating copies its answer; C before the answer drops the copy")
    func copyWaitsForTheAnswer() {
        var state = typed("1/4")
        var pending = TerminalState.reduce(into: &state, .input(.enter)).compactMap(\.job)
        #expect(pending.count == 1)
        // Nothing is copied yet: the screen still shows what came before the answer.
        #expect(TerminalState.reduce(into: &state, .input(.control("y"))).compactMap(\.job).isEmpty)
        var copies: [String] = []
        while let job = pending.popLast() {
            for effect in TerminalState.reduce(into: &state, job.run()) {
                if let next = effect.job { pending.append(next) }
                if case let .copy(text) = effect { copies.append(text) }
            }
        }
        #expect(copies == ["0.25"])
        #expect(state.notice?.text == "copied 0.25")

        var cancelled = typed("1/4")
        let running = TerminalState.reduce(into: &cancelled, .input(.enter)).compactMap(\.job)
        _ = TerminalState.reduce(into: &cancelled, .input(.control("y")))
        _ = TerminalState.reduce(into: &cancelled, .input(.escape))
        for job in running {
            let effects = TerminalState.reduce(into: &cancelled, job.run())
            #expect(!effects.contains { $0.job?.name == "copy" })
        }
    }

    @Test("the history panel chooses with the arrows and reuses the result with Enter")
    func history() {
        var state = TerminalState.reduce(typed("1+1=2+2="), .input(.control("r")))
        #expect(state.isHistoryOpen)
        for event: TerminalEvent in [.input(.up), .input(.up), .input(.up), .input(.enter)] {
            state = TerminalState.reduce(state, event)
        }
        #expect(!state.isHistoryOpen)
        #expect(state.view.display == "2")  // the older one: 1 + 1
    }

    @Test("COLORFGBG picks the theme: a light background gets the light one")
    func theme() {
        #expect(Theme.name(colorFGBG: "15;0") == .dark)
        #expect(Theme.name(colorFGBG: "0;15") == .light)
        #expect(Theme.name(colorFGBG: "0;default;7") == .light)
        #expect(Theme.name(colorFGBG: nil) == .dark)
    }
}

extension Effect {
    /// The calculation this effect asks for, if it is one.
    fileprivate var job: Job<Event>? {
        if case let .evaluate(job) = self { job } else { nil }
    }
}
