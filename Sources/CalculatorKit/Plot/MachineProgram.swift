import Foundation

/// An expression in `x` compiled to a short stack program on machine doubles, for
/// drawing: a sample only has to land on the right pixel, and 1,000 exact evaluations
/// of sin(x) would cost far more than a picture is worth. Marked values (roots,
/// extrema, the y-intercept) never come from here: they are refined exactly.
struct MachineProgram: Sendable {
    enum Step: Sendable {
        case number(Double)
        case x
        case negate
        case binary(BinaryOperator)
        case function(Function)
        /// A function of the language with its count of arguments, taken from the stack.
        case builtin(BuiltinFunction, Int)
        case factorial
    }

    let steps: [Step]
    /// Radians per unit of the angle setting (π/180 in degrees).
    let toRadians: Double

    /// Longest program: user functions are inlined, and f(x) = g(x) + g(x) nested
    /// deep doubles at every level.
    static let maxSteps = 100_000

    init(_ expression: Expression, angle: AngleUnit, budget: Budget) throws(CalculationError) {
        var steps: [Step] = []
        try MachineProgram.compile(expression, parameters: [[[.x]]], into: &steps, budget: budget)
        self.steps = steps
        toRadians = angle.radiansPerUnit
    }

    /// Post-order steps of `expression`; `parameters` holds the compiled arguments of
    /// the user call being inlined (x itself outside any call). Its recursion follows
    /// the parser's nesting, which the limits bound.
    private static func compile(
        _ expression: Expression, parameters: [[[Step]]], into steps: inout [Step],
        budget: Budget
    ) throws(CalculationError) {
        if steps.count > maxSteps {
            throw CalculationError(.definition("the function is too large to plot"))
        }
        switch expression {
        case let .number(r, _):
            steps.append(.number(double(.exact(r), budget)))
        case let .value(number, _), let .unit(_, number, _):
            steps.append(.number(double(number, budget)))
        case let .constant(constant, _):
            steps.append(.number(constant == .pi ? Double.pi : M_E))
        case let .answer(column):
            throw CalculationError(.definition("a plotted function cannot use ans"), column: column)
        case let .negate(operand, _):
            try compile(operand, parameters: parameters, into: &steps, budget: budget)
            steps.append(.negate)
        case let .binary(op, left, right, _):
            try compile(left, parameters: parameters, into: &steps, budget: budget)
            try compile(right, parameters: parameters, into: &steps, budget: budget)
            steps.append(.binary(op))
        case let .chain(first, links):
            try compile(first, parameters: parameters, into: &steps, budget: budget)
            for link in links {
                try budget.check()
                try compile(link.operand, parameters: parameters, into: &steps, budget: budget)
                steps.append(.binary(link.op))
            }
        case let .postfix(op, operand, _):
            try compile(operand, parameters: parameters, into: &steps, budget: budget)
            switch op {
            case .percent:
                steps.append(.number(100))
                steps.append(.binary(.divide))
            case .factorial:
                steps.append(.factorial)
            }
        case let .function(function, argument, _):
            try compile(argument, parameters: parameters, into: &steps, budget: budget)
            steps.append(.function(function))
        case let .builtin(function, arguments, _):
            for argument in arguments { try compile(argument, parameters: parameters, into: &steps, budget: budget) }
            steps.append(.builtin(function, arguments.count))
        case let .parameter(index, _):
            steps.append(contentsOf: parameters.last![index])
        case let .call(function, arguments, _):
            var compiled: [[Step]] = []
            for argument in arguments {
                var code: [Step] = []
                try compile(argument, parameters: parameters, into: &code, budget: budget)
                compiled.append(code)
            }
            try budget.check()
            try compile(function.body, parameters: parameters + [compiled], into: &steps, budget: budget)
        }
    }

    /// A value as a double (infinite beyond the double range), for drawing only.
    static func double(_ number: Number, _ budget: Budget) -> Double {
        if case let .exact(r) = number, case let .small(n, d) = r.storage { return Double(n) / Double(d) }
        guard let approximation = try? number.asReal.approximate(64, budget) else { return .nan }
        return Series.double(approximation, 64)
    }

    /// f(x) in doubles; NaN where it is undefined.
    func value(at x: Double) -> Double {
        var stack: [Double] = []
        stack.reserveCapacity(16)
        for step in steps {
            switch step {
            case let .number(v): stack.append(v)
            case .x: stack.append(x)
            case .negate: stack[stack.count - 1] = -stack[stack.count - 1]
            case let .binary(op):
                let b = stack.removeLast(), a = stack.removeLast()
                stack.append(MachineProgram.apply(op, a, b))
            case let .function(function):
                stack[stack.count - 1] = apply(function, stack[stack.count - 1])
            case let .builtin(function, count):
                let arguments = Array(stack.suffix(count))
                stack.removeLast(count)
                stack.append(function.double(arguments, toRadians: toRadians))
            case .factorial:
                let v = stack[stack.count - 1]
                stack[stack.count - 1] = v < 0 && v == v.rounded() ? .nan : tgamma(v + 1)
            }
        }
        return stack.last ?? .nan
    }

    private static func apply(_ op: BinaryOperator, _ a: Double, _ b: Double) -> Double {
        switch op {
        case .add: return a + b
        case .subtract: return a - b
        case .multiply: return a * b
        case .divide: return b == 0 ? .nan : a / b
        case .modulo: return b == 0 ? .nan : a - b * (a / b).rounded(.down)
        case .power:
            if a < 0, b != b.rounded() {
                // An odd root of a negative number is real, as in the exact engine: (−8)^(1/3) = −2.
                let reciprocal = 1 / b, n = reciprocal.rounded()
                if abs(reciprocal - n) < 1e-9, Int(n) % 2 != 0 { return -Foundation.pow(-a, b) }
                return .nan
            }
            return Foundation.pow(a, b)
        }
    }

    private func apply(_ function: Function, _ v: Double) -> Double {
        switch function {
        case .sqrt: return v < 0 ? .nan : v.squareRoot()
        case .cbrt: return cbrt(v)
        case .abs: return Swift.abs(v)
        case .ln: return v <= 0 ? .nan : log(v)
        case .log: return v <= 0 ? .nan : log10(v)
        case .log2: return v <= 0 ? .nan : Foundation.log2(v)
        case .exp: return Foundation.exp(v)
        case .sin: return Foundation.sin(v * toRadians)
        case .cos: return Foundation.cos(v * toRadians)
        case .tan: return Foundation.tan(v * toRadians)
        case .asin: return Foundation.asin(v) / toRadians
        case .acos: return Foundation.acos(v) / toRadians
        case .atan: return Foundation.atan(v) / toRadians
        case .sinh: return Foundation.sinh(v)
        case .cosh: return Foundation.cosh(v)
        case .tanh: return Foundation.tanh(v)
        case .asinh: return Foundation.asinh(v)
        case .acosh: return Foundation.acosh(v)
        case .atanh: return Foundation.atanh(v)
        }
    }
}
