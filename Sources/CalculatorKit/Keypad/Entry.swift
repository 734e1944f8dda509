import BigInt

/// A number being typed on the basic keypad, kept as typed ("5.", "2.00", "-0",
/// "1.5e-7") so that the display shows exactly the keys pressed.
struct Entry: Equatable, Sendable {
    var isNegative = false
    /// Digits with at most one ".", never empty, no leading zeros ("0", "0.5", "12.").
    var mantissa = "0"
    /// Digits typed after EE; nil when EE has not been pressed.
    var exponent: String?
    var exponentIsNegative = false

    static let powersOfTen = (0...18).map { (0..<$0).reduce(1) { power, _ in power * 10 } }

    /// The most exponent digits: 1e999 is as far as a keypad number goes.
    static let maxExponentDigits = 3

    var digitCount: Int { mantissa.utf8.count - (hasPoint ? 1 : 0) }
    var hasPoint: Bool { mantissa.contains(".") }

    /// Adds a digit unless the entry already has `maxDigits` digits.
    mutating func append(digit: Int, maxDigits: Int) {
        let character = Character(String(digit))
        if var exponent {
            if exponent == "0" { exponent = "" }
            if exponent.count < Entry.maxExponentDigits { exponent.append(character) }
            self.exponent = exponent
        } else if mantissa == "0" {
            mantissa = String(character)
        } else if digitCount < maxDigits {
            mantissa.append(character)
        }
    }

    mutating func appendPoint() {
        if exponent == nil && !hasPoint { mantissa.append(".") }
    }

    mutating func startExponent() {
        if exponent == nil { exponent = "" }
    }

    /// ± negates the exponent while one is being typed, the number otherwise.
    mutating func changeSign() {
        if exponent != nil { exponentIsNegative.toggle() } else { isNegative.toggle() }
    }

    /// ⌫: the last typed character; false when there is nothing left to remove.
    @discardableResult
    mutating func removeLast() -> Bool {
        if let exponent {
            if exponent.isEmpty {
                self.exponent = nil
                exponentIsNegative = false
            } else {
                self.exponent = String(exponent.dropLast())
            }
            return true
        }
        guard mantissa != "0" else { return false }
        mantissa.removeLast()
        if mantissa.isEmpty { mantissa = "0" }
        return true
    }

    /// The number typed. Read on every screen, so the common case stays in machine words.
    var value: Rational {
        var digits = 0, count = 0, fractionLength = 0, seenPoint = false
        for byte in mantissa.utf8 {
            if byte == UInt8(ascii: ".") { seenPoint = true; continue }
            count += 1
            if count <= 18 { digits = digits * 10 + Int(byte - 48) }
            if seenPoint { fractionLength += 1 }
        }
        var power = -fractionLength
        if let exponent, let e = Int(exponent) { power += exponentIsNegative ? -e : e }
        let sign = isNegative ? -1 : 1
        if count <= 18 && (-18...0).contains(power) {
            return Rational(sign * digits, Entry.powersOfTen[-power])
        }
        let all = BigInt(mantissa.filter { $0 != "." }) ?? 0
        let scale = Rational(BigInt(10).power(abs(power)))
        let magnitude = power >= 0 ? Rational(all) * scale : Rational(all) / scale
        return isNegative ? -magnitude : magnitude
    }

    /// The entry as the display shows it: "-1,234.50", "1.5e-7" ("1e0" right after EE).
    func text(separators: NumberFormat.Separators, grouped: Bool = true) -> String {
        let parts = mantissa.split(separator: ".", omittingEmptySubsequences: false)
        var text = isNegative ? "-" : ""
        text += grouped ? DisplayFit.group(parts[0], separator: separators.grouping) : String(parts[0])
        if parts.count > 1 { text += separators.decimalPoint + parts[1] }
        if let exponent {
            text += "e" + (exponentIsNegative ? "-" : "") + (exponent.isEmpty ? "0" : exponent)
        }
        return text
    }
}
