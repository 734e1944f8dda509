import BigInt
import TestSupport
import Testing

@testable import CalculatorKit

/// One fit-to-width rule for every screen: random values in random displays.
@Suite("Display width: random values")
struct DisplayWidthTests {
    /// The shown text read back: its value and the place of its last digit.
    private static func read(_ text: String) -> (value: Rational, lastPlace: Int)? {
        var text = Substring(text.replacingOccurrences(of: ",", with: ""))
        let negative = text.hasPrefix("-")
        if negative { text = text.dropFirst() }
        var exponent = 0
        if let mark = text.firstIndex(of: "e") {
            guard let e = Int(text[text.index(after: mark)...]) else { return nil }
            exponent = e
            text = text[..<mark]
        }
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count <= 2, let whole = BigInt(String(parts.joined())) else { return nil }
        let place = exponent - (parts.count == 2 ? parts[1].count : 0)
        var value = Rational(negative ? -whole : whole)
        let scale = Rational(BigInt(10).power(Swift.abs(place)))
        value = place >= 0 ? value * scale : value / scale
        return (value, place)
    }

    @Test("every text fits its width, is grouped or scientific, and is the value correctly rounded")
    func randomValues() throws {
        var random = SplitMix(state: 39)
        for _ in 0..<4_000 {
            let digits = Int.random(in: 1...40, using: &random)
            var numerator = BigInt(1 + Int.random(in: 0...8, using: &random))
            for _ in 1..<digits { numerator = numerator * 10 + BigInt(Int.random(in: 0...9, using: &random)) }
            let denominator = [1, 3, 7, 10, 1000, 999_983].randomElement(using: &random)!
            let shift = Int.random(in: -60...60, using: &random)
            var value = Rational(numerator, BigInt(denominator))
            let scale = Rational(BigInt(10).power(Swift.abs(shift)))
            value = shift >= 0 ? value * scale : value / scale
            if Bool.random(using: &random) { value = -value }
            let width = Int.random(in: DisplayFit.minimumWidth...30, using: &random)
            let maxDigits = Int.random(in: 1...width, using: &random)
            let fit = DisplayFit(width: width, maxDigits: maxDigits)
            let shown = try fit.shown(.exact(value))
            let text = shown.text
            #expect(text.count <= width, "\(value) in \(width): \(text)")
            let significant = text.prefix { $0 != "e" }.drop(while: { !$0.isNumber || $0 == "0" }).filter(\.isNumber)
            #expect(significant.count <= max(maxDigits, 1) || !text.contains("."), "\(text) has over \(maxDigits)")
            if !text.contains("e") {
                let integer = text.prefix { $0 != "." }.filter(\.isNumber)
                #expect(integer.count < 4 || text.contains(","), "\(text): an integer part is grouped")
            }
            guard let (read, place) = Self.read(text) else {
                Issue.record("unreadable \(text)")
                continue
            }
            let error = (read - value).magnitude
            let halfPlace =
                place >= 0
                ? Rational(BigInt(10).power(place)) / 2 : Rational(1) / Rational(BigInt(10).power(-place) * 2)
            #expect(error <= halfPlace, "\(value) shown \(text) in \(width)")
            if shown.isComplete { #expect(read == value, "\(value) shown \(text) as complete") }
        }
    }

    @Test("an exponent too long for the display is a refusal, not an overflow")
    func longExponent() {
        #expect(screen("3 2 ± sinh eˣ").display == "Error")
        #expect(screen("3 2 ± sinh eˣ").error?.hasPrefix("too small to show") == true)
    }

    @Test("the expression keypad groups like the other screens")
    func expressionGrouping() {
        #expect(
            expressionScreen("1 2 3 4 5 6 7 8 9 × 1 0 0 0 0 =", effects: [.record("123456789×10000 = 1.23456789e12")])
                .display == "1.23456789e12")
        #expect(
            expressionScreen("1 2 3 4 5 6 7 8 9 × 1 0 0 0 =", effects: [.record("123456789×1000 = 1.23456789e11")])
                .display == "123,456,789,000")
    }
}
