import Testing

@testable import CalculatorKit

/// An error names what the person typed, at the column where it stands: a percent phrase is
/// worked out from an expression written again (`(20)/100*(150)`), and a based number's
/// prefix is two characters; neither may move a column or show a character not typed.
@Suite("errors are placed in the line as typed")
struct TypedPlaceTests {
    func failure(_ line: String) -> CalculationError? {
        guard case let .failure(error) = Evaluator().evaluateNoteLine(line, clock: nil).outcome else { return nil }
        return error
    }

    @Test(
        "a phrase's error at the column of what it quotes",
        arguments: [
            ("20% of 3 ft to qq", "unknown unit 'qq'", 16),
            ("20% on 3 ft)", "unmatched ')'", 12),
            ("foo is what % of 200", "unknown name 'foo'", 1),
            ("15% of what is 3 zz", "unknown name 'zz'", 18),
        ])
    func phrase(line: String, message: String, column: Int) throws {
        let error = try #require(failure(line))
        #expect(error.message.hasPrefix(message))
        #expect(error.column == column)
    }

    @Test("a phrase's error without a quoted text has no column; one quoting a rewriting's sign is the line's own")
    func unplaced() throws {
        let division = try #require(failure("20% of 3/0"))
        #expect(division.message == "cannot divide by zero" && division.column == nil)
        let arrow = try #require(failure("→19.99 + 20%"))
        #expect(!arrow.message.contains(")") && !arrow.message.contains("("), "\(arrow.message)")
        #expect(arrow.message.hasPrefix("unexpected '%'") && arrow.column == 12)
    }

    @Test(
        "a based number's prefix takes two columns",
        arguments: [("0xA+0xB'", 8), ("0xF FFFFFF", 5), ("1 + 0xF0 o 3", 10), ("0b1°1", 4), ("0o7 q", 5)])
    func based(line: String, column: Int) {
        do {
            _ = try Evaluator().evaluate(line)
            Issue.record("no error")
        } catch {
            #expect(error.column == column, "\(error.message)")
        }
    }
}
