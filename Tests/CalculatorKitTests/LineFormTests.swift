import Testing

@testable import CalculatorKit

/// A line's form is decided in one place: a note and the command line read the same kinds.
@Suite("the forms of a line")
struct LineFormTests {
    static func kind(_ line: String) throws -> String {
        switch try LineForm.read(line) {
        case .blank: return "blank"
        case .plot: return "plot"
        case .angle(let unit): return "angle \(unit.rawValue)"
        case .statement(let statement):
            switch statement.target {
            case .none: return "value"
            case .variable(let name): return "variable \(name)"
            case .function(let name, let parameters): return "function \(name)(\(parameters.joined(separator: ",")))"
            }
        }
    }

    @Test(
        "each form",
        arguments: [
            ("", "blank"), ("   ", "blank"), ("# a comment", "blank"), ("// a comment", "blank"),
            ("plot sin(x) from 0 to pi", "plot"), ("plot = 3", "variable plot"), ("angle = deg", "angle deg"),
            ("angle = turns", "angle turn"), ("angle = 3", "variable angle"), ("r = 2.5", "variable r"),
            ("area(r) = pi r^2", "function area(r)"), ("2 + 3 =", "value"), ("3 ft to m", "value"),
            ("255 to hex", "value"), ("20% of 150", "value"),
        ])
    func form(line: String, expected: String) throws {
        #expect(try Self.kind(line) == expected)
    }

    @Test("a definition whose left side is no name is an error at its column")
    func badDefinition() {
        #expect(throws: CalculationError.self) { try LineForm.read("  2x = 3") }
        do {
            _ = try LineForm.read("  f(x, x) = 3")
            Issue.record("no error")
        } catch {
            #expect(error.column == 3)
        }
    }

    @Test("the command line's plain lines are those with none of the other forms' marks")
    func plain() {
        for line in ["1+2", "sin(30)", "hex + 1", "tomato", "2026 - 12"] {
            #expect(Evaluator.isPlainLine(line), "\(line)")
        }
        for line in ["x = 1", "3 ft to m", "1 → m", "hex(255)", " oct(8)", "2026-12-25", "1 # note", "a->b"] {
            #expect(!Evaluator.isPlainLine(line), "\(line)")
        }
    }
}
