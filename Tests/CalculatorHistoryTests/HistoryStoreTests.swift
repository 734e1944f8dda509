import CalculatorKit
import Foundation
import Testing

@testable import CalculatorHistory

@Suite("history store: SQLite that survives restarts and bad files")
struct HistoryStoreTests {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("history-\(UUID().uuidString)").path
    var path: String { folder + "/calculator/history.sqlite" }

    @Test("entries written by one store are read by the next, oldest first, per owner")
    func persists() throws {
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let first = try HistoryStore(path: path)
        try first.append([
            HistoryEntry(expression: "1 ÷ 3", result: "0.33333333", value: "1/3"),
            HistoryEntry(expression: "2 + 2", result: "4"),
        ])
        try first.append([HistoryEntry(expression: "9 × 9", result: "81")], for: "browser-a")
        let reopened = try HistoryStore(path: path)
        #expect(
            try reopened.entries() == [
                HistoryEntry(expression: "1 ÷ 3", result: "0.33333333", value: "1/3"),
                HistoryEntry(expression: "2 + 2", result: "4"),
            ])
        #expect(try reopened.entries(of: "browser-a").map(\.result) == ["81"])
        #expect(try reopened.entries(of: "browser-b").isEmpty)
        #expect(try reopened.entries(limit: 1).map(\.result) == ["4"])
        try reopened.clear()
        #expect(try HistoryStore(path: path).entries().isEmpty)
        #expect(try reopened.entries(of: "browser-a").count == 1)
    }

    @Test("after a checkpoint a copy of the file alone, without its log, holds every entry")
    func checkpoint() throws {
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let store = try HistoryStore(path: path)
        try store.append((1...20).map { HistoryEntry(expression: "\($0) + 0", result: "\($0)") })
        let saver = HistorySaver(store: store)
        saver.append([HistoryEntry(expression: "1 + 1", result: "2")])
        saver.finish()
        #expect((try? FileManager.default.attributesOfItem(atPath: path + "-wal")[.size] as? Int) ?? 0 == 0)
        try FileManager.default.copyItem(atPath: path, toPath: folder + "/copy.sqlite")
        #expect(try HistoryStore(path: folder + "/copy.sqlite").count() == 21)
    }

    @Test("a corrupt file gives a warning naming it, and an in-memory store that works")
    func corruptFile() throws {
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try FileManager.default.createDirectory(atPath: folder + "/calculator", withIntermediateDirectories: true)
        try Data(repeating: 0x42, count: 4096).write(to: URL(fileURLWithPath: path))
        let (store, warning) = HistoryStore.open(path: path)
        #expect(warning?.contains(path) == true)
        #expect(warning?.contains("not a database") == true)
        #expect(store.path == nil)
        try store.append([HistoryEntry(expression: "1 + 1", result: "2")])
        #expect(try store.entries().count == 1)
    }

    @Test("a place where no file can be made gives a warning")
    func unwritable() {
        let (store, warning) = HistoryStore.open(path: "/dev/null/calculator/history.sqlite")
        #expect(store.path == nil)
        #expect(warning?.hasPrefix("history is not saved: history file /dev/null/calculator/history.sqlite: ") == true)
    }

    @Test("the file goes under XDG_DATA_HOME, else ~/.local/share")
    func location() {
        #expect(
            HistoryLocation.defaultPath(environment: ["XDG_DATA_HOME": "/data", "HOME": "/home/a"])
                == "/data/calculator/history.sqlite")
        #expect(
            HistoryLocation.defaultPath(environment: ["HOME": "/home/a"])
                == "/home/a/.local/share/calculator/history.sqlite")
        #expect(
            HistoryLocation.defaultPath(environment: ["XDG_DATA_HOME": "relative", "HOME": "/home/a"])
                == "/home/a/.local/share/calculator/history.sqlite")
    }
}

/// A store in memory whose writes fail while `failing` is set.
final class FlakyStore: HistoryWriter, @unchecked Sendable {
    private let lock = NSLock()
    private var saved: [String: [HistoryEntry]] = [:]
    private var isFailing = false
    var failing: Bool {
        get { lock.withLock { isFailing } }
        set { lock.withLock { isFailing = newValue } }
    }

    func append(_ entries: [HistoryEntry], for owner: String) throws(HistoryError) {
        lock.lock()
        defer { lock.unlock() }
        if isFailing { throw HistoryError(path: "flaky", reason: "database is locked") }
        saved[owner, default: []] += entries
    }

    func clear(for owner: String) throws(HistoryError) {
        lock.lock()
        defer { lock.unlock() }
        if isFailing { throw HistoryError(path: "flaky", reason: "database is locked") }
        saved[owner] = []
    }

    func entries(of owner: String, limit: Int) throws(HistoryError) -> [HistoryEntry] {
        lock.withLock { Array(saved[owner, default: []].suffix(limit)) }
    }

    func expireOwners(idleLongerThan age: Duration, keeping kept: Set<String>) throws(HistoryError) -> Int { 0 }
    func expireNotes(idleLongerThan age: Duration, keeping kept: Set<String>) throws(HistoryError) -> Int { 0 }
}

