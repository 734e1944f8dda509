import CalculatorKit

/// The terminal's notes view: a line editor over the kit's `LiveNotes`, with the cursor and
/// what each line shows beside it. An edit changes the text at once and calculates nothing;
/// the results are worked out as a job (`TerminalState` asks for it) and arrive as an event.
/// A line gets a short time budget and shows "…" when it runs out.
public struct NotesEditor: Equatable, Sendable {
    public private(set) var live: LiveNotes
    /// The cursor: a line, and a column counted in characters from 0.
    public private(set) var line = 0
    public private(set) var column = 0
    /// The revision last handed to the saver.
    public internal(set) var savedRevision = 0
    /// Why the last key did nothing (a limit of the note), until the next key.
    public private(set) var problem: String?

    /// Time for one line: a typo like 9^9^9 shows "…" quickly instead of holding up the results.
    public static let lineLimits = CalculationLimits(timeLimit: .milliseconds(500))

    public init(text: String, angle: AngleUnit = .radians) {
        live = LiveNotes(text: text, angle: angle, limits: Self.lineLimits)
    }

    /// The note as last worked out (its text is the typed one once the results have arrived).
    public var notes: Notes { live.worked.notes }
    /// Counts edits of the text: the app works it out and saves it when it changes.
    public var revision: Int { live.revision }
    public var isUnsaved: Bool { savedRevision != revision }

    public var lineCount: Int { max(live.lineCount, 1) }
    public func text(of index: Int) -> String { live.lines.indices.contains(index) ? live.lines[index] : "" }
    public func shown(of index: Int) -> LineResult.Shown { live.shown(of: index) }

    /// Works the note out with new exchange rates: not an edit of the text, so a saved note stays saved.
    mutating func useRates(_ rates: CurrencyRates) {
        let saved = !isUnsaved
        live.apply(.setCurrencies(rates))
        if saved { savedRevision = revision }
    }

    /// Takes the results a job worked out.
    mutating func receive(_ worked: LiveNotes.Worked) { live.receive(worked) }

    /// Handles a key of the editor; false for keys it leaves to the app (F-keys, most Ctrl keys).
    public mutating func handle(_ input: InputEvent) -> Bool {
        problem = nil
        switch input {
        case let .character(character): insert(character)
        case .enter: splitLine()
        case .backspace: deleteBackward()
        case .delete: deleteForward()
        case .left:
            if column > 0 { column -= 1 } else if line > 0 { line -= 1; column = text(of: line).count }
        case .right:
            if column < text(of: line).count { column += 1 } else if line < lineCount - 1 { line += 1; column = 0 }
        case .up: moveToLine(line - 1)
        case .down: moveToLine(line + 1)
        case .home, .control("a"): column = 0
        case .end, .control("e"): column = text(of: line).count
        case .tab: insert(" ")
        default: return false
        }
        return true
    }

    /// Switches the note between degrees and radians by writing its `angle = …` line (a
    /// new first line if it has none), so that the note keeps its unit in its file.
    public mutating func switchAngle() {
        let line = AngleSetting.line(live.angle == .degrees ? .radians : .degrees)
        if let index = live.angleLine {
            apply(.replaceLine(index, line))
            if index == self.line { column = min(column, line.count) }
        } else {
            apply(.insertLine(0, line))
            self.line += live.lineCount > 1 ? 1 : 0
        }
    }

    /// Replaces the whole text (another copy's save, or a merge with it); the cursor stays
    /// where it was, inside the new text.
    public mutating func replaceText(with text: String) {
        guard text != live.text else { return }
        apply(.setText(text))
        line = min(line, lineCount - 1)
        column = min(column, self.text(of: line).count)
    }

    /// Puts the cursor on a line, at a column or the line's end if it is shorter.
    public mutating func moveCursor(line target: Int, column wanted: Int) {
        guard (0..<lineCount).contains(target) else { return }
        line = target
        column = max(0, min(wanted, text(of: line).count))
    }

    private mutating func moveToLine(_ target: Int) {
        guard (0..<lineCount).contains(target) else { return }
        line = target
        column = min(column, text(of: line).count)
    }

    private mutating func insert(_ character: Character) {
        var current = Array(text(of: line))
        guard current.count < NoteLimits.maxLineLength else {
            problem = NoteLimits.lineFull
            return
        }
        guard live.text.utf8.count + character.utf8.count <= NoteLimits.maxBytes else {
            problem = NoteLimits.bytesFull
            return
        }
        current.insert(character, at: column)
        setLine(line, String(current))
        column += 1
    }

    private mutating func splitLine() {
        guard lineCount < NoteLimits.maxLines else {
            problem = NoteLimits.linesFull
            return
        }
        let current = Array(text(of: line))
        setLine(line, String(current[..<column]))
        apply(.insertLine(line + 1, String(current[column...])))
        line += 1
        column = 0
    }

    private mutating func deleteBackward() {
        var current = Array(text(of: line))
        if column > 0 {
            current.remove(at: column - 1)
            setLine(line, String(current))
            column -= 1
        } else if line > 0 {
            // Joins the line to the one above, if the joined line fits.
            let above = text(of: line - 1)
            guard above.count + current.count <= NoteLimits.maxLineLength else {
                problem = NoteLimits.joinedTooLong
                return
            }
            setLine(line - 1, above + String(current))
            apply(.removeLine(line))
            line -= 1
            column = above.count
        }
    }

    /// Forward Delete: the character after the cursor, or at a line's end the line below
    /// joined to it, if the joined line fits.
    private mutating func deleteForward() {
        var current = Array(text(of: line))
        if column < current.count {
            current.remove(at: column)
            setLine(line, String(current))
        } else if line < lineCount - 1 {
            let below = text(of: line + 1)
            guard current.count + below.count <= NoteLimits.maxLineLength else {
                problem = NoteLimits.joinedTooLong
                return
            }
            setLine(line, String(current) + below)
            apply(.removeLine(line + 1))
        }
    }

    /// An empty note has no lines; its first line is made by typing in it.
    private mutating func setLine(_ index: Int, _ text: String) {
        apply(live.lines.isEmpty ? .insertLine(0, text) : .replaceLine(index, text))
    }

    /// Changes the text at once; the results follow from a job.
    private mutating func apply(_ edit: Notes.Edit) { live.apply(edit) }
}
