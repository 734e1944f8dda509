import CalculatorKit
import Foundation

/// What the page asks of its session over the WebSocket, one JSON object per message:
/// `{"key":"7"}`, `{"recall":3}` (a history line), `{"wide":true}` (the layout changed),
/// `{"ask":"copy"}` or `{"ask":"chinese"}`.
enum PageRequest: Equatable, Sendable {
    case key(KeyRequest)
    case wide(Bool)
    case copy
    case chinese

    struct Invalid: Error, Equatable {
        var reason: String
    }

    init(json text: String) throws(Invalid) {
        struct Fields: Decodable {
            var key: String?
            var recall: Int?
            var wide: Bool?
            var ask: String?
        }
        let fields: Fields
        do {
            fields = try JSONDecoder().decode(Fields.self, from: Data(text.utf8))
        } catch {
            throw Invalid(reason: "not a message the calculator understands")
        }
        switch (fields.key, fields.recall, fields.wide, fields.ask) {
        case let (name?, nil, nil, nil): self = .key(.named(name))
        case let (nil, index?, nil, nil): self = .key(.recall(index))
        case let (nil, nil, wide?, nil): self = .wide(wide)
        case (nil, nil, nil, "copy"): self = .copy
        case (nil, nil, nil, "chinese"): self = .chinese
        default: throw Invalid(reason: "not a message the calculator understands")
        }
    }
}

/// A key as the page names it. Besides the names `Key(name:)` knows, the page uses
/// names for keys whose meaning the keypad decides: the clear key (AC or C), the
/// angle key (to the other unit) and clearing the history.
enum KeyRequest: Equatable, Sendable {
    case named(String)
    /// The history line at this index (oldest first), as the drawer lists them.
    case recall(Int)

    static let clearKey = "clearKey", angle = "angle", clearHistory = "clearHistory"

    /// The key this stands for on the screen `view`, nil for an unknown name or a line
    /// that is not there. The clear and angle cells send what the kit says they send now.
    func key(in view: ViewState) -> Key? {
        switch self {
        case .named(Self.clearKey): return view.keyToSend(.allClear)
        case .named(Self.angle): return view.keyToSend(.angle(view.angle))
        case .named(Self.clearHistory): return .clearHistory
        case let .named(name): return Key(name: name)
        case let .recall(index):
            let history = view.history
            return history.indices.contains(index) ? .recall(history[index]) : nil
        }
    }

    var problem: String {
        switch self {
        case let .named(name): return "unknown key '\(name.prefix(40))'"
        case let .recall(index): return "no history line \(index)"
        }
    }
}
