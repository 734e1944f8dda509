import Testing

@testable import CalculatorKit

@Suite("Mixed units carry a rounded last part")
struct MixedCarryTests {
    @Test(
        "a last part that rounds up to the size of the unit before it carries into that unit",
        arguments: [
            ("119.999999999999999999999999 s to min s", "2 min 0 s"),
            ("119.999999999999999999999999 s to min + s", "2 min + 0 s"),
            ("-119.999999999999999999999999 s to min s", "-2 min 0 s"),
            ("59.999999999999999999999999 s to min s", "1 min 0 s"),
            ("7199.9999999999999999999999 s to h min s", "2 h 0 min 0 s"),
            ("11.999999999999999999999999 in to ft in", "1 ft 0 in"),
            ("15.999999999999999999999999 oz to lb oz", "1 lb 0 oz"),
            ("1.9999999999999999999999999 deg to deg arcmin arcsec", "2 deg 0 arcmin 0 arcsec"),
            ("-1.9999999999999999999999999 deg to dms", "-2°0′0″"),
        ])
    func carries(line: String, expected: String) {
        #expect(said(line) == expected)
    }

    @Test(
        "a last part that does not round up to the next unit is shown as it is",
        arguments: [
            ("120 s to min s", "2 min 0 s"),
            ("119.99999999999999999 s to min s", "1 min 59.99999999999999999 s"),
            ("-119.99999999999999999 s to min s", "-1 min -59.99999999999999999 s"),
            ("7199.9999999999999999 s to h min s", "1 h 59 min 59.9999999999999999 s"),
            ("1.75 m to ft + in", "5 ft + 8.897637795 in"),
        ])
    func staysBelow(line: String, expected: String) {
        #expect(said(line) == expected)
    }
}
