import Foundation
import Testing

@testable import CalculatorKit

@Suite("Plot")
struct PlotTests {
    func plot(
        _ functions: String, _ x: ClosedRange<Double>, y: ClosedRange<Double>? = nil, evaluator: Evaluator = Evaluator()
    ) throws -> Plot {
        try Plot(PlotRequest.functions(in: functions).map { try PlotFunction($0, evaluator: evaluator) }, x: x, y: y)
    }

    func marks(_ plot: Plot, _ kind: Plot.Mark.Kind) -> [String] {
        plot.curves[0].marks.filter { $0.kind == kind }.map(\.description)
    }

    @Test func rootsOfAQuadraticAreCorrectlyRounded() throws {
        let p = try plot("x^2-2", -2...2)
        #expect(marks(p, .root) == ["root x = -1.41421356", "root x = 1.41421356"])
        #expect(marks(p, .minimum) == ["minimum (0, -2)"])
        #expect(marks(p, .yIntercept) == ["y-intercept y = -2"])
        #expect(p.curves[0].breaks.isEmpty)
    }

    @Test func rootsAndExtremaOfACubic() throws {
        // x³ − 3x: roots 0, ±√3; maximum (−1, 2), minimum (1, −2).
        let p = try plot("x^3-3x", -3...3)
        #expect(marks(p, .root) == ["root x = -1.73205081", "root x = 0", "root x = 1.73205081"])
        #expect(marks(p, .maximum) == ["maximum (-1, 2)"])
        #expect(marks(p, .minimum) == ["minimum (1, -2)"])
    }

    @Test func roundingIsToNearestNotTruncated() throws {
        // √3 = 1.7320508075…: nine digits round up to …08 where truncation would give …07.
        let p = try plot("x^2-3", 0...2)
        #expect(marks(p, .root) == ["root x = 1.73205081"])
        // 2/3 = 0.666666666…: rounds to …67.
        #expect(marks(try plot("3x-2", 0...1), .root) == ["root x = 0.666666667"])
    }

    @Test func anExactRootOnASampleIsExact() throws {
        #expect(marks(try plot("x-1", -4...4), .root) == ["root x = 1"])
    }

    @Test func tanBreaksAtItsPoles() throws {
        let p = try plot("tan(x)", -3...3)
        let breaks = p.curves[0].breaks
        #expect(breaks.count == 2)
        #expect(breaks.allSatisfy { abs(abs($0) - Double.pi / 2) < 1e-6 })
        #expect(p.curves[0].pieces.count == 3)
        // Poles are not roots, and the spikes are clipped.
        #expect(marks(p, .root) == ["root x = 0"])
        #expect(p.yClipped)
        #expect(p.yRange.upperBound < 100 && p.yRange.lowerBound > -100)
    }

    @Test func reciprocalBreaksAtZero() throws {
        let p = try plot("1/x", -1...1)
        #expect(p.curves[0].breaks.count == 1)
        #expect(abs(p.curves[0].breaks[0]) < 1e-6)
        #expect(marks(p, .root).isEmpty)
        #expect(marks(p, .yIntercept).isEmpty)
        // Each piece stays on its side of the pole.
        for piece in p.curves[0].pieces {
            #expect(piece.allSatisfy { $0.x < 0 } || piece.allSatisfy { $0.x > 0 })
        }
    }

    @Test func aContinuousSteepCurveDoesNotBreak() throws {
        #expect(try plot("exp(x)", 0...20).curves[0].breaks.isEmpty)
        #expect(try plot("atan(1000x)", -1...1).curves[0].breaks.isEmpty)
    }

    @Test func aJumpBreaksTheCurve() throws {
        let p = try plot("x mod 1", 0.5...2.5)
        #expect(p.curves[0].breaks.count == 2)
    }

    @Test func noValueLeavesAGap() throws {
        let p = try plot("sqrt(x)", -3...3)
        #expect(p.curves[0].pieces.count == 1)
        #expect(p.curves[0].pieces[0].allSatisfy { $0.x >= 0 })
    }

    @Test func transcendentalMarks() throws {
        let p = try plot("sin(x)", -Double.pi...Double.pi)
        #expect(marks(p, .maximum) == ["maximum (1.57079633, 1)"])
        #expect(marks(p, .minimum) == ["minimum (-1.57079633, -1)"])
        #expect(marks(try plot("cos(x)", 0...3), .root) == ["root x = 1.57079633"])
    }

    @Test func userFunctionsAndDegrees() throws {
        var evaluator = Evaluator(angle: .degrees)
        evaluator.remember(evaluator.evaluateLine("f(t) = t^2 - 4"))
        #expect(marks(try plot("f(x)", -3...3, evaluator: evaluator), .root) == ["root x = -2", "root x = 2"])
        #expect(marks(try plot("sin(x)", 0...200, evaluator: evaluator), .root) == ["root x = 0", "root x = 180"])
    }

