import BigInt

/// The programmer keypad, as the Mac calculator has it: whole numbers in a word, typed and
/// shown in a base, operations on bits, immediate execution left to right (2 + 3 × 4 = 20).
/// Division is whole, toward zero. Every step is on words of at most `maxBits`, so a key
/// never waits.
struct ProgrammerKeypad: Equatable, Sendable {
    var word = IntegerWord(bits: 64, signed: true)
    var radix = 16
    /// The value shown.
    var value: BigInt = 0
    /// The bits typed so far, while digits are being typed.
    var typed: BigInt?
    var pending: Pending?
    /// The last calculation, "FF AND F =", shown above the result until the next key.
    var lastCalculation: String?
    var error: String?
    /// What happened to the value: it wrapped, a key needs a word.
    var note: String?
    /// The value is a new operand since the last operator (typed or changed by a key).
    var fresh = false

    struct Pending: Equatable, Sendable {
        var operation: ProgrammerOperation
        var left: BigInt
    }

    /// The widest value the keypad holds when the word is unbounded.
    static let maxBits = 4096

    var isCleared: Bool { value.isZero && typed == nil && pending == nil && error == nil }
    /// Whether the clear key reads AC: nothing is entered (C clears the entry, AC the operation too).
    var clearsAll: Bool { value.isZero && typed == nil && error == nil }

    /// Applies a key; "=" records its calculation in the history, written in the base it was
    /// worked out in (`0xFF AND 0xF` = `0xF`), as the other keypads' "=" does.
    mutating func press(_ key: Key, in context: inout KeypadContext, effects: inout [Effect<KeypadAction>]) {
        if key == .equals, let pending, error == nil {
            let expression = "\(written(pending.left)) \(pending.operation.rawValue) \(written(value))"
            press(key)
            if error == nil {
                effects.append(.recordCalculation(context.record(expression, value, radix: radix, word: word)))
            }
            return
        }
        press(key)
    }

    mutating func press(_ key: Key) {
        if error != nil, key != .allClear, key != .clear, !key.isProgrammerSetting { return }
        note = nil
        // The line above reads the last calculation only while the display shows its result.
        let before = value
        defer { if key != .equals, value != before { lastCalculation = nil } }
        if let operation = ProgrammerOperation(key) {
            operate(operation)
            return
        }
        switch key {
        case let .digit(d): type(d)
        case let .programmer(.digit(d)): type(d)
        case .backspace:
            if let typed { enter(typed / BigInt(radix)) }
        case .equals:
            guard let pending else { return }
            let text = "\(shown(pending.left)) \(pending.operation.rawValue) \(shown(value)) ="
            finish(pending)
            self.pending = nil
            if error == nil { lastCalculation = text }
        case .clear:
            value = 0
            typed = nil
            error = nil
        case .allClear:
            let (word, radix) = (self.word, self.radix)
            self = ProgrammerKeypad()
            self.word = word
            self.radix = radix
        case .changeSign: change(-value)
        case let .recall(entry): recall(entry)
        case let .programmer(key): press(key)
        default: break
        }
    }

    private mutating func press(_ key: ProgrammerKey) {
        switch key {
        case let .base(radix):
            self.radix = radix
            typed = nil
        case .nextWord:
            let sizes: [Int?] = IntegerWord.sizes + [nil]
            let index = sizes.firstIndex(where: { $0 == word.bits }) ?? 0
            setWord(IntegerWord(bits: sizes[(index + 1) % sizes.count], signed: word.signed))
        case .signed:
            setWord(IntegerWord(bits: word.bits, signed: !word.signed))
        case let .flipBit(n):
            guard n < (word.bits ?? Self.maxBits) else { return }
            change(word.wrapped(pattern ^ (BigInt(1) << n)))
        case .not, .onesComplement: change(-value - 1)
        case .twosComplement: change(-value)
        case .shiftLeft: change(bits(.shiftLeft, value, 1))
        case .shiftRight: change(bits(.shiftRight, value, 1))
        case .rotateLeft, .rotateRight:
            guard word.bits != nil else {
                note = "\(key.label) turns the bits of a word: choose 8, 16, 32 or 64 bits"
                return
            }
            change(bits(key == .rotateLeft ? .rotateLeft : .rotateRight, value, 1))
        case .byteFlip, .wordFlip:
            let size = key == .byteFlip ? 8 : 16
            guard let bits = word.bits, bits > size else {
                note = "\(key.label) swaps the \(size)-bit parts of a word: choose a word wider than \(size) bits"
                return
            }
            // The parts in the opposite order: 0x1234 byte-flipped is 0x3412.
            var flipped = BigInt(0), rest = pattern
            let mask = (BigInt(1) << size) - 1
            for _ in 0..<(bits / size) {
                flipped = (flipped << size) | (rest & mask)
                rest >>= size
            }
            change(word.wrapped(flipped))
        case .and, .or, .xor, .nor, .shiftLeftBy, .shiftRightBy, .digit: break  // handled above
        }
    }

