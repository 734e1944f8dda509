import CalculatorKit
import Testing

@testable import CalculatorTerminal

/// Esc stops a slow "=" however the window changed meanwhile: the calculation it cancels is
/// the one the keys wait for, and the screen goes back to the keypad as it was.
@Suite("Esc during a slow calculation")
struct EscapeStopsCalculationTests {
    /// Applies events as the runtime would, without running any job: what each asks for.
    private func apply(_ state: inout TerminalState, _ events: [TerminalEvent]) -> [Effect<TerminalEvent>] {
        events.flatMap { TerminalState.reduce(into: &state, $0) }
    }

    @Test(
        "Esc cancels the = job, with or without a resize (and a 'calculating' notice) in between",
        arguments: [false, true])
    func escapeCancels(resized: Bool) {
        for mode: CalculatorState.Mode in [.basic, .expression] {
            var state = TerminalState(calculator: CalculatorState(mode: mode), columns: 80, rows: 24)
            let typing = mode == .expression ? "sin(e^100000)=" : "2^1000000="
            let started = apply(&state, typing.map { TerminalEvent.input(.character($0)) })
            #expect(started.contains { if case .evaluate = $0 { return true } else { return false } })
            // 150 ms on, the screen says "calculating…" (the timer's event, as the runtime would send it).
            let slow = started.compactMap { effect -> TerminalEvent? in
                if case let .timer(name, _, event) = effect, name.name == "calculating" { return event }
                return nil
            }
            var later = apply(&state, slow.suffix(1))
            if resized { later += apply(&state, [.resize(columns: 120, rows: 40), .resize(columns: 100, rows: 30)]) }
            _ = later
            let stop = apply(&state, [.input(.escape)])
            #expect(
                stop.contains { if case let .cancel(name) = $0 { return name.name == "key" } else { return false } },
                "\(mode), resized: \(resized): \(stop)")
        }
    }
}
