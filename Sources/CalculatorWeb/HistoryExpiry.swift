import CalculatorHistory
import ServiceLifecycle

/// Removes the saved history of browsers gone for long: at start, then daily, for as
/// long as the server runs.
struct HistoryExpiry: Service {
    let saver: HistorySaver
    let lifetime: Duration
    var interval: Duration = .seconds(24 * 60 * 60)

    func run() async {
        repeat {
            saver.expireOwners(idleLongerThan: lifetime)
            // Shutting down ends the wait.
            try? await cancelWhenGracefulShutdown { try await Task.sleep(for: interval) }
        } while !Task.isShuttingDownGracefully && !Task.isCancelled
    }
}
