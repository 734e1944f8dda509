import Testing

@testable import CalculatorKit

/// The units after `to`, read from the lexer's tokens: what each form converts to, and each
/// error at the column of what it did not know. Values: 250/9, 25/9, 5000/16.387064,
/// 1000/29.5735295625 and 1.75/0.0254 − 60, to 10 digits (mpmath).
@Suite("The target of a conversion, read from tokens")
struct ConversionTargetTests {
    @Test(
        "products, powers, numbers among units, mixed targets",
        arguments: [
            ("100 km/h to m s^-1", "27.77777778 m s^-1"),
            ("100 km/h to m s⁻¹", "27.77777778 m s⁻¹"),
            ("100 km/h to m·s^−1", "27.77777778 m·s^−1"),
            ("1 J to kg m**2 s**-2", "1 kg m**2 s**-2"),
            ("1 J to kg m²/s²", "1 kg m²/s²"),
            ("10 km/h to m per s", "2.777777778 m per s"),
            ("10 mpg to L/100 km", "23.52145833 L/100 km"),
            ("5 L to cu in", "305.1187205 cu in"),
            ("1 L to US fl oz", "33.81402270 US fl oz"),
            ("2000 m to nautical mile m", "1 nautical mile 148 m"),
            ("1.75 m to ft + in", "5 ft + 8.897637795 in"),
            ("100000 s to d h min s", "1 d 3 h 46 min 40 s"),
            ("12.5 deg to  dms ", "12°30′0″"),
            ("3 ft to 100*m", "0.009144 100*m"),
            ("1 N m to N m", "1 N m"),
            ("300 K to °C", "26.85 °C"),
        ])
    func converts(line: String, expected: String) {
        #expect(said(line) == expected)
    }

    @Test(
        "an error names what it did not know, where it stands",
        arguments: [
            ("3 ft to  ", "error: expected a unit at column 10"),
            ("3 ft to m*", "error: expected a unit at column 11"),
            ("3 ft to m/", "error: expected a unit at column 11"),
            ("3 ft to /m", "error: expected a unit before '/' at column 9"),
            ("3 ft to m//s", "error: expected a unit before '/' at column 11"),
            ("1 m to ×m", "error: expected a unit before '×' at column 8"),
            ("3 m to per s", "error: expected a unit before 'per' at column 8"),
            ("3 ft to (m)", "error: unexpected '(' in a unit at column 9"),
            ("3 ft to m-s", "error: unexpected '-' in a unit at column 10"),
            ("3 ft to m²^2", "error: unexpected '^' in a unit at column 11"),
            ("0.5 to %", "error: unexpected '%' in a unit at column 8"),
            ("3 ft to m^x", "error: a unit's power must be a whole number from -12 to 12 at column 10"),
            ("1 J to kg m^13/s^2", "error: a unit's power must be a whole number from -12 to 12 at column 12"),
            ("1 J to kg m¹³/s^2", "error: a unit's power must be a whole number from -12 to 12 at column 12"),
            ("3 ft to °X", "error: unknown unit '°X' (did you mean 'lx'?) at column 9"),
            ("1 m to m to ft", "error: unknown unit 'to' (did you mean 'mo'?) at column 10"),
            ("1.75 m to ft +", "error: expected a unit on each side of '+' at column 15"),
            ("1.75 m to + in", "error: expected a unit on each side of '+' at column 10"),
            ("1.75 m to ft + °C", "error: '°C' has a moved zero, so it converts only on its own at column 15"),
            ("1.75 m to ft + kg", "error: cannot convert length to mass at column 15"),
            (
                "20 °C to °C m",
                "error: '°C' has a moved zero, so it converts only on its own (use K for a temperature difference) at column 10"
            ),
            ("10 mpg to L/0km", "error: expected a unit at column 13"),
            // A joining mark after the space: the unit after it is known, the mark is not.
            ("1.5 h to \u{301}h", "error: unexpected '\u{301}' in a unit at column 10"),
            ("3 ft to 1e999999999 m", "error: result too large (the limit is about 1,262,611 digits) at column 9"),
        ])
    func refuses(line: String, expected: String) {
        #expect(shown(Evaluator().evaluateLine(line)) == expected)
    }

    /// Numbers among the units multiply out, so their product is bounded like any value's:
    /// refused when it would pass the size of an exact value, not worked out for minutes.
    @Test("numbers among the units stay within the size of an exact value")
    func boundsNumbers() {
        #expect(
            shown(Evaluator().evaluateLine("3 ft to 1e700000 1e700000 m"))
                == "error: result too large (the limit is about 1,262,611 digits) at column 18")
    }
}
