extension KeyFunction {
    /// The keys written after their operand (x², 5!); the others open one (sin(, √().
    var isPostfix: Bool {
        switch self {
        case .square, .cube, .reciprocal, .factorial: return true
        default: return false
        }
    }

    /// The function's value at `x`: what the basic keypad shows when the key is pressed.
    func apply(to x: Number, evaluator: Evaluator) throws(CalculationError) -> Number {
        switch self {
        case .square: return try evaluator.apply(.power, x, Number(2))
        case .cube: return try evaluator.apply(.power, x, Number(3))
        case .reciprocal: return try evaluator.apply(.divide, Number(1), x)
        case .factorial: return try evaluator.apply(.factorial, x)
        case .powerOfTen: return try evaluator.apply(.power, Number(10), x)
        case .powerOfTwo: return try evaluator.apply(.power, Number(2), x)
        case .powerOfY, .logBase, .yRoot: throw CalculationError(.domain("\(rawValue) needs a second number"))
        default: return try evaluator.apply(engineFunction!, x)
        }
    }

    /// The engine's function behind a key that is one (all but the powers, 1/x and x!).
    private var engineFunction: Function? {
        switch self {
        case .squareRoot: return .sqrt
        case .cubeRoot: return .cbrt
        case .exp: return .exp
        case .ln: return .ln
        case .log: return .log
        case .log2: return .log2
        case .sin: return .sin
        case .cos: return .cos
        case .tan: return .tan
        case .asin: return .asin
        case .acos: return .acos
        case .atan: return .atan
        case .sinh: return .sinh
        case .cosh: return .cosh
        case .tanh: return .tanh
        case .asinh: return .asinh
        case .acosh: return .acosh
        case .atanh: return .atanh
        case .square, .cube, .reciprocal, .factorial, .powerOfTen, .powerOfTwo, .powerOfY, .logBase, .yRoot: return nil
        }
    }

    /// The expression text the key inserts: after its operand ("^2") or before it ("sin(").
    /// Every text is one the parser reads, so a keypad expression can always be evaluated.
    var expressionText: String {
        switch self {
        case .square: return "^2"
        case .cube: return "^3"
        case .reciprocal: return "^(−1)"
        case .factorial: return "!"
        case .squareRoot: return "√("
        case .cubeRoot: return "∛("
        case .exp: return "e^("
        case .powerOfTen: return "10^("
        case .powerOfTwo: return "2^("
        case .log2: return "log2("
        case .asin: return "asin("
        case .acos: return "acos("
        case .atan: return "atan("
        case .asinh: return "asinh("
        case .acosh: return "acosh("
        case .atanh: return "atanh("
        default: return rawValue + "("
        }
    }

    /// How the basic keypad writes the function applied to an operand on its
    /// secondary line: in expression syntax, `9^2`, `√(9)`, `(1 + 2)!`.
    func written(applyingTo operand: String) -> String {
        if isPostfix {
            let simple = operand.allSatisfy { $0.isNumber || $0 == "." || $0 == "," }
            return (simple ? operand : "(" + operand + ")") + expressionText
        }
        return expressionText + operand + ")"
    }
}

extension BinaryOperator {
    /// Standard precedence: + − < × ÷ mod < ^.
    var precedence: Int {
        switch self {
        case .add, .subtract: return 1
        case .multiply, .divide, .modulo: return 2
        case .power: return 3
        }
    }

    /// Whether a pending `self` is worked out before `next` joins: a^b^c waits (right-associative).
    func isDone(before next: BinaryOperator) -> Bool {
        precedence > next.precedence || (precedence == next.precedence && next != .power)
    }

    /// The operator as an expression writes it.
    var expressionText: String { self == .modulo ? " mod " : rawValue }
}
