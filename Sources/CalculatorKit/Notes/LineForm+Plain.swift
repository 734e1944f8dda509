extension Evaluator {
    /// Whether `line` can only be a plain expression, so that the command line may work it
    /// out by the expression's rules alone (the fast path) and read it by a note's rules only
    /// if that fails. It is not when it has what the other forms of a line need: `=` (a
    /// definition), `#` (a comment), `to`, `->` or `→` (a conversion), a day (`2026-12-25`),
    /// or the call of a base conversion (`hex(255)`).
    public static func isPlainLine(_ line: String) -> Bool {
        // On the bytes: a batch of 10,000 lines is raced against bc, and String's searches
        // go through Foundation and Unicode tables for every line. In place: a copy of
        // each line's bytes cost as much as the scan.
        var contiguous = line
        return contiguous.withUTF8 { !hasOtherForm(line, bytes: $0) }
    }

    private static func hasOtherForm(_ line: String, bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var index = 0
        while index < bytes.count && bytes[index] == UInt8(ascii: " ") { index += 1 }
        let rest = bytes[index...]
        if BaseTarget.callNames.keys.contains(where: { name in
            rest.count > name.utf8.count + 1 && rest.starts(with: name.utf8)
                && rest[index + name.utf8.count] == UInt8(ascii: "(")
        }) {
            return true
        }
        index = 0
        while index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: "="), UInt8(ascii: "#"): return true  // a definition; a comment line, as in notes
            case UInt8(ascii: "-") where isDay(bytes, dashAt: index): return true  // 2026-12-25 is a day
            case UInt8(ascii: "-") where index + 1 < bytes.count && bytes[index + 1] == UInt8(ascii: ">"): return true
            case 0xE2 where index + 2 < bytes.count && bytes[index + 1] == 0x86 && bytes[index + 2] == 0x92:
                return true  // →
            case UInt8(ascii: "t") where index + 1 < bytes.count && bytes[index + 1] == UInt8(ascii: "o"):
                let before = index > 0 ? bytes[index - 1] : UInt8(ascii: " ")
                let after = index + 2 < bytes.count ? bytes[index + 2] : UInt8(ascii: " ")
                // Next to a byte of a non-ASCII character, only the characters can tell whether it is a letter.
                if before >= 0x80 || after >= 0x80 {
                    return line.split(whereSeparator: { !$0.isLetter }).contains("to")
                }
                if !isASCIILetter(before) && !isASCIILetter(after) { return true }
            default: break
            }
            index += 1
        }
        return false
    }

    /// Four digits that start a number, then one or two digits between dashes and one or two
    /// after: a day (2026-12-25), as the notes read one. A number's decimals before a minus
    /// (2645.8459-88) are no day, nor are 6235-3-378686783414 and 3458-2-(1).
    private static func isDay(_ bytes: UnsafeBufferPointer<UInt8>, dashAt index: Int) -> Bool {
        func isDigit(_ at: Int) -> Bool { at >= 0 && at < bytes.count && (48...57).contains(bytes[at]) }
        func startsNumber(_ at: Int) -> Bool {
            at < 0 || !(isDigit(at) || bytes[at] == UInt8(ascii: ".") || isASCIILetter(bytes[at]))
        }
        func isDash(_ at: Int) -> Bool { at < bytes.count && bytes[at] == UInt8(ascii: "-") }
        guard index >= 4, (index - 4..<index).allSatisfy(isDigit), startsNumber(index - 5), isDigit(index + 1)
        else { return false }
        guard let dayAt = isDash(index + 2) ? index + 3 : isDigit(index + 2) && isDash(index + 3) ? index + 4 : nil
        else { return false }
        return isDigit(dayAt) && !(isDigit(dayAt + 1) && isDigit(dayAt + 2))
    }

    private static func isASCIILetter(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte | 0x20)
    }
}
