import BigInt
import Testing

@testable import CalculatorKit

/// Values whose digits or whose working take long unless written the right way: a decimal
/// that ends, a gcd with a power of two, a power of ten too small to hold, tangents nested
/// deep. Each is checked for its digits only: how fast they are is for a release build to time.
@Suite struct LongValuesTests {
    /// 2^-k = 5^k/10^k: all its digits are the integer 5^k's, and they end.
    @Test func aDecimalThatEndsIsWrittenInFull() throws {
        let value = try Evaluator(limits: testLimits).evaluate("2^-20000")
        let digits = try value.decimalApproximation(significantDigits: 30_000, limits: testLimits)
        #expect(digits.isExact)
        #expect(digits.digits == BigUInt(5).power(20000).description)
        #expect(digits.exponent == -6021)  // 2^-20000 ≈ 1.0e-6021
    }

    /// 7/(2^3000·5^4000) = 7·2^1000/10^4000; 3/(2^10·5^3000) ends too; 1/(3·5^3000) does not.
    @Test func denominatorsOfTwosAndFives() throws {
        let sevens = try Evaluator(limits: testLimits).evaluate("7/(2^3000*5^4000)")
        let digits = try sevens.decimalApproximation(significantDigits: 5000, limits: testLimits)
        let whole = (BigUInt(7) << 1000).description
        #expect(digits.isExact && digits.digits == whole && digits.exponent == whole.count - 1 - 4000)

        let threes = try Evaluator(limits: testLimits).evaluate("3/(2^10*5^3000)")
        let cut = try threes.decimalApproximation(significantDigits: 5000, limits: testLimits)
        // 3·5^... over 10^3000 with the ten twos' place: 3·2^2990/10^3000.
        let expected = (BigUInt(3) << 2990).description
        #expect(cut.isExact && cut.digits == expected && cut.exponent == expected.count - 1 - 3000)

        // 1/(3·5^3000) = 2^3000/(3·10^3000): 0.333… times a power of two, never ending.
        let third = try Evaluator(limits: testLimits).evaluate("1/(3*5^3000)")
        let endless = try third.decimalApproximation(significantDigits: 3000, limits: testLimits)
        #expect(!endless.isExact && endless.digits.count == 3000)
        let rounded = (BigUInt(10).power(3000 + 3000 - 1) * 2 / (BigUInt(3) * BigUInt(5).power(3000)) + 1) / 2
        #expect(endless.digits == String(rounded.description.prefix(3000)))

        // Fewer digits than the decimal has: cut and rounded as before.
        let short = try sevens.decimalApproximation(significantDigits: 10, limits: testLimits)
        #expect(!short.isExact && short.digits == String(whole.prefix(10)))
    }

    /// A gcd with a power of two is a power of two: no pass over two million bits.
    @Test func greatestCommonDivisorsWithPowersOfTwo() {
        let three = BigUInt(3).power(300)
        #expect((BigUInt(1) << 5000).greatestCommonDivisorLehmer(with: three << 7) == BigUInt(1) << 7)
        #expect((three << 70).greatestCommonDivisorLehmer(with: BigUInt(1) << 40) == BigUInt(1) << 40)
        #expect((BigUInt(1) << 200).greatestCommonDivisorLehmer(with: three) == 1)
        #expect((BigUInt(1) << 200).greatestCommonDivisorLehmer(with: 0) == BigUInt(1) << 200)
    }

    @Test func aPowerOfTwoOverAPowerOfThree() throws {
        // mpmath: 1.72771695840177408079416479095e+74
        #expect(try calc("2^2097152/3^1323000") == "1.7277169584017740808e74")
    }

    /// 10^-10^10 is exactly 1e-10000000000: its decimal logarithm is known exactly. Factors of a
    /// modest size beside such a power add their logarithms to it.
    @Test(arguments: [
        ("10^-10^10", "1e-10000000000"), ("-10^-10^10", "-1e-10000000000"),
        // mpmath: 3.16227766016837933199889350368e-10000000001
        ("10^-(10^10+1/2)", "3.1622776601683793320e-10000000001"),
        ("3*10^-10^10", "3.0000000000000000000e-10000000000"),
        // mpmath: 1.10499468237567066589326745783e-3010300
        ("2^(-10^7)", "1.1049946823756706659e-3010300"),
        // Times factors of modest size; mpmath, from the decimal logarithm at 60 digits:
        // 3.14159265358979323846e-10000000000, 8.53973422267356706546e-10000000000,
        // 2.64355906408145617889e-10000000000, 5.18360672474892691483e-477121255.
        ("10^-10^10*pi", "3.1415926535897932385e-10000000000"),
        ("pi*e*10^-10^10", "8.5397342226735670655e-10000000000"),
        ("-10^-10^10*sin(1)*pi", "-2.6435590640814561789e-10000000000"),
        ("(1/3)^(10^9)*e", "5.1836067247489269148e-477121255"),
    ])
    func tinyPowersOfTen(_ source: String, _ shown: String) throws {
        #expect(try calc(source) == shown)
    }
}

/// tan is one node: its argument is asked once, for the bits its slope needs.
@Suite struct TangentTests {
    // Expected digits are mpmath's (200 digits of working precision), rounded to 30.
    @Test(arguments: [
        ("tan(1.5707)", "10381.3274175713946958511789782"),
        ("tan(1e6)", "-0.373624453987599029173497088575"),
        ("tan(-2.5)", "0.747022297238660279355352687825"),
        ("tan(1e22)", "-1.62877822560689887854937593694"),
        ("tan(355/113)", "2.66764189062428640294049601945e-7"),
        ("tan(1e-30)", "1.00000000000000000000000000000e-30"),
        ("tan(pi/2-1e-40)", "1.00000000000000000000000000000e40"),
        ("tan(pi/2+1e-40)", "-1.00000000000000000000000000000e40"),
    ])
    func digits(_ source: String, _ expected: String) throws {
        #expect(try calc(source, digits: 30) == expected)
    }

    /// 40 deep: the precision each level needs grows by its slope's bits, not by a margin
    /// per level (mpmath: 0.9470891919689957129374538677054583).
    @Test func nestedFortyDeep() throws {
        let source = NestedFunctionTests.nested("tan(", "1", 40)
        #expect(try calc(source, digits: 30) == "0.947089191968995712937453867705")
    }

    @Test func undefinedWhereTheCosineIsZero() {
        #expect(calcError("tan(pi/2)")?.message.hasPrefix("tan is undefined at π/2") == true)
        #expect(calcError("tan(asin(1))") != nil)
    }
}

/// A power just inside the size bound is a value, and one over it is tiny, not too large.
@Suite struct PowersAtTheBoundTests {
    @Test(arguments: [
        // mpmath: 9.68493201985901813744311786214e-1262612
        ("1/2^4194303", "9.6849320198590181374e-1262612"),
        // mpmath: 1.03253176991794396219955974729e+1262611
        ("2^4194303", "1.0325317699179439622e1262611"),
        // mpmath: 2.84938012047100846544594017707e-434296
        ("2/e^(10^6+pi)", "2.8493801204710084654e-434296"),
    ])
    func shown(_ source: String, _ expected: String) throws {
        #expect(try calc(source) == expected)
    }

    @Test func overTheBoundIsTooLarge() {
        #expect(calcError("2^4194305")?.kind == .tooLarge(limitBits: CalculationLimits.standard.maxBits))
    }
}
