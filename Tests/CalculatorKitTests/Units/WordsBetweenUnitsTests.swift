import BigInt
import Testing

@testable import CalculatorKit

@Suite("Words between units")
struct WordsBetweenUnitsTests {
    @Test(
        "per between two units divides, as '/' does",
        arguments: [
            ("60 miles per hour to km/h", q(9_656_064, 100_000)),
            ("100 km per hour to m/s", q(250, 9)),
            ("1 m per s to km per h", q(36, 10)),
            ("10 km per 2 h to km/h", q(5)),
            ("5 kg per m^2 to kg/m^2", q(5)),
            ("2 m² per s to m^2/s", q(2)),
        ])
    func perDivides(line: String, value: Rational) throws {
        #expect(try converted(line) == value)
    }

    @Test("per shows as typed: in a unit after the number, and in the unit converted to")
    func perShown() {
        #expect(said("100 km per hour") == "100 km/hour")
        #expect(said("1 mph to m per s") == "0.44704 m per s")
    }

    @Test(
        "per not between two units is refused, not guessed",
        arguments: [
            ("3 m per", "error: 'per' goes between two units, as in 60 miles per hour"),
            ("per hour", "error: 'per' goes between two units, as in 60 miles per hour"),
            ("3 m to per s", "error: expected a unit before 'per'"),
        ])
    func perRefused(line: String, expected: String) {
        #expect(said(line) == expected)
    }

    @Test("a note's own per is its variable")
    func notesPer() {
        var evaluator = Evaluator()
        evaluator.remember(evaluator.evaluateLine("per = 4"))
        #expect(said("3 per", evaluator) == "12")
        #expect(said("2 m * per", evaluator) == "8 m")
    }

    @Test(
        "units of two words, exactly",
        arguments: [
            ("1 nautical mile to m", q(1852)),
            ("2 nautical miles to km", q(3704, 1000)),
            ("1 long ton to kg", q(10_160_469_088, 10_000_000)),
            ("1 short ton to lb", q(2000)),
            ("1 metric ton to kg", q(1000)),
            ("1 imperial gallon to L", q(454_609, 100_000)),
            ("2 imperial pints to mL", q(11_365_225, 10_000)),
            ("1 imperial quart to imperial pint", q(2)),
            ("1 US gallon to L", q(3_785_411_784, 1_000_000_000)),
            ("1 US pint to US gallon", q(1, 8)),
            ("1 gal_imp to pt_imp", q(8)),
            ("1 square mile to km^2", q(2_589_988_110_336, 1_000_000_000_000)),
            ("1 cubic foot to L", q(28_316_846_592, 1_000_000_000)),
            ("1 therm to BTU", q(100_000)),
            ("1 therm to J", q(10_550_558_526_200, 100_000)),
            ("60 nautical miles per hour to knots", q(60)),
        ])
    func twoWords(line: String, value: Rational) throws {
        #expect(try converted(line) == value)
    }

    @Test("ppm and ppb are plain ratios, as % is")
    func partsPer() {
        #expect(said("3 ppm") == "0.000003")
        #expect(said("500 ppm * 2000") == "1")
        #expect(said("3 ppm to ppb") == "3000 ppb")
        #expect(said("25 ppb * 4") == "1e-7")
    }

    @Test("a note's own word before a unit stays its variable")
    func notesWordsFirst() {
        var evaluator = Evaluator()
        evaluator.remember(evaluator.evaluateLine("long = 3"))
        evaluator.remember(evaluator.evaluateLine("US = 2"))
        #expect(said("2 long", evaluator) == "6")
        #expect(said("3 US gallon", evaluator) == "6 gallon")
        #expect(said("1 long", Evaluator()) == "error: unknown name 'long'")
    }

    @Test(
        "a plain number converted to angle units is an angle in the angle mode",
        arguments: [
            ("asin(1) to deg", AngleUnit.radians, "90 deg"),
            ("pi/3 to deg", .radians, "60 deg"),
            ("asin(1) in deg", .radians, "90 deg"),
            ("pi/4 to dms", .radians, "45°0′0″"),
            ("asin(1) to rad", .degrees, "1.570796327 rad"),
            ("30 to rad", .degrees, "0.5235987756 rad"),
            ("90 to turn", .degrees, "0.25 turn"),
            ("100 to deg", .gradians, "90 deg"),
            // Units already written keep their own meaning in any mode.
            ("atan(1) rad to deg", .degrees, "45 deg"),
            ("90 deg to rad", .degrees, "1.570796327 rad"),
        ])
    func plainAngles(line: String, angle: AngleUnit, expected: String) {
        #expect(said(line, Evaluator(angle: angle)) == expected)
    }

    @Test("a plain number to units of another kind is still refused")
    func plainNotAngle() {
        #expect(said("3 to m") == "error: expected units before 'to', e.g. 3 ft to m")
        #expect(said("5 to °C") == "error: expected units before 'to', e.g. 3 ft to m")
    }

    @Test(
        "roots of quantities: in the units written where the root divides their powers, else in SI units",
        arguments: [
            ("sqrt(16 m^2)", "4 m"), ("cbrt(27 m^3)", "3 m"), ("√(16 m²)", "4 m"), ("sqrt(9 ft^2) to m", "0.9144 m"),
            ("sqrt(100 m^2/s^2)", "10 m/s"), ("sqrt(4 m^4)", "2 m²"), ("cbrt(-27 m^3)", "-3 m"),
            ("sqrt(2 m^2)", "1.414213562 m"), ("cbrt(8 L)", "0.2 m"), ("sqrt(1 J/kg)", "1 m/s"),
            ("sqrt(1 acre) to ft", "208.7103256 ft"), ("abs(-3 m)", "3 m"),
        ])
    func roots(line: String, expected: String) {
        #expect(said(line) == expected)
    }

    @Test("a root that leaves no unit is refused with why")
    func rootRefused() {
        #expect(
            said("sqrt(16 m^3)")
                == "error: 'sqrt' of volume has no unit: each unit's power must divide by 2, as in sqrt(16 m²)")
        #expect(
            said("cbrt(4 m^2)")
                == "error: 'cbrt' of area has no unit: each unit's power must divide by 3, as in cbrt(27 m³)")
        #expect(said("sin(3 m)") == "error: 'sin' takes a plain number, not length")
    }

    @Test(
        "units of one dimension side by side are mixed units, shown as typed",
        arguments: [
            ("1.5 h to h min", "1 h 30 min"),
            ("100 min in h min", "1 h 40 min"),
            ("1000 s to h min s", "16 min 40 s"),
            ("1.8 m to ft in", "5 ft 10.86614173 in"),
            ("1 kg to lb oz", "2 lb 3.273961950 oz"),
            ("1.75 m to ft + in", "5 ft + 8.897637795 in"),
            // Units of two dimensions side by side stay a product.
            ("1 N m to J", "1 J"),
            ("3 kW h to MJ", "10.8 MJ"),
        ])
    func sideBySide(line: String, expected: String) {
        #expect(said(line) == expected)
    }
}
