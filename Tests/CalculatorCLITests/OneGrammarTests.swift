import Foundation
import Testing

/// The command line reads a line as a note reads it: percentages in words, money as people
/// write it, dates; plain expressions keep their answers and their errors.
@Suite("calculator: one grammar for a line")
struct OneGrammarTests {
    @Test(
        "a one-shot line reads as a notes line",
        arguments: [
            ("20% of 150", "30"),
            ("20% off 150", "120"),
            ("50 is what % of 200", "25 %"),
            ("$40 - 15%", "$34"),
            ("$40", "$40"),
            ("€1,200.50 + 1", "€1201.5"),
            ("3M + 1.2k", "3001200"),
            ("2026-12-25", "Fri 25 Dec 2026"),
            ("2026-12-25 + 3 days", "Mon 28 Dec 2026"),
            ("2026-12-25 - 2026-11-26", "29 days"),
            ("weekday of 2026-12-25", "Friday"),
            ("50+10%", "55"),
            ("1 mile to km", "1.609344 km"),
        ])
    func oneShot(line: String, expected: String) throws {
        let run = try Run([line])
        #expect(run.status == 0, "\(run.err)")
        #expect(run.out == expected + "\n")
    }

    @Test("a day in numbers is a date or an error, never a subtraction")
    func dayInNumbers() throws {
        let run = try Run(["2026-12-25 * 2"])
        #expect(run.status == 1)
        #expect(run.out.isEmpty)
        #expect(run.err.hasPrefix("error: '2026-12-25' is a day: a line with one adds or takes durations"))
    }

    @Test("numbers that only start like a day are a subtraction (the notes' days have two digits)")
    func longNumbersAfterDashes() throws {
        let run = try Run([], input: "6235-3-378686783414\n2026-12-250\n")
        #expect(run.status == 0)
        #expect(run.out == "-378686777182\n1764\n")
    }

    @Test("errors of plain expressions stay theirs; currencies still convert only with a rates file")
    func errorsStay() throws {
        #expect(try Run(["2+"]).err.hasPrefix("error: unexpected end of expression at column 3"))
        #expect(try Run(["unknownword + 1"]).err.hasPrefix("error: unknown name 'unknownword' at column 1"))
        #expect(
            try Run(["10 USD to EUR"]).err.hasPrefix(
                "error: 'EUR' looks like a currency: currencies convert only with a rates file (--rates FILE)"))
        // Money of two currencies says how to give rates, not "unexpected '$'"; with them it adds.
        #expect(
            try Run(["$20 + 5 EUR"]).err.hasPrefix(
                "error: currencies convert only with a rates file (--rates FILE), or with --rates built-in"
                    + " (the ECB's rates of 2026-10-30)"))
        #expect(try Run(["--rates", "built-in", "$20 + 5 EUR"]).out == "$25.586\n")
        #expect(try Run(["$20 + 5"]).out == "$25\n")
    }

    @Test("a duration written without spaces, 1h30min, is 1h 30min")
    func durationsWithoutSpaces() throws {
        #expect(try Run(["1h30min"]).out == "1.5 h\n")
        #expect(try Run(["1h30min to min"]).out == "90 min\n")
    }

    @Test("a batch keeps dates in variables, line after line")
    func batch() throws {
        let run = try Run([], input: "d = 2026-12-25\nd + 3 days\n20% of 150\n2^10\nans/4\n")
        #expect(run.status == 0, "\(run.err)")
        #expect(run.out == "Fri 25 Dec 2026\nMon 28 Dec 2026\n30\n1024\n256\n")
    }
}
