import CalculatorKit

/// The page's HTML with the kit's words written in: each `{{name}}` becomes
/// `PageWords.byMark[name]`, escaped for HTML, so the file holds the page's shape only.
enum PageText {
    struct UnknownWord: Error, CustomStringConvertible {
        var name: String
        var description: String { "the page names a word the kit does not have: {{\(name)}}" }
    }

    /// - Throws: `UnknownWord` when a mark names no word, so a typo fails at start, not on screen.
    static func filled(_ template: String, words: [String: String] = PageWords.byMark) throws -> String {
        var filled = ""
        var rest = template[...]
        while let open = rest.range(of: "{{") {
            filled += rest[..<open.lowerBound]
            guard let close = rest[open.upperBound...].range(of: "}}") else {
                throw UnknownWord(name: String(rest[open.upperBound...].prefix(20)))
            }
            let name = String(rest[open.upperBound..<close.lowerBound])
            guard let word = words[name] else { throw UnknownWord(name: name) }
            filled += Markup.escaped(word)
            rest = rest[close.upperBound...]
        }
        return filled + rest
    }
}
