import CalculatorKit

/// What the server sends the page: the screen after each key, and the rest only when
/// there is something to say. The page draws every text with `textContent`.
struct PageUpdate: Encodable, Sendable {
    /// The `id` of the request this answers; absent on a screen sent because a calculation
    /// changed it, and for a request sent without an id.
    var answers: Int?
    /// True while calculations that keys asked for are still running: a screen with their
    /// answers follows. Absent otherwise.
    var calculating: Bool?
    /// The tab's session, sent first, so that a reload of the tab resumes its keypad.
    var session: String?
    /// The kit's one JSON form of the view state (the same as `calculator press` prints,
    /// without copy and history, which come on their own).
    var screen: Screen?
    /// Sent when it changed since the last update on this connection.
    var history: [HistoryLine]?
    /// Something about saving history the person should know (a bad file).
    var warning: String?
    /// Sent with the first update when the tab asked to resume a keypad the server no
    /// longer has: the page shows it and drops the keys it had queued for the old one.
    var notice: String?
    /// A message the server could not act on.
    var problem: String?
    /// The full-precision value, for the clipboard.
    var copy: String?
    var chinese: ChineseLine?

    typealias HistoryLine = Screen.HistoryLine

    /// The result in Chinese uppercase, or why it has none.
    struct ChineseLine: Encodable, Sendable {
        var text: String?
        var problem: String?
    }
}
