import Testing

@testable import CalculatorKit

/// What the Screen JSON says beyond the digits: the waiting operator, the lit cell, and
/// the display in words.
@Suite("Screen: the waiting operator and the spoken display")
struct ScreenSpokenTests {
    @Test(
        "operator names a waiting two-number key",
        arguments: [("2 2nd eˣ", "yˣ"), ("8 2nd ln", "log_y"), ("8 ʸ√x", "ʸ√x"), ("2 +", "+"), ("2 xʸ", "^")])
    func waitingOperator(_ typed: String, _ name: String) {
        #expect(Screen(screen(typed)).operator == name, "\(typed)")
    }

    @Test("on the expression keypad a yˣ waiting for its base is named too")
    func expressionPowerOfY() {
        #expect(Screen(expressionScreen("3 2nd eˣ")).operator == "yˣ")
        #expect(Screen(expressionScreen("3 2nd eˣ 2 =", effects: [.record("2^3 = 8")])).operator == nil)
    }

    @Test("with 2nd turned off, the lit cell reads and speaks the waiting key")
    func litCell() {
        let off = Screen(screen("2 2nd eˣ 2nd"))
        #expect(!off.second)
        #expect(off.lit == ["eˣ"])
        #expect(off.captions["eˣ"] == "yˣ")
        #expect(off.spoken["eˣ"] == Key.function(.powerOfY).spokenName)
        // With 2nd on the cell reads yˣ by itself.
        let on = Screen(screen("2 2nd eˣ"))
        #expect(on.lit.contains("eˣ"))
        #expect(on.captions["eˣ"] == "yˣ")
    }

    @Test(
        "the display in words",
        arguments: [
            ("1.5664488e845097", "1.5664488 times ten to the 845097"),
            ("-1.5e-7", "minus 1.5 times ten to the minus 7"),
            ("-0", "0"), ("-0.", "0."), ("-0.5", "minus 0.5"), ("1,234", "1,234"), ("Error", "Error"),
        ])
    func words(_ display: String, _ spoken: String) {
        #expect(ViewState.spoken(display) == spoken)
    }

    @Test("the JSON carries the spoken display")
    func json() throws {
        let view = screen("1 ÷ 7 =", effects: [.record("1 ÷ 7 = ≈ 0.14285714")])
        #expect(Screen(view).spokenDisplay == "0.14285714")
        #expect(Screen(screen("9 ± EE 9 9")).spokenDisplay == "minus 9 times ten to the 99")
    }
}
