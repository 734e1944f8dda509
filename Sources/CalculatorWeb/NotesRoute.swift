import CalculatorHistory
import CalculatorKit
import Foundation
import Hummingbird

/// The browser's notes view: `GET /api/notes` gives the browser's note with a
/// result per line; `POST /api/notes {"text": "…", "angle": "rad"}` saves the whole text
/// and answers the same way; with `"switchAngle": true` it switches the note's angle unit
/// first (the kit writes the `angle = …` line: the page knows none of its words). The note
/// is that of the browser cookie (like history), and is worked out by the kit's `LiveNotes`
/// on the calculation threads: each browser's last note is kept, so an edit recomputes and
/// formats only the lines that depend on it. Each line has a short time limit.
struct NotesRoute: Sendable {
    let configuration: BrowserConfiguration
    let pool: CalculationThreads
    let limit: SlowWorkLimit
    let store: HistoryStore
    let documents = NotesDocuments()

    struct Edit: Decodable {
        var text: String
        var angle: String?
        /// The notes view's angle switch was pressed: the text's angle unit goes to degrees, or
        /// from degrees to radians, written in its `angle = …` line (else a new first line).
        var switchAngle: Bool?
    }

    struct Line: Encodable, Equatable {
        /// "value", "error", "timeout" (shown as …) or "none" (blank, comment, function).
        var kind: String
        var text: String
        /// A value's digits without its exact form, for a column too narrow for both.
        var digits: String? = nil
        /// The day of the rates a money line used ("ECB 2026-11-25"), the end of `text`: a
        /// column too narrow for the whole line puts it under the amount.
        var ratesNote: String? = nil
    }

    struct Answer: Encodable {
        var text: String
        var lines: [Line]
        /// The note's angle unit, as its switch shows it ("Rad").
        var angle: String
        /// The graphs of the plot lines (NotesPlot.swift).
        var plots: [NotesPlot] = []
        /// The day's rates are being fetched for the note's currencies: the page asks again
        /// shortly, and its money lines follow the new rates.
        var ratesPending = false
    }

    /// Time for one line: a slow line shows "…" instead of holding a thread for 10 s.
    static let lineTimeLimit = Duration.milliseconds(500)

    /// The routes under /api, and the methods each path takes.
    var routes: RouteCollection<ClientRequestContext> {
        let routes = RouteCollection(context: ClientRequestContext.self)
        routes.get("notes") { request, context in try await respond(to: request, client: context.client, posting: false)
        }
        routes.post("notes") { request, context in try await respond(to: request, client: context.client, posting: true)
        }
        routes.post("notes/plot") { request, context in try await respondWithPlot(to: request, client: context.client) }
        return routes
    }

    static let methods: [String: [HTTPRequest.Method]] = ["notes": [.get, .post], "notes/plot": [.post]]

