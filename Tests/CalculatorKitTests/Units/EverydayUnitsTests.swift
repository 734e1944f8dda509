import BigInt
import Testing

@testable import CalculatorKit

@Suite("Everyday units")
struct EverydayUnitsTests {
    @Test(
        "units qalc knows, exactly",
        arguments: [
            ("1 month to d", q(30_436_875, 1_000_000)),
            ("1 fortnight to d", q(14)),
            ("1 decade to yr", q(10)),
            ("1 century to yr", q(100)),
            ("1 mAh to C", q(36, 10)),
            ("2 Ah to C", q(7200)),
            ("1 PS to kW", q(73_549_875, 100_000_000)),
            ("1 inHg to Pa", q(3_386_388_640_341, 1_000_000_000)),
            ("1 cmH2O to Pa", q(980_665, 10_000)),
            ("1 inH2O to Pa", q(24_908_891, 100_000)),
            ("10 mmH2O to cmH2O", q(1)),
            ("1 sq ft to m^2", q(9_290_304, 100_000_000)),
            ("1 square feet to in^2", q(144)),
            ("1 sq mi to acre", q(640)),
            ("1 sq in to cm^2", q(64_516, 10_000)),
            ("1 cubic ft to in^3", q(1728)),
            ("1000 cc to L", q(1)),
            ("1 light year to ly", q(1)),
            ("8 Mbps to MB/s", q(1)),
            ("100 bit/s to bps", q(100)),
            ("1 Ncm to N m", q(1, 100)),
            ("1 Pa*s to P", q(10)),
            ("1 cP to mPa s", q(1)),
            ("1 turn to deg", q(360)),
            ("1 deg to arcmin", q(60)),
            ("1 arcmin to arcsec", q(60)),
            ("100 grad to deg", q(90)),
            ("1 km/L to mpg", q(3_785_411_784, 1_609_344_000)),
        ])
    func exact(line: String, value: Rational) throws {
        #expect(try converted(line) == value)
    }

    @Test(
        "conversions through π and reciprocals, as a person reads them",
        arguments: [
            // Digits are cut, never rounded up: each one shown is a digit of the value.
            ("90 deg to rad", "1.570796327 rad"),
            ("1 rad to deg", "57.29577951 deg"),
            ("1 pc to ly", "3.261563777 ly"),
            ("30 mpg to L/100km", "7.840486111 L/100km"),
            ("7.84 L/100km to mpg", "30.00186012 mpg"),
            ("30 mpgimp to L/100km", "9.416031211 L/100km"),
            ("100 km to mi", "62.13711922 mi"),
            ("1 mi to km", "1.609344 km"),
            ("90°30′ to deg", "90.5 deg"),
            ("10°30'36\" to deg", "10.51 deg"),
            ("1.75 m to ft + in", "5 ft + 8.897637795 in"),
            ("2 h + 30 min to h + min", "2 h + 30 min"),
            ("-1.75 m to ft + in", "-5 ft + -8.897637795 in"),
            ("0.1 m to ft + in", "3.937007874 in"),
        ])
    func readable(line: String, expected: String) {
        #expect(said(line) == expected)
    }

    @Test("trigonometry and π reach angle units exactly")
    func angleFactorsAreExact() throws {
        let result = Evaluator().evaluateLine("180 deg to rad")
        guard case let .value(number, unit) = result.outcome else { Issue.record("\(result)"); return }
        #expect(unit == "rad")
        let digits = try NumberFormat(significantDigits: 30).string(number)
        #expect(digits == "3.14159265358979323846264338328")
    }

    @Test(
        "an unknown word is named, with the nearest unit",
        arguments: [
            ("3 blorps to m", "error: unknown unit 'blorps'"),
            ("1 fortnite to d", "error: unknown unit 'fortnite' (did you mean 'fortnight'?)"),
            ("1 m to fet", "error: unknown unit 'fet' (did you mean 'feet'?)"),
            ("3 to m", "error: expected units before 'to', e.g. 3 ft to m"),
        ])
    func unknownWords(line: String, expected: String) {
        #expect(said(line) == expected)
    }

    @Test("a variable keeps its quantity")
    func variablesKeepUnits() {
        var evaluator = Evaluator()
        let definition = evaluator.evaluateLine("d = 3 ft")
        #expect(definition.shown() == .value("3 ft"))
        evaluator.remember(definition)
        #expect(said("d to m", evaluator) == "0.9144 m")
        #expect(said("d * 2", evaluator) == "6 ft")
        #expect(said("d + 1 m to cm", evaluator) == "191.44 cm")
        // Redefined as a plain number, it has no units any more.
        evaluator.remember(evaluator.evaluateLine("d = 3"))
        #expect(said("d + 1", evaluator) == "4")
    }

