import CalculatorKit

/// The command line takes what a notes line takes: `r = 2.5`, `area(r) = pi r^2`,
/// `3 ft to m`. Only lines that can be one of those go through the notes' line rules;
/// plain expressions keep the fast path (a batch of them is benchmarked against bc).
enum LineRules {
    static func apply(to line: String) -> Bool {
        // On the bytes: a batch of 10,000 lines is raced against bc, and String's searches
        // go through Foundation and Unicode tables for every line.
        let bytes = Array(line.utf8)
        var index = 0
        while index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: "="), UInt8(ascii: "#"): return true  // a definition; a comment line, as in notes
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
        let budget = Budget()
        let result: Number
        do {
            result = try evaluator.evaluate(line, budget: budget)
        } catch  where evaluator.mentionsUnits(line) {
            try evaluate(line, with: &evaluator, output: output)
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
        let result = evaluator.evaluateLine(line)
        evaluator.remember(result)
        switch result.outcome {
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
