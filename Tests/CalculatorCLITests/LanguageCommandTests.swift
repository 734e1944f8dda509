import Foundation
import Testing

/// The language's functions, number syntax and units on the command line and in notes files.
@Suite("The calculator command: functions, number syntax, units")
struct LanguageCommandTests {
    @Test("'calculator help functions' prints the function table")
    func helpFunctions() throws {
        let run = try Run(["help", "functions"])
        #expect(run.status == 0)
        for call in ["gcd(a, b, …)", "ncr(n, k)", "round(x)  round(x, n)", "atan2(y, x)", "log(x, b)", "mean("] {
            #expect(run.out.contains(call), "\(call)")
        }
    }

    @Test("the same lines on the command line, in a batch and in a notes file")
    func everywhere() throws {
        let lines = [
            "max(1,2)", "ncr(9,5)", "1 kpc to parsec", "2e−1", "degrees(pi/2)", "1 ft in m", "sec(0)", "½ + ¼",
            "√2²", "1_000 + 1", "12.5 deg to dms", "1 mT to T",
        ]
        let expected = [
            "2", "126", "1000 parsec", "0.2", "90", "0.3048 m", "1", "0.75", "2", "1001", "12°30′0″", "0.001 T",
        ]
        for (line, value) in zip(lines, expected) {
            #expect(try Run([line]).out == value + "\n", "\(line)")
        }
        #expect(try Run([], input: lines.joined(separator: "\n") + "\n").out == expected.joined(separator: "\n") + "\n")
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("language-\(UUID().uuidString).txt")
        try (["g(a, b) = a^2 + b", "g(2,5)"] + lines).joined(separator: "\n").write(
            to: file, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: file) }
        let notes = try Run(["notes", file.path])
        #expect(notes.status == 0)
        let results = notes.out.split(separator: "\n").dropFirst().map { $0.components(separatedBy: "  = ").last ?? "" }
        #expect(results == ["9"] + expected)
    }

    @Test("--seed repeats rand() and randint(), in an expression, a batch and the keypad")
    func seed() throws {
        let once = try Run(["--seed", "7", "rand() + randint(1, 6)"])
        #expect(once.status == 0)
        #expect(try Run(["--seed", "7", "rand() + randint(1, 6)"]).out == once.out)
        #expect(try Run(["--seed", "8", "rand() + randint(1, 6)"]).out != once.out)
        let batch = try Run(["--seed", "42"], input: "rand()\nrand()\nrandint(1, 10^30)\n")
        let lines = batch.out.split(separator: "\n")
        #expect(lines.count == 3 && lines[0] != lines[1])
        #expect(try Run(["--seed", "42"], input: "rand()\nrand()\nrandint(1, 10^30)\n").out == batch.out)
        let pressed = try Run(["press", "--seed", "3", "Rand"])
        #expect(pressed.status == 0)
        #expect(try Run(["press", "--seed", "3", "Rand"]).out == pressed.out)
        #expect(try Run(["--seed", "-1", "rand()"]).status != 0)
    }

    @Test("an error quotes what was typed")
    func errors() throws {
        let run = try Run(["12°34'56"])
        #expect(run.status == 1)
        #expect(!run.err.unicodeScalars.contains { (0xA000...0xA4CF).contains($0.value) })
        #expect(run.err.contains("write the sign after the seconds"))
    }
}
