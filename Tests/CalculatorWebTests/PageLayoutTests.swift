import CalculatorKit
import Foundation
import Hummingbird
import Testing

@testable import CalculatorWeb

/// /layout.json as the page reads it.
private struct Served: Decodable {
    struct Layout: Decodable {
        struct DisplaySize: Decodable, Equatable {
            var width: Int
            var maxDigits: Int
        }
        struct Cell: Decodable {
            var id: String
            var name: String
            var spoken: String
            var label: String
            var secondLabel: String?
            var role: String
            var columns: Int
        }
        var columns: Int
        var displaySize: DisplaySize
        var rows: [[Cell]]
    }
    var keypads: [String: [String: Layout]]
    var keyboard: [String: [String: String]]
    struct ConverterUnits: Decodable {
        var category: String
        var title: String
        var units: [String]
    }
    var converter: [ConverterUnits]
    struct ModeSwitch: Decodable {
        var id: String
        var mode: String
        var title: String
    }
    var modes: [ModeSwitch]
    struct HelpRow: Decodable {
        var keys: String
        var does: String
    }
    var help: [String: [HelpRow]]
    var words: [String: String]
}

@Suite("the page's keys are the kit's: /layout.json and app.js")
struct PageLayoutTests {
    private func served() async throws -> Served {
        try await makeApp().test(.router) { client in
            try await client.execute(uri: "/layout.json", method: .get) { response in
                #expect(response.status == .ok)
                #expect(response.headers[.contentType] == "application/json")
                #expect(response.headers[.contentSecurityPolicy] != nil)
                return try JSONDecoder().decode(Served.self, from: Data(response.body.readableBytesView))
            }
        }
    }