    /// The value's bits as the word holds them (an unbounded negative: its two's complement in the bits it needs).
    var pattern: BigInt {
        word.bitPattern(value) ?? IntegerWord.pattern(value, bits: value.magnitude.bitWidth + 1)
    }

    private mutating func type(_ digit: Int) {
        guard digit < radix else { return }
        if typed == nil, pending == nil { lastCalculation = nil }
        let next = (typed ?? 0) * BigInt(radix) + BigInt(digit)
        // Digits past the word are not taken, as on the Mac.
        guard next.bitWidth - 1 <= (word.bits ?? Self.maxBits) else { return }
        enter(next)
    }

    /// Typed digits are the bits of the value: FF in an 8-bit signed word is −1.
    private mutating func enter(_ typed: BigInt) {
        self.typed = typed
        value = word.wrapped(typed)
        fresh = true
    }

    private mutating func operate(_ operation: ProgrammerOperation) {
        if let pending {
            guard fresh else {
                self.pending?.operation = operation  // a second operator replaces the first
                return
            }
            finish(pending)
            if error != nil { return }
        }
        pending = Pending(operation: operation, left: value)
        typed = nil
        fresh = false
        lastCalculation = nil
    }

    /// Applies the pending operation to its left number and the value.
    private mutating func finish(_ pending: Pending) {
        let (l, r) = (pending.left, value)
        typed = nil
        switch pending.operation {
        case .add: change(l + r)
        case .subtract: change(l - r)
        case .multiply:
            guard l.bitWidth + r.bitWidth <= 2 * Self.maxBits else { return fail("too large for the keypad") }
            change(l * r)
        case .divide, .modulo:
            guard !r.isZero else { return fail("cannot divide by zero") }
            change(pending.operation == .divide ? l / r : l % r)
        case .and: change(bits(.bitAnd, l, r))
        case .or: change(bits(.bitOr, l, r))
        case .xor: change(bits(.bitXor, l, r))
        case .nor: change(bits(.nor, l, r))
        case .shiftLeft, .shiftRight:
            guard r.signum() >= 0, r <= BigInt(Self.maxBits) else {
                return fail("a shift is 0 to \(Self.maxBits) places")
            }
            change(bits(pending.operation == .shiftLeft ? .shiftLeft : .shiftRight, l, r))
        }
        self.pending = nil
    }

    private func bits(_ function: BuiltinFunction, _ l: BigInt, _ r: BigInt) -> BigInt {
        let limits = CalculationLimits(maxBits: Self.maxBits)
        return (try? Bits(limits: limits, word: word).apply(function, [l, r])) ?? 0
    }

    /// The value becomes `x` as the word holds it; a value that does not fit says it wrapped.
    private mutating func change(_ x: BigInt) {
        typed = nil
        fresh = true
        let wrapped = word.wrapped(x)
        if word.bits == nil, x.magnitude.bitWidth > Self.maxBits { return fail("too large for the keypad") }
        if wrapped != x { note = "\(x) wrapped to \(wrapped) (\(word.name))" }
        value = wrapped
    }

    private mutating func setWord(_ newWord: IntegerWord) {
        // The bits stay; they are read in the new word.
        let bits = pattern
        word = newWord
        typed = nil
        value = word.wrapped(bits)
        if let pending { self.pending?.left = word.wrapped(pending.left) }
    }

    private mutating func fail(_ why: String) {
        error = why
        pending = nil
        typed = nil
    }

    /// A past result taken as the value: a whole number as it is, a fraction cut toward zero.
    private mutating func recall(_ entry: HistoryEntry) {
        let exact = entry.number?.exactValue ?? (BigInt(entry.value).map { Rational($0) })
        guard let exact else {
            note = "only a whole number or a fraction can be recalled here"
            return
        }
        // Toward zero, as a word cuts a fraction on the command line.
        let whole = exact.numerator / exact.denominator
        change(whole)
        if !exact.isInteger { note = "\(entry.result) was cut to \(whole)" }
    }

    /// The value as the history writes it: in the keypad's base, with its prefix (`0xFF`).
    func written(_ x: BigInt) -> String { RadixText.string(x, radix: radix, word: word) }

    /// The value as the display writes it in the keypad's base: no prefix, negatives in
    /// two's complement in bases 16, 8 and 2 when there is a word.
    func shown(_ x: BigInt) -> String {
        let text = RadixText.string(x, radix: radix, word: word)
        return text.replacingOccurrences(of: RadixText.prefix(radix), with: "")
    }

