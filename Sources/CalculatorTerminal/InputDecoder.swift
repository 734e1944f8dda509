import CalculatorKit

/// What the terminal sent: a typed character, a special key, or a mouse click.
public enum InputEvent: Equatable, Sendable {
    case character(Character)
    case enter, backspace, escape, interrupt, tab
    /// Forward Delete: the character after the cursor, where there is a cursor.
    case delete
    case up, down, left, right
    /// Home and End, for the notes view's line editor.
    case home, end
    /// Ctrl and a letter (lower case), other than Ctrl-C, -H, -I, -J and -M, which have their own events.
    case control(Character)
    /// F1 to F12.
    case functionKey(Int)
    /// A mouse button went down at a column and row counted from 1 (xterm SGR reporting).
    case click(column: Int, row: Int)
    /// The wheel, for scrolling the history panel.
    case scroll(up: Bool)
    /// Text the terminal marked as pasted (bracketed paste): typed text, never commands.
    case paste(String)
}

extension InputEvent {
    /// The keyboard key this is, for the kit's `KeyboardMap` (which says what it presses);
    /// nil for events that are no key of a keyboard map (arrows, clicks, Ctrl and F-keys).
    public var keyboardKey: KeyboardKey? {
        switch self {
        case let .character(character): return .character(character)
        case .enter: return .enter
        case .backspace: return .backspace
        case .delete: return .delete
        case .escape: return .escape
        default: return nil
        }
    }
}

/// Turns the bytes read from a raw-mode terminal into events. Escape sequences may
/// arrive split across reads, so an unfinished one waits for the next bytes;
/// `flush` ends a lone Esc once no more bytes follow. A paste between the terminal's
/// start and end marks is one `.paste` event, however many reads it takes.
public struct InputDecoder: Sendable {
    private var pending: [UInt8] = []
    private static let pasteStart = Array("\u{1B}[200~".utf8)
    private static let pasteEnd = Array("\u{1B}[201~".utf8)

    public init() {}

    public mutating func decode(_ bytes: [UInt8]) -> [InputEvent] {
        pending += bytes
        var events: [InputEvent] = []
        var index = 0
        while index < pending.count {
            if pending[index...].starts(with: Self.pasteStart) {
                let textStart = index + Self.pasteStart.count
                guard let end = Self.find(Self.pasteEnd, in: pending, from: textStart) else { break }  // more to come
                let text = String(decoding: pending[textStart..<end], as: UTF8.self)
                events.append(.paste(Self.lines(text)))
                index = end + Self.pasteEnd.count
                continue
            }
            guard let (event, length) = Self.event(at: index, in: pending) else { break }  // needs more bytes
            if let event { events.append(event) }
            index += length
        }
        pending.removeFirst(index)
        return events
    }

    /// Bytes still waiting once nothing more follows: a lone Esc is the Esc key; an Esc with
    /// a "[" or "O" and no end is the Esc key and then that typed key; a paste never ended is text.
    public mutating func flush() -> [InputEvent] {
        defer { pending = [] }
        if isInPaste {
            return [.paste(Self.lines(String(decoding: pending.dropFirst(Self.pasteStart.count), as: UTF8.self)))]
        }
        guard pending.first == 0x1B else { return [] }
        if pending.count == 2, let key = Self.event(at: 1, in: pending)?.0 { return [.escape, key] }
        return pending.count == 1 ? [.escape] : []
    }

    public var isWaiting: Bool { !pending.isEmpty }

    /// Pasted text with its line ends as "\n": terminals (and tmux) send a pasted line end as
    /// CR, some as CR LF, files may hold LF.
    private static func lines(_ text: String) -> String {
        text.replacingOccurrences(of: "\r\n", with: "\n").replacingOccurrences(of: "\r", with: "\n")
    }

    /// Whether the bytes waiting are the start of a paste, whose end is yet to come
    /// (a long one arrives in many reads): a pause in it ends nothing.
    public var isInPaste: Bool { pending.starts(with: Self.pasteStart) }

