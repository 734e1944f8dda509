import Foundation

/// Copying through the terminal: OSC 52 asks the terminal (and tmux, with
/// set-clipboard on) to put text on the system clipboard, over ssh too.
enum Clipboard {
    static func osc52(_ text: String) -> String {
        "\u{1B}]52;c;" + Data(text.utf8).base64EncodedString() + "\u{07}"
    }
}
