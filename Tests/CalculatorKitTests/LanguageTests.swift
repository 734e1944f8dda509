import BigInt
import TestSupport
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
        return (result.leading ?? "") + digits + (unit.map { LineResult.unitSuffix($0, leading: result.leading) } ?? "")
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

    @Test("a unit's name called with several arguments is an unknown function, not the unit")
    func unitCalledAsFunction() {
        #expect(line("h(1,234)") == "error: unknown function 'h' (alone, 'h' is a unit) at column 1")
        #expect(line("2 + m(1, 2)") == "error: unknown function 'm' (alone, 'm' is a unit) at column 5")
        #expect(line("2 m(3)") == "6 m")  // one argument: the unit times it
        #expect(line("min(1, 2)") == "1")
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
        #expect(line("3 ft 2 in") == "3.1666666666666666667 ft")  // 3 ft + 2 in, as people write heights
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

    @Test("units are read where they are written: one token each, the text unchanged")
    func unitsAreTokens() {
        // The columns after an angle in degrees, minutes and seconds count what was typed.
        #expect(line("90°30′15″ + 2 kg") == "error: cannot add mass to angle at column 11")
        #expect(line("1 µm + 2 µm + 3 s") == "error: cannot add time to length at column 13")
        #expect(line("2 sq ft + 1 ft²") == "3 sq ft")
        // $5: the sign before its amount is read after it, as 5 $.
        var evaluator = Evaluator(limits: testLimits)
        evaluator.currencies = CurrencyRates(values: ["USD": 1, "EUR": Rational(11, 10)])
        #expect(evaluator.evaluateLine("$5 + $7.5").value == .exact(Rational(25, 2)))
        #expect(evaluator.evaluateLine("2 × $1,000").value == .exact(Rational(2000)))
        #expect(line("3 m²s") == "error: write a space or × between 'm²' and 's' at column 5")
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
                #expect(
                    (1...source.unicodeScalars.count + 1).contains(column), "\(error) for \(source.debugDescription)")
            }
        }
        #expect(failures > 300)
    }
}

/// Each function against Python: `math.gcd`, `math.lcm`, `math.comb`, `math.perm`, `fractions`
/// with `statistics`, and mpmath at 60 digits (`nstr(…, 20)`).
@Suite("The function table")
struct FunctionTableTests {
    @Test(
        "exact where the value is rational",
        arguments: [
            ("gcd(462, 1071)", "21"), ("gcd(2^64, 6^30)", "1073741824"), ("gcd(0, 5)", "5"), ("gcd(-12, 18)", "6"),
            ("lcm(21, 6, 4)", "84"), ("lcm(0, 3)", "0"), ("ncr(100, 50) - 100891344545564193334812497256", "0"),
            ("nCr(1000, 3)", "166167000"), ("npr(10, 3)", "720"), ("ncr(3, 5)", "0"), ("comb(9, 5)", "126"),
            ("floor(7/2)", "3"), ("floor(-7/2)", "-4"), ("ceil(-7/2)", "-3"), ("ceil(7/2)", "4"), ("trunc(-7/2)", "-3"),
            ("frac(-2.5)", "-0.5"), ("frac(7/3)", "0.33333333333333333333"), ("round(2.5)", "3"),
            ("round(-2.5)", "-3"), ("round(2.675, 2)", "2.68"), ("round(1234.5678, -2)", "1200"),
            ("round(-0.5)", "-1"), ("sgn(-3)", "-1"), ("sgn(0)", "0"), ("abs(-3/4)", "0.75"), ("mod(-17, 5)", "3"),
            ("mod(7.5, 2)", "1.5"), ("min(3, -1, 2)", "-1"), ("max(1/3, 0.3)", "0.33333333333333333333"),
            ("sum(1, 2, 3, 4)", "10"), ("mean(1, 2, 4, 7)", "3.5"), ("average(1, 2)", "1.5"), ("median(5, 1, 4)", "4"),
            ("median(1, 2, 4, 7)", "3"), ("variance(1, 2, 4, 7)", "7"), ("pvariance(1, 2, 4, 7)", "5.25"),
            ("log(8, 2)", "3"), ("log(1/8, 2)", "-3"), ("log(1000, 10)", "3"), ("root(-8, 3)", "-2"),
            ("root(81, 4)", "3"), ("exp2(10)", "1024"), ("exp2(-2)", "0.25"), ("hypot(3, 4)", "5"),
            ("degrees(pi)", "180"), ("radians(90)/pi", "0.5"), ("atan2(0, 0)", "0"), ("atan2(1, 1)/pi", "0.25"),
            ("floor(pi)", "3"), ("floor(-pi)", "-4"), ("ceil(sqrt(2))", "2"), ("floor(exp(10))", "22026"),
            ("round(pi, 4)", "3.1416"), ("trunc(-e)", "-2"), ("sgn(-pi)", "-1"),
            ("min(pi, 3.15)", "3.1415926535897932385"),
        ])
    func exactValues(source: String, expected: String) throws {
        #expect(try calc(source) == expected)
    }

