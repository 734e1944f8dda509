import Foundation
import Testing

@testable import CalculatorKit

/// The note worked out beside the typing: every edit applied, in order, off the caller's thread.
@Suite struct NotesWorkerTests {
    /// What the worker publishes, kept for the test to read.
    final class Published: @unchecked Sendable {
        private let lock = NSLock()
        private var last: (Notes, [LineResult.Shown])?
        private var count = 0
        func take(_ answer: (Notes, [LineResult.Shown])) {
            lock.withLock {
                last = answer
                count += 1
            }
        }
        var latest: (notes: Notes, shown: [LineResult.Shown], count: Int)? {
            lock.withLock { last.map { ($0.0, $0.1, count) } }
        }
    }

    func waitFor(_ published: Published, _ done: ((notes: Notes, shown: [LineResult.Shown], count: Int)) -> Bool)
        async throws -> (notes: Notes, shown: [LineResult.Shown], count: Int)
    {
        let end = ContinuousClock.now + .seconds(20)
        while ContinuousClock.now < end {
            if let latest = published.latest, done(latest) { return latest }
            try await Task.sleep(for: .milliseconds(5))
        }
        return try #require(published.latest)
    }

    @Test("a burst of edits ends on the note that applying them in order gives, with every line shown")
    func burst() async throws {
        // Far above what these short lines take on a busy machine.
        let limits = CalculationLimits(timeLimit: .seconds(60))
        let published = Published()
        let worker = NotesWorker(text: "r = 2", limits: limits, threads: CalculationThreads(threads: 2)) {
            published.take($0)
        }
        // Typed as fast as the caller can: "pi r^2" one character at a time, then a new line.
        var expected = Notes(text: "r = 2", limits: limits)
        var edits: [Notes.Edit] = [.insertLine(1, "")]
        var typed = ""
        for character in "pi r^2" {
            typed.append(character)
            edits.append(.replaceLine(1, typed))
        }
        edits += [.insertLine(2, "r + 1"), .removeLine(0), .insertLine(0, "r = 3")]
        for edit in edits {
            worker.apply(edit)
            expected = Notes.reduce(expected, edit)
        }
        let final = try await waitFor(published) { $0.notes.text == expected.text }
        #expect(final.notes == expected)
        #expect(final.shown == expected.lines.map { $0.result.shown(limits: limits) })
        #expect(final.shown.count == 3)
        if case let .value(digits) = final.shown[1] {
            #expect(digits.hasPrefix("9π ≈ 28.274333"))
        } else {
            Issue.record("pi r^2 shows \(final.shown[1])")
        }
        // A burst is applied in a few runs, not one run per key.
        #expect(final.count <= edits.count + 1)
    }

    @Test("the text's lines as the note reads them")
    func lineTexts() {
        #expect(Notes.lineTexts(of: "").isEmpty)
        #expect(Notes.lineTexts(of: "a = 1\r\n\nb") == ["a = 1", "", "b"])
        #expect(Notes.lineTexts(of: "x\n").count == Notes(text: "x\n").lines.count)
        // A note saved with Windows line ends reads as the same lines (\r\n is one Character).
        #expect(Notes(text: "a = 2\r\na*3\r\n").lines[1].result.shown(limits: .standard) == .value("6"))
    }
}
