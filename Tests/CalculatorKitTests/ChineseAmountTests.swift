import Testing

@testable import CalculatorKit

/// docs/chinese-amounts.md: every example, then each rule by its number there.
@Suite("Chinese uppercase amounts")
struct ChineseAmountTests {
    private func upper(_ source: String, negative: ChineseAmount.NegativeAmounts = .refuse) throws -> String {
        try ChineseAmount.uppercase(try Evaluator().evaluate(source), negative: negative)
    }

    @Test(
        "worked examples",
        arguments: [
            ("1409.50", "壹仟肆佰零玖元伍角"), ("6007.14", "陆仟零柒元壹角肆分"), ("1680.32", "壹仟陆佰捌拾元零叁角贰分"),
            ("325.04", "叁佰贰拾伍元零肆分"), ("532.00", "伍佰叁拾贰元整"), ("1024", "壹仟零贰拾肆元整"),
            ("67556.32", "陆万柒仟伍佰伍拾陆元叁角贰分"),
        ])
    func workedExamples(_ amount: String, _ expected: String) throws {
        #expect(try upper(amount) == expected)
    }

    @Test(
        "rules",
        arguments: [
            // 1: groups of four; an all-zero group drops its unit.
            ("100000000", "壹亿元整"), ("100000001", "壹亿零壹元整"), ("100010000", "壹亿零壹万元整"),
            ("123456789012", "壹仟贰佰叁拾肆亿伍仟陆佰柒拾捌万玖仟零壹拾贰元整"),
            ("1000000000000", "壹万亿元整"), ("1000000010000", "壹万亿零壹万元整"),
            ("9999999999999999.99", "玖仟玖佰玖拾玖万玖仟玖佰玖拾玖亿玖仟玖佰玖拾玖万玖仟玖佰玖拾玖元玖角玖分"),
            // 2: a run of zeros in the middle is one 零.
            ("1000001", "壹佰万零壹元整"), ("10001", "壹万零壹元整"), ("1001.01", "壹仟零壹元零壹分"),
            // 3 (our choice): 零 after a zero 万 or 元 digit followed by 千 or 角.
            ("105000", "壹拾万零伍仟元整"), ("1005000", "壹佰万零伍仟元整"), ("1010000000", "壹拾亿零壹仟万元整"),
            ("20.5", "贰拾元零伍角"),
            // 4: 零 after 元 when 角 is 0 and 分 is not.
            ("1.05", "壹元零伍分"),
            // 5: 整 after 元, not after 角 or 分.
            ("3", "叁元整"), ("3.1", "叁元壹角"), ("3.11", "叁元壹角壹分"),
            // 6: 拾 always has its digit.
            ("10", "壹拾元整"), ("110000", "壹拾壹万元整"), ("100000", "壹拾万元整"),
            // 8: below one yuan (our choice: no 零元).
            ("0.56", "伍角陆分"), ("0.5", "伍角"), ("0.06", "陆分"), ("0", "零元整"),
            // 9: rounded half up to the fen.
            ("0.125", "壹角叁分"), ("0.124999", "壹角贰分"), ("1/3", "叁角叁分"), ("2/3", "陆角柒分"), ("0.004", "零元整"),
            ("99.995", "壹佰元整"),
        ])
    func rules(_ amount: String, _ expected: String) throws {
        #expect(try upper(amount) == expected, "\(amount)")
    }

    @Test func onlyLegalCharacters() throws {
        let legal = Set("零壹贰叁肆伍陆柒捌玖拾佰仟万亿元角分整")
        for amount in ["1409.50", "6007.14", "1680.32", "100010000.01", "9999999999999999.99", "0.56", "1000000000000"]
        {
            #expect(try upper(amount).allSatisfy(legal.contains), "\(amount)")
        }
    }

    @Test func prefixAndNegativeAmounts() throws {
        #expect(try ChineseAmount.uppercase(Rational(10), prefix: true) == "人民币壹拾元整")
        #expect(throws: ChineseAmount.Failure.negative) { try upper("-5") }
        #expect(try upper("-5", negative: .prefix) == "负伍元整")
        #expect(try upper("-0.001", negative: .prefix) == "零元整")  // rounds to zero: no sign
    }

    @Test func hugeAmountsAreRefused() throws {
        #expect(throws: ChineseAmount.Failure.tooLarge) { try upper("10^16") }
        #expect(throws: ChineseAmount.Failure.tooLarge) { try upper("9999999999999999.995") }
        #expect(throws: ChineseAmount.Failure.tooLarge) { try upper("10^1000") }
        #expect(ChineseAmount.Failure.tooLarge.description.contains("10^16"))
    }

    /// Digits of a value known only approximately: the fen is decided from them unless a half fen may lie beyond them.
    @Test func approximateValues() throws {
        func approximation(_ digits: String, exponent: Int) -> DecimalApproximation {
            DecimalApproximation(isNegative: false, digits: digits, exponent: exponent, isExact: false)
        }
        let pi = approximation("3141592653589793238462643383279", exponent: 0)
        #expect(try ChineseAmount.uppercase(truncated: pi, negative: .refuse, prefix: false) == "叁元壹角肆分")
        let nearHalf = approximation("1" + "23" + "4" + String(repeating: "9", count: 27), exponent: 0)
        #expect(throws: ChineseAmount.Failure.undecidable) {
            try ChineseAmount.uppercase(truncated: nearHalf, negative: .refuse, prefix: false)
        }
    }
}
