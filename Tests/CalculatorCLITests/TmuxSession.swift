import Foundation
import Testing

@testable import CalculatorTerminal

/// The `calculator` binary full-screen in a detached tmux session, driven as a user
/// would: keys with send-keys, the screen with capture-pane. Each session has its own
/// tmux server, so tests run side by side.
final class TmuxSession {
    let socket = "calculator-test-\(UUID().uuidString.prefix(8))"
    let dataHome: String
    /// The app's command line, as a shell would take it.
    let command: String

    /// - Parameters:
    ///   - dataHome: XDG_DATA_HOME for the history file; a new folder by default.
    ///   - environment: variables to set, or to unset (nil), beside XDG_DATA_HOME and a UTF-8 LANG.
    ///   - directory: the working directory of the app.
    ///   - shell: an interactive shell, with job control, in which a test types `command`
    ///     (Ctrl-Z and `fg` need one), instead of the app itself.
    init(
        columns: Int, rows: Int, arguments: [String] = [], dataHome: String? = nil,
        environment: [String: String?] = [:], directory: String? = nil, shell: Bool = false
    ) throws {
        self.dataHome =
            dataHome
            ?? FileManager.default.temporaryDirectory.appendingPathComponent("calculator-\(UUID().uuidString)").path
        let binary = try Run.binary().path
        let command = ([binary] + arguments).map(Self.quoted).joined(separator: " ")
        let variables = ["XDG_DATA_HOME": self.dataHome, "COLORFGBG": "", "LANG": "C.UTF-8"].merging(environment) { $1 }
        // env takes its -u options before the assignments.
        let settings =
            (variables.filter { $0.value == nil }.keys.sorted().map { "-u \($0)" }
            + variables.compactMap { name, value in value.map { "\(name)=\(Self.quoted($0))" } }.sorted())
            .joined(separator: " ")
        self.command = command
        let change = directory.map { "cd \(Self.quoted($0)) && " } ?? ""
        if shell {
            try tmux(["new-session", "-d", "-x", String(columns), "-y", String(rows), "env \(settings) PS1='$ ' sh -i"])
            return
        }
        // After the app: how it ended and the terminal settings it left, then a pause to read them.
        let script =
            "\(change)env \(settings) \(command); echo \"exited $?\"; stty -a | tr ' ;' '\\n\\n' | grep -x -e '-*icanon' -e '-*echo'; sleep 60"
        try tmux(["new-session", "-d", "-x", String(columns), "-y", String(rows), "sh", "-c", script])
        try tmux(["set-option", "-g", "set-clipboard", "on"])
    }

    /// Ends the session and everything in it. kill-server alone was not enough: a server
    /// whose pane holds a stopped or still-running app stayed up, with the app, after
    /// the test (dozens of them per test run).
    deinit {
        let ids = (try? tmux(["display-message", "-p", "-t", "0", "#{pid} #{pane_pid}"])) ?? ""
        let pids = ids.split(whereSeparator: \.isWhitespace).compactMap { pid_t($0) }
        if pids.count == 2 {
            // Everything in the pane's session (the shell, the app, its jobs), then the server.
            Self.killSession(pids[1])
            kill(pids[0], SIGKILL)
            unlink("/tmp/tmux-\(getuid())/\(socket)")  // a killed server leaves its socket
        }
        _ = try? tmux(["kill-server"])
    }

    /// Sends SIGKILL to every process of the session `sid` (field 6 of /proc/PID/stat).
    static func killSession(_ sid: pid_t) {
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
        for entry in entries {
            guard let pid = pid_t(entry),
                let stat = try? String(contentsOfFile: "/proc/\(entry)/stat", encoding: .utf8),
                let close = stat.lastIndex(of: ")")
            else { continue }
            // After "pid (name)": state, ppid, pgrp, session.
            let fields = stat[stat.index(after: close)...].split(separator: " ")
            if fields.count > 3, pid_t(fields[3]) == sid { kill(pid, SIGKILL) }
        }
    }

    static func quoted(_ word: String) -> String { "'" + word.replacingOccurrences(of: "'", with: "'\\''") + "'" }

