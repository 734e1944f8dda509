/// A plot drawn in braille dots (2×4 dots a character) with axes and tick labels, for
/// terminals: the `calculator plot` command and the terminal's notes view.
public struct PlotBraille: Sendable {
    /// One line of text, with the curve each character belongs to (nil: axes, labels,
    /// blank), so that a front end can colour each curve.
    public struct Line: Sendable, Equatable {
        public let text: String
        public let curves: [Int?]
    }

    public let lines: [Line]

    /// `plot` drawn `width` characters wide and `height` lines high (at least 20×6).
    public init(_ plot: Plot, width: Int, height: Int) {
        let width = Swift.max(width, 20), height = Swift.max(height, 6)
        let yTicks = plot.yTicks, xTicks = plot.xTicks
        let labelWidth = (yTicks.map(\.label.count).max() ?? 1)
        let columns = width - labelWidth - 1, rows = height - 2
        var canvas = DotCanvas(columns: columns, rows: rows)
        let xSpan = plot.xRange.upperBound - plot.xRange.lowerBound,
            ySpan = plot.yRange.upperBound - plot.yRange.lowerBound
        func dotX(_ x: Double) -> Double { (x - plot.xRange.lowerBound) / xSpan * Double(canvas.dotColumns - 1) }
        func dotY(_ y: Double) -> Double { (plot.yRange.upperBound - y) / ySpan * Double(canvas.dotRows - 1) }
        // The axes through 0, under the curves.
        if plot.yRange.contains(0) {
            let row = Int(dotY(0).rounded())
            for column in stride(from: 0, to: canvas.dotColumns, by: 2) { canvas.set(column, row, curve: nil) }
        }
        if plot.xRange.contains(0) {
            let column = Int(dotX(0).rounded())
            for row in stride(from: 0, to: canvas.dotRows, by: 2) { canvas.set(column, row, curve: nil) }
        }
        for (index, curve) in plot.curves.enumerated() {
            for piece in curve.pieces {
                if piece.count == 1 {
                    canvas.line(dotX(piece[0].x), dotY(piece[0].y), dotX(piece[0].x), dotY(piece[0].y), curve: index)
                }
                for (a, b) in zip(piece, piece.dropFirst()) {
                    canvas.line(dotX(a.x), dotY(a.y), dotX(b.x), dotY(b.y), curve: index)
                }
            }
        }
        var lines: [Line] = []
        var tickRows: [Int: String] = [:]
        for tick in yTicks { tickRows[Int(dotY(tick.value).rounded()) / 4] = tick.label }
        for row in 0..<rows {
            let label = tickRows[row] ?? ""
            let left =
                String(repeating: " ", count: labelWidth - label.count) + label + (tickRows[row] == nil ? "│" : "┤")
            let (cells, owners) = canvas.row(row)
            lines.append(Line(text: left + cells, curves: Array(repeating: nil, count: labelWidth + 1) + owners))
        }
        // The x axis line with its ticks, then their labels, each centred under its tick and never overlapping.
        var axis = Array(repeating: Character("─"), count: columns)
        var labels = Array(repeating: Character(" "), count: width)
        var free = 0
        for tick in xTicks {
            let column = Int((dotX(tick.value) / 2).rounded(.down))
            guard (0..<columns).contains(column) else { continue }
            axis[column] = "┬"
            let start = Swift.max(labelWidth + 1 + column - tick.label.count / 2, free)
            guard start + tick.label.count <= width else { continue }
            for (k, c) in tick.label.enumerated() { labels[start + k] = c }
            free = start + tick.label.count + 1
        }
        let bottom = String(repeating: " ", count: labelWidth) + "└" + String(axis)
        lines.append(Line(text: bottom, curves: Array(repeating: nil, count: width)))
        var labelLine = String(labels)
        while labelLine.last == " " { labelLine.removeLast() }
        lines.append(Line(text: labelLine, curves: Array(repeating: nil, count: labelLine.count)))
        self.lines = lines
    }

    /// The lines joined, without colour.
    public var text: String { lines.map(\.text).joined(separator: "\n") }
}

/// Braille dots: bit k of a cell's pattern is dot k of U+2800's numbering.
struct DotCanvas {
    let columns: Int
    let rows: Int
    private var patterns: [UInt8]
    private var owners: [Int?]

    init(columns: Int, rows: Int) {
        self.columns = columns
        self.rows = rows
        patterns = Array(repeating: 0, count: columns * rows)
        owners = Array(repeating: nil, count: columns * rows)
    }

    var dotColumns: Int { columns * 2 }
    var dotRows: Int { rows * 4 }

    private static let bits: [[UInt8]] = [[0x01, 0x02, 0x04, 0x40], [0x08, 0x10, 0x20, 0x80]]

    mutating func set(_ x: Int, _ y: Int, curve: Int?) {
        guard (0..<dotColumns).contains(x), (0..<dotRows).contains(y) else { return }
        let cell = (y / 4) * columns + x / 2
        patterns[cell] |= DotCanvas.bits[x % 2][y % 4]
        if curve != nil { owners[cell] = curve }
    }

    /// A straight line in dot coordinates, clipped to the rows (y beyond them is off the plot).
    mutating func line(_ x0: Double, _ y0: Double, _ x1: Double, _ y1: Double, curve: Int) {
        var (x0, y0, x1, y1) = (x0, y0, x1, y1)
        let top = 0.0, bottom = Double(dotRows - 1)
        if (y0 < top && y1 < top) || (y0 > bottom && y1 > bottom) { return }
        func clip(_ xa: inout Double, _ ya: inout Double, _ xb: Double, _ yb: Double) {
            if ya < top, yb >= top {
                xa += (xb - xa) * (top - ya) / (yb - ya)
                ya = top
            } else if ya > bottom, yb <= bottom {
                xa += (xb - xa) * (bottom - ya) / (yb - ya)
                ya = bottom
            }
        }
        clip(&x0, &y0, x1, y1)
        clip(&x1, &y1, x0, y0)
        let steps = Int(Swift.max(Swift.abs(x1 - x0), Swift.abs(y1 - y0)).rounded(.up))
        if steps == 0 { return set(Int(x0.rounded()), Int(y0.rounded()), curve: curve) }
        for k in 0...Swift.min(steps, 4 * (dotColumns + dotRows)) {
            let t = Double(k) / Double(steps)
            set(Int((x0 + (x1 - x0) * t).rounded()), Int((y0 + (y1 - y0) * t).rounded()), curve: curve)
        }
    }

    func row(_ row: Int) -> (String, [Int?]) {
        var text = ""
        for column in 0..<columns {
            let pattern = patterns[row * columns + column]
            text.unicodeScalars.append(pattern == 0 ? " " : Unicode.Scalar(0x2800 + UInt32(pattern))!)
        }
        return (text, Array(owners[(row * columns)..<(row * columns + columns)]))
    }
}
