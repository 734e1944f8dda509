/// The words the terminal app shows, kept with the kit's other words (`ScreenWords`,
/// `PageWords`) so that every front end draws what the kit gives it. Keys are named as the
/// terminal reads them: F-keys, `^` for Ctrl.
public enum TerminalWords {
    /// A key, or keys that do the same, and what it does.
    public typealias KeyLine = (keys: String, meaning: String)

    // MARK: The bottom line's hints, the most needed first: F-keys, then the view's own keys.

    public static func keypadHints(_ mode: CalculatorState.Mode) -> [String] {
        switch mode {
        case .basic, .expression:
            return ["F1 help", "F10 quit", "F2 keypad", "F3 history", "F4 notes", "F5 copy", "Esc clear", "F6 deg/rad"]
        case .converter:
            return ["F1 help", "F10 quit", "f/t unit", "k kind", "s swap", "F2 keypad", "F5 copy", "Esc clear"]
        case .programmer:
            return ["F1 help", "F10 quit", "a–f hex", "& | ~ < >", "F2 keypad", "F5 copy", "Esc clear"]
        }
    }

    public static let historyHints = ["F1 help", "F10 quit", "↑↓ choose", "Enter use", "Esc close"]
    public static let helpHints = ["F10 quit", "↑↓ more", "any other key closes"]
    public static let notesHints = ["F1 help", "F10 quit", "Esc keypad", "F6 deg/rad", "Enter new line", "↑↓ lines"]

    // MARK: Help: every key on one screen.

    public static let helpTitle = "Keys (^ is Ctrl) · any key closes"
    public static let helpScrollTitle = "Keys (^ is Ctrl) · ↑↓ more · any key closes"

    /// A keypad's keys. Short enough for the portrait keypad of a 52-column terminal; the
    /// converter's letters stand in for the typing ones, so that its list fits the keypad's
    /// rows at 80×24.
    public static func keypadHelp(_ mode: CalculatorState.Mode) -> [KeyLine] {
        let typing: [KeyLine]
        switch mode {
        case .converter:
            typing = [
                ("Backspace", "delete the last digit"),
                ("Esc", "clear: C, then AC"),
                ("f t", "next from / to unit"),
                ("k s n", "next kind, swap the units, ±"),
                ("F T K", "the same, back"),
            ]
        case .expression:
            typing =
                [
                    ("Enter =", "calculate"),
                    ("Esc", "clear: C, then AC"),
                    ("← →", "move the cursor; Home, End: ends"),
                    ("Backspace", "delete before the cursor"),
                    ("Delete", "delete after the cursor"),
                    ("after =", "→ ← End Home: the result's digits"),
                ] + names + [(",", "groups thousands: 1,024")]
        case .basic, .programmer:
            typing =
                [
                    ("Enter =", "calculate"),
                    ("Backspace", "delete the last key"),
                    ("Esc", "clear: C, then AC"),
                    ("→ ← End", "the result's digits; Home: rest"),
                ] + (mode == .basic ? names + [("n p x", "±, π, ×"), (",", "groups thousands: 1,024")] : [])
        }
        // The converter's values are digits only: it has no exact form to flip to.
        let exactForm: [KeyLine] = mode == .converter ? [] : [("F7 ^E", "exact form ⇄ digits (2/3, 2√2)")]
        return typing + [
            ("F1 ?", "this help"),
            ("F2 ^T", "next keypad: Basic … Programmer"),
            ("F3 ^R ↑", "history"),
            ("F4 ^N", "notes: lines with live results"),
            ("F5 ^Y", "copy the full result"),
            ("F6 ^G", "degrees ⇄ radians (also a note's)"),
        ] + exactForm + [
            ("F10 ^Q ^D", "quit; ^C quits at once (130)"),
            ("^Z ^L", "suspend (fg resumes), redraw"),
            ("paste", "typed as text, never as commands"),
        ]
    }

    /// Every key on the screen has a name to type: the scientific keys, memory and 2nd.
    private static let names: [KeyLine] = [
        ("names", "sin sqrt ln pi …, then ( or Space"),
        ("memory", "mc mr m+ m-, typed as names"),
        ("second", "2nd (shift too); rad, deg: angle"),
    ]

    /// The notes editor's keys: `?` and letters are text there, so every command is an F-key or Ctrl.
    public static let notesHelp: [KeyLine] = [
        ("letters", "a line: r = 2, then pi r^2"),
        ("Enter", "a new line"),
        ("← →", "move in the line; Home End ^A ^E"),
        ("↑ ↓", "the line above, below"),
        ("Backspace", "delete before the cursor"),
        ("Delete", "delete after the cursor"),
        ("Esc F4 ^N", "back to the keypad"),
        ("F6 ^G", "degrees ⇄ radians: the angle line"),
        ("F1", "this help (? is typed)"),
        ("F3 ^R", "history"),
        ("F2 ^T", "next keypad"),
        ("F10 ^Q ^D", "quit; ^C quits at once (130)"),
        ("^Z ^L", "suspend (fg resumes), redraw"),
        ("paste", "typed as text, many lines at once"),
    ]

    // MARK: The views' own words.

    /// What a window smaller than the keypad shows instead: its size, the size wanted, the way out.
    public static func tooSmall(columns: Int, rows: Int, minimumColumns: Int, minimumRows: Int) -> [String] {
        [
            "Window too small", "now \(columns)×\(rows)", "needs \(minimumColumns)×\(minimumRows)", "make it bigger,",
            "or F10 ^Q to quit",
        ]
    }

    public static let history = "History"
    public static let noHistory = "No calculations yet"
    public static let notesTitle = "Notes · "
    public static func plotTitle(line: Int) -> String { " line \(line) " }
    /// A problem with a line of the note, on the bottom line.
    public static func lineProblem(line: Int, _ reason: String) -> String { "line \(line): " + reason }
    public static let nameBeingTyped = "a name: Space, ( or an operator ends it"
    public static func unknownName(_ name: String) -> String {
        "no function or constant named “\(name)” (? lists keys)"
    }
    public static let commaGroupsOnly = "“,” only groups thousands (1,024); the decimal point is “.”"
    public static let cannotSuspend = "cannot suspend: no job control here (run from a shell)"

    // MARK: Saving.

    public static let notesConflict =
        "another copy changed the same lines: both versions kept, under “# changed …” lines"
    public static let notesMerged = "another copy's changes to the note merged in"
    public static func noteNotSaved(_ reason: String, path: String) -> String {
        "\(reason): the note is not saved (\(path))"
    }
    public static func historyUnreadable(_ reason: String, path: String) -> String {
        "\(reason): history could not be read (\(path))"
    }
    public static func historyRetrying(_ reason: String, path: String) -> String {
        "\(reason): history is not saved yet, will retry (\(path))"
    }
    public static func historyNotSaved(_ reason: String, path: String) -> String {
        "\(reason): history is not saved (\(path))"
    }
}
