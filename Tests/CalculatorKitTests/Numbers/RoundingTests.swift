import BigInt
import TestSupport
import Testing

@testable import CalculatorKit

/// The fixed-point rounding helpers, each against its definition worked out another way.
@Suite("Rounding helpers")
struct RoundingTests {
    @Test(
        "roundShift: halves away from zero",
        arguments: [
            (3, 1, 2), (-3, 1, -2), (1, 1, 1), (-1, 1, -1), (5, 1, 3), (5, 2, 1), (6, 2, 2), (-6, 2, -2), (7, 2, 2),
            (-5, 2, -1), (2, 2, 1), (1, 2, 0), (-1, 2, 0), (0, 5, 0),
        ])
    func roundShiftSmall(_ a: Int, _ k: Int, _ expected: Int) {
        #expect(roundShift(BigInt(a), k) == BigInt(expected), "round(\(a)/2^\(k))")
    }

    @Test func roundShiftByZeroOrLessIsExact() {
        #expect(roundShift(BigInt(-13), 0) == -13)
        #expect(roundShift(BigInt(13), -3) == 104)
        #expect(roundShift(BigInt(-13), -70) == BigInt(-13) * BigInt(2).power(70))
    }

    @Test func roundShiftPastEveryBit() {
        // 4/8 is a half and rounds up; 4/16 and anything shifted further are 0.
        #expect(roundShift(BigInt(4), 3) == 1)
        #expect(roundShift(BigInt(-4), 3) == -1)
        #expect(roundShift(BigInt(4), 4) == 0)
        #expect(roundShift(BigInt(2).power(300) - 1, 301) == 0)  // just under a half
        #expect(roundShift(BigInt(2).power(300), 301) == 1)
        #expect(roundShift(BigInt(2).power(300) - 1, 10_000) == 0)
    }

    @Test func roundShiftAgreesWithFloorOfAHalfMore() {
        var random = SplitMix(state: 15)
        for _ in 0..<300 {
            let magnitude = BigInt(BigUInt.randomInteger(withMaximumWidth: 400, using: &random))
            let a = random.next() & 1 == 0 ? magnitude : -magnitude
            let k = Int(random.next() % 420) + 1
            // round(a/2^k), halves away from zero: sign(a) · floor((2|a| + 2^k) / 2^(k+1)).
            let twoToK = BigInt(2).power(k)
            let expected = (2 * magnitude + twoToK) / (2 * twoToK)
            #expect(roundShift(a, k) == (a.sign == .minus ? -expected : expected), "\(a) / 2^\(k)")
            #expect((a - roundShift(a, k) * twoToK).magnitude * 2 <= twoToK.magnitude)
        }
    }

    @Test(
        "divideRounded: halves away from zero, every sign",
        arguments: [
            (7, 2, 4), (-7, 2, -4), (7, -2, -4), (-7, -2, 4), (5, 3, 2), (4, 3, 1), (-4, 3, -1), (0, 5, 0), (9, 3, 3),
            (1, 3, 0), (2, 3, 1), (-2, 3, -1),
        ])
    func divideRoundedSmall(_ n: Int, _ d: Int, _ expected: Int) throws {
        #expect(divideRounded(BigInt(n), BigInt(d)) == BigInt(expected), "round(\(n)/\(d))")
        #expect(
            try divideRounded(BigInt(n), BigInt(d), Budget(limits: testLimits)) == BigInt(expected),
            "round(\(n)/\(d)) with a budget")
    }

    @Test func divideRoundedOfLargeNumbers() throws {
        var random = SplitMix(state: 16)
        for _ in 0..<200 {
            let n =
                BigInt(BigUInt.randomInteger(withMaximumWidth: 2000, using: &random))
                * (random.next() & 1 == 0 ? 1 : -1)
            let d =
                BigInt(BigUInt.randomInteger(withMaximumWidth: 700, using: &random) + 1)
                * (random.next() & 1 == 0 ? 1 : -1)
            let q = divideRounded(n, d)
            // Within a half: |n − q·d| ≤ |d|/2, and a tie goes away from zero.
            let error = (n - q * d).magnitude * 2
            #expect(error <= d.magnitude)
            if error == d.magnitude { #expect(q.magnitude * d.magnitude > n.magnitude) }
            #expect(try divideRounded(n, d, Budget(limits: testLimits)) == q)
        }
    }

    @Test(
        "divideTruncated is BigInt's division",
        arguments: [(7, 2, 3), (-7, 2, -3), (7, -2, -3), (-7, -2, 3), (1, 3, 0), (-1, 3, 0)])
    func divideTruncatedSmall(_ n: Int, _ d: Int, _ expected: Int) throws {
        #expect(try divideTruncated(BigInt(n), BigInt(d), Budget(limits: testLimits)) == BigInt(expected))
        #expect(BigInt(n) / BigInt(d) == BigInt(expected))
    }

    @Test func towardZeroIsNotFloor() {
        // BigInt's >> leaves −1 for −1 (a series of negative terms would never end);
        // towardZero drops the bits of the magnitude.
        #expect(BigInt(-1) >> 1 == -1)
        #expect(towardZero(BigInt(-1), 1) == 0)
        #expect(towardZero(BigInt(-1), 64) == 0)
        #expect(towardZero(BigInt(-5), 1) == -2)
        #expect(towardZero(BigInt(5), 1) == 2)
        #expect(towardZero(BigInt(-7), 0) == -7)
        #expect(towardZero(BigInt(-7), 500) == 0)
        #expect(towardZero(-BigInt(2).power(200) - 1, 100) == -BigInt(2).power(100))
    }

    @Test func rescaleGainsExactlyAndDropsTowardZero() {
        #expect(rescale(BigInt(3), from: 2, to: 5) == 24)
        #expect(rescale(BigInt(-3), from: 2, to: 2) == -3)
        #expect(rescale(BigInt(-7), from: 3, to: 1) == -1)  // −1.75 → −1
        #expect(rescale(BigInt(7), from: 3, to: 1) == 1)
        #expect(rescale(BigInt(7), from: -2, to: -4) == 1)  // 7/4, at precisions below zero too
        #expect(rescale(BigInt(7), from: -4, to: -2) == 28)
    }
}
