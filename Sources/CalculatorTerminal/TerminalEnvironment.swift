/// What the environment says about the terminal: whether it can take the full-screen
/// app at all (TERM), colour (NO_COLOR, no-color.org, or a TERM without it) and UTF-8 (the locale).
public struct TerminalEnvironment: Equatable, Sendable {
    /// False for TERM=dumb or no TERM: no cursor addressing, so the app reads lines instead.
    public var isCapable: Bool
    public var hasColour: Bool
    /// Whether the locale's character set is UTF-8; otherwise the app draws in ASCII.
    public var isUTF8: Bool

    public init(_ environment: [String: String]) {
        let term = environment["TERM"] ?? ""
        isCapable = !term.isEmpty && term != "dumb"
        // A VT100 and its kin (and terminfo's monochrome "-m" entries) show no colour at all.
        let monochrome = term.hasPrefix("vt") || term.hasSuffix("-m") || term.hasSuffix("-mono")
        hasColour = (environment["NO_COLOR"] ?? "").isEmpty && !monochrome
        // The first of these that is set decides, as for setlocale; none means the C locale.
        let locale = ["LC_ALL", "LC_CTYPE", "LANG"].lazy.compactMap { environment[$0] }.first { !$0.isEmpty } ?? "C"
        let normalized = locale.lowercased()
        isUTF8 = normalized.contains("utf-8") || normalized.contains("utf8")
    }

    /// Why the full-screen app cannot run here, said first so that a narrow line keeps it.
    public var reasonForLineMode: String? {
        isCapable ? nil : "TERM is dumb or unset, so no full-screen keypad"
    }
}
