import Foundation
import GRDB

/// A notes document per owner, kept in the history file beside the
/// calculations: the terminal's owner is `HistoryStore.localOwner`, the browser's its
/// cookie. A save replaces the owner's note in one transaction, so a note is never half
/// written; two processes saving at once both land (WAL and the busy timeout, as for history).
extension HistoryStore {
    /// The owner's note, or "" when it has none.
    public func note(of owner: String = localOwner) throws(HistoryError) -> String {
        try access {
            try $0.read {
                try String.fetchOne($0, sql: "SELECT text FROM note WHERE owner = ?", arguments: [owner]) ?? ""
            }
        }
    }

    /// Saves the owner's note in place of the one before; an empty note removes the row.
    /// - Throws: `HistoryError` when the note is over `NoteLimits` (saying which limit) or the file fails.
    public func saveNote(_ text: String, for owner: String = localOwner) throws(HistoryError) {
        if let problem = NoteLimits.problem(in: text) { throw HistoryError(path: path ?? ":memory:", reason: problem) }
        try access { database in
            try Self.retryingWhenBusy {
                try database.write { db in
                    if text.isEmpty {
                        try db.execute(sql: "DELETE FROM note WHERE owner = ?", arguments: [owner])
                    } else {
                        try db.execute(
                            sql: """
                                INSERT INTO note (owner, text) VALUES (?, ?)
                                ON CONFLICT(owner) DO UPDATE SET text = excluded.text, updated = CURRENT_TIMESTAMP
                                """, arguments: [owner, text])
                    }
                }
            }
        }
    }

    /// Removes the notes of owners (but `kept`) not saved for longer than `age`, like their history.
    @discardableResult
    public func expireNotes(idleLongerThan age: Duration, keeping kept: Set<String> = [localOwner]) throws(HistoryError)
        -> Int
    {
        try delete(olderThan: age, keeping: kept) { owners in
            "DELETE FROM note WHERE updated < datetime('now', ?) AND owner NOT IN (\(owners))"
        }
    }

    /// Makes an owner's note look `age` older (lets tests check expiry without waiting).
    func backdateNote(_ owner: String, by age: Duration) throws {
        try database.write {
            try $0.execute(
                sql: "UPDATE note SET updated = datetime(updated, ?) WHERE owner = ?",
                arguments: ["-\(age.components.seconds) seconds", owner])
        }
    }

    /// The table of notes: one row per owner.
    static func registerNotes(in migrator: inout DatabaseMigrator) {
        migrator.registerMigration("note") { db in
            try db.create(table: "note") { table in
                table.primaryKey("owner", .text)
                table.column("text", .text).notNull()
                table.column("updated", .datetime).notNull().defaults(sql: "CURRENT_TIMESTAMP")
            }
        }
    }
}

/// How big a note may be: enough for any page of sums, small enough that saving and
/// evaluating it stays quick, and that a browser cannot fill the server's disk.
public enum NoteLimits {
    public static let maxLines = 1000
    public static let maxBytes = 100_000
    public static let maxLineLength = 1000

    /// What is wrong with `text`, in words, or nil when it fits.
    public static func problem(in text: String) -> String? {
        if text.utf8.count > maxBytes {
            return "the note is too long: \(text.utf8.count) bytes, at most \(maxBytes)"
        }
        var lines = 0
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            lines += 1
            if lines > maxLines { return "the note has too many lines: at most \(maxLines)" }
            if line.count > maxLineLength {
                return "line \(lines) of the note is too long: \(line.count) characters, at most \(maxLineLength)"
            }
        }
        return nil
    }
}