    @Test("every keypad of the kit, cell by cell: name, label, 2nd label, role, width, and the display size to send")
    func keypads() async throws {
        let served = try await served()
        #expect(Set(served.keypads.keys) == Set(CalculatorState.Mode.allCases.map(\.rawValue)))
        for mode in CalculatorState.Mode.allCases {
            for orientation in KeypadLayout.Orientation.allCases {
                let kit = KeypadLayout.keypad(mode, orientation)
                let second = CalculatorState.reduce(CalculatorState(), .second).view
                let page = try #require(served.keypads[mode.rawValue]?[orientation.rawValue])
                #expect(page.columns == kit.columns)
                #expect(
                    KeypadAction.resize(width: page.displaySize.width, maxDigits: page.displaySize.maxDigits)
                        == kit.resize)
                #expect(
                    page.rows.map { $0.map(\.name) } == kit.rows.map { $0.map(\.key.label) }, "\(mode) \(orientation)")
                #expect(page.rows.map { $0.map(\.columns) } == kit.rows.map { $0.map(\.columns) })
                for (pageRow, kitRow) in zip(page.rows, kit.rows) {
                    for (cell, kitCell) in zip(pageRow, kitRow) {
                        // The id the page sends presses the cell's key; the name is how screens report it.
                        #expect(Key(name: cell.id) == kitCell.key, "\(cell.id)")
                        #expect(cell.id == kitCell.key.id && cell.spoken == kitCell.key.spokenName)
                        // The programmer keypad's hex digit C reads as the clear key: it is pressed by its id, hex.C.
                        if kitCell.key != .programmer(.digit(12)) {
                            #expect(Key(name: cell.name) == kitCell.key, "\(cell.name)")
                        }
                        #expect(cell.label == kitCell.key.label)
                        #expect(cell.role == kitCell.key.role.rawValue)
                        let secondLabel = second.label(of: kitCell.key)
                        #expect(cell.secondLabel == (secondLabel == cell.label ? nil : secondLabel))
                    }
                }
            }
        }
        let sin = served.keypads["basic"]?["landscape"]?.rows.joined().first { $0.name == "sin" }
        #expect(sin?.secondLabel == "sin⁻¹")
    }

    @Test("the keyboard map is the kit's: Escape presses the clear cell, Enter =, Backspace and Delete ⌫")
    func keyboard() async throws {
        let served = try await served()
        for mode in CalculatorState.Mode.allCases {
            let map = try #require(served.keyboard[mode.rawValue])
            #expect(map.count == KeyboardMap.table(mode).count)
            for (keyboard, cell) in KeyboardMap.table(mode) { #expect(map[keyboard.name] == cell.id) }
            #expect(map["Escape"] == "allClear" && map["Enter"] == "equals")
            #expect(map["Backspace"] == "backspace" && map["Delete"] == "backspace")
            #expect(map["*"] == "multiply" && map["7"] == "7")
        }
        #expect(served.keyboard["basic"]?["n"] == "changeSign")
        #expect(served.keyboard["expression"]?["n"] == nil)
    }

    @Test("the help names every key of the keyboard map by the spoken name of the cell it presses, then the page's own")
    func help() async throws {
        let served = try await served()
        for mode in CalculatorState.Mode.allCases {
            let rows = try #require(served.help[mode.rawValue])
            #expect(rows.first?.keys == HelpWords.digits.keys)
            for (keyboard, cell) in KeyboardMap.table(mode) {
                if case .digit = cell { continue }
                let row = rows.first { $0.does == cell.spokenName }
                #expect(row?.keys.components(separatedBy: HelpWords.or).contains(keyboard.name) == true, "\(keyboard)")
            }
            #expect(rows.suffix(HelpWords.pageKeys.count).map(\.keys) == HelpWords.pageKeys.map(\.keys))
        }
        #expect(served.help["basic"]?.contains { $0.keys == "Enter or =" && $0.does == "equals" } == true)
        #expect(served.words["reconnecting"] == ConnectionWords.reconnecting)
        #expect(served.words["keysWaiting"]?.contains("{count}") == true)
        #expect(served.words["helpTitle"] == HelpWords.title)
    }

    @Test("the converter: its keypad, and every kind of quantity with units whose names the kit presses")
    func converter() async throws {
        let served = try await served()
        let page = try #require(served.keypads["converter"]?["portrait"])
        #expect(page.rows.map { $0.map(\.name) } == KeypadLayout.converter.rows.map { $0.map(\.key.label) })
        #expect(page.rows.joined().contains { $0.name == "⇅" })
        #expect(served.converter.map(\.category) == ConverterCategory.allCases.map(\.rawValue))
        #expect(served.converter.map(\.title) == ConverterCategory.allCases.map(\.title))
        let length = try #require(served.converter.first { $0.category == "length" })
        #expect(length.units.contains("mi") && length.units.contains("km"))
        // The names the page sends for a choice in its menus are keys the kit knows.
        for kind in served.converter {
            #expect(
                Key(name: "kind:" + kind.category) == .converter(.category(ConverterCategory(rawValue: kind.category)!))
            )
            for unit in kind.units {
                #expect(Key(name: "from:" + unit) == .converter(.from(unit)))
                #expect(Key(name: "to:" + unit) == .converter(.to(unit)))
            }
        }
        // Digits typed on the keyboard go to the converter's number.
        #expect(served.keyboard["converter"]?["7"] == "7" && served.keyboard["converter"]?["."] == "point")
    }

    @Test("the mode switch: each keypad's id and the kit's title, in the kit's order")
    func modes() async throws {
        let served = try await served()
        #expect(served.modes.map(\.mode) == CalculatorState.Mode.allCases.map(\.rawValue))
        #expect(served.modes.map(\.title) == ["Basic", "Expression", "Converter", "Programmer"])
        #expect(served.modes.map(\.id) == ["mode.basic", "mode.expression", "mode.converter", "mode.programmer"])
        for mode in served.modes {
            #expect(Key(name: mode.id).map { $0 == .mode(CalculatorState.Mode(rawValue: mode.mode)!) } == true)
        }
    }

    @Test("app.js keeps no key grid or keyboard map of its own")
    func noGridInTheScript() throws {
        let script = try #require(try PageAssets.load()["/app.js"]).body.text
        for grid in ["BASIC_ROWS", "SCIENTIFIC_ROWS", "EXPRESSION_ROW", "KEYBOARD", "clearKey", "\"angle\"", "wide:"] {
            #expect(!script.contains(grid), "\(grid)")
        }
        #expect(script.contains("/layout.json"))
        // No key is named in the script, except ⌫ for the swipe across the display (2nd and
        // Rad appear as the screen's indicators, not as keys).
        for key in KeypadLayout.allKeys where ![.backspace, .second, .angle(.radians)].contains(key) {
            for quote in ["\"", "'", "`"] {
                #expect(!script.contains(quote + key.label + quote), "app.js names the key \(key.label)")
            }
        }
    }
}
