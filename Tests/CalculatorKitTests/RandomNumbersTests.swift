import BigInt
import TestSupport
import Testing

@testable import CalculatorKit

/// rand and randint, drawn from a seeded source so that every run sees the same draws.
@Suite("rand and randint")
struct RandomNumbersTests {
    private func evaluator(seed: UInt64) -> Evaluator {
        var evaluator = Evaluator(limits: testLimits)
        evaluator.random = RandomNumbers(seed: seed)
        return evaluator
    }

    private func draws(_ source: String, seed: UInt64, count: Int) throws -> [Rational] {
        let evaluator = evaluator(seed: seed)
        return try (0..<count).map { _ in try #require(evaluator.evaluate(source).exactValue) }
    }

    @Test("rand() is in [0, 1) with at most 15 decimals, and not always the same")
    func unitInterval() throws {
        let values = try draws("rand()", seed: 1, count: 500)
        let scale = Rational(BigInt(10).power(15))
        for value in values {
            #expect(value >= .zero && value < .one)
            #expect((value * scale).isInteger)
        }
        #expect(Set(values).count > 490)
        // Spread over the interval: both halves are drawn often.
        #expect(values.filter { $0 < Rational(1, 2) }.count > 150)
        #expect(values.filter { $0 >= Rational(1, 2) }.count > 150)
    }

    @Test("rand(a, b) is in [a, b), of rationals and of named reals")
    func interval() throws {
        for value in try draws("rand(-3, 5/2)", seed: 2, count: 300) {
            #expect(value >= Rational(-3) && value < Rational(5, 2))
        }
        let evaluator = evaluator(seed: 3)
        for _ in 0..<50 {
            let value = try evaluator.evaluate("rand(1, pi)")
            let double = try #require(Double(NumberFormat(significantDigits: 17).string(value, limits: testLimits)))
            #expect(double >= 1 && double < Double.pi)
        }
    }

    @Test("randint(a, b) is a whole number from a to b, each drawn")
    func wholeNumbers() throws {
        let values = try draws("randint(1, 6)", seed: 4, count: 600)
        #expect(values.allSatisfy { $0.isInteger })
        #expect(Set(values) == Set((1...6).map { Rational($0) }))
        #expect(try draws("randint(-2, -2)", seed: 5, count: 3) == [Rational(-2), Rational(-2), Rational(-2)])
    }

    @Test("randint is exact far beyond 64 bits")
    func bigWholeNumbers() throws {
        let low = BigInt(10).power(30), high = BigInt(10).power(30) + 1000
        let values = try draws("randint(10^30, 10^30 + 1000)", seed: 6, count: 200)
        for value in values {
            #expect(value.isInteger && value.numerator >= low && value.numerator <= high)
        }
        #expect(Set(values).count > 150)
        let wide = try draws("randint(0, 2^200)", seed: 7, count: 50)
        #expect(wide.allSatisfy { $0.isInteger && $0.numerator >= 0 && $0.numerator <= BigInt(2).power(200) })
        // Most draws of 0…2^200 are past 2^190: the high words are drawn too.
        #expect(wide.filter { $0.numerator > BigInt(2).power(190) }.count > 40)
    }

    @Test("the same seed gives the same draws; another seed, others")
    func seeded() throws {
        let first = try draws("rand() + randint(0, 10^20)", seed: 42, count: 20)
        let again = try draws("rand() + randint(0, 10^20)", seed: 42, count: 20)
        let other = try draws("rand() + randint(0, 10^20)", seed: 43, count: 20)
        #expect(first == again)
        #expect(first != other)
        // Two draws in one line differ: the source moves on within an evaluation.
        let pair = try #require(evaluator(seed: 9).evaluate("rand() - rand()").exactValue)
        #expect(pair != .zero)
    }

    @Test("the keypad's source continues into the evaluator's")
    func keypadSource() {
        let numbers = RandomNumbers(RandomSource(seed: 77))
        #expect(numbers.seed == 77)
        _ = numbers.fraction()
        #expect(numbers.seed != 77)
    }

    @Test(
        "wrong calls say why",
        arguments: [
            ("rand(1)", "takes 0 or 2 arguments, not 1"), ("rand(1, 2, 3)", "takes 0 or 2 arguments, not 3"),
            ("randint(1)", "takes 2 arguments, not 1"), ("randint(1.5, 3)", "randint takes whole numbers"),
            ("randint(3, 1)", "needs a ≤ b"), ("rand(2, 2)", "needs a < b"), ("rand(3, 1)", "needs a < b"),
        ])
    func wrongCalls(source: String, message: String) {
        let error = calcError(source)
        #expect(error?.message.contains(message) == true, "\(source): \(String(describing: error?.message))")
    }

    @Test("a keypad's calculations draw from its state's seed: the same seed, the same numbers")
    func keypadSeed() throws {
        func context(_ seed: UInt64) -> KeypadContext {
            KeypadContext(
                display: DisplayFit(width: 16, maxDigits: 16), angle: .degrees, random: RandomSource(seed: seed),
                limits: testLimits)
        }
        let first = try context(9).evaluator.evaluate("rand() + randint(1, 1000)")
        #expect(try context(9).evaluator.evaluate("rand() + randint(1, 1000)") == first)
        #expect(try context(10).evaluator.evaluate("rand() + randint(1, 1000)") != first)
        #expect(try context(9).evaluator.evaluate("rand()") == evaluator(seed: 9).evaluate("rand()"))
        // After "=" drew from it, the sequence moves somewhere unrelated: none of its draws again.
        var moved = RandomSource(seed: 9)
        moved.jump()
        let before = try draws("rand()", seed: 9, count: 50), after = try draws("rand()", seed: moved.seed, count: 50)
        #expect(Set(before).isDisjoint(with: after))
    }

    @Test("help functions lists them")
    func listed() {
        #expect(FunctionTable.text.contains("rand(a, b)"))
        #expect(FunctionTable.text.contains("randint(a, b)"))
    }
}

/// Gradians and turns as angle settings, exact where degrees are.
@Suite("Angle units: grad and turn")
struct AngleUnitTests {
    private func value(_ source: String, _ angle: AngleUnit) throws -> Number {
        try Evaluator(angle: angle, limits: testLimits).evaluate(source)
    }

    @Test("exact at the turn's simple fractions, inverses in the unit")
    func exactValues() throws {
        #expect(try value("sin(100)", .gradians) == Number(1))
        #expect(try value("cos(200)", .gradians) == Number(-1))
        #expect(try value("sin(50)^2", .gradians) == .exact(Rational(1, 2)))
        #expect(try value("asin(1)", .gradians) == Number(100))
        #expect(try value("atan2(1, 1)", .gradians) == Number(50))
        #expect(try value("cos(1/2)", .turns) == Number(-1))
        #expect(try value("sin(1/12)", .turns) == .exact(Rational(1, 2)))
        #expect(try value("acos(0)", .turns) == .exact(Rational(1, 4)))
        #expect(try value("atan2(-1, 0)", .turns) == .exact(Rational(-1, 4)))
        #expect(calcError("tan(100)", angle: .gradians)?.message.contains("100 grad + k·200 grad") == true)
    }

    @Test("a note's line sets them")
    func noteSetting() {
        #expect(AngleSetting.parse("angle = grad") == .gradians)
        #expect(AngleSetting.parse("angle = turn") == .turns)
        #expect(AngleSetting.label(.gradians) == "Grad")
    }
}
