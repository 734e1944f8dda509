import CalculatorKit
import Foundation
import GRDB

/// Past calculations in SQLite. Each calculation is its own transaction, so an app
/// killed at any moment keeps every result it has shown. Rows belong to an owner:
/// the terminal app uses `HistoryStore.localOwner`, the browser app one per browser.
///
/// Several processes may share the file (two terminals, a terminal and a server): the
/// file is in WAL mode, so readers never wait for a writer; a writer waits for another
/// (busy timeout) and tries again when SQLite still says busy, so no calculation is lost.
public final class HistoryStore: Sendable {
    public static let localOwner = "local"
    /// Entries kept per owner; older ones are removed as new ones are saved.
    public static let defaultEntriesPerOwner = 1000

    /// The database file, or nil for a store that lives in memory only.
    public let path: String?
    public let entriesPerOwner: Int
    let database: DatabaseQueue

    /// Opens (or creates) the file and its table.
    /// - Throws: `HistoryError` saying which file and why, e.g. a corrupt or unreadable file.
    public init(path: String, entriesPerOwner: Int = defaultEntriesPerOwner) throws(HistoryError) {
        precondition(entriesPerOwner > 0)
        self.path = path
        self.entriesPerOwner = entriesPerOwner
        do {
            try FileManager.default.createDirectory(
                at: URL(fileURLWithPath: path).deletingLastPathComponent(),
                withIntermediateDirectories: true)
            var configuration = Configuration()
            configuration.journalMode = .wal
            configuration.busyMode = .timeout(Self.busyTimeout)
            database = try Self.retryingWhenBusy { try DatabaseQueue(path: path, configuration: configuration) }
            try Self.retryingWhenBusy { try Self.migrator.migrate(database) }
        } catch {
            throw HistoryError(path: path, reason: HistoryError.folderProblem(path) ?? Self.reason(error))
        }
    }

    /// A store that keeps nothing after the app ends: the fallback when the file cannot be used.
    public init(entriesPerOwner: Int = defaultEntriesPerOwner) {
        path = nil
        self.entriesPerOwner = entriesPerOwner
        // An in-memory database cannot fail to open or to migrate.
        database = try! DatabaseQueue()
        try! Self.migrator.migrate(database)
    }

    /// How long a write waits for another process's write to finish, per attempt.
    static let busyTimeout: TimeInterval = 5
    static let attemptsWhenBusy = 4

    /// The store at `path`, or, when that file cannot be used, one in memory and the
    /// warning to show: the calculator keeps working without saving.
    public static func open(path: String) -> (store: HistoryStore, warning: String?) {
        do {
            return (try HistoryStore(path: path), nil)
        } catch {
            return (HistoryStore(), "history is not saved: \(error.description)")
        }
    }

    /// The newest `limit` entries of an owner, oldest first (the order of `ViewState.history`).
    public func entries(of owner: String = localOwner, limit: Int = HistoryEntry.historyLimit) throws(HistoryError)
        -> [HistoryEntry]
    {
        try access {
            try $0.read { db in
                try Row.fetchAll(
                    db,
                    sql: """
                        SELECT expression, result, value FROM calculation WHERE owner = ? ORDER BY id DESC LIMIT ?
                        """, arguments: [owner, limit]
                )
                .reversed()
                .map { HistoryEntry(expression: $0["expression"], result: $0["result"], value: $0["value"]) }
            }
        }
    }

    /// Saves entries (each in its own transaction) and drops the owner's entries beyond `entriesPerOwner`.
    public func append(_ entries: [HistoryEntry], for owner: String = localOwner) throws(HistoryError) {
        let keep = entriesPerOwner
        try access { database in
            for entry in entries {
                try Self.retryingWhenBusy {
                    try database.write { db in
                        try db.execute(
                            sql: "INSERT INTO calculation (owner, expression, result, value) VALUES (?, ?, ?, ?)",
                            arguments: [owner, entry.expression, entry.result, entry.value])
                        try db.execute(
                            sql: """
                                DELETE FROM calculation WHERE owner = ? AND id <= (
                                    SELECT id FROM calculation WHERE owner = ? ORDER BY id DESC LIMIT 1 OFFSET ?)
                                """, arguments: [owner, owner, keep])
                    }
                }
            }
        }
    }

    public func clear(for owner: String = localOwner) throws(HistoryError) {
        try access { database in
            try Self.retryingWhenBusy {
                try database.write {
                    try $0.execute(sql: "DELETE FROM calculation WHERE owner = ?", arguments: [owner])
                }
            }
        }
    }

