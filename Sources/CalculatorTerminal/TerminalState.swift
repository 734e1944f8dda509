import CalculatorHistory
import CalculatorKit

/// The terminal app: the calculator plus what only a terminal screen has (size,
/// history panel, key flash, notices). Changed only by `reduce`, a pure function that
/// returns the effects an event asks for (save a calculation, copy, end a flash later).
public struct TerminalState: Equatable, Sendable {
    public struct Notice: Equatable, Sendable {
        public enum Kind: Sendable { case info, warning }
        public var text: String
        public var kind: Kind
    }

    /// How long a pressed key stays lit, and a notice stays up.
    static let flashTime = Duration.milliseconds(150)
    static let noticeTime = Duration.seconds(2)

    public private(set) var calculator: CalculatorState
    /// The calculator's screen, made at most once per change (the calculator caches it):
    /// a paste of many keys makes one screen, not one per key.
    public var view: ViewState { calculator.view }
    public private(set) var layout: TerminalLayout
    public var isHistoryOpen = false
    public var isHelpOpen = false
    /// The first line of the help shown, when it is longer than the room for it.
    public private(set) var helpScroll = 0
    /// The notes view (F4, Ctrl-N) in place of the keypad; see TerminalState+Notes.swift.
    public var isNotesOpen = false
    /// Made when the notes view first opens, from `savedNote`.
    public internal(set) var notes: NotesEditor?
    /// The note read from the history file at start (and again when another copy saves it).
    public var savedNote = ""
    /// Saves of the note asked for and not yet done.
    var savingNotes = 0
    /// The day's exchange rates for the notes, fetched by a job once a note uses a currency
    /// (nil: the built-in table); whether this run has asked for them.
    public var dailyRates: DailyRates?
    var ratesAsked = false
    /// A rates file's rates for the notes, in place of the daily ones (nothing is fetched).
    public var fileRates: CurrencyRates?
    /// The chosen history entry, counted from the newest (0).
    public var historySelection = 0
    /// The key that was just pressed, drawn lighter for a moment.
    public var flashed: Key?
    public var notice: Notice?
    /// What a lasting warning is about: a later save that succeeds ends a saver's warning.
    public enum WarningSubject: Hashable, Sendable { case history, notes, other }
    private var warnings: [WarningSubject: String] = [:]
    /// A problem that lasts, such as a history file that cannot be written: the history's
    /// first, then the note's, then any other.
    public var warning: String? {
        get { warnings[.history] ?? warnings[.notes] ?? warnings[.other] }
        set { warnings[.other] = newValue }
    }
    /// Letters typed on the expression keypad, not yet a name (sin, sqrt, pi …).
    public private(set) var typedName = ""
    /// Whether the last key typed was a digit: a comma after one groups thousands.
    private var afterDigit = false
    /// Whether the name being spelled began right after a digit (1e-5 is an exponent).
    private var nameAfterDigit = false
    /// Copy was asked for while a calculation was still to answer: it copies that answer.
    private var copyWaits = false
    private var copyRevision = 0
    /// Counts the times the screen may have lost what it showed (a resize, Ctrl-L, `fg`):
    /// every cell is drawn again then, not only those that changed.
    public private(set) var screenResets = 0
    /// Set when the app is to end, with the process's exit status (0, or 128 + a signal).
    public private(set) var exitStatus: Int32?
    public var isQuitting: Bool { exitStatus != nil }

    public init(calculator: CalculatorState, columns: Int, rows: Int) {
        self.calculator = calculator
        layout = TerminalLayout(columns: columns, rows: rows, mode: calculator.mode)
        // Nothing runs the calculations of a state being made: fit it here, once.
        self.calculator.apply(.resize(width: layout.displayCharacters, maxDigits: layout.keypadLayout.maxDigits))
    }

    /// The runtime's reducer: applies an event and returns the effects it asks for.
    public static func reduce(into state: inout TerminalState, _ event: TerminalEvent) -> [Effect<TerminalEvent>] {
        var effects: [Effect<TerminalEvent>] = []
        state.handle(event, &effects)
        return effects
    }

