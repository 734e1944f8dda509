import Foundation
import Testing

/// Keys and pastes as a terminal delivers them to the real app in tmux: Esc right before
/// another key, and bracketed pastes full of letters.
@Suite("terminal input in tmux", .serialized)
struct TerminalInputTests {
    @Test("Esc and then 12, 0 to 20 ms apart, clears 99 and shows 12", arguments: [0, 5, 10, 20])
    func escapeThenDigits(gap: Int) async throws {
        let tmux = try TmuxSession(columns: 80, rows: 24)
        await tmux.wait(for: "the keypad") { $0.contains("AC") }
        for _ in 0..<3 {
            try tmux.type("99")
            await tmux.waitForDisplay("99")
            if gap == 0 {
                try tmux.type("\u{1B}12")  // one write: Esc and the digits arrive in one read
            } else {
                try tmux.send("Escape")
                try await Task.sleep(for: .milliseconds(gap))
                try tmux.type("12")
            }
            await tmux.waitForDisplay("12")
            try tmux.send("Escape", "Escape")
            await tmux.waitForDisplay("0")
        }
        try tmux.send("C-q")
        await tmux.wait(for: "the app to quit") { $0.contains("exited 0") }
    }

    @Test("pastes of words and 1,000 random characters never quit, copy, switch or open a view")
    func pastes() async throws {
        let tmux = try TmuxSession(columns: 80, rows: 24)
        await tmux.wait(for: "the keypad") { $0.contains("Basic") && $0.contains("AC") }
        var generator = SystemRandomNumberGenerator()
        let random = String(
            (0..<1000).map { _ in Character(UnicodeScalar(UInt8.random(in: 0x20...0x7E, using: &generator))) })
        for (mode, name) in [(0, "Basic"), (1, "Converter")] {
            if mode == 1 {
                try tmux.send("F2", "F2")
                await tmux.wait(for: "the converter") { $0.contains("Converter") && $0.contains("Length") }
            }
            for text in ["12 x 3 cups", "3 quarts", "sqrt(2)", random] {
                try tmux.tmux(["set-buffer", "-b", "pasted", "--", text])
                try tmux.tmux(["paste-buffer", "-p", "-b", "pasted", "-t", "0"])
                try await Task.sleep(for: .milliseconds(300))
                let screen = await tmux.wait(for: "the \(name) keypad still running") {
                    $0.contains(name) && !$0.contains("exited")
                }
                #expect(!screen.contains("Keys (^ is Ctrl)") && !screen.contains("History"), "\(text.prefix(20))")
                #expect(!screen.contains("copied"))
                // Only the test's own buffer: the app copied nothing.
                #expect(try tmux.tmux(["list-buffers", "-F", "#{buffer_name}"]) == "pasted\n")
                try tmux.send("Escape", "Escape")
            }
        }
        try tmux.send("F2")  // the programmer keypad follows the converter
        await tmux.wait(for: "the programmer keypad") { $0.contains("Programmer") }
        try tmux.send("F2")
        await tmux.wait(for: "the basic keypad") { $0.contains("Basic") }
        try tmux.tmux(["set-buffer", "-b", "pasted", "--", "12 x 3 cups"])
        try tmux.tmux(["paste-buffer", "-p", "-b", "pasted", "-t", "0"])
        try tmux.send("Enter")
        await tmux.waitForDisplay("36")
        try tmux.send("C-q")
        await tmux.wait(for: "the app to quit") { $0.contains("exited 0") }
    }
}
