/// The view state as JSON: the one encoding every front end outside the process gets,
/// `calculator press` on stdout and the browser page over its WebSocket. Made from a
/// `ViewState`, so a reader only draws: captions and lit keys are decided here.
public struct Screen: Codable, Equatable, Sendable {
    /// The key that led to this screen (`calculator press --trace`), by its label and by its id.
    public var key: String?
    public var keyId: String?
    public var display: String
    /// The display in words, for a screen reader: "1.5664488 times ten to the 845097".
    public var spokenDisplay: String
    public var expression: String
    /// The clear key's caption, C or AC.
    public var clear: String
    /// The operator waiting for its operand (+ − × ÷ ^, or the two-number keys yˣ, log_y,
    /// ʸ√x), null when none.
    public var `operator`: String?
    public var error: String?
    /// Which line is emphasised: "expression" while typing one, "result" otherwise.
    public var emphasis: String
    public var exact: Bool
    public var complete: Bool
    /// The mark drawn before the display when the number shown is rounded ("≈"), null when it is the whole value.
    public var rounded: String?
    /// What the mark means, and when the last digit could not be decided, that too; null with no mark.
    public var note: String?
    /// "deg" or "rad".
    public var angle: String
    public var second: Bool
    public var memory: Bool
    public var mode: String
    /// The keypad's title: "Basic", "Expression", "Converter".
    public var title: String
    /// The words above the display, absent when not shown: angle "Deg"/"Rad", second "2nd",
    /// memory "M", approximate "≈".
    public var indicators: [String: String]
    /// Cells (by name, see `KeypadLayout`) whose caption differs from their name now:
    /// AC reads C, Rad reads Deg, sin reads sin⁻¹ while 2nd is on.
    public var captions: [String: String]
    /// Cells (by name) whose spoken name differs from the layout's now: "all clear" reads
    /// "clear", "sine" reads "inverse sine" while 2nd is on.
    public var spoken: [String: String]
    /// Cells drawn lit: the pending operator, 2nd while it is on.
    public var lit: [String]
    /// The full-precision value for the clipboard, when asked for (it may cost 100 digits of an irrational).
    public var copy: String?
    public var history: [HistoryLine]?
    /// Converter mode: the kind of quantity, the number typed in one unit and its value in the other.
    public var converter: Converter?
    /// Programmer mode: the value in the four bases, its bits, its character and the word.
    public var programmer: Programmer?
    /// "calculating…" while an answer has been worked out for a while (the display shows
    /// the previous one, dimmed); absent otherwise.
    public var status: String?
    /// Why the a/b key left the digits ("no exact form is known"); absent otherwise.
    public var exactFormNote: String?
    /// Whether the result can be scrolled for more digits (keys `scroll→`, `scroll:1000`).
    public var scrollable: Bool
    /// The scrolled result, absent at rest.
    public var scroll: Scroll?

    /// A result scrolled for more digits: the display shows them cut, not rounded.
    public struct Scroll: Codable, Equatable, Sendable {
        /// The place after the point of the last digit shown.
        public var place: Int
        /// Whether digits follow it (the display ends in "…").
        public var more: Bool
        /// Whether digits further on are being worked out.
        public var working: Bool
        /// Significant digits worked out so far.
        public var known: Int
        /// "to digit 1,000 after the point; more follow".
        public var note: String

        public init(_ scrolled: ScrolledResult) {
            place = scrolled.lastPlace
            more = scrolled.moreFollow
            working = scrolled.isWorking
            known = scrolled.digitsKnown
            note = scrolled.note
        }
    }

    public struct Converter: Codable, Equatable, Sendable {
        public var category: String
        /// The kind of quantity as a title: "Length".
        public var title: String
        public var from: String
        public var input: String
        public var to: String
        public var output: String

        public init(_ screen: ConverterScreen) {
            category = screen.category.rawValue
            title = screen.category.title
            from = screen.fromUnit
            input = screen.input
            to = screen.toUnit
            output = screen.output
        }
    }

    public struct HistoryLine: Codable, Equatable, Sendable {
        public var expression: String
        public var result: String

