import BigInt

/// An exact form written as the calculator reads it back: 2/3, 1 1/3 (mixed), 2√2, π/2,
/// √2/2, 3π/4, 1/3 + √3, 3 ln 2, ln(2)/2. Typing the text (but a mixed fraction) gives the same value.
public struct ExactFormText: Sendable, Equatable {
    /// Fractions above 1 as a whole number and a proper fraction: 4/3 as 1 1/3.
    public var mixed: Bool

    /// What a display says of a value with no known exact form.
    public static let noFormKnown = "no exact form is known"
    /// What a display says of a form wider than it.
    public static let tooLongToShow = "the exact form is too long to show"

    public init(mixed: Bool = false) {
        self.mixed = mixed
    }

    /// The value's exact form as text, or nil when no exact form is known (it stays decimal).
    /// - Parameter maxCharacters: a longer text is nil too (a display's width).
    public func string(_ number: Number, maxCharacters: Int? = nil) -> String? {
        guard let form = number.exactForm else { return nil }
        // A million-digit fraction is not a form anyone reads; nor worth the time to write.
        if let maxCharacters, form.bitWidth > maxCharacters * 4 { return nil }
        let text = string(form)
        if let maxCharacters, text.count > maxCharacters { return nil }
        return text
    }

    /// The form as text, within a budget (the digits of a large fraction take time).
    public func string(_ number: Number, budget: Budget) throws(CalculationError) -> String? {
        guard let form = number.exactForm else { return nil }
        if form.isRational {
            return try rational(form.rational, TimedSteps(budget: budget))
        }
        return string(form)
    }

    public func string(_ form: ExactForm) -> String {
        let steps = UntimedSteps()
        guard let constant = form.constant else { return (try? rational(form.rational, steps)) ?? "" }
        let term = self.term(form.coefficient.magnitude, constant)
        if form.rational.isZero { return (form.coefficient.isNegative ? "-" : "") + term }
        let first = (try? rational(form.rational, steps)) ?? ""
        return first + (form.coefficient.isNegative ? " - " : " + ") + term
    }

    /// c·constant for c > 0: π, 2π, π/2, 3π/4, √2/2, 3 ln 2, ln(2)/2.
    private func term(_ c: Rational, _ constant: ExactForm.Constant) -> String {
        let numerator = c.numerator, denominator = c.denominator
        let name: String
        switch constant {
        case .pi: name = "π"
        case .e: name = "e"
        case let .squareRoot(n): name = "√" + String(n)
        case let .logarithm(n): name = c.isInteger ? "ln " + String(n) : "ln(" + String(n) + ")"
        }
        let spaced: Bool
        if case .logarithm = constant { spaced = true } else { spaced = false }
        let factor = numerator == 1 ? "" : String(numerator) + (spaced ? " " : "")
        return factor + name + (c.isInteger ? "" : "/" + String(denominator))
    }

    private func rational(_ r: Rational, _ budget: some BigSteps) throws(CalculationError) -> String {
        let sign = r.isNegative ? "-" : ""
        let n = r.numerator.magnitude, d = r.denominator.magnitude
        if r.isInteger { return sign + (try n.decimalString(budget)) }
        if mixed && n > d {
            let (whole, rest) = n.quotientAndRemainder(dividingBy: d)
            return sign + (try whole.decimalString(budget)) + " " + (try rest.decimalString(budget)) + "/"
                + (try d.decimalString(budget))
        }
        return sign + (try n.decimalString(budget)) + "/" + (try d.decimalString(budget))
    }
}
