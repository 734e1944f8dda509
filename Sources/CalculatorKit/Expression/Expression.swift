/// A parsed expression. Every node keeps the column of the token that made it,
/// so evaluation errors (÷0, domain, size) can say where they happened.
public indirect enum Expression: Sendable, Equatable {
    case number(Rational, column: Int)
    /// A value computed earlier: a keypad operand, or a user variable's value
    /// (bound when the expression is parsed, so a later redefinition cannot change it).
    case value(Number, column: Int)
    /// A unit written in a line with units (`ft`, `m²`, `12°34′56″`, a quantity's name):
    /// what it stands for in SI base units, and its place among the line's units, by which
    /// the dimensions' walk (`QuantityLine`) finds what unit it is.
    case unit(Int, Number, column: Int)
    case constant(Constant, column: Int)
    /// `ans`: the previous result.
    case answer(column: Int)
    case negate(Expression, column: Int)
    case binary(BinaryOperator, Expression, Expression, column: Int)
    /// A run of two or more left-associative operators of one precedence (1+2−3+…,
    /// 2×3÷4…), kept flat: a long run makes a wide tree, not a deep one, so that
    /// evaluating, comparing and freeing it need no recursion as deep as the run.
    case chain(Expression, [Link])
    case postfix(PostfixOperator, Expression, column: Int)
    case function(Function, Expression, column: Int)
    /// A function beyond the keypad's: `gcd(12, 18)`, `round(x, 2)`, `max(a, b, c)`.
    case builtin(BuiltinFunction, [Expression], column: Int)
    /// A parameter of the user function being evaluated, by its place in the parameter list.
    case parameter(Int, column: Int)
    /// A call of a user function, bound to its definition when parsed (so cycles cannot form).
    case call(UserFunction, [Expression], column: Int)

    public var column: Int {
        switch self {
        case let .number(_, column), let .value(_, column), let .unit(_, _, column), let .constant(_, column),
            let .answer(column),
            let .negate(_, column), let .binary(_, _, _, column), let .postfix(_, _, column),
            let .function(_, _, column), let .parameter(_, column), let .call(_, _, column),
            let .builtin(_, _, column):
            return column
        case let .chain(first, links):
            return links.first?.column ?? first.column
        }
    }

    /// One step of a chain: the operator, where it stands, and its right operand.
    public struct Link: Sendable, Equatable {
        public let op: BinaryOperator
        public let operand: Expression
        public let column: Int

        public init(_ op: BinaryOperator, _ operand: Expression, column: Int) {
            self.op = op
            self.operand = operand
            self.column = column
        }
    }

    /// `first` followed by `links`: itself alone, one binary node, or a flat chain.
    static func leftToRight(_ first: Expression, _ links: [Link]) -> Expression {
        switch links.count {
        case 0: return first
        case 1: return .binary(links[0].op, first, links[0].operand, column: links[0].column)
        default: return .chain(first, links)
        }
    }
}

public enum BinaryOperator: String, Sendable, Equatable {
    case add = "+", subtract = "−", multiply = "×", divide = "÷", power = "^", modulo = "mod"
}

public enum PostfixOperator: String, Sendable, Equatable {
    case percent = "%", factorial = "!"
}

public enum Constant: String, Sendable, Equatable, CaseIterable {
    case pi = "π", e = "e"
}

public enum Function: String, Sendable, Equatable, CaseIterable {
    case sqrt, cbrt, abs, ln, log, log2, exp
    case sin, cos, tan, asin, acos, atan, sinh, cosh, tanh, asinh, acosh, atanh
}

extension Constant {
    /// Spellings accepted in expressions.
    static let names: [String: Constant] = ["pi": .pi, "π": .pi, "PI": .pi, "Pi": .pi, "e": .e]
}

extension Function {
    /// Spellings accepted in expressions (the case names plus a few common aliases).
    static let names: [String: Function] = {
        var names = Dictionary(uniqueKeysWithValues: allCases.map { ($0.rawValue, $0) })
        names["log10"] = .log
        names["lg"] = .log
        names["ld"] = .log2
        names["fabs"] = .abs  // C's and Python's name
        names["arcsin"] = .asin
        names["arccos"] = .acos
        names["arctan"] = .atan
        names["arsinh"] = .asinh
        names["arcosh"] = .acosh
        names["artanh"] = .atanh
        names["arcsinh"] = .asinh
        names["arccosh"] = .acosh
        names["arctanh"] = .atanh
        return names
    }()
}
