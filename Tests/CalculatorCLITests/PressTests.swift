import Foundation
import Testing

/// The screens `calculator press` printed, one JSON object per line.
private func screens(_ run: Run) throws -> [[String: Any]] {
    try run.out.split(separator: "\n").map { line in
        try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
    }
}

@Suite("calculator press")
struct PressTests {
    @Test func basicKeypad() throws {
        let run = try Run(["press", "2", "+", "3", "×", "4", "="])
        #expect(run.status == 0)
        #expect(run.err.isEmpty)
        let screen = try #require(try screens(run).first)
        #expect(screen["display"] as? String == "14")
        #expect(screen["expression"] as? String == "2 + 3 × 4")
        #expect(screen["clear"] as? String == "C")
        #expect(screen["operator"] is NSNull)
        #expect(screen["error"] is NSNull)
        #expect(try screens(run).count == 1)
    }

    @Test func expressionKeypad() throws {
        let run = try Run(["press", "--mode", "expression", "1", "+", "2", "×", "3"])
        let screen = try #require(try screens(run).first)
        #expect(screen["display"] as? String == "7")
        #expect(screen["expression"] as? String == "1+2×3")
        #expect(screen["operator"] is NSNull)
        #expect(screen["emphasis"] as? String == "expression")
    }

    @Test func traceShowsEveryKey() throws {
        let run = try Run(["press", "--trace", "5", "+", "=", "=", "="])
        let shown = try screens(run)
        #expect(shown.compactMap { $0["display"] as? String } == ["5", "5", "10", "15", "20"])
        #expect(shown.compactMap { $0["key"] as? String } == ["5", "+", "=", "=", "="])
        #expect(shown[1]["operator"] as? String == "+")
    }

    @Test func aRunOfDigitsIsOneKeyPerDigit() throws {
        let shown = try screens(try Run(["press", "--trace", "123", "1.5"]))
        #expect(shown.compactMap { $0["display"] as? String } == ["1", "12", "123", "1,231", "1,231.", "1,231.5"])
    }

    @Test(
        "ASCII spellings",
        arguments: [
            (["8", "-", "2", "="], "6"), (["2", "*", "3", "/", "4", "="], "1.5"), (["9", "sqrt"], "3"),
            (["3", "x^2"], "9"),
            (["5", "neg"], "-5"), (["12", "back"], "1"), (["12", "DEL"], "1"), (["12", "⌫"], "1"),
            (["2", "pow", "10", "="], "1,024"),
            (["5", "fact"], "120"), (["30", "sin"], "0.5"), (["0.5", "2nd", "sin"], "30"),
            (["1", "+", "C", "5", "="], "6"),
            (["1", "+", "2", "AC"], "0"), (["55", "%"], "0.55"), (["1", "EE", "3", "="], "1,000"),
            (["5", "m+", "mr"], "5"),
        ] as [([String], String)])
    func asciiSpellings(_ keys: [String], _ display: String) throws {
        let screen = try #require(try screens(try Run(["press"] + keys)).first)
        #expect(screen["display"] as? String == display, "\(keys)")
    }

