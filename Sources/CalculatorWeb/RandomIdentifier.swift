/// Identifiers nobody can guess: 128 random bits from the system's generator, in hex.
/// Browsers and sessions are known only by these, so knowing one is the only way in.
enum RandomIdentifier {
    static let hexDigits = 32

    static func make() -> String {
        var generator = SystemRandomNumberGenerator()
        return hex(generator.next()) + hex(generator.next())
    }

    /// Whether text has the shape of an identifier (checked before any lookup or use as a history owner).
    static func isWellFormed(_ text: some StringProtocol) -> Bool {
        text.utf8.count == hexDigits && text.utf8.allSatisfy { (48...57).contains($0) || (97...102).contains($0) }
    }

    private static func hex(_ value: UInt64) -> String {
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }
}
