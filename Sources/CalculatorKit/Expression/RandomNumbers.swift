import BigInt
import Foundation

/// Where `rand` and `randint` draw from: a seeded sequence (SplitMix64). The copies of an
/// evaluator share it, so each draw is new, and the same seed gives the same draws, which
/// is what tests and a replayed session need.
public final class RandomNumbers: @unchecked Sendable {
    private let lock = NSLock()
    private var state: UInt64

    public init(seed: UInt64) { state = seed }

    /// Continues the keypad's sequence.
    public convenience init(_ source: RandomSource) { self.init(seed: source.seed) }

    /// Seeded from the system: what an evaluator draws from when it is given no source.
    public static let system = RandomNumbers(seed: .random(in: .min ... .max))

    /// Where the sequence stands now, to continue it later (`RandomSource(seed:)`).
    public var seed: UInt64 { lock.withLock { state } }

    private func word() -> UInt64 {
        lock.withLock {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }

    /// A whole number in 0..<n, each as likely (draws of n's bit length, the too-large ones
    /// drawn again: at most two draws on average).
    func below(_ n: BigUInt) -> BigUInt {
        precondition(n > 0)
        if n == 1 { return 0 }
        let bits = (n - 1).bitWidth  // of the largest value: without leading zeros
        let words = (bits + 63) / 64
        let topMask: UInt64 = bits % 64 == 0 ? .max : (1 << UInt64(bits % 64)) - 1
        while true {
            var drawn: [UInt] = []
            for index in 0..<words {
                let w = word()
                drawn.append(UInt(index == words - 1 ? w & topMask : w))
            }
            let value = BigUInt(words: drawn)
            if value < n { return value }
        }
    }

    /// Digits after the point of `rand`'s numbers, as the keypad's Rand key gives.
    static let digits = 15

    /// A number in [0, 1) with 15 decimals, each as likely.
    func fraction() -> Rational {
        let scale = BigUInt(10).power(RandomNumbers.digits)
        return Rational(BigInt(below(scale)), BigInt(scale))
    }
}

extension Evaluator {
    /// `rand()`: in [0, 1); `rand(a, b)`: in [a, b), a < b; `randint(a, b)`: a whole number
    /// from a to b, both included, exact at any size.
    func random(_ function: BuiltinFunction, _ x: [Number], _ calculation: Calculation) throws(CalculationError)
        -> Number
    {
        let source = random ?? RandomNumbers.system
        let name = function.rawValue
        if function == .randint {
            guard case let .exact(a) = x[0], a.isInteger, case let .exact(b) = x[1], b.isInteger else {
                throw CalculationError(.domain("randint takes whole numbers"))
            }
            guard a.numerator <= b.numerator else {
                throw CalculationError(.domain("randint(a, b) needs a ≤ b"))
            }
            let count = (b.numerator - a.numerator + 1).magnitude
            return .exact(Rational(a.numerator + BigInt(source.below(count)), 1))
        }
        let u = Number.exact(source.fraction())
        if x.isEmpty { return u }
        let width = try calculation.subtract(x[1], x[0])
        guard try calculation.sign(of: width, "\(name)'s b − a") > 0 else {
            throw CalculationError(.domain("rand(a, b) needs a < b"))
        }
        return try calculation.checked(calculation.add(x[0], calculation.multiply(width, u)))
    }
}
