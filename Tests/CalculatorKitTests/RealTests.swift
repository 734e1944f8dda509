import BigInt
import PropertyBased
import Testing

@testable import CalculatorKit

/// The contract of `Real.approximate(p)`: |a − x·2^p| < 1, checked exactly on
/// computed reals whose value is a known rational.
@Suite struct RealTests {
    /// A computed real over rationals and its exact value.
    indirect enum Tree {
        case leaf(Rational)
        case sum(Tree, Tree), product(Tree, Tree), negation(Tree), reciprocal(Tree)

        var value: Rational {
            switch self {
            case let .leaf(r): return r
            case let .sum(a, b): return a.value + b.value
            case let .product(a, b): return a.value * b.value
            case let .negation(a): return -a.value
            case let .reciprocal(a): return a.value.reciprocal
            }
        }

        func real(_ budget: Budget) throws -> Real {
            switch self {
            case let .leaf(r): return Real(r)
            case let .sum(a, b): return Real(.sum(try a.real(budget), try b.real(budget)))
            case let .product(a, b): return Real(.product(try a.real(budget), try b.real(budget)))
            case let .negation(a): return Real(.negation(try a.real(budget)))
            case let .reciprocal(a):
                let x = try a.real(budget)
                // A reciprocal of zero (a generated leaf may be 0) has no real: the caller skips it.
                guard let bound = try x.lowerBound(limit: 4096, budget)?.bound else {
                    throw CalculationError(.divisionByZero)
                }
                return Real(.reciprocal(x, bound: bound))
            }
        }
    }

    /// Three rationals from nine integers: numerator, denominator, power of two.
    static func leaves(_ n: [Int]) -> [Tree] {
        (0..<3).map { i in
            let scale = n[3 * i + 2] % 40
            let power = scale >= 0 ? Rational(BigInt(1) << scale) : Rational(1, BigInt(1) << -scale)
            return .leaf(Rational(n[3 * i], Swift.max(1, abs(n[3 * i + 1]))) * power)
        }
    }

    @Test func approximationsAreWithinOneUnit() async {
        let input = zip(Gen.int(in: -1_000_000...1_000_000).array(of: 9), Gen.int(in: -80...300))
        await propertyCheck(count: 3000, input: input) { numbers, p in
            let budget = Budget(limits: testLimits)
            let l = Self.leaves(numbers), (a, b, c) = (l[0], l[1], l[2])
            let trees: [Tree] = [
                .sum(a, b), .product(a, .negation(b)), .sum(.product(a, b), .product(b, c)),
                .product(.sum(a, .negation(b)), .reciprocal(.sum(c, .leaf(Rational(3, 7))))),
                .sum(.sum(.sum(a, b), c), .reciprocal(a)),
            ]
            for t in trees {
                guard let real = try? t.real(budget), let approximation = try? real.approximate(p, budget) else {
                    continue  // a reciprocal of zero
                }
                let scaled = t.value * (p >= 0 ? Rational(BigInt(1) << p) : Rational(1, BigInt(1) << -p))
                #expect((Rational(approximation) - scaled).magnitude < .one, "\(t) at \(p)")
            }
        }
    }

    @Test func cachedApproximationsStayWithinOneUnit() throws {
        let budget = Budget(limits: testLimits)
        let third = Real(.reciprocal(Real(Rational(3)), bound: 1))
        _ = try third.approximate(200, budget)
        for p in [0, 1, 5, 64, 199] {
            let a = try third.approximate(p, budget)
            let exact = Rational(BigInt(1) << p, 3)
            #expect((Rational(a) - exact).magnitude < .one)
        }
    }

    @Test func longChainsDoNotExhaustTheStack() throws {
        let ones = Array(repeating: "1", count: 40_000).joined(separator: "+")
        #expect(try calc(ones) == "40000")
        let roots = (2..<3000).map { "sqrt(\($0))" }.joined(separator: "+")
        #expect(try calc(roots, digits: 10) == "109515.9182")  // mpmath: 109515.91824…
        let sines = (1...300).map { "sin(\($0))" }.joined(separator: "*")
        #expect(calcError(sines)?.kind == .tooManyIrrationalOperations(250))
    }

    /// Keypads evaluate inside the runtime's tasks, whose threads may have small stacks.
    @Test func deepNestingInsideATask() async throws {
        let source = String(repeating: "sin(", count: 199) + "1" + String(repeating: ")", count: 199)
        let shown = try await Task.detached { try calc(source) }.value
        #expect(shown == "0.12108334584623357750")  // mpmath: 0.1210833458462335775…
    }

    @Test(
        "extreme arguments give an answer or a clear error",
        arguments: [
            ("exp(-1e300)", "error: too small to show (below 1e-1255)"), ("tanh(1e300)", "1.0000000000000000000"),
            ("tanh(-1e300)", "-1.0000000000000000000"), ("tanh(500)", "1.0000000000000000000"),
            ("exp(-99999999)", "1.7537565220490495179e-43429448"), ("1/(1+exp(-1e300))", "1.0000000000000000000"),
            ("sin(1)^2+cos(1)^2", "1.0000000000000000000"),
            ("sin(1)^2+cos(1)^2-1", "error: too small to show (below 1e-1255)"),
        ])
    func extremes(_ source: String, _ expected: String) throws {
        // Never 0 for a value not known to be zero: refused with the bound it lies below.
        let shown: String
        do { shown = try calc(source) } catch {
            shown = "error: \((error as? CalculationError)?.message ?? "\(error)")"
        }
        #expect(shown == expected)
    }

    @Test func hugeResultsAreRefused() {
        let tooLarge = CalculationError.Kind.tooLarge(limitBits: 1 << 22)
        #expect(calcError("sinh(1e300)")?.kind == tooLarge)
        #expect(calcError("exp(10^7)")?.kind == tooLarge)
        #expect(calcError("1/exp(-99999999)")?.kind == tooLarge)
    }
}
