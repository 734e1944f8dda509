import CalculatorHistory
import CalculatorKit
import Foundation

/// The app's history, shared by its windows: a SQLite file in Application Support, written
/// by `HistorySaver` on a queue of its own, never on the main actor. A file that cannot be
/// used leaves history in memory for this run, and says why.
enum AppHistory {
    static let opened: (store: HistoryStore, warning: String?) = {
        let manager = FileManager.default
        guard let support = manager.urls(for: .applicationSupportDirectory, in: .userDomainMask).first else {
            return (HistoryStore(), AppWords.historyNoFolder)
        }
        let folder = support.appendingPathComponent("Calculator", isDirectory: true)
        try? manager.createDirectory(at: folder, withIntermediateDirectories: true)
        return HistoryStore.open(path: folder.appendingPathComponent("history.sqlite").path)
    }()

    static let saver = HistorySaver(store: opened.store)

    /// A calculator that starts with the saved history, and the handlers that keep it saved.
    /// The history is read on the saver's queue (behind its writes and their retries) while
    /// the caller waits suspended: the main actor is never held by SQLite.
    static func calculator(_ state: CalculatorState) async -> (CalculatorState, EffectHandlers) {
        var state = state
        state.context.history = (try? await saver.entries(of: HistoryStore.localOwner).get()) ?? []
        let handlers = EffectHandlers(
            recordCalculation: { saver.append([$0]) },
            clearHistory: { saver.clear() })
        return (state, handlers)
    }
}
