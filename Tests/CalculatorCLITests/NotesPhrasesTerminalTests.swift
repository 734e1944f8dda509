import Foundation
import Testing

/// The notes' loved phrases (totals, references, percent words, dates, the day's rates) as a
/// person types them into the terminal app's notes, with the rates from a local test feed.
@Suite("terminal notes: totals, percent words, dates and the day's rates in tmux", .serialized)
struct NotesPhrasesTerminalTests {
    static let lines = [
        "rent = 1200", "food = 400", "total", "prev * 2", "20% of 150", "$40 - 15%", "today", "3 days from now",
        "2026-12-25 - 2026-11-26", "10 USD to EUR",
    ]

    /// A day as the notes show it ("Fri 27 Nov 2026").
    static func day(_ date: Date) -> String {
        let format = DateFormatter()
        format.locale = Locale(identifier: "en_US_POSIX")
        format.timeZone = .current
        format.dateFormat = "EEE d MMM yyyy"
        return format.string(from: date)
    }

    @Test("the example note shows 1600, 3200, 30, $34, today, three days on, 29 days and the feed's dated rate")
    func exampleNote() async throws {
        let place = try RatesFeedTests.Place()
        try place.serve()
        #expect(place.port != 0)
        let tmux = try TmuxSession(
            columns: 100, rows: 30,
            environment: [
                "CALCULATOR_RATES_URL": "http://127.0.0.1:\(place.port)/daily.xml",
                "XDG_CACHE_HOME": place.folder.appendingPathComponent("cache").path, "CALCULATOR_OFFLINE": nil,
            ])
        // The app has no clock of its own to set: today is the machine's, read on both sides of
        // the run so that a run across midnight still matches one of them.
        let before = Date()
        await tmux.wait(for: "the keypad") { $0.contains("AC") }
        try tmux.send("F4")
        await tmux.wait(for: "the notes view") { $0.contains("Notes") }
        for (index, line) in Self.lines.enumerated() {
            if index > 0 { try tmux.send("Enter") }
            try tmux.type(line)
        }
        // The lasting state: the feed's rates (dated 2026-10-29) replace the built-in table's.
        let screen = await tmux.wait(for: "the note with the feed's rates") {
            $0.contains("10 USD to EUR") && $0.contains("ECB 2026-10-29")
        }
        let after = Date()
        // The terminal groups digits (1,600); each answer stands at the right of its line.
        let rows = screen.split(separator: "\n").map(String.init)
        func answer(_ line: String) -> String? {
            rows.first { $0.hasPrefix(line + " ") }.map { $0.trimmingTrailingSpaces }
        }
        #expect(answer("rent = 1200")?.hasSuffix("= 1,200") == true)
        #expect(answer("food = 400")?.hasSuffix("= 400") == true)
        #expect(answer("total")?.hasSuffix("= 1,600") == true)
        #expect(answer("prev * 2")?.hasSuffix("= 3,200") == true)
        #expect(answer("20% of 150")?.hasSuffix("= 30") == true)
        #expect(answer("$40 - 15%")?.hasSuffix("= $34") == true)
        let today = answer("today")
        #expect([before, after].contains { today?.hasSuffix("= " + Self.day($0)) == true }, "\(today ?? "no today")")
        let later = answer("3 days from now")
        #expect(
            [before, after].contains { date in
                later?.hasSuffix("= " + Self.day(Calendar.current.date(byAdding: .day, value: 3, to: date)!)) == true
            }, "\(later ?? "no 3 days from now")")
        #expect(answer("2026-12-25 - 2026-11-26")?.hasSuffix("= 29 days") == true)
        #expect(answer("10 USD to EUR")?.hasSuffix("= ≈ 8.984725966 EUR · ECB 2026-10-29") == true)
        // The fetch left the feed in the cache.
        #expect(try String(contentsOf: place.cacheFile, encoding: .utf8) == RatesFeedTests.feed29)
        try tmux.send("C-q")
        await tmux.wait(for: "the app's end") { $0.contains("exited 0") }
    }
}
