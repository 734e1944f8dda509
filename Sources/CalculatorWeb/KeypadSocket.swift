import CalculatorKit
import Foundation
import HummingbirdWebSocket

/// The conversation with one tab: the tab sends keys (see `PageRequest`), the server
/// answers each with the screen (see `PageUpdate`). The first update names the tab's
/// session; a tab that reconnects with `/ws?session=ID` gets its keypad back, or, when
/// the server no longer has it, a fresh one and a notice saying so.
struct KeypadSocket: Sendable {
    let sessions: SessionRegistry
    let pool: CalculationPool
    /// Keys calculating at once, per browser and in all.
    let keyLimit: SlowWorkLimit
    let maxMessageBytes: Int
    /// Said to every tab when the history file could not be used.
    let historyWarning: String?

    static let freshKeypadNotice = "The server has restarted or forgotten this tab's keypad: this is a fresh one, "
        + "and keys pressed while the connection was lost were not pressed. Your history is kept."

    func converse(browser: String, client: String, requestedSession: String?,
                  inbound: WebSocketInboundStream, outbound: WebSocketOutboundWriter) async throws {
        let opened = await sessions.session(id: requestedSession, browser: browser, client: client)
        let (session, warning) = (opened.session, opened.warning)
        var sentHistory: [PageUpdate.HistoryLine]?
        func send(_ update: PageUpdate, history: [HistoryEntry]?) async throws {
            var update = update
            if let history {
                let lines = history.map(PageUpdate.HistoryLine.init)
                if lines != sentHistory { update.history = lines; sentHistory = lines }
            }
            let data = try JSONEncoder().encode(update)
            try await outbound.write(.text(String(decoding: data, as: UTF8.self)))
        }

        let view = await pool.run { session.view }
        let warnings = [historyWarning, warning].compactMap { $0 }
        try await send(PageUpdate(session: session.id, screen: .init(view),
                                  warning: warnings.isEmpty ? nil : warnings.joined(separator: "; "),
                                  notice: opened.resumeFailed ? Self.freshKeypadNotice : nil),
                       history: view.history)

        // A message over the limit ends the conversation (the page never sends one).
        for try await message in inbound.messages(maxSize: maxMessageBytes) {
            guard case let .text(text) = message else {
                try await send(PageUpdate(problem: "messages are JSON text"), history: nil)
                continue
            }
            let request: PageRequest
            do {
                request = try PageRequest(json: text)
            } catch {
                try await send(PageUpdate(problem: error.reason), history: nil)
                continue
            }
            do {
                let (update, history) = try await keyLimit.run(for: browser) {
                    await pool.run { Self.answer(request, in: session) }
                }
                try await send(update, history: history)
            } catch let busy as SlowWorkLimit.Refusal {
                try await send(PageUpdate(problem: busy.message), history: nil)
            }
        }
    }

    /// The update for one request, computed on a calculation thread (a key may calculate for seconds).
    private static func answer(_ request: PageRequest, in session: KeypadSession) -> (PageUpdate, [HistoryEntry]?) {
        switch request {
        case let .key(key):
            guard let outcome = session.press(key) else { return (PageUpdate(problem: key.problem), nil) }
            return (PageUpdate(screen: .init(outcome.view), warning: outcome.warning), outcome.view.history)
        case .copy:
            switch session.copyText() {
            case let .success(text): return (PageUpdate(copy: text), nil)
            case let .failure(nothing): return (PageUpdate(problem: nothing.description), nil)  // the page shows why
            }
        case .chinese:
            switch session.chineseAmount() {
            case let .success(text): return (PageUpdate(chinese: .init(text: text)), nil)
            case let .failure(failure): return (PageUpdate(chinese: .init(problem: failure.description)), nil)
            }
        }
    }
}
