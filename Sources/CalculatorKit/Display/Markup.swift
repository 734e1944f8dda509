/// Text written into HTML or SVG, in an element or a quoted attribute: the plots' SVG and
/// the page's words escape it the same way.
public enum Markup {
    /// The text with the characters markup reads as its own written as references; a line
    /// break stays a line break inside an attribute too.
    public static func escaped(_ text: String) -> String {
        var escaped = ""
        for character in text {
            switch character {
            case "&": escaped += "&amp;"
            case "<": escaped += "&lt;"
            case ">": escaped += "&gt;"
            case "\"": escaped += "&quot;"
            case "'": escaped += "&#39;"
            case "\n": escaped += "&#10;"
            default: escaped.append(character)
            }
        }
        return escaped
    }
}
