import Foundation
import Testing

/// The terminal app in tmux, as a user types: a cursor in the expression, keys by name,
/// the bottom line on every view, a warning that goes when saving works again, and a
/// window too small for the keypad. Every wait is for a lasting screen, never a notice.
@Suite("terminal app in tmux: the cursor, keys by name, the bottom line, small windows", .serialized)
struct TerminalCursorTmuxTests {
    /// The last line of the screen, without its trailing spaces.
    static func bottom(_ screen: String) -> String {
        screen.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            .last { !$0.trimmingTrailingSpaces.isEmpty }?.trimmingTrailingSpaces ?? ""
    }

    @Test("Expression: ← → Home End move a cursor, keys and pastes go in there; after = → scrolls the digits")
    func cursor() async throws {
        let tmux = try TmuxSession(columns: 80, rows: 24)
        await tmux.wait(for: "the keypad") { $0.contains("Basic") && $0.contains("AC") }
        try tmux.send("F2")
        await tmux.wait(for: "the expression keypad") { $0.contains("Expression") }
        try tmux.type("12+345*2")
        await tmux.waitForDisplay("702")
        try tmux.send("Left", "Left", "Left")
        try tmux.type("6")
        await tmux.waitForDisplay("6,942")
        // A paste goes in at the cursor too, and Home a name typed at the start.
        try tmux.send("End", "BSpace")
        try tmux.tmux(["set-buffer", "-b", "pasted", "--", "10"])
        try tmux.tmux(["paste-buffer", "-p", "-b", "pasted", "-t", "0"])
        await tmux.waitForDisplay("34,662")  // 12+3465×10
        try tmux.send("Home")
        try tmux.type("pi ")
        await tmux.wait(for: "π×12 at the start") { $0.contains("π×12+3,465×10") }
        try tmux.send("Escape", "Escape")
        try tmux.type("1/7")
        // → in the same instant as Enter waits for the answer, then scrolls it (a lasting screen).
        try tmux.send("Enter", "Right", "Right")
        await tmux.wait(for: "the digits scrolled") { $0.contains("to digit") && $0.contains("1÷7") }
        try tmux.send("C-q")
        await tmux.wait(for: "the app to quit") { $0.contains("exited 0") }
    }

    @Test("Basic at 100×30: m+ mr mc and second typed by name; the bottom line on every view, F1 in the notes")
    func keysByNameAndBottomLine() async throws {
        let tmux = try TmuxSession(columns: 100, rows: 30)
        var screen = await tmux.wait(for: "the keypad") { $0.contains("Basic") && $0.contains("AC") }
        #expect(Self.bottom(screen).hasPrefix("F1 help · F10 quit · F2 keypad · F3 history · F4 notes"))
        try tmux.type("7m+ ")
        await tmux.wait(for: "M held") { $0.split(separator: "\n").contains { $0.contains("Deg") && $0.contains("M") } }
        try tmux.send("Escape", "Escape")
        await tmux.waitForDisplay("0")
        try tmux.type("mr ")
        await tmux.waitForDisplay("7")
        try tmux.type("second ")
        await tmux.wait(for: "2nd on") { $0.contains("2nd") && $0.contains("sin⁻¹") }
        for (key, name, hint) in [
            ("F3", "History", "↑↓ choose"), ("F2", "Expression", "F4 notes"), ("F2", "Converter", "f/t unit"),
            ("F2", "Programmer", "a–f hex"), ("F4", "Notes", "Esc keypad"),
        ] {
            if key == "F2", name == "Expression" { try tmux.send("Escape") }  // out of the history first
            try tmux.send(key)
            screen = await tmux.wait(for: "\(name) and its bottom line") {
                $0.contains(name) && Self.bottom($0).hasPrefix("F1 help · F10 quit") && Self.bottom($0).contains(hint)
            }
        }
        // F1 in the notes: the editor's keys, over the note; any key closes it; ? is typed.
        try tmux.send("F1")
        await tmux.wait(for: "the notes' help") { $0.contains("this help (? is typed)") && $0.contains("Notes") }
        try tmux.send("Escape")
        await tmux.wait(for: "the notes again") { !$0.contains("this help") && $0.contains("Notes") }
        try tmux.type("1+1?")
        await tmux.wait(for: "? typed in the note") { $0.contains("1+1?") }
        try tmux.send("C-q")
        await tmux.wait(for: "the app to quit") { $0.contains("exited 0") }
    }

