import BigInt
import Foundation
import Testing

@testable import CalculatorKit

/// ln 2 and the Double logarithms against values typed in from mpmath (mp.dps = 70)
/// and against a series the engine does not use.
@Suite("Log constants")
struct LogConstantsTests {
    /// ln 2 to 60 decimals: mpmath.log(2).
    static let ln2Digits = "693147180559945309417232121458176568075500134360255254120680"

    @Test(arguments: [0, 1, 10, 64, 200, 1000])
    func ln2AgreesWithTheSumOfOneOverKTwoToTheK(_ p: Int) throws {
        // ln 2 = Σ_{k≥1} 1/(k·2^k), summed with 40 guard bits, each term floored.
        let guardBits = 40, w = p + guardBits
        var sum = BigInt(0)
        var k = 1
        while w - k >= 0 {
            sum += (BigInt(1) << (w - k)) / BigInt(k)
            k += 1
        }
        let other = roundShift(sum, guardBits)
        #expect((try Series.ln2(p, Budget(limits: testLimits)) - other).magnitude <= 1, "p = \(p)")
    }

    @Test func ln2HasMpmathsDigits() throws {
        let p = 220  // 2^220 > 10^66
        let scaled = try Series.ln2(p, Budget(limits: testLimits)) * BigInt(10).power(60)
        let digits = String(scaled >> p)
        // Within 1 of ln2·2^p, so the 60th decimal may be one less.
        #expect(digits == Self.ln2Digits || String(BigInt(Self.ln2Digits)! - 1) == digits)
    }

    @Test func theSharedRealIsLn2() throws {
        let approximation = try Real.ln2.approximate(100, Budget(limits: testLimits))
        #expect((approximation - (try Series.ln2(100, Budget(limits: testLimits)))).magnitude <= 1)
        #expect(Real.ln2 === Real.logarithm(Rational(2)))
    }

    @Test(
        "Doubles are the nearest to mpmath's values",
        arguments: [
            (Logarithms.ln2, "0.6931471805599453094172321214581765680755"),
            (Logarithms.log2OfE, "1.4426950408889634073599246810018921374266"),
            (Logarithms.log10Of2, "0.30102999566398119521373889472449302676818"),
        ])
    func doubles(_ value: Double, _ mpmath: String) {
        #expect(value == Double(mpmath))
    }

    /// log₂ 10 is rounded up, not to nearest: bits per digit are never under-estimated.
    @Test func log2Of10IsOneUlpAbove() {
        let mpmath = Double("3.3219280948873623478703194294893901758648")!
        #expect(Logarithms.log2Of10 == mpmath.nextUp)
    }

    @Test func doublesAgreeWithEachOther() {
        #expect(abs(Logarithms.ln2 * Logarithms.log2OfE - 1) < 1e-15)
        #expect(abs(Logarithms.log2Of10 * Logarithms.log10Of2 - 1) < 1e-15)
        #expect(Logarithms.ln2 == log(2.0))
    }
}
