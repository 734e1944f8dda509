#if canImport(Glibc)
    import Glibc
    private let systemWrite = Glibc.write
    private let systemRead = Glibc.read
#elseif canImport(Darwin)
    import Darwin
    private let systemWrite = Darwin.write
    private let systemRead = Darwin.read
#endif

/// The terminal itself: raw mode, the alternate screen, mouse reporting, and putting
/// all of it back. The restoring bytes and settings are kept where a signal handler
/// can reach them, so the terminal is restored on SIGTERM and crashes too.
final class TerminalDevice {
    private static let enter = "\u{1B}[?1049h\u{1B}[?25l\u{1B}[?1000h\u{1B}[?1006h\u{1B}[?2004h\u{1B}[H\u{1B}[2J"
    private static let leave = "\u{1B}[?2004l\u{1B}[?1006l\u{1B}[?1000l\u{1B}[0m\u{1B}[?25h\u{1B}[?1049l"

    private var original = termios()
    private var isActive = false

    /// Whether both ends are a terminal: the full-screen app needs to draw and to read keys.
    static var isInteractive: Bool { isatty(STDIN_FILENO) == 1 && isatty(STDOUT_FILENO) == 1 }

    func start() throws(TerminalError) {
        guard tcgetattr(STDIN_FILENO, &original) == 0 else { throw TerminalError("cannot read the terminal settings") }
        var raw = original
        cfmakeraw(&raw)
        // Keep output processing: "\n" still returns the carriage in messages.
        raw.c_oflag |= tcflag_t(OPOST)
        guard tcsetattr(STDIN_FILENO, TCSAFLUSH, &raw) == 0 else {
            throw TerminalError("cannot switch the terminal to raw mode")
        }
        isActive = true
        TerminalRestore.arm(original: original, raw: raw, enter: Self.enter, leave: Self.leave)
        write(Self.enter)
    }

    func stop() {
        guard isActive else { return }
        isActive = false
        write(Self.leave)
        tcsetattr(STDIN_FILENO, TCSAFLUSH, &original)
        TerminalRestore.disarm()
    }

    deinit { stop() }

    /// Columns and rows, or nil when the terminal does not say.
    static func size() -> (columns: Int, rows: Int)? {
        var size = winsize()
        guard ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0, size.ws_row > 0 else { return nil }
        return (Int(size.ws_col), Int(size.ws_row))
    }

    func write(_ text: String) {
        var bytes = Array(text.utf8)
        var offset = 0
        while offset < bytes.count {
            let written = bytes.withUnsafeMutableBytes {
                systemWrite(STDOUT_FILENO, $0.baseAddress! + offset, $0.count - offset)
            }
            if written < 0 {
                if errno == EINTR || errno == EAGAIN { continue }
                return
            }
            offset += written
        }
    }

    /// Waits up to `milliseconds` for input; the bytes read, empty on a time-out, nil once input has ended.
    static func read(waiting milliseconds: Int32) -> [UInt8]? {
        var descriptor = pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0)
        let ready = poll(&descriptor, 1, milliseconds)
        guard ready > 0 else { return [] }
        var buffer = [UInt8](repeating: 0, count: 1024)
        let count = buffer.withUnsafeMutableBytes { systemRead(STDIN_FILENO, $0.baseAddress, $0.count) }
        if count < 0 { return errno == EINTR || errno == EAGAIN ? [] : nil }
        return count == 0 ? nil : Array(buffer[0..<count])
    }
}

struct TerminalError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}

/// What a signal handler needs to put the terminal back (and to take it again after
/// Ctrl-Z and `fg`): kept in plain globals, because a handler may only call
/// async-signal-safe functions (write, tcsetattr, signal, raise).
enum TerminalRestore {
    nonisolated(unsafe) fileprivate static var original = termios()
    nonisolated(unsafe) fileprivate static var raw = termios()
    nonisolated(unsafe) fileprivate static var enterBytes = UnsafeMutableBufferPointer<UInt8>(start: nil, count: 0)
    nonisolated(unsafe) fileprivate static var leaveBytes = UnsafeMutableBufferPointer<UInt8>(start: nil, count: 0)
    nonisolated(unsafe) fileprivate static var isArmed: sig_atomic_t = 0
    /// The signal (SIGTERM, SIGHUP, SIGINT) that asks the app to leave at its next look, or 0.
    nonisolated(unsafe) static var quitSignal: sig_atomic_t = 0
    /// Set by SIGTSTP's handler, cleared by SIGCONT's: a stop that never came was refused.
    nonisolated(unsafe) fileprivate static var isSuspending: sig_atomic_t = 0
    /// When SIGTSTP's handler ran (monotonic seconds): a stop that happened lasted until `fg`.
    nonisolated(unsafe) fileprivate static var stopRequested = timespec()
    /// Set by SIGWINCH, and by SIGCONT: the screen is to be drawn again.
    nonisolated(unsafe) static var resized: sig_atomic_t = 0

