import Foundation

/// A plot as SVG: grid, axes, ticks with labels, each curve as paths broken at its
/// poles, and the marked points with their values. The same tree is written as a
/// standalone file (with its own light and dark style) or handed to the browser page,
/// which builds it element by element (never as markup) and styles it by class.
public struct PlotSVG: Sendable {
    /// An SVG element: its name, attributes in order, text and children.
    public struct Node: Sendable, Equatable, Codable {
        public let name: String
        public let attributes: [[String]]
        public let text: String?
        public let children: [Node]

        init(
            _ name: String, _ attributes: KeyValuePairs<String, String> = [:], text: String? = nil,
            children: [Node] = []
        ) {
            self.name = name
            self.attributes = attributes.map { [$0.key, $0.value] }
            self.text = text
            self.children = children
        }
    }

    public let root: Node

    /// Colours of the curves, in order (also in the page's style sheet).
    public static let curveColours = ["#ff9f0a", "#0a84ff", "#30d158", "#ff375f", "#bf5af2", "#64d2ff"]

    /// `plot` on a `width` × `height` picture; `id` names its clip path (unique on a page).
    public init(_ plot: Plot, width: Int = 640, height: Int = 400, id: String = "plot", standalone: Bool = false) {
        let left = 56.0, right = Double(width) - 16, top = 16.0, bottom = Double(height) - 32
        let xSpan = plot.xRange.upperBound - plot.xRange.lowerBound,
            ySpan = plot.yRange.upperBound - plot.yRange.lowerBound
        func px(_ x: Double) -> Double { left + (x - plot.xRange.lowerBound) / xSpan * (right - left) }
        // Values far off the plot are held a little beyond it, where the clip path hides them.
        func py(_ y: Double) -> Double {
            let v = bottom - (y - plot.yRange.lowerBound) / ySpan * (bottom - top)
            return Swift.min(Swift.max(v, top - (bottom - top)), bottom + (bottom - top))
        }
        func n(_ v: Double) -> String { String(format: "%.2f", v) }
        var grid: [Node] = [], labels: [Node] = []
        for tick in plot.xTicks {
            grid.append(
                Node("line", ["x1": n(px(tick.value)), "y1": n(top), "x2": n(px(tick.value)), "y2": n(bottom)]))
            labels.append(
                Node("text", ["x": n(px(tick.value)), "y": n(bottom + 18), "text-anchor": "middle"], text: tick.label))
        }
        for tick in plot.yTicks {
            grid.append(
                Node("line", ["x1": n(left), "y1": n(py(tick.value)), "x2": n(right), "y2": n(py(tick.value))]))
            labels.append(
                Node("text", ["x": n(left - 6), "y": n(py(tick.value) + 4), "text-anchor": "end"], text: tick.label))
        }
        var axes: [Node] = [
            Node(
                "rect",
                ["x": n(left), "y": n(top), "width": n(right - left), "height": n(bottom - top), "fill": "none"])
        ]
        if plot.yRange.contains(0) {
            axes.append(Node("line", ["x1": n(left), "y1": n(py(0)), "x2": n(right), "y2": n(py(0))]))
        }
        if plot.xRange.contains(0) {
            axes.append(Node("line", ["x1": n(px(0)), "y1": n(top), "x2": n(px(0)), "y2": n(bottom)]))
        }
        var curves: [Node] = [], marks: [Node] = []
        // Labels placed so far (x, y of the baseline's left end, width), so that two marks at
        // one point (a y-intercept that is also a maximum) do not write over each other.
        var placed: [(x: Double, y: Double, width: Double)] = []
        var written: Set<String> = []  // a label written once at a point (a root that is the y-intercept)
        func overlaps(_ x: Double, _ y: Double, _ width: Double) -> Bool {
            placed.contains { x < $0.x + $0.width && $0.x < x + width && abs(y - $0.y) < 14 }
        }
        for (index, curve) in plot.curves.enumerated() {
            let colour = PlotSVG.curveColours[index % PlotSVG.curveColours.count]
            let d = curve.pieces.map { piece in
                piece.enumerated().map { k, p in (k == 0 ? "M" : "L") + n(px(p.x)) + " " + n(py(p.y)) }.joined(
                    separator: " ")
            }.joined(separator: " ")
            curves.append(
                Node(
                    "path",
                    [
                        "class": "plot-curve plot-curve-\(index)", "d": d, "fill": "none", "stroke": colour,
                        "stroke-width": "2",
                        "stroke-linejoin": "round",
                    ], children: [Node("title", text: curve.source)]))
            for mark in curve.marks where plot.yRange.contains(mark.y) && plot.xRange.contains(mark.x) {
                marks.append(
                    Node(
                        "circle", ["cx": n(px(mark.x)), "cy": n(py(mark.y)), "r": "3.5", "fill": colour],
                        children: [Node("title", text: mark.description)]))
                guard written.insert("\(mark.label) \(n(px(mark.x))) \(n(py(mark.y)))").inserted else { continue }
                let anchor = px(mark.x) > right - 120 ? "end" : "start"
                let x = px(mark.x) + (anchor == "end" ? -6 : 6)
                let width = 7 * Double(mark.label.count)  // about 12 px type's average advance
                let start = anchor == "end" ? x - width : x
                // Above the point, else below it; a label with no room is left out (the
                // point keeps its title, and the caption under the graph names every mark).
                guard let y = [py(mark.y) - 6, py(mark.y) + 16].first(where: { !overlaps(start, $0, width) })
                else { continue }
                placed.append((start, y, width))
                marks.append(Node("text", ["x": n(x), "y": n(y), "text-anchor": anchor], text: mark.label))
            }
        }
        var legend: [Node] = []
        if plot.curves.count > 1 {
            for (index, curve) in plot.curves.enumerated() {
                legend.append(
                    Node(
                        "text",
                        [
                            "x": n(left + 8), "y": n(top + 16 + 16 * Double(index)),
                            "fill": PlotSVG.curveColours[index % PlotSVG.curveColours.count],
                        ], text: curve.source))
            }
        }
        var children: [Node] = []
        if standalone { children.append(Node("style", text: PlotSVG.style)) }
        children += [
            Node("title", text: "y = " + plot.curves.map(\.source).joined(separator: ", ")),
            Node(
                "defs",
                children: [
                    Node(
                        "clipPath", ["id": id + "-area"],
                        children: [
                            Node(
                                "rect",
                                ["x": n(left), "y": n(top), "width": n(right - left), "height": n(bottom - top)])
                        ])
                ]),
            Node("rect", ["class": "plot-background", "width": "\(width)", "height": "\(height)"]),
            Node("g", ["class": "plot-grid"], children: grid),
            Node("g", ["class": "plot-axes"], children: axes),
            Node("g", ["class": "plot-ticks"], children: labels),
            Node("g", ["class": "plot-curves", "clip-path": "url(#\(id)-area)"], children: curves),
            Node("g", ["class": "plot-marks"], children: marks),
            Node("g", ["class": "plot-legend"], children: legend),
        ]
        root = Node(
            "svg",
            [
                "xmlns": "http://www.w3.org/2000/svg", "viewBox": "0 0 \(width) \(height)",
                "width": "\(width)", "height": "\(height)", "class": "plot",
            ], children: children)
    }

