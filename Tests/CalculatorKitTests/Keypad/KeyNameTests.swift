import Testing

@testable import CalculatorKit

@Suite("Key names")
struct KeyNameTests {
    @Test(
        "tokens",
        arguments: [
            ("0", Key.digit(0)), (".", .point), ("+", .operation(.add)), ("-", .operation(.subtract)),
            ("−", .operation(.subtract)),
            ("×", .operation(.multiply)), ("*", .operation(.multiply)), ("÷", .operation(.divide)),
            ("/", .operation(.divide)),
            ("=", .equals), ("%", .percent), ("±", .changeSign), ("neg", .changeSign), ("AC", .allClear), ("C", .clear),
            ("⌫", .backspace), ("DEL", .backspace), ("back", .backspace), ("del", .backspace), ("(", .openParenthesis),
            (")", .closeParenthesis), ("sin", .function(.sin)), ("SIN", .function(.sin)), ("asin", .function(.asin)),
            ("sin⁻¹", .function(.asin)), ("sinh", .function(.sinh)), ("ln", .function(.ln)), ("log", .function(.log)),
            ("x²", .function(.square)), ("x^2", .function(.square)), ("x³", .function(.cube)),
            ("xʸ", .operation(.power)),
            ("pow", .operation(.power)), ("^", .operation(.power)), ("eˣ", .function(.exp)), ("exp", .function(.exp)),
            ("10ˣ", .function(.powerOfTen)), ("√", .function(.squareRoot)), ("sqrt", .function(.squareRoot)),
            ("∛", .function(.cubeRoot)), ("1/x", .function(.reciprocal)), ("π", .constant(.pi)), ("pi", .constant(.pi)),
            ("e", .constant(.e)), ("n!", .function(.factorial)), ("fact", .function(.factorial)), ("Rand", .random),
            ("EE", .exponent), ("Deg", .angle(.degrees)), ("Rad", .angle(.radians)), ("2nd", .second),
            ("mc", .memoryClear), ("m+", .memoryAdd), ("m−", .memorySubtract), ("m-", .memorySubtract),
            ("mr", .memoryRecall),
        ] as [(String, Key)])
    func token(_ name: String, _ key: Key) {
        #expect(Key(name: name) == key)
    }

    @Test func runsOfDigitsAreOneKeyPerCharacter() {
        #expect(Key.keys(typed: "123") == [.digit(1), .digit(2), .digit(3)])
        #expect(Key.keys(typed: "1.5") == [.digit(1), .point, .digit(5)])
        #expect(Key.keys(typed: "12a") == nil)
        #expect(Key.keys(typed: "") == nil)
        #expect(Key.keys(typed: "foo") == nil)
    }

    @Test func everyKeyIsReachableByItsLabel() {
        var all: [Key] =
            (0...9).map(Key.digit) + [
                .point, .equals, .clear, .allClear, .backspace, .changeSign, .percent,
                .openParenthesis, .closeParenthesis, .random, .exponent, .second, .memoryClear, .memoryAdd,
                .memorySubtract, .memoryRecall, .angle(.degrees), .angle(.radians),
            ]
        all += [BinaryOperator.add, .subtract, .multiply, .divide, .power].map(Key.operation)
        all += KeyFunction.allCases.map(Key.function) + Constant.allCases.map(Key.constant)
        for key in all { #expect(Key(name: key.label) == key, "\(key.label)") }
    }
}