    /// The next state alone, every calculation done and its effects dropped: for folding events in tests.
    public static func reduce(_ state: TerminalState, _ event: TerminalEvent) -> TerminalState {
        var next = state
        _ = Effect.settle(&next, event, reduce(into:_:))
        return next
    }

    mutating func handle(_ event: TerminalEvent, _ effects: inout [Effect<TerminalEvent>]) {
        switch event {
        case let .input(input) where !layout.fits:
            // Nothing is drawn but the request for room: keys act on nothing unseen, except quit.
            if let command = Command.command(for: input, mode: calculator.mode),
                command == .quit || command == .interrupt
            {
                run(command, &effects)
            }
        case let .input(.paste(text)):
            // Pasted text is typed, key by key, and never a command: letters spell, `q` or `?` do nothing else.
            let typable = text.filter { character in
                character == "\n" || !character.unicodeScalars.contains { $0.value < 0x20 || $0.value == 0x7F }
            }
            for character in typable {
                // On the Basic and Converter keypads a pasted word (`3 cups`) is no keys: only its digits and operators are.
                if calculator.mode != .expression, !isNotesOpen, character.isLetter, character != "x" { continue }
                let input: InputEvent = character == "\n" ? .enter : .character(character)
                if isNotesOpen, !isHelpOpen {
                    _ = handleInNotes(input, &effects)
                } else if !isHelpOpen, !isHistoryOpen {
                    handle(input, &effects)
                }
            }
        case let .input(input):
            if isNotesOpen, !isHelpOpen, handleInNotes(input, &effects) { return }
            if let command = Command.command(for: input, mode: calculator.mode) {
                run(command, &effects)
            } else if isHelpOpen {
                if scrollHelp(input) { return }
                isHelpOpen = false  // any other key closes the help, and does nothing else
            } else if isHistoryOpen {
                handleInHistory(input, &effects)
            } else {
                handle(input, &effects)
            }
        case let .calculator(action):
            // A calculation's answer: not a key anyone pressed, so nothing flashes.
            effects += calculator.receive(action).map { $0.map(TerminalEvent.calculator) }
            if copyWaits, calculator.isSettled { copy(&effects) }
        case let .copied(result): copied(result, &effects)
        case let .press(key): press(key, &effects)
        case let .resize(columns, rows):
            screenResets += 1
            relayout(columns: columns, rows: rows, &effects)
        // The runtime drops a timer that a newer one replaced, so these end the newest flash or notice.
        case .unflash: flashed = nil
        case .dismissNotice: notice = nil
        case let .warn(text, subject): warnings[subject] = text
        case let .recovered(subject): warnings[subject] = nil
        case let .note(text): show(text, .warning, &effects)
        case let .quit(status): exitStatus = status
        case let .notesWorked(worked, mentionsCurrency):
            notes?.receive(worked)
            if mentionsCurrency { askForRates(&effects) }
        case let .ratesArrived(answer): ratesArrived(answer, &effects)
        case .saveNote:
            guard var editor = notes, editor.isUnsaved else { return }
            editor.savedRevision = editor.revision
            notes = editor
            savingNotes += 1
            effects.append(.saveNote(editor.live.text))
        case let .noteChanged(saved): noteChanged(saved, &effects)
        case let .noteSaved(save, sent): noteSaved(save, sent: sent, &effects)
        }
    }

    private mutating func run(_ command: Command, _ effects: inout [Effect<TerminalEvent>]) {
        switch command {
        case .quit: exitStatus = 0
        case .interrupt: exitStatus = 130
        case .help:
            isHelpOpen.toggle()
            helpScroll = 0
        case .switchMode: switchMode(&effects)
        case .history:
            if isHistoryOpen { isHistoryOpen = false } else { openHistory() }
        case .copy: copy(&effects)
        case .notes: toggleNotes(&effects)
        case .angle:
            if isNotesOpen, var editor = notes {
                editor.switchAngle()
                notes = editor
                workOutNotes(&effects)
            } else {
                press(.angle(calculator.context.angle == .degrees ? .radians : .degrees), &effects)
            }
        case .exactForm: press(KeypadLayout.displayKey, &effects)
        case .suspend, .redraw: break  // the runtime stops the process or draws again
        }
        if command != .help { isHelpOpen = false }
        if command == .history || command == .switchMode { isNotesOpen = false }
    }

