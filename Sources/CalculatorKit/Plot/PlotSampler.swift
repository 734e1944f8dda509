/// Samples a function for drawing, in machine doubles: uniform first, then refined
/// where the curve bends, and cut where it jumps or has no value (tan x at ±π/2, 1/x
/// at 0, √x left of 0), so that no vertical line is drawn through a pole.
struct PlotSampler {
    let function: PlotFunction
    let from: Double
    let to: Double
    /// Most samples kept.
    let points: Int

    /// The first, uniform samples (also what the automatic y-range is chosen from).
    func uniform() -> [Plot.Point] {
        let count = Swift.max(points / 4, 16)
        return (0..<count).map { i in
            let x = i == count - 1 ? to : from + (to - from) * Double(i) / Double(count - 1)
            return Plot.Point(x: x, y: function.approximateValue(at: x))
        }
    }

    /// `start` refined where the curve is not straight at the scale of `ySpan`, then cut
    /// into pieces at breaks. Returns the pieces and where the poles and jumps are.
    func refine(_ start: [Plot.Point], ySpan: Double, budget: Budget) -> (pieces: [[Plot.Point]], breaks: [Double]) {
        var samples = start
        let tolerance = ySpan / 1000
        var active = Array(repeating: true, count: Swift.max(samples.count - 1, 0))
        for _ in 0..<10 where samples.count < points && !budget.isExpired {
            var next: [Plot.Point] = [samples[0]]
            var nextActive: [Bool] = []
            next.reserveCapacity(samples.count * 2)
            for i in 1..<samples.count {
                let a = samples[i - 1], b = samples[i]
                if active[i - 1], next.count + (samples.count - i) < points {
                    let mx = (a.x + b.x) / 2, my = function.approximateValue(at: mx)
                    let straight =
                        a.y.isFinite && b.y.isFinite && my.isFinite && Swift.abs(my - (a.y + b.y) / 2) <= tolerance
                    let bothUndefined = !a.y.isFinite && !b.y.isFinite && !my.isFinite
                    if !straight && !bothUndefined {
                        next.append(Plot.Point(x: mx, y: my))
                        nextActive += [true, true]
                        next.append(b)
                        continue
                    }
                }
                next.append(b)
                nextActive.append(false)
            }
            if next.count == samples.count { break }
            samples = next
            active = nextActive
        }
        return cut(samples, ySpan: ySpan)
    }

    /// Splits the samples where a value is missing or the curve jumps.
    private func cut(_ samples: [Plot.Point], ySpan: Double) -> ([[Plot.Point]], [Double]) {
        var pieces: [[Plot.Point]] = []
        var breaks: [Double] = []
        var piece: [Plot.Point] = []
        for (i, point) in samples.enumerated() {
            guard point.y.isFinite else {
                if !piece.isEmpty { pieces.append(piece); piece = [] }
                // One sample without a value between two with: a pole right on a sample (1/x at 0).
                if i > 0, i + 1 < samples.count, samples[i - 1].y.isFinite, samples[i + 1].y.isFinite {
                    breaks.append(point.x)
                }
                continue
            }
            if let last = piece.last, Swift.abs(point.y - last.y) > ySpan / 4,
                let at = jump(between: last, and: point, ySpan: ySpan)
            {
                pieces.append(piece)
                piece = []
                breaks.append(at)
            }
            piece.append(point)
        }
        if !piece.isEmpty { pieces.append(piece) }
        return (pieces, breaks)
    }

    /// Where the function jumps between `a` and `b`, if it does: halves the interval
    /// towards the larger change; a continuous function's change shrinks with it.
    func jump(between a: Plot.Point, and b: Plot.Point, ySpan: Double) -> Double? {
        var a = a, b = b
        for _ in 0..<60 {
            let mx = (a.x + b.x) / 2
            if mx <= a.x || mx >= b.x { break }
            let m = Plot.Point(x: mx, y: function.approximateValue(at: mx))
            if !m.y.isFinite { return mx }
            if Swift.abs(m.y - a.y) >= Swift.abs(b.y - m.y) { b = m } else { a = m }
        }
        return Swift.abs(b.y - a.y) > ySpan / 100 ? (a.x + b.x) / 2 : nil
    }
}
