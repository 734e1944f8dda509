/// The words a screen shows beside its numbers, decided once here so that the terminal,
/// the page and the Apple views say the same: the indicators above the display, the
/// keypads' titles and the converter's kinds of quantity.
public struct Indicators: Equatable, Sendable {
    /// "Deg", "Rad", "Grad" or "Turn"; nil where angles mean nothing (the converter, the programmer keypad).
    public var angle: String?
    /// "2nd" while the second functions are on.
    public var second: String?
    /// "M" while memory holds a number.
    public var memory: String?
    /// "≈" while the number shown is rounded (`ViewState.roundingMark`).
    public var approximate: String?

    public static let degrees = "Deg", radians = "Rad", secondOn = "2nd", memoryHeld = "M"

    /// The words in the order they are drawn, without the absent ones.
    public var shown: [String] { [angle, second, memory, approximate].compactMap { $0 } }
}

extension ViewState {
    public var indicators: Indicators {
        let converting = mode == .converter
        // Whole numbers in a word have no angles either.
        let angled = !converting && mode != .programmer
        return Indicators(
            angle: angled ? AngleSetting.label(angle) : nil,
            second: isSecond && !converting ? Indicators.secondOn : nil,
            memory: hasMemory && !converting ? Indicators.memoryHeld : nil,
            approximate: roundingMark)
    }
}

extension CalculatorState.Mode {
    /// The keypad's title: "Basic", "Expression", "Converter".
    public var title: String {
        switch self {
        case .basic: return "Basic"
        case .expression: return "Expression"
        case .converter: return "Converter"
        case .programmer: return "Programmer"
        }
    }
}

extension ConverterCategory {
    /// The kind of quantity as a title: "Length", "Data".
    public var title: String { rawValue.prefix(1).uppercased() + rawValue.dropFirst() }
}

extension ViewState {
    /// The display as a screen reader should say it: the sign and the power of ten in
    /// words ("minus 1.5 times ten to the minus 7"); a zero has no sign ("-0" while a
    /// negative number is begun says "0").
    public var spokenDisplay: String { Self.spoken(display) }

    static func spoken(_ display: String) -> String {
        var text = Substring(display)
        var words: [String] = []
        if text.hasPrefix("-") {
            text = text.dropFirst()
            if text.contains(where: { $0.isNumber && $0 != "0" }) { words.append("minus") }
        }
        guard let mark = text.firstIndex(of: "e") else { return (words + [String(text)]).joined(separator: " ") }
        words += [String(text[..<mark]), "times ten to the"]
        var exponent = text[text.index(after: mark)...]
        if exponent.hasPrefix("-") {
            words.append("minus")
            exponent = exponent.dropFirst()
        }
        words.append(String(exponent))
        return words.joined(separator: " ")
    }
}

/// The words a front end with a connection and a help view says about itself (the page
/// gets them with its layouts): the state of its connection, keys waiting for it, and the
/// keys of the help view that are the front end's own rather than the keypad's.
public enum ConnectionWords {
    public static let connecting = "Connecting…"
    public static let reconnecting = "Reconnecting…"
    /// Keys pressed while disconnected wait to be sent; `{count}` is their number.
    public static let keyWaiting = "1 key will be sent when connected"
    public static let keysWaiting = "{count} keys will be sent when connected"
    /// A key pressed while disconnected with the waiting line full is not kept.
    public static let keyRefused = "Not connected: that key was not kept"
    /// Keys sent just before the connection was lost, with no answer: the server may not have them.
    public static let keyUnanswered = "1 key sent as the connection was lost may not have arrived"
    public static let keysUnanswered = "{count} keys sent as the connection was lost may not have arrived"
    /// A tab that comes back to a server which no longer has its keypad.
    public static let freshKeypad =
        "The server has restarted or forgotten this tab's keypad: this is a fresh one, "
        + "and keys pressed while the connection was lost were not pressed. Your history is kept."
}

/// The help view's words: its title and buttons, and the rows that are not the keyboard map's.
public enum HelpWords {
    public static let title = "Keys"
    public static let button = "Help"
    public static let close = "Done"
    /// Heads of the help's two columns.
    public static let keyboardKey = "Key", presses = "Does"
    /// Joins the keyboard keys that press the same cell: "Enter or =".
    public static let or = " or "
    /// The digit keys, one row for the ten.
    public static let digits = (keys: "0 to 9", does: "the digits")
    /// The keys that are the page's own, after the keypad's (which come from `KeyboardMap`).
    public static let pageKeys: [(keys: String, does: String)] = [
        ("? or F1", "this help"),
        ("Escape", "closes the help, the history or the notes"),
        ("Tab", "moves between the keys and tools; Enter or Space presses the one focused"),
        ("← → ↑ ↓", "on the keypad switch: the next or previous keypad"),
    ]
}