    private mutating func handle(_ input: InputEvent, _ effects: inout [Effect<TerminalEvent>]) {
        let wasAfterDigit = afterDigit
        afterDigit = false
        if !typedName.isEmpty, !continueName(input, &effects) { return }
        switch input {
        case let .character(character):
            if character == "," {
                // As in the expression language: a comma groups thousands, never a decimal comma.
                afterDigit = wasAfterDigit
                if !wasAfterDigit {
                    show(TerminalWords.commaGroupsOnly, .warning, &effects)
                }
            } else if spellsNames, character.isLetter, character.isASCII,
                calculator.mode == .expression || KeyboardMap.cell(for: .character(character), in: .basic) == nil
            {
                // A name of a key (sin, mr, second): on the Basic keypad too, whose n p x are keys.
                nameAfterDigit = wasAfterDigit
                typedName.append(character)
            } else if let key = KeyboardMap.cell(for: .character(character), in: calculator.mode) {
                afterDigit = character.isNumber
                press(key, &effects)
            }
        case .delete where calculator.movesExpressionCursor:
            effects += calculator.deleteAfterCursor().map { $0.map(TerminalEvent.calculator) }
        case .enter, .backspace, .delete, .escape:
            if let keyboard = input.keyboardKey, let key = KeyboardMap.cell(for: keyboard, in: calculator.mode) {
                press(key, &effects)
            }
        case let .click(column, row):
            if let key = layout.key(atColumn: column, row: row) {
                press(key, &effects)
            } else if let bit = ProgrammerPanel.bit(
                atColumn: column, row: row, box: layout.programmerPanel, screen: view.programmer)
            {
                press(.programmer(.flipBit(bit)), &effects)
            } else if calculator.mode != .converter, layout.display.contains(column: column, row: row) {
                press(KeypadLayout.displayKey, &effects)  // the display is the a/b key
            } else if layout.modeSwitch.contains(column: column, row: row) {
                switchMode(&effects)
            }
        case .up: openHistory()
        // While an expression is edited the arrows move its cursor; after "=" they scroll the result.
        case .left where calculator.movesExpressionCursor: moveCursor(.left, &effects)
        case .right where calculator.movesExpressionCursor: moveCursor(.right, &effects)
        case .home where calculator.movesExpressionCursor: moveCursor(.start, &effects)
        case .end where calculator.movesExpressionCursor: moveCursor(.end, &effects)
        // → and ← scroll the result for more digits, End a display further, Home back to rest.
        case .right where scrollsResult: press(.scroll(.by(1)), &effects)
        case .left where scrollsResult: press(.scroll(.by(-1)), &effects)
        case .end where scrollsResult: press(.scroll(.by(resultPage)), &effects)
        case .home where scrollsResult: press(.scroll(.to(0)), &effects)
        case let .scroll(up) where scrollsResult: press(.scroll(.by(up ? -4 : 4)), &effects)
        default: break
        }
    }

    /// Whose keys the help lists: the notes editor's in the notes view, else the keypad's.
    var helpTopic: HelpPanel.Topic { isNotesOpen ? .notes : .keypad(calculator.mode) }

    /// Where the help is drawn: in place of the keys, or over the note's lines.
    var helpBox: Box {
        isNotesOpen
            ? Box(
                column: 1, row: 1 + ScreenRenderer.notesHeaderRows, width: layout.columns,
                height: max(0, layout.rows - 2))
            : layout.keypad
    }

    private mutating func moveCursor(_ move: ExpressionCursorMove, _ effects: inout [Effect<TerminalEvent>]) {
        effects += calculator.moveExpressionCursor(move).map { $0.map(TerminalEvent.calculator) }
    }

    /// Keypads on which letters spell the names of keys: every key on screen, memory and 2nd
    /// among them, can then be typed.
    private var spellsNames: Bool { calculator.mode == .expression || calculator.mode == .basic }

    /// Whether the arrows scroll the result: a rounded one at rest, or one scrolled already;
    /// or a calculation's, when the keys wait for it (= then → at once: the → is not lost).
    private var scrollsResult: Bool { view.isScrollable || view.scrolled != nil || !calculator.isSettled }

