import BigInt
import Testing

@testable import CalculatorKit

/// A line as the command line shows it in programmer terms: the text, and the notes.
private func shown(_ line: String, word: IntegerWord? = nil) -> (text: String, notes: [String]) {
    var evaluator = Evaluator()
    evaluator.word = word
    let result = evaluator.evaluateLine(line)
    switch result.outcome {
    case let .value(number, _):
        if let wordShown = result.wordShown { return wordShown.text(number) }
        return ((try? NumberFormat(significantDigits: 20).string(number)) ?? "?", [])
    case let .failure(error): return ("error: \(error)", [])
    case .blank, .function: return ("", [])
    }
}

private func value(_ source: String) throws -> BigInt {
    let number = try Evaluator().evaluate(source)
    let exact = try #require(number.exactValue)
    #expect(exact.isInteger, "\(source)")
    return exact.numerator
}

@Suite("Programmer terms in the language: bases, bits, words")
struct ProgrammerLanguageTests {
    @Test("literals in base 16, 2 and 8, with '_' grouping")
    func literals() throws {
        #expect(try value("0xFF + 1") == 256)
        #expect(try value("0x1f") == 31)
        #expect(try value("0b1010") == 10)
        #expect(try value("0o17") == 15)
        #expect(try value("0b1111_0000") == 240)
        #expect(try value("0xFFFF_FFFF_FFFF_FFFF_FF") == (BigInt(1) << 72) - 1)
        #expect(throws: CalculationError.self) { try Evaluator().evaluate("0b102") }
        #expect(throws: CalculationError.self) { try Evaluator().evaluate("0xFG") }
    }

    @Test("bitwise operators, shifts and their precedence follow C and Python")
    func operators() throws {
        #expect(try value("0b1010 xor 0b0110") == 12)
        #expect(try value("6 and 3") == 2)
        #expect(try value("6 & 3") == 2)
        #expect(try value("6 or 3") == 7)
        #expect(try value("6 | 3") == 7)
        #expect(try value("not 5") == -6)
        #expect(try value("~0") == -1)
        #expect(try value("6 nand 3") == -3)
        #expect(try value("6 nor 3") == -8)
        #expect(try value("1 << 70") == BigInt(1) << 70)
        #expect(try value("-7 >> 1") == -4)  // floor, as Python
        #expect(try value("-1 and 0xFF") == 255)  // negatives in two's complement
        // Python: 1 + 2 << 3 = 24; 1 | 2 ^ 3 & 4 with ^ as xor = 3; 6 & 3 + 1 = 4.
        #expect(try value("1 + 2 << 3") == 24)
        #expect(try value("1 or 2 xor 3 and 4") == 3)
        #expect(try value("6 and 3 + 1") == 4)
        #expect(try value("~5 + 1") == -5)
        #expect(try value("and(12, 10, 8)") == 8)
        #expect(try value("popcount(255)") == 8)
        #expect(try value("bit(10, 1)") == 1)
        #expect(try value("bit(10, 2)") == 0)
        #expect(try value("rol(0x81, 1, 8)") == 3)
        #expect(try value("ror(1, 1, 8)") == 128)
        #expect(throws: CalculationError.self) { try Evaluator().evaluate("rol(1, 1)") }
        #expect(throws: CalculationError.self) { try Evaluator().evaluate("1.5 and 1") }
        #expect(throws: CalculationError.self) { try Evaluator().evaluate("1 << 100000000000") }
    }

    @Test("conversions to a base, and back")
    func conversions() {
        #expect(shown("255 to hex").text == "0xFF")
        #expect(shown("255 to bin").text == "0b11111111")
        #expect(shown("255 to oct").text == "0o377")
        #expect(shown("0xFF to dec").text == "255")
        #expect(shown("35 to base 36").text == "Z")
        #expect(shown("-255 to hex").text == "-0xFF")
        #expect(shown("1 << 70").text == "1180591620717411303424")
        #expect(shown("255 to base 37").text.hasPrefix("error:"))
    }

    @Test("a fraction in another base: it ends, repeats, or is cut")
    func fractions() {
        #expect(shown("0.75 to bin").text == "0b0.11")
        #expect(shown("0.1 to bin").text == "0b0.0(0011)")
        #expect(shown("1/3 to hex").text == "0x0.(5)")
        let long = shown("1/997 to bin")
        #expect(long.text.hasSuffix("…"))
        #expect(long.notes.contains { $0.contains("cut") })
        #expect(shown("pi to hex").text.hasPrefix("error:"))
    }

    @Test("in a word: results wrap, and say so; division is whole")
    func words() {
        let signed8 = IntegerWord(bits: 8, signed: true)
        let wrapped = shown("127 + 1", word: signed8)
        #expect(wrapped.text == "-128")
        #expect(wrapped.notes == ["128 wrapped to -128 (8-bit signed)"])
        #expect(shown("-1 to hex", word: IntegerWord(bits: 32, signed: false)).text == "0xFFFFFFFF")
        #expect(shown("-1 to hex", word: IntegerWord(bits: 32, signed: true)).text == "0xFFFFFFFF")
        #expect(shown("7 / 2", word: signed8).text == "3")
        #expect(shown("-7 / 2", word: signed8).text == "-3")
        #expect(shown("-7 mod 2", word: signed8).text == "-1")
        #expect(shown("100 + 100", word: IntegerWord(bits: 8, signed: false)).text == "200")
        #expect(shown("2^64", word: IntegerWord(bits: 64, signed: false)).text == "0")
        #expect(shown("2^64 - 1", word: IntegerWord(bits: 64, signed: false)).text == "18446744073709551615")
        #expect(shown("rol(0x8001, 1) to hex", word: IntegerWord(bits: 16, signed: false)).text == "0x3")
        #expect(shown("1 << 8", word: IntegerWord(bits: 8, signed: false)).text == "0")
        #expect(shown("not 0", word: IntegerWord(bits: 8, signed: false)).text == "255")
        #expect(shown("popcount(-1)", word: IntegerWord(bits: 16, signed: true)).text == "16")
        let cut = shown("2.75 + 1", word: signed8)
        #expect(cut.text == "3")
        #expect(cut.notes == ["2.75 was cut to 2"])
        #expect(shown("sqrt(17)", word: signed8).text == "4")
        #expect(shown("1 << 70", word: .unbounded).text == "1180591620717411303424")
    }

    @Test("a word's view of a value", arguments: [8, 16, 32, 64])
    func wrapping(bits: Int) {
        for signed in [false, true] {
            let word = IntegerWord(bits: bits, signed: signed)
            let modulus = BigInt(1) << bits
            for x in [BigInt(0), 1, -1, modulus, modulus - 1, modulus / 2, -(modulus / 2), -(modulus / 2) - 1] {
                let wrapped = word.wrapped(x)
                let low = signed ? -(modulus / 2) : 0
                #expect(wrapped >= low && wrapped < low + modulus, "\(x) in \(word.name)")
                #expect(((wrapped - x) % modulus).isZero, "\(x) in \(word.name)")
            }
        }
    }
}
