import Testing

@testable import CalculatorKit

/// What the rows of the tables in this file ask of the world outside the state: the calculations
/// that "=" records. A row not named here asks for nothing.
private let recorded: [String: [Asked]] = [
    "5 m+ 1 ÷ 0 = mr + 1 =": [.record("5 + 1 = 6")]
]

/// The basic keypad where it used to differ from the iPhone: memory after Error, and
/// the two-number keys lit while they wait.
@Suite("basic keypad: memory after Error, lit two-number keys")
struct KeypadAgreementTests {
    @Test(
        "mr after Error recalls the memory",
        arguments: [
            ("5 m+ 1 ÷ 0 = mr", "5"), ("5 m+ 1 ÷ 0 = mr + 1 =", "6"), ("1 ÷ 0 = mr", "0"),
        ] as [(String, String)])
    func memoryAfterError(_ typed: String, _ display: String) {
        let shown = screen(typed, effects: recorded[typed] ?? [])
        #expect(shown.display == display, "\(typed)")
        #expect(shown.error == nil, "\(typed)")
    }

    @Test(
        "a pending yˣ, ʸ√x or log_y is lit like a pending xʸ",
        arguments: [
            ("2 2nd eˣ", Key.function(.exp)), ("8 ʸ√x", .function(.yRoot)), ("8 2nd ln", .function(.ln)),
            ("2 xʸ", .operation(.power)),
        ] as [(String, Key)])
    func twoNumberKeysAreLit(_ typed: String, _ cell: Key) {
        #expect(screen(typed).isHighlighted(cell), "\(typed)")
        #expect(!screen(typed + " 3").isHighlighted(cell), "\(typed) 3")  // until the next digit
        #expect(Screen(screen(typed)).lit.contains(cell.label) || !KeypadLayout.allKeys.contains(cell), "\(typed)")
    }

    @Test func nothingElseIsLit() {
        #expect(!screen("2 eˣ").isHighlighted(.function(.exp)))
        #expect(!screen("8 ʸ√x").isHighlighted(.function(.squareRoot)))
    }
}
