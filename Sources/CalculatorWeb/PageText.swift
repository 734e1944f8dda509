import CalculatorKit

/// The page's HTML with the kit's words written in: each `{{name}}` becomes
/// `PageWords.frame[name]`, escaped for HTML, so the file holds the page's shape only.
enum PageText {
    struct UnknownWord: Error, CustomStringConvertible {
        var name: String
        var description: String { "the page names a word the kit does not have: {{\(name)}}" }
    }

    /// - Throws: `UnknownWord` when a mark names no word, so a typo fails at start, not on screen.
    static func filled(_ template: String, words: [String: String] = PageWords.frame) throws -> String {
        var filled = ""
        var rest = template[...]
        while let open = rest.range(of: "{{") {
            filled += rest[..<open.lowerBound]
            guard let close = rest[open.upperBound...].range(of: "}}") else {
                throw UnknownWord(name: String(rest[open.upperBound...].prefix(20)))
            }
            let name = String(rest[open.upperBound..<close.lowerBound])
            guard let word = words[name] else { throw UnknownWord(name: name) }
            filled += escaped(word)
            rest = rest[close.upperBound...]
        }
        return filled + rest
    }

    /// Safe in text and in a quoted attribute; a line break stays one in an attribute.
    static func escaped(_ word: String) -> String {
        var escaped = ""
        for character in word {
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
