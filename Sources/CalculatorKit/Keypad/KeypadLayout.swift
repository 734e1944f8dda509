/// Where the keys sit, as data, so that every front end (terminal, browser, SwiftUI)
/// draws the same keypads: the iPhone's basic keypad in portrait and its scientific
/// keypad in landscape, each with the display size that suits it.
public struct KeypadLayout: Equatable, Sendable {
    public enum Orientation: String, Sendable, CaseIterable {
        case portrait, landscape
    }

    /// One key on the grid; the 0 of the bottom row is two columns wide, as on the iPhone.
    public struct Cell: Equatable, Sendable {
        public var key: Key
        public var columns: Int

        public init(_ key: Key, columns: Int = 1) {
            self.key = key
            self.columns = columns
        }
    }

    /// Top to bottom; every row spans `columns`. The clear and angle cells hold a key
    /// that changes with the state: draw them with `ViewState.caption(of:)` and send
    /// `ViewState.keyToSend(_:)`.
    public var rows: [[Cell]]
    /// Display width in characters and the typing limit in digits.
    public var displayWidth: Int
    public var maxDigits: Int

    public var columns: Int { rows.first.map { $0.reduce(0) { $0 + $1.columns } } ?? 0 }

    /// What tapping the display sends, on every keypad: a/b, which flips the display between
    /// digits and the exact form (2/3, 2√2). The display is the key, so the iPhone's grid stays as it is.
    public static let displayKey = Key.exactForm

    /// Tells the calculator the display size of this layout (send it when the layout changes).
    public var resize: KeypadAction { .resize(width: displayWidth, maxDigits: maxDigits) }

    /// The keypad for a mode and orientation. Landscape is scientific in both modes;
    /// the expression keypad trades ± and % (portrait) or ʸ√x (landscape) for ⌫ and
    /// parentheses, which an expression cannot do without.
    public static func keypad(_ mode: CalculatorState.Mode, _ orientation: Orientation) -> KeypadLayout {
        switch (mode, orientation) {
        case (.basic, .portrait): return .portraitBasic
        case (.expression, .portrait): return .portraitExpression
        case (.basic, .landscape): return .landscapeScientific
        case (.expression, .landscape): return .landscapeExpression
        case (.converter, _): return .converter
        case (.programmer, _): return .programmer
        }
    }

    // Rows of the right-hand block, shared by every layout.
    private static let numberRows: [[Key]] = [
        [.digit(7), .digit(8), .digit(9), .operation(.multiply)],
        [.digit(4), .digit(5), .digit(6), .operation(.subtract)],
        [.digit(1), .digit(2), .digit(3), .operation(.add)],
    ]
    private static let bottomRow = [Cell(.digit(0), columns: 2), Cell(.point), Cell(.equals)]
    private static let topRow: [Key] = [.allClear, .changeSign, .percent, .operation(.divide)]

    /// The iPhone in portrait: 9 digits, grouped, fit in 16 characters with a sign and an exponent.
    public static let portraitBasic = KeypadLayout(
        rows: [topRow.map { Cell($0) }] + numberRows.map { $0.map { Cell($0) } } + [bottomRow],
        displayWidth: 16, maxDigits: 9)

    public static let portraitExpression = KeypadLayout(
        rows: [[.allClear, .openParenthesis, .closeParenthesis, .operation(.divide)].map { Cell($0) }]
            + numberRows.map { $0.map { Cell($0) } }
            + [[.backspace, .digit(0), .point, .equals].map { Cell($0) }],
        displayWidth: 16, maxDigits: 9)

    /// The iPhone in landscape: six scientific columns left of the basic keypad, and
    /// 16 digits.
    public static let landscapeScientific = landscape(rootOrBackspace: .function(.yRoot))

    /// The expression keypad in landscape: an expression cannot do without ⌫, which
    /// takes the place of ʸ√x (the iPhone deletes by a swipe instead).
    public static let landscapeExpression = landscape(rootOrBackspace: .backspace)

    private static func landscape(rootOrBackspace: Key) -> KeypadLayout {
        let scientific: [[Key]] = [
            [.openParenthesis, .closeParenthesis, .memoryClear, .memoryAdd, .memorySubtract, .memoryRecall],
            [
                .second, .function(.square), .function(.cube), .operation(.power), .function(.exp),
                .function(.powerOfTen),
            ],
            [
                .function(.reciprocal), .function(.squareRoot), .function(.cubeRoot), rootOrBackspace, .function(.ln),
                .function(.log),
            ],
            [.function(.factorial), .function(.sin), .function(.cos), .function(.tan), .constant(.e), .exponent],
            [.angle(.radians), .function(.sinh), .function(.cosh), .function(.tanh), .constant(.pi), .random],
        ]
        let right: [[Cell]] = [topRow.map { Cell($0) }] + numberRows.map { $0.map { Cell($0) } } + [bottomRow]
        return KeypadLayout(
            rows: zip(scientific, right).map { $0.map { Cell($0) } + $1 },
            displayWidth: 24, maxDigits: 16)
    }
}

/// How a key is coloured: the iPhone paints digits dark grey, the top-row keys light
/// grey, the operators orange and the scientific keys darker than the digits.
public enum KeyRole: String, Sendable {
    case digit, control, operation, scientific
}

extension Key {
    public var role: KeyRole {
        switch self {
        case .digit, .point: return .digit
        case .clear, .allClear, .changeSign, .percent, .backspace: return .control
        case .operation(.power): return .scientific
        case .operation, .equals: return .operation
        default: return .scientific
        }
    }
}

extension Key {
    /// Whether what the cell sends depends on the state (the clear cell: C or AC; the
    /// angle cell: the other unit), so that `ViewState.keyToSend` needs the view; every
    /// other cell sends its own key, and a front end need not make the view (which
    /// formats the value) to press it.
    public var sendsByState: Bool {
        switch self {
        case .clear, .allClear, .angle: return true
        default: return false
        }
    }
}

extension KeypadLayout {
    /// The converter: digits, and keys for the units and the kind of quantity. One layout
    /// in both orientations (the display shows two numbers and two units).
    public static let converter = KeypadLayout(
        rows: [
            [.allClear, .changeSign, .backspace, .converter(.swap)],
            [.digit(7), .digit(8), .digit(9), .converter(.nextCategory)],
            [.digit(4), .digit(5), .digit(6), .converter(.nextFromUnit)],
            [.digit(1), .digit(2), .digit(3), .converter(.nextToUnit)],
        ].map { $0.map { Cell($0) } } + [
            [Cell(.digit(0), columns: 2), Cell(.point), Cell(.converter(.previousCategory))]
        ],
        displayWidth: 16, maxDigits: 9)
}
