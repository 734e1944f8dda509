import CalculatorKit

/// Tells which calculations of a keypad are new since it last looked, so that each
/// is saved once, even after the in-memory history has dropped old entries or was cleared.
public struct HistoryRecorder: Sendable {
    private var seen: Int

    /// Starts from a state whose calculations are already saved (or not to be saved).
    public init(_ state: CalculatorState) { seen = state.context.calculationsRecorded }

    public mutating func newEntries(in state: CalculatorState) -> [HistoryEntry] {
        let recorded = state.context.calculationsRecorded
        defer { seen = recorded }
        let count = min(recorded - seen, state.context.history.count)
        return count > 0 ? Array(state.context.history.suffix(count)) : []
    }
}
