import BigInt
import TestSupport
import Testing

@testable import CalculatorKit

/// Random key sequences, fixed seeds, on every keypad, checked against models written
/// apart from the keypads: an arithmetic model for the basic and expression keypads
/// (precedence, ±, xʸ), the unit definitions for the converter, and the expression line,
/// which read again must give the value shown. Bound by counts, not time.
@Suite("Random key sequences against a model", .serialized)
struct KeypadModelTests {
    /// One operand as typed: digits, maybe a point and more digits, maybe ±.
    struct Operand {
        var keys: [Key]
        var value: Rational
    }

    /// - Parameter signed: whether ± may follow (not before xʸ: −5^2 reads as −(5^2) on the
    ///   expression keypad, while the basic keypad squares −5).
    static func operand(_ random: inout SplitMix, digits: ClosedRange<Int>, point: Bool, signed: Bool) -> Operand {
        var keys: [Key] = [], whole = BigInt(0), fraction = 0
        for _ in 0..<Int.random(in: digits, using: &random) {
            let d = Int.random(in: 0...9, using: &random)
            keys.append(.digit(d))
            whole = whole * 10 + BigInt(d)
        }
        if point, Int.random(in: 0..<4, using: &random) == 0 {
            keys.append(.point)
            for _ in 0..<Int.random(in: 1...3, using: &random) {
                let d = Int.random(in: 0...9, using: &random)
                keys.append(.digit(d))
                whole = whole * 10 + BigInt(d)
                fraction += 1
            }
        }
        var value = Rational(whole, BigInt(10).power(fraction))
        if signed, Int.random(in: 0..<5, using: &random) == 0 {
            keys.append(.changeSign)
            value = -value
        }
        return Operand(keys: keys, value: value)
    }

    enum Outcome: Equatable {
        case value(Rational)
        /// Division by zero, 0 to a negative power.
        case error
        /// Too large (9^9^9) or irrational (2^(1/3)) for this model: not checked.
        case tooLarge
    }

    /// a op b op c …: × ÷ before + −, ^ first and to the right.
    static func model(_ values: [Rational], _ ops: [BinaryOperator]) -> Outcome {
        func rank(_ op: BinaryOperator) -> Int { op == .power ? 3 : op == .multiply || op == .divide ? 2 : 1 }
        var output: [Rational] = [], stack: [BinaryOperator] = []
        func reduce() -> Outcome? {
            let op = stack.removeLast(), b = output.removeLast(), a = output.removeLast()
            switch op {
            case .add: output.append(a + b)
            case .subtract: output.append(a - b)
            case .multiply: output.append(a * b)
            case .divide:
                if b.isZero { return .error }
                output.append(a / b)
            default:
                // A fractional power (8 ^ 5 ^ −1) is irrational: left to the other tests.
                guard b.isInteger, let n = b.numerator.exactInt, abs(n) <= 40 else { return .tooLarge }
                if a.isZero, n < 0 { return .error }
                var p = Rational.one
                for _ in 0..<abs(n) { p = p * a }
                output.append(n < 0 ? Rational.one / p : p)
            }
            return nil
        }
        output.append(values[0])
        for (op, value) in zip(ops, values.dropFirst()) {
            while let top = stack.last, rank(top) > rank(op) || rank(top) == rank(op) && op != .power {
                if let stop = reduce() { return stop }
            }
            stack.append(op)
            output.append(value)
        }
        while !stack.isEmpty { if let stop = reduce() { return stop } }
        return .value(output[0])
    }

    /// Whether `text` is `value` correctly rounded at its last digit (exactly it when complete).
    static func shows(_ text: String, _ value: Rational, complete: Bool) -> Bool {
        guard let (shown, unit) = displayedNumber(text) else { return false }
        if complete { return shown == value }
        let gap = (shown - value).magnitude, half = unit / Rational(2)
        return gap < half || gap == half && shown.magnitude > value.magnitude
    }

