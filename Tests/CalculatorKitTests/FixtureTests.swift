import Testing

@testable import CalculatorKit

@Suite("Agreement with an independent computation")
struct FixtureTests {
    /// 600 random expressions evaluated by Python's fractions (scripts/make-fixtures.py).
    @Test func randomExpressionsAgreeWithPythonFractions() throws {
        let rows = try fixture("expressions")
        #expect(rows.count > 600)
        for row in rows {
            let source = String(row[0]), expected = row[1]
            if expected.hasPrefix("error:") {
                let kind = calcError(source)?.kind
                switch expected.dropFirst(6) {
                case "divisionByZero": #expect(kind == .divisionByZero, "\(source)")
                default: #expect(kind == .domain("0 cannot be raised to a negative power"), "\(source)")
                }
            } else {
                #expect(try exact(source) == rational(expected), "\(source)")
            }
        }
    }
}