    @Test(
        "irrational values correctly rounded",
        arguments: [
            ("sec(1)", "1.8508157176809256179"), ("csc(2)", "1.0997501702946164668"),
            ("cot(3)", "-7.0152525514345334694"), ("asec(3)", "1.2309594173407746821"),
            ("acsc(3)", "0.33983690945412193710"), ("acot(-2)", "-0.46364760900080611621"),
            ("acot(0)", "1.5707963267948966192"), ("sech(2)", "0.26580222883407969212"),
            ("csch(2)", "0.27572056477178320776"), ("coth(2)", "1.0373147207275480959"),
            ("asech(0.5)", "1.3169578969248167086"), ("acsch(3)", "0.32745015023725844332"),
            ("acoth(3)", "0.34657359027997265471"), ("log(7, 3)", "1.7712437491614222601"),
            ("root(7, 5)", "1.4757731615945520693"), ("exp2(sqrt(2))", "2.6651441426902251887"),
            ("hypot(2, 3)", "3.6055512754639892931"), ("hypot(1, 2, 3)", "3.7416573867739413856"),
            ("atan2(-2, -3)", "-2.5535900500422256872"), ("atan2(3, 0)", "1.5707963267948966192"),
            ("stdev(1, 2, 4, 7)", "2.6457513110645905905"), ("pstdev(1, 2, 4, 7)", "2.2912878474779200033"),
            ("degrees(1)", "57.295779513082320877"),
        ])
    func irrationalValues(source: String, expected: String) throws {
        #expect(try calc(source) == expected)
    }

    @Test("in degrees the angles are degrees")
    func degrees() throws {
        #expect(try calc("atan2(-2, -3)", angle: .degrees) == "-146.30993247402021309")
        #expect(try calc("sec(60)", angle: .degrees) == "2")
        #expect(try calc("acot(1)", angle: .degrees) == "45")
        #expect(try calc("asec(2)", angle: .degrees) == "60")
        #expect(try calc("acot(0)", angle: .degrees) == "90")
    }

    @Test("domains are refused with a reason; undecidable comparisons are refused honestly")
    func domains() {
        #expect(calcError("gcd(1.5, 3)")?.message == "gcd takes whole numbers")
        #expect(calcError("ncr(-1, 2)")?.message == "ncr takes whole numbers n, k ≥ 0")
        #expect(calcError("sec(pi/2)")?.message == "sec is undefined where cos is 0")
        #expect(calcError("cot(0)")?.message == "cot is undefined where tan is 0")
        #expect(calcError("coth(0)")?.message == "coth is undefined at 0")
        #expect(calcError("log(8, 1)")?.message == "a logarithm's base must be positive and not 1")
        #expect(calcError("root(8, 0)")?.message == "root(x, 0) is undefined")
        #expect(calcError("ncr(10^9, 5*10^8)")?.kind == .tooLarge(limitBits: testLimits.maxBits))
        // sin²1 + cos²1 is exactly 1, reached through irrationals: its floor cannot be decided.
        if case .undecidable? = calcError("floor(sin(1)^2 + cos(1)^2)")?.kind {
        } else {
            Issue.record("floor of a value that cannot be told from 1")
        }
        if case .undecidable? = calcError("max(sin(1)^2 + cos(1)^2, 1)")?.kind {
        } else {
            Issue.record("max of two values that cannot be told apart")
        }
    }

