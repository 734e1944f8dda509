extension Key {
    /// Keys by the names a terminal user types: the labels (×, √, x², sin⁻¹), the
    /// keys' ids (`divide`, `mode.expression`) and ASCII spellings (*, sqrt, x^2, pi,
    /// neg, del …); unknown spellings are looked up again in lower case (SIN, Pi).
    public init?(name: String) {
        if let key = Key.names[name] ?? Key.names[name.lowercased()] {
            self = key
        } else if let key = Key.converterKey(named: name) {
            self = key
        } else if let key = ProgrammerKey.bit(named: name) {
            self = .programmer(key)
        } else if let move = ResultScroll(name: name) {
            self = .scroll(move)
        } else {
            return nil
        }
    }

    /// Keys for a word typed on a terminal: a known name is one key, a run of digits
    /// and points ("123", "1.5") is one key per character; nil for anything else.
    public static func keys(typed word: String) -> [Key]? {
        if let key = Key(name: word) { return [key] }
        guard !word.isEmpty, word.allSatisfy({ $0.isASCII && ($0.isNumber || $0 == ".") }) else { return nil }
        return word.map { $0 == "." ? .point : .digit($0.wholeNumberValue!) }
    }

    static let names: [String: Key] = {
        var names: [String: Key] = [:]
        func add(_ key: Key, _ spellings: String...) {
            for spelling in spellings { names[spelling] = key }
        }
        for d in 0...9 { add(.digit(d), String(d)) }
        add(.point, ".", ",")
        add(.operation(.add), "+", "plus")
        add(.operation(.subtract), "-", "−", "–", "minus")
        add(.operation(.multiply), "×", "*", "x", "times")
        add(.operation(.divide), "÷", "/", "divide")
        add(.operation(.power), "xʸ", "x^y", "^", "**", "pow", "power")
        add(.operation(.modulo), "mod", "modulo")
        add(.equals, "=", "equals", "enter")
        add(.clear, "C", "c", "clear")
        add(.allClear, "AC", "ac", "allclear")
        add(.backspace, "⌫", "DEL", "del", "back", "backspace")
        add(.changeSign, "±", "+/-", "+-", "neg", "negate", "sign")
        add(.percent, "%", "percent")
        add(.openParenthesis, "(")
        add(.closeParenthesis, ")")
        for function in KeyFunction.allCases { add(.function(function), function.rawValue) }
        add(.function(.square), "x^2", "sq", "square")
        add(.function(.cube), "x^3", "cube")
        add(.function(.reciprocal), "inv", "recip", "reciprocal")
        add(.function(.factorial), "n!", "!", "fact", "factorial")
        add(.function(.squareRoot), "√x", "sqrt")
        add(.function(.cubeRoot), "∛x", "cbrt")
        add(.function(.exp), "e^x", "exp")
        add(.function(.powerOfTen), "10^x")
        add(.function(.powerOfTwo), "2^x")
        add(.function(.log), "log10")
        add(.function(.log2), "log2")
        add(.function(.powerOfY), "y^x")
        add(.function(.logBase), "logy", "log_y")
        add(.function(.yRoot), "yroot", "y√x", "root")
        add(.function(.asin), "asin", "arcsin")
        add(.function(.acos), "acos", "arccos")
        add(.function(.atan), "atan", "arctan")
        add(.function(.asinh), "asinh")
        add(.function(.acosh), "acosh")
        add(.function(.atanh), "atanh")
        add(.constant(.pi), "π", "pi")
        add(.constant(.e), "e")
        add(.random, "Rand", "rand", "random")
        add(.exactForm, "a/b", "exact", "S⇔D")
        add(.exponent, "EE", "ee", "exp10")
        add(.second, "2nd", "second", "shift")
        add(.angle(.degrees), "Deg", "deg", "degrees")
        add(.angle(.radians), "Rad", "rad", "radians")
        add(.angle(.gradians), "Grad", "grad", "gradians")
        add(.angle(.turns), "Turn", "turn", "turns")
        add(.memoryClear, "mc")
        add(.memoryAdd, "m+")
        add(.memorySubtract, "m−", "m-")
        add(.memoryRecall, "mr")
        add(.mode(.basic), "Basic", "basic")
        add(.mode(.expression), "Expr", "expr", "expression")
        add(.mode(.converter), "Convert", "convert", "converter", "conv")
        add(.mode(.programmer), "Prog", "prog", "programmer")
        for (name, key) in ProgrammerKey.names { names[name] = .programmer(key) }
        add(.converter(.swap), "⇅", "swap")
        add(.converter(.nextCategory), "kind+", "Kind ▸")
        add(.converter(.previousCategory), "kind-", "◂ Kind")
        add(.converter(.nextFromUnit), "from+", "From ▸")
        add(.converter(.previousFromUnit), "from-", "◂ From")
        add(.converter(.nextToUnit), "to+", "To ▸")
        add(.converter(.previousToUnit), "to-", "◂ To")
        add(.scroll(.by(1)), "scroll→", "scroll.right")
        add(.scroll(.by(-1)), "scroll←", "scroll.left")
        add(.scroll(.to(0)), "scroll.home", "scroll:0")
        // Last, so that an id always means its own key.
        for key in Key.identified { names[key.id] = key }
        return names
    }()
}

extension Key {
    /// The converter's keys that carry a name: `kind:mass`, `from:mi`, `to:km/h`.
    static func converterKey(named name: String) -> Key? {
        guard let colon = name.firstIndex(of: ":") else { return nil }
        let word = name[..<colon], value = String(name[name.index(after: colon)...])
        guard !value.isEmpty else { return nil }
        switch word {
        case "kind": return ConverterCategory(rawValue: value.lowercased()).map { .converter(.category($0)) }
        case "from": return .converter(.from(value))
        case "to": return .converter(.to(value))
        default: return nil
        }
    }
}

extension ResultScroll {
    /// `scroll→` and `scroll←` move by one digit, `scroll:+16` and `scroll:-16` by as many,
    /// `scroll:1000` to the thousandth digit after the point, `scroll.home` back to rest.
    public var name: String {
        switch self {
        case .by(1): return "scroll→"
        case .by(-1): return "scroll←"
        case let .by(n): return n < 0 ? "scroll:\(n)" : "scroll:+\(n)"
        case .to(0): return "scroll.home"
        case let .to(place): return "scroll:\(place)"
        }
    }

    /// The ASCII id: `scroll.right`, `scroll.left`, `scroll.home`, or the parametric name.
    var id: String {
        switch self {
        case .by(1): return "scroll.right"
        case .by(-1): return "scroll.left"
        default: return name
        }
    }

    var spokenName: String {
        switch self {
        case let .by(n) where n < 0: return n == -1 ? "one digit back" : "\(-n) digits back"
        case let .by(n): return n == 1 ? "one more digit" : "\(n) more digits"
        case .to(0): return "the result at rest"
        case let .to(place): return "to digit \(place)"
        }
    }

    /// The parametric spellings, `scroll:+N`, `scroll:-N` and `scroll:N`.
    init?(name: String) {
        guard name.hasPrefix("scroll:") else { return nil }
        let count = name.dropFirst("scroll:".count)
        guard let first = count.first, let n = Int(count), count.count <= 9 else { return nil }
        if first == "+" || first == "-" { self = .by(n) } else { self = .to(n) }
    }
}
