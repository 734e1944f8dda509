import CalculatorKit

/// The terminal app: the calculator plus what only a terminal screen has (size,
/// history panel, key flash, notices). Changed only by `reduce`, a pure function.
public struct TerminalState: Equatable, Sendable {
    public struct Notice: Equatable, Sendable {
        public enum Kind: Sendable { case info, warning }
        public var text: String
        public var kind: Kind
        /// Tells notices apart, so that the timer of an old one does not dismiss a new one.
        public var id: Int
    }

    public var calculator: CalculatorState
    public private(set) var layout: TerminalLayout
    public var isHistoryOpen = false
    /// The chosen history entry, counted from the newest (0).
    public var historySelection = 0
    /// The key that was just pressed, drawn lighter for a moment.
    public var flashed: Key?
    public var flashID = 0
    public var notice: Notice?
    /// A problem that lasts, such as a history file that cannot be written.
    public var warning: String?
    /// Incremented by `c`: the runtime puts the result on the clipboard.
    public var copies = 0
    public var isQuitting = false

    public init(calculator: CalculatorState, columns: Int, rows: Int) {
        self.calculator = calculator
        layout = TerminalLayout(columns: columns, rows: rows, mode: calculator.mode)
        fitDisplay()
    }

    public var view: ViewState { calculator.view }

    public static func reduce(_ state: TerminalState, _ event: TerminalEvent) -> TerminalState {
        var next = state
        next.handle(event)
        return next
    }

    mutating func handle(_ event: TerminalEvent) {
        switch event {
        case let .input(input): isHistoryOpen ? handleInHistory(input) : handle(input)
        case let .resize(columns, rows): relayout(columns: columns, rows: rows)
        case let .unflash(id): if id == flashID { flashed = nil }
        case let .dismissNotice(id): if notice?.id == id { notice = nil }
        case let .warn(text): warning = text
        case .quit: isQuitting = true
        }
    }

    private mutating func handle(_ input: InputEvent) {
        switch input {
        case let .character(character):
            switch character {
            case "q": isQuitting = true
            case "c": copy()
            case "m": switchMode()
            case "h": openHistory()
            default: if let key = Self.keys[character] { press(key) }
            }
        case .enter: press(.equals)
        case .backspace: press(.backspace)
        case .escape: press(.allClear)
        case .interrupt: isQuitting = true
        case let .click(column, row):
            if let key = layout.key(atColumn: column, row: row) {
                press(key)
            } else if layout.modeSwitch.contains(column: column, row: row) {
                switchMode()
            }
        case .up: openHistory()
        case .tab, .down, .left, .right, .scroll: break
        }
    }

    private mutating func handleInHistory(_ input: InputEvent) {
        let count = view.history.count
        switch input {
        case .up, .scroll(up: true): historySelection = min(historySelection + 1, max(count - 1, 0))
        case .down, .scroll(up: false): historySelection = max(historySelection - 1, 0)
        case .enter: recall(historySelection)
        case .escape, .character("h"): isHistoryOpen = false
        case .character("q"), .interrupt: isQuitting = true
        case let .click(column, row):
            if let index = HistoryPanel.entry(atColumn: column, row: row, layout: layout, count: count, selection: historySelection) {
                recall(index)
            }
        default: break
        }
    }

    /// Keys typed on the keyboard, beside the digits.
    static let keys: [Character: Key] = {
        var keys: [Character: Key] = [
            ".": .point, ",": .point,
            "+": .operation(.add), "-": .operation(.subtract), "−": .operation(.subtract),
            "*": .operation(.multiply), "x": .operation(.multiply), "×": .operation(.multiply),
            "/": .operation(.divide), "÷": .operation(.divide), "^": .operation(.power),
            "(": .openParenthesis, ")": .closeParenthesis, "%": .percent, "=": .equals,
            "!": .function(.factorial), "n": .changeSign, "p": .constant(.pi),
        ]
        for digit in 0...9 { keys[Character(String(digit))] = .digit(digit) }
        return keys
    }()

    /// Presses a key as its keypad cell would: AC stands for AC/C, Rad for the angle key.
    private mutating func press(_ key: Key) {
        // The cell that flashes is the one drawing this key, if the keypad shows it.
        flashed = layout.buttons.first { $0.key == key }?.key
        flashID += 1
        calculator.press(view.keyToSend(key))
    }

    private mutating func switchMode() {
        calculator.press(.mode(calculator.mode == .basic ? .expression : .basic))
        relayout(columns: layout.columns, rows: layout.rows)
    }

    private mutating func copy() {
        let text = view.copyText
        if text.isEmpty {
            show("nothing to copy", .warning)
        } else {
            copies += 1
            show("copied " + (text.count > 40 ? text.prefix(40) + "…" : text), .info)
        }
    }

    private mutating func openHistory() {
        isHistoryOpen = true
        historySelection = 0
    }

    private mutating func recall(_ index: Int) {
        let history = view.history
        guard index >= 0, index < history.count else { return }
        calculator.press(.recall(history[history.count - 1 - index]))
        isHistoryOpen = false
    }

    mutating func show(_ text: String, _ kind: Notice.Kind) {
        notice = Notice(text: text, kind: kind, id: (notice?.id ?? 0) + 1)
    }

    private mutating func relayout(columns: Int, rows: Int) {
        layout = TerminalLayout(columns: columns, rows: rows, mode: calculator.mode)
        fitDisplay()
    }

    /// The display holds what the large digits can show; typing stops where the
    /// keypad layout says (9 digits in portrait, 16 with the scientific keys).
    private mutating func fitDisplay() {
        calculator.press(.displaySize(width: layout.displayCharacters, maxDigits: layout.keypadLayout.maxDigits))
    }
}

/// What changes the terminal app.
public enum TerminalEvent: Equatable, Sendable {
    case input(InputEvent)
    case resize(columns: Int, rows: Int)
    /// Ends the flash of a key, if no other key flashed since.
    case unflash(Int)
    case dismissNotice(Int)
    /// A lasting problem to show, such as history that cannot be saved.
    case warn(String)
    /// SIGTERM or a hang-up: leave as `q` does.
    case quit
}
