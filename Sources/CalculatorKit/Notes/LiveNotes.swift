import Foundation

/// A note as a person edits it, the one notes engine of every front end: an edit changes
/// the text at once and never calculates; the results are worked out beside the typing,
/// by `work()` run as a job, and arrive through `receive(_:)`. Until they do, an edited
/// line shows nothing and the other lines keep what they showed.
///
/// A worked note starts from the last one received, so each job evaluates only the lines
/// that changed and those that read them (`Notes.reduce`), formats only their results, and
/// samples only the plots below the first change.
public struct LiveNotes: Sendable, Equatable {
    /// The results of one version of the text.
    public struct Worked: Sendable, Equatable {
        public fileprivate(set) var notes: Notes
        /// What each line of `notes` shows beside it.
        public fileprivate(set) var shown: [LineResult.Shown]
        /// The sampled graph of each plot line, by line.
        public fileprivate(set) var plots: [Int: NotePlot]
        /// The version of the text these results are of.
        public fileprivate(set) var revision: Int
    }

    /// A plot line's graph, or why it has none.
    public struct NotePlot: Sendable, Equatable {
        public let result: Result<Plot, CalculationError>

        public static func == (a: NotePlot, b: NotePlot) -> Bool {
            switch (a.result, b.result) {
            case let (.success(x), .success(y)):
                return x.curves.map(\.source) == y.curves.map(\.source) && x.xRange == y.xRange
                    && x.yRange == y.yRange
            case let (.failure(x), .failure(y)): return x == y
            default: return false
            }
        }
    }

    /// Points sampled across a plot line's range.
    public static let plotPoints = 600

    /// The lines as typed.
    public private(set) var lines: [String]
    /// The front end's angle unit, for a note that does not write its own.
    public private(set) var defaultAngle: AngleUnit
    /// Counts the edits; a worked note names the one it is of.
    public private(set) var revision = 0
    public private(set) var worked: Worked
    public let limits: CalculationLimits
    /// The exchange rates the note is worked out with (a front end sets the day's when they come).
    public private(set) var currencies: CurrencyRates?
    /// Whether the jobs sample the plot lines' graphs (a front end that draws them its own way does not).
    public let samplesPlots: Bool
    /// The time "today" and "now" mean; nil: the system's clock, read by each job (not on a key's path).
    public let clock: NoteClock?

    public init(
        text: String, angle: AngleUnit = .radians, limits: CalculationLimits, currencies: CurrencyRates? = nil,
        samplesPlots: Bool = true, clock: NoteClock? = nil
    ) {
        self.samplesPlots = samplesPlots
        self.clock = clock
        lines = Notes.lineTexts(of: text)
        defaultAngle = angle
        self.limits = limits
        self.currencies = currencies
        worked = Worked(
            notes: Notes(angle: angle, limits: limits, currencies: currencies), shown: [], plots: [:], revision: -1)
    }

    public var text: String { lines.joined(separator: "\n") }
    public var lineCount: Int { lines.count }
    /// Whether the results shown are those of the text as it is.
    public var isWorkedOut: Bool { worked.revision == revision }

    /// The line that sets the note's angle unit, read from the text as typed.
    public var angleLine: Int? { lines.firstIndex { AngleSetting.parse($0) != nil } }
    public var angle: AngleUnit { angleLine.flatMap { AngleSetting.parse(lines[$0]) } ?? defaultAngle }

    /// The result of line `index` when it is worked out for the text as typed, else nil.
    public func result(of index: Int) -> LineResult? {
        guard let line = workedLine(index) else { return nil }
        return worked.notes.lines[line].result
    }

    /// What line `index` shows: its worked result, or nothing while it is being worked out.
    public func shown(of index: Int) -> LineResult.Shown {
        guard let line = workedLine(index), worked.shown.indices.contains(line) else { return .nothing }
        return worked.shown[line]
    }

    /// The graph of plot line `index`, when it is worked out for the text as typed.
    public func plot(of index: Int) -> NotePlot? {
        guard workedLine(index) != nil else { return nil }
        return worked.plots[index]
    }

    /// Whether line `index` is a plot line (as far as its last worked result tells).
    public func isPlotLine(_ index: Int) -> Bool { result(of: index)?.plot != nil }

