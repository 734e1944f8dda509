import Foundation
import Testing

@testable import CalculatorKit

/// A clock fixed at Thursday 26 November 2026, 09:30 UTC.
let fixedClock = NoteClock(
    now: ISO8601DateFormatter().date(from: "2026-11-26T09:30:00Z")!, timeZone: TimeZone(identifier: "UTC")!)

/// What each line of a note shows, with the fixed clock.
func noteShows(_ text: String, clock: NoteClock? = fixedClock, currencies: CurrencyRates? = nil) -> [String] {
    Notes(text: text, currencies: currencies, clock: clock).lines.map {
        switch $0.result.shown(format: NumberFormat(significantDigits: 12, notation: .plain)) {
        case let .value(text): return text
        case let .error(why): return "! " + why
        case .nothing: return ""
        case .outOfTime: return "…"
        }
    }
}

/// The last line's result.
func lastShows(_ text: String, clock: NoteClock? = fixedClock, currencies: CurrencyRates? = nil) -> String {
    noteShows(text, clock: clock, currencies: currencies).last ?? ""
}

@Suite("Notes: totals and references to lines")
struct NotesTotalsTests {
    @Test("the issue's note: total, prev, a percentage, money, today, three days on, days between")
    func theNote() {
        let shown = noteShows(
            """
            rent = 1200
            food = 400
            total
            prev * 2
            20% of 150
            $40 - 15%
            today
            3 days from now
            2026-12-25 - 2026-11-26
            """)
        #expect(
            shown == [
                "1200", "400", "1600", "3200", "30", "$34", "Thu 26 Nov 2026", "Sun 29 Nov 2026", "29 days",
            ])
    }

    @Test(
        "sum, total, average and subtotal count the lines above up to a blank line or a heading",
        arguments: [
            ("1\n2\n3\nsum", "6"),
            ("1\n2\n3\ntotal", "6"),
            ("1\n2\n3\naverage", "2"),
            ("1\n2\n\n3\n4\ntotal", "7"),  // a blank line ends the lines counted
            ("1\n# Rent\n3\n4\ntotal", "7"),  // so does a heading
            ("1\n2\nsubtotal\n3\nsubtotal", "3"),  // a subtotal stops at the previous one
            ("1\n2\nsubtotal\n3\ntotal", "6"),  // a total skips subtotals
            ("x = 2\ny = 3\nx y\ntotal", "11"),  // definitions count
            ("1\n// a comment\n2\ntotal =", "3"),
            ("total", "0"),
            ("average", "! no values above to average"),
        ])
    func totals(note: String, expected: String) {
        #expect(lastShows(note) == expected)
    }

    @Test("units add when they agree or convert, and the line says why when they do not")
    func units() {
        #expect(lastShows("3 ft\n1 ft\ntotal") == "4 ft")
        #expect(lastShows("1 m\n50 cm\ntotal") == "1.5 m")
        #expect(lastShows("$5\n$7\ntotal") == "$12")
        #expect(lastShows("1 m\n2 kg\ntotal") == "! cannot add line 2 (kg) to line 1 (m): their units differ")
        #expect(lastShows("3\n2 kg\ntotal") == "! cannot add line 2 (kg) to line 1 (no units): their units differ")
        #expect(lastShows("1 m\n50 cm\naverage") == "0.75 m")
    }

    @Test("a heading shows the total of its section, when its values add up")
    func headings() {
        let shown = noteShows("# Groceries\nmilk = 2.5\nbread = 3\n\n# Rent\n1200\n# Mixed\n1 m\n2 kg")
        #expect(shown == ["5.5", "2.5", "3", "", "", "1200", "", "1 m", "2 kg"])
        let notes = Notes(text: "# Groceries\nmilk = 2.5\nbread = 3")
        #expect(notes.lines[0].result.outcome == .blank)  // a heading is no value for ans
        let edited = Notes.reduce(notes, .replaceLine(2, "bread = 4"))
        #expect(edited.lines[0].result.shown() == .value("6.5"))
    }

    @Test("a section runs to the next heading of its level or above; blank lines stay inside it")
    func sections() {
        let note = """
            # Budget
            ## Food
            milk = 2.5
            bread = 3

            eggs = 4
            total
            ## Rent
            1200
            100
            # Trip
            3 km
            800 m
            """
        let shown = noteShows(note)
        #expect(shown[0] == "1309.5")  // Food and Rent, once each: the total line is not counted again
        #expect(shown[1] == "9.5")  // its paragraphs too
        #expect(shown[6] == "4")  // a total stops at the blank line above it
        #expect(shown[7] == "1300")
        #expect(shown[10] == "3.8 km")
        #expect(lastShows("1\n2\n# Next\n3\n4\nsum") == "7")  // a sum stops at the heading above it
    }

    @Test("prev is the line above, line3 a given line; both follow edits")
    func references() {
        #expect(lastShows("2 m\nprev * 3") == "6 m")
        #expect(lastShows("5\n7\nline1 + line2") == "12")
        #expect(lastShows("5\nline3") == "! 'line3' is not above this line: a line can use only lines above it")
        #expect(lastShows("# title\nline1") == "! 'line1' is line 1, which has no value")
        #expect(lastShows("prev") == "! 'prev' is the line above, and there is none")
        #expect(lastShows("prev = 4\nprev + 1") == "5")  // a note's own name wins
        var notes = Notes(text: "5\n7\nline1 * 2\nprev + 1\nx = total")
        #expect(notes.lines.map { $0.result.value?.exactValue } == [5, 7, 10, 11, 33].map { Rational($0) })
        notes = Notes.reduce(notes, .replaceLine(0, "6"))
        #expect(notes.lines.map { $0.result.value?.exactValue } == [6, 7, 12, 13, 38].map { Rational($0) })
        notes = Notes.reduce(notes, .insertLine(0, "100"))
        #expect(notes.lines[3].result.value?.exactValue == Rational(200))  // line1 is the new first line
    }

    @Test("a note's own 'total' is a name like any other")
    func ownTotal() {
        #expect(lastShows("price = 12\ncount = 3\ntotal = price count\ntotal + 1") == "37")
    }
}