        public init(_ entry: HistoryEntry) {
            expression = entry.expression
            result = entry.result
        }
    }

    /// - Parameters:
    ///   - key: the key pressed, named by its label.
    ///   - copy: whether to include `copyText`.
    ///   - history: whether to include the history.
    public init(_ view: ViewState, key: Key? = nil, copy: Bool = false, history: Bool = false) {
        self.key = key?.label
        keyId = key?.id
        display = view.display
        expression = view.expression
        clear = view.clearLabel
        self.operator = view.pendingOperator?.rawValue ?? view.pendingFunction?.rawValue
        spokenDisplay = view.spokenDisplay
        error = view.error
        emphasis = view.emphasis.rawValue
        exact = view.isExact
        complete = view.isComplete
        rounded = view.roundingMark
        note = view.roundingNote
        angle = view.angle.rawValue
        second = view.isSecond
        memory = view.hasMemory
        mode = view.mode.rawValue
        title = view.mode.title
        let words = view.indicators
        indicators = [:]
        for (name, word) in [
            ("angle", words.angle), ("second", words.second), ("memory", words.memory),
            ("approximate", words.approximate),
        ] {
            if let word { indicators[name] = word }
        }
        captions = [:]
        spoken = [:]
        lit = []
        for cell in KeypadLayout.allKeys {
            let caption = view.caption(of: cell)
            if caption != cell.label { captions[cell.label] = caption }
            let spokenName = view.spokenName(of: cell)
            if spokenName != cell.spokenName { spoken[cell.label] = spokenName }
            if view.isHighlighted(cell) { lit.append(cell.label) }
        }
        self.copy = copy ? ((try? view.copyText().get()) ?? "") : nil
        self.history = history ? view.history.map(HistoryLine.init) : nil
        converter = view.converter.map(Converter.init)
        programmer = view.programmer.map(Programmer.init)
        status = view.status
        exactFormNote = view.exactFormNote
        scrollable = view.isScrollable || view.scrolled != nil
        scroll = view.scrolled.map(Scroll.init)
    }

    private enum CodingKeys: String, CodingKey {
        case key, keyId, display, spokenDisplay, expression, clear, `operator`, error, emphasis, exact, complete,
            rounded,
            note, angle, second, memory, mode, title, indicators, captions, spoken, lit, copy, history, converter,
            programmer,
            status, scrollable, scroll, exactFormNote
    }

    /// As synthesized, except that `operator`, `error`, `rounded` and `note` are written as null when absent
    /// (a reader tests them without checking for the field).
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(key, forKey: .key)
        try container.encodeIfPresent(keyId, forKey: .keyId)
        try container.encode(display, forKey: .display)
        try container.encode(spokenDisplay, forKey: .spokenDisplay)
        try container.encode(expression, forKey: .expression)
        try container.encode(clear, forKey: .clear)
        try container.encode(self.operator, forKey: .operator)
        try container.encode(error, forKey: .error)
        try container.encode(emphasis, forKey: .emphasis)
        try container.encode(exact, forKey: .exact)
        try container.encode(complete, forKey: .complete)
        try container.encode(rounded, forKey: .rounded)
        try container.encode(note, forKey: .note)
        try container.encode(angle, forKey: .angle)
        try container.encode(second, forKey: .second)
        try container.encode(memory, forKey: .memory)
        try container.encode(mode, forKey: .mode)
        try container.encode(title, forKey: .title)
        try container.encode(indicators, forKey: .indicators)
        try container.encode(captions, forKey: .captions)
        try container.encode(spoken, forKey: .spoken)
        try container.encode(lit, forKey: .lit)
        try container.encodeIfPresent(copy, forKey: .copy)
        try container.encodeIfPresent(history, forKey: .history)
        try container.encodeIfPresent(converter, forKey: .converter)
        try container.encodeIfPresent(programmer, forKey: .programmer)
        try container.encodeIfPresent(status, forKey: .status)
        try container.encodeIfPresent(exactFormNote, forKey: .exactFormNote)
        try container.encode(scrollable, forKey: .scrollable)
        try container.encodeIfPresent(scroll, forKey: .scroll)
    }
}