    @Test("a note's variable with units follows an edit of its units")
    func noteFollowsUnits() {
        var notes = Notes(text: "d = 3 ft\nd to m")
        #expect(notes.lines[1].result.shown() == .value("0.9144 m"))
        notes = Notes.reduce(notes, .replaceLine(0, "d = 3 m"))
        #expect(notes.lines[1].result.shown() == .value("3 m"))
    }

    @Test("currencies: lower-case codes and the common signs")
    func currencySigns() throws {
        var evaluator = Evaluator()
        evaluator.currencies = try CurrencyRates(parsing: "EUR = 1\nUSD = 0.5 EUR\nGBP = 2 EUR\nJPY = 0.01 EUR")
        #expect(said("100 usd to eur", evaluator) == "50 eur")
        #expect(said("$100 to €", evaluator) == "€50")  // a sign goes before the amount
        #expect(said("£3 to EUR", evaluator) == "6 EUR")
        #expect(said("1000 ¥ to usd", evaluator) == "20 usd")
        #expect(said("$10 + $5", evaluator) == "$15")
        #expect(said("$100 to €", Evaluator()).hasPrefix("error: '€' looks like a currency"))
    }

    @Test("a currency code before its amount is the amount's (EUR 5, USD 10 to EUR), as $5 is")
    func codeBeforeAmount() throws {
        var evaluator = Evaluator()
        evaluator.currencies = try CurrencyRates(parsing: "EUR = 1\nUSD = 0.5 EUR\nNPR = 0.01 EUR")
        #expect(said("EUR 5", evaluator) == "5 EUR")
        #expect(said("USD 10 to EUR", evaluator) == "5 EUR")
        #expect(said("EUR 5 + EUR 3", evaluator) == "8 EUR")
        #expect(said("2 * EUR 3", evaluator) == "6 EUR")
        #expect(said("EUR 1,000.50", evaluator) == "1000.5 EUR")
        // After an amount, the number is another one: a mixed sum, refused as before.
        #expect(said("5 EUR 3", evaluator).hasPrefix("error: cannot add a plain number to money"))
        // NPR(5, 2) is the function; 100 NPR the rupee.
        #expect(said("NPR(5, 2)", evaluator) == "20")
        #expect(said("100 NPR to EUR", evaluator) == "1 EUR")
    }

    @Test("a function's name in capitals is the function where rates are known, not a currency they lack")
    func capitalsWithRates() throws {
        var evaluator = Evaluator(angle: .degrees)
        evaluator.currencies = try CurrencyRates(parsing: "EUR = 1\nUSD = 0.5 EUR")
        #expect(said("SIN(30)", evaluator) == "0.5")
        #expect(said("LOG 100", evaluator) == "2")
        #expect(said("ABS(-3) + MAX(1, 2)", evaluator) == "5")
        #expect(said("100 LOG", evaluator).hasPrefix("error: no rate for 'LOG'"))
        #expect(said("100 XYZ", evaluator).hasPrefix("error: no rate for 'XYZ'"))
    }

    @Test("a note carries its own angle unit")
    func noteAngle() {
        var notes = Notes(text: "sin(30)")
        #expect(notes.angle == .radians)
        notes = Notes.reduce(notes, .writeAngle(.degrees))
        #expect(notes.text == "angle = deg\nsin(30)")
        #expect(notes.lines[0].result.shown() == .value("angles in degrees"))
        #expect(notes.lines[1].result.shown() == .value("0.5"))
        // The front end's own unit does not override the note's.
        notes = Notes.reduce(notes, .setAngle(.radians))
        #expect(notes.lines[1].result.shown() == .value("0.5"))
        notes = Notes.reduce(notes, .replaceLine(0, "angle = rad"))
        #expect(notes.angle == .radians)
        #expect(notes.lines[1].result.shown() != .value("0.5"))
        notes = Notes.reduce(notes, .writeAngle(.degrees))
        #expect(notes.text == "angle = deg\nsin(30)")
    }

    @Test("the converter lists the new kinds, and each of their units reads")
    func converterKinds() throws {
        for category in [ConverterCategory.angle, .fuel, .charge] {
            for unit in category.units {
                #expect((try? UnitExpression.parse(Substring(unit), column: 1)) != nil, "\(unit)")
            }
        }
        // The converter converts fuel economy both ways, as the notes do.
        let mpg = try UnitExpression.parse("mpg", column: 1), per100 = try UnitExpression.parse("L/100km", column: 1)
        let there = try Evaluator().convert(.exact(q(30)), from: mpg, to: per100)
        let back = try Evaluator().convert(there, from: per100, to: mpg)
        #expect(back == .exact(q(30)))
    }
}