    func view(_ context: KeypadContext) -> ViewState {
        var view = ViewState(
            mode: .programmer, display: shown(value), expression: "", clearKey: clearsAll ? .allClear : .clear,
            emphasis: .result, isComplete: true, angle: context.angle, isSecond: context.isSecond,
            hasMemory: context.memory != nil, history: context.history)
        view.value = .exact(Rational(value))
        if let pending {
            view.expression = "\(shown(pending.left)) \(pending.operation.rawValue)"
            if case let .operation(op) = pending.operation.key { view.pendingOperator = op }
        } else if let lastCalculation {
            view.expression = lastCalculation
        }
        if let error {
            view.display = "Error"
            view.error = error
            view.clearKey = .allClear
            view.value = nil
        }
        view.programmer = ProgrammerScreen(self)
        return view
    }
}

/// What the programmer keypad shows beside its display: the value in all four bases, its
/// bits, its character, the word and the base it is typed in.
public struct ProgrammerScreen: Equatable, Sendable {
    /// The base of the display: 16, 10, 8 or 2.
    public var radix: Int
    /// "64-bit signed", "unbounded".
    public var word: String
    /// The word's size in bits, nil when unbounded.
    public var wordBits: Int?
    public var signed: Bool
    public var hex: String
    public var decimal: String
    public var octal: String
    public var binary: String
    /// The bits, the highest first: as many as the word has (unbounded: as many as the value needs, at least 8).
    public var bits: String
    /// The character whose code the value is, when it is one that can be shown ("A" for 65).
    public var character: String?

    /// One line of the value in a base: its key's name and the value written in it.
    public struct Base: Equatable, Sendable {
        public var radix: Int
        /// "HEX", as the base's key reads.
        public var name: String
        /// "0xFF"
        public var text: String
        /// Whether the display shows this base (and digits are typed in it).
        public var isShown: Bool
    }

    /// The value in the four bases, in the order of their keys: HEX DEC OCT BIN.
    public var bases: [Base] {
        zip([16, 10, 8, 2], [hex, decimal, octal, binary]).map { radix, text in
            Base(radix: radix, name: ProgrammerKey.base(radix).label, text: text, isShown: radix == self.radix)
        }
    }

    /// The character as a screen shows it beside the value: 'A'.
    public var characterText: String? { character.map { "'\($0)'" } }
    /// The operator waiting for its second number (AND, x<<y), by its key's label.
    public var pendingKey: String?
    /// What happened to the value ("256 wrapped to 0 (8-bit unsigned)"), nil when nothing did.
    public var note: String?

    init(_ keypad: ProgrammerKeypad) {
        let value = keypad.value, word = keypad.word
        radix = keypad.radix
        self.word = word.name
        wordBits = word.bits
        signed = word.signed
        hex = RadixText.string(value, radix: 16, word: word)
        decimal = RadixText.string(value, radix: 10, word: word)
        octal = RadixText.string(value, radix: 8, word: word)
        binary = RadixText.string(value, radix: 2, word: word)
        let pattern = keypad.pattern
        let count = word.bits ?? Swift.max(8, (pattern.bitWidth + 7) / 8 * 8)
        let digits = String(pattern, radix: 2)
        bits = String(repeating: "0", count: Swift.max(0, count - digits.count)) + digits
        character = Self.character(value)
        pendingKey = keypad.pending?.operation.key.label
        note = keypad.note
    }

    /// The character with the value's code, if it is one a screen can show.
    static func character(_ value: BigInt) -> String? {
        guard let code = UInt32(exactly: value), let scalar = Unicode.Scalar(code) else { return nil }
        switch scalar.properties.generalCategory {
        case .control, .format, .surrogate, .privateUse, .unassigned, .lineSeparator, .paragraphSeparator:
            return nil
        default:
            return String(scalar)
        }
    }
}

extension Key {
    /// A key that changes how the programmer keypad reads its value, which works even after an error.
    var isProgrammerSetting: Bool {
        switch self {
        case .programmer(.base), .programmer(.nextWord), .programmer(.signed): return true
        default: return false
        }
    }
}

extension KeypadContext {
    /// Adds a programmer calculation to the history, its result written as `expression`'s
    /// numbers are (`0xF`), and returns it for the key's `.recordCalculation` effect. It reads
    /// back as its decimal value.
    mutating func record(_ expression: String, _ result: BigInt, radix: Int, word: IntegerWord) -> HistoryEntry {
        let entry = HistoryEntry(
            expression: expression, result: RadixText.string(result, radix: radix, word: word), value: String(result),
            number: .exact(Rational(result)))
        history.append(entry)
        if history.count > HistoryEntry.historyLimit { history.removeFirst(history.count - HistoryEntry.historyLimit) }
        return entry
    }
}
