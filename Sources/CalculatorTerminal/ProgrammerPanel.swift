import CalculatorKit

/// The programmer keypad's panel between the display and the keys: the value in the four
/// bases, then its bits in groups of four with the position of each group's lowest bit
/// under it. A click on a bit flips it. Where rows are short the panel gives up, in turn,
/// the blank line, the positions and two of the base lines; where the width is short, bits
/// go closer together and fewer to a row.
enum ProgrammerPanel {
    /// How the bits are laid out: so many to a row, each `cell` columns apart (2: a space
    /// between bits), a space more between groups of four, positions under each row or not.
    struct Grid: Equatable {
        var perRow: Int
        var cell: Int
        var positions: Bool
        /// Bit rows drawn (the lowest ones, when not all fit).
        var rows: Int
        var bits: Int

        /// Columns one group of four bits takes, and from one group to the next.
        var groupWidth: Int { 4 * cell - (cell - 1) }
        var groupStride: Int { groupWidth + cell }
        var width: Int { Self.width(perRow: perRow, cell: cell) }
        var height: Int { rows * (positions ? 2 : 1) }

        static func width(perRow: Int, cell: Int) -> Int {
            let groups = (perRow + 3) / 4
            return groups * (4 * cell - (cell - 1)) + (groups - 1) * cell
        }
    }

    /// What the panel draws in its box: base lines (4, 2 paired, or none), a blank line or not, the grid.
    struct Plan: Equatable {
        var baseLines: Int
        var blank: Bool
        var grid: Grid?
    }

    /// The rows a full panel takes at this width: four base lines, a blank line, and 64
    /// bits with their positions (the widest word with a size).
    static func wantedRows(width: Int) -> Int {
        let grid = grid(bits: 64, width: width, rows: .max, positions: true)
        return 4 + 1 + (grid?.height ?? 0)
    }

    /// The rows a panel needs to be worth its room: four base lines and 64 bits without positions.
    static func neededRows(width: Int) -> Int {
        4 + (grid(bits: 64, width: width, rows: .max, positions: false)?.height ?? 0)
    }

    /// Bits to a row and their spacing, best first: two rows of 32 as the Mac has them,
    /// then closer, then 64 to a row, then fewer.
    private static let arrangements = [(32, 2), (32, 1), (64, 2), (64, 1), (16, 2), (16, 1), (8, 2), (8, 1), (4, 1)]

    /// The first arrangement that shows all `bits` in `rows` rows and `width` columns.
    static func grid(bits: Int, width: Int, rows: Int, positions: Bool) -> Grid? {
        for (perRow, cell) in arrangements {
            let perRow = min(perRow, bits)
            let count = (bits + perRow - 1) / perRow
            let grid = Grid(perRow: perRow, cell: cell, positions: positions, rows: count, bits: bits)
            if grid.width <= width, grid.height <= rows { return grid }
        }
        return nil
    }

    /// What fits in `box` for `bits` bits, the most useful first.
    static func plan(bits: Int, box: Box) -> Plan {
        let options: [(lines: Int, blank: Bool, positions: Bool)] = [
            (4, true, true), (4, false, true), (4, false, false), (2, false, true), (2, false, false),
            (0, false, false),
        ]
        for option in options {
            let left = box.height - option.lines - (option.blank ? 1 : 0)
            if let grid = grid(bits: bits, width: box.width, rows: left, positions: option.positions) {
                return Plan(baseLines: option.lines, blank: option.blank, grid: grid)
            }
        }
        // Not every bit fits: the lowest rows that do, the most bits to a row that the width allows.
        guard box.height > 0,
            let widest = arrangements.first(where: { Grid.width(perRow: min($0.0, bits), cell: $0.1) <= box.width })
        else { return Plan(baseLines: 0, blank: false, grid: nil) }
        let perRow = min(widest.0, bits)
        let lines = box.height >= 6 ? 2 : 0
        let rows = min((bits + perRow - 1) / perRow, box.height - lines)
        return Plan(
            baseLines: lines, blank: false,
            grid: Grid(perRow: perRow, cell: widest.1, positions: false, rows: rows, bits: bits))
    }

    /// Where the grid's top left corner is: under the base lines, at the right of the box.
    static func gridOrigin(_ plan: Plan, _ grid: Grid, box: Box) -> (column: Int, row: Int) {
        (box.column + box.width - grid.width, box.row + plan.baseLines + (plan.blank ? 1 : 0))
    }

    /// The bit under a mouse click, if the click is on one.
    static func bit(atColumn column: Int, row: Int, box: Box, screen: ProgrammerScreen?) -> Int? {
        guard let screen, box.contains(column: column, row: row) else { return nil }
        let plan = plan(bits: screen.bits.count, box: box)
        guard let grid = plan.grid else { return nil }
        let origin = gridOrigin(plan, grid, box: box)
        let line = row - origin.row
        guard line >= 0, line < grid.height, !grid.positions || line % 2 == 0 else { return nil }
        let x = column - origin.column
        guard x >= 0, x < grid.width else { return nil }
        let (group, within) = x.quotientAndRemainder(dividingBy: grid.groupStride)
        // The space after a bit belongs to it; the space between groups to none.
        guard within < 4 * grid.cell else { return nil }
        let index = group * 4 + within / grid.cell
        return bitNumber(row: line / (grid.positions ? 2 : 1), index: index, grid: grid)
    }