@Suite("Notes: percentages in words")
struct NotesPercentTests {
    @Test(
        "each phrase as the loved notes calculators read it",
        arguments: [
            ("20% of 150", "30"),
            ("20% on 150", "180"),
            ("20% off 150", "120"),
            ("$40 - 15%", "$34"),
            ("$40 + 10%", "$44"),
            ("40 - 15%", "34"),
            ("30 as a % of 150", "20 %"),
            ("30 as % of 150", "20 %"),
            ("15% of what is 30", "200"),
            ("50 is what % of 200", "25 %"),
            ("150 to 180 is what %", "20 %"),
            ("150 to 180 % change", "20 %"),
            ("200 to 150 is what %", "-25 %"),
            ("20 percent of 150", "30"),
            ("5% of $200", "$10"),
            ("x = 20% of 150", "30"),
            ("20% on what is 120", "100"),
            ("10% off what is 90", "100"),
            ("25% of 20% of 300", "15"),
            ("50% of 10% on 200", "110"),
            // A phrase is one term of a sum, as a product is.
            ("100 + 7% of 300", "121"), ("7% of 300 + 300", "321"), ("10 - 20% off 50", "-30"),
            ("20% on 150 + 30", "210"), ("7% of 300 + 20% of 100", "41"), ("(100 + 7)% of 300", "321"),
            ("2 × 7% of 300", "42"), ("1e-3 + 10% of 50", "5.001"), ("-20% of 150", "-30"),
            ("5 - -10% of 50", "10"),
        ])
    func phrase(line: String, expected: String) {
        #expect(lastShows(line) == expected)
    }

    @Test(
        "money as people write it",
        arguments: [
            ("$40", "$40"), ("40 €", "€40"), ("€1,200.50", "€1200.5"), ("1.2k", "1200"), ("3M", "3000000"),
            ("2bn / 1k", "2000000"), ("$1.5k + $500", "$2000"), ("5 km", "5 km"), ("2K to °C", "-271.15 °C"),
            // A plain number added to money is in its currency.
            ("€1,200.50 + 1", "€1201.5"), ("$1,200.50 - 0.5", "$1200"), ("40 € + 2", "€42"), ("1 + $40", "$41"),
            ("3 + 100 USD", "103 USD"), ("$1.2k + 300", "$1500"),
        ])
    func money(line: String, expected: String) {
        #expect(lastShows(line) == expected)
    }

    @Test("a plain number joins money only in a sum of one currency")
    func plainNumbersAndMoney() {
        #expect(lastShows("$40 + 5 EUR + 1").hasPrefix("! "))
        #expect(lastShows("$40 * 2 + 1").hasPrefix("! "))
        #expect(lastShows("(€5 + 1) * 2").hasPrefix("! "))
    }
}
