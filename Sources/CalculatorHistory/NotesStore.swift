import CalculatorKit
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
                                ON CONFLICT(owner) DO UPDATE SET
                                    text = excluded.text, updated = CURRENT_TIMESTAMP, revision = note.revision + 1
                                """, arguments: [owner, text])
                    }
                }
            }
        }
    }

    /// The owner's note and its revision, which every save (by any process) moves on.
    public func savedNote(of owner: String = localOwner) throws(HistoryError) -> SavedNote {
        try access {
            try $0.read { db in
                let row = try Row.fetchOne(
                    db, sql: "SELECT text, revision FROM note WHERE owner = ?", arguments: [owner])
                return row.map { SavedNote(text: $0["text"], revision: $0["revision"]) } ?? SavedNote()
            }
        }
    }

    /// Saves `text`, an edit of `base`. When another process saved since `base`, the two edits
    /// are merged line by line (`NoteMerge`) instead of one replacing the other, in the same
    /// transaction, so that nothing either added is lost.
    /// - Throws: `HistoryError` when the result is over `NoteLimits` or the file fails.
    public func saveNote(_ text: String, over base: SavedNote, for owner: String = localOwner) throws(HistoryError)
        -> NoteSave
    {
        let path = path ?? ":memory:"
        let outcome = try access { database in
            try Self.retryingWhenBusy {
                try database.write { db -> Result<NoteSave, HistoryError> in
                    let row = try Row.fetchOne(
                        db, sql: "SELECT text, revision FROM note WHERE owner = ?", arguments: [owner])
                    let current = row.map { SavedNote(text: $0["text"], revision: $0["revision"]) } ?? SavedNote()
                    // The text already there (a note read again from the file): nothing to write.
                    if text == current.text { return .success(NoteSave(saved: current)) }
                    var save = NoteSave(saved: SavedNote(text: text, revision: current.revision + 1))
                    if current.revision != base.revision, current.text != base.text {
                        let merged = NoteMerge.merge(
                            base: Self.lines(base.text), mine: Self.lines(text), theirs: Self.lines(current.text))
                        save.saved.text = merged.lines.joined(separator: "\n")
                        save.merged = save.saved.text != text
                        save.conflicts = merged.conflicts
                    }
                    if let problem = NoteLimits.problem(in: save.saved.text) {
                        return .failure(HistoryError(path: path, reason: problem))
                    }
                    try db.execute(
                        sql: """
                            INSERT INTO note (owner, text, revision) VALUES (?, ?, ?)
                            ON CONFLICT(owner) DO UPDATE SET
                                text = excluded.text, revision = excluded.revision, updated = CURRENT_TIMESTAMP
                            """, arguments: [owner, save.saved.text, save.saved.revision])
                    return .success(save)
                }
            }
        }
        return try outcome.get()
    }

    private static func lines(_ text: String) -> [String] {
        text.isEmpty ? [] : text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
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
        // Counts saves, so that a process can tell that another saved since it read the note.
        migrator.registerMigration("note-revision") { db in
            try db.alter(table: "note") { table in
                table.add(column: "revision", .integer).notNull().defaults(to: 0)
            }
        }
    }
}

/// A note as saved, and its revision: how many saves it has had (0 for none).
public struct SavedNote: Equatable, Sendable {
    public var text: String
    public var revision: Int

    public init(text: String = "", revision: Int = 0) {
        self.text = text
        self.revision = revision
    }
}

/// What a save over a revision did.
public struct NoteSave: Equatable, Sendable {
    /// The note now in the file: the text saved, or that and another process's lines merged.
    public var saved: SavedNote
    /// Whether another process's lines were merged in (`saved.text` is not the text given).
    public var merged = false
    /// Stretches of lines both changed: each kept in both versions, marked (`NoteMerge`).
    public var conflicts = 0

    public init(saved: SavedNote, merged: Bool = false, conflicts: Int = 0) {
        self.saved = saved
        self.merged = merged
        self.conflicts = conflicts
    }
}
