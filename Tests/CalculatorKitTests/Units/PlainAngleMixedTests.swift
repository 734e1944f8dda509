import Testing

@testable import CalculatorKit

@Suite("Plain angles in mixed units")
struct PlainAngleMixedTests {
    @Test(
        "a plain number to angle units side by side is shown as typed, as a line with units is",
        arguments: [
            ("pi/4 to deg arcmin", "45 deg 0 arcmin"),
            ("2 to deg arcmin", "114 deg 35.49354157 arcmin"),
            ("2 to deg + arcmin", "114 deg + 35.49354157 arcmin"),
            ("1.5 deg to deg arcmin", "1 deg 30 arcmin"),
        ])
    func shownAsTyped(line: String, expected: String) {
        #expect(said(line) == expected)
    }
}
