import CalculatorKit
import Foundation
import HummingbirdWebSocket
import NIOCore
import NIOWebSocket

/// The conversation with one tab: the tab sends keys (see `PageRequest`), the server
/// answers each at once with the screen it makes (see `PageUpdate`; the answer names the
/// request's `id`), and sends a screen of its own whenever a calculation's answer changes
/// it later. No key is refused or dropped: keys are applied in order as they come, and
/// only calculations wait, in the browser's turn on the calculation threads. The first
/// update names the tab's session; a tab that reconnects with `/ws?session=ID` gets its
/// keypad back, or, when the server no longer has it, a fresh one and a notice saying so.
struct KeypadSocket: Sendable {
    let sessions: SessionRegistry
    let threads: CalculationThreads
    let maxMessageBytes: Int
    /// Pings every conversation now and then (see `KeypadPinger`).
    let pinger: KeypadPinger
    /// Said to every tab when the history file could not be used.
    let historyWarning: String?

    static let freshKeypadNotice = ConnectionWords.freshKeypad

    func converse(
        browser: String, client: String, requestedSession: String?,
        inbound: WebSocketInboundStream, outbound: WebSocketOutboundWriter
    ) async throws {
        let opened = await sessions.session(id: requestedSession, browser: browser, client: client)
        let session = opened.session
        let writer = UpdateWriter(outbound)
        pinger.add(writer)
        defer { pinger.remove(writer) }
        let first = session.current
        let warnings = [historyWarning, opened.warning].compactMap { $0 }
        try await writer.send(
            PageUpdate(
                calculating: first.isCalculating ? true : nil, session: session.id, screen: .init(first.view),
                warning: warnings.isEmpty ? nil : warnings.joined(separator: "; "),
                notice: opened.resumeFailed ? Self.freshKeypadNotice : nil),
            history: first.view.history, serial: first.serial)

        try await withThrowingTaskGroup(of: Void.self) { group in
            // Screens that calculations change after their key was answered.
            group.addTask {
                for await step in session.updates() {
                    try await writer.send(
                        PageUpdate(calculating: step.isCalculating ? true : nil, screen: .init(step.view)),
                        history: step.view.history, serial: step.serial)
                }
            }
            // A message over the limit ends the conversation (the page never sends one).
            for try await message in inbound.messages(maxSize: maxMessageBytes) {
                try await answer(message, session: session, browser: browser, writer: writer, group: &group)
            }
            group.cancelAll()
        }
    }

    private func answer(
        _ message: WebSocketMessage, session: KeypadSession, browser: String, writer: UpdateWriter,
        group: inout ThrowingTaskGroup<Void, any Error>
    ) async throws {
        guard case let .text(text) = message else {
            try await writer.send(PageUpdate(problem: "messages are JSON text"))
            return
        }
        let id = PageRequest.id(in: text)
        let request: PageRequest
        do {
            request = try PageRequest(json: text)
        } catch {
            try await writer.send(PageUpdate(answers: id, problem: error.reason))
            return
        }
        switch request {
        case let .key(key):
            // Applied at once on this task: `reduce` does nothing slow.
            guard let outcome = session.press(key) else {
                try await writer.send(PageUpdate(answers: id, problem: key.problem))
                return
            }
            try await writer.send(
                PageUpdate(
                    answers: id, calculating: outcome.isCalculating ? true : nil,
                    screen: .init(outcome.view), warning: outcome.warning),
                history: outcome.view.history, serial: outcome.serial, always: true)
        case .copy, .chinese:
            // The digits of an irrational may take long: worked out on the calculation threads, in
            // the browser's turn, while the keys go on being answered.
            let threads = threads
            group.addTask {
                let update = await threads.run(owner: browser) { Self.ask(request, in: session) }
                var answered = update
                answered.answers = id
                try await writer.send(answered)
            }
        }
    }

    /// The answer to a copy or Chinese-amount request.
    private static func ask(_ request: PageRequest, in session: KeypadSession) -> PageUpdate {
        switch request {
        case .copy:
            switch session.copyText() {
            case let .success(text): return PageUpdate(copy: text)
            case let .failure(nothing): return PageUpdate(problem: nothing.description)  // the page shows why
            }
        case .chinese:
            switch session.chineseAmount() {
            case let .success(text): return PageUpdate(chinese: .init(text: text))
            case let .failure(failure): return PageUpdate(chinese: .init(problem: failure.description))
            }
        case .key:
            return PageUpdate()
        }
    }
}

/// Writes one tab's updates one at a time, from the key loop and the calculations alike,
/// and leaves out a screen the tab has already been sent, and history it already has.
actor UpdateWriter {
    private let outbound: WebSocketOutboundWriter
    private var sentSerial = -1
    private var sentCalculating: Bool?
    private var sentHistory: [PageUpdate.HistoryLine]?
    /// The last write: each waits for the one before it, so that frames leave in the order
    /// they were decided here. A write suspends, and another send may be decided meanwhile
    /// (the answer to a key saying a calculation runs, after the screen saying it ended).
    private var lastWrite: Task<Void, any Error>?

    init(_ outbound: WebSocketOutboundWriter) { self.outbound = outbound }

    /// A ping frame, which the browser answers on its own.
    func ping() async throws {
        try await outbound.write(.custom(WebSocketFrame(fin: true, opcode: .ping, data: ByteBuffer())))
    }

    /// - Parameters:
    ///   - serial: the runtime step of the update's screen; an older or the same step is not sent again,
    ///     unless `always` (the answer to a request is sent even when its screen is not new).
    func send(_ update: PageUpdate, history: [HistoryEntry]? = nil, serial: Int? = nil, always: Bool = false)
        async throws
    {
        var update = update
        if let serial {
            if serial <= sentSerial {
                guard always else { return }
                // The tab has this screen or a newer one: the answer only says the key was applied,
                // and repeats whether that screen's calculations were still running.
                update.screen = nil
                update.calculating = sentCalculating
            }
            if serial > sentSerial { sentCalculating = update.calculating }
            sentSerial = max(sentSerial, serial)
        }
        if let history, update.screen != nil {
            let lines = history.map(PageUpdate.HistoryLine.init)
            if lines != sentHistory {
                update.history = lines
                sentHistory = lines
            }
        }
        let data = try JSONEncoder().encode(update)
        try await write(.text(String(decoding: data, as: UTF8.self)))
    }

    private func write(_ frame: WebSocketOutboundWriter.OutboundFrame) async throws {
        let previous = lastWrite, outbound = outbound
        let next = Task {
            _ = try? await previous?.value
            try await outbound.write(frame)
        }
        lastWrite = next
        try await next.value
    }
}
