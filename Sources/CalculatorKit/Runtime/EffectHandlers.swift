/// What a front end does for the effects that need the world outside: saving history,
/// the clipboard. The kit only calls these; a front end that has no such thing leaves it out.
/// They run on the runtime's owner once the event's state is settled, holding no lock, and must be quick:
/// a slow one (SQLite) hands its work to a queue of its own (see `HistorySaver`).
public struct EffectHandlers: Sendable {
    public var recordCalculation: @Sendable (HistoryEntry) -> Void
    public var clearHistory: @Sendable () -> Void
    public var copy: @Sendable (String) -> Void
    public var saveNote: @Sendable (String) -> Void

    public init(
        recordCalculation: @escaping @Sendable (HistoryEntry) -> Void = { _ in },
        clearHistory: @escaping @Sendable () -> Void = {},
        copy: @escaping @Sendable (String) -> Void = { _ in },
        saveNote: @escaping @Sendable (String) -> Void = { _ in }
    ) {
        self.recordCalculation = recordCalculation
        self.clearHistory = clearHistory
        self.copy = copy
        self.saveNote = saveNote
    }
}
