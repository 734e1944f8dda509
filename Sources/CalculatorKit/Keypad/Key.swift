/// A key of the calculator, and nothing else (answers and resizes are other `KeypadAction`s).
/// Front ends only send keys; the keypads decide what they do.
public enum Key: Hashable, Sendable {
    case digit(Int)
    case point
    /// + − × ÷, and xʸ as `.power`.
    case operation(BinaryOperator)
    case equals
    /// C: clears the entry and keeps the pending operation.
    case clear
    /// AC: clears everything but memory, history and settings.
    case allClear
    /// ⌫: removes the last typed character.
    case backspace
    /// ±
    case changeSign
    case percent
    case openParenthesis, closeParenthesis
    /// x², √, sin … (2nd turns some into their inverses).
    case function(KeyFunction)
    case constant(Constant)
    case random
    /// EE: the digits that follow are a power of ten.
    case exponent
    /// 2nd: toggles the inverse functions.
    case second
    case angle(AngleUnit)
    case memoryClear, memoryAdd, memorySubtract, memoryRecall
    /// Switches keypads; each keeps its own entry, so switching back shows it again.
    case mode(CalculatorState.Mode)
    /// Reuses a past result, as mr does with memory (a history panel sends it).
    case recall(HistoryEntry)
    /// Empties the history.
    case clearHistory
    /// Flips the display between decimal digits and the value's exact form (2/3, 2√2, π/2).
    case exactForm
    /// The converter keypad's own keys: units, category, swap.
    case converter(ConverterKey)
    /// The programmer keypad's own keys: hex digits, bases, the word, operations on bits.
    case programmer(ProgrammerKey)
    /// Scrolls the result for more digits (arrows, a drag); any other key ends the scroll.
    case scroll(ResultScroll)

    /// The label on the key (with 2nd off).
    public var label: String {
        switch self {
        case let .digit(d): return String(d)
        case .point: return "."
        case let .operation(op): return op == .power ? "xʸ" : op.rawValue
        case .equals: return "="
        case .clear: return "C"
        case .allClear: return "AC"
        case .backspace: return "⌫"
        case .changeSign: return "±"
        case .percent: return "%"
        case .openParenthesis: return "("
        case .closeParenthesis: return ")"
        case let .function(f): return f.rawValue
        case let .constant(c): return c.rawValue
        case .random: return "Rand"
        case .exponent: return "EE"
        case .second: return "2nd"
        case let .angle(unit): return AngleSetting.label(unit)
        case .memoryClear: return "mc"
        case .memoryAdd: return "m+"
        case .memorySubtract: return "m−"
        case .memoryRecall: return "mr"
        case let .mode(mode): return mode.keyLabel
        case let .recall(entry): return entry.result
        case .clearHistory: return "Clear"
        case .exactForm: return "a/b"
        case let .converter(key): return key.label
        case let .programmer(key): return key.label
        case let .scroll(move): return move.name
        }
    }
}

/// The keys that act on one value: on the displayed value in basic mode, on the
/// operand they open or follow in expression mode.
public enum KeyFunction: String, Sendable, CaseIterable {
    case square = "x²", cube = "x³", reciprocal = "1/x", factorial = "x!"
    case squareRoot = "√", cubeRoot = "∛"
    case exp = "eˣ", powerOfTen = "10ˣ", powerOfTwo = "2ˣ"
    case ln, log, log2 = "log₂"
    case sin, cos, tan, asin = "sin⁻¹", acos = "cos⁻¹", atan = "tan⁻¹"
    case sinh, cosh, tanh, asinh = "sinh⁻¹", acosh = "cosh⁻¹", atanh = "tanh⁻¹"
    /// Keys that take two numbers, like an operator: x yˣ y = y^x, x log_y y = log base y
    /// of x, x ʸ√x y = the y-th root of x.
    case powerOfY = "yˣ", logBase = "log_y", yRoot = "ʸ√x"

    /// yˣ, log_y and ʸ√x: the number shown, then the key, then a second number.
    public var takesTwoNumbers: Bool { self == .powerOfY || self == .logBase || self == .yRoot }

    /// What the key does while 2nd is on (the iPhone's second layer, as far as the
    /// engine has the functions): sin ↔ sin⁻¹, sinh ↔ sinh⁻¹, log ↔ log₂, 10ˣ ↔ 2ˣ,
    /// eˣ ↔ yˣ, ln ↔ log_y.
    public var second: KeyFunction {
        switch self {
        case .sin: return .asin
        case .cos: return .acos
        case .tan: return .atan
        case .asin: return .sin
        case .acos: return .cos
        case .atan: return .tan
        case .sinh: return .asinh
        case .cosh: return .acosh
        case .tanh: return .atanh
        case .asinh: return .sinh
        case .acosh: return .cosh
        case .atanh: return .tanh
        case .log: return .log2
        case .log2: return .log
        case .powerOfTen: return .powerOfTwo
        case .powerOfTwo: return .powerOfTen
        case .exp: return .powerOfY
        case .powerOfY: return .exp
        case .ln: return .logBase
        case .logBase: return .ln
        default: return self
        }
    }
}

extension Key {
    /// Whether the key begins a new operand (a digit, a constant, "(" or a function that opens one).
    var startsOperand: Bool {
        switch self {
        case .digit, .point, .constant, .random, .memoryRecall, .recall, .openParenthesis: return true
        case let .function(f): return !f.isPostfix && !f.takesTwoNumbers
        default: return false
        }
    }

    /// The key as it acts with 2nd on or off.
    func resolved(second: Bool) -> Key {
        if second, case let .function(f) = self { return .function(f.second) }
        return self
    }
}
