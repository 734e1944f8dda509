import BigInt
import Testing

@testable import CalculatorKit

/// A line's result as a notes view shows it.
private func said(_ line: String, _ evaluator: Evaluator = Evaluator()) -> String {
    switch evaluator.evaluateLine(line).shown(format: NumberFormat(significantDigits: 20)) {
    case let .value(text): return text
    case let .error(message): return "error: " + message
    case .nothing: return ""
    case .outOfTime: return "…"
    }
}

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
}
