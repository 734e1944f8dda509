/// How many significant digits a value with units shows: a conversion is read by a
/// person, so 10 digits, unless the value is an exact decimal that fits the usual digits
/// (1 mi to km is 1.609344 km exactly) or the user asked for a number of digits.
public enum ConversionDigits {
    public static let readable = 10

    /// `most`: the digits the front end shows otherwise (or the user asked for).
    public static func significantDigits(for number: Number, most: Int) -> Int {
        guard most > readable else { return most }
        guard let exact = number.exactValue, exact.decimalApproximation(significantDigits: most).isExact else {
            return readable
        }
        return most
    }
}
