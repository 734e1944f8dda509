/// The programmer keypad's own keys: hex digits, bases, the word, operations on bits.
public enum ProgrammerKey: Hashable, Sendable {
    /// The hex digits A–F, as 10–15.
    case digit(Int)
    /// HEX DEC OCT BIN: the base the display shows and digits are typed in.
    case base(Int)
    /// Flips bit n of the value (a click on the bit grid).
    case flipBit(Int)
    /// Operations of two numbers, as + and × are.
    case and, or, xor, nor, shiftLeftBy, shiftRightBy
    /// Operations on the value shown.
    case not, shiftLeft, shiftRight, rotateLeft, rotateRight, byteFlip, wordFlip, twosComplement, onesComplement
    /// The next word size: 8 → 16 → 32 → 64 → unbounded → 8.
    case nextWord
    /// Signed or unsigned.
    case signed

    /// The operations of two numbers, by key.
    var operation: ProgrammerOperation? {
        switch self {
        case .and: return .and
        case .or: return .or
        case .xor: return .xor
        case .nor: return .nor
        case .shiftLeftBy: return .shiftLeft
        case .shiftRightBy: return .shiftRight
        default: return nil
        }
    }

    public var label: String {
        switch self {
        case let .digit(d): return String(Array("0123456789ABCDEF")[d])
        case let .base(radix): return Self.baseNames[radix] ?? "base \(radix)"
        case let .flipBit(n): return "bit \(n)"
        case .and: return "AND"
        case .or: return "OR"
        case .xor: return "XOR"
        case .nor: return "NOR"
        case .not: return "NOT"
        case .shiftLeftBy: return "x<<y"
        case .shiftRightBy: return "x>>y"
        case .shiftLeft: return "<<"
        case .shiftRight: return ">>"
        case .rotateLeft: return "RoL"
        case .rotateRight: return "RoR"
        case .byteFlip: return "byte flip"
        case .wordFlip: return "word flip"
        case .twosComplement: return "2's"
        case .onesComplement: return "1's"
        case .nextWord: return "word"
        case .signed: return "signed"
        }
    }

    static let baseNames = [16: "HEX", 10: "DEC", 8: "OCT", 2: "BIN"]

    var identity: (id: String, spoken: String) {
        switch self {
        case .digit: return ("hex.\(label)", "hex \(label)")
        case let .base(radix):
            let spoken = [16: "hexadecimal", 10: "decimal", 8: "octal", 2: "binary"][radix] ?? "base \(radix)"
            return ("base.\(radix)", spoken)
        case let .flipBit(n): return ("bit.\(n)", "flip bit \(n)")
        case .and: return ("and", "and")
        case .or: return ("or", "or")
        case .xor: return ("xor", "exclusive or")
        case .nor: return ("nor", "not or")
        case .not: return ("not", "not")
        case .shiftLeftBy: return ("shiftLeftBy", "x shifted left by y")
        case .shiftRightBy: return ("shiftRightBy", "x shifted right by y")
        case .shiftLeft: return ("shiftLeft", "shift left")
        case .shiftRight: return ("shiftRight", "shift right")
        case .rotateLeft: return ("rotateLeft", "rotate left")
        case .rotateRight: return ("rotateRight", "rotate right")
        case .byteFlip: return ("byteFlip", "flip the bytes")
        case .wordFlip: return ("wordFlip", "flip the 16-bit words")
        case .twosComplement: return ("twosComplement", "twos complement")
        case .onesComplement: return ("onesComplement", "ones complement")
        case .nextWord: return ("word", "next word size")
        case .signed: return ("signed", "signed or unsigned")
        }
    }

    /// Every key with an id of its own; the bits up to 63 (a wider value's bits are flipped by id).
    static let identified: [ProgrammerKey] =
        (10...15).map(ProgrammerKey.digit) + [16, 10, 8, 2].map(ProgrammerKey.base)
        + [
            .and, .or, .xor, .nor, .shiftLeftBy, .shiftRightBy, .not, .shiftLeft, .shiftRight, .rotateLeft,
            .rotateRight, .byteFlip, .wordFlip, .twosComplement, .onesComplement, .nextWord, .signed,
        ]

    /// Spellings a person types (`calculator press`): the labels, and ASCII words. C is
    /// the clear key, so the hex digit C is `hex.C` (or `0xC`).
    static let names: [String: ProgrammerKey] = {
        var names: [String: ProgrammerKey] = [:]
        for key in identified where key != .digit(12) { names[key.label] = key }
        for d in 10...15 { names["0x" + ProgrammerKey.digit(d).label] = .digit(d) }
        names["hex"] = .base(16)
        names["dec"] = .base(10)
        names["oct"] = .base(8)
        names["bin"] = .base(2)
        names["rol"] = .rotateLeft
        names["ror"] = .rotateRight
        names["x<<y"] = .shiftLeftBy
        names["x>>y"] = .shiftRightBy
        names["byteflip"] = .byteFlip
        names["wordflip"] = .wordFlip
        names["2s"] = .twosComplement
        names["1s"] = .onesComplement
        return names
    }()

    /// `bit.5`: flips bit 5.
    static func bit(named name: String) -> ProgrammerKey? {
        guard name.hasPrefix("bit."), let n = Int(name.dropFirst(4)), (0..<4096).contains(n) else { return nil }
        return .flipBit(n)
    }
}

/// What two numbers on the programmer keypad may be joined by.
enum ProgrammerOperation: String, Sendable, Equatable {
    case add = "+", subtract = "−", multiply = "×", divide = "÷", modulo = "mod"
    case and = "AND", or = "OR", xor = "XOR", nor = "NOR", shiftLeft = "<<", shiftRight = ">>"

    init?(_ key: Key) {
        switch key {
        case .operation(.add): self = .add
        case .operation(.subtract): self = .subtract
        case .operation(.multiply): self = .multiply
        case .operation(.divide): self = .divide
        case .operation(.modulo): self = .modulo
        case let .programmer(key):
            guard let operation = key.operation else { return nil }
            self = operation
        default: return nil
        }
    }

    /// The key that is lit while it waits for its second number.
    var key: Key {
        switch self {
        case .add: return .operation(.add)
        case .subtract: return .operation(.subtract)
        case .multiply: return .operation(.multiply)
        case .divide: return .operation(.divide)
        case .modulo: return .operation(.modulo)
        case .and: return .programmer(.and)
        case .or: return .programmer(.or)
        case .xor: return .programmer(.xor)
        case .nor: return .programmer(.nor)
        case .shiftLeft: return .programmer(.shiftLeftBy)
        case .shiftRight: return .programmer(.shiftRightBy)
        }
    }
}

extension CalculatorState.Mode {
    /// The label of the key that switches to it.
    var keyLabel: String {
        switch self {
        case .basic: return "Basic"
        case .expression: return "Expr"
        case .converter: return "Convert"
        case .programmer: return "Prog"
        }
    }
}
