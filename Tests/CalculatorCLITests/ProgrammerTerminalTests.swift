import CalculatorKit
import Foundation
import Testing

@testable import CalculatorTerminal

/// The programmer keypad run for real in tmux, used as a person would: switched to with F2,
/// typed on the keyboard, its bits and keys clicked with the mouse. Every wait is for a
/// screen that lasts until the next key.
@Suite("programmer keypad in tmux", .serialized)
struct ProgrammerTerminalTests {
    /// Lines of a screen, without their trailing spaces.
    static func lines(_ screen: String) -> [String] {
        screen.split(separator: "\n", omittingEmptySubsequences: false).map { String($0).trimmingTrailingSpaces }
    }

    /// Whether a line reads `name`, spaces, then `value` at its end (HEX … 0xF).
    static func shows(_ name: String, _ value: String, on screen: String) -> Bool {
        lines(screen).contains { line in
            let words = line.split(separator: " ")
            return words.first.map(String.init) == name && words.last.map(String.init) == value
        }
    }

    /// The screen line and column of the lowest bit: the last character of the lowest row of bits.
    static func bitZero(on screen: String) -> (column: Int, row: Int)? {
        let all = lines(screen)
        guard
            let row = all.lastIndex(where: { line in
                line.filter { $0 == "0" || $0 == "1" }.count >= 8 && line.allSatisfy { "01 ".contains($0) }
            })
        else { return nil }
        return (all[row].count, row + 1)
    }

    @Test(
        "F2 to Programmer; F F AND 0 F = shows F in four bases and its bits; a click on a bit flips it; word and signed"
    )
    func programmerKeypad() async throws {
        let tmux = try TmuxSession(columns: 80, rows: 24)
        await tmux.wait(for: "the keypad") { $0.contains("Basic") && $0.contains("AC") }
        for title in ["Expression", "Converter", "Programmer"] {
            try tmux.send("F2")
            await tmux.wait(for: "the \(title) keypad") { $0.contains(title) }
        }
        await tmux.wait(for: "the word and the bases") {
            $0.contains("64-bit signed") && Self.shows("HEX", "0x0", on: $0) && Self.shows("BIN", "0b0", on: $0)
        }
        try tmux.type("ff")
        await tmux.waitForDisplay("FF")
        try tmux.type("&")
        await tmux.wait(for: "AND waiting for its second number") { $0.contains("FF AND") }
        try tmux.type("0f")
        await tmux.wait(for: "F typed after AND") { TmuxSession.shows("F", on: $0) && !$0.contains("FF AND F =") }
        try tmux.send("Enter")
        let result = await tmux.wait(for: "F, the four bases and the bits") { screen in
            screen.contains("FF AND F =") && TmuxSession.shows("F", on: screen)
                && Self.shows("HEX", "0xF", on: screen) && Self.shows("DEC", "15", on: screen)
                && Self.shows("OCT", "0o17", on: screen) && Self.shows("BIN", "0b1111", on: screen)
                && Self.lines(screen).contains { $0.hasSuffix("0 0 0 0  1 1 1 1") }
        }
        // 64 bits in two rows of 32, the positions of the groups under them.
        #expect(Self.lines(result).filter { $0.split(separator: " ").count == 32 }.count >= 2)
        #expect(Self.lines(result).contains { $0.hasSuffix("8        4        0") })

        // Bit 4 is the last bit of the group left of bit 0's: 0xF becomes 0x1F.
        let zero = try #require(Self.bitZero(on: result))
        try tmux.click(column: zero.column - 9, row: zero.row)
        await tmux.wait(for: "bit 4 set: 0x1F") { screen in
            TmuxSession.shows("1F", on: screen) && Self.shows("HEX", "0x1F", on: screen)
                && Self.shows("DEC", "31", on: screen)
        }
        // Bit 0 off again: 0x1E.
        try tmux.click(column: zero.column, row: zero.row)
        await tmux.wait(for: "bit 0 cleared: 0x1E") {
            TmuxSession.shows("1E", on: $0) && Self.shows("DEC", "30", on: $0)
        }

        // The word key steps 64 → unbounded → 8 bits; the signed key reads the same bits unsigned.
        let layout = TerminalLayout(columns: 80, rows: 24, mode: .programmer)
        func click(_ key: Key) throws {
            let box = try #require(layout.buttons.first { $0.key == key }?.box)
            try tmux.click(column: box.column + box.width / 2, row: box.row + box.height / 2)
        }
        try click(.programmer(.nextWord))
        await tmux.wait(for: "the unbounded word") { $0.contains("unbounded") }
        try click(.programmer(.nextWord))
        let eight = await tmux.wait(for: "8 bits") { screen in
            screen.contains("8-bit signed") && Self.lines(screen).contains { $0.hasSuffix("0 0 0 1  1 1 1 0") }
        }
        #expect(!eight.contains("0 0 0 0  0 0 0 0  0 0 0 0"))
        // Bit 7 of 8: the sign. 0x9E is −98 signed, 158 unsigned.
        let low = try #require(Self.bitZero(on: eight))
        try tmux.click(column: low.column - 15, row: low.row)
        await tmux.wait(for: "-98 in 8-bit signed") {
            Self.shows("HEX", "0x9E", on: $0) && Self.shows("DEC", "-98", on: $0)
        }
        try click(.programmer(.signed))
        await tmux.wait(for: "158 in 8-bit unsigned") {
            $0.contains("8-bit unsigned") && Self.shows("DEC", "158", on: $0)
        }
        // DEC shows and types in decimal.
        try click(.programmer(.base(10)))
        await tmux.waitForDisplay("158")

        // "=" recorded the calculation, in the base it was worked out in.
        try tmux.send("F3")
        await tmux.wait(for: "the calculation in the history") { $0.contains("0xFF AND 0xF") && $0.contains("0xF") }
        try tmux.send("C-q")
        await tmux.wait(for: "the app to end") { $0.contains("exited 0") }
    }

    @Test("at 64×16 the keys all show, with the lowest bits, and a click on bit 0 still flips it")
    func smallTerminal() async throws {
        let tmux = try TmuxSession(columns: 64, rows: 16)
        await tmux.wait(for: "the keypad") { $0.contains("Basic") && $0.contains("AC") }
        for title in ["Expression", "Converter", "Programmer"] {
            try tmux.send("F2")
            await tmux.wait(for: "the \(title) keypad") { $0.contains(title) }
        }
        try tmux.type("5")
        let five = await tmux.wait(for: "5 and its bits") { screen in
            TmuxSession.shows("5", on: screen)
                && Self.lines(screen).contains { $0.hasSuffix("0101") || $0.hasSuffix("0 1 0 1") }
        }
        #expect(five.contains("AND") && five.contains("word") && five.contains("="))
        let zero = try #require(Self.bitZero(on: five))
        try tmux.click(column: zero.column, row: zero.row)
        await tmux.waitForDisplay("4")
    }
}