    @Test(
        "arithmetic on the basic and expression keypads equals the model, and so does the line",
        arguments: [
            CalculatorState.Mode.basic, .expression,
        ])
    func arithmetic(_ mode: CalculatorState.Mode) throws {
        var random = SplitMix(state: mode == .basic ? 3901 : 3902)
        var limits = CalculationLimits.standard
        limits.timeLimit = .seconds(5)
        for _ in 0..<3_000 {
            // No power of a power: 4026^(9^3) has thousands of digits, slow to check in a debug build.
            var ops: [BinaryOperator] = []
            for _ in 0..<Int.random(in: 1...4, using: &random) {
                let choices: [BinaryOperator] =
                    [.add, .subtract, .multiply, .divide] + (ops.last == .power ? [] : [.power])
                ops.append(choices.randomElement(using: &random)!)
            }
            var keys: [Key] = [], values: [Rational] = []
            for index in 0...ops.count {
                let exponent = index > 0 && ops[index - 1] == .power
                let signed = index == ops.count || ops[index] != .power
                let next = Self.operand(&random, digits: exponent ? 1...1 : 1...4, point: !exponent, signed: signed)
                if index > 0 { keys.append(.operation(ops[index - 1])) }
                keys += next.keys
                values.append(next.value)
            }
            keys.append(.equals)
            var state = CalculatorState(mode: mode, seed: 1, limits: limits)
            for key in keys { state.tapInSequence(key) }
            let view = state.view
            let typed = keys.map(\.label).joined(separator: " ")
            #expect(view.display.count <= state.context.display.width, "\(typed): \(view.display)")
            let expected: Rational
            switch Self.model(values, ops) {
            case .error:
                // The expression keypad says Error at "="; the basic keypad at the operator after
                // the ÷0, and a digit after that starts afresh, as on the iPhone.
                if mode == .expression { #expect(view.display == "Error", "\(typed): \(view.display)") }
                continue
            case .tooLarge:
                continue
            case let .value(value):
                expected = value
            }
            if view.display == "Error" {
                // A documented refusal: a value past the size bound, or too small to show.
                let reason = view.error ?? ""
                #expect(reason.contains("too small") || reason.contains("too large"), "\(typed): \(reason)")
                continue
            }
            #expect(view.value?.exactValue == expected, "\(typed)")
            #expect(Self.shows(view.display, expected, complete: view.isComplete), "\(typed): \(view.display)")
            // The line says what was calculated.
            let line = view.expression.replacingOccurrences(of: ",", with: "")
            let again = try? Evaluator(limits: limits).evaluate(line)
            #expect(again?.exactValue == expected, "\(typed): the line \(line)")
        }
    }

    /// Every key of the expression keypad: after "=", the line read again shows what the
    /// display shows. (The basic keypad's line writes an operand that came from a function
    /// key as the display shows it, rounded, as the iPhone does: `e^(6) + 403.428793`; its
    /// line is checked above, where operands are typed.)
    @Test("every key: the line after = gives the display")
    func lineGivesTheDisplay() {
        let mode = CalculatorState.Mode.expression
        var random = SplitMix(state: 3904)
        let limits = CalculationLimits(maxBits: 1 << 12, timeLimit: .milliseconds(200))
        // Keys whose value the line writes rounded or not at all (memory, Rand's next
        // number, a mode switch) are left out: the line could not say them.
        let keys = keypadKeys.filter { key in
            switch key {
            case .mode, .memoryRecall, .memoryAdd, .memorySubtract, .memoryClear, .random: return false
            default: return true
            }
        }
        var checked = 0
        for _ in 0..<1_500 {
            var state = CalculatorState(mode: mode, seed: 1, limits: limits)
            var typed: [Key] = []
            for _ in 0..<Int.random(in: 1...8, using: &random) {
                let key = keys.randomElement(using: &random)!
                typed.append(key)
                state.tapInSequence(key)
            }
            state.tapInSequence(.equals)
            let view = state.view
            guard view.error == nil, view.display != "Error", let value = view.value, !view.expression.isEmpty,
                view.emphasis == .result || mode == .basic
            else { continue }
            var evaluator = Evaluator(angle: view.angle, limits: limits)
            evaluator.answer = nil
            let line = view.expression.replacingOccurrences(of: ",", with: "")
            guard let again = try? evaluator.evaluate(line) else { continue }
            let fit =
                mode == .expression
                ? ExpressionKeypad.fit(state.context)
                : DisplayFit(
                    width: state.context.display.width, maxDigits: state.context.display.maxDigits,
                    separators: state.context.display.separators)
            guard let shown = try? fit.shown(again, limits: limits), let own = try? fit.shown(value, limits: limits)
            else { continue }
            checked += 1
            #expect(shown.text == own.text, "\(typed.map(\.label)): \(line) gives \(shown.text), shown \(own.text)")
        }
        #expect(checked > 300)
    }

    /// Length and mass units by their definitions (1 in = 2.54 cm, 1 lb = 0.45359237 kg).
    static let metres: [String: Rational] = [
        "m": 1, "km": 1000, "cm": Rational(1, 100), "mm": Rational(1, 1000), "in": Rational(254, 10_000),
        "ft": Rational(3048, 10_000), "yd": Rational(9144, 10_000), "mi": Rational(1_609_344, 1000), "nmi": 1852,
        "au": Rational(149_597_870_700), "ly": Rational(9_460_730_472_580_800),
    ]
    static let kilograms: [String: Rational] = {
        let pound = Rational(45_359_237, 100_000_000)
        return [
            "kg": 1, "g": Rational(1, 1000), "mg": Rational(1, 1_000_000), "t": 1000, "lb": pound,
            "oz": pound / Rational(16), "st": pound * Rational(14), "ton": pound * Rational(2000),
            "ct": Rational(2, 10_000), "gr": pound / Rational(7000),
        ]
    }()

    @Test("the converter equals the unit definitions")
    func converter() {
        var random = SplitMix(state: 3905)
        var checked = 0
        for _ in 0..<2_000 {
            let category: ConverterCategory = Bool.random(using: &random) ? .length : .mass
            var state = CalculatorState(mode: .converter, seed: 1)
            state.tapInSequence(.converter(.category(category)))
            var typed: [Key] = []
            for _ in 0..<Int.random(in: 1...12, using: &random) {
                let key: Key =
                    [
                        .digit(Int.random(in: 0...9, using: &random)), .digit(Int.random(in: 0...9, using: &random)),
                        .point, .changeSign, .backspace, .converter(.swap), .converter(.nextFromUnit),
                        .converter(.nextToUnit), .converter(.previousToUnit), .clear,
                    ].randomElement(using: &random)!
                typed.append(key)
                state.tapInSequence(key)
            }
            let view = state.view
            guard let screen = view.converter, let typedValue = displayedNumber(screen.input)?.value else {
                Issue.record("\(typed.map(\.label)): no converter screen")
                continue
            }
            let table = category == .length ? Self.metres : Self.kilograms
            guard let from = table[screen.fromUnit], let to = table[screen.toUnit] else { continue }
            let expected = typedValue * from / to
            checked += 1
            #expect(view.display.count <= state.context.display.width)
            #expect(view.value?.exactValue == expected, "\(typed.map(\.label)): \(screen)")
            #expect(
                Self.shows(view.display, expected, complete: view.isComplete),
                "\(typed.map(\.label)): \(view.display) for \(expected)")
        }
        #expect(checked > 1_000)
    }
}
