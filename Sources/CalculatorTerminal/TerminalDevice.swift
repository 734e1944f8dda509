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
    private static let enter = "\u{1B}[?1049h\u{1B}[?25l\u{1B}[?1000h\u{1B}[?1006h\u{1B}[H\u{1B}[2J"
    private static let leave = "\u{1B}[?1006l\u{1B}[?1000l\u{1B}[0m\u{1B}[?25h\u{1B}[?1049l"

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
        guard tcsetattr(STDIN_FILENO, TCSAFLUSH, &raw) == 0 else { throw TerminalError("cannot switch the terminal to raw mode") }
        isActive = true
        TerminalRestore.arm(original: original, bytes: Self.leave)
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
            let written = bytes.withUnsafeMutableBytes { systemWrite(STDOUT_FILENO, $0.baseAddress! + offset, $0.count - offset) }
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

/// What a signal handler needs to put the terminal back: kept in plain globals,
/// because a handler may only call async-signal-safe functions (write, tcsetattr).
enum TerminalRestore {
    nonisolated(unsafe) private static var original = termios()
    nonisolated(unsafe) private static var bytes: [UInt8] = []
    nonisolated(unsafe) private static var isArmed: sig_atomic_t = 0
    /// Set by SIGTERM, SIGHUP and SIGINT: the app leaves at its next look.
    nonisolated(unsafe) static var quitRequested: sig_atomic_t = 0
    /// Set by SIGWINCH.
    nonisolated(unsafe) static var resized: sig_atomic_t = 0

    static func arm(original: termios, bytes text: String) {
        Self.original = original
        bytes = Array(text.utf8)
        isArmed = 1
        signal(SIGTERM) { _ in TerminalRestore.quitRequested = 1 }
        signal(SIGHUP) { _ in TerminalRestore.quitRequested = 1 }
        signal(SIGINT) { _ in TerminalRestore.quitRequested = 1 }
        signal(SIGWINCH) { _ in TerminalRestore.resized = 1 }
        // A crash (a failed precondition traps) still leaves a usable terminal.
        for crash in [SIGILL, SIGTRAP, SIGABRT, SIGSEGV, SIGBUS, SIGFPE] {
            signal(crash) { number in
                TerminalRestore.restoreNow()
                signal(number, SIG_DFL)
                raise(number)
            }
        }
    }

    static func disarm() { isArmed = 0 }

    static func restoreNow() {
        guard isArmed == 1 else { return }
        isArmed = 0
        _ = bytes.withUnsafeBytes { systemWrite(STDOUT_FILENO, $0.baseAddress, $0.count) }
        tcsetattr(STDIN_FILENO, TCSAFLUSH, &original)
    }
}
