/// A function the user defined, e.g. `area(r) = pi r^2`.
///
/// Its body is bound when the definition is parsed: other user names in it are already
/// resolved (variables to their values, functions to their definitions), so a later
/// redefinition cannot change it and no chain of calls can lead back to itself.
/// A class so that equal-looking definitions made at different times stay apart
/// (a note compares bindings to see what an edit changed) without comparing bodies.
public final class UserFunction: Sendable, Equatable, CustomStringConvertible {
    public let name: String
    public let parameters: [String]
    let body: Expression
    /// Calls nested inside, this one included: evaluation recurses this deep, so it is bounded.
    let callDepth: Int

    /// Most user calls nested in one another (f calling g calling h …).
    static let maxCallDepth = 32

    init(name: String, parameters: [String], body: Expression, callDepth: Int) {
        self.name = name
        self.parameters = parameters
        self.body = body
        self.callDepth = callDepth
    }

    public static func == (a: UserFunction, b: UserFunction) -> Bool { a === b }

    public var description: String { "\(name)(\(parameters.joined(separator: ", ")))" }
}
