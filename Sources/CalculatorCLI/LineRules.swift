import CalculatorKit
import Foundation

/// The command line reads a line as a note reads it: `r = 2.5`, `area(r) = pi r^2`,
/// `3 ft to m`, `20% of 150`, `$40 - 15%`, `€1,200.50 + 1`, `2026-12-25 + 3 days` (only
/// the totals and line references belong to notes alone). Lines that can only be read by
/// those rules go through them; plain expressions keep the fast path (a batch of them is
/// benchmarked against bc), and one that fails there is read again by the notes' rules.
enum LineRules {
    static func apply(to line: String) -> Bool {
        // On the bytes: a batch of 10,000 lines is raced against bc, and String's searches
        // go through Foundation and Unicode tables for every line. In place: a copy of
        // each line's bytes cost as much as the scan.
        var contiguous = line
        return contiguous.withUTF8 { apply(to: line, bytes: $0) }
    }

    private static func apply(to line: String, bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var index = 0
        // hex(255), bin(5), oct(8), dec(0xFF): a conversion to a base, written as a call.
        while index < bytes.count && bytes[index] == UInt8(ascii: " ") { index += 1 }
        if bytes.count - index > 4, bytes[index + 3] == UInt8(ascii: "("),
            ["hex", "bin", "oct", "dec"].contains(where: { $0.utf8.elementsEqual(bytes[index..<index + 3]) })
        {
            return true
        }
        index = 0
        while index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: "="), UInt8(ascii: "#"): return true  // a definition; a comment line, as in notes
            case UInt8(ascii: "-") where isDay(bytes, dashAt: index): return true  // 2026-12-25 is a day
            case UInt8(ascii: "-") where index + 1 < bytes.count && bytes[index + 1] == UInt8(ascii: ">"): return true
            case 0xE2 where index + 2 < bytes.count && bytes[index + 1] == 0x86 && bytes[index + 2] == 0x92:
                return true  // →
            case UInt8(ascii: "t") where index + 1 < bytes.count && bytes[index + 1] == UInt8(ascii: "o"):
                let before = index > 0 ? bytes[index - 1] : UInt8(ascii: " ")
                let after = index + 2 < bytes.count ? bytes[index + 2] : UInt8(ascii: " ")
                // Next to a byte of a non-ASCII character, only the characters can tell whether it is a letter.
                if before >= 0x80 || after >= 0x80 {
                    return line.split(whereSeparator: { !$0.isLetter }).contains("to")
                }
                if !isASCIILetter(before) && !isASCIILetter(after) { return true }
            default: break
            }
            index += 1
        }
        return false
    }

    /// Four digits that start a number, then one or two digits between dashes and one or two
    /// after: a day (2026-12-25), as the notes read one. A number's decimals before a minus
    /// (2645.8459-88) are no day, nor are 6235-3-378686783414 and 3458-2-(1).
    private static func isDay(_ bytes: UnsafeBufferPointer<UInt8>, dashAt index: Int) -> Bool {
        func isDigit(_ at: Int) -> Bool { at >= 0 && at < bytes.count && (48...57).contains(bytes[at]) }
        func startsNumber(_ at: Int) -> Bool {
            at < 0 || !(isDigit(at) || bytes[at] == UInt8(ascii: ".") || isASCIILetter(bytes[at]))
        }
        func isDash(_ at: Int) -> Bool { at < bytes.count && bytes[at] == UInt8(ascii: "-") }
        guard index >= 4, (index - 4..<index).allSatisfy(isDigit), startsNumber(index - 5), isDigit(index + 1)
        else { return false }
        guard let dayAt = isDash(index + 2) ? index + 3 : isDigit(index + 2) && isDash(index + 3) ? index + 4 : nil
        else { return false }
        return isDigit(dayAt) && !(isDigit(dayAt + 1) && isDigit(dayAt + 2))
    }

    private static func isASCIILetter(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte | 0x20)
    }

    /// One line of a batch or the command line: a statement or quantity line by the rules
    /// above, else an expression with one time limit for its value and digits. An
    /// expression that fails but names units is read again as a quantity line (3 ft + 2 in).
    static func run(_ line: String, with evaluator: inout Evaluator, output: Output) throws(CalculationError) {
        if apply(to: line) || evaluator.names.hasQuantities && evaluator.mentionsUnits(line) || evaluator.word != nil
            || Evaluator.usesBits(line[...])
        {
            try evaluate(line, with: &evaluator, output: output)
            return
        }
        let budget = WaitedJob.start()
        let result: Number
        do {
            result = try evaluator.evaluate(line, budget: budget)
        } catch {
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
            try output.result(number, unit: unit, leading: result.leading)
        case let .failure(error):
            throw error
        }
    }
}
