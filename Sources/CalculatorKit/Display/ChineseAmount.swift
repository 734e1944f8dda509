import BigInt

/// Chinese uppercase amounts (人民币大写) as written on cheques and vouchers, by the
/// People's Bank of China rules (docs/chinese-amounts.md).
///
/// Choices where the rules allow two forms:
/// - A zero 万 or 元 digit followed by a non-zero 千 or 角 digit is written as 零
///   (壹拾万零伍仟元整, 壹仟陆佰捌拾元零叁角贰分): the form banks print.
/// - 整 follows an amount ending at 元 only (伍佰叁拾贰元整, 壹仟肆佰零玖元伍角).
/// - Amounts below one yuan start at the first non-zero unit (0.56 → 伍角陆分); zero is 零元整.
/// - Amounts are rounded half up to the fen (四舍五入), as banks do: 0.125 → 壹角叁分.
/// - Negative amounts are refused unless `negative` is `.prefix`, which writes 负 first.
/// - Up to 9999万9999亿9999万9999元 (below 10^16 yuan); larger amounts are refused.
public enum ChineseAmount {
    public enum NegativeAmounts: Sendable {
        /// Cheques are positive: a negative amount is an error.
        case refuse
        /// Written with 负 in front, as accounting software does.
        case prefix
    }

    public enum Failure: Error, Equatable, Sendable, CustomStringConvertible {
        case negative
        case tooLarge
        /// A value known only approximately could not be placed on either side of a half fen.
        case undecidable
        /// The digits of an irrational amount could not be computed (time limit).
        case notComputed(String)
        /// The display shows no value (an error, or an expression with none yet).
        case noValue

        public var description: String {
            switch self {
            case let .notComputed(why): return why
            case .noValue: return "no value to write"
            case .negative: return "a negative amount has no Chinese uppercase form (cheques are positive)"
            case .tooLarge: return "amount too large for Chinese uppercase (the limit is 10^16 yuan)"
            case .undecidable: return "the amount cannot be rounded to the fen"
            }
        }
    }

    /// Amounts must stay below 10^16 yuan: 亿 groups hold eight digits (…万…亿).
    static let limitInFen = BigInt(10).power(18)

    public static func uppercase(
        _ amount: Rational, negative: NegativeAmounts = .refuse,
        prefix: Bool = false
    ) throws(Failure) -> String {
        if amount.isNegative && negative == .refuse { throw .negative }
        // Half up on the magnitude: floor(|x|·100 + 1/2).
        let fen = (amount.magnitude * Rational(100) + Rational(1, 2)).floor
        guard fen < limitInFen else { throw .tooLarge }
        let sign = amount.isNegative && !fen.isZero ? "负" : ""
        return (prefix ? "人民币" : "") + sign + words(fen: fen)
    }

    /// A computed value. One known only approximately (an irrational, once those exist)
    /// is rounded from its leading digits.
    public static func uppercase(
        _ amount: Number, negative: NegativeAmounts = .refuse,
        prefix: Bool = false
    ) throws(Failure) -> String {
        if let exact = amount.exactValue { return try uppercase(exact, negative: negative, prefix: prefix) }
        let size: Int, digits: DecimalApproximation
        do throws(CalculationError) {
            size = try amount.decimalApproximation(significantDigits: 1, rounding: .towardZero).exponent
        } catch {
            throw .notComputed(error.message)
        }
        guard size < 16 else { throw .tooLarge }
        do throws(CalculationError) {
            digits = try amount.decimalApproximation(
                significantDigits: Swift.max(1, size + 1 + decimalsOfApproximations),
                rounding: .towardZero)
        } catch {
            throw .notComputed(error.message)
        }
        return try uppercase(truncated: digits, negative: negative, prefix: prefix)
    }

    /// Decimals read from a value known only approximately.
    static let decimalsOfApproximations = 30

    /// Rounds from digits cut after `decimalsOfApproximations` decimals. The cut value t
    /// and the true value x (t ≤ |x| < t + 10^-30) round alike unless a half fen lies
    /// between them, which shows as digits 4999…9 after the fen.
    static func uppercase(
        truncated value: DecimalApproximation, negative: NegativeAmounts,
        prefix: Bool
    ) throws(Failure) -> String {
        let digits = value.digits
        let afterFen = digits.dropFirst(Swift.max(0, value.exponent + 3))
        if !value.isExact, afterFen.count == decimalsOfApproximations - 2,
            afterFen.first == "4", afterFen.dropFirst().allSatisfy({ $0 == "9" })
        {
            throw .undecidable
        }
        let shift = value.exponent + 1 - digits.count  // value = digits × 10^shift
        var magnitude = Rational(BigInt(digits)!)
        magnitude =
            shift >= 0
            ? magnitude * Rational(BigInt(10).power(shift))
            : magnitude / Rational(BigInt(10).power(-shift))
        return try uppercase(value.isNegative ? -magnitude : magnitude, negative: negative, prefix: prefix)
    }

    static let numerals: [Character] = ["零", "壹", "贰", "叁", "肆", "伍", "陆", "柒", "捌", "玖"]
    /// Unit of each place within a group of four.
    static let placeUnits = ["", "拾", "佰", "仟"]

    /// The words for an amount in fen (a non-negative integer below 10^18).
    static func words(fen: BigInt) -> String {
        let (yuan, cents) = fen.quotientAndRemainder(dividingBy: 100)
        let jiao = Int(cents / 10), fenDigit = Int(cents % 10)
        if yuan.isZero {
            if cents.isZero { return "零元整" }
            return (jiao > 0 ? "\(numerals[jiao])角" : "") + (fenDigit > 0 ? "\(numerals[fenDigit])分" : "")
        }
        var text = integerWords(yuan) + "元"
        if cents.isZero { return text + "整" }
        if jiao == 0 {
            text += "零"  // rule 4: 元 then 零 when 角 is 0 and 分 is not
        } else {
            if yuan % 10 == 0 { text += "零" }  // our choice under rule 3
            text += "\(numerals[jiao])角"
        }
        if fenDigit > 0 { text += "\(numerals[fenDigit])分" }
        return text
    }

    /// A positive whole number of yuan below 10^16: places from the highest down, one 零
    /// for every run of zeros between non-zero digits (group boundaries included), and
    /// 万 / 亿 after each group that is not all zeros.
    static func integerWords(_ yuan: BigInt) -> String {
        let digits = String(yuan).compactMap { $0.wholeNumberValue }
        let count = digits.count
        var text = ""
        var zeroPending = false
        for (index, digit) in digits.enumerated() {
            let place = count - 1 - index  // 0 is the 元 digit
            if digit == 0 {
                zeroPending = true
            } else {
                if zeroPending { text.append("零") }
                zeroPending = false
                text.append(numerals[digit])
                text += placeUnits[place % 4]
            }
            if place == 4 || place == 12, hasDigits(digits, places: place...place + 3) { text += "万" }
            if place == 8, hasDigits(digits, places: 8...15) { text += "亿" }
        }
        return text
    }

    /// Whether any digit at these places (0 is the 元 digit) is non-zero.
    private static func hasDigits(_ digits: [Int], places: ClosedRange<Int>) -> Bool {
        places.contains { $0 < digits.count && digits[digits.count - 1 - $0] != 0 }
    }
}
