import Testing

@testable import CalculatorKit

/// A notes line whose digits are rounded shows its exact form first: `2/3 ≈ 0.666666666667`.
@Suite struct NotesExactFormTests {
    private func shown(_ line: String) -> LineResult.Shown {
        let evaluator = Evaluator()
        return evaluator.evaluateLine(line).shown()
    }

    @Test(
        "answer lines",
        arguments: [
            ("2/3", "2/3 ≈ 0.666666666667"), ("-4/3", "-4/3 ≈ -1.33333333333"),
            ("x = 1/3", "1/3 ≈ 0.333333333333"), ("1/7+1", "8/7 ≈ 1.14285714286"),
        ])
    func withTheForm(_ line: String, _ expected: String) {
        #expect(shown(line) == .value(expected))
    }

    /// Digits that are the whole value stay alone, so that amounts read as amounts; so do
    /// values with no known form.
    @Test(arguments: [
        ("12.50", "12.5"), ("1/8", "0.125"), ("7", "7"), ("sin(1)", "0.841470984808"), ("pi/2", "1.57079632679"),
        ("3 ft to m", "0.9144 m"),
    ])
    func digitsAlone(_ line: String, _ expected: String) {
        #expect(shown(line) == .value(expected))
    }
}
