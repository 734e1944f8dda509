import BigInt
import Foundation
import Testing

@testable import CalculatorKit

@Suite("digits on demand: a scrolled result shows cut digits that never change")
struct DigitsOnDemandTests {
    /// The digits after the point of 1/7, worked out apart from the engine.
    static func sevenths(_ count: Int) -> [Character] {
        Array(String(repeating: "142857", count: count / 6 + 1).prefix(count))
    }

    /// The digits after the point of √2, from an integer square root.
    static func rootTwo(_ count: Int) -> [Character] {
        let root = (BigUInt(2) * BigUInt(10).power(2 * count)).squareRoot()
        return Array(String(root).dropFirst())
    }

    /// The places after the point a screen shows: (place, digit) for every digit on the
    /// display after the point, counted back from the last shown place.
    static func shownPlaces(_ view: ViewState) -> [(place: Int, digit: Character)] {
        guard let scrolled = view.scrolled else { return [] }
        var text = Substring(view.display)
        if text.hasSuffix("…") { text = text.dropLast() }
        let fraction = text.split(separator: ".", omittingEmptySubsequences: false).last ?? ""
        let digits = Array(fraction.drop { $0 == "…" })
        return digits.enumerated().map { (scrolled.lastPlace - digits.count + 1 + $0.offset, $0.element) }
    }

