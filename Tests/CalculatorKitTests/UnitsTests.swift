import BigInt
import Testing

@testable import CalculatorKit

/// The exact value of a conversion line, e.g. "3 ft to m".
func converted(_ line: String) throws -> Rational {
    let result = Evaluator().evaluateLine(line)
    guard case let .value(number, _) = result.outcome else {
        Issue.record("\(line): \(shown(result))")
        throw CalculationError(.emptyExpression)
    }
    return try #require(number.exactValue, "\(line) is not exact")
}

/// p/q written out by hand in the test, not read from the unit table.
func q(_ numerator: BigInt, _ denominator: BigInt = 1) -> Rational { Rational(numerator, denominator) }

@Suite("Unit conversion")
struct UnitsTests {
    @Test(
        "the documented conversions, exactly",
        arguments: [
            ("1 mile to km", q(1_609_344, 1_000_000)),
            ("3 ft to m", q(9144, 10_000)),
            ("60 mph to km/h", q(9_656_064, 100_000)),
            ("100 °F to °C", q(340, 9)),
            ("100 degF to degC", q(340, 9)),
            ("2 GiB to MB", q(2_147_483_648, 1_000_000)),
            ("1 acre to m^2", q(40_468_564_224, 10_000_000)),
            ("kg m/s^2 to N", q(1)),
            ("1 in to cm", q(254, 100)),
            ("-40 °C to °F", q(-40)),
            ("0 °C to K", q(27315, 100)),
            ("212 °F → K", q(37315, 100)),
            ("2.5 * 3 ft -> in", q(90)),
            ("(1+1) km to m", q(2000)),
            ("3ft to in", q(36)),
            ("1 m² to cm^2", q(10_000)),
            ("9.81 m s⁻² to ft/s^2", q(981_000, 30_480)),
            ("1 kWh to MJ", q(36, 10)),
            ("1 lb to kg", q(45_359_237, 100_000_000)),
            ("1 gal to L", q(3_785_411_784, 1_000_000_000)),
        ])
    func issueExamples(line: String, expected: Rational) throws {
        #expect(try converted(line) == expected)
    }

    /// Relations from the definitions (NIST Handbook 44, appendix C), each a second route
    /// to the same quantity: if a table entry were wrong, one side would be off.
    @Test(
        "defining relations between units",
        arguments: [
            ("1 mile to yd", q(1760)), ("1 acre to ft^2", q(43560)), ("1 yd to in", q(36)),
            ("1 atm to Torr", q(760)), ("1 gal to qt", q(4)), ("1 gal to floz", q(128)), ("1 cup to tbsp", q(16)),
            ("1 tbsp to tsp", q(3)), ("1 lb to oz", q(16)), ("1 lb to grain", q(7000)), ("1 ton to lb", q(2000)),
            ("1 st to lb", q(14)), ("1 kn to m/h", q(1852)), ("1 day to min", q(1440)), ("1 week to h", q(168)),
            ("1 GiB to MiB", q(1024)), ("1 KiB to B", q(1024)), ("1 byte to bit", q(8)), ("1 GB to kB", q(1_000_000)),
            ("1 kcal to Cal", q(1)), ("1 hp to ft lbf/s", q(550)), ("1 ha to m^2", q(10_000)), ("1 L to cm^3", q(1000)),
            ("1 bar to kPa", q(100)), ("1 psi to lbf/in^2", q(1)), ("1 J to N m", q(1)), ("1 W to J/s", q(1)),
            ("1 Pa to N/m^2", q(1)), ("1 V to W/A", q(1)), ("1 ohm to V/A", q(1)), ("1 C to A s", q(1)),
            ("1 eV to J", q(1_602_176_634, BigInt(10).power(28))), ("1 cal to J", q(4184, 1000)),
            ("1 h to s", q(3600)), ("1 mph to ft/s", q(22, 15)), ("1 km/h to m/s", q(5, 18)),
        ])
    func relations(line: String, expected: Rational) throws {
        #expect(try converted(line) == expected)
    }

