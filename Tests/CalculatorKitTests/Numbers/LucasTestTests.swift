import BigInt
import Testing

@testable import CalculatorKit

/// The strong Lucas test (Selfridge's parameters) that makes isprime's test above 3.3·10²⁴
/// the Baillie–PSW test.
@Suite("isprime: the strong Lucas test")
struct LucasTestTests {
    /// A calculation of its own for each number: one budget's time is for one test of one number.
    var calculation: Calculation { Calculation(budget: Budget(limits: .standard), angle: .radians) }

    /// The odd composites below 60,000 with no prime factor up to 71 that pass the test
    /// alone (the strong Lucas pseudoprimes, as listed in the OEIS, A217255, without those
    /// with a small factor).
    static let pseudoprimes: Set<Int> = [10877, 16109, 22499, 24569, 25199, 40309, 58519]

    static func isPrime(_ n: Int) -> Bool {
        n > 1 && !(2...Swift.max(2, Int(Double(n).squareRoot()))).contains { $0 < n && n % $0 == 0 }
    }

    @Test("passes every prime and exactly the listed composites below 60,000")
    func belowHundredThousand() throws {
        let small = [3, 5, 7, 11, 13, 17, 19, 23, 29, 31, 37, 41, 43, 47, 53, 59, 61, 67, 71]
        for n in stride(from: 73, to: 60_000, by: 2) where small.allSatisfy({ n % $0 != 0 }) {
            let root = Int(Double(n).squareRoot())
            if root * root == n { continue }
            let passes = try calculation.isStrongLucasProbablePrime(BigUInt(n))
            #expect(passes == (Self.isPrime(n) || Self.pseudoprimes.contains(n)), "\(n)")
        }
    }

    @Test("each Lucas pseudoprime fails base 2, so isprime says 0; Mersenne primes past the certain bound say 1")
    func together() throws {
        for n in Self.pseudoprimes { #expect(try calc("isprime(\(n))") == "0", "\(n)") }
        // Past the certain bound (3.3·10²⁴), and small enough to stay quick in a debug build.
        #expect(try calc("isprime(2^107 - 1)") == "1")
        #expect(try calc("isprime(2^127 - 1)") == "1")
        #expect(try calc("isprime((2^61 - 1)(2^89 - 1))") == "0")
        #expect(try calc("isprime((2^89 - 1)^2)") == "0")
    }

    @Test("the Jacobi symbol")
    func jacobi() {
        // (a/n) by Euler's criterion for a prime n, and 0 where they share a factor.
        for a in -20...20 {
            let euler = BigInt(a).power(BigInt(11 - 1) / 2, modulus: 11)
            let expected = a % 11 == 0 ? 0 : euler == 1 ? 1 : -1
            #expect(Calculation.jacobi(BigInt(a), 11) == expected, "\(a)")
        }
        #expect(Calculation.jacobi(5, 15) == 0)
        #expect(Calculation.jacobi(2, 15) == 1)
        #expect(Calculation.jacobi(7, 15) == -1)
    }
}