@Suite("history saver: one for the terminal and the browser app")
struct HistorySaverTests {
    func entry(_ n: Int) -> HistoryEntry { HistoryEntry(expression: "\(n) + 0", result: "\(n)") }

    @Test("a failed write is kept and saved, in order and once, with the next one")
    func retries() throws {
        let store = FlakyStore()
        let warnings = Warnings()
        let saver = HistorySaver(writer: store) { warnings.add($0) }
        saver.append([entry(1)])
        saver.flush()
        store.failing = true
        saver.append([entry(2)])
        saver.append([entry(3)])
        saver.flush()
        #expect(try saver.entries() == [entry(1)])
        #expect(warnings.count >= 1)
        #expect(saver.takeFailure()?.reason == "database is locked")
        #expect(saver.takeFailure() == nil)  // told once
        store.failing = false
        saver.append([entry(4)])
        saver.flush()
        #expect(try saver.entries() == [entry(1), entry(2), entry(3), entry(4)])
        #expect(saver.takeFailure() == nil)
    }

    @Test("two owners: each has its own entries, and a failure is told to every owner whose writes wait")
    func twoOwners() throws {
        let store = FlakyStore()
        let saver = HistorySaver(writer: store)
        saver.append([entry(1)], for: "a")
        saver.append([entry(2)], for: "b")
        saver.clear(for: "a")
        saver.append([entry(3)], for: "a")
        #expect(try saver.entries(of: "a") == [entry(3)])  // reads wait for the writes before them
        #expect(try saver.entries(of: "b") == [entry(2)])
        store.failing = true
        saver.append([entry(4)], for: "a")
        saver.append([entry(5)], for: "b")
        saver.flush()
        #expect(saver.takeFailure(of: "a") != nil && saver.takeFailure(of: "b") != nil)
        #expect(saver.takeFailure(of: "c") == nil)
        store.failing = false
        saver.flush()
        #expect(try saver.entries(of: "a") == [entry(3), entry(4)])
        #expect(try saver.entries(of: "b") == [entry(2), entry(5)])
    }

    @Test("a folder that cannot be made is said in plain words, for the terminal and the server alike")
    func folderProblem() {
        #expect(HistoryError.folderProblem("/dev/null/calculator/history.sqlite") == "/dev/null is not a folder")
        let (_, warning) = HistoryStore.open(path: "/dev/null/calculator/history.sqlite")
        #expect(warning?.hasSuffix("/dev/null is not a folder") == true)
    }
}

final class Warnings: @unchecked Sendable {
    private let lock = NSLock()
    private var seen: [HistoryError] = []
    func add(_ error: HistoryError) { lock.withLock { seen.append(error) } }
    var count: Int { lock.withLock { seen.count } }
}

@Suite("history store: bounded, expiring, shared by two processes")
struct HistoryStoreLimitsTests {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("history-\(UUID().uuidString)").path
    var path: String { folder + "/history.sqlite" }

    @Test("an owner keeps only the newest entries past the bound")
    func prunes() throws {
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let store = try HistoryStore(path: path, entriesPerOwner: 5)
        for number in 1...12 {
            try store.append([HistoryEntry(expression: "\(number)", result: "\(number)")], for: "a")
        }
        try store.append((13...20).map { HistoryEntry(expression: "\($0)", result: "\($0)") }, for: "a")
        try store.append([HistoryEntry(expression: "b", result: "1")], for: "b")
        #expect(try store.count(of: "a") == 5)
        #expect(try store.entries(of: "a").map(\.result) == ["16", "17", "18", "19", "20"])
        #expect(try store.count(of: "b") == 1)
    }

    @Test("owners idle for longer than the lifetime lose their history; the terminal's is kept")
    func expires() throws {
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let store = try HistoryStore(path: path)
        for owner in ["old", "recent", HistoryStore.localOwner] {
            try store.append(
                [HistoryEntry(expression: "1", result: "1"), HistoryEntry(expression: "2", result: "2")], for: owner)
        }
        try store.backdate("old", by: .seconds(100 * 86400))
        try store.backdate(HistoryStore.localOwner, by: .seconds(100 * 86400))
        #expect(try store.expireOwners(idleLongerThan: .seconds(90 * 86400)) == 2)
        #expect(try store.count(of: "old") == 0)
        #expect(try store.count(of: "recent") == 2)
        #expect(try store.count(of: HistoryStore.localOwner) == 2)
    }

    @Test("two stores on one file writing at once lose no calculation")
    func twoWriters() throws {
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let stores = [try HistoryStore(path: path), try HistoryStore(path: path)]
        let failures = Failures()
        DispatchQueue.concurrentPerform(iterations: 2) { index in
            for number in 0..<150 {
                do {
                    try stores[index].append([HistoryEntry(expression: "\(index):\(number)", result: "\(number)")])
                } catch {
                    failures.add(error)
                }
            }
        }
        #expect(failures.errors.isEmpty, "\(failures.errors.prefix(3))")
        #expect(try HistoryStore(path: path).count() == 300)
    }
}

final class Failures: @unchecked Sendable {
    private let lock = NSLock()
    private var list: [any Error] = []
    func add(_ error: any Error) { lock.withLock { list.append(error) } }
    var errors: [any Error] { lock.withLock { list } }
}
