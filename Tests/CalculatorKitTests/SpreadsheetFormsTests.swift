import Testing

@testable import CalculatorKit

/// What users of spreadsheets, the HP 35s and HP Prime, Windows Calculator and Python type:
/// their functions' names, PI(), FLOOR and CEILING to a multiple, and 1.6x10^-19. Values from
/// the functions' definitions, worked with Python's fractions and mpmath at 50 digits.
@Suite("The language: spreadsheets' and other calculators' function names")
struct SpreadsheetFormsTests {
    @Test(
        "spreadsheet functions, in capitals as typed in a cell",
        arguments: [
            ("POWER(2, 10)", "1024"), ("power(27, 1/3)", "3"), ("QUOTIENT(7, 2)", "3"), ("QUOTIENT(-7, 2)", "-3"),
            ("ROUNDUP(2.341, 2)", "2.35"), ("ROUNDUP(-2.341, 1)", "-2.4"), ("ROUNDUP(2.3, 0)", "3"),
            ("ROUNDUP(1234, -2)", "1300"), ("ROUNDDOWN(2.349, 2)", "2.34"), ("ROUNDDOWN(-2.349, 1)", "-2.3"),
            ("MROUND(10, 3)", "9"), ("MROUND(1.3, 0.2)", "1.4"), ("COMBIN(10, 3)", "120"), ("PERMUT(10, 3)", "720"),
            ("SUMSQ(3, 4)", "25"), ("SQRTPI(1)", "1.7724538509055160273"), ("CEILING(2.1, 0.5)", "2.5"),
            ("FLOOR(2.7, 0.5)", "2.5"), ("CEILING(22, 5)", "25"), ("FLOOR(22, 5)", "20"), ("floor(-2.5, 2)", "-4"),
        ])
    func spreadsheet(source: String, expected: String) throws {
        #expect(try calc(source) == expected)
    }

    @Test(
        "PI() is π, as spreadsheets write it",
        arguments: [
            ("PI()", "3.1415926535897932385"), ("PI()*2", "6.2831853071795864769"), ("SIN(PI()/6)", "0.5"),
            ("DEGREES(PI())", "180"), ("pi()", "3.1415926535897932385"),
        ])
    func piCall(source: String, expected: String) throws {
        #expect(try calc(source) == expected)
    }

    @Test(
        "the HP calculators', Windows Calculator's and Python's names",
        arguments: [
            ("IP(-2.5)", "-2"), ("FP(2.75)", "0.75"), ("INTG(-2.5)", "-3"), ("SQ(4)", "16"), ("ALOG(2)", "100"),
            ("LNP1(1)", "0.69314718055994530942"), ("TRUNCATE(2.567, 2)", "2.56"), ("cube(3)", "27"),
            ("cuberoot(-27)", "-3"), ("negate(5)", "-5"), ("harmonic_mean(40, 60)", "48"),
            ("geometric_mean(54, 24, 36)", "36"), ("fmean(3.5, 4.0, 5.25)", "4.25"),
        ])
    func otherCalculators(source: String, expected: String) throws {
        #expect(try calc(source) == expected)
    }

    @Test(
        "Python's median_low and median_high; the HP's MANT and XPON (1234 = 1.234 × 10^3)",
        arguments: [
            ("median_low(1, 3, 5, 7)", "3"), ("median_high(1, 3, 5, 7)", "5"), ("median_low(5, 1, 3)", "3"),
            ("median_high(2.5, -1, 7, 4)", "4"), ("median_low(2)", "2"), ("MANT(1234)", "1.234"),
            ("XPON(1234)", "3"), ("mant(-0.00456)", "-4.56"), ("xpon(-0.00456)", "-3"), ("xpon(1000)", "3"),
            ("mant(1000)", "1"), ("xpon(999.99999999)", "2"), ("mant(pi*1e20)", "3.1415926535897932385"),
            ("xpon(1e-400)", "-400"),
        ])
    func middlesAndScientificParts(source: String, expected: String) throws {
        #expect(try calc(source) == expected)
    }

