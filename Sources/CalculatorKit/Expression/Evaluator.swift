/// Whether trigonometric functions read and return radians or degrees.
public enum AngleUnit: String, Sendable, CaseIterable {
    case radians = "rad", degrees = "deg"
}

/// Evaluates expressions exactly. Holds what an expression may refer to besides
/// itself: the angle unit, the previous answer (`ans`) and the limits.
public struct Evaluator: Sendable {
    public var angle: AngleUnit
    public var answer: Number?
    public var limits: CalculationLimits

    public init(angle: AngleUnit = .radians, answer: Number? = nil, limits: CalculationLimits = .standard) {
        self.angle = angle
        self.answer = answer
        self.limits = limits
    }

    /// Parses and evaluates `source`.
    public func evaluate(_ source: String) throws(CalculationError) -> Number {
        try evaluate(Parser.parse(source, limits: limits))
    }

    public func evaluate(_ expression: Expression) throws(CalculationError) -> Number {
        let budget = Budget(limits: limits)
        return .exact(try value(of: expression, budget: budget))
    }

    /// One operation on values already computed: what an immediate-execution keypad
    /// does when an operator completes (2 + 3 ×  …). Errors carry no column.
    public func apply(_ op: BinaryOperator, _ left: Number, _ right: Number) throws(CalculationError) -> Number {
        try evaluateUnplaced(.binary(op, .value(left, column: 0), .value(right, column: 0), column: 0))
    }

    public func apply(_ function: Function, _ argument: Number) throws(CalculationError) -> Number {
        try evaluateUnplaced(.function(function, .value(argument, column: 0), column: 0))
    }

    public func apply(_ op: PostfixOperator, _ operand: Number) throws(CalculationError) -> Number {
        try evaluateUnplaced(.postfix(op, .value(operand, column: 0), column: 0))
    }

    public func value(of constant: Constant) throws(CalculationError) -> Number {
        try evaluateUnplaced(.constant(constant, column: 0))
    }

    /// There is no source text behind these, so errors carry no column.
    private func evaluateUnplaced(_ expression: Expression) throws(CalculationError) -> Number {
        do throws(CalculationError) { return try evaluate(expression) } catch { throw CalculationError(error.kind) }
    }

    /// Parses `source` without evaluating it (syntax and names only).
    public static func parse(_ source: String, limits: CalculationLimits = .standard) throws(CalculationError) -> Expression {
        try Parser.parse(source, limits: limits)
    }

    private func value(of expression: Expression, budget: Budget) throws(CalculationError) -> Rational {
        switch expression {
        case let .number(value, _):
            return value
        case let .value(number, column):
            guard let exact = number.exactValue else { throw CalculationError(.notYetSupported("value"), column: column) }
            return exact
        case let .constant(constant, column):
            throw CalculationError(.notYetSupported(constant.rawValue), column: column)
        case let .answer(column):
            guard let answer else { throw CalculationError(.noPreviousAnswer, column: column) }
            guard let exact = answer.exactValue else {
                throw CalculationError(.notYetSupported("ans"), column: column)
            }
            return exact
        case let .negate(operand, _):
            return -(try value(of: operand, budget: budget))
        case let .binary(op, left, right, column):
            let l = try value(of: left, budget: budget)
            let r = try value(of: right, budget: budget)
            do throws(CalculationError) {
                return try apply(op, l, r, budget: budget)
            } catch {
                throw error.at(column)
            }
        case let .postfix(op, operand, column):
            let x = try value(of: operand, budget: budget)
            switch op {
            case .percent: return x / Rational(100)
            case .factorial:
                do throws(CalculationError) { return try x.factorial(budget: budget) } catch { throw error.at(column) }
            }
        case let .function(function, argument, column):
            let x = try value(of: argument, budget: budget)
            do throws(CalculationError) {
                guard let result = try function.exactValue(at: x, angle: angle, budget: budget) else {
                    throw CalculationError(.notYetSupported(function.rawValue))
                }
                return result
            } catch {
                throw error.at(column)
            }
        }
    }

    private func apply(_ op: BinaryOperator, _ l: Rational, _ r: Rational, budget: Budget) throws(CalculationError) -> Rational {
        // Operands are within the size bound, so these four cost little even at the
        // bound; their result is checked afterwards (20000!/19998! is fine). The clock
        // is read only for big operands: machine-word arithmetic cannot take long.
        if l.isBig || r.isBig { try budget.check() }
        let result: Rational
        switch op {
        case .add: result = l + r
        case .subtract: result = l - r
        case .multiply: result = l * r
        case .divide, .modulo:
            if r.isZero { throw CalculationError(.divisionByZero) }
            result = op == .divide ? l / r : l.modulo(r)
        case .power:
            // Powers grow without bound, so they are refused before any work.
            guard let power = try l.power(r, budget: budget) else {
                throw CalculationError(.notYetSupported("^"))
            }
            return power
        }
        try budget.allow(bits: Double(result.bitWidth))
        return result
    }
}
