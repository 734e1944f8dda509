import Testing

@testable import CalculatorKit

@Suite("Currencies from a rates file")
struct CurrencyRatesTests {
    static let file = """
        # rates of a day, typed in by hand
        EUR = 1            # the reference
        USD = 0.9234 EUR
        GBP = 1.1873 EUR
        JPY = 0.0064 USD   # counted in another currency of the file
        CHF = 1.06e0
        """

    private func evaluator() throws -> Evaluator {
        var evaluator = Evaluator()
        evaluator.currencies = try CurrencyRates(parsing: Self.file)
        return evaluator
    }

    @Test(
        "conversions are exact: rates are decimals",
        arguments: [
            ("100 USD to EUR", "92.34 EUR"),
            ("100 EUR to USD", "108.29542993285683344 USD"),  // 100 / 0.9234
            ("1000 JPY to EUR", "5.90976 EUR"),  // 1000 × 0.0064 × 0.9234 = 5.90976
            ("10 GBP + 5 EUR to USD", "18.272687892570933507 USD"),  // 16.873 / 0.9234, rounded at 20 digits
            ("2 USD * 3", "6 USD"),
            ("1 CHF to EUR", "1.06 EUR"),
        ])
    func conversions(line: String, expected: String) throws {
        #expect(shown(try evaluator().evaluateLine(line)) == expected)
    }

    @Test("exact value of a conversion")
    func exact() throws {
        guard case let .value(number, _) = try evaluator().evaluateLine("1000 JPY to EUR").outcome else {
            Issue.record("no value"); return
        }
        #expect(number.exactValue == Rational(590_976, 100_000))
    }

    @Test("unknown currencies and a missing rates file are clear errors")
    func errors() throws {
        #expect(
            shown(try evaluator().evaluateLine("100 USD to XYZ"))
                == "error: no rate for 'XYZ' in the rates file at column 12")
        #expect(
            shown(try evaluator().evaluateLine("100 XYZ to EUR"))
                == "error: no rate for 'XYZ' in the rates file at column 5")
        #expect(
            shown(try evaluator().evaluateLine("100 USD to m")) == "error: cannot convert money to length at column 9")
        #expect(
            shown(Evaluator().evaluateLine("100 USD to EUR"))
                == "error: 'EUR' looks like a currency: currencies convert only with a rates file (--rates FILE),"
                + " or with --rates built-in (the ECB's rates of 2026-10-30) at column 12")
    }

    @Test(
        "a bad rates file names the line and the problem",
        arguments: [
            ("EUR = 1\nUSD 0.9", "line 2: expected a rate like 'USD = 0.9234 EUR', not 'USD 0.9'"),
            ("EUR = 1\nUSD = 0.9 XYZ", "line 2: unknown currency 'XYZ' (not defined in the file)"),
            ("EUR = 1\nUSD = -2", "line 2: expected a positive decimal number after '=', e.g. 'USD = 0.9234 EUR'"),
            ("EUR = 1\nUSD = 1/3", "line 2: expected a positive decimal number after '=', e.g. 'USD = 0.9234 EUR'"),
            ("EUR = 1\nEUR = 2", "line 2: 'EUR' is given twice (also on line 1)"),
            ("m = 1", "line 1: 'm' is already a unit"),
            (
                "AAA = 1 BBB\nBBB = 2 AAA",
                "line 1: 'AAA' is counted in a cycle of currencies that never reaches a plain number"
            ),
        ])
    func badFiles(text: String, expected: String) {
        #expect(throws: CurrencyRates.FileError.self) { try CurrencyRates(parsing: text) }
        do {
            _ = try CurrencyRates(parsing: text)
        } catch {
            #expect(error.description == expected)
        }
    }
}