    /// The number of the bit at `index` (from the left) of a drawn row (0 is the top one).
    /// The lowest row holds bit 0 at its right end; a top row of fewer bits is right-aligned.
    static func bitNumber(row: Int, index: Int, grid: Grid) -> Int? {
        let fromBottom = grid.rows - 1 - row
        let bit = fromBottom * grid.perRow + (grid.perRow - 1 - index)
        return bit >= 0 && bit < grid.bits && index < grid.perRow ? bit : nil
    }
}

extension ScreenRenderer {
    /// Draws the panel: each base's name at the left and its value at the right (the base the
    /// display shows in bold), the character beside the decimal value, then the bits.
    func drawProgrammer(_ screen: ProgrammerScreen, in box: Box, on canvas: inout Canvas) {
        guard box.height > 0 else { return }
        let base = Canvas.Style(foreground: theme.screen.foreground, background: theme.screen.background)
        let bold = Canvas.Style(foreground: base.foreground, background: base.background, bold: true)
        let dim = Canvas.Style(foreground: theme.dim, background: theme.screen.background)
        let plan = ProgrammerPanel.plan(bits: screen.bits.count, box: box)
        let bases = screen.bases
        let character = screen.characterText.map(plain)
        if plan.baseLines == 4 {
            for (index, line) in bases.enumerated() {
                let extra = line.radix == 10 ? character : nil
                drawBase([line], extra: extra, row: box.row + index, box: box, bold: bold, dim: dim, on: &canvas)
            }
        } else if plan.baseLines == 2 {
            drawBase(Array(bases[0..<2]), extra: character, row: box.row, box: box, bold: bold, dim: dim, on: &canvas)
            drawBase(Array(bases[2..<4]), extra: nil, row: box.row + 1, box: box, bold: bold, dim: dim, on: &canvas)
        }
        if let grid = plan.grid { drawBits(screen.bits, grid: grid, plan: plan, box: box, on: &canvas) }
    }

    /// One line of bases: "HEX   0xFF" across the box, or two side by side ("HEX 0xFF · DEC 255");
    /// a value too long for its room keeps its end (the lowest digits) after an ellipsis.
    private func drawBase(
        _ lines: [ProgrammerScreen.Base], extra: String?, row: Int, box: Box, bold: Canvas.Style,
        dim: Canvas.Style, on canvas: inout Canvas
    ) {
        let ellipsis = ascii ? "~" : "…"
        let room = (box.width - (lines.count - 1) * 3) / lines.count
        for (index, line) in lines.enumerated() {
            let left = box.column + index * (room + 3)
            let style = line.isShown ? bold : dim
            canvas.put(line.name, column: left, row: row, style: style)
            var value = line.text
            if index == lines.count - 1, let extra { value = extra + "  " + value }
            let space = room - line.name.count - 1
            guard space > 0 else { continue }
            if value.count > space { value = ellipsis + value.suffix(space - 1) }
            canvas.put(value, column: left + room - value.count, row: row, style: style)
        }
    }

    /// The bits in rows, the highest first; a set bit bold, a clear one dim; under each row the
    /// position of each group's lowest bit, right-aligned under it.
    private func drawBits(
        _ bits: String, grid: ProgrammerPanel.Grid, plan: ProgrammerPanel.Plan, box: Box, on canvas: inout Canvas
    ) {
        let set = Canvas.Style(foreground: theme.screen.foreground, background: theme.screen.background, bold: true)
        let clear = Canvas.Style(foreground: theme.dim, background: theme.screen.background)
        let digits = Array(bits)  // the highest bit first
        let origin = ProgrammerPanel.gridOrigin(plan, grid, box: box)
        for row in 0..<grid.rows {
            let top = origin.row + row * (grid.positions ? 2 : 1)
            var lowestOfGroup: [(column: Int, bit: Int)] = []
            for index in 0..<grid.perRow {
                guard let bit = ProgrammerPanel.bitNumber(row: row, index: index, grid: grid) else { continue }
                let column =
                    origin.column + (index / 4) * grid.groupStride + (index % 4) * grid.cell
                let character = digits[digits.count - 1 - bit]
                canvas.put(String(character), column: column, row: top, style: character == "1" ? set : clear)
                if bit % 4 == 0 { lowestOfGroup.append((column, bit)) }
            }
            guard grid.positions else { continue }
            for (column, bit) in lowestOfGroup {
                let label = String(bit)
                canvas.put(label, column: column - label.count + 1, row: top + 1, style: clear)
            }
        }
    }
}
