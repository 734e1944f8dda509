import CalculatorKit
import Foundation
import Testing

@testable import CalculatorTerminal

/// Everyday friction of the full-screen keypad, run for real in tmux.
@Suite("terminal friction in tmux", .serialized)
struct TerminalFrictionTests {
    /// The row of the first screen line containing `text`.
    private static func row(of text: String, on screen: String) -> Int? {
        screen.split(separator: "\n", omittingEmptySubsequences: false).firstIndex { $0.contains(text) }
    }

    @Test("the history list runs as its arrows: the newest lowest, ↑ to older entries above")
    func historyDirection() async throws {
        let tmux = try TmuxSession(columns: 60, rows: 26)
        await tmux.wait(for: "the keypad") { $0.contains("AC") }
        try tmux.type("11+1=")
        await tmux.waitForDisplay("12")
        try tmux.type("22+2=")
        await tmux.waitForDisplay("24")
        try tmux.send("Up")
        let list = await tmux.wait(for: "the history") { $0.contains("History") && $0.contains("= 24") }
        let older = try #require(Self.row(of: "= 12", on: list)), newer = try #require(Self.row(of: "= 24", on: list))
        #expect(older < newer)
        // ↑ moves up, to the older one, which Enter brings back.
        try tmux.send("Up")
        try tmux.send("Enter")
        await tmux.waitForDisplay("12")
        try tmux.send("C-q")
    }

    @Test("an unknown name is dropped with a warning; the keys after it still count")
    func unknownName() async throws {
        let tmux = try TmuxSession(columns: 60, rows: 26)
        await tmux.wait(for: "the keypad") { $0.contains("AC") }
        try tmux.send("C-t")
        await tmux.wait(for: "the expression keypad") { $0.contains("Expression") }
        try tmux.type("foo(3*4")
        await tmux.wait(for: "the warning") { $0.contains("no function or constant named") }
        try tmux.send("Enter")
        await tmux.waitForDisplay("12")
        try tmux.send("C-q")
    }

    @Test("the first Ctrl-Z in a shell suspends without a word of refusal")
    func firstSuspend() async throws {
        let tmux = try TmuxSession(columns: 60, rows: 26, shell: true)
        await tmux.wait(for: "the prompt") { $0.contains("$") }
        try tmux.type(tmux.command + "\n")
        await tmux.wait(for: "the keypad") { $0.contains("AC") }
        try tmux.send("C-z")
        await tmux.wait(for: "the shell") { _ in (try? tmux.format("#{alternate_on}")) == "0" }
        try await Task.sleep(for: .milliseconds(300))
        try tmux.type("fg\n")
        await tmux.wait(for: "the keypad again") { $0.contains("AC") }
        try await Task.sleep(for: .milliseconds(800))
        #expect(!tmux.screen.contains("cannot suspend"))
        try tmux.send("C-c")
    }

    @Test("help scrolls at 40×20: ↑↓ reach its last line, another key closes it")
    func helpScrolls() async throws {
        let tmux = try TmuxSession(columns: 40, rows: 20)
        await tmux.wait(for: "the keypad") { $0.contains("AC") }
        try tmux.type("?")
        let help = await tmux.wait(for: "the help") { $0.contains("more") }
        #expect(!help.contains("typed as text"))
        for _ in 0..<12 { try tmux.send("Down") }
        await tmux.wait(for: "the end of the help") { $0.contains("typed as text") }
        try tmux.type("x")
        await tmux.wait(for: "the keypad") { $0.contains("AC") && !$0.contains("typed as text") }
        try tmux.send("C-q")
    }

    @Test("Ctrl-G switches degrees and radians at 40 columns; in notes it writes the note's angle line")
    func angleFromTheKeyboard() async throws {
        let tmux = try TmuxSession(columns: 40, rows: 20)
        await tmux.wait(for: "the keypad") { $0.contains("AC") }
        try tmux.send("C-t")
        await tmux.wait(for: "the expression keypad") { $0.contains("Expression") }
        try tmux.type("cos(60)")
        try tmux.send("Enter")
        await tmux.waitForDisplay("0.5")  // the keypads work in degrees
        try tmux.send("C-g")
        try tmux.type("cos(0)")
        try tmux.send("Enter")
        await tmux.waitForDisplay("1")
        try tmux.type("cos(pi)")
        try tmux.send("Enter")
        await tmux.waitForDisplay("-1")  // radians now
        try tmux.send("C-n")
        await tmux.wait(for: "the notes in radians") { $0.contains("Notes · Rad") }
        try tmux.type("cos(60)")
        try tmux.send("C-g")
        let degrees = await tmux.wait(for: "the note in degrees") { $0.contains("Notes · Deg") && $0.contains("= 0.5") }
        #expect(degrees.contains("angle = deg"))
        try tmux.send("C-q")
    }

    @Test("the first Ctrl-N opens a saved note at once")
    func firstNotes() async throws {
        let first = try TmuxSession(columns: 60, rows: 26)
        await first.wait(for: "the keypad") { $0.contains("AC") }
        try first.send("C-n")
        await first.wait(for: "the notes") { $0.contains("Notes") }
        for line in ["r = 2.5", "area = pi r^2", "100 km to mi", "d = 3 ft", "d to m"] {
            try first.type(line)
            try first.send("Enter")
        }
        await first.wait(for: "the note's results") { $0.contains("= 0.9144 m") }
        try first.send("C-q")
        await first.wait(for: "the app to end") { $0.contains("exited 0") }
        let again = try TmuxSession(columns: 60, rows: 26, dataHome: first.dataHome)
        await again.wait(for: "the keypad") { $0.contains("AC") }
        let start = ContinuousClock.now
        try again.send("C-n")
        await again.wait(for: "the saved note") { $0.contains("= 0.9144 m") }
        // A fraction of a second even on a busy machine; the bound only says it is not waited for.
        #expect(ContinuousClock.now - start < .seconds(60))
        try again.send("C-q")
    }
}
