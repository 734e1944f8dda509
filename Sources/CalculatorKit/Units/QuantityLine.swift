/// Arithmetic on quantities: `3 ft + 2 in`, `2 m * 3 m`, `10 km / 2 h to km/h`.
///
/// The line is parsed as any expression, with each unit standing for its factor to SI
/// base units (see `UnitMarks`), so evaluating it gives the value in SI units, exactly.
/// Beside that, a walk over the parsed expression follows the dimensions: a sum needs one
/// dimension throughout, a function or `!` a plain number, a power of units a whole number.
///
/// Temperatures on a scale with a moved zero (°C, °F): the first term of a sum is read as
/// a temperature, and the terms added or taken from it as differences in degrees of their
/// own scale, which is what "20 °C + 5 °C" means to most people: 25 °C. Anywhere else
/// (°C/s, °C²) such a scale is refused: K is the unit for a temperature difference.
struct QuantityLine {
    /// The line's units, by the place their `.unit` nodes hold.
    let marks: [UnitMarks.Mark]
    let evaluator: Evaluator
    /// The line as typed, whose column 1 is the expression's: errors name a function as typed.
    var text: Substring = ""
    /// The places of the °C or °F that stand as a temperature reading or difference.
    private var readings: Set<Int> = []

    /// The value in SI base units and the shape it was written in.
    static func evaluate(
        _ expression: Expression, marks: [UnitMarks.Mark],
        evaluator: Evaluator, text: Substring = ""
    ) throws(CalculationError) -> (Number, UnitShape) {
        var line = QuantityLine(marks: marks, evaluator: evaluator, text: text)
        let terms = QuantityLine.terms(of: expression)
        var firstReading: UnitMarks.Mark?
        for (index, term) in terms.enumerated() {
            guard let (place, _) = line.reading(term) else { continue }
            line.readings.insert(place)
            if index == 0 { firstReading = marks[place] }
        }
        let shape = try line.shape(of: expression)
        for term in terms {
            guard let (place, column) = line.reading(term), try line.shape(of: term).dimension != .temperature else {
                continue
            }
            throw QuantityLine.movedZero(marks[place], column: column)
        }
        var value = try evaluator.evaluate(expression)
        if let firstReading {
            value = try evaluator.apply(.add, value, .exact(firstReading.unit.offset))
        }
        return (value, shape)
    }

    static func movedZero(_ mark: UnitMarks.Mark, column: Int) -> CalculationError {
        CalculationError(
            .definition(
                "'\(mark.symbol)' has a moved zero, so it converts only on its own (use K for a temperature difference)"
            ),
            column: column)
    }

    /// The terms of a sum at the top of the line (the line itself when it is no sum).
    private static func terms(of expression: Expression) -> [Expression] {
        switch expression {
        case let .binary(op, left, right, _) where op == .add || op == .subtract:
            return [left, right]
        case let .chain(first, links) where links.allSatisfy({ $0.op == .add || $0.op == .subtract }):
            return [first] + links.map(\.operand)
        default:
            return [expression]
        }
    }

    /// The °C or °F that ends a term as a number times it (`20 °C`, `-40 °F`, `2 × 10 °C`):
    /// its place among the line's units and its column.
    private func reading(_ term: Expression) -> (place: Int, column: Int)? {
        var term = term
        while case let .negate(inner, _) = term { term = inner }
        var last: Expression
        switch term {
        case .unit: last = term
        case let .binary(.multiply, _, right, _): last = right
        case let .chain(_, links) where links.allSatisfy({ $0.op == .multiply }): last = links.last!.operand
        default: return nil
        }
        guard case let .unit(place, _, column) = last, marks[place].isTemperatureScale, marks[place].power == 1 else {
            return nil
        }
        return (place, column)
    }

