import BigInt
import Foundation

/// A function of one variable to plot: an expression in `x` (`sin(x)`, `x^2 - 2`) or a
/// call of a user function from a note (`f(x)`), with the names it may use bound.
public struct PlotFunction: Sendable {
    /// As the user wrote it, for the legend.
    public let source: String
    let expression: Expression
    let program: MachineProgram
    let evaluator: Evaluator

    /// Parses `source` with `x` as the variable; `evaluator` gives the angle unit,
    /// the limits and the user's names (a note's functions and variables).
    public init(_ source: String, evaluator: Evaluator = Evaluator()) throws(CalculationError) {
        var scope = evaluator.names
        scope.parameters = ["x"]
        self.source = source.trimmingCharacters(in: .whitespaces)
        expression = try Parser.parse(source, limits: evaluator.limits, scope: scope)
        program = try MachineProgram(expression, angle: evaluator.angle, budget: Budget(limits: evaluator.limits))
        self.evaluator = evaluator
    }

    /// f(x) in machine doubles, for drawing (NaN where undefined).
    public func approximateValue(at x: Double) -> Double { program.value(at: x) }

    /// f(x) exactly, for marked values.
    func exactValue(at x: Rational, budget: Budget) throws(CalculationError) -> Number {
        var inner = evaluator
        inner.arguments = [.exact(x)]
        return try inner.evaluate(expression, budget: budget)
    }

    /// The sign of f(x): −1, 0 or 1; 0 also when it is too close to zero to tell.
    func sign(at x: Rational, budget: Budget) throws(CalculationError) -> Int {
        let value = try exactValue(at: x, budget: budget)
        return try PlotFunction.sign(of: value, budget: budget)
    }

    static func sign(of value: Number, budget: Budget) throws(CalculationError) -> Int {
        do throws(CalculationError) {
            return try Calculation(budget: budget, angle: .radians).sign(of: value, "the sign")
        } catch {
            if case .undecidable = error.kind { return 0 }
            throw error
        }
    }

    /// The sign of f(a) − f(b), 0 when they are equal or too close to tell apart.
    func compare(_ a: Rational, _ b: Rational, budget: Budget) throws(CalculationError) -> Int {
        let fa = try exactValue(at: a, budget: budget), fb = try exactValue(at: b, budget: budget)
        let difference = try Calculation(budget: budget, angle: .radians).subtract(fa, fb)
        return try PlotFunction.sign(of: difference, budget: budget)
    }
}

extension Rational {
    /// The double's exact value (finite doubles are dyadic rationals).
    init(exactly x: Double) {
        precondition(x.isFinite)
        if x == 0 { self = .zero; return }
        let bits = x.significandBitPattern, biased = Int(x.exponentBitPattern)
        let significand = BigInt(Int64(biased == 0 ? bits : bits | 1 << 52))
        let exponent = (biased == 0 ? 1 : biased) - 1075
        let signed = x < 0 ? -significand : significand
        self = exponent >= 0 ? Rational(signed << exponent) : Rational(signed, BigInt(1) << -exponent)
    }
}
