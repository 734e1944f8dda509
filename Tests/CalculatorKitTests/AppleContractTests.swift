import CalculatorKit
import Foundation
import Testing

/// The Apple app's calls into the kit, made here on Linux. Its SwiftUI views are only parsed
/// on this machine (scripts/check-swiftui), never type-checked, so a change to the kit's API
/// would break the app unseen; each test below makes the calls one view makes, with the same
/// types and argument labels, so such a change fails this build instead. A plain
/// `import CalculatorKit`, as the app has: only what is public counts.
///
/// Keep it in step with `Apps/Apple`: scripts/check-apple-contract fails when the views use a
/// kit name that this file does not.
@Suite("The Apple app's calls into the kit")
@MainActor
struct AppleContractTests {
    /// CalculatorScene: the model, with separators from the system's language.
    @Test func scene() {
        let separators: NumberFormat.Separators = NumberFormat.Separators(language: "de_DE") ?? .english
        let model = CalculatorModel(CalculatorState(separators: separators))
        #expect(separators == .german)
        #expect(model.view.mode == .basic)
    }

    /// CalculatorWindow and AppHistory: the saved history in the state's context, and the
    /// handlers that record each calculation and clear it.
    @Test func savedHistory() async {
        var state = CalculatorState()
        state.context.history = [HistoryEntry(expression: "1 + 1", result: "2")]
        let recorded = Recorded()
        let handlers = EffectHandlers(
            recordCalculation: { recorded.add($0.expression) },
            clearHistory: { recorded.add("cleared") })
        let model = CalculatorModel(state, handlers: handlers)
        model.send([.digit(3), .operation(.multiply), .digit(4), .equals, .clearHistory])
        await model.settle()
        #expect(recorded.all == ["3 × 4", "cleared"])
        #expect(model.view.history.isEmpty)
    }

    /// What the handlers were given, in order.
    final class Recorded: @unchecked Sendable {
        private let lock = NSLock()
        private var items: [String] = []
        func add(_ item: String) { lock.withLock { items.append(item) } }
        var all: [String] { lock.withLock { items } }
    }

    /// NotesModel: the lines as typed at once, the note worked out by a `NotesWorker`.
    @Test func notesBesideTheTyping() async {
        let lines: [String] = Notes.lineTexts(of: "r = 2")
        #expect(lines == ["r = 2"])
        let answers = AsyncStream.makeStream(of: (Notes, [LineResult.Shown]).self, bufferingPolicy: .bufferingNewest(1))
        let worker = NotesWorker(text: "r = 2", limits: CalculationLimits(timeLimit: .seconds(60))) {
            answers.continuation.yield($0)
        }
        worker.apply(.insertLine(1, "r^2"))
        for await (notes, shown) in answers.stream where notes.lines.count == 2 {
            #expect(shown == [.value("2"), .value("4")])
            break
        }
    }

