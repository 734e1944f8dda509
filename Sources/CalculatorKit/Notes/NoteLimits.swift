/// How big a note may be: enough for any page of sums, small enough that saving and
/// evaluating it stays quick, and that a browser cannot fill the server's disk.
public enum NoteLimits {
    public static let maxLines = 1000
    public static let maxBytes = 100_000
    public static let maxLineLength = 1000

    /// What is wrong with `text`, in words, or nil when it fits.
    public static func problem(in text: String) -> String? {
        if text.utf8.count > maxBytes {
            return "the note is too long: \(text.utf8.count) bytes, at most \(maxBytes)"
        }
        var lines = 0
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            lines += 1
            if lines > maxLines { return "the note has too many lines: at most \(maxLines)" }
            if line.count > maxLineLength {
                return "line \(lines) of the note is too long: \(line.count) characters, at most \(maxLineLength)"
            }
        }
        return nil
    }

    /// What an editor says when a key would take a note over a limit.
    public static let lineFull = "a line holds at most \(maxLineLength) characters"
    public static let bytesFull = "the note holds at most \(maxBytes) bytes"
    public static let linesFull = "the note holds at most \(maxLines) lines"
    public static let joinedTooLong = "the joined line would be over \(maxLineLength) characters"
}
