/// A key of a physical keyboard, as each front end reports it (a terminal's bytes, a
/// browser's `KeyboardEvent.key`, SwiftUI's `KeyPress`).
public enum KeyboardKey: Hashable, Sendable {
    case character(Character)
    case enter, backspace, delete, escape

    /// The name a browser gives the key (`KeyboardEvent.key`).
    public var name: String {
        switch self {
        case let .character(character): return String(character)
        case .enter: return "Enter"
        case .backspace: return "Backspace"
        case .delete: return "Delete"
        case .escape: return "Escape"
        }
    }
}

/// The one keyboard map: which keypad cell a keyboard key presses, per mode. Every
/// front end sends the cell through `ViewState.keyToSend`, so Escape is C while there
/// is something to clear and AC otherwise, like tapping the clear key on the iPhone.
/// Arrows, letters on the expression keypad and commands (copy, history) belong to
/// each front end, which has panels and names to type that the others lack.
public enum KeyboardMap {
    /// The cell a keyboard key presses, nil when it presses none.
    public static func cell(for key: KeyboardKey, in mode: CalculatorState.Mode) -> Key? {
        switch key {
        case let .character(character):
            switch mode {
            case .basic: return characters[character] ?? basicLetters[character]
            case .expression: return characters[character]
            case .converter: return converterLetters[character] ?? characters[character]
            case .programmer: return programmerLetters[character] ?? characters[character]
            }
        case .enter: return .equals
        // Backspace and (forward) Delete both remove the last character: a Mac labels its backspace "delete".
        case .backspace, .delete: return .backspace
        case .escape: return .allClear
        }
    }

    /// Whether a letter spelled on the expression keypad is a number's exponent mark, EE:
    /// an e typed right after digits and followed by a digit or a sign (1e-5), as the
    /// expression language reads it. The e key itself is always the constant.
    public static func isExponentMark(_ name: String, afterDigit: Bool, next: Character) -> Bool {
        name.lowercased() == "e" && afterDigit && (next.isASCII && next.isNumber || "+-−".contains(next))
    }

    /// Every keyboard key that presses a cell in `mode`, for front ends that need the
    /// map as data (the page gets it as JSON).
    public static func table(_ mode: CalculatorState.Mode) -> [(keyboard: KeyboardKey, cell: Key)] {
        let named: [KeyboardKey] = [.enter, .backspace, .delete, .escape]
        let letters =
            mode == .basic
            ? basicLetters : mode == .converter ? converterLetters : mode == .programmer ? programmerLetters : [:]
        let typed = characters.merging(letters) { $1 }.keys.map(KeyboardKey.character)
        return (named + typed.sorted { $0.name < $1.name }).compactMap { keyboard in
            cell(for: keyboard, in: mode).map { (keyboard, $0) }
        }
    }

    /// Characters that press a cell on both keypads. A comma is not here: in the
    /// expression language it groups thousands, so it is never a decimal point.
    private static let characters: [Character: Key] = {
        var keys: [Character: Key] = [
            ".": .point,
            "+": .operation(.add), "-": .operation(.subtract), "−": .operation(.subtract),
            "*": .operation(.multiply), "×": .operation(.multiply),
            "/": .operation(.divide), "÷": .operation(.divide), "^": .operation(.power),
            "(": .openParenthesis, ")": .closeParenthesis, "%": .percent, "=": .equals,
            "!": .function(.factorial), "π": .constant(.pi),
        ]
        for digit in 0...9 { keys[Character(String(digit))] = .digit(digit) }
        return keys
    }()

    /// Letters of the basic keypad, which has no names to spell (on the expression
    /// keypad letters spell names: sin, pi …).
    private static let basicLetters: [Character: Key] = [
        "n": .changeSign, "p": .constant(.pi), "x": .operation(.multiply),
    ]

    /// Letters of the converter, which has no names to spell either: f/t step the from
    /// and to unit, k the kind of quantity, Shift steps back; s swaps, n is ±. They keep
    /// clear of the letters front ends use for commands (m mode, h history, c copy, q quit).
    private static let converterLetters: [Character: Key] = [
        "f": .converter(.nextFromUnit), "F": .converter(.previousFromUnit),
        "t": .converter(.nextToUnit), "T": .converter(.previousToUnit),
        "k": .converter(.nextCategory), "K": .converter(.previousCategory),
        "s": .converter(.swap), "n": .changeSign,
    ]

    /// Letters of the programmer keypad: the hex digits, in either case; & | ~ < > as in C (^ stays the power).
    private static let programmerLetters: [Character: Key] = {
        var letters: [Character: Key] = [:]
        for (index, letter) in "abcdef".enumerated() {
            letters[letter] = .programmer(.digit(10 + index))
            letters[Character(letter.uppercased())] = .programmer(.digit(10 + index))
        }
        letters["&"] = .programmer(.and)
        letters["|"] = .programmer(.or)
        letters["~"] = .programmer(.not)
        letters["<"] = .programmer(.shiftLeftBy)
        letters[">"] = .programmer(.shiftRightBy)
        letters["n"] = .changeSign
        return letters
    }()
}
