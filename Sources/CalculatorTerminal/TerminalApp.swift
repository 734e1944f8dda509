import CalculatorHistory
import CalculatorKit
import Foundation

/// The full-screen calculator: reads keys and clicks on a thread of its own, runs them
/// through `TerminalState.reduce` on a `FeedbackLoop` (a long calculation runs there,
/// never on the input thread), draws each state, and leaves the terminal as it found
/// it however it ends.
public struct TerminalApp {
    public var theme: Theme.Name
    /// The history file; nil to keep history for this run only.
    public var historyPath: String?
    /// Why history is not kept, when there is no file (said on the bottom line).
    public var historyWarning: String?
    public var environment: TerminalEnvironment
    public var calculator: CalculatorState

    public init(theme: Theme.Name, historyPath: String?, historyWarning: String? = nil,
                environment: TerminalEnvironment, calculator: CalculatorState = CalculatorState()) {
        self.theme = theme
        self.historyPath = historyPath
        self.historyWarning = historyWarning
        self.environment = environment
        self.calculator = calculator
    }

    public static var isAvailable: Bool { TerminalDevice.isInteractive }

    /// How long a pressed key stays lit, and a notice stays up.
    static let flashTime = Duration.milliseconds(150)
    static let noticeTime = Duration.seconds(2)
    /// How long a quit may wait for a calculation before the process ends without it.
    static let quitGrace = 0.5

    /// Runs until quit; returns the exit status: 0, or 128 + the signal (130 for Ctrl-C).
    public func run() async throws -> Int32 {
        let (store, openWarning) = HistorySaver.open(historyPath)
        var calculator = calculator
        var loadWarning = historyWarning ?? openWarning
        do throws(HistoryError) {
            calculator.context.history = try store.entries()
        } catch {
            loadWarning = "\(error.reason): history could not be read (\(error.path))"
        }
        let device = TerminalDevice()
        try device.start()
        defer { device.stop() }
        let size = TerminalDevice.size() ?? (80, 24)
        var initial = TerminalState(calculator: calculator, columns: size.columns, rows: size.rows)
        initial.warning = loadWarning
        initial.savedNote = (try? store.note()) ?? ""
        let loop = FeedbackLoop(initial: initial, reduce: TerminalState.reduce, feedbacks: [Self.timers])
        let progress = InputProgress(mode: initial.calculator.mode)
        let saver = HistorySaver(store: store, start: initial.calculator) { progress.send(.warn($0), to: loop) }
        let notesSaver = NotesSaver(store: store) { progress.send(.warn($0), to: loop) }
        let reader = Thread { Self.readInput(into: loop, progress: progress) }
        reader.start()
        let renderer = ScreenRenderer(theme: Theme.named(theme), colour: environment.hasColour, ascii: !environment.isUTF8)
        var copies = initial.copies
        var status: Int32 = 0
        for await step in loop.steps {
            let state = step.state
            progress.caughtUp(to: step.sentEventsApplied, mode: state.commandMode)
            saver.save(state.calculator)
            notesSaver.save(state.notes)
            if state.copies != copies {
                copies = state.copies
                device.write(Clipboard.osc52(state.clipboard))
            }
            if let exitStatus = state.exitStatus {
                status = exitStatus
                break
            }
            // Synchronized output: terminals that know it show the frame at once.
            device.write("\u{1B}[?2026h" + renderer.frame(state) + "\u{1B}[?2026l")
        }
        progress.end()
        loop.stop()
        saver.finish()
        notesSaver.finish()
        return status
    }

    /// Runs on its own thread: blocking reads, with a short wait so that signals are seen.
    private static func readInput(into loop: FeedbackLoop<TerminalState, TerminalEvent>, progress: InputProgress) {
        var decoder = InputDecoder()
        while true {
            if let status = TerminalRestore.takeQuitStatus() {
                quit(status, after: .quit(status: status), loop: loop, progress: progress)
                return
            }
            if TerminalRestore.resized == 1 {
                TerminalRestore.resized = 0
                if let size = TerminalDevice.size() { progress.send(.resize(columns: size.columns, rows: size.rows), to: loop) }
            }
            // A lone Esc is the Esc key once nothing follows it for a moment.
            guard let bytes = TerminalDevice.read(waiting: decoder.isWaiting ? 30 : 100) else {
                quit(129, after: .quit(status: 129), loop: loop, progress: progress)  // the terminal went away: a hang-up
                return
            }
            for event in bytes.isEmpty ? decoder.flush() : decoder.decode(bytes) {
                switch Command.command(for: event, mode: progress.mode) {
                case .suspend?:
                    // To the process, not this thread, which may block signals; the handler gives the terminal back first.
                    kill(getpid(), SIGTSTP)
                    Thread.sleep(forTimeInterval: 0.2)
                    if TerminalRestore.resumeIfStopWasRefused() {
                        progress.send(.note("cannot suspend: no job control here (run from a shell)"), to: loop)
                    }
                case .interrupt?:
                    quit(130, after: .input(event), loop: loop, progress: progress)
                case .quit?:
                    quit(0, after: .input(event), loop: loop, progress: progress)
                case .redraw?:
                    TerminalRestore.resized = 1
                default:
                    progress.send(.input(event), to: loop)
                }
            }
        }
    }

    /// Sends a quit to the loop, and ends the process if the loop is still busy with an
    /// earlier key (a long calculation) a moment later: quitting never waits for it.
    private static func quit(_ status: Int32, after event: TerminalEvent,
                             loop: FeedbackLoop<TerminalState, TerminalEvent>, progress: InputProgress) {
        let number = progress.send(event, to: loop)
        Thread {
            Thread.sleep(forTimeInterval: quitGrace)
            if progress.isStuck(before: number) {
                TerminalRestore.restoreNow()
                _exit(status)
            }
        }.start()
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
}

/// What the input thread knows of the loop: how far it has got, and the keypad in use
/// (which decides whether `q` quits). Events are numbered as they are sent.
final class InputProgress: @unchecked Sendable {
    private let lock = NSLock()
    private var sent = 0
    private var applied = 0
    private var ended = false
    private var currentMode: CalculatorState.Mode

    init(mode: CalculatorState.Mode) { currentMode = mode }

    var mode: CalculatorState.Mode { lock.withLock { currentMode } }

    /// Sends an event and returns its number (counted from 1).
    @discardableResult
    func send(_ event: TerminalEvent, to loop: FeedbackLoop<TerminalState, TerminalEvent>) -> Int {
        lock.withLock {
            sent += 1
            loop.send(event)  // under the lock, so that numbers follow the loop's order
            return sent
        }
    }

    func caughtUp(to applied: Int, mode: CalculatorState.Mode) {
        lock.withLock {
            self.applied = applied
            currentMode = mode
        }
    }

    func end() { lock.withLock { ended = true } }

    /// Whether the app still runs and has not reached event `number`.
    func isStuck(before number: Int) -> Bool { lock.withLock { !ended && applied < number } }
}
