import Foundation

/// The graph of one or more functions of x: what every front end draws (braille in a
/// terminal, SVG in a browser or a file, Swift Charts on Apple). Pure: it evaluates the
/// functions and does no I/O.
///
/// Samples are machine doubles (they only have to land on a pixel); the marked points
/// (roots, extrema, the y-intercept) are found with the exact engine and their values
/// are correctly rounded.
public struct Plot: Sendable {
    public struct Point: Sendable, Equatable {
        public let x: Double
        public let y: Double
    }

    /// One function's graph: unbroken pieces, and where the curve breaks.
    public struct Curve: Sendable {
        public let source: String
        /// Pieces of the curve; it has no value, or jumps, between two pieces.
        public let pieces: [[Point]]
        /// Where the function has a pole or a jump.
        public let breaks: [Double]
        public let marks: [Mark]
        /// Why some marks are missing (the time limit ran out), if they are.
        public let marksNote: String?
    }

    public let curves: [Curve]
    public let xRange: ClosedRange<Double>
    public let yRange: ClosedRange<Double>
    /// Whether the y-range was chosen automatically and cuts off spikes (at poles).
    public let yClipped: Bool

    /// Significant digits of a marked value.
    public static let markDigits = 9

    /// Plots `functions` for x from `xRange`; `yRange` nil chooses one that shows the
    /// curves and clips spikes. `points` bounds the samples per function; `marks` false
    /// leaves out the exact marked points (a quick redraw, or timing the sampling alone).
    public init(
        _ functions: [PlotFunction], x xRange: ClosedRange<Double>, y yRange: ClosedRange<Double>? = nil,
        points: Int = 1000, marks: Bool = true, limits: CalculationLimits = .standard
    ) throws(CalculationError) {
        guard xRange.lowerBound.isFinite, xRange.upperBound.isFinite, xRange.lowerBound < xRange.upperBound else {
            throw CalculationError(.definition("the x-range must go from a smaller to a larger number"))
        }
        if let yRange,
            !(yRange.lowerBound.isFinite && yRange.upperBound.isFinite && yRange.lowerBound < yRange.upperBound)
        {
            throw CalculationError(.definition("the y-range must go from a smaller to a larger number"))
        }
        let budget = Budget(limits: limits)
        let samplers = functions.map {
            PlotSampler(function: $0, from: xRange.lowerBound, to: xRange.upperBound, points: points)
        }
        let uniform = samplers.map { $0.uniform() }
        let (chosen, clipped) = yRange.map { ($0, false) } ?? Plot.automaticRange(uniform.flatMap { $0.map(\.y) })
        let ySpan = chosen.upperBound - chosen.lowerBound
        var curves: [Curve] = []
        for (sampler, start) in zip(samplers, uniform) {
            let (pieces, breaks) = sampler.refine(start, ySpan: ySpan, budget: budget)
            var finder = MarkFinder(function: sampler.function, xRange: xRange, ySpan: ySpan, budget: budget)
            if marks { finder.find(in: pieces) }
            curves.append(
                Curve(
                    source: sampler.function.source, pieces: pieces, breaks: breaks,
                    marks: finder.marks, marksNote: finder.note))
        }
        self.curves = curves
        self.xRange = xRange
        self.yRange = chosen
        yClipped = clipped
    }

    /// The range of the values, with a margin; when a few values dwarf the rest (near a
    /// pole) the range of the middle 80 %, widened, so the spikes are clipped.
    static func automaticRange(_ values: [Double]) -> (ClosedRange<Double>, Bool) {
        let finite = values.filter(\.isFinite).sorted()
        guard let low = finite.first, let high = finite.last else { return (-1...1, false) }
        if high - low < 1e-12 * Swift.max(1, Swift.abs(low)) {
            let pad = Swift.max(1, Swift.abs(low) / 2)
            return ((low - pad)...(high + pad), false)
        }
        let p10 = finite[finite.count / 10], p90 = finite[finite.count * 9 / 10 - (finite.count % 10 == 0 ? 1 : 0)]
        let middle = p90 - p10
        if middle > 0, high - low > 10 * middle {
            let lo = Swift.max(low, p10 - middle), hi = Swift.min(high, p90 + middle)
            return (lo...hi, true)
        }
        let margin = (high - low) / 20
        return ((low - margin)...(high + margin), false)
    }

    public var xTicks: [Tick] { Plot.ticks(xRange, count: 6) }
    public var yTicks: [Tick] { Plot.ticks(yRange, count: 5) }

    /// The marked points as text lines, e.g. `root x = 1.41421356`, with the function
    /// named when there are several.
    public var markLines: [String] {
        curves.flatMap { curve in
            let prefix = curves.count > 1 ? curve.source + ": " : ""
            return curve.marks.map { prefix + $0.description } + (curve.marksNote.map { [prefix + $0] } ?? [])
        }
    }
}
