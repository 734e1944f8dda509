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
        try tmux.send("C-q")
    }

    @Test("the converter: Ctrl-T then F2 from Basic, 1 mile is 1.609344 km; units step; swap")
    func converter() async throws {
        let tmux = try TmuxSession(columns: 80, rows: 24)
        await tmux.wait(for: "the keypad") { $0.contains("Basic") && $0.contains("AC") }
        try tmux.send("C-t")
        await tmux.wait(for: "the expression keypad") { $0.contains("Expression") }
        try tmux.send("F2")
        await tmux.wait(for: "the converter") {
            $0.contains("Converter") && $0.contains("Length") && $0.contains("Kind")
        }
        // k steps to Area and K back to Length; f steps the from-unit on (mi → nmi), F back.
        try tmux.type("1kfK")
        await tmux.wait(for: "the length again") { $0.contains("Length") && $0.contains("1 mi") }
        try tmux.type("fF")
        await tmux.wait(for: "1 mi in km") { Self.converted("1.609344", "km", on: $0) }
        try tmux.type("s")
        let swapped = await tmux.wait(for: "1 km in mi") { Self.converted("0.62137119", "mi", on: $0) }
        #expect(swapped.contains("1 km"))
        try tmux.send("C-q")
    }

    /// Whether the screen shows `number` in large digits with `unit` beside their bottom row.
    static func converted(_ number: String, _ unit: String, on screen: String) -> Bool {
        guard let glyphs = BigDigits.rows(number) else { return false }
        let lines = screen.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        return lines.indices.dropLast(2).contains { start in
            let bottom = lines[start + 2].trimmingTrailingSpaces
            guard bottom.hasSuffix(" " + unit) else { return false }
            let digits = String(bottom.dropLast(unit.count)).trimmingTrailingSpaces
            return digits.hasSuffix(glyphs[2].trimmingTrailingSpaces)
                && (0..<2).allSatisfy {
                    lines[start + $0].trimmingTrailingSpaces.hasSuffix(glyphs[$0].trimmingTrailingSpaces)
                }
        }
    }

    @Test("the expression keypad shows the live result while typing")
    func expressionKeypad() async throws {
        let tmux = try TmuxSession(columns: 60, rows: 26)
        await tmux.wait(for: "the keypad") { $0.contains("Basic") }
        try tmux.send("C-t")
        try tmux.type("2*(3+4")
        let screen = await tmux.waitForDisplay("14")
        #expect(screen.contains("Expression"))
        #expect(screen.contains("2×(3+4"))
        try tmux.type(")/0")
        await tmux.wait(for: "no value for a division by zero") {
            !TmuxSession.shows("14", on: $0) && $0.contains("2×(3+4)÷0")
        }
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
        await tmux.waitForDisplay("1.2345679e11")
        try tmux.resize(columns: 20, rows: 10)
        await tmux.wait(for: "a request for room") { $0.contains("needs 24×12") }
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
        try first.send("C-q")
        await first.wait(for: "the app to end") { $0.contains("exited 0") }

        let second = try TmuxSession(columns: 60, rows: 26, dataHome: first.dataHome)
        await second.wait(for: "the keypad") { $0.contains("AC") }
        try second.send("C-r")
        await second.wait(for: "the saved calculation") { $0.contains("1 ÷ 8") && $0.contains("= 0.125") }
        try second.send("Enter")
        await second.waitForDisplay("0.125")
        try second.type("*8=")
        await second.waitForDisplay("1")
    }

    @Test("a history file that cannot be written gives a warning, and the calculator works")
    func unwritableHistory() async throws {
        let tmux = try TmuxSession(columns: 60, rows: 26, dataHome: "/dev/null/nowhere")
        // The reason comes first, so that a narrow bottom line still says it.
        let screen = await tmux.wait(for: "a warning") { $0.contains("⚠") }
        let warning = try #require(screen.split(separator: "\n").first { $0.contains("⚠") })
        #expect(!warning.contains("⚠ history"))
        #expect(warning.contains("/dev/null is not a folder"))
        try tmux.type("2+2=")
        await tmux.waitForDisplay("4")
    }

    @Test("c copies the full result with OSC 52 and says so")
    func copy() async throws {
        let tmux = try TmuxSession(columns: 60, rows: 26)
        await tmux.wait(for: "the keypad") { $0.contains("AC") }
        try tmux.type("2/3=")
        await tmux.waitForDisplay("0.66666667")
        try tmux.send("C-y")
        await tmux.wait(for: "the copied notice") { $0.contains("copied 0.666") }
        let clipboard = try tmux.tmux(["show-buffer"])
        #expect(clipboard.hasPrefix("0.666666666666666666666666666666"))
        #expect(clipboard.count >= 100)
        // On the expression keypad c is a letter: Ctrl-Y copies there (and on both).
        try tmux.send("F2")
        try tmux.type("1/4")
        try tmux.send("Enter", "C-y")
        await tmux.wait(for: "the second copy") { $0.contains("copied 0.25") }
        #expect(try tmux.tmux(["show-buffer"]).hasPrefix("0.25"))
    }

    @Test(
        "Ctrl-Q, Ctrl-C and SIGTERM each leave the terminal as it was, with status 0, 130 and 143",
        arguments: [("C-q", 0), ("C-c", 130), ("TERM", 143)])
    func quitRestores(way: String, status: Int) async throws {
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
        #expect(screen.contains("exited \(status)"))
        #expect(!screen.contains("-icanon") && !screen.contains("-echo"))
        #expect(try tmux.format("#{alternate_on} #{cursor_flag} #{mouse_sgr_flag}") == "0 1 0")
    }
}

