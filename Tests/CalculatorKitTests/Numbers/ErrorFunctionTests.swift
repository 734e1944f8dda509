import Testing

@testable import CalculatorKit

/// erf, erfc and lgamma, against mpmath at 60 digits of working precision, rounded to 30
/// (the digits shown may have trailing zeros that mpmath leaves off).
@Suite struct ErrorFunctionTests {
    @Test(
        "erf",
        arguments: [
            ("erf(0.5)", "0.520499877813046537682746653892"),
            ("erf(-0.5)", "-0.520499877813046537682746653892"),
            ("erf(0.3)", "0.328626759459127427638914047867"),
            ("erf(-0.4999)", "-0.520411995161386580597166331058"),
            ("erf(1e-30)", "1.12837916709551257389615890312e-30"),
            ("erf(-10^-3000)", "-1.12837916709551257389615890312e-3000"),
            ("erf(2.5)", "0.999593047982555041060435784260"),
            ("erf(-3)", "-0.999977909503001414558627223870"),
            ("erf(sqrt(2))", "0.954499736103641585599434725667"),
            ("erf(pi)", "0.999991123853632358394731620781"),
        ])
    func errorFunction(source: String, expected: String) throws {
        #expect(try calc(source, digits: 30) == expected)
    }

    /// erfc of a large x is tiny, and shown to every digit asked for: it is not 1 − erf x
    /// worked to the digits of 1.
    @Test(
        "erfc",
        arguments: [
            ("erfc(0.5)", "0.479500122186953462317253346108"),
            ("erfc(-1)", "1.84270079294971486934122063508"),
            ("erfc(-sqrt(3))", "1.98569412156457036047415219358"),
            ("erfc(5)", "1.53745979442803485018834348538e-12"),
            ("erfc(10)", "2.08848758376254475700078629496e-45"),
            ("erfc(e^2)", "1.46984256164052180016979726927e-25"),
            ("erfc(27)", "5.23704892378925568501606768285e-319"),
            ("erfc(60)", "3.25895725190151191747099230356e-1566"),
        ])
    func complement(source: String, expected: String) throws {
        #expect(try calc(source, digits: 30) == expected)
    }

    @Test func manyDigitsOfATinyComplement() throws {
        // mpmath.erfc(10) at 60 digits of working precision.
        #expect(try calc("erfc(10)", digits: 40) == "2.088487583762544757000786294957788611561e-45")
    }

    @Test func exactAtZero() throws {
        #expect(try exact("erf(0)") == .zero)
        #expect(try exact("erfc(0)") == .one)
    }

    /// Far out erf is 1 within any precision asked for, and erfc too small to show: answered
    /// at once, not by summing a series of e^(x²) terms.
    @Test func largeArguments() throws {
        #expect(try calc("erf(1e100)") == "1.0000000000000000000")
        #expect(try calc("erf(-1e100)") == "-1.0000000000000000000")
        #expect(try calc("erfc(-1e100)") == "2.0000000000000000000")
        #expect(calcError("erfc(1e7)")?.kind == .tooSmallToShow(belowExponent: -43_429_448_190_325))
    }

    @Test func argumentsAreChecked() {
        #expect(calcError("erf(1, 2)")?.message == "'erf' takes 1 argument, not 2")
        #expect(calcError("erfc()") != nil)
    }

    @Test func inNotes() {
        let notes = Notes(text: "x = 0.5\nerf(x)\nerfc(10)\nlgamma(x)\nlambertw(e)")
        #expect(
            notes.lines.map { shown($0.result) } == [
                "0.5", "0.52049987781304653768", "2.0884875837625447570e-45", "0.57236494292470008707", "1",
            ])
    }

    @Test(
        "lgamma",
        arguments: [
            ("lgamma(0.5)", "0.572364942924700087071713675677"),
            ("lgamma(-0.5)", "1.26551212348464539648894579713"),
            ("lgamma(-2.5)", "-0.0562437164976740506725945300977"),
            ("lgamma(sqrt(2))", "-0.120382303518969203330385160594"),
            ("lgamma(100)", "359.134205369575398776044010460"),
            ("lgamma(3)", "0.693147180559945309417232121458"),
            ("lnGamma(0.5)", "0.572364942924700087071713675677"),
        ])
    func logarithmOfGamma(source: String, expected: String) throws {
        #expect(try calc(source, digits: 30) == expected)
    }

    @Test func logarithmOfGammaAtItsPolesAndOnes() throws {
        #expect(try exact("lgamma(1)") == .zero)
        #expect(try exact("lgamma(2)") == .zero)
        #expect(calcError("lgamma(0)")?.message == "lgamma is undefined at 0, −1, −2, …")
        #expect(calcError("lgamma(-3)")?.message == "lgamma is undefined at 0, −1, −2, …")
        #expect(
            calcError("lgamma(-1e6 + 0.5)")?.message
                == "lgamma is worked out from Γ(x), which has more than 1,262,611 digits here")
    }
}
