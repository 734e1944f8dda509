import Foundation
import Testing

@testable import CalculatorKit

/// Every way of nesting, 200 levels deep (the limit), fits in a calculation thread's stack, and
/// one level more is refused with the nesting error: no spelling takes more stack per level
/// than the parser counts. Run in a debug build, whose stack frames are the largest.
@Suite("Nesting: the depth limit holds for every spelling")
struct NestingStackTests {
    /// Trigonometric and hyperbolic names with each mark of an inverse, and of a power where
    /// the name has one (sin²(x) is (sin x)²; sec² is not read so).
    static let spellings: [String] =
        ["sin", "cos", "tan", "sinh", "cosh", "tanh", "sec", "csc", "cot", "coth"].flatMap { name in
            ["⁻¹(", "^-1("].map { name + $0 }
        }
        + ["sin", "cos", "tan", "sinh", "cosh", "tanh"].flatMap { name in ["²(", "^2("].map { name + $0 } }

    /// The other ways one level nests: calls, bars, roots, products, implicit calls; with the
    /// levels each counts (a sign and its parenthesis are two).
    static let others: [(String, Int)] = [
        ("sin(", 1), ("abs(", 1), ("fact(", 1), ("log1p(", 1), ("exp10(", 1), ("expm1(", 1), ("factorial(", 1),
        ("sqrt(", 1), ("|", 1), ("√", 1), ("2*(", 1), ("sin ", 1), ("(1+", 1), ("-(", 2), ("2^(", 2),
        ("not(", 2),
    ]

    static func nested(_ opening: String, _ levels: Int, _ inner: String = "0") -> String {
        let close = opening == "|" ? "|" : opening.hasSuffix("(") ? ")" : ""
        return String(repeating: opening, count: levels) + inner + String(repeating: close, count: levels)
    }

    /// Evaluates on a calculation thread (8 MB of stack), as the server and the terminal do.
    static func outcome(_ source: String) async -> CalculationError? {
        await CalculationThreads.shared.run(owner: "nesting-test") { () -> CalculationError? in
            do {
                _ = try Evaluator(limits: testLimits).evaluate(source)
                return nil
            } catch {
                return error as? CalculationError
            }
        }
    }

    @Test("sin⁻¹( sin^-1( sin²( sin^2( … at the limit and past it", arguments: spellings)
    func powerAndInverseSpellings(_ opening: String) async throws {
        // At the limit: an answer or an error of the value (acos(acos(0)) is undefined), never a crash.
        let deep = await NestingStackTests.outcome(NestingStackTests.nested(opening, 200))
        #expect(deep?.kind != .tooDeeplyNested(200))
        let tooDeep = await NestingStackTests.outcome(NestingStackTests.nested(opening, 201))
        #expect(tooDeep?.kind == .tooDeeplyNested(200))
    }

    @Test("the spellings give their values 200 levels deep")
    func spellingsAtTheLimitEvaluate() throws {
        for opening in ["sin⁻¹(", "sin^-1(", "sin²(", "sin^2(", "tanh⁻¹(", "tan^2("] {
            #expect(try calc(NestingStackTests.nested(opening, 200)) == "0", "\(opening)")
        }
        #expect(try calc("sin^2(pi/6)") == "0.25")
        #expect(try calc("sin²(sin²(pi/6))") == calc("sin(0.25)^2"))
        #expect(try calc("sin⁻¹(0.5)") == calc("asin(0.5)"))
        #expect(try calc("sin^-1(sin^-1(0.5))") == calc("asin(asin(0.5))"))
    }

    @Test("other ways of nesting at the limit and past it", arguments: others)
    func otherNesting(_ opening: String, _ levels: Int) async throws {
        let deep = await NestingStackTests.outcome(NestingStackTests.nested(opening, 200 / levels))
        #expect(deep?.kind != .tooDeeplyNested(200))
        let tooDeep = await NestingStackTests.outcome(NestingStackTests.nested(opening, 200 / levels + 1))
        #expect(tooDeep?.kind == .tooDeeplyNested(200))
    }

    @Test("a two-argument call nested 200 deep")
    func twoArguments() async throws {
        let pow = String(repeating: "pow(", count: 200) + "0" + String(repeating: ",1)", count: 200)
        #expect(await NestingStackTests.outcome(pow) == nil)
        #expect(await NestingStackTests.outcome("pow(" + pow + ",1)")?.kind == .tooDeeplyNested(200))
    }

    @Test("a note's own function nested 200 deep")
    func userFunctions() async throws {
        let text = "f(x) = x + 1\n" + NestingStackTests.nested("f(", 200) + "\n" + NestingStackTests.nested("f(", 201)
        let shown = await CalculationThreads.shared.run(owner: "nesting-test") {
            Notes(text: text).lines.map { line -> String in
                if case let .failure(error) = line.result.outcome { return "\(error.kind)" }
                return CalculatorKitTests.shown(line.result)
            }
        }
        #expect(Array(shown.dropFirst()) == ["200", "\(CalculationError.Kind.tooDeeplyNested(200))"])
    }
}
