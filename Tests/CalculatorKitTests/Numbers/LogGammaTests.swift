import Testing

@testable import CalculatorKit

/// ln Γ(x) by Stirling's series from x = 16384 up, against mpmath.loggamma at 60 digits of working
/// precision, rounded to 30 (and to 300 at the threshold, where the series needs the most terms).
@Suite struct LogGammaTests {
    @Test(
        "lgamma of large x",
        arguments: [
            ("lgamma(16384)", "142603.394601473563368664634588"),
            ("lgamma(65536.5)", "661282.416940722634562629837721"),
            ("lgamma(200000.5)", "2241215.44804435961724084662979"),
            ("lgamma(1e6)", "12815504.5691476116599769717850"),
            ("lgamma(1e20)", "4505170185988091368013.87599697"),
            ("lgamma(1e100)", "2.29258509299404568401799145468e102"),
            ("lgamma(1e1000)", "2.30158509299404568401799145468e1003"),
            ("lgamma(1e6*pi)", "43857382.2594504916582230889737"),
            ("lgamma(sqrt(2)*1e5)", "1535760.07364085953454195070781"),
            ("lgamma(e^50)", "254050570900766550740261.131762"),
        ])
    func largeArguments(source: String, expected: String) throws {
        #expect(try calc(source, digits: 30) == expected)
    }

    /// Just below the threshold Γ(x) itself is used; the two ways agree there.
    @Test func bothSidesOfTheThreshold() throws {
        // ln Γ(16384) − ln Γ(16383) = ln 16383.
        #expect(try calc("lgamma(16384) - lgamma(16383)", digits: 30) == "9.70399949082026338791552855798")
    }

    @Test func manyDigits() throws {
        #expect(
            try calc("lgamma(65536)", digits: 300)
                == "661276.871765185503632948496147119903908065540178771477608228928367553458264482626993471415308293186233803386774919260032385488207173904572532539987517053594162419865756732440026571317800215678548935407748711181237543296386953855360218973114318313090453455054751951156082309671557752398319511566666950"
        )
    }
}
