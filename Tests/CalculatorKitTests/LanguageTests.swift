import BigInt
import Testing

@testable import CalculatorKit

/// The value of one line as the notes (and the command line's line rules) give it, or its error.
private func line(_ text: String, angle: AngleUnit = .radians) -> String {
    var evaluator = Evaluator(angle: angle, limits: testLimits)
    evaluator.angle = angle
    let result = evaluator.evaluateLine(text)
    switch result.outcome {
    case let .value(number, unit):
        let digits = (try? NumberFormat(significantDigits: 20).string(number, limits: testLimits)) ?? "?"
        return unit.map { digits + " " + $0 } ?? digits
    case let .failure(error): return "error: \(error)"
    case .blank, .function: return ""
    }
}

/// Expected values come from Python: `fractions`, `math.comb`/`math.gcd`, `statistics`, and
/// mpmath at 50 digits, rounded to 20 significant digits.
@Suite("The language: wrong answers fixed")
struct LanguageFixesTests {
    @Test("every SI prefix keeps its unit's power of π (a kiloparsec is 1000 parsecs)")
    func prefixesKeepPi() throws {
        #expect(try converted("1 kpc to parsec") == q(1000))
        #expect(try converted("1 Mpc to pc") == q(1_000_000))
        #expect(try converted("1 pc to parsec") == q(1))
        #expect(try converted("2 kpc + 1 pc to pc") == q(2001))
        // mpmath: 96939420213600000/π × 1000 = 3.0857e19 m; not exact, so not shown as an integer.
        #expect(line("1 kpc to m") == "30856775814913672789 m")
        let result = Evaluator().evaluateLine("1 kpc to m")
        guard case let .value(number, _) = result.outcome else { Issue.record("no value"); return }
        #expect(number.exactValue == nil)
        for (name, unit) in UnitTable.units where unit.prefixable {
            for (prefix, factor) in UnitTable.prefixes where UnitTable.units[prefix + name] == nil {
                let prefixed = try #require(UnitTable.unit(named: prefix + name), "\(prefix)\(name)")
                #expect(prefixed.factor == factor * unit.factor, "\(prefix)\(name)")
                #expect(prefixed.piPower == unit.piPower, "\(prefix)\(name)")
                #expect(prefixed.dimension == unit.dimension && prefixed.offset == unit.offset, "\(prefix)\(name)")
            }
        }
    }

    @Test(
        "a Unicode minus or dash in an exponent is a minus",
        arguments: [("2e−1", "0.2"), ("1e−3", "0.001"), ("2E–2", "0.02"), ("1.5e-1", "0.15"), ("1e+2", "100")])
    func unicodeMinusInExponent(source: String, expected: String) throws {
        #expect(try calc(source) == expected)
    }

    @Test("1e- 1 and .1(0) are refused with a column, not read another way")
    func ambiguousNumbers() throws {
        #expect(calcError("1e- 1")?.column == 4)
        #expect(calcError("1e- 1")?.message.contains("without spaces") == true)
        #expect(calcError(".1(0)")?.column == 3)
        #expect(calcError("2.5(3)")?.message.contains("repeating decimal") == true)
        // Still products: a space, an operator inside, or no decimal point.
        #expect(try calc("2(3)") == "6")
        #expect(try calc("2.5(1+1)") == "5")
        #expect(try calc("2e - 1") == "4.4365636569180904707")  // 2e − 1, spaced
    }

    @Test(
        "names that are also units are functions when called",
        arguments: [
            ("degrees(pi/2)", "90"), ("radians(180)", "3.1415926535897932385"), ("min(0)", "0"), ("sec(0)", "1"),
            ("min(3, 1, 2)", "1"), ("degrees(1)", "57.295779513082320877"),
        ])
    func unitNamesCalled(source: String, expected: String) throws {
        #expect(try calc(source) == expected)
        #expect(line(source) == expected)
    }

    @Test("units are still units when not called")
    func unitsStay() throws {
        #expect(line("5 min to s") == "300 s")
        #expect(line("90 degrees to rad") == "1.5707963267948966192 rad")
        #expect(line("2 sec + 1 min") == "62 sec")
        #expect(line("max(3 ft, 1 m)") == "3.2808398950131233596 ft")
        #expect(line("min(3 ft, 1 m) to in") == "36 in")
    }
}

@Suite("The language: calls with several arguments")
struct CallArgumentsTests {
    @Test("a comma in a call's parentheses separates arguments; elsewhere it groups digits")
    func commas() throws {
        #expect(try calc("max(1,2)") == "2")
        #expect(try calc("ncr(9,5)") == "126")
        #expect(try calc("max(1,234)") == "234")
        #expect(try calc("1,234 + 1") == "1235")
        #expect(try calc("(1,234)") == "1234")
        #expect(try calc("max((1,234), 5)") == "1234")
        #expect(try calc("sum(1;2;3)") == "6")
    }

