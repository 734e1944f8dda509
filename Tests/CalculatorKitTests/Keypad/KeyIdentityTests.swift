import Testing

@testable import CalculatorKit

@Suite("every key's stable id and spoken name")
struct KeyIdentityTests {
    @Test("ids are ASCII, one per key, and press their own key")
    func ids() {
        var seen: [String: Key] = [:]
        for key in Key.identified {
            #expect(key.id.allSatisfy { $0.isASCII && !$0.isWhitespace }, "\(key.id)")
            #expect(seen.updateValue(key, forKey: key.id) == nil, "\(key.id) names two keys")
            #expect(Key(name: key.id) == key, "\(key.id)")
        }
        // Every key on every keypad has one.
        for key in KeypadLayout.allKeys { #expect(seen[key.id] == key, "\(key.label)") }
    }

    @Test("the ids other front ends rely on")
    func knownIds() {
        #expect(Key.operation(.divide).id == "divide")
        #expect(Key.operation(.power).id == "power")
        #expect(Key.backspace.id == "backspace")
        #expect(Key.mode(.expression).id == "mode.expression")
        #expect(Key.digit(7).id == "7")
        #expect(Key.function(.asin).id == "asin")
        #expect(Key(name: "allClear") == .allClear && Key(name: "changeSign") == .changeSign)
    }

    @Test("spoken names: words a screen reader says, never a glyph")
    func spoken() {
        #expect(Key.operation(.divide).spokenName == "divide")
        #expect(Key.changeSign.spokenName == "plus or minus")
        #expect(Key.operation(.power).spokenName == "x to the power y")
        #expect(Key.mode(.expression).spokenName == "Expression")
        for key in Key.identified {
            let name = key.spokenName
            #expect(
                !name.isEmpty && name.allSatisfy { $0.isLetter || $0.isNumber || " -".contains($0) },
                "\(key.label): \(name)")
        }
        // As a cell reads now: 2nd turns sine into inverse sine; the clear cell says what it clears.
        let second = CalculatorState.reduce(CalculatorState(), .second).view
        #expect(second.spokenName(of: .function(.sin)) == "inverse sine")
        #expect(CalculatorState().view.spokenName(of: .clear) == "all clear")
    }
}
