import CalculatorKit
import Foundation
import GRDB

/// Past calculations in SQLite. Each calculation is its own transaction, so an app
/// killed at any moment keeps every result it has shown. Rows belong to an owner:
/// the terminal app uses `HistoryStore.localOwner`, the browser app one per browser.
public final class HistoryStore: Sendable {
    public static let localOwner = "local"

    /// The database file, or nil for a store that lives in memory only.
    public let path: String?
    private let database: DatabaseQueue

    /// Opens (or creates) the file and its table.
    /// - Throws: `HistoryError` saying which file and why, e.g. a corrupt or unreadable file.
    public init(path: String) throws(HistoryError) {
        self.path = path
        do {
            try FileManager.default.createDirectory(at: URL(fileURLWithPath: path).deletingLastPathComponent(),
                                                    withIntermediateDirectories: true)
            // WAL and a busy timeout: two apps on one file wait for each other instead of failing.
            var configuration = Configuration()
            configuration.journalMode = .wal
            configuration.busyMode = .timeout(5)
            database = try DatabaseQueue(path: path, configuration: configuration)
            try Self.migrator.migrate(database)
        } catch {
            throw HistoryError(path: path, reason: Self.reason(error))
        }
    }

    /// A store that keeps nothing after the app ends: the fallback when the file cannot be used.
    public init() {
        path = nil
        // An in-memory database cannot fail to open or to migrate.
        database = try! DatabaseQueue()
        try! Self.migrator.migrate(database)
    }

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
    public func entries(of owner: String = localOwner, limit: Int = HistoryEntry.historyLimit) throws(HistoryError) -> [HistoryEntry] {
        try access {
            try $0.read { db in
                try Row.fetchAll(db, sql: """
                    SELECT expression, result, value FROM calculation WHERE owner = ? ORDER BY id DESC LIMIT ?
                    """, arguments: [owner, limit])
                    .reversed()
                    .map { HistoryEntry(expression: $0["expression"], result: $0["result"], value: $0["value"]) }
            }
        }
    }

    public func append(_ entries: [HistoryEntry], for owner: String = localOwner) throws(HistoryError) {
        try access { database in
            for entry in entries {
                try database.write { db in
                    try db.execute(sql: "INSERT INTO calculation (owner, expression, result, value) VALUES (?, ?, ?, ?)",
                                   arguments: [owner, entry.expression, entry.result, entry.value])
                }
            }
        }
    }

    public func clear(for owner: String = localOwner) throws(HistoryError) {
        try access { try $0.write { try $0.execute(sql: "DELETE FROM calculation WHERE owner = ?", arguments: [owner]) } }
    }

    private func access<T>(_ work: (DatabaseQueue) throws -> T) throws(HistoryError) -> T {
        do {
            return try work(database)
        } catch {
            throw HistoryError(path: path ?? ":memory:", reason: Self.reason(error))
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
