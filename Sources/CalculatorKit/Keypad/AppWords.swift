/// The words of the app for Apple's systems that are its frame rather than the keypad's
/// (sheets, menus, buttons, the names a screen reader says), kept with the kit's other words
/// so that the views draw only what the kit gives them.
public enum AppWords {
    public static let history = "History"
    public static let noHistory = "No calculations yet"
    public static let noHistoryHint = "Calculations appear here after ="
    public static let clear = "Clear"
    public static let done = "Done"
    public static let ok = "OK"
    public static let notes = "Notes"
    public static let keypad = "Keypad"
    public static let copy = "Copy"
    public static let copyChinese = "Copy in Chinese uppercase"
    /// The notes' first line before anything is typed.
    public static let notePlaceholder = "r = 2"
    /// Said for a line whose result ran out of time ("…" on screen).
    public static let outOfTime = "ran out of time"
    /// A screen reader's name for one bit of the programmer's display.
    public static func bit(_ index: Int, _ value: Character) -> String { "bit \(index): \(value)" }
    public static let historyNoFolder = "history is not saved: no Application Support folder"
}