    /// Removes the history of every owner (but `kept`) whose newest entry is older than `age`
    /// (the browser app's owners are cookies, and a browser that stopped coming leaves them behind).
    /// - Returns: how many entries were removed.
    @discardableResult
    public func expireOwners(idleLongerThan age: Duration, keeping kept: Set<String> = [localOwner])
        throws(HistoryError) -> Int
    {
        try delete(olderThan: age, keeping: kept) { owners in
            """
            DELETE FROM calculation WHERE owner IN (
                SELECT owner FROM calculation GROUP BY owner
                HAVING MAX(created) < datetime('now', ?)) AND owner NOT IN (\(owners))
            """
        }
    }

    /// Runs a DELETE whose first argument is the age ("-N seconds") and whose `owners`
    /// placeholder lists the owners kept. - Returns: the rows removed.
    func delete(
        olderThan age: Duration, keeping kept: Set<String>,
        _ sql: @escaping @Sendable (_ owners: String) -> String
    ) throws(HistoryError) -> Int {
        let seconds = max(0, age.components.seconds)
        return try access { database in
            try Self.retryingWhenBusy {
                try database.write { db in
                    let placeholders =
                        kept.isEmpty ? "''" : Array(repeating: "?", count: kept.count).joined(separator: ", ")
                    var arguments = StatementArguments(["-\(seconds) seconds"])
                    arguments += StatementArguments(Array(kept))
                    try db.execute(sql: sql(placeholders), arguments: arguments)
                    return db.changesCount
                }
            }
        }
    }

    /// Moves what the write-ahead log holds into the file itself and empties the log, so that
    /// `history.sqlite` alone is the whole history (a copy or backup of it misses nothing).
    public func checkpoint() throws(HistoryError) {
        guard path != nil else { return }
        _ = try access { database in
            try Self.retryingWhenBusy { try database.writeWithoutTransaction { try $0.checkpoint(.truncate) } }
        }
    }

    /// Entries of an owner in the file (for tests and checks; `entries` reads the newest only).
    public func count(of owner: String = localOwner) throws(HistoryError) -> Int {
        try access {
            try $0.read {
                try Int.fetchOne($0, sql: "SELECT COUNT(*) FROM calculation WHERE owner = ?", arguments: [owner]) ?? 0
            }
        }
    }

    /// Makes an owner's entries look `age` older (lets tests check expiry without waiting).
    func backdate(_ owner: String, by age: Duration) throws {
        try database.write {
            try $0.execute(
                sql: "UPDATE calculation SET created = datetime(created, ?) WHERE owner = ?",
                arguments: ["-\(age.components.seconds) seconds", owner])
        }
    }

    func access<T>(_ work: (DatabaseQueue) throws -> T) throws(HistoryError) -> T {
        do {
            return try work(database)
        } catch {
            throw HistoryError(path: path ?? ":memory:", reason: Self.reason(error))
        }
    }

    /// Runs `work` again when another process held the file for longer than the busy
    /// timeout (or SQLite gave up at once, as it may in WAL mode), a few times, with a pause.
    static func retryingWhenBusy<T>(_ work: () throws -> T) throws -> T {
        var attempt = 1
        while true {
            do {
                return try work()
            } catch let error as DatabaseError
                where (error.resultCode == .SQLITE_BUSY || error.resultCode == .SQLITE_LOCKED)
                && attempt < attemptsWhenBusy
            {
                attempt += 1
                Thread.sleep(forTimeInterval: 0.05 * Double(attempt))
            }
        }
    }

    private static var migrator: DatabaseMigrator {
        var migrator = DatabaseMigrator()
        migrator.registerMigration("calculation") { db in
            try db.create(table: "calculation") { table in
                table.autoIncrementedPrimaryKey("id")
                table.column("owner", .text).notNull()
                table.column("expression", .text).notNull()
                table.column("result", .text).notNull()
                table.column("value", .text).notNull()
                table.column("created", .datetime).notNull().defaults(sql: "CURRENT_TIMESTAMP")
            }
            try db.create(index: "calculation_owner", on: "calculation", columns: ["owner", "id"])
        }
        registerNotes(in: &migrator)
        return migrator
    }

    private static func reason(_ error: any Error) -> String {
        if let error = error as? DatabaseError { return error.message ?? error.description }
        return (error as NSError).localizedDescription
    }
}

/// Why the history file could not be read or written.
public struct HistoryError: Error, Equatable, CustomStringConvertible {
    public var path: String
    public var reason: String

    public var description: String { "history file \(path): \(reason)" }
}
