import Foundation
import Testing

@testable import CalculatorKit

/// Dates, times of day and durations are values that variables hold; a day written in
/// numbers is a date or an error, never a subtraction. The clock is fixed at Thursday
/// 26 November 2026, 09:30 UTC.
@Suite("Notes: dates in variables")
struct NotesDateValuesTests {
    @Test("a variable holds a date, and date lines read it")
    func dateVariable() {
        let shown = noteShows("d = 2026-12-25\nd + 3 days\nd - today\nweekday of d\nd2 = d + 2 weeks\nd2 - d")
        #expect(shown == ["Fri 25 Dec 2026", "Mon 28 Dec 2026", "29 days", "Friday", "Fri 8 Jan 2027", "14 days"])
    }

    @Test("a variable holds a time of day, and a duration steps a date")
    func timeAndDuration() {
        #expect(noteShows("t = 9:30\nt + 2h 45min") == ["09:30", "12:15"])
        #expect(noteShows("p = 3 days\n2026-12-25 + p") == ["3 days", "Mon 28 Dec 2026"])
        #expect(lastShows("p = 36 h\n2026-12-25 + p") == "Sat 26 Dec 2026 12:00")
        #expect(lastShows("t = 23:30\nt + 1h") == "00:30, next day")
    }

    @Test("an expression that names a date says what it is")
    func dateInAnExpression() {
        #expect(
            lastShows("d = 2026-12-25\nd * 2")
                == "! 'd' is a date: add or take a duration (d + 3 days), or take another date (d - today)")
        #expect(lastShows("t = 9:30\nt / 2") == "! 't' is a time of day: add or take a duration (t + 2h 30min)")
    }

    @Test(
        "a day written in numbers is never a subtraction",
        arguments: [
            ("2026-12-25", "Fri 25 Dec 2026"),
            ("2026-1-5 + 1 day", "Tue 6 Jan 2026"),
            (
                "x = 2026-12-25 + 1",
                "! '2026-12-25' is a day: a line with one adds or takes durations (2026-12-25 + 3 days) or takes another day (2026-12-25 - today)"
            ),
            (
                "(2026-12-25) * 2",
                "! '2026-12-25' is a day: a line with one adds or takes durations (2026-12-25 + 3 days) or takes another day (2026-12-25 - today)"
            ),
            ("2026-13-45", "! 2026-13-45 is not a day of the calendar"),
            ("2026 - 12 - 25", "1989"),  // spaced out, it is arithmetic
            ("12026-12-25", "11989"),  // no year has five digits here
        ])
    func daysInNumbers(line: String, expected: String) {
        #expect(lastShows(line) == expected)
    }

    @Test("editing the date a variable holds works out the lines that read it again")
    func editsFollow() {
        var notes = Notes(text: "d = 2026-12-25\nd + 3 days\n5", clock: fixedClock)
        notes = Notes.reduce(notes, .replaceLine(0, "d = 2026-12-26"))
        #expect(notes.lines[1].result.text == "Tue 29 Dec 2026")
        notes = Notes.reduce(notes, .replaceLine(0, "d = 4"))
        #expect(notes.lines[1].result.shown() == .error("cannot add time to a plain number"))
        notes = Notes.reduce(notes, .replaceLine(0, "d = today"))
        #expect(notes.lines[1].result.text == "Sun 29 Nov 2026")
        notes = Notes.reduce(notes, .setClock(NoteClock(now: fixedClock.now + 86_400, timeZone: fixedClock.timeZone)))
        #expect(notes.lines[1].result.text == "Mon 30 Nov 2026")
    }

    @Test("prev of a date line is that date")
    func previousDate() {
        #expect(lastShows("2026-12-25\nprev + 1 day") == "Sat 26 Dec 2026")
    }

    @Test("the command line's rules read the same dates, one line after another")
    func evaluatorLines() {
        var evaluator = Evaluator()
        let first = evaluator.evaluateNoteLine("d = 2026-12-25", clock: fixedClock)
        evaluator.remember(first)
        #expect(first.text == "Fri 25 Dec 2026")
        #expect(evaluator.evaluateNoteLine("d + 3 days", clock: fixedClock).text == "Mon 28 Dec 2026")
    }
}