    static func arm(original: termios, raw: termios, enter: String, leave: String) {
        Self.original = original
        Self.raw = raw
        enterBytes = copy(enter)
        leaveBytes = copy(leave)
        isArmed = 1
        for number in [SIGTERM, SIGHUP, SIGINT] { signal(number, requestQuit) }
        signal(SIGWINCH, noteResize)
        signal(SIGTSTP, stopForJobControl)
        signal(SIGCONT, resumeAfterStop)
        // Output goes to a terminal; a SIGPIPE sent by hand has nothing to stop.
        signal(SIGPIPE, SIG_IGN)
        // Crashes (a failed precondition traps) and signals that end the process by
        // default still leave a usable terminal.
        for number in [
            SIGILL, SIGTRAP, SIGABRT, SIGSEGV, SIGBUS, SIGFPE, SIGQUIT, SIGUSR1, SIGUSR2,
            SIGALRM, SIGVTALRM, SIGPROF, SIGXCPU, SIGXFSZ, SIGSYS,
        ] {
            signal(number, restoreAndDie)
        }
    }

    static func disarm() { isArmed = 0 }

    /// The terminal as it was, for good.
    static func restoreNow() {
        guard isArmed == 1 else { return }
        isArmed = 0
        writeLeave()
    }

    /// Normal screen and cooked mode; the app still owns the terminal (Ctrl-Z).
    fileprivate static func leaveScreen() {
        guard isArmed == 1 else { return }
        writeLeave()
    }

    private static func writeLeave() {
        _ = systemWrite(STDOUT_FILENO, leaveBytes.baseAddress, leaveBytes.count)
        tcsetattr(STDIN_FILENO, TCSAFLUSH, &original)
    }

    /// Raw mode and the app's screen again (after `fg`).
    fileprivate static func enterScreen() {
        guard isArmed == 1 else { return }
        tcsetattr(STDIN_FILENO, TCSAFLUSH, &raw)
        _ = systemWrite(STDOUT_FILENO, enterBytes.baseAddress, enterBytes.count)
    }

    /// After Ctrl-Z: takes the terminal back if the process was not stopped (its process
    /// group has no job-control shell, so the kernel drops the stop). True if so.
    static func resumeIfStopWasRefused() -> Bool {
        // After `fg`, SIGCONT's handler may run on another thread a little after this one
        // wakes (the first time it also binds its symbols): give it a moment.
        for _ in 0..<20 where isSuspending == 1 { usleep(10_000) }
        guard isSuspending == 1 else { return false }
        // A process that was stopped took far longer than a refused stop's few milliseconds.
        var now = timespec()
        clock_gettime(CLOCK_MONOTONIC, &now)
        let elapsed = Double(now.tv_sec - stopRequested.tv_sec) + Double(now.tv_nsec - stopRequested.tv_nsec) / 1e9
        if elapsed > 1 { return false }
        isSuspending = 0
        signal(SIGTSTP, stopForJobControl)
        enterScreen()
        resized = 1
        return true
    }

    /// The exit status of a quit signal not yet handled (128 + its number), clearing it.
    static func takeQuitStatus() -> Int32? {
        let number = quitSignal
        guard number != 0 else { return nil }
        quitSignal = 0
        return 128 + number
    }

    /// Bytes at a fixed address, which a signal handler can write without touching Swift objects.
    private static func copy(_ text: String) -> UnsafeMutableBufferPointer<UInt8> {
        let bytes = Array(text.utf8)
        let buffer = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: bytes.count)
        _ = buffer.initialize(from: bytes)
        return buffer
    }
}

private func requestQuit(_ number: Int32) { TerminalRestore.quitSignal = number }

private func noteResize(_: Int32) { TerminalRestore.resized = 1 }

/// Ctrl-Z: the terminal back to the shell, then stop as the default action would.
private func stopForJobControl(_: Int32) {
    clock_gettime(CLOCK_MONOTONIC, &TerminalRestore.stopRequested)
    TerminalRestore.isSuspending = 1
    TerminalRestore.leaveScreen()
    signal(SIGTSTP, SIG_DFL)
    // Blocked while this handler runs: the process stops as soon as it returns.
    raise(SIGTSTP)
}

/// `fg`: take the terminal again and draw everything.
private func resumeAfterStop(_: Int32) {
    TerminalRestore.isSuspending = 0
    signal(SIGTSTP, stopForJobControl)
    TerminalRestore.enterScreen()
    TerminalRestore.resized = 1
}

private func restoreAndDie(_ number: Int32) {
    TerminalRestore.restoreNow()
    signal(number, SIG_DFL)
    raise(number)
}
