extension Evaluator {
    /// Evaluates one line of a note with the names defined so far (`names`) and the
    /// previous result (`answer`): a definition, a conversion or an expression. Errors
    /// are placed at columns of the whole line.
    public func evaluateLine(_ line: String) -> LineResult {
        let uses = NameUses()
        var result = LineResult(outcome: .blank, defines: nil, reads: [])
        do throws(CalculationError) {
            let statement: Statement
            switch try LineForm.read(line) {
            case .blank: return .blank
            case let .plot(request):
                // Drawn by the views with the names above it; whatever it reads, it reads anew.
                return LineResult(outcome: .blank, defines: nil, reads: [], plot: request)
            case let .angle(angle):
                result.angleSetting = angle
                return result
            case let .statement(read): statement = read
            }
            result.defines = statement.name
            switch statement.target {
            case let .function(name, parameters):
                var scope = names
                scope.parameters = parameters
                scope.defining = name
                let body = try Evaluator.parse(
                    statement.expression, column: statement.column, limits: limits, scope: scope, uses: uses)
                guard uses.callDepth < UserFunction.maxCallDepth else {
                    throw CalculationError(
                        .definition("'\(name)' nests user functions more than \(UserFunction.maxCallDepth) deep"),
                        column: statement.column)
                }
                uses.names.subtract(parameters)
                result.outcome = .function(
                    UserFunction(name: name, parameters: parameters, body: body, callDepth: uses.callDepth + 1))
            case .none, .variable:
                let read = try ValueLine.read(
                    statement.expression, column: statement.column, scope: names, currencies: currencies, limits: limits
                )
                var base: (expression: Substring, radix: Int)?
                if case let .base(expression, radix) = read { base = (expression, radix) }
                if let (value, shown) = try inBase(
                    statement.expression, base: base, column: statement.column, uses: uses)
                {
                    result.outcome = .value(value, unit: nil)
                    result.wordShown = shown
                    break
                }
                var target: ValueLine.UnitTarget?
                if case let .units(units) = read { target = units }
                let answer = try quantity(statement.expression, target: target, column: statement.column, uses: uses)
                result.outcome = .value(answer.value, unit: answer.unit?.text)
                result.leading = answer.leading
                result.carry = answer.carry
                if answer.leading == nil { result.quantity = answer.unit }
            }
        } catch {
            result.outcome = .failure(error)
        }
        result.reads = uses.names
        // Cheap and safe: a line that may mention ans depends on the line before.
        if line.contains("ans") { result.reads.insert("ans") }
        return result
    }

    /// An expression, arithmetic on quantities (`3 ft + 2 in`), or a conversion to units
    /// (`target`, read from the line by `ValueLine`).
    private func quantity(_ text: Substring, target conversion: ValueLine.UnitTarget?, column: Int, uses: NameUses)
        throws(CalculationError) -> (value: Number, unit: UnitExpression?, leading: String?, carry: MixedCarry?)
    {
        let targets = conversion?.units
        let target = targets?.last
        let left = try UnitExpression.dividingAtPer(
            conversion?.left ?? text, column: column, scope: names, currencies: currencies)
        guard let marks = try UnitMarks.find(in: left, column: column, evaluator: self, uses: uses) else {
            if let conversion {
                let keyword = conversion.keyword, separator = conversion.separator
                // 45 deg 0 arcmin as typed `to deg arcmin`, as a line with units shows it.
                if let targets,
                    let answer = try plainAngle(
                        left, column: column, to: targets, separator: separator, keyword: keyword, uses: uses)
                {
                    return (answer.value, answer.unit, answer.leading, answer.carry)
                }
                if let (word, wordColumn) = unknownWord(in: left, column: column) {
                    throw CalculationError(.definition(UnitTable.unknownUnit(word)), column: wordColumn)
                }
                throw CalculationError(.definition("expected units before 'to', e.g. 3 ft to m"), column: keyword)
            }
            return (try evaluate(text, column: column, uses: uses), nil, nil, nil)
        }
        let expression = try Evaluator.parse(
            left, column: column, limits: limits, scope: names, uses: uses, groupsDivisor: true, units: marks.places)
        let (value, shape): (Number, UnitShape)
        do throws(CalculationError) {
            // Angle units stand for their size in radians, which the trigonometric functions then read.
            var evaluator = self
            if marks.marks.contains(where: { $0.unit.dimension == .angle }) { evaluator.angle = .radians }
            (value, shape) = try QuantityLine.evaluate(
                expression, marks: marks.marks, evaluator: evaluator, text: left)
        } catch {
            throw error.column.map { CalculationError(error.kind, column: $0 + column - 1) } ?? error
        }
        guard let conversion, let targets, let target else {
            guard let shown = shape.shown else { return (value, nil, nil, nil) }
            return (try convert(siValue: value, to: shown), shown, nil, nil)
        }
        guard let reading = UnitDimension.reading(from: shape.dimension, to: target.unit.dimension) else {
            throw CalculationError(
                .incompatibleUnits(from: shape.dimension.name, to: target.unit.dimension.name),
                column: conversion.keyword)
        }
        do throws(CalculationError) {
            let siValue = try read(value, reading)
            if targets.count > 1 {
                // 1 h 30 min as typed `to h min`; 1 h + 30 min as typed `to h + min`.
                let (leading, rest, carry) = try split(
                    siValue: siValue, into: targets, separator: conversion.separator)
                return (rest, target, leading, carry)
            }
            return (try convert(siValue: siValue, to: target), target, nil, nil)
        } catch {
            throw error.at(conversion.keyword)
        }
    }

    /// The first word of `text` that is neither a unit nor a name the calculator knows.
    private func unknownWord(in text: Substring, column: Int) -> (String, Int)? {
        let characters = Array(text)
        var index = 0
        while index < characters.count {
            guard UnitExpression.startsName(characters[index]),
                index == 0
                    || !(characters[index - 1].isLetter || characters[index - 1].isNumber
                        || characters[index - 1] == "_")
                    || characters[index - 1].isASCII && characters[index - 1].isNumber
            else {
                index += 1
                continue
            }
            let end = UnitExpression.nameEnd(characters, from: index)
            let word = String(characters[index..<end])
            if names[word] == nil, !NameScope.isReserved(word),
                UnitTable.unit(named: word, currencies: currencies) == nil
            {
                return (word, column + index)
            }
            index = end
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
    static func parse(
        _ text: Substring, column: Int, limits: CalculationLimits, scope: NameScope,
        uses: NameUses, groupsDivisor: Bool = false, units: UnitPlaces? = nil
    ) throws(CalculationError) -> Expression {
        do throws(CalculationError) {
            return try Parser.parse(
                String(text), limits: limits, scope: scope, uses: uses, groupsDivisor: groupsDivisor, units: units)
        } catch {
            throw error.column.map { CalculationError(error.kind, column: $0 + column - 1) } ?? error
        }
    }

    /// What a line leaves for the lines below it: its name, and its value as `ans`.
    public mutating func remember(_ result: LineResult) {
        if let setting = result.angleSetting { angle = setting }
        if let name = result.defines {
            if let binding = result.binding {
                names[name] = binding
                names.quantities[name] = result.quantity
            } else if let date = result.date {
                // Only date lines read it; an expression that names it says what it is.
                names[name] = nil
                names.dates[name] = date
                names.unavailable[name] = date.refusal(name)
            } else {
                names.bindings[name] = nil
                names.unavailable[name] = "'\(name)' has no value: its definition failed"
            }
        }
        if let value = result.value { answer = value }
    }
}
