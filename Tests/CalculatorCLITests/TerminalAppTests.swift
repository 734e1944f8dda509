import CalculatorKit
import Foundation
import Testing
@testable import CalculatorTerminal

/// The full-screen keypad, run for real in tmux.
@Suite("terminal app in tmux", .serialized)
struct TerminalAppTests {
    @Test("12+3*4 Enter shows 24 on the basic keypad, and the calculation above it")
    func basicKeypad() async throws {
        let tmux = try TmuxSession(columns: 60, rows: 26)
        await tmux.wait(for: "the keypad") { $0.contains("Basic") && $0.contains("AC") }
        try tmux.type("12+3*4")
        let typing = await tmux.waitForDisplay("4")
        #expect(typing.contains("12 + 3 × 4"))
        #expect(typing.contains(" C "))  // AC became C
        try tmux.send("Enter")
        await tmux.waitForDisplay("24")
        try tmux.send("Escape")
        await tmux.waitForDisplay("0")
        try tmux.send("q")
    }

    @Test("the expression keypad shows the live result while typing")
    func expressionKeypad() async throws {
        let tmux = try TmuxSession(columns: 60, rows: 26)
        await tmux.wait(for: "the keypad") { $0.contains("Basic") }
        try tmux.type("m2*(3+4")
        let screen = await tmux.waitForDisplay("14")
        #expect(screen.contains("Expression"))
        #expect(screen.contains("2×(3+4"))
        try tmux.type(")/0")
        await tmux.wait(for: "no value for a division by zero") { !TmuxSession.shows("14", on: $0) && $0.contains("2×(3+4)÷0") }
        try tmux.send("BSpace", "BSpace")
        await tmux.waitForDisplay("14")
    }

    @Test("resizing to 60 columns shows the portrait keypad, to 120 adds the scientific keys")
    func resize() async throws {
        let tmux = try TmuxSession(columns: 120, rows: 30)
        await tmux.wait(for: "scientific keys") { $0.contains("sin") && $0.contains("Rand") }
        try tmux.type("2*3=")
        await tmux.waitForDisplay("6")
        try tmux.resize(columns: 60, rows: 26)
        let narrow = await tmux.wait(for: "the portrait keypad") { !$0.contains("sin") && $0.contains("÷") }
        #expect(TmuxSession.shows("6", on: narrow))
        #expect(narrow.split(separator: "\n").allSatisfy { $0.count <= 60 })
        try tmux.resize(columns: 120, rows: 30)
        await tmux.wait(for: "scientific keys again") { $0.contains("cosh") && TmuxSession.shows("6", on: $0) }
        // A number too long for the display switches to scientific notation, never cut.
        try tmux.resize(columns: 60, rows: 26)
        try tmux.type("123456789*1000=")
        await tmux.waitForDisplay("1.2345678e11")
        try tmux.resize(columns: 20, rows: 10)
        await tmux.wait(for: "a request for room") { $0.contains("at least 24×12") }
    }

    @Test("a mouse click on a key presses it")
    func mouse() async throws {
        let tmux = try TmuxSession(columns: 60, rows: 26)
        await tmux.wait(for: "the keypad") { $0.contains("AC") }
        let layout = TerminalLayout(columns: 60, rows: 26, mode: .basic)
        func click(_ key: Key) throws {
            let box = try #require(layout.buttons.first { $0.key == key }?.box)
            try tmux.click(column: box.column + box.width / 2, row: box.row + box.height / 2)
        }
        try click(.digit(7))
        await tmux.waitForDisplay("7")
        try click(.operation(.multiply))
        try click(.digit(6))
        try click(.equals)
        await tmux.waitForDisplay("42")
    }

    @Test("history is still there after a restart, and choosing an entry reuses its result")
    func historyPersists() async throws {
        let first = try TmuxSession(columns: 60, rows: 26)
        await first.wait(for: "the keypad") { $0.contains("AC") }
        try first.type("1/8=")
        await first.waitForDisplay("0.125")
        try first.type("q")
        await first.wait(for: "the app to end") { $0.contains("exited 0") }

        let second = try TmuxSession(columns: 60, rows: 26, dataHome: first.dataHome)
        await second.wait(for: "the keypad") { $0.contains("AC") }
        try second.type("h")
        await second.wait(for: "the saved calculation") { $0.contains("1 ÷ 8") && $0.contains("= 0.125") }
        try second.send("Enter")
        await second.waitForDisplay("0.125")
        try second.type("*8=")
        await second.waitForDisplay("1")
    }

    @Test("a history file that cannot be written gives a warning, and the calculator works")
    func unwritableHistory() async throws {
        let tmux = try TmuxSession(columns: 60, rows: 26, dataHome: "/dev/null/nowhere")
        await tmux.wait(for: "a warning") { $0.contains("history is not saved") }
        try tmux.type("2+2=")
        await tmux.waitForDisplay("4")
    }

    @Test("c copies the full result with OSC 52 and says so")
    func copy() async throws {
        let tmux = try TmuxSession(columns: 60, rows: 26)
        await tmux.wait(for: "the keypad") { $0.contains("AC") }
        try tmux.type("2/3=")
        await tmux.waitForDisplay("0.66666666")
        try tmux.type("c")
        await tmux.wait(for: "the copied notice") { $0.contains("copied 0.666") }
        let clipboard = try tmux.tmux(["show-buffer"])
        #expect(clipboard.hasPrefix("0.666666666666666666666666666666"))
        #expect(clipboard.count >= 100)
    }

    @Test("q, Ctrl-C and SIGTERM each leave the terminal as it was", arguments: ["q", "C-c", "TERM"])
    func quitRestores(way: String) async throws {
        let tmux = try TmuxSession(columns: 60, rows: 26)
        await tmux.wait(for: "the keypad") { $0.contains("AC") }
        #expect(try tmux.format("#{alternate_on} #{cursor_flag} #{mouse_sgr_flag}") == "1 0 1")
        if way == "TERM" {
            let pid = try tmux.format("#{pane_pid}")
            // The app is the shell's child.
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            process.arguments = ["pkill", "-TERM", "-P", pid, "calculator"]
            try process.run()
            process.waitUntilExit()
        } else {
            try tmux.send(way)
        }
        let screen = await tmux.wait(for: "the shell after the app") { $0.contains("exited") && $0.contains("icanon") }
        #expect(screen.contains("exited 0"))
        #expect(!screen.contains("-icanon") && !screen.contains("-echo"))
        #expect(try tmux.format("#{alternate_on} #{cursor_flag} #{mouse_sgr_flag}") == "0 1 0")
    }
}
