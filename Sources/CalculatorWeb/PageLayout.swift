import CalculatorKit
import Foundation

/// /layout.json: the kit's keypads and keyboard map, which the page draws and follows
/// instead of keeping grids of its own.
///
///     {"keypads": {"basic": {"portrait": {"columns": 4, "displaySize": {"width": 16, "maxDigits": 9},
///                                         "rows": [[{"id": "allClear", "name": "AC", "label": "AC",
///                                                    "spoken": "all clear", "role": "control", "columns": 1}, …]]},
///                            "landscape": …},
///                  "expression": …},
///      "keyboard": {"basic": {"Enter": "equals", "Escape": "allClear", "7": "7", …}, "expression": …},
///      "modes": [{"id": "mode.basic", "mode": "basic", "title": "Basic"}, …],
///      "converter": [{"category": "length", "title": "Length", "units": ["m", "km", …]}, …]}
///
/// A cell's id is what the page sends when it is pressed (the keyboard map gives ids too);
/// the server presses the cell through `ViewState.keyToSend`, so the clear cell is C or
/// AC as the keypad stands then. A screen names cells by `name` in its captions and lit keys.
struct PageLayout: Encodable {
    var keypads = KeypadLayout.all
    /// Keyboard keys by their `KeyboardEvent.key` names, to the cell they press.
    var keyboard: [String: [String: String]] = Dictionary(
        uniqueKeysWithValues: CalculatorState.Mode.allCases.map { mode in
            (
                mode.rawValue,
                Dictionary(KeyboardMap.table(mode).map { ($0.keyboard.name, $0.cell.id) }) { first, _ in first }
            )
        })

    /// The converter's kinds of quantity in the kit's order, each with its units, for the
    /// page's unit menus (a choice sends `kind:NAME`, `from:SYMBOL` or `to:SYMBOL`).
    var converter: [ConverterUnits] = ConverterCategory.allCases.map {
        ConverterUnits(category: $0.rawValue, title: $0.title, units: $0.units)
    }

    /// The keypads in the kit's order, for the mode switch: the id to send and the title to show.
    var modes: [ModeSwitch] = CalculatorState.Mode.allCases.map {
        ModeSwitch(id: Key.mode($0).id, mode: $0.rawValue, title: $0.title)
    }

    /// The help view's rows per mode: the digits, each cell the keyboard presses (by its
    /// spoken name) with every key that presses it, then the page's own keys.
    var help: [String: [HelpRow]] = Dictionary(
        uniqueKeysWithValues: CalculatorState.Mode.allCases.map { ($0.rawValue, Self.helpRows($0)) })

    /// The page's words about its connection, its help view, copying and the notes' status.
    var words = Words()

    struct HelpRow: Encodable {
        var keys: String
        var does: String
    }

    struct Words: Encodable {
        var connecting = ConnectionWords.connecting
        var reconnecting = ConnectionWords.reconnecting
        var keyWaiting = ConnectionWords.keyWaiting
        var keysWaiting = ConnectionWords.keysWaiting
        var keyRefused = ConnectionWords.keyRefused
        var keyUnanswered = ConnectionWords.keyUnanswered
        var keysUnanswered = ConnectionWords.keysUnanswered
        var help = HelpWords.button
        var helpTitle = HelpWords.title
        var helpClose = HelpWords.close
        var helpKey = HelpWords.keyboardKey
        var helpDoes = HelpWords.presses
        var nothingToCopy = PageWords.nothingToCopy
        var copied = PageWords.copied
        var noteNotSaved = PageWords.noteNotSaved
        var serverUnreachable = PageWords.serverUnreachable
        var serverSaid = PageWords.serverSaid
    }

    static func helpRows(_ mode: CalculatorState.Mode) -> [HelpRow] {
        var cells: [Key] = []
        var keys: [String: [String]] = [:]
        for (keyboard, cell) in KeyboardMap.table(mode) {
            if case .digit = cell { continue }
            if keys[cell.id] == nil { cells.append(cell) }
            keys[cell.id, default: []].append(keyboard.name)
        }
        let pressed = cells.map {
            HelpRow(keys: keys[$0.id, default: []].joined(separator: HelpWords.or), does: $0.spokenName)
        }
        let own = HelpWords.pageKeys.map { HelpRow(keys: $0.keys, does: $0.does) }
        return [HelpRow(keys: HelpWords.digits.keys, does: HelpWords.digits.does)] + pressed + own
    }

    struct ConverterUnits: Encodable {
        var category: String
        var title: String
        var units: [String]
    }

    struct ModeSwitch: Encodable {
        var id: String
        var mode: String
        var title: String
    }

    static func json() throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return try encoder.encode(PageLayout())
    }
}
