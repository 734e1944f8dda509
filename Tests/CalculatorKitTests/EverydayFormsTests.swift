import Testing

@testable import CalculatorKit

/// Forms other calculators' own tests use (GNOME Calculator, qalc, SpeedCrunch, Casio and TI
/// manuals) that the language read otherwise or not at all. Values from mpmath at 50 digits
/// and Python's fractions, rounded to 20 significant digits.
@Suite("The language: forms from other calculators' tests")
struct EverydayFormsTests {
    @Test(
        "n!! written together is the double factorial; (n!)! keeps its parentheses",
        arguments: [
            ("0!!", "1"), ("1!!", "1"), ("3!!", "3"), ("5!!", "15"), ("6!!", "48"), ("7!!", "105"), ("10!!", "3840"),
            ("(-1)!!", "1"), ("(3!)!", "720"), ("3! !", "720"), ("2*5!!", "30"), ("doublefactorial(9)", "945"),
            ("fact2(8)", "384"), ("25!!", "7905853580625"),
        ])
    func doubleFactorial(source: String, expected: String) throws {
        #expect(try calc(source) == expected)
    }

    @Test("the double factorial of a fraction or of a number below −1 is refused")
    func doubleFactorialDomain() throws {
        #expect(try #require(calcError("(-3)!!")).message.contains("double factorial"))
        #expect(calcError("2.5!!") != nil)
    }

    @Test(
        "⌊x⌋, ⌈x⌉ and ∜x",
        arguments: [
            ("⌊3.7⌋", "3"), ("⌊−3.2⌋", "-4"), ("⌈3.2⌉", "4"), ("⌈−3.7⌉", "-3"), ("2⌊2.5⌋", "4"), ("⌊⌈1.5⌉/3⌋", "0"),
            ("∜16", "2"), ("∜81+1", "4"), ("2∜16", "4"), ("∜2", "1.1892071150027210667"),
        ])
    func brackets(source: String, expected: String) throws {
        #expect(try calc(source) == expected)
    }

    @Test("a floor bracket left open says where it was opened")
    func openFloor() throws {
        let error = try #require(calcError("1 + ⌊3"))
        #expect(error.column == 5)
    }

    @Test(
        "log₂ and log₁₀, lg, int, per mille",
        arguments: [
            ("log₂ 8", "3"), ("log₂(1024)", "10"), ("log₁₀ 1000", "3"), ("log₃(81)", "4"), ("lg(100)", "2"),
            ("lg 1000", "3"), ("int(3.7)", "3"), ("int(-3.7)", "-3"), ("5‰", "0.005"), ("1000*5‰", "5"),
            ("log_2(8)", "3"), ("log_10 1000", "3"), ("iPart(-1.5)", "-1"), ("fPart(-1.5)", "-0.5"),
            ("signum(-3)", "-1"),
            ("std(1, 2, 3)", "1"), ("sd(2, 4, 4, 4, 5, 5, 7, 9)", "2.1380899352993950775"), ("choose(10, 5)", "252"),
            ("modulo(-7, 3)", "2"), ("acosec(1)", "1.5707963267948966192"),
        ])
    func spellings(source: String, expected: String) throws {
        #expect(try calc(source) == expected)
    }

    @Test(
        "a function without parentheses takes a signed operand; sin²45 is (sin 45)²",
        arguments: [
            ("sgn −3", "-1"), ("abs -5", "5"), ("sin - 30", "-0.5"), ("sin -30 + 1", "0.5"), ("sin²45", "0.5"),
            ("cos²60", "0.25"), ("tan²10", "0.031091204125763378918"), ("2 sin²30", "0.5"),
        ])
    func withoutParentheses(source: String, expected: String) throws {
        #expect(try calc(source, angle: .degrees) == expected)
    }

    @Test(
        "idiv, rem, nthroot, product, geomean and ld, as SpeedCrunch and qalc name them",
        arguments: [
            ("idiv(7, 2)", "3"), ("idiv(-7, 2)", "-3"), ("rem(-7, 3)", "-1"), ("rem(7, -3)", "1"),
            ("rem(7.5, 2)", "1.5"),
            ("nthroot(27, 3)", "3"), ("product(1, 2, 3, 4)", "24"), ("prod(2, 0.5)", "1"), ("geomean(1, 2, 4)", "2"),
            ("geomean(2, 3)", "2.4494897427831780982"), ("ld(8)", "3"), ("ld(10)", "3.3219280948873623479"),
        ])
    func speedCrunchNames(source: String, expected: String) throws {
        #expect(try calc(source) == expected)
    }

    @Test("product needs a number, rem a divisor that is not 0")
    func productAndRemainderRefusals() throws {
        #expect(try #require(calcError("product()")).message == "'product' takes at least 1 argument, not 0")
        #expect(try #require(calcError("rem(1, 0)")).message.contains("divide by zero"))
    }

    @Test(
        "a function's name and a whole number typed together: sin30, log100, ln2",
        arguments: [
            ("sin30", "0.5"), ("cos60+1", "1.5"), ("2sin30", "1"), ("sin30^2", "0.25"), ("log100", "2"),
            ("log1000", "3"),
            ("ln2", "0.69314718055994530942"), ("sqrt16", "4"), ("asin1", "90"),
        ])
    func glued(source: String, expected: String) throws {
        #expect(try calc(source, angle: .degrees) == expected)
    }

    @Test("log25 (log 25 or log2 5) is not guessed; a note's own sin30 stays its own")
    func gluedRefused() throws {
        #expect(try #require(calcError("log25")).message.contains("unknown name 'log25'"))
        #expect(try #require(calcError("log105")).message.contains("unknown name"))
        #expect(noteResults(["sin30 = 4", "sin30 + 1", "m2 = 5", "m2 * 2"]) == ["4", "5", "5", "10"])
        #expect(noteResults(["log_2 = 5", "log_2 + 1"]) == ["5", "6"])
    }

