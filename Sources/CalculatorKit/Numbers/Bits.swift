import BigInt

/// Operations on the bits of whole numbers. Negatives are in two's complement: within the
/// word when there is one (results are read back as the word holds them), else as if the
/// sign bit went on forever (not 5 = −6, −1 and 12 = 12).
struct Bits {
    let limits: CalculationLimits
    let word: IntegerWord?

    func apply(_ function: BuiltinFunction, _ x: [BigInt]) throws(CalculationError) -> BigInt {
        switch function {
        case .bitAnd: return logic(x) { $0 & $1 }
        case .bitOr: return logic(x) { $0 | $1 }
        case .bitXor: return logic(x) { $0 ^ $1 }
        case .nand: return not(logic(x) { $0 & $1 })
        case .nor: return not(logic(x) { $0 | $1 })
        case .bitNot: return not(x[0])
        case .shiftLeft: return try shift(x[0], by: count(x[1]))
        case .shiftRight: return try shift(x[0], by: -count(x[1]))
        case .rotateLeft, .rotateRight:
            let name = function.rawValue
            let bits: Int
            if x.count > 2 {
                guard let n = Int(exactly: x[2]), n > 0, n <= limits.maxBits else {
                    throw CalculationError(.domain("\(name)'s word is 1 to \(limits.maxBits) bits"))
                }
                bits = n
            } else if let wordBits = word?.bits {
                bits = wordBits
            } else {
                throw CalculationError(
                    .domain("\(name) turns bits within a word: give one (--word 32) or \(name)(x, n, bits)"))
            }
            let by = try count(x[1])
            return rotate(x[0], by: function == .rotateLeft ? by : -by, bits: bits, word: x.count > 2 ? nil : word)
        case .popcount:
            guard let pattern = word?.bitPattern(x[0]) ?? (x[0].signum() >= 0 ? x[0] : nil) else {
                throw CalculationError(
                    .domain("a negative number has endless 1 bits without a word size (--word 32)"))
            }
            return BigInt(pattern.magnitude.words.reduce(0) { $0 + $1.nonzeroBitCount })
        case .bit:
            guard x[1].signum() >= 0 else { throw CalculationError(.domain("bit n counts from 0, the lowest bit")) }
            guard let n = Int(exactly: x[1]), n <= x[0].bitWidth else { return x[0].signum() < 0 ? 1 : 0 }
            return try shift(x[0], by: -n) & 1
        default:
            preconditionFailure("\(function) is not an operation on bits")
        }
    }

    /// How many places to shift or turn: a whole number that fits (a shift past every bit
    /// gives the same as the largest).
    private func count(_ n: BigInt) throws(CalculationError) -> Int {
        guard let count = Int(exactly: n), Swift.abs(count) <= Int(Int32.max) else {
            throw CalculationError(.tooLarge(limitBits: limits.maxBits))
        }
        return count
    }

    /// and, or, xor of all: each operand in two's complement, one bit wider than the widest.
    private func logic(_ x: [BigInt], _ op: (BigInt, BigInt) -> BigInt) -> BigInt {
        let bits = word?.bits ?? (x.map { $0.magnitude.bitWidth }.max() ?? 0) + 1
        var result = IntegerWord.pattern(x[0], bits: bits)
        for operand in x.dropFirst() { result = op(result, IntegerWord.pattern(operand, bits: bits)) }
        return (word ?? IntegerWord(bits: bits, signed: true)).wrapped(result)
    }

    private func not(_ x: BigInt) -> BigInt {
        (word ?? .unbounded).wrapped(-x - 1)
    }

    /// x·2^n, or floor(x/2^n) for a negative n (an arithmetic shift: −1 >> 1 = −1).
    private func shift(_ x: BigInt, by n: Int) throws(CalculationError) -> BigInt {
        if n >= 0 {
            if x.isZero { return 0 }
            if let bits = word?.bits { return word!.wrapped(IntegerWord.pattern(x, bits: bits) << Swift.min(n, bits)) }
            guard x.magnitude.bitWidth + n <= limits.maxBits else {
                throw CalculationError(.tooLarge(limitBits: limits.maxBits))
            }
            return x << n
        }
        let places = Swift.min(-n, x.magnitude.bitWidth + 1)
        if x.signum() >= 0 { return x >> places }
        return -(((BigInt(x.magnitude) - 1) >> places) + 1)
    }

    /// The low `bits` bits of x turned by n places (left for n > 0): the bits that leave one
    /// end come back at the other.
    private func rotate(_ x: BigInt, by n: Int, bits: Int, word: IntegerWord?) -> BigInt {
        let pattern = IntegerWord.pattern(x, bits: bits)
        let places = ((n % bits) + bits) % bits
        let mask = (BigInt(1) << bits) - 1
        let turned = ((pattern << places) & mask) | (pattern >> (bits - places))
        return word?.wrapped(turned) ?? turned
    }
}

extension BuiltinFunction {
    /// Whether it works on the bits of whole numbers.
    var isBits: Bool {
        switch self {
        case .bitAnd, .bitOr, .bitXor, .bitNot, .nand, .nor, .shiftLeft, .shiftRight, .rotateLeft, .rotateRight,
            .popcount, .bit:
            return true
        default: return false
        }
    }

    /// The value in doubles of an operation on bits, for drawing only.
    func bitsDouble(_ x: [Double]) -> Double {
        guard x.allSatisfy({ $0 == $0.rounded() && Swift.abs($0) < 1e15 }) else { return .nan }
        let integers = x.map { BigInt(Int($0)) }
        guard self != .rotateLeft && self != .rotateRight || x.count > 2,
            let value = try? Bits(limits: .standard, word: nil).apply(self, integers), let int = Int(exactly: value)
        else { return .nan }
        return Double(int)
    }
}
