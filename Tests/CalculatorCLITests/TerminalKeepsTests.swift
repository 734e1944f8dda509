import Foundation
import Testing

/// The terminal app as someone who lives in the terminal uses it, in tmux: what it keeps in
/// its files, and what it writes to the screen.
@Suite("terminal app in tmux: nothing lost, nothing surprising", .serialized)
struct TerminalKeepsTests {
    @Test("after 1+1= and a clean quit, a copy of history.sqlite alone holds the row")
    func historyFileAlone() async throws {
        let tmux = try TmuxSession(columns: 80, rows: 24)
        await tmux.wait(for: "the keypad") { $0.contains("AC") }
        try tmux.type("1+1=")
        await tmux.waitForDisplay("2")
        try tmux.send("C-q")
        await tmux.wait(for: "the app to quit") { $0.contains("exited 0") }
        let folder = tmux.dataHome + "/calculator"
        try FileManager.default.copyItem(atPath: folder + "/history.sqlite", toPath: folder + "/copy.sqlite")
        let count = try TmuxSession.run(["sqlite3", folder + "/copy.sqlite", "select count(*) from calculation"])
        #expect(count.trimmingCharacters(in: .whitespacesAndNewlines) == "1")
    }

    @Test("a digit key at 80×24 writes under 1 KB to the terminal, its flash included")
    func bytesPerKey() async throws {
        let tmux = try TmuxSession(columns: 80, rows: 24)
        await tmux.wait(for: "the keypad") { $0.contains("AC") }
        try tmux.type("1")
        await tmux.waitForDisplay("1")
        try await Task.sleep(for: .milliseconds(500))  // the key's flash is over
        let log = tmux.dataHome + "-output"
        defer { try? FileManager.default.removeItem(atPath: log) }
        try tmux.tmux(["pipe-pane", "-t", "0", "-o", "cat >> " + TmuxSession.quoted(log)])
        try tmux.type("2")
        await tmux.waitForDisplay("12")
        // However long the flash takes to end, what is measured is bounded: the key, and at most its end.
        try await Task.sleep(for: .milliseconds(500))
        try tmux.tmux(["pipe-pane", "-t", "0"])
        let bytes = (try? FileManager.default.attributesOfItem(atPath: log)[.size] as? Int) ?? 0
        #expect(bytes > 0 && bytes < 1024, "\(bytes) bytes")
    }

    @Test("LANG=C: a history row keeps its digits, the notes' title and plot are ASCII, no ? where a drawing was meant")
    func asciiViews() async throws {
        let tmux = try TmuxSession(columns: 80, rows: 24, environment: ["LANG": "C", "LC_ALL": "C", "TERM": "vt100"])
        await tmux.wait(for: "the keypad") { $0.contains("AC") }
        // TERM=vt100: no colour codes, keys in reverse video.
        let escapes = try tmux.tmux(["capture-pane", "-p", "-e", "-t", "0"])
        #expect(!escapes.contains("38;5;") && !escapes.contains("48;5;") && escapes.contains(";7m"))
        try tmux.send("C-t")
        await tmux.wait(for: "the expression keypad") { $0.contains("Expression") }
        try tmux.type("sqrt(25000000)=")
        await tmux.wait(for: "the result") { $0.contains("sqrt(25,000,000)") || $0.contains("sqrt(25000000)") }
        try tmux.send("C-r")
        await tmux.wait(for: "the history row, whole") { $0.contains("= 5,000") }
        try tmux.send("Escape", "F4")
        await tmux.wait(for: "the notes") { $0.contains("Notes - Rad") }
        try tmux.type("plot sin(x) from -pi to pi")
        let screen = await tmux.wait(for: "the plot in ASCII") { $0.contains("line 1") && $0.contains(":") }
        #expect(!screen.contains("?"), "\(screen)")
        try tmux.send("C-q")
        await tmux.wait(for: "the app to quit") { $0.contains("exited 0") }
    }

    @Test("at 250×70 the digits are five rows tall; back at 80×24 three; at 40×12 the keypad still fits")
    func biggerDisplay() async throws {
        let tmux = try TmuxSession(columns: 250, rows: 70)
        await tmux.wait(for: "the keypad") { $0.contains("AC") }
        try tmux.type("1234*5=")
        await tmux.wait(for: "6,170 in five-row digits") { TmuxSession.shows("6,170", on: $0, scale: 2) }
        try tmux.resize(columns: 80, rows: 24)
        await tmux.waitForDisplay("6,170")
        try tmux.resize(columns: 40, rows: 12)
        await tmux.waitForDisplay("6,170")
        try tmux.send("C-q")
        await tmux.wait(for: "the app to quit") { $0.contains("exited 0") }
    }

    @Test("two copies on one folder: lines each adds to the notes are all there after both quit")
    func twoCopiesShareNotes() async throws {
        let first = try TmuxSession(columns: 80, rows: 24)
        let second = try TmuxSession(columns: 80, rows: 24, dataHome: first.dataHome)
        for copy in [first, second] {
            await copy.wait(for: "the keypad") { $0.contains("AC") }
            try copy.send("F4")
            await copy.wait(for: "the notes") { $0.contains("Notes") }
        }
        // A copy showing the note shows another's save.
        try first.type("alpha = 1")
        await second.wait(for: "the first copy's line") { $0.contains("alpha = 1") }
        // Both type at once: whichever saves second merges.
        try first.send("End", "Enter")
        try second.send("Down", "End", "Enter")
        try first.type("delta = 4")
        try second.type("beta = 2")
        for copy in [first, second] {
            try copy.send("C-q")
            await copy.wait(for: "the app to quit") { $0.contains("exited 0") }
        }
        let note = try TmuxSession.run([
            "sqlite3", first.dataHome + "/calculator/history.sqlite", "select text from note where owner = 'local'",
        ])
        #expect(note.contains("alpha = 1") && note.contains("delta = 4") && note.contains("beta = 2"), "\(note)")
    }

    @Test("pastes on the Expression keypad and in the notes never quit, copy, switch or open a view")
    func pastesOnExpressionAndNotes() async throws {
        let tmux = try TmuxSession(columns: 80, rows: 24)
        await tmux.wait(for: "the keypad") { $0.contains("AC") }
        try tmux.send("C-t")
        await tmux.wait(for: "the expression keypad") { $0.contains("Expression") }
        var generator = SystemRandomNumberGenerator()
        let random = String(
            (0..<1000).map { _ in Character(UnicodeScalar(UInt8.random(in: 0x20...0x7E, using: &generator))) })
        for (view, name) in [("keypad", "Expression"), ("notes", "Notes")] {
            if view == "notes" {
                try tmux.send("F4")
                await tmux.wait(for: "the notes") { $0.contains("Notes") }
            }
            for text in ["12 x 3 cups", "3 quarts", "sqrt(2)", random] {
                try tmux.tmux(["set-buffer", "-b", "pasted", "--", text])
                try tmux.tmux(["paste-buffer", "-p", "-b", "pasted", "-t", "0"])
                let screen = await tmux.wait(for: "\(name) still shown") { $0.contains(name) && !$0.contains("exited") }
                #expect(
                    !screen.contains("Keys (^ is Ctrl)") && !screen.contains("History") && !screen.contains("copied"))
                #expect(try tmux.tmux(["list-buffers", "-F", "#{buffer_name}"]) == "pasted\n")
                if view == "keypad" { try tmux.send("Escape", "Escape") }
            }
        }
        try tmux.send("C-q")
        await tmux.wait(for: "the app to quit") { $0.contains("exited 0") }
    }
}