    @Test("built-in function names cannot be defined; every name in the table parses")
    func names() throws {
        #expect(noteResults(["gcd = 3"]) == ["error: 'gcd' is a built-in function and cannot be redefined at column 1"])
        for (name, function) in BuiltinFunction.names {
            let arguments = function.arity.maximum == 1 ? "(1)" : "(1, 2)"
            #expect(throws: Never.self) { try Evaluator.parse(name + arguments) }
        }
        #expect(FunctionTable.text.contains("gcd(a, b, …)"))
        #expect(FunctionTable.text.contains("round(x)  round(x, n)"))
    }

    @Test("functions plot")
    func plots() throws {
        var scope = NameScope()
        scope.parameters = ["x"]
        let program = try MachineProgram(
            Parser.parse("max(x, 1) + round(x, 1)", scope: scope), angle: .radians, budget: Budget(limits: testLimits))
        #expect(program.value(at: 3) == 6)
        #expect(program.value(at: 0.26) == 1.3)
    }
}

@Suite("The language: number syntax and units")
struct NumberSyntaxTests {
    @Test(
        "vulgar fractions, superscript powers, '_' between digits, functions without parentheses",
        arguments: [
            ("½", "0.5"), ("⅓ + ⅔", "1"), ("1½ + ¼", "1.75"), ("3¾", "3.75"), ("2½²", "6.25"), ("x", ""),
            ("2²", "4"), ("√2²", "2"), ("-2²", "-4"), ("10⁻³", "0.001"), ("2³²", "4294967296"), ("(1+2)²", "9"),
            ("2^3²", "512"), ("1_000_000 + 0.000_1", "1000000.0001"), ("ln 2", "0.69314718055994530942"),
            ("sin 30 + 1", "0.011968375907138210012"), ("2 sin 1", "1.6829419696157930133"),
            ("sin 30!", "0.97561024414206149184"), ("sqrt 16", "4"), ("floor 2.5", "2"), ("9 nCr 5", "126"),
            ("10 nPr 3 + 1", "721"), ("2 × 9 nCr 5", "8568"),
        ].filter { $0.0 != "x" })
    func syntax(source: String, expected: String) throws {
        #expect(try calc(source) == expected)
        #expect(line(source) == expected)
    }

    @Test("in degrees, sin 30 is 0.5; a product after a function without parentheses is refused")
    func withoutParentheses() throws {
        #expect(try calc("sin 30", angle: .degrees) == "0.5")
        #expect(line("sin 30°") == "0.5")
        #expect(calcError("sin 2pi")?.column == 6)
        #expect(calcError("ln x")?.kind == .unknownName("x"))
        #expect(calcError("sin")?.kind == .functionNeedsParenthesis("sin"))
        #expect(calcError("ncr 9")?.kind == .functionNeedsParenthesis("ncr"))
    }

    /// SI Brochure, table 4: each unit against its definition in other units.
    @Test(
        "the SI derived units with special names, with prefixes",
        arguments: [
            ("1 F to C/V", q(1)), ("1 S to A/V", q(1)), ("1 Wb to V s", q(1)), ("1 T to Wb/m^2", q(1)),
            ("1 H to Wb/A", q(1)), ("1 lm to cd", q(1)), ("1 lx to lm/m^2", q(1)), ("1 Bq to Hz", q(1)),
            ("1 Gy to J/kg", q(1)), ("1 Sv to J/kg", q(1)), ("1 kat to mol/s", q(1)), ("1 µF to pF", q(1_000_000)),
            ("1 mT to T", q(1, 1000)), ("250 mSv to Sv", q(1, 4)), ("1 kBq to Bq", q(1000)), ("3 mH to H", q(3, 1000)),
            ("1 grad to deg", q(9, 10)), ("1 turn to deg", q(360)), ("90 deg to grad", q(100)),
            ("12°34'56\" to arcsec", q(45296)),
        ])
    func derivedUnits(source: String, expected: Rational) throws {
        #expect(try converted(source) == expected)
    }

    @Test("degrees, minutes and seconds in and out")
    func degreesMinutesSeconds() {
        #expect(line("12°34'56\" to dms") == "12°34′56″")
        #expect(line("12.5 deg to dms") == "12°30′0″")
        #expect(line("pi/7 rad to dms") == "25°42′51.428571428571428571″")  // mpmath: 180/7 = 25°42′51.4285714…″
        #expect(line("-12.5° to dms") == "-12°-30′-0″" || line("-12.5° to dms").hasPrefix("-12°"))
        #expect(line("12°34'56").contains("seconds"))
    }
}
