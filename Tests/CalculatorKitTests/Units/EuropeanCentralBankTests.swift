import Testing

@testable import CalculatorKit

@Suite("Currency rates from the European Central Bank's daily feed")
struct EuropeanCentralBankTests {
    static let feed = """
        <?xml version="1.0" encoding="UTF-8"?>
        <gesmes:Envelope xmlns:gesmes="http://www.gesmes.org/xml/2002-08-01">
            <gesmes:subject>Reference rates</gesmes:subject>
            <Cube>
                <Cube time='2026-11-25'>
                    <Cube currency='USD' rate='1.0860'/>
                    <Cube currency="JPY" rate="163.50"/>
                </Cube>
            </Cube>
        </gesmes:Envelope>
        """

    @Test("the feed's day and its rates, exactly: a euro is worth `rate` of each currency")
    func reads() throws {
        let rates = try CurrencyRates(europeanCentralBankFeed: Self.feed)
        #expect(rates.date == "2026-11-25")
        #expect(rates.source == "ECB 2026-11-25")
        #expect(rates.values["EUR"] == .one)
        #expect(rates.values["USD"] == Rational(10_000, 10_860))
        #expect(rates.values["JPY"] == Rational(100, 16_350))
    }

    @Test("a note converts with them and shows their source and day beside the answer")
    func dated() throws {
        let rates = try CurrencyRates(europeanCentralBankFeed: Self.feed)
        #expect(lastShows("10 USD to EUR", currencies: rates) == "≈ 9.208103131 EUR · ECB 2026-11-25")
        #expect(lastShows("10.86 USD to €", currencies: rates) == "≈ €10 · ECB 2026-11-25")
        #expect(lastShows("$40 - 15%", currencies: rates) == "$34")  // one currency: no rates used
        #expect(lastShows("$5\n10 EUR to USD\ntotal", currencies: rates) == "≈ $15.86 · ECB 2026-11-25")
    }

    @Test("without rates of its own, a note uses the built-in table and says its day")
    func builtIn() {
        #expect(CurrencyRates.shipped.date == "2026-10-30")
        #expect(lastShows("10 USD to EUR") == "≈ 8.950948801 EUR · ECB 2026-10-30, built in")
    }

    @Test(
        "a feed that is not one is refused whole",
        arguments: [
            ("", "not an ECB rates feed: it gives no day"),
            ("<html>maintenance</html>", "not an ECB rates feed: it gives no day"),
            ("<Cube time='2026-11-25'></Cube>", "not an ECB rates feed: it gives no rates"),
            ("<Cube time='tomorrow'>", "the rates feed's day is not a date"),
            (
                "<Cube time='2026-11-25'><Cube currency='USD' rate='-1'/>",
                "the rates feed has a currency that is not a rate"
            ),
            (
                "<Cube time='2026-11-25'><Cube currency='USD' rate='0'/>",
                "the rates feed has a currency that is not a rate"
            ),
            (
                "<Cube time='2026-11-25'><Cube currency='USD' rate='1e999'/>",
                "the rates feed has a currency that is not a rate"
            ),
            (
                "<Cube time='2026-11-25'><Cube currency='m' rate='1'/>",
                "the rates feed has a currency that is not a rate"
            ),
            (
                "<Cube time='2026-11-25'><Cube currency='USD' rate='1'/><Cube currency='USD' rate='2'/>",
                "the rates feed repeats a currency or has too many"
            ),
            ("<Cube time='2026-11-25'><Cube time='2026-11-24'>", "the rates feed holds more than one day"),
            (
                "<Cube time='2026-11-25'><Cube currency='USD' rate='1.08",
                "the rates feed has a currency that is not a rate"
            ),
        ])
    func refused(feed: String, why: String) {
        #expect(throws: CurrencyRates.FeedError(description: why)) { try CurrencyRates(europeanCentralBankFeed: feed) }
    }

    @Test("a hostile feed: entities are text, huge feeds are refused before they are read")
    func hostile() throws {
        let entities = """
            <!DOCTYPE lolz [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;&lol;&lol;">]>
            <Cube time='2026-11-25'><Cube currency='USD' rate='&lol2;'/></Cube>
            """
        #expect(throws: CurrencyRates.FeedError.self) { try CurrencyRates(europeanCentralBankFeed: entities) }
        let huge = Self.feed + String(repeating: "<Cube/>", count: CurrencyRates.maxFeedBytes / 7 + 1)
        #expect(throws: CurrencyRates.FeedError(description: "the rates feed is larger than 1024 kB")) {
            try CurrencyRates(europeanCentralBankFeed: huge)
        }
        let many = "<Cube time='2026-11-25'>" + (0..<600).map { "<Cube currency='A\(letters($0))' rate='1'/>" }.joined()
        #expect(throws: CurrencyRates.FeedError.self) { try CurrencyRates(europeanCentralBankFeed: many) }
    }

    private func letters(_ n: Int) -> String {
        let a = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZ")
        return String([a[n / 26 % 26], a[n % 26]])
    }

    @Test("a note names a currency by a sign or a code")
    func mentions() {
        #expect(CurrencyRates.mentionsCurrency("$40"))
        #expect(CurrencyRates.mentionsCurrency("a = 1\n10 usd to eur"))
        #expect(CurrencyRates.mentionsCurrency("10 USD"))
        #expect(!CurrencyRates.mentionsCurrency("3 ft to m\nx = 2"))
        #expect(!CurrencyRates.mentionsCurrency("try this"))  // no number beside it
    }

    @Test(
        "a lower-case code counts only where it is used as a currency: after an amount, or after to, in, → or ->",
        arguments: [
            ("try 2 + 3", false), ("php 8 + 1", false), ("cad 3", false), ("give try 3 apples", false),
            ("cad 3 of them\nmay 2", false), ("how to try 2 things", false), ("auto eur 3", false), ("usd2 = 4", false),
            ("my_usd = 4", false), ("Usd 3", false), ("10 usd to eur", true), ("10usd", true), ("(2 + 3) usd", true),
            ("x = 2\nx to eur", true), ("x in gbp", true), ("x → gbp", true), ("x -> gbp", true),
            ("TRY 3", true), ("price to EUR", true), ("3 × €120", true), ("£25", true),
            ("paid 3 cad drawings", false), ("3 cad in usd", true), ("3 cad + 2 usd", true),
        ])
    func lowerCaseCodes(text: String, mentions: Bool) {
        #expect(CurrencyRates.mentionsCurrency(text) == mentions)
        // The lines as a front end holds them, never joined.
        #expect(CurrencyRates.mentionsCurrency(lines: Notes.lineTexts(of: text)) == mentions)
    }
}
