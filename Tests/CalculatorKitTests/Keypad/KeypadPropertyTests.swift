import BigInt
import PropertyBased
import Testing

@testable import CalculatorKit

/// The keys whose results stay rational (the portrait keypad, memory, Rand, x², 1/x,
/// EE, parentheses), digits and operators more often, as fingers would press them.
let rationalKeys: [Key] = {
    var keys: [Key] = (0...9).map(Key.digit) + (0...9).map(Key.digit) + [.digit(0), .digit(9), .point, .point]
    keys += [BinaryOperator.add, .subtract, .multiply, .divide, .add, .subtract, .multiply, .divide].map(Key.operation)
    keys += [
        .equals, .equals, .equals, .clear, .allClear, .backspace, .backspace, .changeSign, .percent,
        .openParenthesis, .closeParenthesis, .random, .exponent, .second, .angle(.radians), .angle(.degrees),
        .memoryClear, .memoryAdd, .memorySubtract, .memoryRecall, .mode(.basic), .mode(.expression),
    ]
    keys += [KeyFunction.square, .cube, .reciprocal].map(Key.function)
    return keys
}()

/// The converter's keys: its layout's, the steps back, every kind, and the keypad switches.
/// The keys above mean nothing to it (it ignores an operator or sin), so it has its own.
let converterKeys: [Key] = {
    var keys = KeypadLayout.converter.rows.flatMap { $0.map(\.key) } + (0...9).map(Key.digit)
    keys += [ConverterKey.previousFromUnit, .previousToUnit].map(Key.converter)
    keys += ConverterCategory.allCases.map { Key.converter(.category($0)) }
    keys += [.exponent, .clear, .mode(.basic), .mode(.expression)]
    return keys
}()

/// Every key: the rational ones and the scientific keys whose results may be irrational.
let keypadKeys: [Key] =
    rationalKeys + [.operation(.power)]
    + KeyFunction.allCases.filter { ![.square, .cube, .reciprocal].contains($0) }.map(Key.function)
    + Constant.allCases.map(Key.constant)

/// A number as a display writes it ("-1,234.5", "1.5e-7", "5.", "-0"): its digits as an
/// integer and the power of ten of the last one; nil for anything else. One pass over
/// the bytes: the property tests read a display after every key.
func scanDisplay(_ text: String, separators: NumberFormat.Separators = .english) -> (
    negative: Bool, digits: Int, power: Int
)? {
    let grouping = separators.grouping.utf8.first!, point = separators.decimalPoint.utf8.first!
    var bytes = Array(text.utf8)[...]
    let negative = bytes.first == UInt8(ascii: "-")
    if negative { bytes = bytes.dropFirst() }
    var mantissa = 0, decimals = 0, digits = 0, group = 0, groups = 0
    var inFraction = false
    func isDigit(_ b: UInt8) -> Bool { b >= 0x30 && b <= 0x39 }
    while let b = bytes.first, b != UInt8(ascii: "e") {
        bytes = bytes.dropFirst()
        if isDigit(b) {
            let (m, overflow) = mantissa.multipliedReportingOverflow(by: 10)
            guard !overflow else { return nil }
            mantissa = m + Int(b - 0x30)
            digits += 1
            if inFraction { decimals += 1 } else { group += 1 }
        } else if b == grouping && !inFraction {
            // The first group has 1–3 digits, every later one 3.
            guard group >= 1 && group <= 3 && (groups == 0 || group == 3) else { return nil }
            groups += 1
            group = 0
        } else if b == point && !inFraction {
            inFraction = true
        } else {
            return nil
        }
        if !inFraction && groups > 0 && group > 3 { return nil }
    }
    guard digits > 0, group > 0 || inFraction && digits > decimals,
        groups == 0 || group == 3 || inFraction && group == 3
    else { return nil }
    var exponent = 0
    if !bytes.isEmpty {
        bytes = bytes.dropFirst()  // the "e"
        let negativeExponent = bytes.first == UInt8(ascii: "-")
        if negativeExponent { bytes = bytes.dropFirst() }
        // Exponents run to ten digits and more (e^-10^9 is about 1e-434294482).
        guard !bytes.isEmpty, bytes.count < 19, bytes.allSatisfy(isDigit) else { return nil }
        exponent = Int(String(decoding: bytes, as: UTF8.self))! * (negativeExponent ? -1 : 1)
    }
    return (negative, mantissa, exponent - decimals)
}

