import BigInt
import Foundation
import Testing

@testable import CalculatorKit

/// The screen after the keys; the calculations "=" records must be named in `effects`, as for `screen`.
private func programmer(
    _ typed: String, effects: [Asked] = [], sourceLocation: SourceLocation = #_sourceLocation
) -> ViewState {
    screen(typed, CalculatorState(mode: .programmer), effects: effects, sourceLocation: sourceLocation)
}

@Suite("The programmer keypad")
struct ProgrammerKeypadTests {
    @Test("F F AND 0 F = shows F, in hex, with the four bases and the bits")
    func andInHex() throws {
        let view = programmer("F F AND 0 F =", effects: [.record("0xFF AND 0xF = 0xF")])
        #expect(view.display == "F")
        #expect(view.expression == "FF AND F =")
        // A key that changes the value leaves the line: it no longer reads what the display shows.
        #expect(programmer("F F AND 0 F = bit.4", effects: [.record("0xFF AND 0xF = 0xF")]).expression == "")
        let shown = try #require(view.programmer)
        #expect(shown.radix == 16)
        #expect((shown.hex, shown.decimal, shown.octal, shown.binary) == ("0xF", "15", "0o17", "0b1111"))
        #expect(shown.bits == String(repeating: "0", count: 60) + "1111")
        let json = try JSONEncoder().encode(Screen(view))
        let object = try #require(try JSONSerialization.jsonObject(with: json) as? [String: Any])
        let bases = try #require(object["programmer"] as? [String: Any])
        #expect(bases["hex"] as? String == "0xF")
        #expect(bases["dec"] as? String == "15")
        #expect(bases["bits"] as? String == shown.bits)
    }

    @Test("digits a base lacks are not taken; switching the base keeps the value")
    func bases() {
        #expect(programmer("DEC F 1 2").display == "12")
        #expect(programmer("BIN 1 0 2 1").display == "101")
        #expect(programmer("F F DEC").display == "255")
        #expect(programmer("F F OCT").display == "377")
        #expect(programmer("F F BIN").display == "11111111")
    }

    @Test("the operators wait, light their key, and a second one replaces the first")
    func operators() {
        let waiting = programmer("6 AND")
        #expect(waiting.isHighlighted(.programmer(.and)))
        #expect(waiting.expression == "6 AND")
        #expect(programmer("6 AND OR 3 =", effects: [.record("0x6 OR 0x3 = 0x7")]).display == "7")
        #expect(programmer("6 XOR 3 =", effects: [.record("0x6 XOR 0x3 = 0x5")]).display == "5")
        // Left to right, as the keys come.
        #expect(programmer("DEC 1 + 2 × 4 =", effects: [.record("3 × 4 = 12")]).display == "12")
        #expect(programmer("DEC 7 ÷ 2 =", effects: [.record("7 ÷ 2 = 3")]).display == "3")  // whole division
        #expect(programmer("DEC 1 x<<y 4 =", effects: [.record("1 << 4 = 16")]).display == "16")
        #expect(programmer("DEC 1 0 0 x>>y 2 =", effects: [.record("100 >> 2 = 25")]).display == "25")
        #expect(programmer("DEC 1 ÷ 0 =").display == "Error")
        #expect(programmer("DEC 1 ÷ 0 = AC").display == "0")
        #expect(programmer("6 AND 3 C").clearKey == .allClear)  // C cleared the entry; AC clears the AND too
        #expect(programmer("6 AND 3 C AC").expression == "")
    }

    @Test("keys on the value: not, complements, shifts, rotates, flips, bits")
    func valueKeys() {
        #expect(programmer("word word 0 NOT").display == "FF")  // 8-bit signed: -1 in two's complement
        #expect(programmer("word word DEC 5 2's").display == "-5")
        #expect(programmer("word word DEC 5 1's").display == "-6")
        #expect(programmer("1 << << <<").display == "8")
        #expect(programmer("8 0 >>").display == "40")
        #expect(programmer("word word 8 0 RoL").display == "1")
        #expect(programmer("word word 1 RoR").display == "80")
        #expect(programmer("word word word 1 2 3 4 byteflip").display == "3412")  // 16 bits
        #expect(programmer("word word word word 1 2 3 4 5 6 7 8 wordflip").display == "56781234")  // 32 bits
        #expect(programmer("bit.4").display == "10")
        #expect(programmer("bit.4 bit.4").display == "0")
    }

