import Foundation
import Testing

/// An example of the `calculator` command in README.md or docs/*.md, with the output the page
/// shows. The forms, as docs/architecture.md describes them ("The docs' examples"):
///
/// - in a ```console block, a line `$ calculator …` (or `$ printf '…' | calculator …`) and the
///   lines after it up to the next `$` line: what the command prints, standard output then
///   standard error. An output line `…` (or one that begins with `…`) stands for any lines; a
///   line that ends with `…` for any line that begins with the text before it. A command with
///   no output shown is run and must succeed. `$ cat FILE` and the lines after it make FILE,
///   in the folder where the block's later commands run;
/// - in the text, `` `calculator …` → `output` ``: the whole output, on one line.
struct DocsExample: Sendable, CustomTestStringConvertible {
    /// The page, from the package's folder.
    let page: String
    let line: Int
    /// As typed in a shell.
    let command: String
    /// The lines shown, or nil when none are.
    let shown: [String]?
    /// Files shown earlier in the block (`$ cat FILE`), by name.
    var files: [String: String] = [:]

    var testDescription: String { "\(page):\(line): \(command)" }

    /// Where the package is: this file is Tests/CalculatorCLITests/DocsExampleTests.swift.
    static let packageFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    /// The pages with examples: README.md and docs/*.md.
    static func pages() -> [String] {
        let docs =
            (try? FileManager.default.contentsOfDirectory(atPath: packageFolder.appendingPathComponent("docs").path))
            ?? []
        return ["README.md"] + docs.filter { $0.hasSuffix(".md") }.sorted().map { "docs/" + $0 }
    }

    static let all: [DocsExample] = pages().flatMap { page -> [DocsExample] in
        guard let text = try? String(contentsOf: packageFolder.appendingPathComponent(page), encoding: .utf8) else {
            return []
        }
        return consoleExamples(in: text, page: page) + inlineExamples(in: text, page: page)
    }

    /// Whether a shell command line runs the calculator (rather than curl or a script).
    static func runsTheCalculator(_ command: String) -> Bool {
        command.hasPrefix("calculator ") || command == "calculator" || command.contains("| calculator")
            || command.contains("; calculator ") || command.contains("&& calculator ")
    }

    static func consoleExamples(in text: String, page: String) -> [DocsExample] {
        var examples: [DocsExample] = []
        var inConsole = false
        var current: (line: Int, command: String, shown: [String])?
        var files: [String: String] = [:]
        func finish() {
            if let current, current.command.hasPrefix("cat "), !current.command.contains(" | ") {
                files[String(current.command.dropFirst(4))] = current.shown.map { $0 + "\n" }.joined()
            } else if let current, runsTheCalculator(current.command) {
                examples.append(
                    DocsExample(
                        page: page, line: current.line, command: current.command,
                        shown: current.shown.isEmpty ? nil : current.shown, files: files))
            }
            current = nil
        }
        var indent = 0
        for (index, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let trimmed = raw.drop(while: { $0 == " " })
            if !inConsole {
                if trimmed == "```console" {
                    inConsole = true
                    indent = raw.count - trimmed.count
                }
                continue
            }
            if trimmed.hasPrefix("```") {
                finish()
                files = [:]
                inConsole = false
                continue
            }
            let line = String(raw.dropFirst(min(indent, raw.count - trimmed.count)))
            if line.hasPrefix("$ ") {
                finish()
                current = (index + 1, String(line.dropFirst(2)), [])
            } else {
                current?.shown.append(line)
            }
        }
        return examples
    }

    static func inlineExamples(in text: String, page: String) -> [DocsExample] {
        // `calculator …` → `output`, the arrow's sides possibly on two lines.
        guard let pattern = try? NSRegularExpression(pattern: "`(calculator [^`\\n]+)`\\s*→\\s*`([^`\\n]+)`") else {
            return []
        }
        let whole = NSRange(text.startIndex..., in: text)
        return pattern.matches(in: text, range: whole).compactMap { match in
            guard let command = Range(match.range(at: 1), in: text), let output = Range(match.range(at: 2), in: text)
            else { return nil }
            let line = text[..<command.lowerBound].reduce(1) { $1 == "\n" ? $0 + 1 : $0 }
            return DocsExample(page: page, line: line, command: String(text[command]), shown: [String(text[output])])
        }
    }

