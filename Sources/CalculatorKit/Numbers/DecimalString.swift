import BigInt

extension BigUInt {
    /// The decimal digits of the value, as `String(_:)` gives them.
    ///
    /// BigInt's own conversion divides the whole number by 10^19 once per word: a
    /// hardware division per word per word, about 0.5 s for 10000!. Splitting at a
    /// power of ten of about half the number's size and converting the halves on
    /// their own turns most of that work into multiword divisions, which cost a
    /// multiplication per word pair.
    var decimalString: String {
        // Without a budget nothing stops it, so there is nothing to throw.
        try! decimalString(UntimedSteps())
    }

    /// The same, stopping at the budget's time limit when there is one (a million digits
    /// take about a second).
    func decimalString(_ steps: some BigSteps) throws(CalculationError) -> String {
        if isZero { return "0" }
        if words.count == 1 { return String(words[0]) }
        var digits: [UInt8] = []
        digits.reserveCapacity(words.count * 20)
        if words.count == 2 {
            // A batch line's 20-digit quotient: three chunks, written in place.
            DecimalConversion.appendTwoWords(high: words[1], low: words[0], to: &digits)
            return String(decoding: digits, as: UTF8.self)
        }
        if words.count <= DecimalConversion.wordLoopLimit {
            // Word by word at once: the powers below (a multiplication for two words) cost
            // more than the digits of a batch line's quotient.
            DecimalConversion.appendByWords(self, width: 0, to: &digits)
            return String(decoding: digits, as: UTF8.self)
        }
        // powers[k] = 10^(19·2^k); the largest one squared exceeds the value.
        var powers = [BigUInt(DecimalConversion.chunk)]
        while 2 * powers[powers.count - 1].words.count - 2 < words.count {
            let last = powers[powers.count - 1]
            powers.append(try steps.product(last, last))
        }
        try DecimalConversion.append(self, width: 0, level: powers.count - 1, powers, steps, to: &digits)
        return String(decoding: digits, as: UTF8.self)
    }
}

enum DecimalConversion {
    /// 10^19, the largest power of ten in a word.
    static let chunk: UInt = 10_000_000_000_000_000_000
    static let chunkDigits = 19
    /// Below this many words the word-by-word division is as fast.
    static let wordLoopLimit = 40

    /// Appends the digits of `value` < powers[level]², left-padded with zeros to
    /// `width` digits (no padding and no leading zeros when `width` is 0).
    static func append(
        _ value: BigUInt, width: Int, level: Int, _ powers: [BigUInt], _ steps: some BigSteps, to digits: inout [UInt8]
    ) throws(CalculationError) {
        if level < 0 || value.words.count <= wordLoopLimit {
            appendByWords(value, width: width, to: &digits)
            return
        }
        let power = powers[level]
        if value < power {
            try append(value, width: width, level: level - 1, powers, steps, to: &digits)
            return
        }
        // value = high · 10^lowWidth + low, with high < powers[level] = powers[level − 1]².
        let (high, low) = try steps.division(value, power)
        let lowWidth = chunkDigits << level
        try append(high, width: width > 0 ? width - lowWidth : 0, level: level - 1, powers, steps, to: &digits)
        try append(low, width: lowWidth, level: level - 1, powers, steps, to: &digits)
    }

    /// The digits of high·2^64 + low for high > 0: chunks of 10^19 below 10^19·10^19 and a
    /// top one below 4, without the word arrays of the loop below.
    fileprivate static func appendTwoWords(high: UInt, low: UInt, to digits: inout [UInt8]) {
        // value = chunk·(high / chunk · 2^64 + upper) + lowest, then that quotient by chunk again.
        let (upper, lowest) = chunk.dividingFullWidth((high % chunk, low))
        let (top, middle) = chunk.dividingFullWidth((high / chunk, upper))
        if top > 0 {
            appendChunk(top, width: 0, to: &digits)
            appendChunk(middle, width: chunkDigits, to: &digits)
        } else {
            appendChunk(middle, width: 0, to: &digits)  // not 0: the value is at least 2^64
        }
        appendChunk(lowest, width: chunkDigits, to: &digits)
    }

    /// The digits of one chunk, left-padded with zeros to `width` (none when 0).
    private static func appendChunk(_ value: UInt, width: Int, to digits: inout [UInt8]) {
        let start = digits.count
        var rest = value
        repeat {
            digits.append(UInt8(48 + rest % 10))
            rest /= 10
        } while rest != 0
        while digits.count - start < width { digits.append(48) }
        digits[start...].reverse()
    }

    /// The word-by-word conversion, for small numbers and pieces (BigInt's own makes
    /// a String per word and joins them).
    fileprivate static func appendByWords(_ value: BigUInt, width: Int, to digits: inout [UInt8]) {
        var chunks: [UInt] = []
        var rest = Array(value.words)  // least significant first
        while let top = rest.last {
            if top == 0 { rest.removeLast(); continue }
            // rest = rest / 10^19, most significant word first; the remainder is a chunk.
            var remainder: UInt = 0
            for i in rest.indices.reversed() {
                (rest[i], remainder) = chunk.dividingFullWidth((remainder, rest[i]))
            }
            chunks.append(remainder)
        }
        var text = [UInt8](repeating: UInt8(ascii: "0"), count: chunks.count * chunkDigits)
        var end = text.count
        for var c in chunks {  // least significant first, each written right to left
            var i = end
            while c != 0 {
                i -= 1
                text[i] = UInt8(48 + c % 10)
                c /= 10
            }
            end -= chunkDigits
        }
        let significant = text.drop { $0 == 48 }
        let padding = width > 0 ? width - significant.count : 0
        if padding > 0 { digits += repeatElement(48, count: padding) }
        digits += significant
    }
}
