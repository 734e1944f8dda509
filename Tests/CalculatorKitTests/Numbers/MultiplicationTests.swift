import BigInt
import TestSupport
import Testing

@testable import CalculatorKit

/// The budgeted Karatsuba product and square on word arrays against BigInt's own product.
@Suite("Multiplication")
struct MultiplicationTests {
    static let edges: [UInt] = [0, 1, .max, .max - 1, 1 << 63]

    static func number(_ words: Int, _ random: inout SplitMix) -> BigUInt {
        BigUInt(
            words: (0..<words).map { _ in
                random.next() % 4 == 0 ? edges[Int(random.next() % UInt64(edges.count))] : UInt(random.next())
            })
    }

    @Test func productsAndSquaresAgreeWithBigIntAcrossTheSplitSizes() throws {
        var random = SplitMix(state: 21)
        let budget = Budget(limits: testLimits)
        // Sizes around the split limit, unbalanced pairs, and factors with zero top words.
        let sizes = [1, 2, 39, 40, 41, 79, 80, 81, 100, 257, 600, 1100]
        for m in sizes {
            for n in sizes {
                let a = Self.number(m, &random), b = Self.number(n, &random)
                #expect(try a.multiplied(by: b, budget) == a * b, "\(m)×\(n) words")
            }
            let a = Self.number(m, &random)
            #expect(try a.squared(budget) == a * a, "\(m) words squared")
        }
        // All ones: every add and subtract carries through the whole number.
        let ones = BigUInt(words: [UInt](repeating: .max, count: 333))
        #expect(try ones.squared(budget) == ones * ones)
        #expect(try ones.multiplied(by: ones - 1, budget) == ones * (ones - 1))
    }

    @Test func powersAgreeWithBigInt() throws {
        let budget = Budget(limits: testLimits)
        for (base, k) in [(3, 5000), (10, 1234), (5, 1), (7, 0), (2, 4097)] as [(UInt, Int)] {
            #expect(try BigUInt(base).power(k, budget) == BigUInt(base).power(k), "\(base)^\(k)")
        }
    }

    @Test func longProductsAndGcdsStopAtTheTimeLimit() {
        let a = BigUInt(words: [UInt](repeating: .max, count: 2000))
        let budget = Budget(limits: CalculationLimits(timeLimit: .zero))
        #expect(throws: CalculationError.self) { try a.multiplied(by: a, budget) }
        #expect(throws: CalculationError.self) { try a.squared(budget) }
        #expect(throws: CalculationError.self) { try a.greatestCommonDivisorLehmer(with: a - 12345, budget) }
    }
}