    /// NIST SP 811 (2008), appendix B.8/B.9, factors to SI as printed there (7 significant
    /// digits; "exact" entries in full), typed in here: the exact conversion must round to them.
    @Test(
        "factors agree with NIST SP 811's table",
        arguments: [
            ("1 ft to m", 3.048e-01), ("1 mi to m", 1.609344e+03), ("1 nmi to m", 1.852e+03), ("1 yd to m", 9.144e-01),
            ("1 au to m", 1.495979e+11), ("1 ly to m", 9.46073e+15), ("1 Å to m", 1.0e-10),
            ("1 gal to m^3", 3.785412e-03), ("1 qt to m^3", 9.463529e-04), ("1 floz to m^3", 2.957353e-05),
            ("1 cup to m^3", 2.365882e-04), ("1 tbsp to m^3", 1.478676e-05), ("1 tsp to m^3", 4.928922e-06),
            ("1 oz to kg", 2.834952e-02), ("1 lb to kg", 4.535924e-01), ("1 ton to kg", 9.071847e+02),
            ("1 grain to kg", 6.479891e-05), ("1 carat to kg", 2.0e-04),
            ("1 lbf to N", 4.448222e+00), ("1 kgf to N", 9.80665e+00), ("1 dyn to N", 1.0e-05),
            ("1 atm to Pa", 1.01325e+05), ("1 mmHg to Pa", 1.333224e+02), ("1 torr to Pa", 1.333224e+02),
            ("1 psi to Pa", 6.894757e+03), ("1 bar to Pa", 1.0e+05),
            ("1 BTU to J", 1.055056e+03), ("1 cal to J", 4.184e+00), ("1 erg to J", 1.0e-07), ("1 kWh to J", 3.6e+06),
            ("1 hp to W", 7.456999e+02), ("1 knot to m/s", 5.144444e-01), ("1 mph to km/h", 1.609344e+00),
        ])
    func nist(line: String, reference: Double) throws {
        let value = try converted(line)
        let double = Double(value.numerator) / Double(value.denominator)
        #expect(abs(double - reference) <= abs(reference) * 6e-7, "\(line) = \(double), NIST \(reference)")
    }

    @Test(
        "a quantity written in two units is their sum: 5 ft 3 in, 1h 30min; other dimensions say why",
        arguments: [
            ("5 ft 3 in to cm", "160.02 cm"),
            ("1h 30min to min", "90 min"),
            ("1 kg 200 g", "1.2 kg"),
            ("2 m × 3", "6 m"),
            ("3 m 2 s", "error: cannot add time to length at column 5"),
            ("2 m 3", "error: cannot add a plain number to length at column 5"),
            ("2 3", "error: missing operator at column 3"),
        ])
    func compoundQuantities(line: String, expected: String) {
        #expect(shown(Evaluator().evaluateLine(line)) == expected)
    }

    @Test("760 mmHg is not quite 1 atm: the mmHg is conventional, the torr exact")
    func mercury() throws {
        #expect(try converted("760 mmHg to atm") == q(1_013_250_144_354, 1_013_250_000_000))
        #expect(try converted("760 torr to atm") == q(1))
    }

    @Test(
        "results shown with their units; errors name both dimensions or the bad unit",
        arguments: [
            ("3 ft to m", "0.9144 m"),
            ("x = 1 mile to km", "1.609344 km"),
            ("5 kg to m", "error: cannot convert mass to length at column 6"),
            ("3 m/s to km", "error: cannot convert speed to length at column 7"),
            ("1 N to kg m", "error: cannot convert force to units of m·kg at column 5"),
            ("3 ft to blorp", "error: unknown unit 'blorp' at column 9"),
            ("3 to m", "error: expected units before 'to', e.g. 3 ft to m at column 3"),
            ("3 ft to", "error: expected a unit at column 8"),
            (
                "10 °C/s to K/s",
                "error: '°C' has a moved zero, so it converts only on its own (use K for a temperature difference) at column 4"
            ),
            ("1 m^40 to m", "error: a unit's power must be a whole number from -12 to 12 at column 4"),
        ])
    func shownResults(line: String, expected: String) {
        #expect(shown(Evaluator().evaluateLine(line)) == expected)
    }

    @Test("an irrational number converts too, staying exact in form")
    func irrational() throws {
        let result = Evaluator().evaluateLine("sqrt(2) m to cm")
        guard case let .value(number, unit) = result.outcome else { Issue.record("no value"); return }
        #expect(unit == "cm")
        #expect(try NumberFormat(significantDigits: 10).string(number) == "141.4213562")
    }
}
