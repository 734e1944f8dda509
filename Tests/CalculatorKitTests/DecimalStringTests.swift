import BigInt
import TestSupport
import Testing

@testable import CalculatorKit

/// The divide-and-conquer decimal conversion against BigInt's own (word by word).
@Suite("Decimal conversion of big integers")
struct DecimalStringTests {
    @Test func randomValuesOfEverySize() {
        var random = SplitMix(state: 7)
        for words in [1, 2, 39, 40, 41, 64, 80, 81, 160, 333, 700] {
            for _ in 0..<3 {
                var parts = (0..<words).map { _ in UInt(random.next()) }
                // Runs of zero words make pieces with leading zeros, which must be padded.
                if words > 100 { parts.replaceSubrange(words / 2..<words / 2 + 30, with: repeatElement(0, count: 30)) }
                let value = BigUInt(words: parts)
                #expect(value.decimalString == String(value), "\(words) words")
            }
        }
    }

    @Test func powersOfTenAndTheirNeighbours() {
        for exponent in [0, 1, 19, 38, 760, 761, 1520, 4000, 12_345] {
            let power = BigUInt(10).power(exponent)
            #expect(power.decimalString == "1" + String(repeating: "0", count: exponent))
            if exponent > 0 {
                #expect((power - 1).decimalString == String(repeating: "9", count: exponent))
            }
            #expect((power + 1).decimalString == String(power + 1))
        }
        #expect(BigUInt(0).decimalString == "0")
    }

    /// Two words are written as three chunks of 10^19: each boundary and its padding.
    @Test func twoWordValuesAtTheirChunks() {
        let chunk = BigUInt(10).power(19)
        var values: [BigUInt] = [
            BigUInt(1) << 64, (BigUInt(1) << 64) + 1, (BigUInt(1) << 128) - 1, chunk * chunk, chunk * chunk - 1,
            chunk * chunk + 1, chunk * chunk * 3, chunk * 2 + 5, chunk * (chunk - 1) + chunk - 1,
            (BigUInt(1) << 127) + 7, chunk * 12_345 + 67,
        ]
        var random = SplitMix(state: 11)
        for _ in 0..<500 {
            let high = UInt(random.next()) >> (random.next() % 64)
            values.append(BigUInt(words: [UInt(random.next()), Swift.max(high, 1)]))
        }
        for value in values {
            #expect(value.words.count == 2)
            #expect(value.decimalString == String(value), "\(String(value))")
        }
    }

    @Test func factorialInFullEndsInItsZeros() throws {
        let digits = try calc("3000!", digits: 10_000)
        #expect(digits.count == 9131)
        #expect(digits.hasSuffix(String(repeating: "0", count: 748)))
        #expect(digits.hasPrefix("41493596034378540855568670930866121709"))
    }
}
