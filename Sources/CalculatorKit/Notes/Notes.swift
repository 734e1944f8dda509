/// A notes document: lines of text, each with its live result, like Math Notes.
/// A line may use the names defined on the lines above it and `ans`, the nearest result above.
///
/// Pure: `Notes.reduce(state, edit)` makes the next state. An edit re-evaluates the edited
/// lines and then only the lines below that read a name whose value the edit changed, so
/// one edit in a long note costs a few lines, not the whole note.
public struct Notes: Sendable, Equatable {
    public struct Line: Sendable, Equatable {
        public var text: String
        public var result: LineResult
    }

    public enum Edit: Sendable, Equatable {
        /// The whole text, e.g. a file read again; only lines that differ count as edited.
        case setText(String)
        case replaceLine(Int, String)
        case insertLine(Int, String)
        case removeLine(Int)
        /// The front end's angle unit, for a note that does not write its own.
        case setAngle(AngleUnit)
        /// Writes the note's own angle unit into it: its `angle = …` line, else a new first line.
        case writeAngle(AngleUnit)
        /// A new time for "today" and "now": the lines that read them are worked out again.
        case setClock(NoteClock?)
        /// New exchange rates (the day's, fetched): every line is worked out again.
        case setCurrencies(CurrencyRates)
    }

    public private(set) var lines: [Line] = []
    /// The angle unit the note is worked out in: its `angle = …` line's, else `defaultAngle`.
    public private(set) var angle: AngleUnit
    /// The front end's angle unit (radians unless it says otherwise).
    public private(set) var defaultAngle: AngleUnit
    /// The line that sets the note's angle unit, if there is one.
    public private(set) var angleLine: Int?
    public private(set) var limits: CalculationLimits
    /// Exchange rates, for currencies in the note.
    public private(set) var currencies: CurrencyRates?
    /// The time "today" and "now" mean, in the zone dates are counted in (none: they are refused).
    public private(set) var clock: NoteClock?
    /// How many lines the last edit evaluated (an edit stays fast because it is few).
    public private(set) var evaluatedLines = 0

    public init(
        text: String = "", angle: AngleUnit = .radians, limits: CalculationLimits = .standard,
        currencies: CurrencyRates? = nil, clock: NoteClock? = nil
    ) {
        self.clock = clock
        self.angle = angle
        self.defaultAngle = angle
        self.limits = limits
        self.currencies = currencies ?? .shipped
        self = Notes.reduce(self, .setText(text))
    }

    /// Works the lines evaluated from now on out within `limits` (a job's, with its cancellation).
    mutating func use(_ limits: CalculationLimits) { self.limits = limits }

    /// The text of all lines, joined by newlines.
    public var text: String { lines.map(\.text).joined(separator: "\n") }

    public static func reduce(_ state: Notes, _ edit: Edit) -> Notes {
        var next = state
        switch edit {
        case let .setText(text):
            next.setText(text)
        case let .replaceLine(index, text) where state.lines.indices.contains(index):
            next.replace(index..<index + 1, with: [text])
        case let .insertLine(index, text) where (0...state.lines.count).contains(index):
            next.replace(index..<index, with: [text])
        case let .removeLine(index) where state.lines.indices.contains(index):
            next.replace(index..<index + 1, with: [])
        case let .setAngle(angle):
            next.defaultAngle = angle
            next.replace(0..<0, with: [])
        case let .setClock(clock):
            next.clock = clock
            next.replace(0..<0, with: [], changed: [NoteClock.reads])
        case let .setCurrencies(rates) where rates != state.currencies:
            next.currencies = rates
            next.update(from: 0, edited: Set(next.lines.indices), changed: [Totals.above])
        case let .writeAngle(angle):
            if let index = state.angleLine {
                next.replace(index..<index + 1, with: [AngleSetting.line(angle)])
            } else {
                next.replace(0..<0, with: [AngleSetting.line(angle)])
            }
        default:
            next.evaluatedLines = 0  // a line that is not there: nothing to do
        }
        return next
    }

    /// The lines of a note's text, as `Notes(text:)` reads them (no line for an empty text).
    /// Lines end in "\n" or "\r\n", which Swift counts as one character.
    public static func lineTexts(of text: String) -> [String] {
        text.isEmpty
            ? []
            : text.split(omittingEmptySubsequences: false) { $0 == "\n" || $0 == "\r\n" }.map(String.init)
    }

