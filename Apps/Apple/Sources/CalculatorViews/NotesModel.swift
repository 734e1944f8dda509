import CalculatorKit
import Foundation
import Observation

/// The notes sheet's model. What is typed shows at once (`lines`); the note is worked out
/// on the kit's calculation threads, never on the main actor: edits are applied there in
/// order through `Notes.reduce` (a burst of typing in one go), and each line's result is
/// formatted there too. The answers come back as `notes` and `shown`.
@MainActor
@Observable
final class NotesModel {
    /// The text of each line as typed.
    private(set) var lines: [String]
    /// The note as last worked out, and what each of its lines shows.
    private(set) var notes = Notes()
    private(set) var shown: [LineResult.Shown] = []

    @ObservationIgnored private let worker: NotesWorker
    /// Whether the day's rates were asked for: once a line names a currency.
    @ObservationIgnored private var ratesAsked = false

    /// Time for one line: a slow line shows "…" instead of holding up the rest.
    static let limits = CalculationLimits(timeLimit: .milliseconds(500))

    init(text: String) {
        lines = Notes.lineTexts(of: text)
        let answers = AsyncStream.makeStream(of: (Notes, [LineResult.Shown]).self, bufferingPolicy: .bufferingNewest(1))
        worker = NotesWorker(text: text, limits: Self.limits) { answers.continuation.yield($0) }
        Task { [weak self] in
            for await (notes, shown) in answers.stream {
                guard let self else { return }
                self.notes = notes
                self.shown = shown
            }
        }
        askForRates(if: text)
    }

    var text: String { lines.joined(separator: "\n") }

    func apply(_ edit: Notes.Edit) {
        switch edit {
        case let .insertLine(index, text): lines.insert(text, at: min(index, lines.count))
        case let .replaceLine(index, text) where lines.indices.contains(index): lines[index] = text
        case let .removeLine(index) where lines.indices.contains(index): lines.remove(at: index)
        default: break
        }
        worker.apply(edit)
        switch edit {
        case let .insertLine(_, text), let .replaceLine(_, text): askForRates(if: text)
        default: break
        }
    }

    /// Once `text` (a line typed, or the note at start) names a currency, the note's money
    /// lines use the day's rates: those at hand at once (the cache's, else the built-in
    /// table's), then the fetched ones, as in the terminal and the browser.
    private func askForRates(if text: String) {
        guard !ratesAsked, CurrencyRates.mentionsCurrency(text) else { return }
        ratesAsked = true
        let daily = AppRates.daily, worker = worker
        worker.apply(.setCurrencies(daily.atHand()))
        // The fetch waits up to its timeout: on a thread of its own, never the main actor.
        Thread {
            let answer = daily.refresh()
            worker.apply(.setCurrencies(answer.rates))
        }.start()
    }
}
