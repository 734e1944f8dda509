import CalculatorKit
import Foundation

/// The view state as one line of JSON: the kit's `Screen` (the page gets the same
/// fields), with the clipboard text and the history, fields in alphabetical order.
enum JSON {
    static func object(_ view: ViewState, key: Key? = nil) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        // Strings, numbers and booleans only: encoding cannot fail.
        let data = (try? encoder.encode(Screen(view, key: key, copy: true, history: true))) ?? Data("{}".utf8)
        return String(decoding: data, as: UTF8.self)
    }
}
