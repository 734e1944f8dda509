import CalculatorKit

// calculator-bench plot: sampling 1,000 points of typical functions (goal: ≤ 100 ms in
// release), and the whole plot with its exact marked points, in milliseconds.

func plotBench() {
    let clock = ContinuousClock()
    let cases: [(String, ClosedRange<Double>)] = [
        ("sin(x)", -10...10), ("x^3-3x", -3...3), ("tan(x)", -3...3), ("exp(-x^2/2)*cos(5x)", -4...4), ("1/x", -1...1),
    ]
    func milliseconds(_ d: Duration) -> Double {
        Double(d.components.seconds) * 1e3 + Double(d.components.attoseconds) / 1e15
    }
    for (source, range) in cases {
        guard let function = try? PlotFunction(source) else { continue }
        var samples = 0, marks = 0
        let repeats = 20
        let sampling = clock.measure {
            for _ in 0..<repeats {
                let plot = try? Plot([function], x: range, points: 1000, marks: false)
                samples = plot?.curves[0].pieces.map(\.count).reduce(0, +) ?? 0
            }
        }
        var sum = 0.0
        let thousand = clock.measure {
            for _ in 0..<repeats {
                for i in 0..<1000 {
                    sum += function.approximateValue(
                        at: range.lowerBound + (range.upperBound - range.lowerBound) * Double(i) / 999)
                }
            }
        }
        let whole = clock.measure {
            marks = (try? Plot([function], x: range, points: 1000))?.curves[0].marks.count ?? 0
        }
        print(
            "{\"function\":\"\(source)\",\"samples\":\(samples),\"sampling_ms\":\(milliseconds(sampling) / Double(repeats)),"
                + "\"1000_points_ms\":\(milliseconds(thousand) / Double(repeats)),"
                + (sum.isNaN ? "" : "") + "\"marks\":\(marks),\"with_exact_marks_ms\":\(milliseconds(whole))}")
    }
}
