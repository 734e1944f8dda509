import Foundation
import Testing

/// Keys never wait on a calculation: typed keys show at once while a live result is being
/// worked out, and a long paste is applied as one edit with one live result at the end.
@Suite("terminal keys while calculating, in tmux", .serialized)
struct TerminalResponsivenessTests {
    @Test("typing during a slow live result shows each key at once; Esc then clears")
    func typingWhileCalculating() async throws {
        let tmux = try TmuxSession(columns: 100, rows: 30)
        await tmux.wait(for: "the keypad") { $0.contains("AC") }
        try tmux.send("F2")
        await tmux.wait(for: "the expression keypad") { $0.contains("Expression") }
        // sin of e^100000 degrees: its live result takes seconds (it may reach the time limit).
        try tmux.type("sin(e^100000)")
        await tmux.wait(for: "the expression") { $0.contains("sin(e^100,000)") }
        let clock = ContinuousClock()
        let typed = clock.now
        try tmux.type("+7")
        await tmux.wait(for: "the keys typed during the calculation") { $0.contains("sin(e^100,000)+7") }
        // Generous for a busy machine running a debug build; waiting for the live result would take
        // the time limit's 10 s.
        #expect(clock.now - typed < .seconds(5), "the keys took \(clock.now - typed) to show")
        // "calculating…" shows from 150 ms until the live result's 1 s limit: a loaded machine can
        // draw both before the screen is read, so either one will do.
        await tmux.wait(for: "the screen saying it calculates, or that it stopped") {
            $0.contains("calculating…") || $0.contains("calculation stopped after the 1 s time limit")
        }
        try tmux.send("Escape")
        await tmux.wait(for: "C clearing the 7") { $0.contains("sin(e^100,000)+") && !$0.contains("+7") }
    }

    @Test("a resize and Ctrl-Z/fg while = is calculating keep its answer, drawn when it arrives")
    func resizeAndSuspendDuringEquals() async throws {
        let tmux = try TmuxSession(columns: 70, rows: 28, shell: true)
        await tmux.wait(for: "the prompt") { $0.contains("$") }
        try tmux.type(tmux.command + "\n")
        await tmux.wait(for: "the keypad") { $0.contains("AC") }
        try tmux.send("F2")
        await tmux.wait(for: "the expression keypad") { $0.contains("Expression") }
        // About two seconds in a debug build: 1, worked out through irrationals.
        try tmux.type("sin(e^4000)^2+cos(e^4000)^2")
        try tmux.send("Enter")
        try tmux.resize(columns: 90, rows: 30)
        try tmux.send("C-z")
        await tmux.wait(for: "the shell") { _ in (try? tmux.format("#{alternate_on}")) == "0" }
        try tmux.type("fg\n")
        await tmux.waitForDisplay("1")
        #expect(try tmux.format("#{alternate_on}") == "1")
        try tmux.send("C-q")
    }

    @Test("a 2,000-character paste is applied whole, and its live result follows")
    func longPaste() async throws {
        let tmux = try TmuxSession(columns: 100, rows: 30)
        await tmux.wait(for: "the keypad") { $0.contains("AC") }
        try tmux.send("F2")
        await tmux.wait(for: "the expression keypad") { $0.contains("Expression") }
        try tmux.type(Array(repeating: "1", count: 1000).joined(separator: "+"))
        // Nothing is cut: all 1,000 terms count.
        await tmux.waitForDisplay("1,000")
    }
}