    /// Scrolls one digit at a time to `last`, checking every screen against `truth` and
    /// against every digit seen before at the same place.
    func scrollOneByOne(
        _ typed: String, recording: String?, mode: CalculatorState.Mode = .basic, to last: Int, truth: [Character]
    ) {
        var state = CalculatorState(mode: mode)
        state.type(typed, effects: recording.map { [.record($0)] } ?? [])
        let resting = state.view
        #expect(resting.isScrollable && resting.scrolled == nil)
        var seen: [Int: Character] = [:]
        var place = 0
        while place < last {
            state.tap(.scroll(.by(1)))
            let view = state.view
            guard let scrolled = view.scrolled else {
                Issue.record("not scrolled after \(place)")
                return
            }
            #expect(scrolled.lastPlace > place, "each step shows a further digit")
            place = scrolled.lastPlace
            #expect(view.display.count <= state.context.display.width)
            #expect(view.display.hasSuffix("…") && scrolled.moreFollow)
            #expect(view.roundingMark == nil, "cut digits carry no rounding mark")
            for (at, digit) in Self.shownPlaces(view) {
                #expect(digit == truth[at - 1], "place \(at) of \(typed)")
                if let before = seen[at] { #expect(before == digit, "place \(at) changed") }
                seen[at] = digit
            }
        }
        #expect(place == last)
        #expect(seen.count == last, "every place from the first was shown")
    }

    @Test("1 ÷ 7 = scrolled one digit at a time to the 1,000th: each digit true, none changes")
    func sevenths() {
        scrollOneByOne("1 ÷ 7 =", recording: "1 ÷ 7 = ≈ 0.14285714", to: 1000, truth: Self.sevenths(1100))
    }

    @Test("√2 (2 √) scrolled to the 1,000th digit: each digit true, none changes")
    func rootOfTwo() {
        scrollOneByOne("2 √", recording: nil, to: 1000, truth: Self.rootTwo(1100))
    }

    @Test("on the expression keypad too, after =")
    func expressionKeypad() {
        scrollOneByOne(
            "√ 2 ) =", recording: "√(2) = ≈ 1.41421356", mode: .expression, to: 300, truth: Self.rootTwo(400))
    }

    @Test("scroll:1000 jumps to the 1,000th digit; the display ends in it and a mark")
    func jump() throws {
        var state = CalculatorState()
        state.type("1 ÷ 7 = scroll:1000", effects: [.record("1 ÷ 7 = ≈ 0.14285714")])
        let view = state.view
        let scrolled = try #require(view.scrolled)
        #expect(scrolled.lastPlace == 1000 && scrolled.moreFollow && !scrolled.isWorking)
        #expect(view.display.count == 16 && view.display.hasPrefix("…") && view.display.hasSuffix("…"))
        let digits = view.display.filter(\.isNumber)
        #expect(String(digits) == String(Self.sevenths(1000).suffix(digits.count)))
        #expect(scrolled.note == "to digit 1,000 after the point; more follow")
        // Copy takes what is shown: the number cut at its last shown digit.
        #expect(view.copied == "0." + String(Self.sevenths(1000)))
        // Back to rest: the correctly rounded display again.
        state.tap(.scroll(.to(0)))
        #expect(state.view.display == "0.14285714" && state.view.scrolled == nil)
        #expect(state.view.roundingMark == "≈")
    }

    @Test("the resting display stays rounded; the first step shows the cut digits (2/3)")
    func roundedThenCut() {
        var state = CalculatorState()
        state.type("2 ÷ 3 =", effects: [.record("2 ÷ 3 = ≈ 0.66666667")])
        #expect(state.view.display == "0.66666667")
        state.tap(.scroll(.by(1)))
        #expect(state.view.display == "0.666666666…")
        state.tap(.scroll(.by(-1)))
        #expect(state.view.display == "0.66666667" && state.view.scrolled == nil)
    }

    @Test("a value that ends stops at its last digit, with no mark after it")
    func endingValue() throws {
        var state = CalculatorState()
        // 1/1024 = 0.0009765625 rests as 0.00097656.
        state.type("1024 1/x")
        #expect(state.view.display == "0.00097656")
        state.tap(.scroll(.by(100)))
        var scrolled = try #require(state.view.scrolled)
        #expect(scrolled.lastPlace == 10 && !scrolled.moreFollow)
        #expect(state.view.display == "0.0009765625")
        #expect(scrolled.note == "to digit 10 after the point, the last")
        #expect(state.view.copied == "0.0009765625")
        // 2^-30 = 9.31322574615478515625e-10, in scientific notation: 20 places after the point.
        state = CalculatorState()
        state.type("2 xʸ 30 = 1/x scroll:+100", effects: [.record("2 ^ 30 = ≈ 1.07374182e9")])
        scrolled = try #require(state.view.scrolled)
        #expect(scrolled.lastPlace == 20 && !scrolled.moreFollow)
        #expect(state.view.display == "…15478515625e-10")
        #expect(state.view.copied == "9.31322574615478515625e-10")
    }

    @Test("scientific notation keeps its exponent at the end while the digits scroll")
    func scientific() throws {
        var state = CalculatorState()
        state.type("1 EE 20 ÷ 7 = scroll:40", effects: [.record("1e20 ÷ 7 = ≈ 1.42857143e19")])
        let view = state.view
        #expect(view.display.hasSuffix("…e19"))
        // 10^20/7 = 1.428571…e19: the digits of 1/7 from the first.
        let digits = view.display.dropLast(4).filter(\.isNumber)
        #expect(String(digits) == String(Self.sevenths(41).suffix(digits.count)))
        #expect(view.copied == "1." + String(Self.sevenths(41).dropFirst()) + "e19")
    }

    @Test("keys stay live: a job works the digits out, and a key pressed meanwhile drops it")
    func jobBesideTheKeys() {
        var state = CalculatorState()
        state.type("1 ÷ 7 =", effects: [.record("1 ÷ 7 = ≈ 0.14285714")])
        var store = TestStore(state, reduce: CalculatorState.reduce(into:_:))
        store.send(.scroll(.to(1000)), effects: [.evaluate("digits")]) { $0.view.scrolled?.isWorking == true }
        // No digit was calculated on the keys' path: the display still rests.
        #expect(store.state.view.display == "0.14285714")
        #expect(store.state.view.scrolled?.note == "to digit 8 after the point; working out digits to 1,000…")
        store.send(.digit(5), effects: [.cancel("digits")]) { $0.view.display == "5" && $0.view.scrolled == nil }
        store.finish()
    }

    @Test("the digits job's answer arrives as an event and fills the window")
    func answerFillsTheWindow() {
        var state = CalculatorState()
        state.type("2 √")
        var store = TestStore(state, reduce: CalculatorState.reduce(into:_:))
        store.send(.scroll(.to(500)), effects: [.evaluate("digits")])
        store.runJob("digits") { $0.view.scrolled?.lastPlace == 500 && $0.view.scrolled?.isWorking == false }
        store.finish()
    }

    @Test("scroll keys by name, and the screen's JSON")
    func namesAndJSON() throws {
        #expect(Key(name: "scroll→") == .scroll(.by(1)) && Key(name: "scroll.right") == .scroll(.by(1)))
        #expect(Key(name: "scroll←") == .scroll(.by(-1)) && Key(name: "scroll.home") == .scroll(.to(0)))
        #expect(Key(name: "scroll:+16") == .scroll(.by(16)) && Key(name: "scroll:-16") == .scroll(.by(-16)))
        #expect(Key(name: "scroll:1000") == .scroll(.to(1000)) && Key(name: "scroll:x") == nil)
        for key in [Key.scroll(.by(1)), .scroll(.by(-1)), .scroll(.by(5)), .scroll(.by(-5)), .scroll(.to(7))] {
            #expect(Key(name: key.label) == key && Key(name: key.id) == key)
        }
        var state = CalculatorState()
        state.type("1 ÷ 7 =", effects: [.record("1 ÷ 7 = ≈ 0.14285714")])
        #expect(Screen(state.view).scrollable && Screen(state.view).scroll == nil)
        state.tap(.scroll(.to(100)))
        let scrolled = Screen(state.view)
        #expect(scrolled.scroll?.place == 100 && scrolled.scroll?.more == true && scrolled.rounded == nil)
        #expect(!Screen(CalculatorState().view).scrollable)
        #expect(
            !Screen(screen("1 ÷ 8 =", effects: [.record("1 ÷ 8 = 0.125")])).scrollable, "0.125 is whole on the display")
    }
}