    @Test(
        "1.6x10^-19: scientific notation with x for ×, typed together",
        arguments: [("1.6x10^-19", "1.6e-19"), ("6.02x10²³", "6.02e23"), ("2x10^3+1", "2001"), ("3x10^2", "300")])
    func timesTen(source: String, expected: String) throws {
        #expect(try calc(source) == expected)
    }

    @Test("x10 alone, or without a power after it, is still a name")
    func timesTenOnlyBeforePower() {
        #expect(calcError("2x10") != nil)
        #expect(calcError("x10^2") != nil)
    }

    @Test(
        "a spreadsheet's dotted names: STDEV.S, VAR.P",
        arguments: [
            ("STDEV.S(2, 4, 4, 4, 5, 5, 7, 9)", "2.1380899352993950775"), ("STDEV.P(2, 4, 4, 4, 5, 5, 7, 9)", "2"),
            ("VAR.S(1, 2, 3, 4)", "1.6666666666666666667"), ("var.p(1, 2, 3, 4)", "1.25"), ("CEILING.MATH(2.1)", "3"),
            ("FLOOR.MATH(-2.1)", "-3"),
        ])
    func dottedNames(source: String, expected: String) throws {
        #expect(try calc(source) == expected)
    }

    @Test("a name and a '.' that make no such name are read as before")
    func otherDots() {
        #expect(calcError("STDEV.X(1, 2)") != nil)
        #expect(calcError("pi.5") != nil)
    }

    @Test(
        "a // b is the floor of a/b, at the level of × and /",
        arguments: [
            ("7 // 2", "3"), ("-7 // 2", "-4"), ("7 // -2", "-4"), ("17 // 5 * 5 + 17 mod 5", "17"),
            ("2 + 9 // 4", "4"),
            ("7.5 // 2", "3"), ("100 // 7 // 2", "7"),
        ])
    func floorDivision(source: String, expected: String) throws {
        #expect(try calc(source) == expected)
    }

    @Test("one '/' and another apart are no floor division")
    func slashesApart() {
        #expect(calcError("7 / / 2") != nil)
        #expect(calcError("7 // 0") != nil)
        #expect(calcError("7 /÷ 2") != nil)
    }

    @Test(
        "EVEN, ODD, copysign, and Windows Calculator's yroot",
        arguments: [
            ("EVEN(3)", "4"), ("EVEN(2)", "2"), ("EVEN(-1.5)", "-2"), ("EVEN(0)", "0"), ("ODD(2)", "3"),
            ("ODD(0)", "1"),
            ("ODD(-2.5)", "-3"), ("ODD(3)", "3"), ("copysign(3, -1)", "-3"), ("copysign(-3, 0)", "3"),
            ("copysign(2.5, 7)", "2.5"), ("8 yroot 3", "2"), ("81 yroot 4", "3"),
            ("-8 yroot 3", "-2"),
        ])
    func signsAndRoots(source: String, expected: String) throws {
        #expect(try calc(source) == expected)
    }

    @Test("a note may name its own power, even or sq: the note's name comes first")
    func notesNameTheirOwn() throws {
        for name in ["power", "even", "odd", "sq", "ip", "cube", "quotient", "negate", "truncate"] {
            #expect(NameScope.problemDefining(name) == nil, "\(name)")
            #expect(lastShows("\(name) = 3\n\(name) * 2") == "6", "\(name)")
        }
        #expect(NameScope.problemDefining("sqrt") != nil)
    }

    @Test("the spelled names count their arguments")
    func arguments() throws {
        #expect(try #require(calcError("ROUNDUP(2.5)")).message.contains("2 arguments"))
        #expect(try #require(calcError("floor(1, 2, 3)")).message.contains("argument"))
    }
}
