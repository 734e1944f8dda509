import Foundation

/// Finds a curve's roots, extrema and y-intercept from its samples, then pins each down
/// with the exact engine: roots by bisection on exact signs, extrema by comparing exact
/// values, until the rounded coordinate is settled.
struct MarkFinder {
    let function: PlotFunction
    let xRange: ClosedRange<Double>
    let ySpan: Double
    let budget: Budget
    private(set) var marks: [Plot.Mark] = []
    private(set) var note: String?

    /// Most marks on one curve: sin x over a wide range would otherwise name every root.
    static let maxMarks = 24
    /// Most refinement steps for one mark (each is an exact evaluation or two).
    static let maxSteps = 200

    init(function: PlotFunction, xRange: ClosedRange<Double>, ySpan: Double, budget: Budget) {
        self.function = function
        self.xRange = xRange
        self.ySpan = ySpan
        self.budget = budget
    }

    private var digits: Int { Plot.markDigits }
    /// Never finer than this many places: a root at 1e-30 on a plot from -2 to 2 is 0.
    private var finestX: Int { digits + 2 - Int(log10(xRange.upperBound - xRange.lowerBound).rounded(.down)) }
    private var finestY: Int { digits + 2 - Int(log10(Swift.max(ySpan, 1e-300)).rounded(.down)) }

    mutating func find(in pieces: [[Plot.Point]]) {
        do throws(CalculationError) {
            try yIntercept()
            for piece in pieces {
                for (i, point) in piece.enumerated() {
                    guard marks.count < MarkFinder.maxMarks else {
                        note = "more marks than \(MarkFinder.maxMarks): the rest are left out"
                        return
                    }
                    if i + 1 < piece.count { try root(between: point, and: piece[i + 1]) }
                    if i > 0, i + 1 < piece.count { try extremum(piece[i - 1], point, piece[i + 1]) }
                }
            }
        } catch {
            note = "some marks are left out: \(error.message)"
        }
    }

    private mutating func yIntercept() throws(CalculationError) {
        guard xRange.contains(0) else { return }
        let y: Number
        do throws(CalculationError) { y = try function.exactValue(at: .zero, budget: budget) } catch {
            if case .timeLimit = error.kind { throw error }
            return  // no value at 0
        }
        try add(.yIntercept, x: .zero, y: y)
    }

    /// A root at `a` or `b` when f is exactly 0 there, or between them when the exact
    /// signs differ. A double that reads 0 says nothing: 3x − 2 at the double nearest 2/3.
    private mutating func root(between a: Plot.Point, and b: Plot.Point) throws(CalculationError) {
        guard a.y == 0 || b.y == 0 || (a.y < 0) != (b.y < 0) else { return }
        var low = Rational(exactly: a.x), high = Rational(exactly: b.x)
        let lowSign = try sign(at: low), highSign = try sign(at: high)
        if lowSign == 0 { try add(.root, x: low, y: .exact(.zero)) }
        if highSign == 0 { try add(.root, x: high, y: .exact(.zero)) }
        guard lowSign == -highSign, lowSign != 0 else { return }
        for _ in 0..<MarkFinder.maxSteps {
            if let settled = settled(low, high, finest: finestX) {
                return try add(.root, at: settled)
            }
            let middle = (low + high) / Rational(2)
            let s = try sign(at: middle)
            if s == 0 { return try add(.root, x: middle, y: .exact(.zero)) }
            if s == lowSign { low = middle } else { high = middle }
        }
        try add(.root, at: RoundedDecimal((low + high) / Rational(2), places: finestX))
    }

    /// A maximum or minimum near `b` when it stands above (or below) both neighbours.
    private mutating func extremum(_ a: Plot.Point, _ b: Plot.Point, _ c: Plot.Point) throws(CalculationError) {
        // Non-strict on the right: two equal samples either side of a symmetric extremum.
        let isMaximum = b.y > a.y && b.y >= c.y, isMinimum = b.y < a.y && b.y <= c.y
        guard isMaximum || isMinimum else { return }
        var low = Rational(exactly: a.x), high = Rational(exactly: c.x)
        let eighth = Rational(1, 8)
        for _ in 0..<MarkFinder.maxSteps {
            if let settled = settled(low, high, finest: finestX) {
                return try add(isMaximum ? .maximum : .minimum, at: settled)
            }
            let middle = (low + high) / Rational(2), step = (high - low) * eighth
            let left = middle - step, right = middle + step
            // f(left) − f(right), turned so that positive means "left is nearer the top".
            let order = try function.compare(left, right, budget: budget) * (isMaximum ? 1 : -1)
            if order >= 0 { high = right }
            if order <= 0 { low = left }
        }
    }

    /// The rounded value both ends agree on, if they do.
    private func settled(_ low: Rational, _ high: Rational, finest: Int) -> RoundedDecimal? {
        let size = Swift.max(
            Swift.abs(MachineProgram.double(.exact(low), budget)),
            Swift.abs(MachineProgram.double(.exact(high), budget)))
        let places = RoundedDecimal.places(forMagnitude: size, significant: digits, finest: finest)
        let a = RoundedDecimal(low, places: places), b = RoundedDecimal(high, places: places)
        return a == b ? a : nil
    }

    private func sign(at x: Rational) throws(CalculationError) -> Int {
        try function.sign(at: x, budget: budget)
    }

    /// A mark at the rounded x, with f there.
    private mutating func add(_ kind: Plot.Mark.Kind, at x: RoundedDecimal) throws(CalculationError) {
        let y = kind == .root ? Number.exact(.zero) : try function.exactValue(at: x.rational, budget: budget)
        try add(kind, x: x.rational, y: y, xText: x.text)
    }

    private mutating func add(_ kind: Plot.Mark.Kind, x: Rational, y: Number, xText: String? = nil)
        throws(CalculationError)
    {
        let xDouble = MachineProgram.double(.exact(x), budget), yDouble = MachineProgram.double(y, budget)
        let xShown =
            xText
            ?? RoundedDecimal(
                x, places: RoundedDecimal.places(forMagnitude: Swift.abs(xDouble), significant: digits, finest: finestX)
            ).text
        let yShown = try RoundedDecimal.of(
            y, places: RoundedDecimal.places(forMagnitude: Swift.abs(yDouble), significant: digits, finest: finestY),
            budget: budget
        ).text
        let mark = Plot.Mark(kind: kind, x: xDouble, y: yDouble, xText: xShown, yText: yShown)
        // A root on a sample and on the bisection next to it, or a y-intercept that is also a root, once.
        if marks.contains(where: { $0.kind == kind && $0.xText == mark.xText }) { return }
        marks.append(mark)
    }
}