    /// AppRates and NotesModel: the day's rates through a fetch and a cache file the app lends
    /// the kit, asked for once a line names a currency; the money lines follow the fetched rates.
    @Test func dailyRates() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("rates-\(UUID().uuidString)")
        let cacheFile = folder.appendingPathComponent("eurofxref-daily.xml")
        let failureFile = folder.appendingPathComponent("eurofxref-daily.tried")
        let feed = """
            <gesmes:Envelope xmlns:gesmes="http://www.gesmes.org/xml/2002-08-01" xmlns="http://www.ecb.int/vocabulary/2002-08-01/eurofxref">
            <Cube><Cube time='2026-11-25'><Cube currency='USD' rate='1.0860'/></Cube></Cube></gesmes:Envelope>
            """
        let failures: [RatesFetchFailure] = [
            .badAddress, .timedOut(seconds: 10), .unreachable, .insecure, .refused(status: 404), .tooLarge, .failed,
        ]
        #expect(failures.count == 7)
        let access = RatesFeedAccess(
            fetch: { address, timeout, maxBytes in
                address.hasPrefix("https://") && timeout > 0 && maxBytes > 0
                    ? .success(Data(feed.utf8)) : .failure(.badAddress)
            },
            readCache: { maxBytes in
                guard
                    let written = (try? FileManager.default.attributesOfItem(atPath: cacheFile.path))?[
                        .modificationDate] as? Date,
                    let handle = try? FileHandle(forReadingFrom: cacheFile)
                else { return nil }
                defer { try? handle.close() }
                guard let data = try? handle.read(upToCount: maxBytes + 1) else { return nil }
                return (data, written)
            },
            replaceCache: { data in
                try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
                try? data.write(to: cacheFile, options: .atomic)
            },
            lastFailure: {
                (try? FileManager.default.attributesOfItem(atPath: failureFile.path))?[.modificationDate] as? Date
            },
            noteFailure: { _ in })
        _ = RatesFeedAccess.none
        // Without a Caches folder the app fetches all the same, and keeps the rates in memory.
        _ = RatesFeedAccess.inMemory(fetch: { _, _, _ in .failure(.failed) })
        let daily = DailyRates(access: access)
        #expect(daily.atHand().date == CurrencyRates.shipped.date && daily.timeout == DailyRates.defaultTimeout)
        #expect(CurrencyRates.mentionsCurrency("10 USD to EUR") && !CurrencyRates.mentionsCurrency("2+2"))
        let answers = AsyncStream.makeStream(of: (Notes, [LineResult.Shown]).self, bufferingPolicy: .bufferingNewest(1))
        let worker = NotesWorker(text: "10 USD to EUR", limits: CalculationLimits(timeLimit: .seconds(60))) {
            answers.continuation.yield($0)
        }
        worker.apply(.setCurrencies(daily.atHand()))
        let fetched = Thread {
            let answer = daily.refresh()
            worker.apply(.setCurrencies(answer.rates))
        }
        fetched.start()
        for await (_, shown) in answers.stream where shown == [.value("≈ 9.208103131 EUR · ECB 2026-11-25")] { break }
        #expect(daily.cached()?.date == "2026-11-25")
        try? FileManager.default.removeItem(at: folder)
    }

    /// CalculatorScreen: the layout for the mode and orientation, and its display size sent on a change.
    @Test func screen() async {
        let model = CalculatorModel(CalculatorState())
        for orientation: KeypadLayout.Orientation in [.portrait, .landscape] {
            let layout: KeypadLayout = KeypadLayout.keypad(model.view.mode, orientation)
            let resize: KeypadAction = layout.resize
            model.send(resize)
        }
        model.send([.digit(1), .digit(2)])
        await model.settle()
        #expect(KeypadLayout.keypad(.basic, .portrait) != KeypadLayout.keypad(.basic, .landscape))
        #expect(model.view.display == "12")
    }

    /// KeypadMetrics and KeypadView: the grid's size, its rows and cells.
    @Test func keypadGrid() {
        let layout = KeypadLayout.keypad(.basic, .portrait)
        let columns: Int = layout.columns
        let rows: [[KeypadLayout.Cell]] = layout.rows
        let widest: Int = rows.flatMap { $0 }.map(\.columns).max() ?? 0
        #expect(columns == 4)
        #expect(rows.count == 5)
        #expect(widest == 2)  // the wide 0
        #expect(layout.rows[4][0].key == .digit(0))
    }

    /// KeyButton and KeyColors: a cell's caption, role and light, and the key it sends now.
    @Test func keyButton() async {
        let model = CalculatorModel(CalculatorState())
        let clearCell = KeypadLayout.keypad(.basic, .portrait).rows[0][0]
        model.send([.digit(5), .operation(.add)])
        await model.settle()
        let view: ViewState = model.view
        let plus = KeypadLayout.Cell(.operation(.add))
        #expect(view.caption(of: clearCell.key) == "C")
        #expect(view.isHighlighted(plus.key))
        #expect(view.keyToSend(clearCell.key) == .clear)
        var roles: [KeyRole] = []
        for cell in KeypadLayout.keypad(.basic, .landscape).rows.flatMap({ $0 }) {
            let role: KeyRole = cell.key.role
            // Every role has its colours: a new one must be added to KeyColors.of too.
            switch role {
            case .operation, .control, .digit, .scientific: roles.append(role)
            }
        }
        #expect(Set(roles.map(\.rawValue)) == ["operation", "control", "digit", "scientific"])
        model.press(clearCell.key)
        await model.settle()
        #expect(model.view.display == "0")
    }

    /// KeyboardInput: a hardware keyboard's keys, mapped by the kit, sent as a tap on the cell.
    @Test func keyboard() async throws {
        let model = CalculatorModel(CalculatorState())
        let keys: [KeyboardKey] = [.character("7"), .character("*"), .character("6"), .enter]
        for keyboard in keys {
            let cell: Key = try #require(KeyboardMap.cell(for: keyboard, in: model.view.mode))
            model.press(cell)
        }
        await model.settle()
        #expect(model.view.display == "42")
        #expect(KeyboardMap.cell(for: .backspace, in: .basic) == .backspace)
        #expect(KeyboardMap.cell(for: .delete, in: .basic) == .backspace)
        #expect(KeyboardMap.cell(for: .escape, in: .basic) != nil)
    }

    /// DisplayView: the two lines, their emphasis, the ≈ mark, the error, and ⌫ from a swipe.
    @Test func display() async {
        let model = CalculatorModel(CalculatorState(mode: .expression))
        model.send([.digit(2), .operation(.divide), .digit(0)])
        await model.settle()
        var view = model.view
        let expression: String = view.expression
        #expect(expression.isEmpty == false)
        #expect(view.emphasis == .expression)
        model.send(.equals)
        await model.settle()
        view = model.view
        let error: String? = view.error
        #expect(error != nil)
        model.send([.allClear, .function(.squareRoot), .digit(2), .equals])
        await model.settle()
        view = model.view
        #expect(view.emphasis == .result)
        #expect(view.isExact == false)
        let display: String = view.display
        #expect(display.hasPrefix("1.41421"))
        model.send(.backspace)
        await model.settle()
        #expect(model.view.converter == nil)
        // A tap on the display sends the display key (a/b): the exact form, or why there is none.
        model.send([.allClear, .function(.squareRoot), .digit(8), .equals, KeypadLayout.displayKey])
        await model.settle()
        #expect(model.view.display == "2√2")
        model.send([.allClear, .function(.sin), .digit(1), .equals])
        await model.settle()
        let note: String? = model.view.exactFormNote
        #expect(note == "no exact form is known")
        #expect(KeypadLayout.displayKey.spokenName.isEmpty == false)
    }

    /// DisplayView's drag: on a rounded result it scrolls the digits (a digit per digit's width
    /// moved, sent as it moves), elsewhere a swipe is ⌫.
    @Test func displayDrag() async {
        let model = CalculatorModel(CalculatorState())
        model.send([.digit(1), .operation(.divide), .digit(7), .equals])
        await model.settle()
        var view: ViewState = model.view
        let scrolls: Bool = view.isScrollable || view.scrolled != nil
        #expect(scrolls)
        model.send(.scroll(.by(12)))
        await model.settle()
        model.send(.scroll(.by(8)))
        await model.settle()
        view = model.view
        let scrolled: ScrolledResult? = view.scrolled
        #expect(scrolled?.lastPlace == 28)
        #expect(view.display.hasSuffix("571428…"))  // places 23 to 28 of 1/7
        model.send([.allClear, .digit(4), .digit(5)])
        await model.settle()
        #expect(!(model.view.isScrollable || model.view.scrolled != nil))
        model.send(.backspace)
        await model.settle()
        #expect(model.view.display == "4")
    }

    /// ResultMenu: copy and Chinese uppercase, worked out when chosen, or why there is nothing.
    @Test func resultMenu() async {
        let model = CalculatorModel(CalculatorState())
        model.send([.digit(1), .digit(0), .equals])
        await model.settle()
        let view: ViewState = model.view
        let value: Number? = view.value
        #expect(value != nil)
        // Worked out on the calculation threads, off the main actor.
        let copied = await CalculationThreads.shared.run(owner: "app") { view.copyText() }
        switch copied {
        case let .success(text): #expect(text == "10")
        case let .failure(nothing): Issue.record("\(nothing.description)")
        }
        let amount = await CalculationThreads.shared.run(owner: "app") { view.chineseAmount() }
        switch amount {
        case let .success(words): #expect(words == "壹拾元整")
        case let .failure(reason): Issue.record("\(reason.description)")
        }
        model.send([.changeSign])
        await model.settle()
        if case let .failure(reason) = model.view.chineseAmount() {
            #expect(reason.description.isEmpty == false)
        } else {
            Issue.record("a negative amount has no Chinese uppercase")
        }
    }

    /// HistorySheet: the entries, reusing one, and Clear.
    @Test func history() async throws {
        let model = CalculatorModel(CalculatorState())
        model.send([.digit(1), .operation(.divide), .digit(4), .equals, .allClear])
        await model.settle()
        let history: [HistoryEntry] = model.view.history
        let entry = try #require(history.indices.reversed().first.map { history[$0] })
        let expression: String = entry.expression, result: String = entry.result
        #expect(expression == "1 ÷ 4")
        #expect(result == "0.25")
        model.send(.recall(history[history.count - 1]))
        await model.settle()
        #expect(model.view.display == "0.25")
        model.send(.clearHistory)
        await model.settle()
        #expect(model.view.history.isEmpty)
    }

    /// TopBar: the keypad switch, the memory and angle marks.
    @Test func topBar() async {
        let model = CalculatorModel(CalculatorState())
        let modes: [CalculatorState.Mode] = CalculatorState.Mode.allCases
        let names: [String] = modes.map { Key.mode($0).label }
        #expect(names.count == 4 && Set(names).count == 4)
        model.send([.digit(3), .memoryAdd])
        await model.settle()
        let view = model.view
        let hasMemory: Bool = view.hasMemory
        #expect(hasMemory)
        #expect(view.mode != .converter)
        #expect(view.angle == .degrees)
        model.send(.mode(.converter))
        await model.settle()
        #expect(model.view.mode == .converter)
    }

    /// ConverterDisplayView: the kind, both numbers with their units, and a tap on a unit.
    @Test func converterDisplay() async throws {
        let model = CalculatorModel(CalculatorState())
        model.send([.mode(.converter), .converter(.from("mi")), .converter(.to("km")), .digit(1)])
        await model.settle()
        let converter: ConverterScreen = try #require(model.view.converter)
        let kind: String = converter.category.rawValue.capitalized
        #expect(kind == "Length")
        #expect(
            [converter.input, converter.fromUnit, converter.output, converter.toUnit] == ["1", "mi", "1.609344", "km"])
        #expect(model.view.error == nil)
        let steps: [ConverterKey] = [.nextFromUnit, .nextToUnit]
        for step in steps { model.send(.converter(step)) }
        await model.settle()
        let stepped = try #require(model.view.converter)
        #expect(stepped.fromUnit != "mi" && stepped.toUnit != "km")
    }

    /// ProgrammerDisplayView: the four bases, the character, the bits, and a tap on a bit.
    @Test func programmerDisplay() async throws {
        let model = CalculatorModel(CalculatorState())
        model.send([.mode(.programmer), .digit(4), .digit(1)])
        await model.settle()
        let programmer: ProgrammerScreen = try #require(model.view.programmer)
        #expect(
            [programmer.hex, programmer.decimal, programmer.octal, programmer.binary]
                == ["0x41", "65", "0o101", "0b1000001"])
        #expect(programmer.character == "A")
        #expect(programmer.bits.count == 64)
        let n = 1
        model.send(.programmer(.flipBit(n)))
        await model.settle()
        #expect(model.view.programmer?.decimal == "67")
    }

    /// NotesView and NoteRow: a note from saved text, edits through `Notes.reduce`, and what each line shows.
    @Test func notes() {
        // Far above what two short lines take on a busy machine.
        let limits = CalculationLimits(timeLimit: .seconds(60))
        var notes = Notes()
        #expect(notes.lines.isEmpty)
        notes = Notes(text: "r = 2", limits: limits)
        let edits: [Notes.Edit] = [.insertLine(1, ""), .replaceLine(1, "r^2"), .insertLine(2, "x"), .removeLine(2)]
        for edit in edits { notes = Notes.reduce(notes, edit) }
        let before: [LineResult?] = notes.lines.map(\.result)
        #expect(before[0] == notes.lines[0].result)
        let text: String = notes.lines[1].text
        #expect(text == "r^2")
        #expect(notes.text == "r = 2\nr^2")
        var shown: [String] = []
        for line in notes.lines {
            let result: LineResult.Shown = line.result.shown(limits: limits)
            switch result {
            case .nothing: shown.append("")
            case let .value(digits): shown.append("= " + digits)
            case let .error(reason): shown.append(reason)
            case .outOfTime: shown.append("…")
            }
            // NotesView's narrow row: the digits alone when the form leaves them no room.
            if case let .value(alone) = result.digitsAlone { #expect(!alone.isEmpty) }
        }
        #expect(shown == ["= 2", "= 4"])
    }

    /// NotePlotView: a plot line's graph, sampled on the calculation threads, drawn from its
    /// curves' pieces and marks within the plot's ranges.
    @Test func plot() async throws {
        let notes = Notes(text: "a = 2\nplot x^2 - a from -2 to 2", limits: CalculationLimits(timeLimit: .seconds(60)))
        #expect(notes.lines[1].result.plot != nil)
        #expect(notes.lines[0].result.plot == nil)
        let outcome: Result<Plot, CalculationError>? = await CalculationThreads.shared.run(owner: "app") {
            notes.plot(line: 1, points: 400)
        }
        let plot = try #require(try outcome?.get())
        #expect(plot.xRange == -2...2 && plot.yRange.lowerBound <= -2)
        let curve = try #require(plot.curves.first)
        #expect(!curve.source.isEmpty)
        let start = try #require(curve.pieces.first?.first)
        #expect(start.x == -2 && start.y == 2)
        #expect(curve.marks.map(\.label).contains("1.41421356"))
    }

    /// TopBar, DisplayView, ConverterDisplayView and KeyButton: the kit's words and spoken names.
    @Test func words() {
        let model = CalculatorModel(CalculatorState())
        let view = model.view
        let words = view.indicators
        let shown: [String?] = [words.angle, words.second, words.memory, words.approximate]
        #expect(shown.compactMap { $0 } == ["Deg"])
        #expect(CalculatorState.Mode.expression.title == "Expression")
        #expect(view.spokenName(of: Key.operation(.divide)) == "divide")
        // DisplayView: the rounding mark and what it means.
        let third = CalculatorState.reduce(
            CalculatorState.reduce(CalculatorState.reduce(.init(), .digit(1)), .operation(.divide)), .digit(3))
        let rounded = CalculatorState.reduce(third, .equals).view
        #expect(rounded.roundingMark == "≈" && rounded.roundingNote?.isEmpty == false)
        let converter = CalculatorState(mode: .converter).view.converter
        #expect(converter?.category.title.isEmpty == false)
    }

    /// The sheets, menus and buttons: the app's own words come from the kit too.
    @Test func appWords() {
        let frame = [
            AppWords.history, AppWords.noHistory, AppWords.noHistoryHint, AppWords.clear, AppWords.done, AppWords.ok,
            AppWords.notes, AppWords.keypad, AppWords.copy, AppWords.copyChinese, AppWords.notePlaceholder,
            AppWords.outOfTime, AppWords.historyNoFolder,
        ]
        #expect(frame.allSatisfy { !$0.isEmpty })
        #expect(Set(frame).count == frame.count)
        #expect(AppWords.bit(7, "1") == "bit 7: 1")
    }
}