    @Test("the word: typed digits stop at its size, results wrap and say so")
    func words() throws {
        let signed8 = programmer("word word 7 F + 1 =", effects: [.record("0x7F + 0x1 = 0x80")])
        #expect(signed8.display == "80")
        #expect(signed8.programmer?.decimal == "-128")
        #expect(signed8.programmer?.note == "128 wrapped to -128 (8-bit signed)")
        #expect(programmer("word word F F F").display == "FF")
        let unsigned = programmer("word word signed F F + 1 =", effects: [.record("0xFF + 0x1 = 0x0")])
        #expect(unsigned.display == "0")
        #expect(unsigned.programmer?.word == "8-bit unsigned")
        #expect(
            programmer("word DEC 1 x<<y 7 0 =", effects: [.record("1 << 70 = 1180591620717411303424")]).display
                == "1180591620717411303424")
    }

    @Test("the character of the value")
    func character() {
        #expect(programmer("4 1").programmer?.character == "A")
        #expect(programmer("1 F 6 0 0").programmer?.character == "😀")
        #expect(programmer("7").programmer?.character == nil)  // a control character
    }

    @Test("every programmer key has an id, a name and a place")
    func keysAndLayout() {
        let cells = KeypadLayout.programmer.rows.flatMap { $0.map(\.key) }
        for key in ProgrammerKey.identified {
            #expect(Key(name: Key.programmer(key).id) == .programmer(key), "\(key)")
            #expect(cells.contains(.programmer(key)) || key == .digit(12) && cells.contains(.programmer(.digit(12))))
        }
        #expect(KeypadLayout.keypad(.programmer, .portrait) == .programmer)
        #expect(Set(KeypadLayout.programmer.rows.map { $0.reduce(0) { $0 + $1.columns } }).count == 1)
        #expect(Key(name: "bit.63") == .programmer(.flipBit(63)))
        #expect(Key(name: "AND") == .programmer(.and))
        #expect(Key(name: "F") == .programmer(.digit(15)))
        #expect(Key(name: "C") == .clear)
        #expect(Key(name: "hex.C") == .programmer(.digit(12)))
        #expect(KeyboardMap.cell(for: .character("c"), in: .programmer) == .programmer(.digit(12)))
    }

    @Test("= records the calculation in the history, written in the base it was worked out in")
    func history() {
        let hex = screen("F F AND 0 F =", CalculatorState(mode: .programmer), effects: [.record("0xFF AND 0xF = 0xF")])
        #expect(hex.history.last?.value == "15")
        #expect(hex.history.last?.number == .exact(Rational(15)))
        _ = screen("DEC 2 5 5 + 1 =", CalculatorState(mode: .programmer), effects: [.record("255 + 1 = 256")])
        _ = screen(
            "BIN 1 0 1 XOR 1 1 =", CalculatorState(mode: .programmer), effects: [.record("0b101 XOR 0b11 = 0b110")])
        // A negative value in hex is the word's bits; one that wrapped is recorded as it is shown.
        _ = screen(
            "word word 7 F + 1 =", CalculatorState(mode: .programmer), effects: [.record("0x7F + 0x1 = 0x80")])
        // Nothing to work out, or an error: nothing recorded.
        _ = screen("F F =", CalculatorState(mode: .programmer))
        _ = screen("DEC 1 ÷ 0 =", CalculatorState(mode: .programmer))
        // Each "=" of a chain records its own step.
        _ = screen(
            "DEC 2 × 3 = + 4 =", CalculatorState(mode: .programmer),
            effects: [.record("2 × 3 = 6"), .record("6 + 4 = 10")])
    }

    @Test("a recalled result becomes the value: a whole number as it is, a fraction cut toward zero")
    func recall() {
        var state = CalculatorState(mode: .programmer)
        state.tapInSequence(.recall(HistoryEntry(expression: "200 + 55", result: "255", number: .exact(Rational(255)))))
        #expect(state.view.display == "FF")
        state.tapInSequence(.recall(HistoryEntry(expression: "5 / 2", result: "2.5", number: .exact(Rational(5, 2)))))
        #expect(state.view.display == "2")
        #expect(state.view.programmer?.note == "2.5 was cut to 2")
        state.tapInSequence(.recall(HistoryEntry(expression: "0xFF AND 0xF", result: "0xF", value: "15")))
        #expect(state.view.display == "F")
    }

    @Test("the screen names the four bases as their keys do, marks the one shown, and quotes the character")
    func basesShown() throws {
        let shown = try #require(programmer("4 1 DEC").programmer)
        #expect(shown.bases.map(\.name) == ["HEX", "DEC", "OCT", "BIN"])
        #expect(shown.bases.map(\.text) == ["0x41", "65", "0o101", "0b1000001"])
        #expect(shown.bases.map(\.isShown) == [false, true, false, false])
        #expect(shown.characterText == "'A'")
    }

    @Test("in notes, a conversion shows the converted form; a line on bits shows every digit")
    func notes() {
        let notes = Notes(text: "255 to hex\n0xFF + 1\n10 to bin\n1 << 70\n0.1 to bin\n2 + 2")
        #expect(
            notes.lines.map { $0.result.shown() } == [
                .value("0xFF"), .value("256"), .value("0b1010"), .value("1180591620717411303424"),
                .value("0b0.0(0011)"), .value("4"),
            ])
    }
}
