import BigInt

/// The word whole numbers are held in, as a programmer's calculator has it: 8, 16, 32 or
/// 64 bits, or unbounded; signed (two's complement) or unsigned.
public struct IntegerWord: Sendable, Hashable {
    /// The count of bits, nil when unbounded.
    public var bits: Int?
    public var signed: Bool

    public init(bits: Int?, signed: Bool) {
        self.bits = bits
        self.signed = signed
    }

    /// The sizes a keypad and the command line offer.
    public static let sizes = [8, 16, 32, 64]
    public static let unbounded = IntegerWord(bits: nil, signed: true)

    /// "8-bit signed", "32-bit unsigned", "unbounded".
    public var name: String {
        guard let bits else { return "unbounded" }
        return "\(bits)-bit \(signed ? "signed" : "unsigned")"
    }

    /// x as the word holds it: its low bits, read as signed or unsigned.
    public func wrapped(_ x: BigInt) -> BigInt {
        guard let bits else { return x }
        let pattern = Self.pattern(x, bits: bits)
        if signed, pattern >> (bits - 1) == 1 { return pattern - (BigInt(1) << bits) }
        return pattern
    }

    /// The low `bits` bits of x, negatives in two's complement: x modulo 2^bits, from 0.
    static func pattern(_ x: BigInt, bits: Int) -> BigInt {
        let modulus = BigInt(1) << bits
        if x.signum() >= 0 { return x.bitWidth <= bits ? x : x & (modulus - 1) }
        let rest = BigInt(x.magnitude) % modulus
        return rest.isZero ? 0 : modulus - rest
    }

    /// The bits of x in this word (two's complement for a negative), or nil when the word
    /// is unbounded and x is negative: its sign bit would go on forever.
    public func bitPattern(_ x: BigInt) -> BigInt? {
        if let bits { return Self.pattern(x, bits: bits) }
        return x.signum() >= 0 ? x : nil
    }
}
