/// Where the history file lives: $XDG_DATA_HOME/calculator/history.sqlite, with
/// XDG_DATA_HOME defaulting to ~/.local/share as the XDG base directory spec says.
public enum HistoryLocation {
    public static let fileName = "history.sqlite"

    public static func defaultPath(environment: [String: String]) -> String {
        // The spec says a relative XDG_DATA_HOME is invalid and must be ignored.
        if let data = environment["XDG_DATA_HOME"], data.hasPrefix("/") {
            return data + "/calculator/" + fileName
        }
        return (environment["HOME"] ?? ".") + "/.local/share/calculator/" + fileName
    }
}
