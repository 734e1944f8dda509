/// The browser page's own words: its frame (toolbar, history, notes, converter menus),
/// the names a screen reader says for its controls, and its short messages. The server
/// writes them into the page's HTML where it says `{{name}}`, and gives the scripts the
/// messages, so that the page holds no words of its own.
public enum PageWords {
    /// The HTML's words by the name its `{{name}}` marks use.
    public static let byMark: [String: String] = [
        "calculator": "Calculator",
        "noScript":
            "Calculator needs JavaScript: every key is calculated by the server, and the page talks to it "
            + "with a script. Turn JavaScript on for this site and reload.",
        "history": "History",
        "noCalculations": "No calculations yet",
        "dismiss": "Dismiss",
        "keypad": "Keypad",
        "keys": "Keys",
        "notes": "Notes",
        "notesHint": "Notes: lines with live results",
        "chineseButton": "大写",
        "chinese": "Chinese uppercase amount",
        "chineseHint": "Chinese uppercase amount (大写)",
        "copy": "Copy the result",
        "copyHint": "Copy the full-precision result",
        "theme": "Switch dark or light",
        "display": "Display",
        "quantityKind": "Kind of quantity",
        "swapUnits": "Swap the units",
        "fromUnit": "From unit",
        "toUnit": "To unit",
        "bits": "Bits",
        "clear": "Clear",
        "done": "Done",
        "closeHistory": "Close history",
        "closeNotes": "Close notes",
        "note": "Note",
        "noteExample": "r = 2\npi r^2\n3 ft to m",
        "angle": Indicators.radians,
        "angleHint": "The note's angle unit: switching writes its angle = line",
    ]

    /// Said when the copy key finds nothing to copy.
    public static let nothingToCopy = "Nothing to copy"
    /// Said once a copy is made; `{text}` is what was copied, shortened.
    public static let copied = "Copied {text}"
    /// The notes view's status line when its edit did not reach the server.
    public static let noteNotSaved = "not saved: the server cannot be reached"
    /// The notes view's status line when a plot's new range did not reach the server.
    public static let serverUnreachable = "the server cannot be reached"
    /// The notes view's status line when the server answered with an error and no message;
    /// `{status}` is the HTTP status.
    public static let serverSaid = "the server said {status}"
}
