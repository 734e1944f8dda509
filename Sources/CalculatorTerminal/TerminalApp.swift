import CalculatorHistory
import CalculatorKit
import Foundation

/// The full-screen calculator: reads keys and clicks on a thread of its own, runs them
/// through `TerminalState.reduce` on the kit's `KeypadRuntime` (a long calculation runs
/// there, never on the input thread), draws each step, hands the effects to the history
/// saver and the clipboard, and leaves the terminal as it found it however it ends.
public struct TerminalApp {
    public var theme: Theme.Name
    /// The history file; nil to keep history for this run only.
    public var historyPath: String?
    /// Why history is not kept, when there is no file (said on the bottom line).
    public var historyWarning: String?
    public var environment: TerminalEnvironment
    public var calculator: CalculatorState
    /// The day's exchange rates for the notes (nil: the built-in table).
    public var dailyRates: DailyRates?
    /// A rates file's rates for the notes, in place of the daily ones.
    public var fileRates: CurrencyRates?

    public init(
        theme: Theme.Name, historyPath: String?, historyWarning: String? = nil,
        environment: TerminalEnvironment, calculator: CalculatorState = CalculatorState()
    ) {
        self.theme = theme
        self.historyPath = historyPath
        self.historyWarning = historyWarning
        self.environment = environment
        self.calculator = calculator
    }

    public static var isAvailable: Bool { TerminalDevice.isInteractive }

    /// How long a quit may wait for a calculation before the process ends without it.
    static let quitGrace = 0.5

    typealias Runtime = KeypadRuntime<TerminalState, TerminalEvent, ViewState>

    /// Runs until quit; returns the exit status: 0, or 128 + the signal (130 for Ctrl-C).
    public func run() async throws -> Int32 {
        let (store, openWarning) = Self.openHistory(historyPath)
        var calculator = calculator
        var loadWarning = historyWarning ?? openWarning
        do throws(HistoryError) {
            calculator.context.history = try store.entries()
        } catch {
            loadWarning = TerminalWords.historyUnreadable(error.reason, path: error.path)
        }
        let device = TerminalDevice()
        try device.start()
        defer { device.stop() }
        let size = TerminalDevice.size() ?? (80, 24)
        var initial = TerminalState(calculator: calculator, columns: size.columns, rows: size.rows)
        initial.warning = loadWarning
        initial.dailyRates = dailyRates
        initial.fileRates = fileRates
        let savedNote = (try? store.savedNote()) ?? SavedNote()
        initial.savedNote = savedNote.text
        let progress = InputProgress(mode: initial.commandMode)
        let saver = HistorySaver(
            store: store,
            onFailure: { error in
                progress.send(
                    .warn(TerminalWords.historyRetrying(error.reason, path: error.path), about: .history))
            },
            onRecovery: { progress.send(.recovered(.history)) })
        let notesSaver = NotesSaver(store: store, base: savedNote) { _ = progress.send($0) }
        // The frames and the clipboard share the terminal: one writes at a time.
        let screen = ScreenWriter(device)
        let runtime = Runtime(
            initial: initial, reduce: TerminalState.reduce(into:_:), view: \.view,
            handlers: EffectHandlers(
                recordCalculation: { saver.append([$0]) },
                clearHistory: { saver.clear() },
                copy: { screen.write(Clipboard.osc52($0)) },
                saveNote: { notesSaver.save($0) }))
        progress.attach(runtime)
        notesSaver.watch()
        let reader = Thread { Self.readInput(progress: progress) }
        reader.start()
        let renderer = ScreenRenderer(
            theme: Theme.named(theme), colour: environment.hasColour, ascii: !environment.isUTF8)
        var status: Int32 = 0
        // What the screen shows, and the reset it was drawn after: a frame sends only what changed.
        var shown: (canvas: Canvas, resets: Int)?
        for await step in runtime.steps {
            let state = step.state
            progress.caughtUp(to: step.sentEventsApplied, mode: state.commandMode)
            if let exitStatus = state.exitStatus {
                status = exitStatus
                // Typed since the last pause: kept now.
                if let editor = state.notes, editor.isUnsaved { notesSaver.save(editor.live.text) }
                break
            }
            let canvas = renderer.canvas(state)
            let changes = renderer.frame(canvas, since: shown?.resets == state.screenResets ? shown?.canvas : nil)
            shown = (canvas, state.screenResets)
            // Synchronized output: terminals that know it show the frame at once.
            if !changes.isEmpty { screen.write("\u{1B}[?2026h" + changes + "\u{1B}[?2026l") }
        }
        progress.end()
        runtime.stop()
        screen.flush()
        let unsavedNote = notesSaver.finish()
        // The file alone then holds everything: a copy or a backup of it is whole.
        saver.finish()
        if let unsavedNote {
            // Said after the terminal is given back, where it stays in sight.
            device.stop()
            FileHandle.standardError.write(Data("calculator: \(unsavedNote)\n".utf8))
        }
        return status
    }

