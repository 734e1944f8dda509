import CalculatorHistory
import CalculatorKit
import Foundation

/// The full-screen calculator: reads keys and clicks, runs them through
/// `TerminalState.reduce` on a `FeedbackLoop`, draws each state, and leaves the
/// terminal as it found it however it ends.
public struct TerminalApp {
    public var theme: Theme.Name
    public var historyPath: String
    public var calculator: CalculatorState

    public init(theme: Theme.Name, historyPath: String, calculator: CalculatorState = CalculatorState()) {
        self.theme = theme
        self.historyPath = historyPath
        self.calculator = calculator
    }

    public static var isAvailable: Bool { TerminalDevice.isInteractive }

    /// How long a pressed key stays lit, and a notice stays up.
    static let flashTime = Duration.milliseconds(150)
    static let noticeTime = Duration.seconds(2)

    public func run() async throws {
        let (store, warning) = HistoryStore.open(path: historyPath)
        var calculator = calculator
        var loadWarning = warning
        do {
            calculator.context.history = try store.entries()
        } catch {
            loadWarning = "history could not be read: \(error.description)"
        }
        let device = TerminalDevice()
        try device.start()
        defer { device.stop() }
        let size = TerminalDevice.size() ?? (80, 24)
        var initial = TerminalState(calculator: calculator, columns: size.columns, rows: size.rows)
        initial.warning = loadWarning
        let loop = FeedbackLoop(initial: initial, reduce: TerminalState.reduce,
                                feedbacks: [Self.timers, Self.saving(to: store, from: initial.calculator)])
        let reader = Thread { Self.readInput(into: loop) }
        reader.start()
        let renderer = ScreenRenderer(theme: Theme.named(theme))
        var copies = initial.copies
        for await step in loop.steps {
            let state = step.state
            if state.copies != copies {
                copies = state.copies
                device.write(Clipboard.osc52(state.view.copyText))
            }
            if state.isQuitting { break }
            // Synchronized output: terminals that know it show the frame at once.
            device.write("\u{1B}[?2026h" + renderer.canvas(state).ansi() + "\u{1B}[?2026l")
        }
        loop.stop()
    }

    /// Runs on its own thread: blocking reads, with a short wait so that signals are seen.
    private static func readInput(into loop: FeedbackLoop<TerminalState, TerminalEvent>) {
        var decoder = InputDecoder()
        while true {
            if TerminalRestore.quitRequested == 1 {
                loop.send(.quit)
                return
            }
            if TerminalRestore.resized == 1 {
                TerminalRestore.resized = 0
                if let size = TerminalDevice.size() { loop.send(.resize(columns: size.columns, rows: size.rows)) }
            }
            // A lone Esc is the Esc key once nothing follows it for a moment.
            guard let bytes = TerminalDevice.read(waiting: decoder.isWaiting ? 30 : 100) else {
                loop.send(.quit)  // the terminal went away
                return
            }
            let events = bytes.isEmpty ? decoder.flush() : decoder.decode(bytes)
            for event in events { loop.send(.input(event)) }
        }
    }

    /// Ends key flashes and notices after a moment.
    private static let timers = Feedback<TerminalState, TerminalEvent> { states in
        AsyncStream { output in
            let task = Task {
                var flash = 0, notice = 0
                for await state in states {
                    if state.flashID != flash {
                        flash = state.flashID
                        let id = flash
                        Task { try? await Task.sleep(for: flashTime); output.yield(.unflash(id)) }
                    }
                    if let current = state.notice, current.id != notice {
                        notice = current.id
                        Task { try? await Task.sleep(for: noticeTime); output.yield(.dismissNotice(current.id)) }
                    }
                }
                output.finish()
            }
            output.onTermination = { _ in task.cancel() }
        }
    }

    /// Writes each new calculation to the history file as soon as it is made.
    private static func saving(to store: HistoryStore, from start: CalculatorState) -> Feedback<TerminalState, TerminalEvent> {
        Feedback { states in
            AsyncStream { output in
                let task = Task {
                    var recorder = HistoryRecorder(start)
                    var failed = false
                    for await state in states {
                        let entries = recorder.newEntries(in: state.calculator)
                        guard !entries.isEmpty, !failed else { continue }
                        do throws(HistoryError) {
                            try store.append(entries)
                        } catch {
                            failed = true  // one warning is enough; the calculator goes on
                            output.yield(.warn("history is not saved: \(error.description)"))
                        }
                    }
                    output.finish()
                }
                output.onTermination = { _ in task.cancel() }
            }
        }
    }
}