    /// Digits End moves the result by: nearly a display's width, so that a digit or two stays in view.
    private var resultPage: Int { max(1, calculator.context.display.width - 4) }

    /// A key typed while a name is being spelled: more letters, a correction, or the end
    /// of the name, which then becomes its key (sin → sin( ). False when the key is used up.
    private mutating func continueName(_ input: InputEvent, _ effects: inout [Effect<TerminalEvent>]) -> Bool {
        switch input {
        case let .character(letter) where letter.isLetter && letter.isASCII:
            typedName.append(letter)
            return false
        case .backspace, .delete:
            typedName.removeLast()
            return false
        case .escape:
            typedName = ""
            return false
        case .click, .up, .down, .left, .right, .home, .end, .scroll, .tab, .control, .functionKey, .interrupt, .paste:
            return true
        case let .character(sign) where typedName.lowercased() == "m" && "+-−".contains(sign):
            // m+ and m−: the sign is part of the name.
            typedName = ""
            press(sign == "+" ? .memoryAdd : .memorySubtract, &effects)
            return false
        case .character, .enter:
            if case let .character(next) = input,
                KeyboardMap.isExponentMark(typedName, afterDigit: nameAfterDigit, next: next)
            {
                typedName = ""
                press(.exponent, &effects)
                return true
            }
            guard let key = Key(name: typedName), Self.isNameable(key) else {
                // The name is dropped, not the keys after it: foo(3 leaves (3 typed.
                show(TerminalWords.unknownName(typedName), .warning, &effects)
                typedName = ""
                return true
            }
            typedName = ""
            press(key, &effects)
            // The function key opened its parenthesis already.
            if case .function = key, input == .character("(") { return false }
            return true
        }
    }

    /// ↑↓ (and the wheel) move a help longer than its room; false for other keys.
    private mutating func scrollHelp(_ input: InputEvent) -> Bool {
        let most = HelpPanel.maxScroll(rows: helpBox.height, topic: helpTopic)
        switch input {
        case .up, .scroll(up: true): helpScroll = max(0, helpScroll - 1)
        case .down, .scroll(up: false): helpScroll = min(most, helpScroll + 1)
        default: return false
        }
        return true
    }

    private mutating func handleInHistory(_ input: InputEvent, _ effects: inout [Effect<TerminalEvent>]) {
        let count = view.history.count
        switch input {
        case .up, .scroll(up: true): historySelection = min(historySelection + 1, max(count - 1, 0))
        case .down, .scroll(up: false): historySelection = max(historySelection - 1, 0)
        case .enter: recall(historySelection, &effects)
        case .escape: isHistoryOpen = false
        case let .click(column, row):
            if let index = HistoryPanel.entry(
                atColumn: column, row: row, layout: layout, count: count, selection: historySelection)
            {
                recall(index, &effects)
            }
        default: break
        }
    }

    /// Keys a typed name may stand for: functions, constants, and word spellings such as "x" or "rand".
    private static func isNameable(_ key: Key) -> Bool {
        switch key {
        case .mode, .recall, .clearHistory: return false
        default: return true
        }
    }

    /// Presses a key as its keypad cell would: AC stands for AC/C, Rad for the angle key.
    private mutating func press(_ key: Key, _ effects: inout [Effect<TerminalEvent>]) {
        // The cell that flashes is the one drawing this key, if the keypad shows it.
        flashed = layout.buttons.first { $0.key == key }?.key
        effects.append(.timer("flash", after: Self.flashTime, send: .unflash))
        effects += calculator.receive(.key(calculator.keyToSend(key))).map { $0.map(TerminalEvent.calculator) }
        // C stopped the calculation a copy waited for: there is no answer to copy.
        if copyWaits, calculator.isSettled { copyWaits = false }
    }

    private mutating func switchMode(_ effects: inout [Effect<TerminalEvent>]) {
        // Basic → Expression → Converter → Programmer → Basic, as the modes are listed.
        let modes = CalculatorState.Mode.allCases
        effects += calculator.receive(.key(.mode(modes[(modes.firstIndex(of: calculator.mode)! + 1) % modes.count])))
            .map { $0.map(TerminalEvent.calculator) }
        typedName = ""
        relayout(columns: layout.columns, rows: layout.rows, &effects)
    }

