/// Each key's stable ASCII id and its spoken name, side by side so that a new key gets
/// both. The id is what a front end outside the process sends (`{"key": "divide"}`) and
/// what `calculator press` accepts beside the glyphs: labels may change, ids do not.
/// The spoken name is what a screen reader says for the key.
extension Key {
    /// `7`, `divide`, `power`, `backspace`, `sin`, `mode.expression`, `converter.swap`.
    public var id: String { identity.id }

    /// "divide", "plus or minus", "x to the power y".
    public var spokenName: String { identity.spoken }

    private var identity: (id: String, spoken: String) {
        switch self {
        case let .digit(d): return (String(d), String(d))
        case .point: return ("point", "point")
        case let .operation(op): return op.identity
        case .equals: return ("equals", "equals")
        case .clear: return ("clear", "clear")
        case .allClear: return ("allClear", "all clear")
        case .backspace: return ("backspace", "delete last digit")
        case .changeSign: return ("changeSign", "plus or minus")
        case .percent: return ("percent", "percent")
        case .openParenthesis: return ("openParenthesis", "open parenthesis")
        case .closeParenthesis: return ("closeParenthesis", "close parenthesis")
        case let .function(f): return f.identity
        case .constant(.pi): return ("pi", "pi")
        case .constant(.e): return ("e", "e")
        case .random: return ("random", "random number")
        case .exponent: return ("exponent", "times ten to the power")
        case .second: return ("second", "second functions")
        case .angle(.degrees): return ("angle.degrees", "degrees")
        case .angle(.radians): return ("angle.radians", "radians")
        case .angle(.gradians): return ("angle.gradians", "gradians")
        case .angle(.turns): return ("angle.turns", "turns")
        case .memoryClear: return ("memoryClear", "memory clear")
        case .memoryAdd: return ("memoryAdd", "memory add")
        case .memorySubtract: return ("memorySubtract", "memory subtract")
        case .memoryRecall: return ("memoryRecall", "memory recall")
        case let .mode(mode): return ("mode.\(mode.rawValue)", mode.title)
        case .recall: return ("recall", "recall")
        case .clearHistory: return ("clearHistory", "clear history")
        case .exactForm: return ("exactForm", "exact form or decimal")
        case let .scroll(move): return (move.id, move.spokenName)
        case let .converter(key): return key.identity
        case let .programmer(key): return key.identity
        }
    }

    /// The keys that carry an id of their own (not a value: a history line, a display
    /// size, a unit by symbol), each once.
    public static let identified: [Key] = {
        var keys: [Key] = (0...9).map(Key.digit)
        keys += [
            .point, .equals, .clear, .allClear, .backspace, .changeSign, .percent, .openParenthesis,
            .closeParenthesis, .random, .exponent, .second, .angle(.degrees), .angle(.radians),
            .memoryClear, .memoryAdd, .memorySubtract, .memoryRecall, .clearHistory, .exactForm,
        ]
        keys += [BinaryOperator.add, .subtract, .multiply, .divide, .power, .modulo].map(Key.operation)
        keys += KeyFunction.allCases.map(Key.function)
        keys += [Key.constant(.pi), .constant(.e)]
        keys += CalculatorState.Mode.allCases.map(Key.mode)
        keys += [
            ConverterKey.swap, .nextCategory, .previousCategory, .nextFromUnit, .previousFromUnit,
            .nextToUnit, .previousToUnit,
        ].map(Key.converter)
        keys += ConverterCategory.allCases.map { .converter(.category($0)) }
        keys += ProgrammerKey.identified.map(Key.programmer)
        return keys
    }()
}

extension BinaryOperator {
    fileprivate var identity: (id: String, spoken: String) {
        switch self {
        case .add: return ("add", "plus")
        case .subtract: return ("subtract", "minus")
        case .multiply: return ("multiply", "times")
        case .divide: return ("divide", "divide")
        case .power: return ("power", "x to the power y")
        case .modulo: return ("modulo", "modulo")
        }
    }
}

extension KeyFunction {
    fileprivate var identity: (id: String, spoken: String) {
        switch self {
        case .square: return ("square", "x squared")
        case .cube: return ("cube", "x cubed")
        case .reciprocal: return ("reciprocal", "one over x")
        case .factorial: return ("factorial", "x factorial")
        case .squareRoot: return ("squareRoot", "square root")
        case .cubeRoot: return ("cubeRoot", "cube root")
        case .exp: return ("exp", "e to the power x")
        case .powerOfTen: return ("powerOfTen", "10 to the power x")
        case .powerOfTwo: return ("powerOfTwo", "2 to the power x")
        case .ln: return ("ln", "natural logarithm")
        case .log: return ("log", "logarithm base 10")
        case .log2: return ("log2", "logarithm base 2")
        case .sin: return ("sin", "sine")
        case .cos: return ("cos", "cosine")
        case .tan: return ("tan", "tangent")
        case .asin: return ("asin", "inverse sine")
        case .acos: return ("acos", "inverse cosine")
        case .atan: return ("atan", "inverse tangent")
        case .sinh: return ("sinh", "hyperbolic sine")
        case .cosh: return ("cosh", "hyperbolic cosine")
        case .tanh: return ("tanh", "hyperbolic tangent")
        case .asinh: return ("asinh", "inverse hyperbolic sine")
        case .acosh: return ("acosh", "inverse hyperbolic cosine")
        case .atanh: return ("atanh", "inverse hyperbolic tangent")
        case .powerOfY: return ("powerOfY", "y to the power x")
        case .logBase: return ("logBase", "logarithm base y")
        case .yRoot: return ("yRoot", "y-th root of x")
        }
    }
}

extension ConverterKey {
    fileprivate var identity: (id: String, spoken: String) {
        switch self {
        case .swap: return ("converter.swap", "swap the units")
        case let .category(category): return ("kind.\(category.rawValue)", category.title)
        case .nextCategory: return ("converter.nextKind", "next kind")
        case .previousCategory: return ("converter.previousKind", "previous kind")
        case .nextFromUnit: return ("converter.nextFrom", "next unit to convert from")
        case .previousFromUnit: return ("converter.previousFrom", "previous unit to convert from")
        case .nextToUnit: return ("converter.nextTo", "next unit to convert to")
        case .previousToUnit: return ("converter.previousTo", "previous unit to convert to")
        case let .from(unit): return ("from:\(unit)", "from \(unit)")
        case let .to(unit): return ("to:\(unit)", "to \(unit)")
        }
    }
}
