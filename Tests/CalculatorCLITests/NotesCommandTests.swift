import Foundation
import Testing

@Suite("calculator notes")
struct NotesCommandTests {
    /// Writes `text` to a fresh file and runs `calculator notes` on it.
    func notes(_ text: String, _ options: [String] = []) throws -> Run {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("notes-\(UUID().uuidString).txt")
        try Data(text.utf8).write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        return try Run(["notes"] + options + [url.path])
    }

    @Test func eachLineWithItsResult() throws {
        let run = try notes("r = 2.5\narea(r) = pi r^2\narea(3)\n3 ft to m\n", ["--digits", "10"])
        #expect(run.status == 0)
        #expect(
            run.out == """
                r = 2.5           = 2.5
                area(r) = pi r^2
                area(3)           = 28.27433388
                3 ft to m         = 0.9144 m

                """)
    }

    @Test func failingLinesSayWhyAndTheStatusIsOne() throws {
        let run = try notes("5 kg to m")
        #expect(run.status == 1)
        #expect(run.out == "5 kg to m  ! cannot convert mass to length at column 6\n")
    }

    @Test func aMissingFileIsAClearError() throws {
        let run = try Run(["notes", "/nonexistent/notes.txt"])
        #expect(run.status != 0)
        #expect(run.err.contains("cannot read /nonexistent/notes.txt"))
    }
}
