import Testing

@testable import CalculatorKit

@Suite("Units of several words")
struct CompoundUnitWordsTests {
    @Test(
        "US and imperial fluid ounces, of three words",
        arguments: [
            ("1 US fluid ounce to mL", "29.5735295625 mL"),
            ("1 US fl oz to mL", "29.5735295625 mL"),
            ("2 US fluid ounces to mL", "59.147059125 mL"),
            ("1 imperial fluid ounce to mL", "28.4130625 mL"),
            ("1 imperial fl oz to mL", "28.4130625 mL"),
            ("160 imperial fl oz to imperial gallon", "1 imperial gallon"),
        ])
    func fluidOunces(line: String, expected: String) {
        #expect(said(line) == expected)
    }

    @Test(
        "units of two words side by side in a mixed conversion",
        arguments: [
            ("2000 m to nautical mile m", "1 nautical mile 148 m"),
            ("10 US fl oz to cup fl oz", "1 cup 2 fl oz"),
            ("1 gal to US quart US fl oz", "4 US quart 0 US fl oz"),
        ])
    func sideBySide(line: String, expected: String) {
        #expect(said(line) == expected)
    }
}
