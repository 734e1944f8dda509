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
}
