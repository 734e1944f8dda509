/// Whether trigonometric functions read and return radians or degrees.
public enum AngleUnit: String, Sendable, CaseIterable {
    case radians = "rad", degrees = "deg"
    /// A gradian (gon) is a 400th of a turn: a right angle is 100 grad.
    case gradians = "grad"
    case turns = "turn"

    /// Half a turn in this unit (180 for degrees); nil for radians, where it is π.
    var halfTurn: Rational? {
        switch self {
        case .radians: return nil
        case .degrees: return Rational(180)
        case .gradians: return Rational(200)
        case .turns: return Rational(1, 2)
        }
    }

    /// How many radians one of this unit is, for drawing in doubles.
    var radiansPerUnit: Double {
        switch self {
        case .radians: return 1
        case .degrees: return Double.pi / 180
        case .gradians: return Double.pi / 200
        case .turns: return 2 * Double.pi
        }
    }
}

/// Evaluates expressions exactly. Holds what an expression may refer to besides
/// itself: the angle unit, the previous answer (`ans`) and the limits.
public struct Evaluator: Sendable {
    public var angle: AngleUnit
    public var answer: Number?
    public var limits: CalculationLimits
    /// The user's variables and functions that expressions may use.
    public var names = NameScope()
    /// Exchange rates from the user's rates file, if any: currencies are units of money.
    public var currencies: CurrencyRates?
    /// The word of whole numbers lines are worked out in (programmer mode), nil for exact numbers.
    public var word: IntegerWord?
    /// Where rand and randint draw from; nil: a sequence seeded from the system.
    public var random: RandomNumbers?
    /// The values of the parameters while a user function's body is evaluated.
    var arguments: [Number] = []

    public init(angle: AngleUnit = .radians, answer: Number? = nil, limits: CalculationLimits = .standard) {
        self.angle = angle
        self.answer = answer
        self.limits = limits
    }

    /// Parses and evaluates `source`.
    public func evaluate(_ source: String) throws(CalculationError) -> Number {
        try evaluate(Parser.parse(source, limits: limits, scope: names))
    }

    public func evaluate(_ expression: Expression) throws(CalculationError) -> Number {
        try evaluate(expression, budget: Budget(limits: limits))
    }

    /// Parses and evaluates `source` within `budget`, whose deadline may be shared with
    /// the formatting of the result (one time limit for the whole answer).
    public func evaluate(_ source: String, budget: Budget) throws(CalculationError) -> Number {
        if let value = PlainArithmetic.value(of: source, budget: budget) { return .exact(value) }
        return try evaluate(Parser.parse(source, limits: budget.limits, scope: names), budget: budget)
    }

