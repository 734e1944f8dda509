import Testing

@testable import CalculatorKit

/// A value's line is read once for what it asks: a value, a base, or units, with the word
/// that converts found by one rule for both kinds of target.
@Suite("what a value's line asks for")
struct ValueLineTests {
    static func kind(_ text: String, scope: NameScope = NameScope()) throws -> String {
        switch try ValueLine.read(Substring(text), column: 1, scope: scope, currencies: nil) {
        case .value: return "value"
        case let .base(expression, radix): return "base \(radix) of '\(expression)'"
        case let .units(target):
            let units = target.units.map(\.text).joined(separator: "|")
            return "units \(units) of '\(target.left)' at \(target.keyword)"
        }
    }

    @Test(
        "each kind",
        arguments: [
            ("2 + 3", "value"), ("2 in", "value"), ("3 ft 2 in", "value"), ("into", "value"),
            ("255 to hex", "base 16 of '255 '"), ("255 -> bin", "base 2 of '255 '"), ("10 in hex", "base 16 of '10 '"),
            ("10 → base 3", "base 3 of '10 '"), ("3 ft to m", "units m of '3 ft ' at 6"),
            ("1 ft in m", "units m of '1 ft ' at 6"), ("x in cm", "units cm of 'x ' at 3"),
            ("1.5 h to h min", "units h|min of '1.5 h ' at 7"), ("5 ft->in", "units in of '5 ft' at 5"),
            // The last word before a base converts to it; the first word before units does.
            ("1 to 2 to hex", "base 16 of '1 to 2 '"),
        ])
    func kinds(_ text: String, _ expected: String) throws {
        #expect(try Self.kind(text) == expected)
    }

    @Test("hex(…) as the whole line converts, unless the note has its own hex")
    func baseCalls() throws {
        #expect(try Self.kind("hex(255)") == "base 16 of '   (255)'")
        let own = NameScope(bindings: ["hex": .variable(.exact(1))])
        #expect(try Self.kind("hex(255)", scope: own) == "value")
    }

    @Test("the word's column counts Unicode scalars, as the lexer's columns do")
    func scalarColumns() throws {
        // "é" written as e and a combining accent is one character of two scalars.
        #expect(try Self.kind("5 e\u{301} to m") == "units m of '5 e\u{301} ' at 6")
    }

    @Test("a target that is no units, or a base out of range, is an error at its column")
    func badTargets() {
        #expect(throws: CalculationError.self) { try Self.kind("3 ft to furlongz") }
        #expect(throws: CalculationError.self) { try Self.kind("10 to base 99") }
        #expect(throws: CalculationError(.domain("a base is a whole number from 2 to 36, not 99"), column: 7)) {
            try Self.kind("10 to base 99")
        }
        // `in` before no units is not a conversion, so it is no error here.
        #expect((try? Self.kind("2 in foo")) == "value")
    }
}
