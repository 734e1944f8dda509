import Testing

@testable import CalculatorKit

/// A frequency and a speed of turning convert at one turn (2π rad) a cycle. Values: 2π/60,
/// 60/(2π), 2π·3000/60 and 360/60, to 20 digits (mpmath).
@Suite("Turns a cycle: rpm, Hz and rad/s")
struct TurnsPerCycleTests {
    @Test(
        "both ways, in any angle unit; other dimensions still refused",
        arguments: [
            ("1 rpm to rad/s", "0.10471975511965977462 rad/s"), ("1 rad/s to rpm", "9.5492965855137201461 rpm"),
            ("3000 rpm to rad/s", "314.15926535897932385 rad/s"), ("1 rpm to deg/s", "6 deg/s"),
            ("1 Hz to rad/s", "6.2831853071795864769 rad/s"), ("2 pi rad/s to Hz", "1 Hz"),
            ("1 rpm to Hz", "0.016666666666666666667 Hz"),
            ("10 turn/min to rpm", "10 rpm"),
            ("1 rpm to rad", "error: cannot convert frequency to angle at column 7"),
            ("1 m to rad/s", "error: cannot convert length to angular speed at column 5"),
        ])
    func converts(line: String, expected: String) {
        #expect(shown(Evaluator().evaluateLine(line)) == expected)
    }
}
