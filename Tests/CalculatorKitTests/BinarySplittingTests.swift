import BigInt
import TestSupport
import Testing

@testable import CalculatorKit

/// The binary-splitting series and the square root by halves against the plainer
/// algorithms they replace for many digits.
@Suite("Binary splitting and square roots")
struct BinarySplittingTests {
    @Test(arguments: [1024, 1025, 3000, 10_000])
    func chudnovskyAgreesWithMachin(_ p: Int) throws {
        // Both are within 1 of π·2^p.
        #expect(
            (try Series.piByChudnovsky(p, Budget(limits: testLimits)) - Series.piByMachin(p, Budget(limits: testLimits)))
                .magnitude <= 1)
    }

    @Test func exponentialOfRationalAgreesWithTheGeneralSeries() throws {
        let budget = Budget(limits: testLimits)
        var random = SplitMix(state: 11)
        for p in [64, 500, 3000] {
            for _ in 0..<12 {
                // A dyadic a/2^k, so that the general series gets the argument exactly.
                let k = Int(random.next() % 20)
                let a = Int(truncatingIfNeeded: random.next() % (64 << UInt64(k))) * (random.next() % 2 == 0 ? 1 : -1)
                guard a != 0 else { continue }
                let general = try Series.exp(BigInt(a), k, p, budget)
                let split = try Series.exponentialOfRational(a, 1 << k, p, budget)
                // Both are within 3/4 of e^(a/2^k)·2^p.
                #expect((general - split).magnitude <= 1, "e^(\(a)/2^\(k)) at \(p)")
            }
        }
    }

    @Test func eToManyDigits() throws {
        // Binary splitting from p = 64 on; the digits of e known by heart.
        #expect(try calc("e", digits: 60) == "2.71828182845904523536028747135266249775724709369995957496697")
        #expect(try calc("e^-1", digits: 30) == "0.367879441171442321595523770161")
    }

    @Test func squareRootByHalvesIsTheIntegerSquareRoot() throws {
        var random = SplitMix(state: 5)
        for words in [1, 2, 3, 4, 7, 16, 50, 333] {
            for _ in 0..<6 {
                let n = BigUInt(words: (0..<words).map { _ in UInt(random.next()) })
                let r = try n.squareRootByHalves()
                #expect(r * r <= n && (r + 1) * (r + 1) > n, "\(words) words")
            }
        }
        for n in [BigUInt(0), 1, 2, 3, 4, (BigUInt(1) << 200) - 1, BigUInt(1) << 200, BigUInt(10).power(100).power(2)] {
            #expect(try n.squareRootByHalves() == n.squareRoot())
        }
    }
}