    /// Light by default, dark when the viewer prefers it.
    static let style = """
        .plot-background { fill: #ffffff; }
        .plot-grid line { stroke: #e5e5ea; stroke-width: 1; }
        .plot-axes rect, .plot-axes line { stroke: #8e8e93; stroke-width: 1; }
        text { font: 12px -apple-system, "Segoe UI", Helvetica, Arial, sans-serif; fill: #3a3a3c; }
        .plot-legend text { font-weight: 600; }
        @media (prefers-color-scheme: dark) {
          .plot-background { fill: #1c1c1e; }
          .plot-grid line { stroke: #3a3a3c; }
          .plot-axes rect, .plot-axes line { stroke: #8e8e93; }
          text { fill: #e5e5ea; }
        }
        """

    /// The standalone file's text.
    public var markup: String { "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n" + PlotSVG.markup(root) + "\n" }

    /// Writes `node` and its children; a loop over a stack, as a tree from the user
    /// should not set the recursion's depth (this one is shallow, but the habit holds).
    static func markup(_ node: Node) -> String {
        enum Work { case open(Node), close(String) }
        var out = "", stack: [Work] = [.open(node)]
        while let work = stack.popLast() {
            switch work {
            case let .close(name): out += "</\(name)>"
            case let .open(node):
                out += "<" + node.name
                for pair in node.attributes { out += " \(pair[0])=\"\(Markup.escaped(pair[1]))\"" }
                if node.text == nil && node.children.isEmpty { out += "/>"; continue }
                out += ">" + Markup.escaped(node.text ?? "")
                stack.append(.close(node.name))
                for child in node.children.reversed() { stack.append(.open(child)) }
            }
        }
        return out
    }
}
