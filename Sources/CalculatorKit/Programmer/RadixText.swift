import BigInt

/// A number written in another base: `0xFF`, `0b1010`, `0o17`, base 36 in digits and
/// capital letters. A fraction's digits end, repeat (`0b0.0(0011)`: the part in parentheses
/// repeats forever) or are cut after `maxFractionDigits`, with `…`.
public enum RadixText {
    public static let maxFractionDigits = 64

    /// The prefix a base is written with: 0x, 0b, 0o; none for 10 or any other base.
    public static func prefix(_ radix: Int) -> String {
        switch radix {
        case 16: return "0x"
        case 2: return "0b"
        case 8: return "0o"
        default: return ""
        }
    }

    /// A whole number in `radix`; a negative one in two's complement when a word of bits holds
    /// it and the base is 2, 8 or 16 (−1 in 32 bits is 0xFFFFFFFF), else with its sign.
    public static func string(_ x: BigInt, radix: Int, word: IntegerWord? = nil) -> String {
        if x.signum() < 0, radix != 10, Self.prefix(radix) != "",
            let pattern = word?.bits.map({
                IntegerWord.pattern(x, bits: $0)
            })
        {
            return prefix(radix) + String(pattern, radix: radix, uppercase: true)
        }
        return (x.signum() < 0 ? "-" : "") + prefix(radix) + String(x.magnitude, radix: radix, uppercase: true)
    }

    /// A rational number in `radix`, and whether its digits were cut.
    public static func string(_ x: Rational, radix: Int, word: IntegerWord? = nil) -> (text: String, cut: Bool) {
        if x.isInteger { return (string(x.numerator, radix: radix, word: word), false) }
        let negative = x.isNegative
        let numerator = BigInt(x.numerator.magnitude), denominator = x.denominator
        let whole = numerator / denominator
        var remainder = numerator % denominator
        var digits: [Character] = []
        var seen: [BigInt: Int] = [:]
        var repeatsFrom: Int?
        let alphabet = Array("0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ")
        while !remainder.isZero, digits.count < maxFractionDigits {
            if let start = seen[remainder] {
                repeatsFrom = start
                break
            }
            seen[remainder] = digits.count
            remainder *= BigInt(radix)
            digits.append(alphabet[Int(remainder / denominator)])
            remainder %= denominator
        }
        var text = (negative ? "-" : "") + prefix(radix) + String(whole, radix: radix, uppercase: true) + "."
        if let start = repeatsFrom {
            text += String(digits[..<start]) + "(" + String(digits[start...]) + ")"
            return (text, false)
        }
        // Stopped by the count, unless the digits ended just there.
        let cut = !remainder.isZero && seen[remainder] == nil
        if !remainder.isZero, let start = seen[remainder] {
            text += String(digits[..<start]) + "(" + String(digits[start...]) + ")"
            return (text, false)
        }
        return (text + String(digits) + (cut ? "…" : ""), cut)
    }
}

/// The base a line converts to: `to hex`, `to bin`, `to oct`, `to dec`, `to base 36`.
public enum BaseTarget {
    /// The radix named by the text after `to`, nil when it names none; a base out of 2–36 is an error.
    static func radix(_ text: Substring) throws(CalculationError) -> Int? {
        let words = text.split(whereSeparator: { $0 == " " || $0 == "\t" }).map { $0.lowercased() }
        switch words.count {
        case 1:
            switch words[0] {
            case "hex", "hexadecimal": return 16
            case "bin", "binary": return 2
            case "oct", "octal": return 8
            case "dec", "decimal": return 10
            default: return nil
            }
        case 2 where words[0] == "base":
            guard let radix = Int(words[1]), (2...36).contains(radix) else {
                throw CalculationError(.domain("a base is a whole number from 2 to 36, not \(words[1])"))
            }
            return radix
        default:
            return nil
        }
    }

    /// The names a conversion to a base is called by, and their radices.
    static let callNames = ["hex": 16, "bin": 2, "oct": 8, "dec": 10]

    /// `hex(255)`, `bin(5)`, `oct(8)`, `dec(0xFF)` as the whole line, as SpeedCrunch and Python
    /// write a conversion: the parenthesised part (columns kept: the name is blanked, not cut)
    /// and the radix.
    static func call(_ line: Substring) -> (expression: Substring, radix: Int)? {
        let trimmed = line.drop(while: { $0 == " " })
        guard let name = callNames.keys.first(where: { trimmed.hasPrefix($0 + "(") }),
            trimmed.last(where: { $0 != " " }) == ")"
        else { return nil }
        // The parenthesis after the name must close at the line's end: hex(1) + hex(2) is no call.
        var depth = 0
        let body = trimmed.dropFirst(name.count)
        for (offset, c) in body.enumerated() {
            if c == "(" { depth += 1 }
            if c == ")" {
                depth -= 1
                if depth == 0 && !body.dropFirst(offset + 1).allSatisfy({ $0 == " " }) { return nil }
            }
        }
        guard depth == 0 else { return nil }
        let blanked = String(repeating: " ", count: line.count - trimmed.count + name.count) + body
        return (Substring(blanked), callNames[name]!)
    }
}
