import CalculatorKit
import Testing

/// Which command-line lines take the notes' rules (definitions, conversions): decided on
/// the bytes, as the Characters would decide it.
@Suite struct LineRulesTests {
    /// The rule as words: an `=`, a `#`, an arrow, the word "to" between non-letters, or a day
    /// (2026-12-25, four digits that start a number, then one or two digits between dashes and
    /// one or two after them, as the notes read a day).
    static func byCharacters(_ line: String) -> Bool {
        line.contains("=") || line.contains("#") || line.contains("→") || line.contains("->")
            || line.split(whereSeparator: { !$0.isLetter }).contains("to")
            || line.contains(/(^|[^0-9.A-Za-z])[0-9]{4}-[0-9]{1,2}-[0-9](?![0-9]{2})/)
    }

    @Test(
        "the byte rule agrees with the Character rule",
        arguments: [
            "3 ft to m", "x = 5", "f(x) = x^2", "x->y", "1 km → mi", "100 °C to °F", "2 to", "to 3", "to",
            "tomato", "potato + 1", "(1 to)", "1+2", "8797323217+230530420-(455824010)/7", "2×to 3", "éto 3",
            "to é", "ŧo", "3 m·to ft", "a-b", "1 - > 2", "→", "x ≥ 2", "TO", "1 To m", "1\tto\tm", "",
            "2026-12-25", "12026-12-25", "2026 - 12", "x2026-1", "1-2", "(2026-1-5)", "2026-12", "2026-123-4",
            "7870.7927+(2645.8459-88.8899)+12297887379", "1.2026-12-25", "a2026-12-25", "1 # a note",
            "2026-1-5", "2026-12-2", "2026-12-", "2026-12-x", "6235-3-378686783414", "2026-12-250",
            "7599944-981/753/(6235-3-378686783414)", "2026-12-255 + 2026-12-25", "9553-6-5267+1", "2-3458-2-(1)",
            "2026-12-25x", "2026-12-5-1",
        ])
    func agrees(_ line: String) {
        #expect(!Evaluator.isPlainLine(line) == Self.byCharacters(line), "\(line)")
    }
}
