/// The user's names an expression may refer to: variables (`r = 2.5`) and functions
/// (`area(r) = pi r^2`). Built-in names (`sin`, `pi`, `ans`, `mod`) cannot be redefined,
/// so an expression means the same with or without user definitions around it.
public struct NameScope: Sendable, Equatable {
    public enum Binding: Sendable, Equatable {
        case variable(Number)
        case function(UserFunction)
    }

    public var bindings: [String: Binding] = [:]
    /// Names that exist but cannot be used, with the reason (e.g. their definition failed).
    public var unavailable: [String: String] = [:]
    /// While a function body is parsed: its parameters, which hide any outer name.
    var parameters: [String] = []
    /// While a function body is parsed: its name, which the body may not call (no recursion).
    var defining: String?
    /// The units of variables defined as quantities (`d = 3 ft`): `d to m` converts them.
    var quantities: [String: UnitExpression] = [:]
    /// Variables that hold a date or a time of day (`d = 2026-12-25`), which only date lines read.
    var dates: [String: NoteDate] = [:]

    /// Whether a variable holds a quantity, so that a line naming it needs the unit rules.
    public var hasQuantities: Bool { !quantities.isEmpty }

    public init(bindings: [String: Binding] = [:]) {
        self.bindings = bindings
    }

    public subscript(name: String) -> Binding? {
        get { bindings[name] }
        set {
            bindings[name] = newValue
            quantities[name] = nil
            dates[name] = nil
            if newValue != nil { unavailable[name] = nil }
        }
    }

    /// Words a user may not define: the built-in constants and functions, `ans`, and the
    /// words of the notes syntax.
    public static func isReserved(_ name: String) -> Bool {
        Constant.names[name] != nil || Function.names[name] != nil || ["ans", "mod", "to"].contains(name)
    }

    /// Why `name` cannot be defined, or nil if it can.
    public static func problemDefining(_ name: String) -> String? {
        if Constant.names[name] != nil { return "'\(name)' is a built-in constant and cannot be redefined" }
        // mode, isprime, power… came after notes that may name their own; a note's name comes first.
        if FunctionTable.isFunction(name), !Parser.notesMayName.contains(name) {
            return "'\(name)' is a built-in function and cannot be redefined"
        }
        if ["ans", "mod", "to"].contains(name) { return "'\(name)' is a reserved word and cannot be redefined" }
        guard let first = name.unicodeScalars.first, first.properties.isAlphabetic,
            name.unicodeScalars.allSatisfy({ $0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "_" })
        else { return "'\(name)' is not a name (a letter, then letters, digits or '_')" }
        return nil
    }
}