    /// The store at `path`, or one in memory and the reason it is not saved, reason first
    /// (a narrow bottom line still says it).
    static func openHistory(_ path: String?) -> (store: HistoryStore, warning: String?) {
        guard let path else { return (HistoryStore(), nil) }
        do {
            return (try HistoryStore(path: path), nil)
        } catch {
            return (HistoryStore(), TerminalWords.historyNotSaved(error.reason, path: error.path))
        }
    }

    /// Runs on its own thread: blocking reads, with a short wait so that signals are seen.
    private static func readInput(progress: InputProgress) {
        var decoder = InputDecoder()
        while true {
            if let status = TerminalRestore.takeQuitStatus() {
                quit(status, after: .quit(status: status), progress: progress)
                return
            }
            if TerminalRestore.resized == 1 {
                TerminalRestore.resized = 0
                if let size = TerminalDevice.size() { progress.send(.resize(columns: size.columns, rows: size.rows)) }
            }
            // A lone Esc is the Esc key once nothing follows it for a moment.
            guard let bytes = TerminalDevice.read(waiting: decoder.isWaiting && !decoder.isInPaste ? 30 : 100) else {
                quit(129, after: .quit(status: 129), progress: progress)  // the terminal went away: a hang-up
                return
            }
            // A paste may pause between reads (a slow link): only its end mark ends it.
            let events = bytes.isEmpty ? (decoder.isInPaste ? [] : decoder.flush()) : decoder.decode(bytes)
            for event in events {
                switch Command.command(for: event, mode: progress.mode) {
                case .suspend?:
                    // To the process, not this thread, which may block signals; the handler gives the terminal back first.
                    kill(getpid(), SIGTSTP)
                    Thread.sleep(forTimeInterval: 0.2)
                    if TerminalRestore.resumeIfStopWasRefused() {
                        progress.send(.note(TerminalWords.cannotSuspend))
                    }
                case .interrupt?:
                    quit(130, after: .input(event), progress: progress)
                case .quit?:
                    quit(0, after: .input(event), progress: progress)
                case .redraw?:
                    TerminalRestore.resized = 1
                default:
                    progress.send(.input(event))
                }
            }
        }
    }

    /// Sends a quit to the runtime, and ends the process if it is still busy with an
    /// earlier key (a long calculation) a moment later: quitting never waits for it.
    private static func quit(_ status: Int32, after event: TerminalEvent, progress: InputProgress) {
        let number = progress.send(event)
        Thread {
            Thread.sleep(forTimeInterval: quitGrace)
            if progress.isStuck(before: number) {
                TerminalRestore.restoreNow()
                _exit(status)
            }
        }.start()
    }
}

/// Writes to the terminal one text at a time, in order, on a queue of its own: frames from
/// the drawing loop, the clipboard from the runtime's copy handler. Neither waits for the
/// terminal (a slow ssh link), and no lock is held while writing.
final class ScreenWriter: @unchecked Sendable {
    private let device: TerminalDevice
    private let queue = DispatchQueue(label: "calculator.screen")

    init(_ device: TerminalDevice) { self.device = device }

    func write(_ text: String) { queue.async { [self] in device.write(text) } }

    /// Waits until everything written so far is out (before the terminal is given back).
    func flush() { queue.sync {} }
}

/// What the input thread knows of the runtime: how far it has got, and the keypad in use
/// (which decides whether `q` quits). Events are numbered as they are sent.
final class InputProgress: @unchecked Sendable {
    private let lock = NSLock()
    private var applied = 0
    private var ended = false
    private var currentMode: CalculatorState.Mode
    private var runtime: TerminalApp.Runtime?

    init(mode: CalculatorState.Mode) { currentMode = mode }

    var mode: CalculatorState.Mode { lock.withLock { currentMode } }

    /// The runtime events go to; set once it exists (the history saver, made before it, warns through here).
    func attach(_ runtime: TerminalApp.Runtime) { lock.withLock { self.runtime = runtime } }

    /// Sends an event and returns its number (counted from 1).
    @discardableResult
    func send(_ event: TerminalEvent) -> Int {
        // The runtime numbers the event; sending happens outside the lock, which only swaps values.
        guard let runtime = lock.withLock({ runtime }) else { return 0 }
        return runtime.send(event)
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