    /// A worked line of the same text at the same place, while the lines above are unchanged
    /// too (below an edit, a line's result may change through the names it reads).
    private func workedLine(_ index: Int) -> Int? {
        guard lines.indices.contains(index), worked.notes.lines.indices.contains(index),
            worked.notes.lines[index].text == lines[index]
        else { return nil }
        if isWorkedOut { return index }
        for above in 0..<index where worked.notes.lines[above].text != lines[above] { return nil }
        return index
    }

    /// Applies an edit to the text, at once. False when the edit names no line there is.
    @discardableResult
    public mutating func apply(_ edit: Notes.Edit) -> Bool {
        switch edit {
        case let .setText(text): lines = Notes.lineTexts(of: text)
        case let .replaceLine(index, text) where lines.indices.contains(index): lines[index] = text
        case let .insertLine(index, text) where (0...lines.count).contains(index): lines.insert(text, at: index)
        case let .removeLine(index) where lines.indices.contains(index): lines.remove(at: index)
        case let .setAngle(angle): defaultAngle = angle
        case let .setCurrencies(rates):
            guard rates != currencies else { return true }
            currencies = rates
        case let .writeAngle(angle):
            if let index = angleLine {
                lines[index] = AngleSetting.line(angle)
            } else {
                lines.insert(AngleSetting.line(angle), at: 0)
            }
        default: return false
        }
        revision += 1
        return true
    }

    /// Keeps results newer than those held; an older job's answer is dropped.
    public mutating func receive(_ newer: Worked) {
        if newer.revision > worked.revision { worked = newer }
    }

    /// The work that brings the results up to the text as it is now: run it off the keys'
    /// path (a job), and give what it returns to `receive(_:)`. It stops at `cancellation`'s
    /// next check when a newer edit makes it stale.
    public func work() -> @Sendable (Cancellation) -> Worked {
        // The lines, not their text: joined by the job, never on a key's path.
        let (from, lines, angle, revision) = (worked, lines, defaultAngle, revision)
        let (limits, plots, fixedClock, currencies) = (limits, samplesPlots, clock, currencies)
        return { cancellation in
            Self.workOut(
                from: from, text: lines.joined(separator: "\n"), angle: angle, revision: revision, limits: limits,
                plots: plots, clock: fixedClock ?? NoteClock(now: Date()), currencies: currencies, cancellation)
        }
    }

    /// Works the note out whole, here: for tools and tests.
    public mutating func workOutNow() { receive(work()(Cancellation())) }

    static func workOut(
        from old: Worked, text: String, angle: AngleUnit, revision: Int, limits: CalculationLimits,
        plots sampling: Bool, clock: NoteClock? = nil, currencies: CurrencyRates? = nil,
        _ cancellation: Cancellation
    ) -> Worked {
        let working = limits.cancelled(by: cancellation)
        var notes = old.notes
        notes.use(working)
        if notes.defaultAngle != angle { notes = Notes.reduce(notes, .setAngle(angle)) }
        if let currencies, notes.currencies != currencies { notes = Notes.reduce(notes, .setCurrencies(currencies)) }
        // A note without dates is worked out without a clock, and stays equal to one made without.
        if notes.clock != clock, notes.clock != nil || Notes.lineTexts(of: text).contains(where: DatePhrase.mayRead) {
            notes = Notes.reduce(notes, .setClock(clock))
        }
        notes = Notes.reduce(notes, .setText(text))
        // Lines before the first difference keep what they showed and their graphs.
        var same = 0
        while same < notes.lines.count, same < old.notes.lines.count, same < old.shown.count,
            notes.lines[same] == old.notes.lines[same]
        {
            same += 1
        }
        var shown = Array(old.shown.prefix(same))
        var plots = old.plots.filter { $0.key < same }
        for index in same..<notes.lines.count {
            let result = notes.lines[index].result
            shown.append(result.shown(limits: working))
            if sampling, result.plot != nil, let plot = notes.plot(line: index, points: plotPoints) {
                plots[index] = NotePlot(result: plot)
            }
        }
        notes.use(limits)  // the job's cancellation is not kept for the next one
        return Worked(notes: notes, shown: shown, plots: plots, revision: revision)
    }
}
