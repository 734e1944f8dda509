import CalculatorKit
import Foundation

/// What the page asks of its session over the WebSocket, one JSON object per message:
/// `{"key":"7"}` (a keypad cell, by its name in /layout.json), `{"recall":3}` (a history
/// line), `{"displaySize":{"width":24,"maxDigits":16}}` (the layout changed: its
/// `resize`), `{"ask":"copy"}` or `{"ask":"chinese"}`. Each may carry `"id":N`, which its answer names.
enum PageRequest: Equatable, Sendable {
    case key(KeyRequest)
    case copy
    case chinese

    struct Invalid: Error, Equatable {
        var reason: String
    }

    /// The `id` the page gave a request (any integer), which its answer names; nil when the
    /// message has none or is not JSON. Read apart from the request, so that a request the
    /// calculator does not understand is still answered by its id.
    static func id(in text: String) -> Int? {
        struct Identified: Decodable { var id: Int? }
        return (try? JSONDecoder().decode(Identified.self, from: Data(text.utf8)))?.id
    }

    init(json text: String) throws(Invalid) {
        struct DisplaySize: Decodable {
            var width: Int
            var maxDigits: Int
        }
        struct Fields: Decodable {
            var key: String?
            var recall: Int?
            var displaySize: DisplaySize?
            var ask: String?
            var id: Int?
        }
        let fields: Fields
        do {
            fields = try JSONDecoder().decode(Fields.self, from: Data(text.utf8))
        } catch {
            throw Invalid(reason: "not a message the calculator understands")
        }
        switch (fields.key, fields.recall, fields.displaySize, fields.ask) {
        case let (name?, nil, nil, nil): self = .key(.named(name))
        case let (nil, index?, nil, nil): self = .key(.recall(index))
        case let (nil, nil, size?, nil):
            // Only the sizes of the kit's layouts: a size is memory and time spent per digit.
            let resize = KeypadAction.resize(width: size.width, maxDigits: size.maxDigits)
            guard KeyRequest.displaySizes.contains(resize) else {
                throw Invalid(
                    reason: "no keypad has a display of \(size.width) characters and \(size.maxDigits) digits")
            }
            self = .key(.displaySize(resize))
        case (nil, nil, nil, "copy"): self = .copy
        case (nil, nil, nil, "chinese"): self = .chinese
        default: throw Invalid(reason: "not a message the calculator understands")
        }
    }
}

/// What the page sends the keypad: a keypad cell by its name (its label, as /layout.json
/// lists it), pressed as the cell would be now (`ViewState.keyToSend`: the clear cell
/// is C or AC, the angle cell switches to the other unit); clearing the history; or a new
/// display size.
enum KeyRequest: Equatable, Sendable {
    case named(String)
    /// The history line at this index (oldest first), as the drawer lists them.
    case recall(Int)
    /// A layout's `resize`, sent when the page turns.
    case displaySize(KeypadAction)

    static let clearHistory = "clearHistory"

    /// The display sizes of the kit's layouts, the only ones the page may ask for.
    static let displaySizes = Set(
        KeypadLayout.Orientation.allCases.flatMap { orientation in
            CalculatorState.Mode.allCases.map { KeypadLayout.keypad($0, orientation).resize }
        })

    /// The action this stands for in `state`, nil for an unknown name or a line that is
    /// not there. The clear and angle cells send what the kit says they send now.
    func action(in state: CalculatorState) -> KeypadAction? {
        switch self {
        case .named(Self.clearHistory): return .key(.clearHistory)
        case let .named(name):
            return Key(name: name).map { .key($0.sendsByState ? state.keyToSend($0) : $0) }
        case let .recall(index):
            let history = state.context.history
            return history.indices.contains(index) ? .key(.recall(history[index])) : nil
        case let .displaySize(resize): return resize
        }
    }

    var problem: String {
        switch self {
        case let .named(name): return "unknown key '\(name.prefix(40))'"
        case let .recall(index): return "no history line \(index)"
        case .displaySize: return "no such display size"
        }
    }
}