    @Test("a user function of two arguments")
    func userFunctions() {
        let shown = noteResults(["g(a, b) = a^2 + b", "h(x, y) = x - y", "g(2,5)", "h(1,234)", "g(2)"])
        #expect(shown[2] == "9")
        #expect(shown[3] == "-233")
        #expect(shown[4].contains("takes 2 arguments, not 1"))
    }

    @Test("a wrong count of arguments says how many")
    func wrongCount() {
        #expect(calcError("ncr(9)")?.message == "'ncr' takes 2 arguments, not 1")
        #expect(calcError("sin(1, 2)")?.message == "'sin' takes 1 argument, not 2")
        #expect(calcError("stdev(1)")?.message == "'stdev' takes at least 2 arguments, not 1")
        #expect(calcError("round(1, 2, 3)")?.message == "'round' takes 1 or 2 arguments, not 3")
        #expect(calcError("max()")?.message == "'max' takes at least 1 argument, not 0")
    }
}

@Suite("The language: conversion words and what errors quote")
struct ConversionWordTests {
    @Test("'in' converts after a unit, and is the inch after a number")
    func inAsAConversionWord() throws {
        #expect(try converted("1 ft in m") == q(3048, 10_000))
        #expect(try converted("1 in in cm") == q(254, 100))
        #expect(try converted("(2 ft + 1 ft) in in") == q(36))
        #expect(line("3 ft 2 in") == "error: missing operator at column 8" || line("3 ft 2 in").hasPrefix("3."))
        #expect(line("2 in") == "2 in")
        #expect(line("2 in * 3 in") == "6 in²")
        #expect(noteResults(["d = 2 ft", "d in in"]) == ["2 ft", "24 in"])
    }

    @Test("an error quotes what was typed, never a stand-in, at its true column")
    func standInsDoNotLeak() {
        let error = line("12°34'56")
        #expect(!error.unicodeScalars.contains { (0xA000...0xA4CF).contains($0.value) }, "\(error)")
        #expect(error.contains("12°34'56"), "\(error)")
        #expect(line("3 ft foo") == "error: unknown name 'foo' at column 6")
    }

    /// Pieces of lines with units, angles, currencies and calls.
    static let vocabulary: [String] = [
        "12", "°", "34", "'", "56", "\"", "′", "″", "ft", "in", "m", "km", "kpc", "$", "€", "100", "5", "0.5", "+", "-",
        "−", "*", "×", "/", "^", "²", "⁻¹", "(", ")", "to", "→", "min(", "sec", "max(", ",", "x", "°C", "°F", "mph",
        "L/100km", " ", " ", "h", "e", "abc", "sq", "cubic", "light", "year", "1,234", "mod", "!", "%", "√", "=",
        "ans", "pi", "deg", "rad", "gcd(", "hr", "µs", "Ω", "ꀀ",
    ]

    @Test("no error message holds a character the line does not (fuzzed)")
    func errorsQuoteOnlyTheInput() {
        var limits = CalculationLimits(
            maxBits: 1 << 12, timeLimit: .milliseconds(50), comparisonBits: 256, maxPrecisionBits: 1 << 13)
        limits.maxLength = 200
        var allowed = Set(" !\"#$%&'()*+,-./0123456789:;<=>?@[\\]^_`{|}~".unicodeScalars)
        allowed.formUnion((0x41...0x5A).compactMap(Unicode.Scalar.init))
        allowed.formUnion((0x61...0x7A).compactMap(Unicode.Scalar.init))
        // What messages say of their own: operators, powers, the unit names they suggest.
        allowed.formUnion("′″°×÷−π√∛…≥≤≠–·²³⁻¹¤µμΩÅ℃℉".unicodeScalars)
        for name in UnitTable.units.keys { allowed.formUnion(name.unicodeScalars) }
        var random = SplitMix(state: 35)
        var failures = 0
        for _ in 0..<3000 {
            var source = ""
            for _ in 0..<Int.random(in: 1...8, using: &random) {
                source += Self.vocabulary.randomElement(using: &random)!
                if Bool.random(using: &random) { source += " " }
            }
            let evaluator = Evaluator(limits: limits)
            guard case let .failure(error) = evaluator.evaluateLine(source).outcome else { continue }
            failures += 1
            let strange = error.message.unicodeScalars.filter {
                !allowed.contains($0) && !source.unicodeScalars.contains($0)
            }
            #expect(strange.isEmpty, "\(error) for \(source.debugDescription)")
            if let column = error.column {
                #expect((1...source.unicodeScalars.count + 1).contains(column), "\(error) for \(source.debugDescription)")
            }
        }
        #expect(failures > 300)
    }
}
