/// One line of a note, split by its syntax: `r = 2.5` defines a variable, `area(r) = pi r^2`
/// a function, `2 + 3 =` or `2 + 3` is an expression; `#` starts a comment line.
struct Statement {
    enum Target: Equatable {
        case none
        case variable(String)
        case function(String, parameters: [String])
    }

    let target: Target
    /// The expression: everything right of '=' (or the whole line).
    let expression: Substring
    /// The 1-based column where `expression` starts in the line.
    let column: Int

    /// The name the line defines, from its text alone (even if the rest is wrong).
    var name: String? {
        switch target {
        case .none: return nil
        case let .variable(name), let .function(name, _): return name
        }
    }

    /// Nil for a blank or comment line.
    static func parse(_ line: String) throws(CalculationError) -> Statement? {
        let trimmed = Substring(line).trimmingSpaces
        if trimmed.isEmpty || trimmed.hasPrefix("#") || trimmed.hasPrefix("//") { return nil }
        guard let equals = line.firstIndex(of: "=") else {
            return Statement(target: .none, expression: Substring(line), column: 1)
        }
        let left = line[..<equals], right = line[line.index(after: equals)...]
        let rightColumn = line.distance(from: line.startIndex, to: equals) + 2
        // "2 + 3 =" asks for the value, as on paper.
        if right.allSatisfy(\.isWhitespace) {
            return Statement(target: .none, expression: left, column: 1)
        }
        return Statement(target: try target(left), expression: right, column: rightColumn)
    }

    /// The left of '=': `name` or `name(p, q)`.
    private static func target(_ left: Substring) throws(CalculationError) -> Target {
        let text = left.trimmingSpaces
        let column =
            left.distance(from: left.startIndex, to: left.firstIndex { !$0.isWhitespace } ?? left.startIndex) + 1
        func refuse(_ why: String) -> CalculationError { CalculationError(.definition(why), column: column) }
        guard let open = text.firstIndex(of: "(") else {
            if let problem = NameScope.problemDefining(text) { throw refuse(problem) }
            return .variable(text)
        }
        let name = Substring(text[..<open]).trimmingSpaces
        guard text.hasSuffix(")") else { throw refuse("the left of '=' must be a name, or a function like f(x)") }
        if let problem = NameScope.problemDefining(name) {
            throw refuse(problem)
        }
        let inside = text[text.index(after: open)..<text.index(before: text.endIndex)]
        let parameters =
            inside.allSatisfy(\.isWhitespace)
            ? [] : inside.split(omittingEmptySubsequences: false) { $0 == "," || $0 == ";" }.map { $0.trimmingSpaces }
        for (i, parameter) in parameters.enumerated() {
            if let problem = NameScope.problemDefining(parameter) { throw refuse("parameter: " + problem) }
            if parameters[..<i].contains(parameter) { throw refuse("parameter '\(parameter)' is named twice") }
            if parameter == name { throw refuse("parameter '\(parameter)' has the function's own name") }
        }
        return .function(name, parameters: parameters)
    }
}