    func respond(to request: Request, client: String, posting: Bool) async throws(APIError) -> Response {
        // The note belongs to the cookie, which only the page gets; another site's page may not write it.
        guard let owner = BrowserCookie.browser(of: request), SameOrigin.allows(request) else {
            throw APIError(.forbidden, "open the calculator's page first: notes belong to its browser")
        }
        let edit = posting ? try await read(request) : nil
        let angle = try edit.map { edit throws(APIError) in
            guard let angle = AngleUnit(rawValue: edit.angle ?? "rad") else {
                throw APIError(.badRequest, #"angle must be "rad", "deg", "grad" or "turn""#)
            }
            return angle
        }
        let text = edit.map { edit in
            guard edit.switchAngle == true, let angle else { return edit.text }
            // The kit decides which line sets the angle and how it is written.
            var switched = LiveNotes(text: edit.text, angle: angle, limits: configuration.limits)
            switched.apply(.writeAngle(switched.angle == .degrees ? .radians : .degrees))
            return switched.text
        }
        if let text, let problem = NoteLimits.problem(in: text) {
            throw APIError(.badRequest, problem)
        }
        let limits = Self.lineLimits(configuration.limits)
        let (store, documents, daily, fileRates) = (store, documents, configuration.dailyRates, configuration.fileRates)
        let outcome: Result<Answer, HistoryError>
        do {
            outcome = try await limit.run(for: client) {
                await pool.run(owner: client) { () -> Result<Answer, HistoryError> in
                    Result { () throws(HistoryError) in
                        var live = try Self.note(of: owner, documents: documents, store: store, limits: limits)
                        if let angle, angle != live.defaultAngle { live.apply(.setAngle(angle)) }
                        if let text {
                            live.apply(.setText(text))
                            try store.saveNote(text, for: owner)
                        }
                        // A rates file's rates; else the day's, once a note uses a currency: the cache's
                        // (or the built-in table's) now, and a fetch beside the request when they are due.
                        var ratesPending = false
                        if let fileRates {
                            live.apply(.setCurrencies(fileRates))
                        } else if let daily, CurrencyRates.mentionsCurrency(lines: live.lines) {
                            daily.refreshBesideIfDue()
                            live.apply(.setCurrencies(daily.atHand()))
                            // Due until the fetch has cached the rates or failed.
                            ratesPending = daily.isDue()
                        }
                        // The kit's one notes engine: only the lines the edit changed are worked out and formatted.
                        live.workOutNow()
                        documents.keep(live, for: owner)
                        let notes = live.worked.notes
                        return Answer(
                            text: notes.text,
                            lines: zip(live.worked.shown, notes.lines).map {
                                Self.line($0, ratesNote: $1.result.ratesNote)
                            },
                            angle: AngleSetting.label(notes.angle),
                            plots: NotesPlot.all(notes), ratesPending: ratesPending)
                    }
                }
            }
        } catch {
            throw APIError(error, retryAfter: 1)
        }
        switch outcome {
        case let .success(answer): return .json(answer)
        case let .failure(error): throw APIError(.internalServerError, "the note is not saved: \(error.reason)")
        }
    }

    /// One plot line's graph again, over new ranges (the page panned or zoomed it).
    func respondWithPlot(to request: Request, client: String) async throws(APIError) -> Response {
        guard let owner = BrowserCookie.browser(of: request), SameOrigin.allows(request) else {
            throw APIError(.forbidden, "open the calculator's page first: notes belong to its browser")
        }
        let asked = try await JSONBody.decode(
            NotesPlot.Request.self, from: request, limit: configuration.maxBodyBytes,
            expected: #"{"line": 0, "x": [-5, 5], "y": [-2, 2]}"#)
        let x = try NotesPlot.range(asked.x), y = try NotesPlot.range(asked.y)
        let limits = Self.lineLimits(configuration.limits)
        let (store, documents) = (store, documents)
        let outcome: Result<NotesPlot?, HistoryError>
        do {
            outcome = try await limit.run(for: client) {
                await pool.run(owner: client) { () -> Result<NotesPlot?, HistoryError> in
                    Result { () throws(HistoryError) in
                        var live = try Self.note(of: owner, documents: documents, store: store, limits: limits)
                        live.workOutNow()
                        documents.keep(live, for: owner)
                        return NotesPlot.make(live.worked.notes, line: asked.line, x: x, y: y)
                    }
                }
            }
        } catch {
            throw APIError(error, retryAfter: 1)
        }
        switch outcome {
        case let .success(plot?): return .json(plot)
        case .success(nil): throw APIError(.badRequest, "line \(asked.line + 1) is not a plot line")
        case let .failure(error): throw APIError(.internalServerError, error.reason)
        }
    }

    /// The browser's note as its last request left it, else as it was saved.
    private static func note(
        of owner: String, documents: NotesDocuments, store: HistoryStore, limits: CalculationLimits
    )
        throws(HistoryError) -> LiveNotes
    {
        if let kept = documents.take(owner) { return kept }
        // The page's graphs are sampled by NotesPlot, at its own sizes.
        return LiveNotes(text: try store.note(of: owner), limits: limits, samplesPlots: false)
    }

    static func lineLimits(_ limits: CalculationLimits) -> CalculationLimits {
        var limits = limits
        limits.timeLimit = min(limits.timeLimit, lineTimeLimit)
        return limits
    }

    static func line(_ shown: LineResult.Shown, ratesNote: String? = nil) -> Line {
        switch shown {
        case .nothing: Line(kind: "none", text: "")
        case let .value(digits):
            Line(
                kind: "value", text: digits, digits: Self.digitsAlone(shown),
                ratesNote: ratesNote.flatMap { digits.hasSuffix(" · " + $0) ? $0 : nil })
        case let .error(reason): Line(kind: "error", text: reason)
        case .outOfTime: Line(kind: "timeout", text: "…")
        }
    }

    static func digitsAlone(_ shown: LineResult.Shown) -> String? {
        guard shown.digitsAlone != shown, case let .value(digits) = shown.digitsAlone else { return nil }
        return digits
    }

    /// A whole note in JSON: every byte may be escaped (\u00e9 is 6 bytes for 2).
    static let maxBodyBytes = NoteLimits.maxBytes * 3 + 1024

    private func read(_ request: Request) async throws(APIError) -> Edit {
        try await JSONBody.decode(
            Edit.self, from: request, limit: max(configuration.maxBodyBytes, Self.maxBodyBytes),
            expected: #"{"text": "…"} with optional "angle" and "switchAngle""#)
    }
}

/// The last note of each recent browser, evaluated, so that the next edit recomputes
/// only what it changes. Bounded: the browsers not seen for longest are forgotten first
/// (their note is read again from the file when they come back).
final class NotesDocuments: @unchecked Sendable {
    static let capacity = 200
    private let lock = NSLock()
    // Guarded by `lock`: notes by owner, and owners from least to most recently used.
    private var notes: [String: LiveNotes] = [:]
    private var order: [String] = []

    /// Takes the owner's note out (two requests of one browser never share one).
    func take(_ owner: String) -> LiveNotes? {
        lock.withLock {
            order.removeAll { $0 == owner }
            return notes.removeValue(forKey: owner)
        }
    }

    func keep(_ note: LiveNotes, for owner: String) {
        lock.withLock {
            order.removeAll { $0 == owner }
            notes[owner] = note
            order.append(owner)
            while order.count > Self.capacity { notes[order.removeFirst()] = nil }
        }
    }
}
