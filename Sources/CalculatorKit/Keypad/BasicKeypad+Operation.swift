extension BasicKeypad {
    /// An operation waiting for its second number: an operator key, or one of the
    /// scientific keys that take two numbers (x yˣ y = y^x, x log_y y = log base y of x,
    /// x ʸ√x y = the y-th root of x), which bind like xʸ.
    struct Operation: Equatable, Sendable {
        /// How it binds; the operator itself for an operator key.
        var binding: BinaryOperator
        var function: KeyFunction?

        init(_ binding: BinaryOperator, _ function: KeyFunction? = nil) {
            self.binding = binding
            self.function = function
        }

        /// How the secondary line writes it.
        var symbol: String { function?.rawValue ?? binding.rawValue }

        func apply(_ left: Number, _ right: Number, _ evaluator: Evaluator) throws(CalculationError) -> Number {
            switch function {
            case .powerOfY?:
                return try evaluator.apply(.power, right, left)
            case .logBase?:
                // Bases 10 and 2 have their own functions, exact at powers (8 log_y 2 = 3).
                if right == Number(10) { return try evaluator.apply(.log, left) }
                if right == Number(2) { return try evaluator.apply(.log2, left) }
                return try evaluator.apply(.divide, evaluator.apply(.ln, left), evaluator.apply(.ln, right))
            case .yRoot?:
                return try evaluator.root(left, right)
            default:
                return try evaluator.apply(binding, left, right)
            }
        }
    }
}

extension Evaluator {
    /// The y-th root of x: x^(1/y), with an odd integer y also taking roots of negative numbers (−8 ʸ√x 3 = −2).
    func root(_ x: Number, _ y: Number) throws(CalculationError) -> Number {
        let exponent = try apply(.divide, Number(1), y)
        if let n = y.exactValue, n.isInteger, let k = n.intValue, k % 2 != 0,
            let r = x.exactValue, r.isNegative
        {
            let root = try apply(.power, .exact(-r), exponent)
            return try apply(.subtract, Number(0), root)
        }
        return try apply(.power, x, exponent)
    }
}

extension BasicKeypad {
    /// Whether a key calculates (and so runs beside the keys, which wait for it): keys that
    /// only type or clear, and settings, are applied at once.
    func calculates(_ key: Key) -> Bool {
        switch key {
        case .digit, .point, .exponent, .backspace, .clear, .allClear, .second, .angle, .memoryClear, .mode,
            .clearHistory, .converter, .scroll, .exactForm:
            return false
        default:
            return error == nil || key.startsOperand
        }
    }

    /// Whether a new display size needs digits found: a value shown is fitted to the new
    /// width; a typed entry needs none.
    var refitsOnResize: Bool {
        if case .value = operand, error == nil { return true }
        return false
    }
}