    public func evaluate(_ expression: Expression, budget: Budget) throws(CalculationError) -> Number {
        let calculation = Calculation(budget: budget, angle: angle)
        return try value(of: expression, calculation)
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
    public static func parse(_ source: String, limits: CalculationLimits = .standard) throws(CalculationError)
        -> Expression
    {
        try Parser.parse(source, limits: limits)
    }

    private func value(of expression: Expression, _ calculation: Calculation) throws(CalculationError) -> Number {
        switch expression {
        case let .number(value, _):
            return .exact(value)
        case let .value(number, _), let .unit(_, number, _):
            return number
        case let .constant(constant, column):
            do throws(CalculationError) {
                switch constant {
                case .pi: return Calculation.pi
                case .e: return try calculation.exponential(.one)
                }
            } catch {
                throw error.at(column)
            }
        case let .answer(column):
            guard let answer else { throw CalculationError(.noPreviousAnswer, column: column) }
            return answer
        case let .negate(operand, _):
            return calculation.negate(try value(of: operand, calculation))
        case let .binary(op, left, right, column):
            if case .binary = left {
            } else {
                // One operation: no chain to collect (an array per node is felt in a batch).
                let l = try value(of: left, calculation), r = try operand(right, of: op, after: l, calculation)
                do throws(CalculationError) {
                    return try calculation.checked(apply(op, l, r, calculation))
                } catch {
                    throw error.at(column)
                }
            }
            // A left-associative chain (1+1+…+1) is folded in a loop rather than by
            // recursion, so that a long flat expression cannot exhaust the stack.
            var chain: [(BinaryOperator, Expression, Int)] = []
            var leftmost = expression
            while case let .binary(op, left, right, column) = leftmost {
                chain.append((op, right, column))
                leftmost = left
            }
            var result = try value(of: leftmost, calculation)
            for (op, right, column) in chain.reversed() {
                let r = try operand(right, of: op, after: result, calculation)
                do throws(CalculationError) {
                    result = try calculation.checked(apply(op, result, r, calculation))
                } catch {
                    throw error.at(column)
                }
            }
            return result
        case let .chain(first, links):
            var result = try value(of: first, calculation)
            for (index, link) in links.enumerated() {
                if index & 255 == 255 { try calculation.budget.check() }  // 50,000 cheap steps add up
                let r = try operand(link.operand, of: link.op, after: result, calculation)
                do throws(CalculationError) {
                    result = try calculation.checked(apply(link.op, result, r, calculation))
                } catch {
                    throw error.at(link.column)
                }
            }
            return result
        case let .postfix(op, operand, column):
            let x = try value(of: operand, calculation)
            do throws(CalculationError) {
                switch op {
                case .percent: return try calculation.checked(calculation.divide(x, .exact(Rational(100))))
                case .factorial: return try calculation.factorial(x)
                }
            } catch {
                throw error.at(column)
            }
        case let .function(function, argument, column):
            let x = try value(of: argument, calculation)
            do throws(CalculationError) {
                return try calculation.checked(calculation.results.value(function, x, calculation))
            } catch {
                throw error.at(column)
            }
        case let .builtin(function, argumentExpressions, column):
            var values: [Number] = []
            values.reserveCapacity(argumentExpressions.count)
            for argument in argumentExpressions { values.append(try value(of: argument, calculation)) }
            do throws(CalculationError) {
                if function == .rand || function == .randint { return try random(function, values, calculation) }
                return try calculation.checked(calculation.apply(function, values))
            } catch {
                throw error.at(column)
            }
        case let .parameter(index, _):
            return arguments[index]
        case let .call(function, arguments, column):
            return try call(function, arguments, column: column, calculation)
        }
    }

    /// The right operand of `op`: after + or −, b% is b percent of the left operand
    /// (50 + 10% = 55, as on a calculator's keypad); anywhere else it is b/100.
    private func operand(
        _ right: Expression, of op: BinaryOperator, after left: Number,
        _ calculation: Calculation
    ) throws(CalculationError) -> Number {
        // 100 − −10% is 100 − (−10% of 100), as the keypads give for 100 − 10 % ±.
        if op == .add || op == .subtract, case let .negate(inner, _) = right, case .postfix(.percent, _, _) = inner {
            return calculation.negate(try operand(inner, of: op, after: left, calculation))
        }
        guard op == .add || op == .subtract, case let .postfix(.percent, base, column) = right else {
            return try value(of: right, calculation)
        }
        let b = try value(of: base, calculation)
        do throws(CalculationError) {
            let fraction = try calculation.checked(calculation.divide(b, .exact(Rational(100))))
            return try calculation.checked(calculation.multiply(left, fraction))
        } catch {
            throw error.at(column)
        }
    }

    private func apply(_ op: BinaryOperator, _ l: Number, _ r: Number, _ calculation: Calculation)
        throws(CalculationError) -> Number
    {
        switch op {
        case .add: return try calculation.add(l, r)
        case .subtract: return try calculation.subtract(l, r)
        case .multiply: return try calculation.multiply(l, r)
        case .divide: return try calculation.divide(l, r)
        case .modulo: return try calculation.modulo(l, r)
        case .power: return try calculation.power(l, r)
        }
    }
}

extension Evaluator {
    /// A user function's value: its arguments first, then its body with them as parameters.
    /// An error inside the body is placed at the call (the body's columns are of another line).
    private func call(
        _ function: UserFunction, _ argumentExpressions: [Expression], column: Int,
        _ calculation: Calculation
    ) throws(CalculationError) -> Number {
        var values: [Number] = []
        values.reserveCapacity(argumentExpressions.count)
        for argument in argumentExpressions { values.append(try value(of: argument, calculation)) }
        var inner = self
        inner.arguments = values
        do throws(CalculationError) {
            // f(x) = g(x) + g(x), g(x) = h(x) + h(x), …: calls can double at each level.
            try calculation.budget.check()
            return try inner.value(of: function.body, calculation)
        } catch {
            throw CalculationError(error.kind, column: column)
        }
    }
}

/// The values of the keypad's functions worked out in one evaluation, so that the same call
/// gives the same real, and an odd or even function of a negative argument the value at its
/// opposite (sin(−x) = −sin(x), cos(−x) = cos(x)). A sum of the two then cancels exactly:
/// `sin 20 + sin(−20)` is 0, where two reals worked out apart cannot be told equal.
final class FunctionResults: @unchecked Sendable {
    /// The most recent calls only: a lookup stays cheap in a line of many calls.
    private var recent: [(Function, Number, Number)] = []

    func value(_ function: Function, _ x: Number, _ calculation: Calculation) throws(CalculationError) -> Number {
        if FunctionResults.odd.contains(function) || FunctionResults.even.contains(function), isNegative(x) {
            let value = try self.value(function, calculation.negate(x), calculation)
            return FunctionResults.odd.contains(function) ? calculation.negate(value) : value
        }
        if let found = recent.last(where: { $0.0 == function && $0.1 == x }) { return found.2 }
        let value = try calculation.apply(function, x)
        if case .real = value {
            if recent.count == 64 { recent.removeFirst() }
            recent.append((function, x, value))
        }
        return value
    }

    // Not asin or atanh: a refusal near the end of their domain names the end the argument is at.
    private static let odd: Set<Function> = [.sin, .tan, .sinh, .tanh, .atan, .asinh, .cbrt]
    private static let even: Set<Function> = [.cos, .cosh, .abs]

    private func isNegative(_ x: Number) -> Bool {
        switch x {
        case let .exact(r): return r < .zero
        case let .real(c, _): return c < .zero
        }
    }
}