    private static func find(_ needle: [UInt8], in bytes: [UInt8], from start: Int) -> Int? {
        guard bytes.count >= needle.count, start <= bytes.count - needle.count else { return nil }
        return (start...(bytes.count - needle.count)).first { bytes[$0..<$0 + needle.count].elementsEqual(needle) }
    }

    /// The event at `start` and how many bytes it took; nil when the bytes end mid-sequence;
    /// a nil event for bytes that mean nothing here (they are skipped).
    private static func event(at start: Int, in bytes: [UInt8]) -> (InputEvent?, Int)? {
        let byte = bytes[start]
        switch byte {
        case 0x1B: return escapeSequence(at: start, in: bytes)
        case 0x0D, 0x0A: return (.enter, 1)
        case 0x7F, 0x08: return (.backspace, 1)
        case 0x03: return (.interrupt, 1)
        case 0x09: return (.tab, 1)
        case 0x01...0x1A: return (.control(Character(UnicodeScalar(byte + 0x60))), 1)
        case 0x20...0x7E: return (.character(Character(UnicodeScalar(byte))), 1)
        case 0xC0...0xF7:
            // UTF-8: × ÷ − typed or pasted.
            let length = byte >= 0xF0 ? 4 : byte >= 0xE0 ? 3 : 2
            guard start + length <= bytes.count else { return nil }
            let text = String(decoding: bytes[start..<start + length], as: UTF8.self)
            return (text.first.map(InputEvent.character), length)
        default: return (nil, 1)
        }
    }

    private static func escapeSequence(at start: Int, in bytes: [UInt8]) -> (InputEvent?, Int)? {
        guard start + 1 < bytes.count else { return nil }
        let next = bytes[start + 1]
        guard next == UInt8(ascii: "[") || next == UInt8(ascii: "O") else {
            // Esc and then a key typed fast, or Alt with a key (no command here): the Esc key,
            // then that key, so that Esc 1 2 clears and enters 12.
            return (.escape, 1)
        }
        // CSI and SS3: parameter bytes ("<" of SGR mouse among them), then one final byte in @…~.
        var end = start + 2
        while end < bytes.count, !(0x40...0x7E).contains(bytes[end]) { end += 1 }
        guard end < bytes.count else { return nil }
        let length = end - start + 1
        let body = String(decoding: bytes[(start + 2)..<end], as: UTF8.self)
        switch bytes[end] {
        case UInt8(ascii: "A"): return (.up, length)
        case UInt8(ascii: "B"): return (.down, length)
        case UInt8(ascii: "C"): return (.right, length)
        case UInt8(ascii: "D"): return (.left, length)
        case UInt8(ascii: "H"): return (.home, length)
        case UInt8(ascii: "F"): return (.end, length)
        case UInt8(ascii: "~") where body == "3": return (.delete, length)
        case UInt8(ascii: "~") where body == "1" || body == "7": return (.home, length)
        case UInt8(ascii: "~") where body == "4" || body == "8": return (.end, length)
        case UInt8(ascii: "~"): return (Self.functionKeys[body].map(InputEvent.functionKey), length)
        case UInt8(ascii: "P")...UInt8(ascii: "S") where body.isEmpty:  // F1–F4 as SS3 (or CSI) P–S
            return (.functionKey(Int(bytes[end] - UInt8(ascii: "P")) + 1), length)
        case UInt8(ascii: "M") where body.hasPrefix("<"): return (mouse(body), length)
        default: return (nil, length)
        }
    }

    /// xterm's numbers of F1–F12 in "CSI n ~".
    private static let functionKeys: [String: Int] = [
        "11": 1, "12": 2, "13": 3, "14": 4, "15": 5, "17": 6, "18": 7, "19": 8, "20": 9, "21": 10, "23": 11, "24": 12,
    ]

    /// "<b;x;y" of a press: button 0 is the left one, 64/65 the wheel.
    private static func mouse(_ body: String) -> InputEvent? {
        let numbers = body.dropFirst().split(separator: ";").compactMap { Int($0) }
        guard numbers.count == 3 else { return nil }
        switch numbers[0] {
        case 0: return .click(column: numbers[1], row: numbers[2])
        case 64: return .scroll(up: true)
        case 65: return .scroll(up: false)
        default: return nil
        }
    }
}
