import BigInt
import TestSupport
import Testing

@testable import CalculatorKit

/// Sums and products of machine-word fractions that pass a word are worked out in two words,
/// a gcd with a one-word number by the word, and the digits of a two-word numerator over a
/// one-word denominator by long division: each must give exactly what BigInt's way gives.
@Suite("Arithmetic past a machine word")
struct WordOverflowTests {
    /// Parts near the top of a word, small ones, and powers of ten, with both signs.
    private static func part(_ random: inout SplitMix) -> Int {
        switch random.next() % 4 {
        case 0: return Int.max - Int(random.next() % 1000)
        case 1: return Int(random.next() % 1_000_000) + 1
        case 2: return [1, 10, 10_000, 100_000_000, 1_000_000_000_000].randomElement(using: &random)!
        default: return Int(random.next() >> 1) | 1
        }
    }

    private static func fraction(_ random: inout SplitMix) -> Rational {
        let n = part(&random) * (random.next() % 2 == 0 ? 1 : -1)
        return Rational(n, part(&random))
    }

    /// The same value by BigInt alone (reduced by Lehmer's gcd), in the same canonical form.
    private static func byBigInt(_ n: BigInt, _ d: BigInt) -> Rational { Rational(n, d) }

    @Test func sumsAndProductsAgreeWithBigInt() {
        var random = SplitMix(state: 32)
        for _ in 0..<4_000 {
            let x = Self.fraction(&random), y = Self.fraction(&random)
            let (a, b, c, d) = (x.numerator, x.denominator, y.numerator, y.denominator)
            #expect(x + y == Self.byBigInt(a * d + c * b, b * d), "\(x) + \(y)")
            #expect(x - y == Self.byBigInt(a * d - c * b, b * d), "\(x) - \(y)")
            #expect(x * y == Self.byBigInt(a * c, b * d), "\(x) × \(y)")
        }
    }

    @Test func edgesOfAWord() {
        let max = Rational(Int.max)
        #expect(max + 1 == Rational(BigInt(Int.max) + 1))
        #expect(-max - 1 == Rational(Int.min))  // −2^63 does not fit the compact form's bound
        #expect(-max - 2 == Rational(BigInt(Int.min) - 1))
        #expect(max * max == Rational(BigInt(Int.max) * BigInt(Int.max)))
        #expect(max * -max == Rational(-BigInt(Int.max) * BigInt(Int.max)))
        #expect(max + -max == 0)
        #expect((max + 1) - 1 == max)  // back to the compact form
        #expect(Rational(Int.max, 3) + Rational(Int.max, 3) == Rational(BigInt(Int.max) * 2, 3))
        #expect(
            Rational(1, Int.max) + Rational(1, Int.max - 1)
                == Self.byBigInt(BigInt(Int.max) * 2 - 1, BigInt(Int.max) * BigInt(Int.max - 1)))
    }

    @Test func gcdWithAOneWordNumber() {
        var random = SplitMix(state: 7)
        for _ in 0..<2_000 {
            let big = BigUInt(random.next()) * BigUInt(random.next()) * BigUInt(random.next() % 1000 + 1)
            let word = BigUInt(random.next() % 1_000_000_000 + 2)
            let expected = big.greatestCommonDivisor(with: word)  // BigInt's own (Stein's)
            #expect(big.greatestCommonDivisorLehmer(with: word) == expected)
            #expect(word.greatestCommonDivisorLehmer(with: big) == expected)
        }
        #expect(Rational.gcd(1, 12_345) == 1)
        #expect(Rational.gcd(12_345, 1) == 1)
    }

    @Test(
        "digits of two words over one, rounded at the last (worked out with Python's decimal)",
        arguments: [
            ("(2^64+1)/3", 25, "6148914691236517205666667", 18), ("(2^64+1)/3", 10, "6148914691", 18),
            ("-(2^64+1)/7", 25, "2635249153387078802428571", 18),
            ("(10^19+7)/9999999967", 25, "1000000003300000011590000", 9),
            // The whole part passes a word: BigInt's way, as before.
            ("123456789012.3456*98765432109.8765", 25, "1219326311370216639521419", 22),
        ])
    func digitsOfTwoWordsOverOne(_ source: String, _ count: Int, _ digits: String, _ exponent: Int) throws {
        guard case let .exact(value) = try Evaluator(limits: testLimits).evaluate(source) else {
            Issue.record("\(source) is not exact")
            return
        }
        #expect(value.isBig)
        let shown = value.decimalApproximation(significantDigits: count)
        #expect(shown.digits == digits)
        #expect(shown.exponent == exponent)
        #expect(shown.isNegative == source.hasPrefix("-"))
        #expect(!shown.isExact)
    }
}
