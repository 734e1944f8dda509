import BigInt
import Testing

@testable import CalculatorKit

/// The exact value of a line and the units it is shown in.
private func quantity(_ line: String) throws -> (Rational, String?) {
    let result = Evaluator().evaluateLine(line)
    guard case let .value(number, unit) = result.outcome else {
        Issue.record("\(line): \(shown(result))")
        throw CalculationError(.emptyExpression)
    }
    return (try #require(number.exactValue, "\(line) is not exact"), unit)
}

@Suite("Arithmetic on quantities")
struct QuantityArithmeticTests {
    /// Expected values worked out by hand from 1 in = 2.54 cm, 1 ft = 12 in, 1 lb = 0.45359237 kg.
    @Test(
        "sums, products and quotients, exact, in the units written first",
        arguments: [
            ("3 ft + 2 in", q(19, 6), "ft"),  // 36 in + 2 in = 38 in = 38/12 ft
            ("3 ft + 2 in to cm", q(9652, 100), "cm"),  // 38 × 2.54
            ("2 m * 3 m", q(6), "m²"),
            ("10 km / 2 h to km/h", q(5), "km/h"),
            ("10 km / 2 h", q(5), "km/h"),
            ("5 kg - 300 g", q(47, 10), "kg"),
            ("2*3 m", q(6), "m"),
            ("2 × 3 m to cm", q(600), "cm"),
            ("1 mi + 1 km to m", q(2_609_344, 1000), "m"),
            ("(1 ft)^2 to in^2", q(144), "in^2"),
            ("3 m^2 / 2 m", q(3, 2), "m"),
            ("6 m / 2 m", q(3), nil),  // a plain number: the units cancel
            ("1 lb - 1 oz to g", q(45_359_237 * 15, 16 * 100_000), "g"),
            ("-3 ft + 1 yd", q(0), "ft"),
            ("100 m / 9.58 s to km/h", q(360_000, 9580), "km/h"),
            ("kg m/s^2 to N", q(1), "N"),
            ("2 kg * 9.80665 m/s² to N", q(196_133, 10_000), "N"),
            ("1 GiB / 1 MiB", q(1024), nil),
            ("1/2 m", q(1, 2), "m"),  // numbers divide first: half a metre
            ("1/2 h to min", q(30), "min"),
            ("J/kg/K", q(1), "J/kg/K"),
        ])
    func arithmetic(line: String, value: Rational, unit: String?) throws {
        let (v, u) = try quantity(line)
        #expect(v == value)
        #expect(u == unit)
    }

    /// Rule: the first term of a sum is a temperature; what is added to it or taken from
    /// it is a difference in degrees of its own scale (a °F degree is 5/9 of a °C degree).
    @Test(
        "temperatures: a reading first, then differences",
        arguments: [
            ("20 °C + 5 °C", q(25), "°C"),
            ("20 °C + 9 °F", q(25), "°C"),
            ("20 °C + 5 K", q(25), "°C"),
            ("30 °C - 20 °C", q(10), "°C"),
            ("20 °C + 5 °C to K", q(29_815, 100), "K"),
            ("68 °F + 18 °F to °C", q(30), "°C"),
            ("300 K + 10 °C", q(310), "K"),
            ("-40 °F to °C", q(-40), "°C"),
        ])
    func temperatures(line: String, value: Rational, unit: String?) throws {
        let (v, u) = try quantity(line)
        #expect(v == value)
        #expect(u == unit)
    }

    @Test(
        "errors name the dimensions and the place",
        arguments: [
            ("3 m + 2 kg", "error: cannot add mass to length at column 5"),
            ("3 m - 2 s", "error: cannot subtract time from length at column 5"),
            ("3 m + 2", "error: cannot add a plain number to length at column 5"),
            ("2 m * 3 m to m", "error: cannot convert area to length at column 11"),
            (
                "sqrt(4 m)",
                "error: 'sqrt' of length has no unit: each unit's power must divide by 2, as in sqrt(16 m²) at column 1"
            ),
            ("2 m ^ 0.5", "error: a unit's power must be a whole number from -12 to 12 at column 5"),
            (
                "20 °C * 2 m",
                "error: '°C' has a moved zero, so it converts only on its own (use K for a temperature difference) at column 4"
            ),
            ("x = 3 m + 1 h", "error: cannot add time to length at column 9"),
            ("3 m²s", "error: write a space or × between 'm²' and 's' at column 5"),
        ])
    func errors(line: String, expected: String) {
        #expect(shown(Evaluator().evaluateLine(line)) == expected)
    }

    @Test("a user's name is theirs, not a unit; a line with units reads it")
    func userNames() {
        #expect(noteResults(["m = 5", "3 m", "2 ft + 1 ft"]) == ["5", "15", "3 ft"])
        let notes = Notes(text: "3 m + 2 m")
        #expect(notes.lines[0].result.reads.contains("m"))
        #expect(notes.lines[0].result.reads == ["m"])
    }

    @Test("plain lines are unchanged: no units, no grouping of the divisor")
    func plainLines() {
        #expect(noteResults(["10 / 2 pi", "r = 4", "8 / 2 r"]) == ["15.707963267948966192", "4", "16"])
    }
}
