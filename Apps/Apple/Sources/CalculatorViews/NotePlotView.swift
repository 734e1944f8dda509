import CalculatorKit
import Charts
import SwiftUI

/// The graph of a note's plot line (`plot sin(x), cos(x) from -pi to pi`), drawn with
/// Swift Charts from the kit's `Plot`: each curve in pieces broken at its poles and jumps,
/// its roots, extrema and y-intercept marked with their correctly rounded values. The
/// sampling runs on the kit's calculation threads, never on the main actor.
struct NotePlotView: View {
    let notes: Notes
    let line: Int
    @State private var outcome: Result<Plot, CalculationError>?

    var body: some View {
        Group {
            switch outcome {
            case nil:
                ProgressView().frame(maxWidth: .infinity, minHeight: 180)
            case let .failure(error)?:
                Text(error.description).font(.caption).foregroundStyle(.red)
            case let .success(plot)?:
                chart(plot)
            }
        }
        // A changed note (an edit above, a new range) samples again; an old answer is dropped.
        .task(id: notes.lines[line].text + notes.text) {
            let notes = notes, line = line
            let plot = await CalculationThreads.shared.run(owner: "app") { notes.plot(line: line, points: 400) }
            if !Task.isCancelled { outcome = plot }
        }
    }

    private func chart(_ plot: Plot) -> some View {
        Chart {
            ForEach(Array(plot.curves.enumerated()), id: \.offset) { curveIndex, curve in
                ForEach(Array(curve.pieces.enumerated()), id: \.offset) { pieceIndex, piece in
                    ForEach(Array(piece.enumerated()), id: \.offset) { _, point in
                        LineMark(x: .value("x", point.x), y: .value("y", point.y))
                            .foregroundStyle(by: .value("function", curve.source))
                    }
                    // Each piece is a series of its own, so the line breaks at a pole.
                    .foregroundStyle(by: .value("function", curve.source))
                    .lineStyle(by: .value("piece", "\(curveIndex).\(pieceIndex)"))
                }
                ForEach(Array(curve.marks.enumerated()), id: \.offset) { _, mark in
                    PointMark(x: .value("x", mark.x), y: .value("y", mark.y))
                        .annotation(position: .top) { Text(mark.label).font(.caption2) }
                        .accessibilityLabel(mark.description)
                }
            }
        }
        .chartXScale(domain: plot.xRange)
        .chartYScale(domain: plot.yRange)
        .chartLegend(plot.curves.count > 1 ? .visible : .hidden)
        .frame(minHeight: 180)
    }
}
