import BigInt
import TestSupport
import Testing

@testable import CalculatorKit

/// Knuth's long division on word arrays against BigInt's own division.
@Suite("Long division")
struct LongDivisionTests {
    @Test func agreesWithBigIntOnRandomAndEdgeWords() {
        var random = SplitMix(state: 3)
        // Words near the edges make the quotient estimates too large and the add-back step run.
        let edges: [UInt] = [0, 1, 2, .max, .max - 1, 1 << 63, (1 << 63) - 1, 1 << 32]
        func word() -> UInt {
            random.next() % 3 == 0 ? edges[Int(random.next() % UInt64(edges.count))] : UInt(random.next())
        }
        for _ in 0..<3000 {
            let dividendWords = Int(random.next() % 12) + 1, divisorWords = Int(random.next() % 6) + 1
            let a = BigUInt(words: (0..<dividendWords).map { _ in word() })
            var b = BigUInt(words: (0..<divisorWords).map { _ in word() })
            if b.isZero { b = 1 }
            let (q, r) = a.dividedByWords(b)
            let expected = a.quotientAndRemainder(dividingBy: b)
            #expect(q == expected.quotient && r == expected.remainder, "\(a) / \(b)")
        }
    }

    @Test func largeQuotients() {
        let a = BigUInt(10).power(4000) - 1, b = BigUInt(7).power(900) + 12345
        let (q, r) = a.dividedByWords(b)
        #expect(q * b + r == a && r < b)
    }
}

@Suite("Greatest common divisors")
struct GreatestCommonDivisorTests {
    /// Euclid's algorithm on BigUInt, the plainest reference.
    static func euclid(_ a: BigUInt, _ b: BigUInt) -> BigUInt {
        var (a, b) = (a, b)
        while !b.isZero { (a, b) = (b, a % b) }
        return a
    }

    @Test func lehmerAgreesWithEuclidAcrossOneTwoAndMoreWords() {
        var random = SplitMix(state: 9)
        for _ in 0..<2000 {
            let common = BigUInt(words: [UInt(random.next() >> (random.next() % 64))])
            let a = BigUInt(words: (0..<Int(random.next() % 3)).map { _ in UInt(random.next()) }) * common
            let b = BigUInt(words: (0..<Int(random.next() % 3)).map { _ in UInt(random.next()) }) * common
            #expect(a.greatestCommonDivisorLehmer(with: b) == Self.euclid(a, b), "gcd(\(a), \(b))")
        }
        let twoWords = (BigUInt(1) << 127) + 1
        #expect(twoWords.greatestCommonDivisorLehmer(with: twoWords) == twoWords)
        #expect((BigUInt(1) << 100).greatestCommonDivisorLehmer(with: BigUInt(1) << 70) == BigUInt(1) << 70)
    }

    @Test func machineWordsAgreeWithEuclid() {
        func euclid(_ a: UInt, _ b: UInt) -> UInt { b == 0 ? a : euclid(b, a % b) }
        var random = SplitMix(state: 13)
        var pairs: [(UInt, UInt)] = [
            (0, 0), (0, 7), (7, 0), (1, .max), (.max, .max), (.max, .max - 1), (1 << 63, 1 << 62),
        ]
        for _ in 0..<20_000 {
            let common = UInt(random.next() >> (random.next() % 64)) | 1
            let a = UInt(random.next() >> (random.next() % 64)), b = UInt(random.next() >> (random.next() % 64))
            pairs.append((a, b))
            pairs.append(((a / common * common) << (random.next() % 4), b / common * common))
        }
        for (a, b) in pairs {
            #expect(Rational.gcd(a, b) == euclid(a, b), "gcd(\(a), \(b))")
        }
    }
}
