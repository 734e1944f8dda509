extension PlotRequest {
    /// A plot line of a note: `plot f(x)`, `plot sin(x), cos(x) from -pi to pi`,
    /// `plot tan(x) from -3 to 3 y from -5 to 5`. Nil for any other line: one with '='
    /// defines a name (`plot = 3` stays a variable), and a line that does not start with
    /// the word `plot` and a space is an expression or a conversion.
    public init?(line: String) {
        let text = Substring(line).trimmingSpaces
        guard text.hasPrefix("plot"), let next = text.dropFirst(4).first, next == " " || next == "\t",
            !line.contains("=")
        else { return nil }
        var rest = Substring(text.dropFirst(5))
        var yFrom: Substring?, yTo: Substring?
        if let y = PlotRequest.word("y from", in: rest) {
            let range = rest[y.upperBound...]
            guard let to = PlotRequest.word("to", in: range) else { return nil }
            yFrom = range[..<to.lowerBound]
            yTo = range[to.upperBound...]
            rest = rest[..<y.lowerBound]
        }
        var from: Substring?, to: Substring?
        if let f = PlotRequest.word("from", in: rest) {
            let range = rest[f.upperBound...]
            guard let t = PlotRequest.word("to", in: range) else { return nil }
            from = range[..<t.lowerBound]
            to = range[t.upperBound...]
            rest = rest[..<f.lowerBound]
        }
        let functions = PlotRequest.functions(in: String(rest))
        guard !functions.isEmpty else { return nil }
        func trimmed(_ s: Substring?) -> String? { s.map { String($0.trimmingSpaces) } }
        self.init(functions: functions, from: trimmed(from), to: trimmed(to), yFrom: trimmed(yFrom), yTo: trimmed(yTo))
    }

    /// The first `word` outside parentheses with spaces (or an end) on both sides.
    private static func word(_ word: String, in text: Substring) -> Range<Substring.Index>? {
        var depth = 0, index = text.startIndex
        while index < text.endIndex {
            let c = text[index]
            if c == "(" { depth += 1 } else if c == ")" { depth = Swift.max(0, depth - 1) }
            if depth == 0, text[index...].hasPrefix(word) {
                let end = text.index(index, offsetBy: word.count)
                let before = index == text.startIndex || text[text.index(before: index)] == " "
                let after = end == text.endIndex || text[end] == " "
                if before && after { return index..<end }
            }
            index = text.index(after: index)
        }
        return nil
    }
}

extension Notes {
    /// The plot that line `index` asks for, with the names defined above it; `x` and `y`
    /// replace its ranges (a view panned or zoomed). Nil when the line is not a plot line.
    public func plot(
        line index: Int, x: ClosedRange<Double>? = nil, y: ClosedRange<Double>? = nil,
        points: Int = 1000
    ) -> Result<Plot, CalculationError>? {
        guard lines.indices.contains(index), var request = lines[index].result.plot else { return nil }
        var evaluator = Evaluator(angle: angle, limits: limits)
        for above in lines[..<index] { evaluator.remember(above.result) }
        if let x { request.from = "\(x.lowerBound)"; request.to = "\(x.upperBound)" }
        if let y { request.yFrom = "\(y.lowerBound)"; request.yTo = "\(y.upperBound)" }
        do throws(CalculationError) {
            return .success(try request.plot(evaluator: evaluator, points: points))
        } catch {
            return .failure(error)
        }
    }
}
