extension Evaluator {
    /// Evaluates one line of a note with the names defined so far (`names`) and the
    /// previous result (`answer`): a definition, a conversion or an expression. Errors
    /// are placed at columns of the whole line.
    public func evaluateLine(_ line: String) -> LineResult {
        if let request = PlotRequest(line: line) {
            // Drawn by the views with the names above it; whatever it reads, it reads anew.
            return LineResult(outcome: .blank, defines: nil, reads: [], plot: request)
        }
        let uses = NameUses()
        var result = LineResult(outcome: .blank, defines: nil, reads: [])
        do throws(CalculationError) {
            guard let statement = try Statement.parse(line) else { return .blank }
            result.defines = statement.name
            switch statement.target {
            case let .function(name, parameters):
                var scope = names
                scope.parameters = parameters
                scope.defining = name
                let body = try Evaluator.parse(statement.expression, column: statement.column, limits: limits, scope: scope, uses: uses)
                guard uses.callDepth < UserFunction.maxCallDepth else {
                    throw CalculationError(.definition("'\(name)' nests user functions more than \(UserFunction.maxCallDepth) deep"),
                                           column: statement.column)
                }
                uses.names.subtract(parameters)
                result.outcome = .function(UserFunction(name: name, parameters: parameters, body: body, callDepth: uses.callDepth + 1))
            case .none, .variable:
                let (value, unit) = try quantity(statement.expression, column: statement.column, uses: uses)
                result.outcome = .value(value, unit: unit)
            }
        } catch {
            result.outcome = .failure(error)
        }
        result.reads = uses.names
        // Cheap and safe: a line that may mention ans depends on the line before.
        if line.contains("ans") { result.reads.insert("ans") }
        return result
    }

    /// An expression, arithmetic on quantities (`3 ft + 2 in`), or a conversion
    /// `quantity to units`.
    private func quantity(_ text: Substring, column: Int, uses: NameUses) throws(CalculationError) -> (Number, String?) {
        let conversion = Evaluator.conversion(in: text, column: column)
        let target = try conversion.map { (_, right, _) throws(CalculationError) in try UnitExpression.parse(right.text, column: right.column, currencies: currencies) }
        let left = conversion?.0 ?? text
        guard let marks = try UnitMarks.find(in: left, column: column, scope: names, uses: uses, currencies: currencies) else {
            if let (_, _, keyword) = conversion {
                throw CalculationError(.definition("expected units before 'to', e.g. 3 ft to m"), column: keyword)
            }
            return (try evaluate(text, column: column, uses: uses), nil)
        }
        let expression = try Evaluator.parse(Substring(marks.text), column: column, limits: limits, scope: marks.scope,
                                             uses: uses, groupsDivisor: true)
        uses.names = uses.names.filter { !UnitMarks.isStandIn($0) }
        let (value, shape): (Number, UnitShape)
        do throws(CalculationError) {
            (value, shape) = try QuantityLine.evaluate(expression, marks: marks.marks, evaluator: self)
        } catch {
            throw error.column.map { CalculationError(error.kind, column: $0 + column - 1) } ?? error
        }
        guard let (_, _, keyword) = conversion, let target else {
            guard let shown = shape.shown else { return (value, nil) }
            return (try convert(siValue: value, to: shown), shown.text)
        }
        guard shape.dimension == target.unit.dimension else {
            throw CalculationError(.incompatibleUnits(from: shape.dimension.name, to: target.unit.dimension.name), column: keyword)
        }
        do throws(CalculationError) {
            return (try convert(siValue: value, to: target), target.text)
        } catch {
            throw error.at(keyword)
        }
    }

    /// The parts around the word `to` (or `→`, `->`), if there is one.
    private static func conversion(in text: Substring, column: Int) -> (Substring, (text: Substring, column: Int), Int)? {
        var index = text.startIndex
        var offset = 0
        func isWordCharacter(_ c: Character?) -> Bool { c.map { $0.isLetter || $0.isNumber || $0 == "_" } ?? false }
        while index < text.endIndex {
            let rest = text[index...]
            var keywordLength = 0
            if rest.hasPrefix("to"), !isWordCharacter(index > text.startIndex ? text[text.index(before: index)] : nil),
               !isWordCharacter(rest.dropFirst(2).first) {
                keywordLength = 2
            } else if rest.hasPrefix("->") {
                keywordLength = 2
            } else if rest.hasPrefix("→") {
                keywordLength = 1
            }
            if keywordLength > 0 {
                let after = text.index(index, offsetBy: keywordLength)
                return (text[..<index], (text[after...], column + offset + keywordLength), column + offset)
            }
            index = text.index(after: index)
            offset += 1
        }
        return nil
    }

    /// Evaluates part of a line, with errors placed at columns of the whole line.
    private func evaluate(_ text: Substring, column: Int, uses: NameUses) throws(CalculationError) -> Number {
        let expression = try Evaluator.parse(text, column: column, limits: limits, scope: names, uses: uses)
        do throws(CalculationError) {
            return try evaluate(expression)
        } catch {
            throw error.column.map { CalculationError(error.kind, column: $0 + column - 1) } ?? error
        }
    }

    /// Parses part of a line, with errors placed at columns of the whole line.
    static func parse(_ text: Substring, column: Int, limits: CalculationLimits, scope: NameScope,
                      uses: NameUses, groupsDivisor: Bool = false) throws(CalculationError) -> Expression {
        do throws(CalculationError) {
            return try Parser.parse(String(text), limits: limits, scope: scope, uses: uses, groupsDivisor: groupsDivisor)
        } catch {
            throw error.column.map { CalculationError(error.kind, column: $0 + column - 1) } ?? error
        }
    }

    /// What a line leaves for the lines below it: its name, and its value as `ans`.
    public mutating func remember(_ result: LineResult) {
        if let name = result.defines {
            if let binding = result.binding {
                names[name] = binding
            } else {
                names.bindings[name] = nil
                names.unavailable[name] = "'\(name)' has no value: its definition failed"
            }
        }
        if let value = result.value { answer = value }
    }
}
