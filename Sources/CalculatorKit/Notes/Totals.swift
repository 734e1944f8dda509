/// Totals without formulas, as the notes calculators people love give them: a line `total`
/// (or `sum`) adds the values above it up to the previous blank line or heading, `average`
/// takes their mean, `subtotal` stops at the previous total too; a heading (`# Groceries`)
/// shows the total of its section. Values add when their units agree (or convert into one
/// another), and a line says why when they do not.
enum Totals {
    enum Kind: Equatable {
        case sum, average, subtotal
    }

    /// The name a line reads to depend on every line above it (totals, `prev`, `line3`).
    static let above = "§above"

    /// The kind of a line that is a total, from its words alone.
    static func kind(of line: String) -> Kind? {
        var word = Substring(line).trimmingSpaces.lowercased()
        if word.hasSuffix("=") || word.hasSuffix(":") { word = word.dropLast().trimmingSpaces }
        switch word {
        case "sum", "total": return .sum
        case "average", "avg", "mean": return .average
        case "subtotal": return .subtotal
        default: return nil
        }
    }

    /// A heading: `# Groceries` (a line of words after '#').
    static func isHeading(_ line: String) -> Bool {
        let trimmed = Substring(line).trimmingSpaces
        return trimmed.hasPrefix("#") && trimmed.dropFirst().contains(where: \.isLetter)
    }

    static func isBlank(_ line: String) -> Bool { line.allSatisfy(\.isWhitespace) }

    /// A heading's level: 1 for `# Budget`, 2 for `## Food`, as in Markdown.
    static func level(_ line: String) -> Int {
        Substring(line).trimmingSpaces.prefix { $0 == "#" }.count
    }

    /// The lines a total on line `index` counts: the value lines above it, up to the
    /// previous blank line or heading (and for a subtotal, the previous total).
    static func counted(_ lines: [Notes.Line], above index: Int, kind: Kind) -> [Int] {
        var counted: [Int] = []
        var line = index - 1
        while line >= 0 {
            let text = lines[line].text
            if isBlank(text) || isHeading(text) { break }
            if Totals.kind(of: text) != nil {
                if kind == .subtotal { break }
                line -= 1
                continue
            }
            if case .value = lines[line].result.outcome, lines[line].result.leading == nil { counted.append(line) }
            line -= 1
        }
        return counted.reversed()
    }

    /// The value lines of the section a heading on line `index` starts: down to the next
    /// heading of its level or above, so `# Budget` adds up its `## Food` and `## Rent`.
    /// Blank lines stay inside a section: a section may have paragraphs.
    static func section(_ lines: [Notes.Line], below index: Int) -> [Int] {
        var counted: [Int] = []
        let own = level(lines[index].text)
        for line in lines.indices.dropFirst(index + 1) {
            let text = lines[line].text
            if isHeading(text) {
                if level(text) <= own { break }
                continue
            }
            if Totals.kind(of: text) != nil { continue }
            if case .value = lines[line].result.outcome, lines[line].result.leading == nil { counted.append(line) }
        }
        return counted
    }

    /// The sum (or the mean) of the lines' values, in the units of the first.
    static func combine(
        _ indices: [Int], of lines: [Notes.Line], kind: Kind, evaluator: Evaluator
    ) throws(CalculationError) -> (value: Number, unit: String?, quantity: UnitExpression?) {
        guard let first = indices.first, case let .value(start, unit) = lines[first].result.outcome else {
            if kind == .average { throw CalculationError(.definition("no values above to average")) }
            return (.exact(.zero), nil, nil)
        }
        let quantity = lines[first].result.quantity
        var total = start
        func described(_ line: Int, _ unit: String?) -> String {
            unit.map { "line \(line + 1) (\($0))" } ?? "line \(line + 1) (no units)"
        }
        for line in indices.dropFirst() {
            guard case let .value(value, other) = lines[line].result.outcome else { continue }
            var added = value
            if other != unit {
                guard let from = lines[line].result.quantity, let to = quantity,
                    from.unit.dimension == to.unit.dimension
                else {
                    throw CalculationError(
                        .definition(
                            "cannot add \(described(line, other)) to \(described(first, unit)): their units differ"))
                }
                added = try evaluator.convert(value, from: from, to: to)
            }
            total = try evaluator.apply(.add, total, added)
        }
        if kind == .average {
            total = try evaluator.apply(.divide, total, .exact(Rational(indices.count)))
        }
        return (total, unit, quantity)
    }

    /// A total line's result: what it adds, or why it cannot.
    static func result(
        _ kind: Kind, at index: Int, of lines: [Notes.Line], evaluator: Evaluator
    ) -> LineResult {
        var result = LineResult(outcome: .blank, defines: nil, reads: [above])
        do throws(CalculationError) {
            let (value, unit, quantity) = try combine(
                counted(lines, above: index, kind: kind), of: lines, kind: kind, evaluator: evaluator)
            result.outcome = .value(value, unit: unit)
            result.quantity = quantity
            result.ratesNote = lines[..<index].last { $0.result.ratesNote != nil }?.result.ratesNote
            if quantity?.unit.dimension != .money { result.ratesNote = nil }
        } catch {
            result.outcome = .failure(error)
        }
        return result
    }

    /// Sets every heading's total from the lines of its section: nothing when they do not add
    /// up, or when there is only one value (its total would only repeat it).
    static func updateHeadings(_ lines: inout [Notes.Line], evaluator: Evaluator) {
        for index in lines.indices where isHeading(lines[index].text) {
            let section = section(lines, below: index)
            let total = section.count < 2 ? nil : try? combine(section, of: lines, kind: .sum, evaluator: evaluator)
            lines[index].result.sectionTotal = total?.value
            lines[index].result.sectionUnit = total?.unit
        }
    }
}
