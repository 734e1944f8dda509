import Foundation
import TestSupport
import Testing

@testable import CalculatorKit

/// Random and mutated inputs thrown at the evaluator with a small budget each: none may
/// crash or hang, and each gives a value or an error placed within the input whose
/// message shows no raw control character. The seed is fixed, so a failure reproduces.
@Suite("Fuzzing the evaluator")
struct FuzzTests {
    static let count = 20_000

    /// Small bounds keep each input cheap in a debug build: the code paths are the same.
    static let limits = CalculationLimits(
        maxBits: 1 << 12, timeLimit: .milliseconds(20), comparisonBits: 256, maxPrecisionBits: 1 << 13)

    /// Pieces of the language and of what else people (and attackers) type.
    static let vocabulary: [String] = [
        "0", "1", "2", "7", "10", "0.5", ".5", "3.", "1e3", "1e-3", "2E+9", "1,000", "1,00", "12,345.6", "1e999999999",
        "99999999999999999999", "0.0000000000000000001", "1e", "1..2",
        "+", "-", "−", "–", "*", "×", "·", "/", "÷", "^", "**", "%", "!", "mod", "(", ")", "((", "))",
        "√", "∛", "pi", "π", "e", "ans", "sin(", "cos(", "tan(", "asin(", "acos(", "atan(", "sinh(", "cosh(",
        "tanh(", "asinh(", "acosh(", "atanh(", "ln(", "log(", "log2(", "exp(", "sqrt(", "cbrt(", "abs(", "sin",
        "foo", "x", " ", "  ", "\t", "\n", "\u{A0}", "\u{202F}", "\u{1B}[31m", "\u{0}", "\u{7F}", "\u{9B}", "\u{202E}",
        "é", "😀", "١", "１", "∞", "NaN", ",", ".", "E", "_", "\"", "'", "\\", "=", "<", ";",
        "½", "1¾", "²", "⁻¹", "¹⁰⁰", "1_000", "2e−1", "max(", "gcd(", "round(", "ncr(", "median(", "atan2(", "nCr",
        "sec(", "floor(", "log(", "degrees(", "sin ", "ln ",
    ]

    @Test func randomAndMutatedInputs() throws {
        let fixtures = try fixture("expressions").compactMap { $0.first.map(String.init) }
        var random = SplitMix(state: 13)
        var values = 0, errors = 0
        for index in 0..<Self.count {
            let source: String
            switch index % 10 {
            case 0..<5: source = Self.mutated(fixtures.randomElement(using: &random)!, &random)
            case 5..<9: source = Self.tokenSoup(&random)
            default: source = Self.extreme(&random)
            }
            if Self.check(source) { values += 1 } else { errors += 1 }
        }
        // Both outcomes are common, so the inputs reach evaluation, not just the lexer.
        #expect(values > Self.count / 10)
        #expect(errors > Self.count / 10)
    }

