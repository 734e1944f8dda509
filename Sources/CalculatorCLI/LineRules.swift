import CalculatorKit
import Foundation

/// The command line reads a line as a note reads it: `r = 2.5`, `area(r) = pi r^2`,
/// `3 ft to m`, `20% of 150`, `$40 - 15%`, `€1,200.50 + 1`, `2026-12-25 + 3 days` (only
/// the totals and line references belong to notes alone). Lines that can only be read by
/// those rules go through them; plain expressions keep the fast path (a batch of them is
/// benchmarked against bc), and one that fails there is read again by the notes' rules.
enum LineRules {
    /// One line of a batch or the command line: a line of another form than a plain
    /// expression (see `Evaluator.isPlainLine`) by the notes' rules, else an expression with
    /// one time limit for its value and digits. An expression that fails but names units is
    /// read again as a quantity line (3 ft + 2 in).
    static func run(_ line: String, with evaluator: inout Evaluator, output: Output) throws(CalculationError) {
        if !Evaluator.isPlainLine(line) || evaluator.names.hasQuantities && evaluator.mentionsUnits(line)
            || evaluator.word != nil || Evaluator.usesBits(line[...])
        {
            try evaluate(line, with: &evaluator, output: output)
            return
        }
        let budget = WaitedJob.start()
        let result: Number
        do {
            result = try evaluator.evaluate(line, budget: budget)
        } catch {
            // Out of time, a line is not worked out again by the notes' rules: one limit a line.
            if case .timeLimit = error.kind { throw error }
            if evaluator.mentionsUnits(line) {
                try evaluate(line, with: &evaluator, output: output)
                return
            }
            // Words only a note's rules read (20% of 150, $40 - 15%, today); else the expression's own error.
            let result = noteLine(line, evaluator)
            if case let .failure(noteError) = result.outcome {
                // Money that needs rates says so; any other line keeps the expression's error.
                throw noteError.kind == .definition(CurrencyRates.needsRates) ? noteError : error
            }
            try show(result, with: &evaluator, output: output)
            return
        }
        try output.result(result, budget: budget)
        // Only a result that was shown becomes ans: one whose digits could not be found (too
        // close to zero, out of time) is never worked out again.
        evaluator.answer = result
    }

    /// Evaluates a definition or conversion, remembers what it defines, and prints its
    /// result (a function definition prints an empty line, keeping one line per line).
    static func evaluate(_ line: String, with evaluator: inout Evaluator, output: Output) throws(CalculationError) {
        try show(noteLine(line, evaluator), with: &evaluator, output: output)
    }

    /// A line by the notes' rules. Without a rates file, amounts of one currency are money
    /// (`$40 - 15%`), but a conversion between currencies is refused as before: it needs one.
    private static func noteLine(_ line: String, _ evaluator: Evaluator) -> LineResult {
        let clock = NoteClock(now: Date())
        guard evaluator.currencies == nil else { return evaluator.evaluateNoteLine(line, clock: clock) }
        var money = evaluator
        money.currencies = .shipped
        let result = money.evaluateNoteLine(line, clock: clock)
        guard result.ratesNote != nil else { return result }
        // It converts between currencies ($20 + 5 EUR): without rates, say how to give them.
        let withoutRates = evaluator.evaluateNoteLine(line, clock: clock)
        if case let .failure(error) = withoutRates.outcome, case .definition = error.kind { return withoutRates }
        var refused = withoutRates
        refused.outcome = .failure(CalculationError(.definition(CurrencyRates.needsRates)))
        return refused
    }

    /// Remembers what a line defines and prints its result: a date as it is shown.
    private static func show(_ result: LineResult, with evaluator: inout Evaluator, output: Output)
        throws(CalculationError)
    {
        evaluator.remember(result)
        switch result.outcome {
        case .blank where result.text != nil:
            print(result.text!)
        case .blank, .function:
            output.blankLine()
        case let .value(number, _) where result.wordShown != nil:
            output.inBase(number, result.wordShown!)
        case let .value(number, unit):
            try output.result(number, unit: unit, leading: result.leading, carry: result.carry)
        case let .failure(error):
            throw error
        }
    }
}
