import Foundation
import Testing

/// Quantity arithmetic, currencies from `--rates FILE`, and the converter on `press`.
@Suite("The calculator command: quantities, rates and the converter")
struct UnitsCommandTests {
    private func ratesFile(_ text: String) throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("rates-\(UUID().uuidString).txt")
        try text.write(to: url, atomically: true, encoding: .utf8)
        return url
    }

    @Test("arithmetic on quantities as the expression and in a batch")
    func quantities() throws {
        let one = try Run(["3 ft + 2 in to cm"])
        #expect(one.out == "96.52 cm\n")
        let sum = try Run(["5 kg - 300 g"])
        #expect(sum.out == "4.7 kg\n")
        let batch = try Run([], input: "2 m * 3 m\n10 km / 2 h\n20 °C + 5 °C\n3 m + 2 kg\n")
        #expect(batch.out == "6 m²\n5 km/h\n25 °C\nerror\n")
        #expect(batch.err.contains("line 4: "))
        #expect(batch.err.contains("cannot add mass to length"))
    }

    @Test("currencies from a rates file, exact")
    func rates() throws {
        let file = try ratesFile("# test rates\nEUR = 1\nUSD = 0.9234 EUR\n")
        defer { try? FileManager.default.removeItem(at: file) }
        let run = try Run(["--rates", file.path, "100 USD to EUR"])
        #expect(run.status == 0)
        #expect(run.out == "92.34 EUR\n")
        let unknown = try Run(["--rates", file.path, "100 USD to GBP"])
        #expect(unknown.status == 1)
        #expect(unknown.err.contains("no rate for 'GBP' in the rates file"))
    }

    @Test("no rates file, or a bad one, is a clear error")
    func missingRates() throws {
        let none = try Run(["100 USD to EUR"])
        #expect(none.status == 1)
        #expect(
            none.err.contains("'EUR' looks like a currency: currencies convert only with a rates file (--rates FILE)"))
        let bad = try ratesFile("EUR = 1\nUSD = 0.9 XYZ\n")
        defer { try? FileManager.default.removeItem(at: bad) }
        let run = try Run(["--rates", bad.path, "1 USD to EUR"])
        #expect(run.status != 0)
        #expect(run.err.contains("line 2: unknown currency 'XYZ'"))
        let missing = try Run(["--rates", "/nonexistent/rates.txt", "1 USD to EUR"])
        #expect(missing.status != 0)
        #expect(missing.err.contains("cannot read the rates file"))
    }

    @Test("a conversion shows 10 digits unless exact or --digits asks; mixed units; a variable keeps its units")
    func readableConversions() throws {
        #expect(try Run(["100 km to mi"]).out == "62.13711922 mi\n")
        #expect(try Run(["--digits", "20", "100 km to mi"]).out == "62.137119223733396962 mi\n")
        #expect(try Run(["1 mi to km"]).out == "1.609344 km\n")
        #expect(try Run(["1.75 m to ft + in"]).out == "5 ft + 8.897637795 in\n")
        let batch = try Run([], input: "d = 3 ft\nd to m\nd\n1 sq ft to m^2\n1 fortnite to d\n1 month to d\n")
        #expect(batch.out == "3 ft\n0.9144 m\n3 ft\n0.09290304 m^2\nerror\n30.436875 d\n")
        #expect(batch.err.contains("line 5: unknown unit 'fortnite' (did you mean 'fortnight'?)"))
    }

    @Test("notes take --rates; currency signs and lower-case codes")
    func notesWithRates() throws {
        let rates = try ratesFile("EUR = 1\nUSD = 0.5 EUR\n")
        defer { try? FileManager.default.removeItem(at: rates) }
        let note = FileManager.default.temporaryDirectory.appendingPathComponent("note-\(UUID().uuidString).txt")
        try "price = $20\nprice to eur\nangle = deg\nsin(30)\n".write(to: note, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: note) }
        let run = try Run(["notes", "--rates", rates.path, note.path])
        #expect(run.status == 0)
        #expect(run.out.contains("price to eur  = 10 eur"))
        #expect(run.out.contains("sin(30)       = 0.5"))
        #expect(run.out.contains("(angles in degrees)"))
    }

    @Test("the converter driven by press")
    func converter() throws {
        let run = try Run(["press", "convert", "1", "from:ft", "to:in"])
        #expect(run.status == 0)
        #expect(run.out.contains("\"display\":\"12\""))
        #expect(
            run.out.contains(
                "\"converter\":{\"category\":\"length\",\"from\":\"ft\",\"input\":\"1\",\"output\":\"12\",\"title\":\"Length\",\"to\":\"in\"}"
            ))
        #expect(run.out.contains("\"mode\":\"converter\""))
    }

    @Test("a mixed conversion's last part, rounded to 60 s, carries into the minutes")
    func mixedCarry() throws {
        let run = try Run(["119.99999999999999999999999 s to min s"])
        #expect(run.out == "2 min 0 s\n")
        let below = try Run(["119.9999999 s to min s"])
        #expect(below.out == "1 min 59.9999999 s\n")
        let wide = try Run(["--digits", "30", "119.99999999999999999999999 s to min s"])
        #expect(wide.out == "1 min 59.99999999999999999999999 s\n")
    }
}
