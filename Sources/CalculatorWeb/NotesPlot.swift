import CalculatorKit
import Foundation
import Hummingbird

/// The graphs of a note's plot lines for the browser: the kit's SVG as a tree of
/// elements that the page builds one by one (never as markup), the marked points as text,
/// and the ranges, so that the page can pan and zoom and ask again
/// (`POST /api/notes/plot {"line": 2, "x": [-5, 5], "y": [-2, 2]}`).
struct NotesPlot: Encodable {
    var line: Int
    var svg: PlotSVG.Node?
    var error: String?
    var marks: [String] = []
    var x: [Double] = []
    var y: [Double] = []

    struct Request: Decodable {
        var line: Int
        var x: [Double]?
        var y: [Double]?
    }

    /// Every plot line of `notes`, each with its own ranges.
    static func all(_ notes: Notes) -> [NotesPlot] {
        notes.lines.indices.compactMap { index in make(notes, line: index) }
    }

    static func make(_ notes: Notes, line index: Int, x: ClosedRange<Double>? = nil, y: ClosedRange<Double>? = nil)
        -> NotesPlot?
    {
        guard let result = notes.plot(line: index, x: x, y: y, points: 800) else { return nil }
        switch result {
        case let .success(plot):
            return NotesPlot(
                line: index, svg: PlotSVG(plot, id: "plot-\(index)").root, marks: plot.markLines,
                x: [plot.xRange.lowerBound, plot.xRange.upperBound],
                y: [plot.yRange.lowerBound, plot.yRange.upperBound])
        case let .failure(error):
            return NotesPlot(line: index, error: error.message)
        }
    }

    /// A range from the page: two finite numbers, the first smaller.
    static func range(_ values: [Double]?) throws(APIError) -> ClosedRange<Double>? {
        guard let values else { return nil }
        guard values.count == 2, values[0].isFinite, values[1].isFinite, values[0] < values[1],
            values[1] - values[0] > 1e-12 * max(1, abs(values[0]))
        else {
            throw APIError(.badRequest, "a range is two numbers, the first smaller: [-5, 5]")
        }
        return values[0]...values[1]
    }
}