    /// Whether `printed` is what `shown` shows, with its `…` lines.
    static func matches(_ shown: ArraySlice<String>, _ printed: ArraySlice<String>) -> Bool {
        guard let first = shown.first else { return printed.isEmpty }
        if first.hasPrefix("…") {
            // Any lines, as few as the rest allows.
            return (printed.startIndex...printed.endIndex).contains { matches(shown.dropFirst(), printed[$0...]) }
        }
        guard let line = printed.first else { return false }
        let same = first.hasSuffix("…") ? line.hasPrefix(first.dropLast()) : line == first
        return same && matches(shown.dropFirst(), printed.dropFirst())
    }
}

/// What a shell command printed, standard output then standard error, and its status.
struct ShellRun {
    let status: Int32
    let lines: [String]

    /// Runs `command` in `sh` in a folder of its own that holds `files`, with the built
    /// `calculator` first on the PATH.
    init(_ command: String, files: [String: String] = [:]) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("docs-example-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        for (name, text) in files {
            try Data(text.utf8).write(to: folder.appendingPathComponent(name))
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", command]
        process.currentDirectoryURL = folder
        var environment = ProcessInfo.processInfo.environment
        let binFolder = try Run.binary().deletingLastPathComponent().path
        environment["PATH"] = binFolder + ":" + (environment["PATH"] ?? "/usr/bin:/bin")
        environment["HOME"] = folder.path
        environment["XDG_DATA_HOME"] = folder.path
        environment["COLUMNS"] = "80"
        process.environment = environment
        // Standard error goes to a file, so that neither stream fills its pipe while the other is read.
        let errFile = folder.appendingPathComponent(".stderr")
        _ = FileManager.default.createFile(atPath: errFile.path, contents: nil)
        let err = try FileHandle(forWritingTo: errFile)
        defer { try? err.close() }
        let out = Pipe()
        process.standardOutput = out
        process.standardError = err
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let outData = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        status = process.terminationStatus
        let errData = (try? Data(contentsOf: errFile)) ?? Data()
        let text = String(decoding: outData, as: UTF8.self) + String(decoding: errData, as: UTF8.self)
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if lines.last == "" { lines.removeLast() }
        self.lines = lines
    }
}

@Suite("The docs' examples of the calculator command")
struct DocsExampleTests {
    @Test func examplesAreFound() {
        // A change of form that hides them all would pass every example unseen.
        #expect(DocsExample.all.count >= 20)
        #expect(DocsExample.all.contains { $0.page == "README.md" })
        #expect(DocsExample.all.contains { $0.page == "docs/command-line.md" })
    }

    @Test("each example prints what its page shows", arguments: DocsExample.all)
    func example(_ example: DocsExample) throws {
        let run = try ShellRun(example.command, files: example.files)
        let place = SourceLocation(
            fileID: "Docs/\(example.page)",
            filePath: DocsExample.packageFolder.appendingPathComponent(example.page).path, line: example.line, column: 1
        )
        guard let shown = example.shown else {
            if run.status != 0 {
                Issue.record(
                    "\(example.page):\(example.line): `\(example.command)` failed (exit \(run.status)):\n\(run.lines.joined(separator: "\n"))",
                    sourceLocation: place)
            }
            return
        }
        if !DocsExample.matches(shown[...], run.lines[...]) {
            Issue.record(
                """
                \(example.page):\(example.line): `\(example.command)` prints something else.
                the page shows:
                \(shown.map { "    " + $0 }.joined(separator: "\n"))
                it prints:
                \(run.lines.map { "    " + $0 }.joined(separator: "\n"))
                """, sourceLocation: place)
        }
    }

    @Test func theLinesShownMatchWithTheirEllipses() {
        #expect(DocsExample.matches(["1", "2"], ["1", "2"]))
        #expect(!DocsExample.matches(["1", "2"], ["1", "3"]))
        #expect(!DocsExample.matches(["1"], ["1", "2"]))
        #expect(DocsExample.matches(["… any lines", "root"], ["a", "b", "root"]))
        #expect(DocsExample.matches(["… any lines", "root"], ["root"]))
        #expect(DocsExample.matches(["{\"angle\":\"deg\",…"], ["{\"angle\":\"deg\",\"x\":1}"]))
        #expect(!DocsExample.matches(["{\"angle\":\"rad\",…"], ["{\"angle\":\"deg\",\"x\":1}"]))
    }

    @Test func theVersionIsTheChangelogs() throws {
        let changelog = try String(
            contentsOf: DocsExample.packageFolder.appendingPathComponent("CHANGELOG.md"), encoding: .utf8)
        let newest = try #require(changelog.split(separator: "\n").first { $0.hasPrefix("## ") })
        let version = try Run(["--version"])
        #expect(version.status == 0)
        #expect("## " + version.out.trimmingCharacters(in: .newlines) == newest)
        #expect(try Run(["-V"]).out == version.out)
    }
}
