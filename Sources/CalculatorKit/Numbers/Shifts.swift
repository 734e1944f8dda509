import BigInt

// BigInt's own left shift writes its result a word at a time, and each word past the
// end reserves room for exactly one more: a copy of the whole number per word, which
// made 10^1000000 (5^1000000 shifted up a million bits) take most of a second. These
// shifts build the words once; the operators below put them under every `<<` by an
// `Int` in the calculator.

extension BigUInt {
    /// self · 2^bits.
    func shiftedUp(_ bits: Int) -> BigUInt {
        if isZero || bits == 0 { return self }
        let words =
            [UInt](repeating: 0, count: bits / UInt.bitWidth) + Array(self.words).shiftedLeft(bits % UInt.bitWidth)
        return BigUInt(words: words)
    }

    /// floor(self / 2^bits).
    func shiftedDown(_ bits: Int) -> BigUInt {
        let all = Array(words), skip = bits / UInt.bitWidth, shift = bits % UInt.bitWidth
        if skip >= all.count { return 0 }
        if shift == 0 { return BigUInt(words: all[skip...]) }
        var result = [UInt](repeating: 0, count: all.count - skip)
        for i in result.indices {
            let high = skip + i + 1 < all.count ? all[skip + i + 1] << (UInt.bitWidth - shift) : 0
            result[i] = (all[skip + i] >> shift) | high
        }
        return BigUInt(words: result)
    }

    static func << (value: BigUInt, bits: Int) -> BigUInt {
        bits >= 0 ? value.shiftedUp(bits) : value.shiftedDown(-bits)
    }
}

extension BigInt {
    /// self · 2^bits for bits ≥ 0; a right shift (toward minus infinity) as BigInt has it otherwise.
    static func << (value: BigInt, bits: Int) -> BigInt {
        if bits < 0 { return value >> -bits }
        return BigInt(sign: value.sign, magnitude: value.magnitude.shiftedUp(bits))
    }
}

extension Array where Element == UInt {
    /// The words of a number shifted left by fewer bits than a word, one word longer when
    /// bits move out of the top.
    func shiftedLeft(_ shift: Int) -> [UInt] {
        if shift == 0 { return self }
        var result = [UInt](repeating: 0, count: count + 1)
        var carry: UInt = 0
        for i in indices {
            result[i] = (self[i] << shift) | carry
            carry = self[i] >> (UInt.bitWidth - shift)
        }
        result[count] = carry
        if carry == 0 { result.removeLast() }
        return result
    }
}
