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
        public var place: GridKey
        public var box: Box
        public var role: GridKey.Role
    }

    public static let minimumColumns = 24
    public static let minimumRows = 12
    /// From this width on the scientific keys join, as when an iPhone turns to landscape.
    public static let wideColumns = 80

    public let columns: Int
    public let rows: Int
    public var isWide: Bool { columns >= Self.wideColumns }
    public var fits: Bool { columns >= Self.minimumColumns && rows >= Self.minimumRows }

    /// The area the keypad and display share, centred.
    public private(set) var frame = Box(column: 1, row: 1, width: 0, height: 0)
    /// The line above the display: angle unit, 2nd, memory, mode.
    public private(set) var indicators = Box(column: 1, row: 1, width: 0, height: 1)
    /// The expression or the finished calculation.
    public private(set) var secondary = Box(column: 1, row: 2, width: 0, height: 1)
    /// The number, three rows high for the large digits.
    public private(set) var display = Box(column: 1, row: 3, width: 0, height: 3)
    /// The keys, or the history panel in their place.
    public private(set) var keypad = Box(column: 1, row: 7, width: 0, height: 0)
    /// Hints and notices ("copied", warnings).
    public private(set) var status = Box(column: 1, row: 1, width: 0, height: 1)
    public private(set) var buttons: [Button] = []

    public init(columns: Int, rows: Int, mode: CalculatorState.Mode) {
        self.columns = columns
        self.rows = rows
        guard fits else { return }
        let basic = KeyGrid.basic(mode: mode, besideScientific: isWide)
        let science = isWide ? KeyGrid.scientific : []
        let gridColumns = basic[0].count + (science.first?.count ?? 0)
        let gap = 1
        let buttonWidth = min(12, (columns - 2 - (gridColumns - 1) * gap) / gridColumns)
        let width = gridColumns * buttonWidth + (gridColumns - 1) * gap
        let left = 1 + (columns - width) / 2
        // Display lines (indicators, secondary, three for the number, one blank) and the status line.
        let top = 6, bottom = 1
        let space = rows - top - bottom
        let (buttonHeight, rowGap) = [(3, 1), (3, 0), (2, 1), (2, 0), (1, 0)]
            .first { height, gap in 5 * height + 4 * gap <= space } ?? (1, 0)
        let height = 5 * buttonHeight + 4 * rowGap
        frame = Box(column: left, row: 1, width: width, height: top + height + bottom)
        indicators = Box(column: left, row: 1, width: width, height: 1)
        secondary = Box(column: left, row: 2, width: width, height: 1)
        display = Box(column: left, row: 3, width: width, height: 3)
        // The keypad sits at the bottom, as on a phone; spare rows go above the display.
        let keypadRow = rows - bottom - height + 1
        keypad = Box(column: left, row: keypadRow, width: width, height: height)
        status = Box(column: left, row: rows, width: width, height: 1)
        let shift = keypadRow - 1 - top
        for name in [\Self.indicators, \Self.secondary, \Self.display] { self[keyPath: name].row += shift }
        let grid = science.isEmpty ? basic : zip(science, basic).map { $0 + $1 }
        for (rowIndex, places) in grid.enumerated() {
            for (columnIndex, place) in places.enumerated() {
                let box = Box(column: left + columnIndex * (buttonWidth + gap), row: keypadRow + rowIndex * (buttonHeight + rowGap),
                              width: buttonWidth, height: buttonHeight)
                let isScientific = columnIndex < (science.first?.count ?? 0)
                buttons.append(Button(place: place, box: box, role: KeyGrid.role(of: place, scientific: isScientific, mode: mode)))
            }
        }
    }

    /// The key under a mouse click.
    public func place(atColumn column: Int, row: Int) -> GridKey? {
        buttons.first { $0.box.contains(column: column, row: row) }?.place
    }

    /// Characters the display shows: the large digits take four columns each.
    public var displayCharacters: Int { max(DisplayFit.minimumWidth, display.width / BigDigits.width) }
}
