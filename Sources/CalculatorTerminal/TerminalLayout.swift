import CalculatorKit

/// A rectangle of the screen; columns and rows count from 1, as the terminal does.
public struct Box: Equatable, Sendable {
    public var column, row, width, height: Int

    func contains(column x: Int, row y: Int) -> Bool {
        (column..<column + width).contains(x) && (row..<row + height).contains(y)
    }
}

/// Where everything goes on a terminal of a given size: the display on top, the
/// keypad below, scientific keys on the left when the terminal is wide enough.
public struct TerminalLayout: Equatable, Sendable {
    public struct Button: Equatable, Sendable {
        /// The key of the layout's cell (AC stands for AC/C, Rad for the angle key).
        public var key: Key
        public var box: Box
    }

    public static let minimumColumns = 24
    public static let minimumRows = 12
    /// From this width on the scientific keys join, as when an iPhone turns to landscape.
    public static let wideColumns = 80

    public let columns: Int
    public let rows: Int
    public var fits: Bool { columns >= Self.minimumColumns && rows >= Self.minimumRows }

    /// The line above the display: angle unit, 2nd, memory, and the mode, which a click switches.
    public private(set) var indicators = Box(column: 1, row: 1, width: 0, height: 1)
    /// The expression or the finished calculation.
    public private(set) var secondary = Box(column: 1, row: 2, width: 0, height: 1)
    /// The number, three rows high for the large digits, or more where they grow.
    public private(set) var display = Box(column: 1, row: 3, width: 0, height: 3)
    /// How large the digits are: 1 (three rows high), or 2 or 3 where the screen has rows to
    /// spare above the keys and the display still holds a full number; 0 for one row of plain
    /// digits, where the keys leave no more.
    public private(set) var digitScale = 1
    /// The keys, or the history panel in their place.
    public private(set) var keypad = Box(column: 1, row: 7, width: 0, height: 0)
    /// The programmer keypad's bases and bits, between the display and the keys (ProgrammerPanel.swift).
    public private(set) var programmerPanel = Box(column: 1, row: 1, width: 0, height: 0)
    /// Hints and notices ("copied", warnings).
    public private(set) var status = Box(column: 1, row: 1, width: 0, height: 1)
    public private(set) var buttons: [Button] = []
    /// The mode's name at the right of the indicator line.
    public private(set) var modeSwitch = Box(column: 1, row: 1, width: 0, height: 1)
    public let keypadLayout: KeypadLayout
    /// Columns at the right of the display kept for a unit ("impgal"), in the converter.
    public let unitColumns: Int

    public init(columns: Int, rows: Int, mode: CalculatorState.Mode) {
        self.columns = columns
        self.rows = rows
        unitColumns = mode == .converter ? Self.unitWidth + 1 : 0
        keypadLayout = KeypadLayout.keypad(mode, columns >= Self.wideColumns ? .landscape : .portrait)
        guard fits else { return }
        let gridColumns = keypadLayout.columns
        let gap = 1
        let buttonWidth = min(12, (columns - 2 - (gridColumns - 1) * gap) / gridColumns)
        let width = gridColumns * buttonWidth + (gridColumns - 1) * gap
        let left = 1 + (columns - width) / 2
        let bottom = 1
        let gridRows = keypadLayout.rows.count
        // The programmer's bases and bits: the keys are made lower for them first.
        let programmer = mode == .programmer
        let (panel, panelNeeds) =
            programmer ? (ProgrammerPanel.wantedRows(width: width), ProgrammerPanel.neededRows(width: width)) : (0, 0)
        // Display lines (indicators, secondary, three for the number, one blank) and the status
        // line; where even keys one row high leave no room for them (the programmer's eight
        // rows of keys in a small window), the number takes one row of plain digits.
        let compact = gridRows + 6 + bottom > rows
        let top = compact ? 3 : 6
        let (buttonHeight, rowGap) =
            [(3, 1), (3, 0), (2, 1), (2, 0), (1, 0)]
            .first { height, gap in gridRows * height + (gridRows - 1) * gap + panelNeeds <= rows - top - bottom }
            ?? (1, 0)
        let height = gridRows * buttonHeight + (gridRows - 1) * rowGap
        let panelRows = max(0, min(panel, rows - top - bottom - height))
        // As on the iPhone the display takes the room above the keys: larger digits where the
        // rows are there and the width still holds the most digits typed, a sign, a point and an exponent.
        let spare = rows - top - bottom - height - panelRows
        digitScale =
            compact
            ? 0
            : [3, 2].first { scale in
                2 * (scale - 1) <= spare
                    && (width - unitColumns) / BigDigits.width(scale: scale) >= keypadLayout.maxDigits + 4
            } ?? 1
        let displayHeight = compact ? 1 : 2 * digitScale + 1
        // Indicators, secondary, the number, and a blank line above the keys where there is room.
        let above = 2 + displayHeight + (compact ? 0 : 1) + panelRows
        // The keypad sits at the bottom, as on a phone; spare rows go above the display.
        let keypadRow = rows - bottom - height + 1
        indicators = Box(column: left, row: keypadRow - above, width: width, height: 1)
        modeSwitch = Box(
            column: left + width - Self.modeNameWidth, row: indicators.row, width: Self.modeNameWidth, height: 1)
        secondary = Box(column: left, row: keypadRow - above + 1, width: width, height: 1)
        display = Box(column: left, row: keypadRow - above + 2, width: width, height: displayHeight)
        keypad = Box(column: left, row: keypadRow, width: width, height: height)
        programmerPanel = Box(column: left, row: keypadRow - panelRows, width: width, height: panelRows)
        // The bottom line of every view: the last row, from the first column.
        status = Box(column: 1, row: rows, width: columns, height: 1)
        for (rowIndex, cells) in keypadLayout.rows.enumerated() {
            var column = left
            for cell in cells {
                let cellWidth = cell.columns * buttonWidth + (cell.columns - 1) * gap
                buttons.append(
                    Button(
                        key: cell.key,
                        box: Box(
                            column: column, row: keypadRow + rowIndex * (buttonHeight + rowGap),
                            width: cellWidth, height: buttonHeight)))
                column += cellWidth + gap
            }
        }
    }

    static let modeNameWidth = CalculatorState.Mode.allCases.map(\.title.count).max() ?? 0

    /// The key under a mouse click.
    public func key(atColumn column: Int, row: Int) -> Key? {
        buttons.first { $0.box.contains(column: column, row: row) }?.key
    }

    /// The longest unit symbol the converter offers ("impgal").
    static let unitWidth = ConverterCategory.allCases.flatMap(\.units).map(\.count).max() ?? 0

    /// Characters the display shows: the large digits take four columns each, more when
    /// larger (beside the unit, in the converter).
    public var displayCharacters: Int {
        let characterWidth = digitScale == 0 ? 1 : BigDigits.width(scale: digitScale)
        return max(DisplayFit.minimumWidth, (display.width - unitColumns) / characterWidth)
    }
}
