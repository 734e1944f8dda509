import Testing

@testable import CalculatorKit

@Suite("Zeta near 0")
struct ZetaNearZeroTests {
    @Test(
        // The functional equation asked for about 2·log₂(1/|s|) bits more of each part: out of time.
        "zeta of a tiny s is −1/2 − s·ln(2π)/2 as far as the digits reach, without the functional equation's bits",
        arguments: [
            ("zeta(1e-300)", "-0.50000000000000000000"),
            ("zeta(-1e-300)", "-0.50000000000000000000"),
            ("(zeta(1e-300) + 1/2) * 1e300", "-0.91893853320467274178"),
            ("(zeta(-1e-30) + 1/2) * 1e30", "0.91893853320467274178"),
            ("zeta(1e-20)", "-0.50000000000000000001"),
        ])
    func nearZero(line: String, expected: String) {
        #expect(said(line) == expected)
    }
}
