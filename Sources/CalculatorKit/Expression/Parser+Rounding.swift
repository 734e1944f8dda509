extension Parser {
    /// Spreadsheets' roundings to `places` decimal places: ROUNDUP away from 0, ROUNDDOWN (the
    /// HP Prime's TRUNCATE) toward 0; and MROUND, to the nearest multiple of its second argument.
    /// Written with the language's own functions, so they stay exact.
    static func rounded(
        _ name: String, _ x: Expression, _ second: Expression, column: Int
    ) -> Expression {
        if name == "mround" {
            let quotient = Expression.binary(.divide, x, second, column: column)
            return .binary(.multiply, second, .builtin(.round, [quotient], column: column), column: column)
        }
        let scale = Expression.binary(.power, .number(Rational(10), column: column), second, column: column)
        guard name == "roundup" else {
            let scaled = Expression.binary(.multiply, x, scale, column: column)
            return .binary(.divide, .builtin(.trunc, [scaled], column: column), scale, column: column)
        }
        // sgn(x)·⌈|x|·10ⁿ⌉/10ⁿ
        let scaled = Expression.binary(.multiply, .function(.abs, x, column: column), scale, column: column)
        let up = Expression.binary(.divide, .builtin(.ceil, [scaled], column: column), scale, column: column)
        return .binary(.multiply, .builtin(.sgn, [x], column: column), up, column: column)
    }

    /// EVEN and ODD, a spreadsheet's: away from 0 to the next even, odd whole number (ODD(0) is
    /// 1); and Python's copysign(a, b): |a| with the sign of b (+ for 0).
    static func signed(_ name: String, _ x: [Expression], column: Int) -> Expression {
        func n(_ value: Int) -> Expression { .number(Rational(value), column: column) }
        // sgn b + 1 − (sgn b)²: the sign of b, and 1 for 0.
        func plusForZero(_ b: Expression) -> Expression {
            let sign = Expression.builtin(.sgn, [b], column: column)
            let square = Expression.binary(.power, sign, n(2), column: column)
            return .binary(.subtract, .binary(.add, sign, n(1), column: column), square, column: column)
        }
        let magnitude = Expression.function(.abs, x[0], column: column)
        switch name {
        case "copysign": return .binary(.multiply, magnitude, plusForZero(x[1]), column: column)
        case "even":
            // sgn(x)·2·⌈|x|/2⌉
            let half = Expression.builtin(.ceil, [.binary(.divide, magnitude, n(2), column: column)], column: column)
            let up = Expression.binary(.multiply, n(2), half, column: column)
            return .binary(.multiply, .builtin(.sgn, [x[0]], column: column), up, column: column)
        default:
            // ±(2·⌈(|x| + 1)/2⌉ − 1)
            let above = Expression.binary(.add, magnitude, n(1), column: column)
            let half = Expression.builtin(.ceil, [.binary(.divide, above, n(2), column: column)], column: column)
            let up = Expression.binary(.subtract, .binary(.multiply, n(2), half, column: column), n(1), column: column)
            return .binary(.multiply, plusForZero(x[0]), up, column: column)
        }
    }
}