    /// Evaluates `source` and writes its digits; true for a value, false for an error.
    static func check(_ source: String) -> Bool {
        let budget = Budget(limits: limits)
        do throws(CalculationError) {
            let value = try Evaluator(limits: limits).evaluate(source, budget: budget)
            _ = try value.decimalApproximation(significantDigits: 12, budget: budget)
            return true
        } catch {
            if let column = error.column {
                #expect(
                    (1...source.unicodeScalars.count + 1).contains(column), "\(error) in \(source.debugDescription)")
            }
            #expect(standsWhereItSays(error, in: source), "\(error) in \(source.debugDescription)")
            let raw = error.description.unicodeScalars.contains { $0.properties.generalCategory == .control }
            #expect(!raw, "\(error.description.debugDescription) for \(source.debugDescription)")
            return false
        }
    }

    /// Whether the text an error names (an unexpected token, an unknown name, an invalid
    /// number) is in the line at the error's column, as typed: no column of a rewriting, no
    /// character the person did not type. Text the message shows escaped is not compared.
    /// An invalid number's column is the character that spoils it, within the number.
    static func standsWhereItSays(_ error: CalculationError, in source: String) -> Bool {
        let named: String, within: Bool
        switch error.kind {
        case let .unexpected(text), let .unknownName(text): (named, within) = (text, false)
        case let .invalidNumber(text): (named, within) = (text, true)
        default: return true
        }
        guard let column = error.column, CalculationError.visible(named) == named else { return true }
        let scalars = Array(source.unicodeScalars), wanted = Array(named.unicodeScalars)
        let starts = within ? Swift.max(0, column - wanted.count)...(column - 1) : (column - 1)...(column - 1)
        return starts.contains { start in
            start >= 0 && start + wanted.count <= scalars.count
                && Array(scalars[start..<start + wanted.count]) == wanted
        }
    }

    /// Lines a note reads besides expressions: phrases, units, money, bases.
    static let noteLines = [
        "20% of 150", "20% off 150 ft", "$40 - 15%", "50 is what % of 200", "15% of what is 30", "3 ft to m",
        "1.5 h to h min", "60 miles per hour to km/h", "0xFF to bin", "hex(255)", "5 ft 3 in + 2 cm", "100 °C to °F",
        "12°34'56\"", "1 nautical mile to km", "x = 3 kg", "f(x) = x^2 + 1", "€1,200.50 + 1", "2 × 3 m",
    ]

    @Test("a note's lines, mutated: each error names what was typed, where it was typed")
    func mutatedNoteLines() {
        var random = SplitMix(state: 29)
        for _ in 0..<2_000 {
            let line = Self.mutated(Self.noteLines.randomElement(using: &random)!, &random)
            let result = Evaluator(limits: Self.limits).evaluateNoteLine(line, clock: nil)
            if case let .failure(error) = result.outcome {
                #expect(Self.standsWhereItSays(error, in: line), "\(error) in \(line.debugDescription)")
            }
        }
    }

    /// A fixture expression with a few random edits.
    static func mutated(_ source: String, _ random: inout SplitMix) -> String {
        var scalars = Array(source.unicodeScalars)
        for _ in 0..<Int.random(in: 1...4, using: &random) {
            let at = Int.random(in: 0...scalars.count, using: &random)
            switch Int.random(in: 0..<5, using: &random) {
            case 0:  // insert a piece of the vocabulary
                scalars.insert(contentsOf: vocabulary.randomElement(using: &random)!.unicodeScalars, at: at)
            case 1:  // delete a stretch
                let end = Swift.min(scalars.count, at + Int.random(in: 1...3, using: &random))
                scalars.removeSubrange(at..<end)
            case 2:  // repeat a stretch
                let end = Swift.min(scalars.count, at + Int.random(in: 1...6, using: &random))
                scalars.insert(contentsOf: scalars[at..<end], at: at)
            case 3:  // replace one character by a random byte-sized one
                if at < scalars.count { scalars[at] = Unicode.Scalar(UInt8.random(in: 0...127, using: &random)) }
            default:  // wrap in a function or parentheses
                scalars =
                    Array(["sin(", "(", "√(", "-(", "ln(", "exp("].randomElement(using: &random)!.unicodeScalars)
                    + scalars + [")"]
            }
        }
        var text = ""
        text.unicodeScalars.append(contentsOf: scalars)
        return text
    }

    /// 1 to 30 random pieces of the vocabulary.
    static func tokenSoup(_ random: inout SplitMix) -> String {
        (0..<Int.random(in: 1...30, using: &random)).map { _ in vocabulary.randomElement(using: &random)! }.joined()
    }

    /// Deep nesting, long postfix and operator runs, huge literals, near and past the limits.
    static func extreme(_ random: inout SplitMix) -> String {
        let n = [5, 50, 199, 200, 201, 202, 400, 1230].randomElement(using: &random)!
        let piece = vocabulary.randomElement(using: &random)!
        switch Int.random(in: 0..<9, using: &random) {
        case 0:
            return String(repeating: "(", count: n) + piece
                + String(repeating: ")", count: Int.random(in: 0...n, using: &random))
        case 1: return "3" + String(repeating: ["!", "%", "!%"].randomElement(using: &random)!, count: n)
        case 2:
            return String(repeating: ["-", "−(", "√", "2^", "sin(", "+"].randomElement(using: &random)!, count: n) + "2"
        case 3:
            return Array(repeating: ["1", "e", "π", "sin(1)", "√2", piece].randomElement(using: &random)!, count: n)
                .joined(separator: ["+", "-", "×", "÷", "^", "mod"].randomElement(using: &random)!)
        case 4: return String(repeating: "9", count: n * 10) + piece
        case 5: return "1e" + String(repeating: "9", count: n % 30) + piece
        case 6: return String(repeating: "\u{A0}", count: n * 10) + piece + String(repeating: " ", count: n)
        case 7: return piece + String(repeating: "\u{1B}", count: n % 20) + "[0m"
        default: return String(repeating: piece, count: n)
        }
    }
}
