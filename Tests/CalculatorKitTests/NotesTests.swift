import Testing

@testable import CalculatorKit

@Suite("Notes: lines with live results")
struct NotesTests {
    func results(_ notes: Notes) -> [String] { notes.lines.map { shown($0.result) } }

    @Test("an edit updates the lines below that use the changed name, and only those")
    func dependentLinesOnly() {
        let notes = Notes(text: "price = 12\ncount = 3\ntotal = price count\nother = 7\ntotal + other")
        #expect(results(notes) == ["12", "3", "36", "7", "43"])
        #expect(notes.evaluatedLines == 5)
        let edited = Notes.reduce(notes, .replaceLine(0, "price = 20"))
        #expect(results(edited) == ["20", "3", "60", "7", "67"])
        // price, then total (reads price), then the last line (reads total); not count or other.
        #expect(edited.evaluatedLines == 3)
    }

    @Test("a line using ans follows the result above it")
    func answer() {
        let notes = Notes(text: "2 + 3\nans × 10\n5")
        let edited = Notes.reduce(notes, .replaceLine(0, "4"))
        #expect(results(edited) == ["4", "40", "5"])
        #expect(edited.evaluatedLines == 2)
    }

    @Test("inserting and removing lines")
    func insertAndRemove() {
        var notes = Notes(text: "x = 2\ny = x^2")
        notes = Notes.reduce(notes, .insertLine(1, "x = 3"))
        #expect(results(notes) == ["2", "3", "9"])
        notes = Notes.reduce(notes, .removeLine(0))
        #expect(results(notes) == ["3", "9"])
        #expect(notes.evaluatedLines == 0)  // y still sees x = 3
        notes = Notes.reduce(notes, .removeLine(0))
        #expect(results(notes) == ["error: unknown name 'x' at column 5"])
        notes = Notes.reduce(notes, .removeLine(5))
        #expect(notes.text == "y = x^2")
    }

    @Test("the same text read again evaluates nothing; a changed text only what differs")
    func setText() {
        let text = "a = 1\nb = 2\nc = a + b"
        let notes = Notes(text: text)
        let same = Notes.reduce(notes, .setText(text))
        #expect(same.evaluatedLines == 0)
        #expect(same.lines == notes.lines)
        let changed = Notes.reduce(notes, .setText("a = 1\nb = 5\nc = a + b"))
        #expect(results(changed) == ["1", "5", "6"])
        #expect(changed.evaluatedLines == 2)
    }

    @Test("a failed definition makes its users fail, and fixing it fixes them")
    func failureAndRepair() {
        var notes = Notes(text: "d = 1/0\nd + 1")
        #expect(
            results(notes) == [
                "error: cannot divide by zero at column 6",
                "error: 'd' has no value: its definition failed at column 1",
            ])
        notes = Notes.reduce(notes, .replaceLine(0, "d = 1/4"))
        #expect(results(notes) == ["0.25", "1.25"])
    }

    @Test("changing the angle unit re-evaluates everything")
    func angle() {
        let notes = Notes(text: "sin(30)")
        #expect(results(Notes.reduce(notes, .setAngle(.degrees))) == ["0.5"])
    }

    @Test("in a 200-line note, an edit re-evaluates the lines that depend on it")
    func longNote() {
        var lines = ["rate = 2"]
        for i in 1..<200 { lines.append(i % 10 == 0 ? "v\(i) = rate × \(i)" : "w\(i) = \(i) + 1") }
        let notes = Notes(text: lines.joined(separator: "\n"))
        let edited = Notes.reduce(notes, .replaceLine(0, "rate = 3"))
        #expect(edited.evaluatedLines == 20)  // the edited line and the 19 that read rate
        #expect(shown(edited.lines[190].result) == "570")
        let unrelated = Notes.reduce(notes, .replaceLine(5, "w5 = 0"))
        #expect(unrelated.evaluatedLines == 1)
    }
}
