import BigInt
import Testing

@testable import CalculatorKit

@Suite("choose, mode and isprime")
struct ListsAndPrimesTests {
    @Test(
        "n choose k binds like ×, as n nCr k does",
        arguments: [
            ("5 choose 2", "10"), ("2 * 5 choose 2", "45"), ("5 choose 2 + 1", "11"), ("choose(5, 2)", "10"),
            ("52 choose 5", "2598960"),
        ])
    func chooseBetween(source: String, expected: String) throws {
        #expect(try calc(source) == expected)
    }

    @Test(
        "mode: the value given most often; of several as often, the smallest",
        arguments: [
            ("mode(1, 2, 2, 3)", "2"), ("mode(3, 1, 1, 3)", "1"), ("mode(7)", "7"), ("mode(1.5, 3/2, 2)", "1.5"),
            ("mode(-1, -1, 5, 5, 5)", "5"), ("mode(4, 3, 2, 1)", "1"),
        ])
    func mode(source: String, expected: String) throws {
        #expect(try calc(source) == expected)
    }

    @Test("mode counts exact values only")
    func modeOfIrrationals() {
        #expect(calcError("mode(sqrt(2), 1)")?.kind == .domain("mode counts equal values, so it takes exact numbers"))
    }

    @Test("isprime: 1 for a prime, 0 for any other whole number")
    func primes() throws {
        let small = (0...200).filter { n in n >= 2 && (2..<n).allSatisfy { n % $0 != 0 } }
        for n in -3...200 { #expect(try calc("isprime(\(n))") == (small.contains(n) ? "1" : "0"), "\(n)") }
        // Mersenne primes and composites near them; the smallest strong pseudoprime to the first
        // 13 prime bases (composite), and 561, a Carmichael number.
        #expect(try calc("isprime(2^61 - 1)") == "1")
        #expect(try calc("isprime(2^67 - 1)") == "0")
        #expect(try calc("isprime(2^89 - 1)") == "1")
        #expect(try calc("isprime(2^127 - 1)") == "1")
        #expect(try calc("isprime(2^127 + 1)") == "0")
        #expect(try calc("isprime(3317044064679887385961981)") == "0")
        #expect(try calc("isprime(561)") == "0")
        #expect(try calc("isprime((2^61 - 1)(2^89 - 1))") == "0")
    }

    @Test("isprime refuses what is not a whole number, and numbers past its size")
    func primeRefusals() {
        #expect(calcError("isprime(2.5)")?.kind == .domain("isprime takes whole numbers"))
        #expect(calcError("isprime(pi)")?.kind == .domain("isprime takes whole numbers"))
        #expect(
            calcError("isprime(10^400 + 7)")?.kind
                == .domain("isprime tests numbers of up to 400 digits without a small factor"))
    }

    @Test("a long isprime stops when its work is cancelled")
    func primeStops() {
        let cancellation = Cancellation()
        cancellation.cancel()
        let limits = testLimits.cancelled(by: cancellation)
        #expect(calcError("isprime(2^521 - 1)", limits: limits)?.kind == .cancelled)
    }

    @Test("a note's own mode and isprime come first")
    func notesNames() {
        var evaluator = Evaluator()
        evaluator.remember(evaluator.evaluateLine("mode = 3"))
        evaluator.remember(evaluator.evaluateLine("isprime(x) = x + 1"))
        #expect(evaluator.evaluateLine("mode * 2").shown() == .value("6"))
        #expect(evaluator.evaluateLine("isprime(4)").shown() == .value("5"))
        #expect(Evaluator().evaluateLine("mode(2, 2, 1)").shown() == .value("2"))
    }
}