/// The largest power of ten whose shown digits are compared with the value as a rational (as
/// far as six digits of exponent): beyond it the rational alone would hold millions of digits.
let maxCheckedPower = 999_999

/// The number a display shows and the value of one unit in its last digit; nil for a
/// display that is no number, or one whose power of ten is past `maxCheckedPower`.
func displayedNumber(_ text: String, separators: NumberFormat.Separators = .english) -> (
    value: Rational, unit: Rational
)? {
    guard let (negative, digits, power) = scanDisplay(text, separators: separators),
        abs(power) <= maxCheckedPower
    else { return nil }
    let scale = Rational(BigInt(10).power(abs(power)))
    let unit = power >= 0 ? scale : Rational.one / scale
    let magnitude = Rational(digits) * unit
    return (negative ? -magnitude : magnitude, unit)
}

func isNumberText(_ text: String, separators: NumberFormat.Separators = .english) -> Bool {
    scanDisplay(text, separators: separators) != nil
}

/// Whether a shown number is its value rounded at the last digit shown (within half a
/// unit, a half away from zero), and never 0 for a value that is not.
/// An irrational value is read to 60 digits (which the fixtures check against mpmath),
/// allowing for their own error.
func showsTheRoundedValue(_ view: ViewState) -> Bool {
    guard let number = view.value, let (shown, unit) = displayedNumber(view.display) else { return true }
    var value: Rational, slack = Rational.zero
    if let exact = number.exactValue {
        value = exact
        if view.isComplete { return shown == value }
    } else {
        guard let digits = try? number.decimalApproximation(significantDigits: 60), !digits.isTooSmall else {
            return true
        }
        value = Rational(BigInt(digits.digits)!) * power(of: digits.exponent - digits.digits.count + 1)
        if digits.isNegative { value = -value }
        slack = power(of: digits.exponent - 59)
    }
    if shown.isZero || shown.isNegative != value.isNegative { return false }
    let gap = shown.magnitude - value.magnitude, half = unit / Rational(2)
    // A gap of exactly half a unit must be the rounding away from zero (shown above the value).
    return gap.magnitude < half + slack || gap == half
}

private func power(of exponent: Int) -> Rational {
    let scale = Rational(BigInt(10).power(abs(exponent)))
    return exponent >= 0 ? scale : Rational.one / scale
}

@Suite("Random key sequences", .serialized)
struct KeypadPropertyTests {
    static func sequences(of keys: [Key]) -> Generator<[Key], some SendableSequenceType> {
        Gen.element(of: keys).compactMap { $0 }.array(of: 1...6)
    }

    /// Size bound of the long runs: about 1,200 digits. Powers, roots and digits of numbers
    /// near the standard bound take a good part of a second each in a debug build, and
    /// random keys reach them often (10ˣ of a 5-digit number); the run at the standard
    /// bound below covers them.
    static let smallerValues = CalculationLimits(maxBits: 1 << 12, timeLimit: quickTimeLimit)

    /// A key whose value takes longer shows its time-limit error, which these runs accept like
    /// any other error. Measured in a debug build: nearly all of a run's time went to the one
    /// sequence in a few hundred or thousand that ran into the standard 10 s limit (tanh of a
    /// large number, acosh(cosh(2)) in the live result), and such a key's error was the same
    /// after 10 s as it is after 0.2 s. The time limit itself is checked by
    /// scripts/check-time-limits and the engine's own tests.
    static let quickTimeLimit = Duration.milliseconds(200)

    /// The keypads that do something with these keys: the converter ignores all but the digits
    /// and the mode keys, so it runs its own keys (below) instead.
    static let calculatingModes: [CalculatorState.Mode] = [.basic, .expression]