    /// Runs a tmux client and returns what it printed. posix_spawn and waitpid, not
    /// Process, whose pipes the server that new-session forks would hold open.
    @discardableResult
    func tmux(_ arguments: [String]) throws -> String {
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("tmux-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: output) }
        // The server that new-session forks would keep every descriptor this process has
        // open, sockets of other tests included (their peers would never see them close):
        // it starts with none but the standard three.
        let closeOthers =
            arguments.first == "new-session"
            ? ["python3", "-c", "import os, sys; os.closerange(3, 1 << 16); os.execvp(sys.argv[1], sys.argv[1:])"] : []
        let words =
            ["/bin/sh", "-c", "exec \"$@\" >\(Self.quoted(output)) 2>&1 </dev/null", "sh"]
            + closeOthers + ["tmux", "-L", socket, "-f", "/dev/null"] + arguments
        var pid = pid_t()
        let argv = words.map { strdup($0) } + [nil]
        defer { for argument in argv { free(argument) } }
        guard posix_spawn(&pid, "/bin/sh", nil, nil, argv, environ) == 0 else {
            throw CocoaError(.executableLoad, userInfo: [NSLocalizedDescriptionKey: "cannot start tmux"])
        }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        return (try? String(contentsOfFile: output, encoding: .utf8)) ?? ""
    }

    /// Keys by tmux's names ("Enter", "Escape", "C-c") or literal text.
    func send(_ keys: String...) throws { try tmux(["send-keys", "-t", "0"] + keys) }
    func type(_ text: String) throws { try tmux(["send-keys", "-t", "0", "-l", text]) }

    /// A left click as xterm's SGR mouse reporting sends it.
    func click(column: Int, row: Int) throws { try type("\u{1B}[<0;\(column);\(row)M\u{1B}[<0;\(column);\(row)m") }

    func resize(columns: Int, rows: Int) throws {
        try tmux(["resize-window", "-t", "0", "-x", String(columns), "-y", String(rows)])
    }

    var screen: String { (try? tmux(["capture-pane", "-p", "-t", "0"])) ?? "" }

    /// The app's process: the child of the pane's shell.
    func appProcess() throws -> String {
        let shell = try format("#{pane_pid}")
        return try Self.run(["pgrep", "-P", shell]).trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// Sends a signal ("TERM", "USR1", "CONT") to the app.
    func signal(_ name: String) throws { try Self.run(["kill", "-\(name)", appProcess()]) }

    /// Whether the pane's terminal is in canonical (cooked) mode with echo, as a shell wants it.
    func isCooked() throws -> Bool {
        let settings = try Self.run(["stty", "-a", "-F", format("#{pane_tty}")])
            .split(whereSeparator: { $0 == " " || $0 == ";" || $0 == "\n" })
        return settings.contains("icanon") && settings.contains("echo")
    }

    /// A command's standard output (a short one: it waits for the end).
    @discardableResult
    static func run(_ arguments: [String]) throws -> String {
        let process = Process()
        let pipe = Pipe()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = arguments
        process.standardOutput = pipe
        try process.run()
        let output = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: output, as: UTF8.self)
    }

    /// A tmux format of the pane, e.g. "#{alternate_on}".
    func format(_ format: String) throws -> String {
        try tmux(["display-message", "-p", "-t", "0", format]).trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// Waits until the screen satisfies `condition` and returns it. The 60 s bound only ends a wait
    /// that would never end: a debug build beside other work can take seconds to draw.
    @discardableResult
    func wait(
        for description: String, _ condition: (String) -> Bool,
        sourceLocation: SourceLocation = #_sourceLocation
    ) async -> String {
        let deadline = Date().addingTimeInterval(60)
        var screen = self.screen
        while !condition(screen) && Date() < deadline {
            // Sleeping without holding a thread: other suites run on the same few threads.
            try? await Task.sleep(for: .milliseconds(50))
            screen = self.screen
        }
        if !condition(screen) {
            Issue.record("screen never showed \(description):\n\(screen)", sourceLocation: sourceLocation)
        }
        return screen
    }

    /// Waits until the display shows `number` in large digits.
    @discardableResult
    func waitForDisplay(_ number: String, sourceLocation: SourceLocation = #_sourceLocation) async -> String {
        await wait(for: "the number \(number)", { Self.shows(number, on: $0) }, sourceLocation: sourceLocation)
    }

    /// Whether three lines of the screen (more at a larger scale) end with the large digits of
    /// `number`, with nothing else to their left.
    static func shows(_ number: String, on screen: String, scale: Int = 1) -> Bool {
        guard let glyphs = BigDigits.rows(number, scale: scale) else { return false }
        let lines = screen.split(separator: "\n", omittingEmptySubsequences: false).map {
            String($0).trimmingTrailingSpaces
        }
        let wanted = glyphs.map(\.trimmingTrailingSpaces)
        return lines.indices.dropLast(glyphs.count - 1).contains { start in
            (0..<glyphs.count).allSatisfy { row in
                let line = lines[start + row]
                guard line.hasSuffix(wanted[row]) else { return false }
                return line.dropLast(wanted[row].count).allSatisfy { $0 == " " }
            }
        }
    }
}

extension String {
    var trimmingTrailingSpaces: String {
        var text = self
        while text.last == " " { text.removeLast() }
        return text
    }
}