    /// The dimension and units of `expression`. Recursion is bounded by the parser's
    /// nesting limit, as in the evaluator; flat chains are folded in a loop.
    private func shape(of expression: Expression) throws(CalculationError) -> UnitShape {
        switch expression {
        case let .unit(place, _, column):
            let mark = marks[place]
            if mark.isTemperatureScale && !readings.contains(place) {
                throw QuantityLine.movedZero(mark, column: column)
            }
            return UnitShape(mark)
        case .number, .value, .constant, .answer, .parameter:
            return .plain
        case let .negate(operand, _):
            return try shape(of: operand)
        case let .binary(op, left, right, column):
            return try combine(try shape(of: left), op, right, column: column)
        case let .chain(first, links):
            var result = try shape(of: first)
            for link in links { result = try combine(result, link.op, link.operand, column: link.column) }
            return result
        case let .postfix(op, operand, column):
            try requirePlain(try shape(of: operand), "'\(op.rawValue)'", column: column)
            return .plain
        case let .function(function, argument, column):
            let argumentShape = try shape(of: argument)
            // sin(30°): an angle in radians, which is how the line is worked out when it has angles.
            if [.sin, .cos, .tan].contains(function), argumentShape.dimension == .angle { return .plain }
            // abs(-3 m) = 3 m; sqrt(16 m^2) = 4 m, cbrt(27 m^3) = 3 m: a root of units whose powers it divides.
            if function == .abs { return argumentShape }
            if function == .sqrt || function == .cbrt, !argumentShape.isPlain {
                let index = function == .sqrt ? 2 : 3
                guard let root = argumentShape.root(index) else {
                    throw CalculationError(
                        .definition(
                            "'\(function.rawValue)' of \(argumentShape.dimension.name) has no unit: "
                                + "each unit's power must divide by \(index), as in "
                                + (index == 2 ? "sqrt(16 m²)" : "cbrt(27 m³)")
                        ),
                        column: column)
                }
                return root
            }
            try requirePlain(argumentShape, "'\(function.rawValue)'", column: column)
            return .plain
        case let .builtin(function, arguments, column):
            return try builtinShape(function, arguments, column: column)
        case let .call(function, arguments, column):
            for argument in arguments {
                try requirePlain(try shape(of: argument), "'\(function.name)'", column: column)
            }
            return .plain
        }
    }

    private func combine(
        _ left: UnitShape, _ op: BinaryOperator, _ rightExpression: Expression,
        column: Int
    ) throws(CalculationError) -> UnitShape {
        let right = try shape(of: rightExpression)
        switch op {
        case .add, .subtract:
            guard left.dimension == right.dimension else {
                let what = op == .add ? "add \(right.dimension.name) to" : "subtract \(right.dimension.name) from"
                throw CalculationError(.definition("cannot \(what) \(left.dimension.name)"), column: column)
            }
            return left.isPlain ? right : left
        case .multiply:
            return left * right
        case .divide:
            return left / right
        case .modulo:
            try requirePlain(left, "'mod'", column: column)
            try requirePlain(right, "'mod'", column: column)
            return .plain
        case .power:
            try requirePlain(right, "a power", column: column)
            if left.isPlain { return .plain }
            let exponent = try? evaluator.evaluate(rightExpression).exactValue
            guard let exponent, exponent.denominator == 1, let n = Int(exactly: exponent.numerator), Swift.abs(n) <= 12
            else {
                throw CalculationError(
                    .definition("a unit's power must be a whole number from -12 to 12"), column: column)
            }
            return left.power(n)
        }
    }

    /// min, max, sum, mean, median, hypot and the spreads keep the units of quantities of one
    /// dimension (max(3 ft, 1 m)); sec, csc, cot read an angle as sin does; the rest take plain numbers.
    private func builtinShape(_ function: BuiltinFunction, _ arguments: [Expression], column: Int)
        throws(CalculationError) -> UnitShape
    {
        var shapes: [UnitShape] = []
        for argument in arguments { shapes.append(try shape(of: argument)) }
        let name = "'\(typedName(at: column) ?? (function == .logBase ? "log" : function.rawValue))'"
        switch function {
        case .min, .max, .sum, .mean, .median, .medianLow, .medianHigh, .hypot, .stdev, .pstdev:
            for shape in shapes.dropFirst() where shape.dimension != shapes[0].dimension {
                throw CalculationError(
                    .definition(
                        "\(name) takes values of one dimension, not \(shapes[0].dimension.name) and \(shape.dimension.name)"
                    ),
                    column: column)
            }
            return shapes.first { !$0.isPlain } ?? .plain
        case .sec, .csc, .cot:
            if shapes[0].dimension == .angle { return .plain }
            fallthrough
        default:
            for shape in shapes { try requirePlain(shape, name, column: column) }
            return .plain
        }
    }

    /// The name of a function as the line spells it at `column` (`5 m choose 2`: choose), if a name stands there.
    private func typedName(at column: Int) -> String? {
        // Columns count Unicode scalars.
        guard column >= 1 else { return nil }
        let word = text.unicodeScalars.dropFirst(column - 1).prefix {
            $0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "_"
        }
        guard let first = word.first, first.properties.isAlphabetic else { return nil }
        return String(String.UnicodeScalarView(word))
    }

    private func requirePlain(_ shape: UnitShape, _ what: String, column: Int) throws(CalculationError) {
        guard shape.isPlain else {
            throw CalculationError(
                .definition("\(what) takes a plain number, not \(shape.dimension.name)"), column: column)
        }
    }
}
