import Testing

@testable import CalculatorKit

/// Each line's result as the CLI shows it: the value (20 digits) with its units, the
/// function defined, or the error with its column.
func noteResults(_ lines: [String], angle: AngleUnit = .radians, limits: CalculationLimits = .standard) -> [String] {
    Notes(text: lines.joined(separator: "\n"), angle: angle, limits: limits).lines.map { shown($0.result) }
}

func shown(_ result: LineResult) -> String {
    switch result.outcome {
    case .blank: return ""
    case let .value(number, unit):
        let digits = (try? NumberFormat(significantDigits: 20).string(number)) ?? "?"
        return unit.map { "\(digits) \($0)" } ?? digits
    case let .function(function): return "defines \(function)"
    case let .failure(error): return "error: \(error)"
    }
}

@Suite("Variables and user functions")
struct VariablesTests {
    @Test("a variable and a function of it")
    func areaOfACircle() {
        #expect(
            noteResults(["r = 2.5", "area(r) = pi r^2", "area(3)", "area(r)"])
                == ["2.5", "defines area(r)", "28.274333882308139146", "19.634954084936207740"])
    }

    @Test("several parameters, separated by ', ' or ';'")
    func parameters() {
        #expect(
            noteResults(["hyp(a, b) = sqrt(a^2 + b^2)", "hyp(3, 4)", "hyp(5;12)", "hyp(3)"])
                == ["defines hyp(a, b)", "5", "13", "error: 'hyp' takes 2 arguments, not 1 at column 1"])
    }

    @Test("a parameter hides a variable of the same name; other names are read when defined")
    func binding() {
        #expect(
            noteResults(["x = 10", "f(x) = x + 1", "f(1)", "k = 2", "g(t) = k t", "k = 100", "g(3)", "x = x + 1"])
                == ["10", "defines f(x)", "2", "2", "defines g(t)", "100", "6", "11"])
    }

    @Test(
        "built-in names cannot be redefined",
        arguments: [
            ("sin = 3", "error: 'sin' is a built-in function and cannot be redefined at column 1"),
            ("pi(x) = x", "error: 'pi' is a built-in constant and cannot be redefined at column 1"),
            ("e = 2", "error: 'e' is a built-in constant and cannot be redefined at column 1"),
            ("ans = 2", "error: 'ans' is a reserved word and cannot be redefined at column 1"),
            ("f(sqrt) = 1", "error: parameter: 'sqrt' is a built-in function and cannot be redefined at column 1"),
            ("f(x, x) = 1", "error: parameter 'x' is named twice at column 1"),
            ("2x = 1", "error: '2x' is not a name (a letter, then letters, digits or '_') at column 1"),
        ])
    func shadowing(line: String, expected: String) {
        #expect(noteResults([line]) == [expected])
    }

    @Test("recursion is refused where it is written")
    func recursion() {
        #expect(
            noteResults(["f(n) = n f(n - 1)"]) == [
                "error: 'f' cannot use itself: recursive definitions are not supported at column 10"
            ])
    }

    @Test("a cycle of names: a line uses only names defined above it")
    func cycle() {
        #expect(
            noteResults(["a = b + 1", "b = a * 2"]) == [
                "error: 'b' is defined below, on line 2; a line can use only names defined above it at column 5",
                "error: 'a' has no value: its definition failed at column 5",
            ])
    }

    @Test("unknown names still say which and where; ans is the result above")
    func unknownAndAnswer() {
        #expect(
            noteResults(["x = 2*foo", "2^10", "", "# a comment", "ans/4", "3 + 4 ="])
                == ["error: unknown name 'foo' at column 7", "1024", "", "", "256", "7"])
        #expect(calcError("2*foo") == CalculationError(.unknownName("foo"), column: 3))
    }

    @Test("errors inside a function are placed at the call")
    func errorInBody() {
        #expect(
            noteResults(["inv(x) = 1/x", "1 + inv(0)"]) == [
                "defines inv(x)", "error: cannot divide by zero at column 5",
            ])
    }

    @Test("calls that double at each level stop at the time limit, and nesting is bounded")
    func deepAndWide() {
        var lines = ["f0(x) = x + 1"]
        for level in 1...40 { lines.append("f\(level)(x) = f\(level - 1)(x) + f\(level - 1)(x)") }
        lines.append("f30(1)")
        let results = noteResults(lines, limits: CalculationLimits(timeLimit: .milliseconds(200)))
        #expect(results[31] == "defines f31(x)")
        #expect(results[32] == "error: 'f32' nests user functions more than 32 deep at column 9")
        #expect(results.last == "error: calculation stopped after the 0 s time limit at column 1")
    }

    @Test("an Evaluator with names evaluates expressions that use them")
    func evaluatorNames() throws {
        var evaluator = Evaluator()
        evaluator.names["r"] = .variable(Number(3))
        #expect(try evaluator.evaluate("2r + 1") == Number(7))
        #expect(throws: CalculationError(.unknownName("q"), column: 1)) { try evaluator.evaluate("q") }
    }
}