    /// Replaces only the lines between the common first and last lines of the two texts.
    private mutating func setText(_ text: String) {
        let new = Self.lineTexts(of: text)
        var start = 0
        while start < lines.count, start < new.count, lines[start].text == new[start] { start += 1 }
        var end = 0
        while end < lines.count - start, end < new.count - start,
            lines[lines.count - 1 - end].text == new[new.count - 1 - end]
        { end += 1 }
        replace(start..<lines.count - end, with: Array(new[start..<new.count - end]))
    }

    /// Puts `texts` in place of the lines in `range` and brings every result up to date.
    private mutating func replace(_ range: Range<Int>, with texts: [String], changed: Set<String> = []) {
        // Names whose meaning below this point may differ from before; any edit may change
        // what a total, `prev` or `line3` below it reads.
        var changed = changed.union([Totals.above])
        var edited = Set<Int>()
        var replacement: [Line] = []
        for (k, text) in texts.enumerated() {
            // A line edited in place keeps its old result until re-evaluated, to compare.
            let old = k < range.count ? lines[range.lowerBound + k].result : .blank
            replacement.append(Line(text: text, result: old))
            edited.insert(range.lowerBound + k)
        }
        for removed in lines[range].dropFirst(texts.count) {
            if let name = removed.result.defines { changed.insert(name) }
            if removed.result.value != nil { changed.insert("ans") }
        }
        lines.replaceSubrange(range, with: replacement)
        // A new angle unit (its line edited, or the front end's) changes every line.
        angleLine = lines.firstIndex { AngleSetting.parse($0.text) != nil }
        let newAngle = angleLine.flatMap { AngleSetting.parse(lines[$0].text) } ?? defaultAngle
        if newAngle != angle {
            angle = newAngle
            update(from: 0, edited: Set(lines.indices), changed: changed)
            return
        }
        update(from: range.lowerBound, edited: edited, changed: changed)
    }

    /// Walks the lines from `start`, re-evaluating the edited ones and those that read a
    /// changed name; a line's new result changes its name (and `ans`) for the lines below.
    private mutating func update(from start: Int, edited: Set<Int>, changed: Set<String>) {
        var evaluator = Evaluator(angle: angle, limits: limits)
        evaluator.currencies = currencies
        for index in 0..<start { evaluator.remember(lines[index].result) }
        var changed = changed
        evaluatedLines = 0
        for index in start..<lines.count {
            // A job made stale by a newer edit stops between lines too (quick lines check no budget).
            if limits.cancellation?.isCancelled == true { return }
            let old = lines[index].result
            guard edited.contains(index) || !old.reads.isDisjoint(with: changed) else {
                // Unchanged line: below it, its name and ans mean what they meant before.
                if let name = old.defines { changed.remove(name) }
                if old.value != nil { changed.remove("ans") }
                evaluator.remember(old)
                continue
            }
            var new = evaluate(line: index, with: evaluator)
            evaluatedLines += 1
            explainLaterDefinition(&new, at: index)
            if let name = old.defines, name != new.defines { changed.insert(name) }
            if let name = new.defines {
                if name == old.defines && new.binding == old.binding && new.quantity == old.quantity
                    && new.date == old.date && new.outcome.isFailure == old.outcome.isFailure
                {
                    changed.remove(name)
                } else {
                    changed.insert(name)
                }
            }
            if new.value != old.value { changed.insert("ans") } else if new.value != nil { changed.remove("ans") }
            lines[index].result = new
            evaluator.remember(new)
        }
        Totals.updateHeadings(&lines, evaluator: evaluator)
    }

    /// "unknown name 'b'" when `b` is defined further down says so: lines see only names above.
    private func explainLaterDefinition(_ result: inout LineResult, at index: Int) {
        guard case let .failure(error) = result.outcome, case let .unknownName(name) = error.kind else { return }
        for later in lines.indices where later > index {
            guard (try? Statement.parse(lines[later].text))??.name == name else { continue }
            result.outcome = .failure(
                CalculationError(
                    .definition(
                        "'\(name)' is defined below, on line \(later + 1); a line can use only names defined above it"),
                    column: error.column))
            return
        }
    }
}

extension LineResult.Outcome {
    var isFailure: Bool {
        if case .failure = self { return true }
        return false
    }
}
