import BigInt
import TestSupport
import Testing

@testable import CalculatorKit

/// √ of a rational takes out square factors (√8 = 2√2) and knows squares: both by
/// steps whose count does not follow the size of a prime's power.
@Suite struct SquareRootTests {
    @Test func theSquareTestNeverRulesOutASquare() {
        var random = SplitMix(state: 11)
        for _ in 0..<3000 {
            let words = Int(random.next() % 4) + 1
            let x = BigUInt(words: (0..<words).map { _ in UInt(random.next()) }) >> Int(random.next() % 64)
            #expect((x * x).mayBeSquare, "\(x)²")
        }
        // It rules out most non-squares: that is what it is for.
        let ruledOut = (2..<10_000).filter { n in !BigUInt(n).mayBeSquare }.count
        #expect(ruledOut > 9_700)
    }

    @Test func squareFactorsComeOutWhole() throws {
        var random = SplitMix(state: 12)
        let primes = [2, 3, 5, 7, 11, 13, 97, 997]
        for _ in 0..<100 {
            // n = s²·t with t square-free over these primes, times a big prime-free part.
            var square = BigInt(1), rest = BigInt(1)
            for p in primes {
                square *= BigInt(p).power(Int(random.next() % 40))
                if random.next() & 1 == 1 { rest *= BigInt(p) }
            }
            let (s, t) = try Calculation.splitSquare(square * square * rest, Budget(limits: testLimits))
            #expect(s == square && t == rest, "\(square)² · \(rest)")
        }
        // What is left after the small primes, when it is a square, is taken out whole.
        let big = BigInt(1_000_003) * BigInt(1_000_033)
        #expect(try Calculation.splitSquare(big * big * 36, Budget(limits: testLimits)) == (6 * big, 1))
    }

    /// A prime's power far larger than the trial divisor (71^5001 is 31,000 bits) is
    /// still taken out whole, by dividing by the largest small power again and again.
    @Test func hugePrimePowers() throws {
        let power = BigInt(71).power(2500)
        let (s, t) = try Calculation.splitSquare(power * power * 71 * 6, Budget(limits: testLimits))
        #expect(s == power && t == 71 * 6)
        let (s2, t2) = try Calculation.splitSquare(
            BigInt(5).power(20001) * BigInt(3).power(7), Budget(limits: testLimits))
        #expect(s2 == BigInt(5).power(10000) * 27 && t2 == 15)
    }

    // Digits from mpmath.
    @Test(arguments: [
        ("sqrt(2^101*3^7*5^4*7^3/11^5)", "85910160094311824.388"),
        ("sqrt(3^64*5)", "4143479105952214.4552"), ("sqrt(72/98)", "0.85714285714285714286"),
        ("sqrt(10^601)", "3.1622776601683793320e300"), ("sqrt(1-1e-600)", "1.0000000000000000000"),
        ("sqrt(1e-6000)", "1e-3000"), ("sqrt(4^1000*7^9)", "6.8067036707744244424e304"),
    ])
    func rootsOfRationals(_ source: String, _ shown: String) throws {
        #expect(try calc(source) == shown)
    }
}