    /// 30,000 sequences of the keys whose values stay rational. Short sequences keep a
    /// debug run quick while still visiting every pair of keys ten times or more; each run
    /// draws new sequences (a new seed), so the runs together cover far more.
    @Test(arguments: calculatingModes)
    func neverCrashesAndAlwaysShowsANumberOrAnError(_ mode: CalculatorState.Mode) async {
        await propertyCheck(count: 30_000, input: Self.sequences(of: rationalKeys)) { keys in
            Self.play(keys, on: CalculatorState(mode: mode, seed: 1, limits: Self.smallerValues))
        }
    }

    /// Every key, irrational results included. Fewer sequences: each irrational value
    /// has its digits computed, which takes about half a millisecond in a debug build.
    @Test(arguments: calculatingModes)
    func theSameWithEveryKey(_ mode: CalculatorState.Mode) async {
        await propertyCheck(count: 5_000, input: Self.sequences(of: keypadKeys)) { keys in
            Self.play(keys, on: CalculatorState(mode: mode, seed: 1, limits: Self.smallerValues))
        }
    }

    /// Found by a run of the test above: Rand xʸ 10ˣ 8 shows 1.7506e-66478449, an exponent
    /// of eight digits, which is a number like any other.
    @Test func aTinyPowersLongExponent() {
        let keys: [Key] = [.random, .operation(.power), .function(.powerOfTen), .digit(8)]
        Self.play(keys, on: CalculatorState(mode: .expression, seed: 1, limits: Self.smallerValues))
        #expect(isNumberText("1.7506e-66478449"))
    }

    @Test(arguments: calculatingModes)
    func theSameAtTheStandardSizeBound(_ mode: CalculatorState.Mode) async {
        var limits = CalculationLimits.standard
        limits.timeLimit = Self.quickTimeLimit
        await propertyCheck(count: 1_000, input: Self.sequences(of: keypadKeys)) { [limits] keys in
            Self.play(keys, on: CalculatorState(mode: mode, seed: 1, limits: limits))
        }
    }

    /// The converter with its own keys: a number typed, units and kinds stepped, swapped.
    @Test func theConverterWithItsKeys() async {
        await propertyCheck(count: 20_000, input: Self.sequences(of: converterKeys)) { keys in
            Self.play(keys, on: CalculatorState(mode: .converter, seed: 1, limits: Self.smallerValues))
        }
    }

    /// Presses the keys, then checks the screen: a number that fits, "Error" with its
    /// reason, or (expression mode) nothing while the expression has no value; and that
    /// every digit shown is a digit of the value. Only the last screen is read: sequences
    /// have random lengths, so the screen after every shorter prefix is some other
    /// sequence's last, and reading one screen per sequence keeps the run quick once
    /// irrational values (whose digits are computed for each screen) appear.
    static func play(_ keys: [Key], on state: CalculatorState) {
        var state = state
        for key in keys { state.tapInSequence(key) }
        let view = state.view
        let blankAllowed = state.mode == .expression && view.value == nil
        guard
            scanDisplay(view.display) != nil || view.display == "Error" && view.error != nil
                || blankAllowed && view.display.isEmpty
        else {
            Issue.record("\(keys.map(\.label)) shows '\(view.display)'")
            return
        }
        if view.display.count > state.context.display.width {
            Issue.record("\(keys.map(\.label)) overflows: '\(view.display)'")
        }
        if !showsTheRoundedValue(view) {
            Issue.record("\(keys.map(\.label)) shows \(view.display), a wrong digit of \(view.value!)")
        }
    }

    @Test func numberTextRecognizer() {
        for text in ["0", "-0", "5.", "2.00", "1,234,567", "-1.5e-7", "1e9", "0.33333333", "123,456.5", "0.5"] {
            #expect(isNumberText(text), "\(text)")
        }
        for text in [
            "", "-", "1,23", ",123", "1.2.3", "e5", "1e", "Error", "1e-", "--1", "1 2", "1234,567", "1,2345", ".5",
            "1,234,",
        ] {
            #expect(!isNumberText(text), "\(text)")
        }
        #expect(isNumberText("1.234,5", separators: .german))
        #expect(displayedNumber("-1,234.50")! == (Rational(-123450, 100), Rational(1, 100)))
        #expect(displayedNumber("1.5e-7")! == (Rational(15, 100_000_000), Rational(1, 100_000_000)))
        #expect(displayedNumber("1.23456789e9")! == (Rational(1_234_567_890), Rational(10)))
    }
}