/// Failures the terminal app once had, and its keyboard rules, on the real binary in tmux.
@Suite("terminal app reliability in tmux", .serialized)
struct TerminalReliabilityTests {
    /// Waits for "exited N" after the app, and says how long that took.
    func waitForExit(_ tmux: TmuxSession, status: Int, sourceLocation: SourceLocation = #_sourceLocation) async
        -> Duration
    {
        let start = ContinuousClock.now
        await tmux.wait(for: "exited \(status)", { $0.contains("exited \(status)") }, sourceLocation: sourceLocation)
        return ContinuousClock.now - start
    }

    @Test("a big result is formatted once: the history opens and closes at once after 2^15000")
    func bigResult() async throws {
        let tmux = try TmuxSession(columns: 60, rows: 26)
        await tmux.wait(for: "the keypad") { $0.contains("AC") }
        try tmux.type("2^15000=")
        await tmux.wait(for: "the result") { $0.contains("2 ^ 15,000") && $0.contains("≈") }
        // Drawing no longer formats the number once per key drawn, which took minutes.
        let start = ContinuousClock.now
        try tmux.send("C-r")
        await tmux.wait(for: "the history") { $0.contains("History") }
        try tmux.send("Escape")
        await tmux.wait(for: "the keypad again") { $0.contains("AC") || $0.contains(" C ") }
        // Far above a busy machine's worst case (a fraction of a second), far below the minutes it took.
        #expect(ContinuousClock.now - start < .seconds(90))
    }

    @Test(
        "during a long calculation (3^165000) Ctrl-C, SIGTERM and Ctrl-Q quit within two seconds, restoring the terminal",
        arguments: [("C-c", 130), ("TERM", 143), ("C-q", 0)])
    func quitDuringCalculation(way: String, status: Int) async throws {
        let tmux = try TmuxSession(columns: 60, rows: 26)
        await tmux.wait(for: "the keypad") { $0.contains("AC") }
        try tmux.type("3^165000=")
        try await Task.sleep(for: .milliseconds(300))
        if way == "TERM" { try tmux.signal(way) } else { try tmux.send(way) }
        // A few milliseconds when idle: the bound is for a busy machine, not the calculation's seconds.
        #expect(await waitForExit(tmux, status: status) < .seconds(5))
        #expect(try tmux.isCooked())
        #expect(try tmux.format("#{alternate_on} #{cursor_flag} #{mouse_sgr_flag}") == "0 1 0")
    }

    @Test(
        "two instances on one history file, locked by a third writer for a moment, save every calculation: 15 + 15 rows"
    )
    func twoInstances() async throws {
        let first = try TmuxSession(columns: 60, rows: 26)
        let second = try TmuxSession(columns: 60, rows: 26, dataHome: first.dataHome)
        await first.wait(for: "the first keypad") { $0.contains("AC") }
        await second.wait(for: "the second keypad") { $0.contains("AC") }
        let database = first.dataHome + "/calculator/history.sqlite"
        // Another writer holds the file for a second while the calculations are made: they wait for it.
        let locker = Process()
        locker.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        locker.arguments = [
            "python3", "-c",
            """
            import sqlite3, sys, time
            db = sqlite3.connect(sys.argv[1], isolation_level=None)
            db.execute('BEGIN EXCLUSIVE'); time.sleep(1); db.execute('COMMIT')
            """, database,
        ]
        try locker.run()
        try await Task.sleep(for: .milliseconds(200))
        for step in 1...15 {
            try first.type("100+\(step)=")
            try second.type("200+\(step)=")
        }
        await first.waitForDisplay("115")
        await second.waitForDisplay("215")
        while locker.isRunning { try await Task.sleep(for: .milliseconds(50)) }
        #expect(locker.terminationStatus == 0)
        try first.send("C-q")
        try second.send("C-q")
        _ = await waitForExit(first, status: 0)
        _ = await waitForExit(second, status: 0)
        let count = try TmuxSession.run([
            "python3", "-c",
            "import sqlite3, sys; print(sqlite3.connect(sys.argv[1]).execute('select count(*) from calculation').fetchone()[0])",
            database,
        ])
        #expect(count.trimmingCharacters(in: .whitespacesAndNewlines) == "30")
    }

    @Test("Ctrl-Z in a shell gives the terminal back and stops; fg takes it again and redraws")
    func suspend() async throws {
        let tmux = try TmuxSession(columns: 60, rows: 26, shell: true)
        await tmux.wait(for: "the prompt") { $0.contains("$") }
        try tmux.type(tmux.command + "\n")
        await tmux.wait(for: "the keypad") { $0.contains("AC") }
        try tmux.type("12")
        await tmux.waitForDisplay("12")
        try tmux.send("C-z")
        await tmux.wait(for: "the shell") { _ in (try? tmux.format("#{alternate_on}")) == "0" }
        #expect(try tmux.isCooked())
        #expect(try TmuxSession.run(["ps", "-o", "stat=", "-p", tmux.appProcess()]).hasPrefix("T"))
        try tmux.type("fg\n")
        await tmux.waitForDisplay("12")
        #expect(try tmux.format("#{alternate_on} #{mouse_sgr_flag}") == "1 1")
        #expect(try !tmux.isCooked())
        try tmux.type("+3=")
        await tmux.waitForDisplay("15")
        try tmux.send("C-c")
        // The app gone, not only its screen: until it ends it still reads the terminal.
        await tmux.wait(for: "the app to end") { _ in (try? tmux.appProcess())?.isEmpty == true }
        try tmux.type("echo exited $?\n")
        await tmux.wait(for: "status 130") { $0.contains("exited 130") }
    }

    @Test("without a job-control shell Ctrl-Z cannot stop the app: it says so and goes on")
    func suspendRefused() async throws {
        let tmux = try TmuxSession(columns: 60, rows: 26)
        await tmux.wait(for: "the keypad") { $0.contains("AC") }
        try tmux.send("C-z")
        await tmux.wait(for: "the notice") { $0.contains("cannot suspend") }
        #expect(try tmux.format("#{alternate_on} #{mouse_sgr_flag}") == "1 1")
        try tmux.type("2+2=")
        await tmux.waitForDisplay("4")
    }

    @Test("SIGPIPE is ignored; SIGUSR1 ends the app with the terminal restored")
    func signals() async throws {
        let tmux = try TmuxSession(columns: 60, rows: 26)
        await tmux.wait(for: "the keypad") { $0.contains("AC") }
        try tmux.signal("PIPE")
        try tmux.type("6*7=")
        await tmux.waitForDisplay("42")
        try tmux.signal("USR1")
        _ = await waitForExit(tmux, status: 138)
        await tmux.wait(for: "the terminal settings") { $0.contains("icanon") }
        #expect(try tmux.isCooked())
        #expect(try tmux.format("#{alternate_on} #{cursor_flag} #{mouse_sgr_flag}") == "0 1 0")
    }

    @Test("TERM=dumb reads one expression a line instead of drawing the keypad")
    func dumbTerminal() async throws {
        let tmux = try TmuxSession(columns: 60, rows: 26, environment: ["TERM": "dumb"])
        await tmux.wait(for: "the line-mode note") { $0.contains("TERM is dumb") }
        #expect(try tmux.format("#{alternate_on}") == "0")
        try tmux.type("1,024*2\n")
        await tmux.wait(for: "the result") { $0.contains("2,048") }
        try tmux.send("C-d")
        _ = await waitForExit(tmux, status: 0)
    }

    @Test("NO_COLOR draws without colour; LANG=C draws in ASCII")
    func plainDrawing() async throws {
        let colourless = try TmuxSession(columns: 60, rows: 26, environment: ["NO_COLOR": "1"])
        await colourless.wait(for: "the keypad") { $0.contains("AC") }
        let escapes = try colourless.tmux(["capture-pane", "-p", "-e", "-t", "0"])
        #expect(escapes.contains("\u{1B}[7m") || escapes.contains(";7m"))
        #expect(!escapes.contains("38;5;") && !escapes.contains("48;5;"))

        let ascii = try TmuxSession(columns: 60, rows: 26, environment: ["LANG": "C", "LC_ALL": "C"])
        await ascii.wait(for: "the keypad") { $0.contains("AC") }
        try ascii.type("12*3=")
        let digits = try #require(BigDigits.rows("36", ascii: true))
        let screen = await ascii.wait(for: "seven-segment digits") { screen in
            digits.allSatisfy { screen.contains($0.trimmingTrailingSpaces) }
        }
        #expect(screen.allSatisfy { $0.isASCII })
        #expect(screen.contains("*") && screen.contains("+/-"))
    }

    @Test("without HOME or XDG_DATA_HOME history is kept in memory only, never in the working directory")
    func noHome() async throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "calculator-cwd-\(UUID().uuidString)"
        ).path
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        let tmux = try TmuxSession(
            columns: 60, rows: 26, environment: ["HOME": nil, "XDG_DATA_HOME": nil], directory: directory)
        await tmux.wait(for: "the warning") { $0.contains("HOME is not set") }
        try tmux.type("1+1=")
        try tmux.send("C-q")
        _ = await waitForExit(tmux, status: 0)
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory).isEmpty)
    }

    @Test("on the expression keypad letters spell names and q types; ? lists the keys; Ctrl-Q quits")
    func expressionTyping() async throws {
        let tmux = try TmuxSession(columns: 60, rows: 26)
        await tmux.wait(for: "the keypad") { $0.contains("AC") }
        try tmux.send("F2")
        await tmux.wait(for: "the expression keypad") { $0.contains("Expression") && $0.contains("F10 quit") }
        try tmux.type("sqrt(16)+1,000")
        let live = await tmux.waitForDisplay("1,004")
        #expect(live.contains("√(16)+1000") || live.contains("sqrt") || live.contains("√"))
        try tmux.type("q")
        await tmux.wait(for: "the letter as part of a name") { $0.contains("1000q") || $0.contains("000q") }
        try tmux.send("BSpace")
        try tmux.type("?")
        let help = await tmux.wait(for: "the help") { $0.contains("Keys") && $0.contains("F10") }
        #expect(help.contains("^Q") && help.contains("^C") && help.contains("F2"))
        try tmux.send("Escape")
        await tmux.wait(for: "the keypad again") {
            !$0.contains("Keys (") && $0.contains("(") && TmuxSession.shows("1,004", on: $0)
        }
        try tmux.send("C-q")
        _ = await waitForExit(tmux, status: 0)
    }

    @Test("F4 opens the notes: r = 2, Enter, pi r^2 shows 4π ≈ 12.566…, and the note is there after a restart")
    func notes() async throws {
        let tmux = try TmuxSession(columns: 60, rows: 26)
        await tmux.wait(for: "the keypad") { $0.contains("AC") }
        try tmux.send("F4")
        await tmux.wait(for: "the notes view") { $0.contains("Notes") }
        try tmux.type("r = 2")
        try tmux.send("Enter")
        try tmux.type("pi r^2")
        let screen = await tmux.wait(for: "the result of pi r^2") { $0.contains("= 4π ≈ 12.566") }
        #expect(screen.contains("r = 2") && screen.contains("= 2"))
        try tmux.send("C-q")
        _ = await waitForExit(tmux, status: 0)
        let again = try TmuxSession(columns: 60, rows: 26, dataHome: tmux.dataHome)
        await again.wait(for: "the keypad") { $0.contains("AC") }
        try again.send("C-n")
        await again.wait(for: "the saved note") { $0.contains("pi r^2") && $0.contains("= 4π ≈ 12.566") }
        try again.send("C-q")
    }
}