    /// Copies the value once its calculation has answered; the digits are written out on a
    /// calculation thread (a hundred digits of an irrational may take long), not in `reduce`.
    private mutating func copy(_ effects: inout [Effect<TerminalEvent>]) {
        guard calculator.isSettled else {
            copyWaits = true
            return
        }
        copyWaits = false
        let view = view
        copyRevision += 1
        effects.append(.evaluate(Job("copy", revision: copyRevision) { _ in .copied(view.copyText()) }))
    }

    private mutating func copied(
        _ result: Result<String, ViewState.NothingToCopy>, _ effects: inout [Effect<TerminalEvent>]
    ) {
        switch result {
        case let .success(text):
            effects.append(.copy(text))
            show("copied " + (text.count > 40 ? text.prefix(40) + "…" : text), .info, &effects)
        case let .failure(nothing):
            show(nothing.description, .warning, &effects)
        }
    }

    private mutating func openHistory() {
        isHistoryOpen = true
        isHelpOpen = false
        historySelection = 0
    }

    private mutating func recall(_ index: Int, _ effects: inout [Effect<TerminalEvent>]) {
        let history = view.history
        guard index >= 0, index < history.count else { return }
        effects += calculator.receive(.key(.recall(history[history.count - 1 - index])))
            .map { $0.map(TerminalEvent.calculator) }
        isHistoryOpen = false
    }

    mutating func show(_ text: String, _ kind: Notice.Kind, _ effects: inout [Effect<TerminalEvent>]) {
        notice = Notice(text: text, kind: kind)
        effects.append(.timer("notice", after: Self.noticeTime, send: .dismissNotice))
    }

    private mutating func relayout(columns: Int, rows: Int, _ effects: inout [Effect<TerminalEvent>]) {
        layout = TerminalLayout(columns: columns, rows: rows, mode: calculator.mode)
        fitDisplay(&effects)
    }

    /// The display holds what the large digits can show; typing stops where the
    /// keypad layout says (9 digits in portrait, 16 with the scientific keys).
    private mutating func fitDisplay(_ effects: inout [Effect<TerminalEvent>]) {
        effects += calculator.receive(
            .resize(width: layout.displayCharacters, maxDigits: layout.keypadLayout.maxDigits)
        )
        .map { $0.map(TerminalEvent.calculator) }
    }
}

/// What changes the terminal app.
public enum TerminalEvent: Equatable, Sendable {
    case input(InputEvent)
    /// A key pressed as its keypad cell would (AC stands for AC/C).
    case press(Key)
    /// What reaches the calculator from elsewhere: a calculation's answer (its job sends it).
    case calculator(KeypadAction)
    case resize(columns: Int, rows: Int)
    /// Ends the flash of a key (the flash's timer sends it).
    case unflash
    /// Takes the notice down (its timer sends it).
    case dismissNotice
    /// The text a copy worked out, or why there is none.
    case copied(Result<String, ViewState.NothingToCopy>)
    /// A lasting problem to show, such as history that cannot be saved.
    case warn(String, about: TerminalState.WarningSubject = .other)
    /// Saving works again: the warning about it goes.
    case recovered(TerminalState.WarningSubject)
    /// A passing one, shown for a moment.
    case note(String)
    /// A signal (SIGTERM, SIGHUP, SIGINT) or the end of input: leave with this exit status.
    case quit(status: Int32)
    /// The results of the note, worked out by a job.
    case notesWorked(LiveNotes.Worked, mentionsCurrency: Bool)
    /// The day's exchange rates, as the rates job found them.
    case ratesArrived(DailyRates.Answer)
    /// Typing in the note has paused: time to keep it (its timer sends it).
    case saveNote
    /// Another copy of the app saved the note in the same file.
    case noteChanged(SavedNote)
    /// A save of `sent` is done: what the file now holds (merged with another copy's save,
    /// perhaps), or nil when it failed.
    case noteSaved(NoteSave?, sent: String)
}
