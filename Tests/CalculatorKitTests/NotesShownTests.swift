import Testing

@testable import CalculatorKit

/// What a notes view shows beside each line (the same in every front end).
@Suite("notes: the result shown beside a line")
struct NotesShownTests {
    func shown(_ text: String, limits: CalculationLimits = .standard) -> [LineResult.Shown] {
        Notes(text: text, limits: limits).lines.map { $0.result.shown(limits: limits) }
    }

    @Test("values with their units, nothing for blanks, comments and functions, a short reason for errors")
    func kinds() {
        #expect(
            shown("r = 2\n\n# radius\narea(x) = pi x^2\narea(r)\n3 ft to m\n1/0\nq + 1") == [
                .value("2"), .nothing, .nothing, .nothing, .value("4π ≈ 12.5663706144"), .value("0.9144 m"),
                .error("cannot divide by zero"), .error("unknown name 'q'"),
            ])
        #expect(shown("1234567 * 1000") == [.value("1,234,567,000")])
    }

    @Test("a line past its time limit shows as out of time, not as an error")
    func outOfTime() {
        let result = LineResult(outcome: .failure(CalculationError(.timeLimit(seconds: 0))), defines: nil, reads: [])
        #expect(result.shown() == .outOfTime)
    }
}