    @Test(
        "m2, cm3, ft2: a length's square or cube typed without superscripts",
        arguments: [
            ("1 m3 to L", "1000 L"), ("1 m2 to cm2", "10000 cm2"), ("5 ft2 to m2", "0.4645152 m2"),
            ("2 in3 to cm3", "32.774128 cm3"),
        ])
    func plainPowers(source: String, expected: String) {
        #expect(line(source) == expected, "\(source)")
    }

    @Test(
        "the same call, or an odd or even function at the opposite argument, cancels exactly",
        arguments: [
            ("sin 20 + sin(−20)", "0"), ("cos 20 − cos (−20)", "0"), ("sin(20) - sin(20)", "0"),
            ("tan(-10) + tan(10)", "0"),
            ("cbrt(-2) + cbrt(2)", "0"), ("sinh(-10) + sinh(10)", "0"), ("cosh(-1) - cosh(1)", "0"),
            ("atan(-2) + atan(2)", "0"), ("abs(-pi) - abs(pi)", "0"), ("sin(-30)", "-0.5"), ("cos(-60)", "0.5"),
            ("asin(-0.3)", "-17.457603123722092290"), ("acos(-0.5)", "120"),
        ])
    func cancels(source: String, expected: String) throws {
        #expect(try calc(source, angle: .degrees) == expected)
    }

    @Test(
        "a function's name in capitals is the function",
        arguments: [
            ("SIN(pi/6)", "0.5"), ("Sqrt(4)", "2"), ("LN(1)", "0"), ("Log(100)", "2"), ("ABS(-2)", "2"),
            ("NCR(5, 2)", "10"),
            ("Max(1, 2)", "2"), ("PI", "3.1415926535897932385"),
        ])
    func capitals(source: String, expected: String) throws {
        #expect(try calc(source) == expected)
    }

    @Test("a note's own capitalised name stays its own, and an unknown one is still unknown")
    func ownCapitals() throws {
        #expect(noteResults(["Sin = 3", "Sin + 1"]) == ["3", "4"])
        #expect(try #require(calcError("E")).message.contains("unknown name 'E'"))
    }

    @Test("'in' names a base as 'to' does; before a unit it is still the inch")
    func inBase() {
        let notes = Notes(text: "10 in hex\n0b1010 in dec\n255 in bin\n2 in to cm\n1 ft in in")
        #expect(
            notes.lines.map { $0.result.shown() } == [
                .value("0xA"), .value("10"), .value("0b11111111"), .value("5.08 cm"), .value("12 in"),
            ])
    }

    @Test(
        "constants written together multiply, as 2π does",
        arguments: [("πe", "8.5397342226735670655"), ("eπ", "8.5397342226735670655"), ("3πτ", "59.217626406536151713")])
    func constantsTogether(source: String, expected: String) throws {
        #expect(try calc(source) == expected)
    }

    @Test("a note's own name made of those letters is not taken apart")
    func ownGreekName() {
        #expect(noteResults(["πe = 2", "πe + 1"]) == ["2", "3"])
    }

    @Test(
        "in after a power of a unit converts; after a number it is still the inch",
        arguments: [
            ("1m² in mm²", "1000000 mm²"), ("1 m^2 in mm^2", "1000000 mm^2"), ("1m³ in L", "1000 L"),
            ("2 m^-1 in cm^-1", "0.02 cm^-1"), ("10^2 in to cm", "254 cm"),
        ])
    func inAfterPower(source: String, expected: String) {
        #expect(line(source) == expected, "\(source)")
    }

    @Test(
        "units by their full names: capitalised, with a prefix spelled out, bits and nibbles",
        arguments: [
            ("1000 Joule in kJ", "1 kJ"), ("1 Kilogram in grams", "1000 grams"), ("2 Hours in minutes", "120 minutes"),
            ("3.6 MJ in kilowatthour", "1 kilowatthour"), ("1 kWh in Megajoules", "3.6 Megajoules"),
            ("1000 bytes in kilobytes", "1 kilobytes"), ("1 mebibit in B", "131072 B"),
            ("10 kibibytes in bit", "81920 bit"), ("100 MiB in Gib", "0.78125 Gib"),
            ("1000 bits in nibbles", "250 nibbles"),
            ("1 liter in milliliters", "1000 milliliters"), ("5 kb to bit", "5000 bit"),
            ("1 mi to chains", "80 chains"),
            ("1 furlong to m", "201.168 m"), ("1 fathom to ft", "6 ft"), ("1 mil to mm", "0.0254 mm"),
            ("1 millennium to year", "1000 year"), ("45° 30' 30\"", "45.50833333 °"), ("45° 30′", "45.5 °"),
        ])
    func unitNames(source: String, expected: String) {
        #expect(line(source) == expected, "\(source)")
    }

    @Test("what stays refused: mb (no millibit), a capital that is a symbol's, a variable named like a unit")
    func stillRefused() {
        for source in ["1 mb to bit", "1 KB to B", "1 MEGAJOULE to J"] {
            guard case .failure = Evaluator().evaluateLine(source).outcome else {
                Issue.record("\(source) was read")
                continue
            }
        }
        #expect(noteResults(["Hours = 3", "Hours * 2"]) == ["3", "6"])
    }

    private func line(_ source: String) -> String {
        let result = Evaluator().evaluateLine(source)
        guard case let .value(number, unit) = result.outcome else { return "\(result.outcome)" }
        let digits = (try? NumberFormat(significantDigits: 10).string(number, limits: testLimits)) ?? "?"
        return digits + (unit.map { LineResult.unitSuffix($0, leading: nil) } ?? "")
    }
}
