import BigInt
import Foundation
import TestSupport
import Testing

@testable import CalculatorKit

/// Division by a Newton reciprocal (long divisors and long quotients) against the long
/// division, and the digits of big fractions it writes against Python's integers.
@Suite("Newton division")
struct NewtonDivisionTests {
    @Test("random and edge divisors of 200 to 900 words, quotients of 200 to 1,500 words: the long division's answer")
    func agreesWithLongDivision() throws {
        var random = SplitMix(state: 11)
        func words(_ count: Int) -> [UInt] { (0..<count).map { _ in UInt(random.next()) } }
        let sizes = [(200, 200), (201, 450), (333, 1500), (900, 250), (512, 513)]
        for (divisorWords, quotientWords) in sizes {
            var divisors = [BigUInt(words: words(divisorWords))]
            // A top word of 1 or all ones, long runs of ones or zeros: estimates at their edges.
            divisors.append(BigUInt(words: words(divisorWords - 1) + [1]))
            divisors.append(BigUInt(words: [UInt](repeating: .max, count: divisorWords)))
            divisors.append(BigUInt(1).shiftedUp(64 * divisorWords - 1))
            divisors.append(BigUInt(1).shiftedUp(64 * divisorWords - 1) + 1)
            for divisor in divisors {
                let quotient = BigUInt(words: words(quotientWords))
                // The remainder at both ends, and one in between.
                for remainder in [BigUInt(0), divisor - 1, BigUInt(words: words(divisorWords - 1))] {
                    let dividend = quotient * divisor + remainder
                    let (q, r) = try dividend.divided(by: divisor, nil)
                    #expect(q == quotient && r == remainder, "\(divisorWords)/\(quotientWords) words")
                }
                let plain = BigUInt(words: words(divisorWords + quotientWords))
                let (q, r) = try plain.divided(by: divisor, nil)
                let long = plain.dividedByWords(divisor)
                #expect(q == long.quotient && r == long.remainder)
            }
        }
    }

    @Test("the reciprocal is within a few units of B^(n+k)/v")
    func reciprocalIsClose() throws {
        var random = SplitMix(state: 5)
        for (n, k) in [(300, 300), (50, 700), (700, 60), (1000, 1000)] {
            let v = BigUInt(words: (0..<n).map { _ in UInt(random.next()) } + [1 + UInt(random.next() % 7)])
            let x = try NewtonDivision.reciprocal(v, precision: k, nil)
            let exact = BigUInt(1).shiftedUp((v.words.count + k) * 64) / v
            let gap = x > exact ? x - exact : exact - x
            #expect(gap <= 4, "\(n) words, \(k) past the point")
        }
    }

    @Test("all the digits of 1/3^k, 22/7·10^-k, 2^k/7^j: Python's integers, digit for digit", arguments: [3000, 9000])
    func fractionDigitsAgreeWithPython(size: Int) throws {
        let cases = [
            ("1/3^\(size)", "1", "3**\(size)"),
            ("22/7*10^-\(size)", "22", "7*10**\(size)"),
            ("2^\(size * 3)/7^\(size)", "2**\(size * 3)", "7**\(size)"),
        ]
        for (expression, numerator, denominator) in cases {
            let count = size * 3
            let value = try exact(expression)
            let digits = try value.decimalApproximation(
                significantDigits: count, rounding: .towardZero, budget: Budget(limits: testLimits))
            let expected = try Self.python(numerator, denominator, count)
            #expect(digits.digits == expected.digits, "\(expression)")
            #expect(digits.exponent == expected.exponent, "\(expression)")
        }
    }

    /// The first `count` significant digits of a/b (cut, not rounded) and the exponent of the
    /// first, by Python's integers.
    static func python(_ a: String, _ b: String, _ count: Int) throws -> (digits: String, exponent: Int) {
        let script = """
            import sys
            sys.set_int_max_str_digits(0)
            a, b, n = \(a), \(b), \(count)
            e = len(str(a // b)) - 1 if a >= b else -(len(str(b // a)))
            while a * 10**max(0, n - 1 - e) // (b * 10**max(0, e - n + 1)) >= 10**n: e += 1
            while a * 10**max(0, n - 1 - e) // (b * 10**max(0, e - n + 1)) < 10**(n - 1): e -= 1
            print(a * 10**max(0, n - 1 - e) // (b * 10**max(0, e - n + 1)), e)
            """
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", "-c", script]
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let parts = String(decoding: data, as: UTF8.self).split(separator: " ")
        let exponent = try #require(
            parts.count == 2 ? Int(parts[1].trimmingCharacters(in: .whitespacesAndNewlines)) : nil)
        return (String(parts[0]), exponent)
    }
}
