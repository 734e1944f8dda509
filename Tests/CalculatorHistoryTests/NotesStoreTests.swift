import CalculatorKit
import Foundation
import Testing

@testable import CalculatorHistory

@Suite("notes store: one note per owner in the history file")
struct NotesStoreTests {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("notes-\(UUID().uuidString)").path
    var path: String { folder + "/history.sqlite" }

    @Test("a note saved by one store is read by the next, per owner; saving again replaces it")
    func persists() throws {
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let first = try HistoryStore(path: path)
        #expect(try first.note() == "")
        try first.saveNote("r = 2\npi r^2")
        try first.saveNote("x = 1", for: "browser-a")
        try first.saveNote("r = 3\npi r^2")
        let reopened = try HistoryStore(path: path)
        #expect(try reopened.note() == "r = 3\npi r^2")
        #expect(try reopened.note(of: "browser-a") == "x = 1")
        #expect(try reopened.note(of: "browser-b") == "")
        // History and notes live side by side in the file.
        try reopened.append([HistoryEntry(expression: "1 + 1", result: "2")])
        #expect(try reopened.entries().count == 1)
        try reopened.saveNote("")
        #expect(try HistoryStore(path: path).note() == "")
    }

    @Test(
        "notes over the limits are refused with the limit that was passed",
        arguments: [
            (String(repeating: "1\n", count: NoteLimits.maxLines) + "1", "too many lines: at most 1000"),
            (
                "1\n" + String(repeating: "9", count: NoteLimits.maxLineLength + 1),
                "line 2 of the note is too long: 1001 characters"
            ),
            (
                String(repeating: String(repeating: "8", count: 999) + "\n", count: 101),
                "too long: 101000 bytes, at most 100000"
            ),
        ])
    func limits(text: String, reason: String) throws {
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let store = try HistoryStore(path: path)
        try store.saveNote("kept")
        #expect(throws: HistoryError.self) { try store.saveNote(text) }
        do {
            try store.saveNote(text)
        } catch {
            #expect(error.reason.contains(reason), "\(error.reason)")
        }
        #expect(try store.note() == "kept")
        let fits = String(repeating: "1\n", count: NoteLimits.maxLines - 1) + "1"
        try store.saveNote(fits)
        #expect(try store.note() == fits)
    }

    @Test("line merges: one side's change wins, both sides' additions stay, the same lines changed are both kept")
    func merge() {
        func merged(_ base: String, _ mine: String, _ theirs: String) -> (String, Int) {
            let lines = { (text: String) in
                text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            }
            let result = NoteMerge.merge(base: lines(base), mine: lines(mine), theirs: lines(theirs))
            return (result.lines.joined(separator: "\n"), result.conflicts)
        }
        #expect(merged("a\nb\nc", "a\nb\nc\ndelta = 4", "a\nb\nc") == ("a\nb\nc\ndelta = 4", 0))
        #expect(merged("a\nb\nc", "a\nb\nc\nd = 4", "a\nb\nc\ne = 5") == ("a\nb\nc\ne = 5\nd = 4", 0))
        #expect(merged("a\nb\nc", "A\nb\nc", "a\nb\nC") == ("A\nb\nC", 0))
        #expect(merged("a\nb\nc", "a\nc", "a\nb\nc\nd") == ("a\nc\nd", 0))
        #expect(merged("a\nb\nc", "a\nB\nc", "a\nB\nc") == ("a\nB\nc", 0))
        #expect(
            merged("x = 1\ny", "x = 2\ny", "x = 3\ny")
                == ("\(NoteMerge.theirsMark)\nx = 3\n\(NoteMerge.mineMark)\nx = 2\ny", 1))
    }

    @Test("a save over an older revision merges with the newer save instead of replacing it")
    func saveOverRevision() throws {
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let a = try HistoryStore(path: path), b = try HistoryStore(path: path)
        let first = try a.saveNote("alpha = 1", over: SavedNote())
        #expect(first == NoteSave(saved: SavedNote(text: "alpha = 1", revision: 1)))
        // B read the note before A added delta.
        let seenByB = try b.savedNote()
        let added = try a.saveNote("alpha = 1\ndelta = 4", over: first.saved)
        #expect(added.saved.revision == 2 && !added.merged)
        let fromB = try b.saveNote("alpha = 1\nbeta = 2", over: seenByB)
        #expect(fromB.merged && fromB.conflicts == 0 && fromB.saved.revision == 3)
        #expect(try a.note() == "alpha = 1\ndelta = 4\nbeta = 2")
        // Saving the text already there writes nothing.
        #expect(try a.saveNote(try a.note(), over: added.saved).saved.revision == 3)
        // The old save, which replaces, moves the revision on too.
        try a.saveNote("gamma")
        #expect(try b.savedNote() == SavedNote(text: "gamma", revision: 4))
    }

    @Test("notes of owners idle past the lifetime expire; the terminal's is kept")
    func expires() throws {
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let store = try HistoryStore(path: path)
        for owner in ["old", "recent", HistoryStore.localOwner] { try store.saveNote("1 + 1", for: owner) }
        try store.backdateNote("old", by: .seconds(100 * 86400))
        try store.backdateNote(HistoryStore.localOwner, by: .seconds(100 * 86400))
        #expect(try store.expireNotes(idleLongerThan: .seconds(90 * 86400)) == 1)
        #expect(try store.note(of: "old") == "")
        #expect(try store.note(of: "recent") == "1 + 1")
        #expect(try store.note() == "1 + 1")
    }

    @Test("two stores on one file saving notes at once lose no write")
    func twoWriters() throws {
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let stores = [try HistoryStore(path: path), try HistoryStore(path: path)]
        let failures = Failures()
        DispatchQueue.concurrentPerform(iterations: 2) { index in
            for number in 0..<100 {
                do {
                    try stores[index].saveNote("n = \(number)", for: "owner-\(index)-\(number % 10)")
                    try stores[index].saveNote("shared \(index) \(number)", for: "shared")
                } catch {
                    failures.add(error)
                }
            }
        }
        #expect(failures.errors.isEmpty, "\(failures.errors.prefix(3))")
        let check = try HistoryStore(path: path)
        for index in 0..<2 {
            for last in 90..<100 { #expect(try check.note(of: "owner-\(index)-\(last % 10)") == "n = \(last)") }
        }
        #expect(try ["shared 0 99", "shared 1 99"].contains(check.note(of: "shared")))
    }
}