    @Test("keys by their ids, and each screen names its key by id")
    func keyIds() throws {
        let shown = try screens(
            try Run(["press", "--trace", "8", "divide", "2", "equals", "changeSign", "mode.expression"]))
        #expect(shown.compactMap { $0["display"] as? String }.prefix(5) == ["8", "8", "2", "4", "-4"])
        #expect(
            shown.compactMap { $0["keyId"] as? String } == [
                "8", "divide", "2", "equals", "changeSign", "mode.expression",
            ])
        #expect(shown.last?["title"] as? String == "Expression")
        #expect(shown.first?["indicators"] as? [String: String] == ["angle": "Deg"])
    }

    /// The iPhone's screens, rule by rule (docs/iphone-keypad.md).
    @Test(
        "the iPhone's screens",
        arguments: [
            (["5", "+", "2", "C"], "0", "+"), (["5", "+", "2", "C", "×", "3", "="], "15", nil),
            (["50", "+", "10", "%", "="], "55", nil), (["--mode", "expression", "50", "+", "10", "%", "="], "55", nil),
            (["--mode", "expression", "5", "+", "2", "C", "×", "3", "="], "15", nil),
            (["--mode", "expression", "1", "÷", "0", "=", "5"], "5", nil),
            (["0.5", "x!"], "0.88622693", nil), (["2", "2nd", "eˣ", "3", "="], "9", nil),
            (["8", "ʸ√x", "3", "="], "2", nil),
            (["mr"], "0", nil), (["--angle", "rad", "89489", "cosh", "tan⁻¹"], "1.57079633", nil),
            (["3000", "±", "eˣ"], "1.30783902e-1303", nil), (["1455", "tanh"], "1", nil),
            (["1", "EE", "999", "x²", "tan⁻¹"], "90", nil),
        ] as [([String], String, String?)])
    func iPhoneScreens(_ keys: [String], _ display: String, _ lit: String?) throws {
        let screen = try #require(try screens(try Run(["press"] + keys)).first)
        #expect(screen["display"] as? String == display, "\(keys)")
        #expect(screen["operator"] as? String == lit, "\(keys)")
    }

    /// Every number shown is rounded at its last digit, halves away from zero, as people round.
    @Test(
        "rounded as people round",
        arguments: [
            (["2", "÷", "3", "="], "0.66666667"), (["1", "÷", "6", "="], "0.16666667"),
            (["8", "÷", "9", "="], "0.88888889"),
            (["20", "÷", "3", "="], "6.66666667"), (["3", "sqrt"], "1.73205081"), (["1", "eˣ"], "2.71828183"),
            (["2", "cbrt"], "1.25992105"), (["999999999", "+", "0.5", "="], "1e9"),
            (["123456789", "×", "123456789", "="], "1.52415788e16"),
            (["--mode", "expression", "2", "÷", "3", "="], "0.66666666666667"),
        ] as [([String], String)])
    func rounded(_ keys: [String], _ display: String) throws {
        let screen = try #require(try screens(try Run(["press"] + keys)).first)
        #expect(screen["display"] as? String == display, "\(keys)")
        #expect(screen["rounded"] as? String == "≈", "\(keys)")
    }

    @Test func theExpressionLineFollowsTheLocale() throws {
        let screen = try #require(
            try screens(try Run(["press", "--mode", "expression", "--locale", "de", "1234.5", "+", "1"])).first)
        #expect(screen["expression"] as? String == "1.234,5+1")
        #expect(screen["display"] as? String == "1.235,5")
    }

    @Test func errorsAreInTheScreen() throws {
        let screen = try #require(try screens(try Run(["press", "1", "÷", "0", "="])).first)
        #expect(screen["display"] as? String == "Error")
        #expect(screen["error"] as? String == "cannot divide by zero")
        #expect(screen["clear"] as? String == "AC")
        let expression = try #require(
            try screens(try Run(["press", "--mode", "expression", "1", "/", "0", "="])).first)
        #expect(expression["error"] as? String == "cannot divide by zero at column 2")
    }

    @Test func unknownKeysAreNamed() throws {
        let run = try Run(["press", "1", "+", "foo", "="])
        #expect(run.status == 1)
        #expect(run.out.isEmpty)
        #expect(run.err.contains("unknown key 'foo'"))
    }

    @Test func options() throws {
        let german = try #require(try screens(try Run(["press", "--locale", "de", "1234.5"])).first)
        #expect(german["display"] as? String == "1.234,5")
        let wide = try #require(
            try screens(try Run(["press", "--width", "20", "--digits", "15", "1", "÷", "3", "="])).first)
        #expect(wide["display"] as? String == "0.33333333333333")
        let radians = try #require(try screens(try Run(["press", "--angle", "rad", "0", "cos"])).first)
        #expect(radians["angle"] as? String == "rad")
        #expect(radians["display"] as? String == "1")
        let empty = try #require(try screens(try Run(["press"])).first)
        #expect(empty["display"] as? String == "0")
        #expect(empty["clear"] as? String == "AC")
        let narrow = try Run(["press", "--width", "5", "1"])
        #expect(narrow.status != 0)
        #expect(narrow.err.contains("--width must be between 12 and 1000"))
        let locale = try Run(["press", "--locale", "fr", "1"])
        #expect(locale.err.contains("unknown --locale 'fr'"))
    }

    @Test func historyAndCopyText() throws {
        let screen = try #require(try screens(try Run(["press", "1", "÷", "3", "=", "+", "1", "="])).first)
        let history = try #require(screen["history"] as? [[String: String]])
        #expect(
            history == [
                ["expression": "1 ÷ 3", "result": "≈ 0.33333333"],
                ["expression": "0.33333333 + 1", "result": "≈ 1.33333333"],
            ])
        #expect((screen["copy"] as? String)?.hasPrefix("1.3333333333333333333") == true)
        #expect(screen["exact"] as? Bool == true)
        #expect(screen["complete"] as? Bool == false)
        #expect(screen["rounded"] as? String == "≈")
        #expect(screen["note"] as? String == "rounded: the value has more digits")
    }

    @Test func theExpressionArgumentStillWorks() throws {
        #expect(try Run(["1+2"]).out == "3\n")
        #expect(try Run(["--", "-2^2"]).out == "-4\n")
        #expect(try Run([], input: "2^10\nans/4\n").out == "1024\n256\n")
    }
}

@Suite("calculator --format chinese")
struct ChineseFormatTests {
    @Test(arguments: [
        ("1409.50", "壹仟肆佰零玖元伍角"), ("6007.14", "陆仟零柒元壹角肆分"), ("1000+24", "壹仟零贰拾肆元整"),
        ("0.56", "伍角陆分"), ("1/3", "叁角叁分"),
    ])
    func amounts(_ expression: String, _ expected: String) throws {
        let run = try Run(["--format", "chinese", expression])
        #expect(run.status == 0)
        #expect(run.out == expected + "\n")
    }

    @Test func amountsThatCannotBeWrittenAreErrors() throws {
        let negative = try Run(["--format", "chinese", "--", "-5"])
        #expect(negative.status == 1)
        #expect(negative.err == "error: a negative amount has no Chinese uppercase form (cheques are positive)\n")
        let huge = try Run(["--format", "chinese", "10^16"])
        #expect(huge.status == 1)
        #expect(huge.err.contains("too large"))
    }

    @Test func batch() throws {
        let run = try Run(["--format", "chinese"], input: "1409.5\n-1\n532\n")
        #expect(run.status == 1)
        #expect(run.out == "壹仟肆佰零玖元伍角\nerror\n伍佰叁拾贰元整\n")  // one line out per line in
        #expect(run.err == "line 2: a negative amount has no Chinese uppercase form (cheques are positive)\n")
    }
}
