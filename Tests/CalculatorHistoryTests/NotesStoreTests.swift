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
