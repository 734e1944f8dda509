import Foundation
import Testing

@testable import CalculatorKit

/// Dates and times, with the clock fixed at Thursday 26 November 2026, 09:30 UTC.
@Suite("Notes: dates and times")
struct NotesDatesTests {
    @Test(
        "days, relative days and dates as people write them",
        arguments: [
            ("today", "Thu 26 Nov 2026"),
            ("now", "Thu 26 Nov 2026 09:30"),
            ("tomorrow", "Fri 27 Nov 2026"),
            ("yesterday", "Wed 25 Nov 2026"),
            ("2026-12-25", "Fri 25 Dec 2026"),
            ("25 Dec 2026", "Fri 25 Dec 2026"),
            ("Dec 25", "Fri 25 Dec 2026"),
            ("December 25, 2027", "Sat 25 Dec 2027"),
            ("3 days from now", "Sun 29 Nov 2026"),
            ("2 hours from now", "Thu 26 Nov 2026 11:30"),
            ("2 weeks ago", "Thu 12 Nov 2026"),
            ("in 3 days", "Sun 29 Nov 2026"),
            ("next friday", "Fri 27 Nov 2026"),
            ("next thursday", "Thu 3 Dec 2026"),
            ("last monday", "Mon 23 Nov 2026"),
            ("today + 2 weeks", "Thu 10 Dec 2026"),
            ("2026-01-31 + 1 month", "Sat 28 Feb 2026"),  // the calendar's month, not 30 days
            ("2024-02-28 + 1 day", "Thu 29 Feb 2024"),
            ("2026-12-25 - 3 days", "Tue 22 Dec 2026"),
            ("3 days after 2026-12-25", "Mon 28 Dec 2026"),
            ("weekday of 2026-12-25", "Friday"),
            ("weekday of 25 Dec 2026", "Friday"),
        ])
    func dates(line: String, expected: String) {
        #expect(lastShows(line) == expected)
    }

    @Test(
        "the days between two dates, in days or weeks",
        arguments: [
            ("2026-12-25 - 2026-11-26", "29 days"),
            ("2026-11-26 - 2026-12-25", "-29 days"),
            ("2026-12-25 - today", "29 days"),
            ("2027-01-01 - 2026-01-01", "365 days"),
            ("2026-12-24 - 2026-11-26 to weeks", "4 weeks"),
        ])
    func between(line: String, expected: String) {
        #expect(lastShows(line) == expected)
    }

    @Test(
        "durations are units",
        arguments: [
            ("3 days", "3 days"), ("2 weeks", "2 weeks"), ("90 min to h", "1.5 h"), ("3 days to h", "72 h"),
            // Written as a heading or a time sheet writes them, with or without spaces.
            ("1h 30min to min", "90 min"), ("1h30min to min", "90 min"), ("1h30min to h", "1.5 h"),
            ("5ft3in to in", "63 in"), ("2026-11-26 + 1h30min", "Thu 26 Nov 2026 01:30"),
        ])
    func durations(line: String, expected: String) {
        #expect(lastShows(line) == expected)
    }

    @Test(
        "times of day and time zones",
        arguments: [
            ("9:30 + 2h 45min", "12:15"),
            ("9:30 + 2 hours 45 minutes", "12:15"),
            ("23:00 + 2h", "01:00, next day"),
            ("9:30 - 45 min", "08:45"),
            ("3pm London to Tokyo", "00:00 in Tokyo, next day"),
            ("3pm Europe/London to Asia/Tokyo", "00:00 in Tokyo, next day"),
            ("9am New York to London", "14:00 in London"),
            ("15:00 UTC to Europe/Paris", "16:00 in Paris"),
            ("now in Tokyo", "18:30 in Tokyo"),
        ])
    func times(line: String, expected: String) {
        #expect(lastShows(line) == expected)
    }

    @Test("a day that is not in the calendar, and today without a clock, say why")
    func refusals() {
        #expect(lastShows("2026-02-30") == "! 2026-2-30 is not a day of the calendar")
        #expect(lastShows("today", clock: nil) == "! the date of today is not known here")
        #expect(lastShows("2026-12-25 - 2026-11-26", clock: nil) == "29 days")  // no today needed
    }

    @Test("other lines are left to the expression language")
    func notDates() {
        #expect(lastShows("2026 - 12 - 25") == "1989")
        #expect(lastShows("x = 3\nx - 1") == "2")
        #expect(lastShows("5 min") == "5 min")
        #expect(lastShows("max(3, 4)") == "4")
    }

    @Test("a new clock works out again only the lines that read the time")
    func newClock() {
        var notes = Notes(text: "today\n1 + 1\ntomorrow", clock: fixedClock)
        var later = fixedClock
        later.now = fixedClock.now.addingTimeInterval(86_400)
        notes = Notes.reduce(notes, .setClock(later))
        #expect(notes.evaluatedLines == 2)
        #expect(notes.lines.map { $0.result.text } == ["Fri 27 Nov 2026", nil, "Sat 28 Nov 2026"])
    }

    @Test("the live notes of every front end show dates with the clock they are given")
    func liveNotes() {
        var live = LiveNotes(text: "today\n3 days from now", limits: .standard, clock: fixedClock)
        live.workOutNow()
        #expect(live.shown(of: 0) == .value("Thu 26 Nov 2026"))
        #expect(live.shown(of: 1) == .value("Sun 29 Nov 2026"))
    }
}