    @Test func severalFunctions() throws {
        let p = try plot("sin(x); cos(x)", 0...3)
        #expect(p.curves.map(\.source) == ["sin(x)", "cos(x)"])
        #expect(p.markLines.contains("cos(x): root x = 1.57079633"))
        #expect(PlotRequest.functions(in: "f(x, 2), 1,024x") == ["f(x, 2)", "1,024x"])
    }

    @Test func badInputIsAClearError() throws {
        #expect(throws: CalculationError.self) { try PlotFunction("sin(") }
        #expect(throws: CalculationError.self) { try PlotFunction("y + 1") }
        #expect(throws: CalculationError.self) { try PlotRequest(functions: ["x"], from: "3", to: "1").plot() }
        #expect(throws: CalculationError.self) { try PlotRequest(functions: ["x"], from: "1").plot() }
        #expect(throws: CalculationError.self) { try PlotRequest(functions: []).plot() }
    }

    /// A bound's error says which bound; its column would otherwise point into the function.
    @Test func aBadBoundIsNamed() {
        #expect(
            throws: CalculationError(.definition("in the bound abc: unknown name 'abc' at column 1"))
        ) { try PlotRequest(functions: ["x"], from: "abc", to: "1").plot() }
        #expect(
            throws: CalculationError(.definition("in the bound 1/0: cannot divide by zero at column 2"))
        ) { try PlotRequest(functions: ["x"], from: "-1", to: "1/0").plot() }
    }

    @Test func theSamplesStayWithinTheBudgetOfPoints() throws {
        let p = try plot("sin(1/x)", 0.01...1)
        #expect(p.curves[0].pieces.map(\.count).reduce(0, +) <= 1000)
    }

    @Test func brailleHasAxesLabelsAndTheCurve() throws {
        let b = PlotBraille(try plot("x^2-2", -2...2), width: 60, height: 16)
        #expect(b.lines.count == 16)
        #expect(b.lines.allSatisfy { $0.text.count <= 60 })
        #expect(b.lines.last!.text.contains("-2") && b.lines.last!.text.contains("2"))
        #expect(b.lines.contains { $0.curves.contains(0) })
        #expect(b.lines[b.lines.count - 2].text.contains("└"))
    }

    @Test func svgIsWellFormedWithBrokenPaths() throws {
        let svg = PlotSVG(try plot("tan(x)", -3...3), standalone: true)
        let markup = svg.markup
        #expect(markup.contains("prefers-color-scheme: dark"))
        let path = markup.components(separatedBy: "<path ").dropFirst().first ?? ""
        #expect(path.components(separatedBy: "M").count - 1 == 3)  // three pieces
        #expect(markup.hasSuffix("</svg>\n"))
    }

    @Test("marks at one point are labelled once, and no two labels are written over each other")
    func markLabelsDoNotOverlap() throws {
        let svg = PlotSVG(try plot("sin(x); cos(x)", -Double.pi...Double.pi))
        let group = try #require(svg.root.children.first { $0.attributes.contains(["class", "plot-marks"]) })
        let labels = group.children.filter { $0.name == "text" }.map { node in
            let value = { (name: String) in Double(node.attributes.first { $0[0] == name }?[1] ?? "") ?? 0 }
            let width = 7 * Double(node.text?.count ?? 0)
            let anchoredAtEnd = node.attributes.contains(["text-anchor", "end"])
            return (x: value("x") - (anchoredAtEnd ? width : 0), y: value("y"), width: width, text: node.text ?? "")
        }
        #expect(labels.count >= 4)
        for (i, a) in labels.enumerated() {
            for b in labels[(i + 1)...] {
                let apart = a.x + a.width <= b.x || b.x + b.width <= a.x || abs(a.y - b.y) >= 14
                #expect(apart, "\(a.text) and \(b.text)")
            }
        }
    }

    @Test func textInTheSVGIsEscaped() {
        #expect(Markup.escaped("a<b & \"c\">") == "a&lt;b &amp; &quot;c&quot;&gt;")
    }

    @Test func plotLinesInNotes() throws {
        #expect(PlotRequest(line: "plot = 3") == nil)
        #expect(PlotRequest(line: "plotter 3") == nil)
        #expect(
            PlotRequest(line: "plot sin(x), cos(x) from -pi to pi y from -2 to 2")
                == PlotRequest(functions: ["sin(x)", "cos(x)"], from: "-pi", to: "pi", yFrom: "-2", yTo: "2"))
        let notes = Notes(text: "f(t) = t^2 - 4\nplot f(x) from -3 to 3\nplot = 3")
        #expect(notes.lines[2].result.value == Number(3))
        guard case let .success(plot)? = notes.plot(line: 1) else { Issue.record("no plot"); return }
        #expect(plot.curves[0].marks.filter { $0.kind == .root }.map(\.xText) == ["-2", "2"])
        #expect(notes.plot(line: 0) == nil)
    }
}