    @Test("history locked by another process: the warning stays while saves fail and goes once one succeeds")
    func warningClears() async throws {
        let tmux = try TmuxSession(columns: 80, rows: 24)
        await tmux.wait(for: "the keypad") { $0.contains("AC") }
        try tmux.type("1+1=")
        await tmux.waitForDisplay("2")
        let file = tmux.dataHome + "/calculator/history.sqlite"
        let flag = tmux.dataHome + "/locked"
        // Another process, in a second tmux window, holds the file's write lock longer than the app's busy timeout.
        let holder =
            "import os, sqlite3, sys, time\nc = sqlite3.connect(sys.argv[1], isolation_level=None)\n"
            + "c.execute('BEGIN EXCLUSIVE')\nopen(sys.argv[2], 'w').write(str(os.getpid()))\ntime.sleep(600)"
        try tmux.tmux(["new-window", "-d", "python3", "-c", holder, file, flag])
        for _ in 0..<1200 where !FileManager.default.fileExists(atPath: flag) {
            try await Task.sleep(for: .milliseconds(50))
        }
        #expect(FileManager.default.fileExists(atPath: flag))
        try tmux.type("2+2=")
        await tmux.wait(for: "the warning") {
            Self.bottom($0).contains("⚠") && Self.bottom($0).contains("not saved yet")
        }
        let pid = try String(contentsOfFile: flag, encoding: .utf8)
        try TmuxSession.run(["kill", "-9", pid])
        try tmux.type("3+3=")
        await tmux.waitForDisplay("6")
        await tmux.wait(for: "the warning gone") { Self.bottom($0).hasPrefix("F1 help") }
        try tmux.send("C-q")
        await tmux.wait(for: "the app to quit") { $0.contains("exited 0") }
        let count = try TmuxSession.run(["sqlite3", file, "select count(*) from calculation"])
        #expect(count.trimmingCharacters(in: .whitespacesAndNewlines) == "3")
    }

    @Test("20×10: a request for room, keys and pastes do nothing unseen, F10 quits; resized, the keypad is back")
    func tooSmall() async throws {
        let tmux = try TmuxSession(columns: 20, rows: 10)
        let screen = await tmux.wait(for: "the request for room") {
            $0.contains("Window too small") && $0.contains("needs 24×12")
        }
        #expect(screen.split(separator: "\n").allSatisfy { $0.count <= 20 })
        try tmux.type("q1+1=?")
        try tmux.send("Enter", "F3", "F4")
        try tmux.tmux(["set-buffer", "-b", "pasted", "--", "3 quarts"])
        try tmux.tmux(["paste-buffer", "-p", "-b", "pasted", "-t", "0"])
        try tmux.resize(columns: 80, rows: 24)
        let back = await tmux.wait(for: "the keypad again") {
            $0.contains("Basic") && $0.contains("AC") && Self.bottom($0).hasPrefix("F1 help")
        }
        #expect(TmuxSession.shows("0", on: back) && !back.contains("Notes") && !back.contains("History"))
        try tmux.send("F3")
        await tmux.wait(for: "an empty history") { $0.contains("No calculations yet") }
        try tmux.resize(columns: 20, rows: 10)
        await tmux.wait(for: "the request for room again") { $0.contains("Window too small") }
        try tmux.send("F10")
        await tmux.wait(for: "the app to quit") { $0.contains("exited 0") }
    }
}
