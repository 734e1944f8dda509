import Testing

@testable import CalculatorKit

/// x! = Γ(x + 1) for every x but a negative integer, irrational x included.
@Suite struct GammaTests {
    // Expected digits are mpmath's gamma(1 + x) at 120 digits of working precision, rounded to 30.
    @Test(
        "factorials of irrational numbers",
        arguments: [
            ("sqrt(2)!", "1.25381548064289168669637093114"),
            ("(0.5!)!", "0.957121847626735990255383549451"),
            ("(-pi)!", "-3.19090668730835289933209059329"),
            ("(-e)!", "2.58965743427911813248247726092"),
            ("(e*7)!", "132187545445217547.363401175939"),
            ("(pi*100)!", "5.16314335407198293487313455497e649"),
            ("(-pi*3)!", "-0.0000319476024165783174935477236546"),
        ])
    func irrational(source: String, expected: String) throws {
        #expect(try calc(source, digits: 30) == expected)
    }

    @Test func negativeIntegersAndTheirNeighbours() {
        #expect(calcError("(-1)!")?.message == "factorial needs a non-negative integer")
        // Exactly −1, but not known to be: no confident answer.
        #expect(
            calcError("(sin(1)^2+cos(1)^2-2)!")?.message
                == "cannot tell whether the factorial's argument is an integer: it is within 10^-1233 of -1")
    }

    /// Sizes are bounded before any work: a huge factorial, or a power of one, is refused at once.
    @Test func hugeResultsAreRefusedBeforeWork() {
        #expect(calcError("(pi*300000)!")?.kind == .tooLarge(limitBits: CalculationLimits.standard.maxBits))
        #expect(calcError("(96.4)^(3000.333!)")?.kind == .tooLarge(limitBits: CalculationLimits.standard.maxBits))
        #expect(
            calcError("462*2^(8.2*2^(2sinh(85638)))")?.kind == .tooLarge(limitBits: CalculationLimits.standard.maxBits))
    }
}
