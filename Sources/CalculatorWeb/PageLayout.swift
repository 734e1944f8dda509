import CalculatorKit
import Foundation

/// /layout.json: the kit's keypads and keyboard map, which the page draws and follows
/// instead of keeping grids of its own.
///
///     {"keypads": {"basic": {"portrait": {"columns": 4, "displaySize": {"width": 16, "maxDigits": 9},
///                                         "rows": [[{"name": "AC", "label": "AC", "role": "control", "columns": 1}, …]]},
///                            "landscape": …},
///                  "expression": …},
///      "keyboard": {"basic": {"Enter": "=", "Escape": "AC", "7": "7", …}, "expression": …},
///      "converter": [{"category": "length", "units": ["m", "km", …]}, …]}
///
/// A cell's name is what the page sends when it is pressed; the server presses the cell
/// through `ViewState.keyToSend`, so the clear cell is C or AC as the keypad stands then.
struct PageLayout: Encodable {
    var keypads = KeypadLayout.all
    /// Keyboard keys by their `KeyboardEvent.key` names, to the cell they press.
    var keyboard: [String: [String: String]] = Dictionary(uniqueKeysWithValues: CalculatorState.Mode.allCases.map { mode in
        (mode.rawValue, Dictionary(KeyboardMap.table(mode).map { ($0.keyboard.name, $0.cell.label) }) { first, _ in first })
    })

    /// The converter's kinds of quantity in the kit's order, each with its units, for the
    /// page's unit menus (a choice sends `kind:NAME`, `from:SYMBOL` or `to:SYMBOL`).
    var converter: [ConverterUnits] = ConverterCategory.allCases.map { ConverterUnits(category: $0.rawValue, units: $0.units) }

    struct ConverterUnits: Encodable {
        var category: String
        var units: [String]
    }

    static func json() throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return try encoder.encode(PageLayout())
    }
}
