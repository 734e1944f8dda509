import CalculatorKit

/// The view state as one line of JSON, in a fixed order of fields.
enum JSON {
    static func object(_ view: ViewState, key: Key? = nil) -> String {
        var fields: [(String, String)] = []
        if let key { fields.append(("key", string(key.label))) }
        fields += [
            ("display", string(view.display)),
            ("expression", string(view.expression)),
            ("clear", string(view.clearLabel)),
            ("operator", view.pendingOperator.map { string($0.rawValue) } ?? "null"),
            ("error", view.error.map(string) ?? "null"),
            ("emphasis", string(view.emphasis.rawValue)),
            ("exact", String(view.isExact)),
            ("complete", String(view.isComplete)),
            ("angle", string(view.angle == .degrees ? "deg" : "rad")),
            ("second", String(view.isSecond)),
            ("memory", String(view.hasMemory)),
            ("mode", string(view.mode.rawValue)),
            ("copy", string(view.copyText)),
            ("history", "[" + view.history.map { "{\"expression\":\(string($0.expression)),\"result\":\(string($0.result))}" }
                .joined(separator: ",") + "]"),
        ]
        if let converter = view.converter {
            // Converter mode: the two units and numbers (issue 16).
            fields.append(("converter", "{\"category\":\(string(converter.category.rawValue)),\"from\":\(string(converter.fromUnit)),"
                + "\"input\":\(string(converter.input)),\"to\":\(string(converter.toUnit)),\"output\":\(string(converter.output))}"))
        }
        return "{" + fields.map { "\(string($0.0)):\($0.1)" }.joined(separator: ",") + "}"
    }

    static func string(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case _ where scalar.value < 0x20:
                out += "\\u" + String(repeating: "0", count: 4 - String(scalar.value, radix: 16).count)
                    + String(scalar.value, radix: 16)
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }
}
