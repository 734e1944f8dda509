import BigInt
import PropertyBased
import Testing

@testable import CalculatorKit

@Suite("Exact arithmetic")
struct RationalTests {
    @Test(
        "identities a user checks first",
        arguments: [
            ("0.1+0.2", "0.3"), ("1/3×3", "1"), ("(10^20+1)-10^20", "1"), ("2^-3", "0.125"), ("1-0.9", "0.1"),
            ("1/3+1/3+1/3", "1"), ("0.1×3", "0.3"), ("(1/7)×7", "1"), ("4.35×100", "435"), ("1.1^2", "1.21"),
            ("(2/3)^-2", "2.25"), ("9223372036854775807+1", "9223372036854775808"),
            ("-9223372036854775807-2", "-9223372036854775809"), ("3037000500^2", "9223372037000250000"),
        ])
    func identities(_ source: String, _ expected: String) throws {
        #expect(try calc(source, digits: 40) == expected)
    }

    @Test func hundredFactorialInFull() throws {
        let expected =
            "93326215443944152681699238856266700490715968264381621468592963895217599993229915608941463976156518286253697920827223758251185210916864000000000000000000000000"
        #expect(try calc("100!", digits: 200) == expected)
        #expect(expected.count == 158)
        #expect(try calc("100!") == "9.3326215443944152682e157")
    }

    @Test func factorialsAndPowers() throws {
        #expect(try exact("0!") == 1)
        #expect(try exact("20!") == Rational(2_432_902_008_176_640_000))
        #expect(try exact("21!") == Rational(BigInt("51090942171709440000")))
        #expect(try exact("2^64") == Rational(BigInt(1) << 64))
        #expect(try exact("(-2)^63") == Rational(Int.min))
        #expect(try exact("0^0") == 1)
        #expect(try exact("8^(1/3)") == 2)
        #expect(try exact("(-8)^(1/3)") == -2)
        #expect(try exact("(4/9)^(3/2)") == Rational(8, 27))
        #expect(try exact("(-1)^0") == 1)
        #expect(try exact("(-1)^(1/3)") == -1)
        #expect(try exact("(-1)^(2/3)") == 1)
        #expect(try exact("(-8)^(-2/3)") == Rational(1, 4))
        #expect(try exact("(3^1000)^(1/1000)") == 3)
        #expect(try exact("log2(2^200000)") == 200_000)
        #expect(try exact("log(10^-50000)") == -50_000)
        #expect(try Evaluator().evaluate("log(10^50000+1)").isExact == false)
        #expect(try Evaluator().evaluate("log2(3)").isExact == false)
        #expect(try exact("sqrt(9/4)") == Rational(3, 2))
        #expect(try exact("√(2^200)") == Rational(BigInt(1) << 100))
        #expect(try exact("∛(-27/1000)") == Rational(-3, 10))
        #expect(try exact("log(1000)") == 3)
        #expect(try exact("log(0.001)") == -3)
        #expect(try exact("log2(1/1024)") == -10)
        #expect(try exact("ln(1)") == 0)
        #expect(try exact("exp(0)") == 1)
        #expect(try exact("abs(-3/4)") == Rational(3, 4))
    }

    @Test(
        "rational trigonometry in degrees",
        arguments: [
            ("sin(30)", "0.5"), ("cos(60)", "0.5"), ("tan(45)", "1"), ("sin(-30)", "-0.5"), ("cos(180)", "-1"),
            ("sin(390)", "0.5"), ("tan(135)", "-1"), ("asin(0.5)", "30"), ("acos(-0.5)", "120"), ("atan(-1)", "-45"),
            ("acos(0)", "90"), ("sin(0)", "0"),
        ])
    func degrees(_ source: String, _ expected: String) throws {
        #expect(try calc(source, angle: .degrees) == expected)
    }

    @Test func comparisonAcrossRepresentations() {
        let big = Rational(BigInt(1) << 70, 3)
        #expect(Rational(1, 3) < Rational(1, 2))
        #expect(Rational(-1, 2) < Rational(1, 3))
        #expect(Rational(Int.max) < Rational(Int.max) + 1)
        #expect(big > Rational(Int.max))
        #expect(-big < Rational(Int.min))
        #expect(Rational(7, 2).floor == 3)
        #expect(Rational(-7, 2).floor == -4)
        #expect(Rational(BigInt(-1) << 80, 3).floor == (BigInt(-1) << 80) / 3 - 1)
    }

    @Test func compactFormIsCanonical() {
        // A BigInt value that fits returns to machine words, so equality is structural.
        let back = Rational(BigInt(1) << 70) - Rational(BigInt(1) << 70) + 5
        #expect(back == 5)
        #expect(back.intValue == 5)
        #expect(Rational(6, -4) == Rational(-3, 2))
        #expect(Rational(6, -4).denominator == 2)
    }

    @Test func lehmerGCDAgreesWithBinaryGCD() async {
        await propertyCheck(count: 300, input: Gen.int(in: 1...40), Gen.int(in: 1...40), Gen.int(in: 0...30)) {
            a, b, c in
            // Numbers with a known common factor, from products of small words.
            let common = BigUInt(3).power(c) * BigUInt(1 << (c % 7))
            let x = common * BigUInt(7).power(a) + common * BigUInt(a)
            let y = common * BigUInt(11).power(b) + common * BigUInt(2 * b + 1)
            #expect(x.greatestCommonDivisorLehmer(with: y) == x.greatestCommonDivisor(with: y))
        }
    }

    @Test func lehmerGCDOnFactorials() {
        let f = (1...600).reduce(BigUInt(1)) { $0 * BigUInt($1) }
        let g = (1...598).reduce(BigUInt(1)) { $0 * BigUInt($1) }
        #expect(f.greatestCommonDivisorLehmer(with: g) == g)
        #expect(g.greatestCommonDivisorLehmer(with: f + 1) == 1)
    }

    @Test func lehmerGCDWhenOneNumberIsFarLarger() {
        // The smaller number has no bits among the larger one's leading 62 (it used to crash).
        let big = (BigUInt(1) << 300) * BigUInt(3 * 5 * 7), small = (BigUInt(1) << 70) * BigUInt(3 * 5) + 15
        #expect(big.greatestCommonDivisorLehmer(with: small) == big.greatestCommonDivisor(with: small))
        #expect(small.greatestCommonDivisorLehmer(with: big) == 15)
    }

    /// The machine-word paths must agree with plain BigInt arithmetic, including at overflow.
    @Test func fastPathAgreesWithBigIntPath() async {
        let edge = Gen.oneOf(
            Gen.int(in: -1000...1000), Gen.int(in: Int.min + 1...Int.max),
            Gen.always(Int.max), Gen.always(Int.min + 1), Gen.int(in: 3_000_000_000...3_100_000_000))
        let denominator = Gen.oneOf(Gen.int(in: 1...1000), Gen.int(in: 1...Int.max), Gen.always(Int.max))
        await propertyCheck(count: 2000, input: edge, denominator, edge, denominator) { a, b, c, d in
            let x = Rational(a, b), y = Rational(c, d)
            let (ba, bb, bc, bd) = (BigInt(a), BigInt(b), BigInt(c), BigInt(d))
            #expect(x + y == reference(ba * bd + bc * bb, bb * bd))
            #expect(x - y == reference(ba * bd - bc * bb, bb * bd))
            #expect(x * y == reference(ba * bc, bb * bd))
            if c != 0 { #expect(x / y == reference(ba * bd, bb * bc)) }
            #expect((x < y) == (ba * bd < bc * bb))
        }
    }

    /// p/q in lowest terms by BigInt's own gcd, independent of the code under test.
    private func reference(_ p: BigInt, _ q: BigInt) -> Rational {
        let g = BigInt(p.magnitude.greatestCommonDivisor(with: q.magnitude))
        var (n, d) = (p / g, q / g)
        if d < 0 { (n, d) = (-n, -d) }
        let r = Rational(n, d)
        #expect(r.numerator == n && r.denominator == d)
        return r
    }
}

@Suite("Decimal literals")
struct DecimalLiteralTests {
    @Test func reducedLikeAnyFraction() {
        for m in [
            0, 1, 2, 5, 10, 125, 8, 1000, 123_456, 999_999_999_999_999_999, 100_000_000_000_000_000, 3 * 1024, 7 * 3125,
        ] {
            for k in 0...18 {
                let pow10 = (0..<k).reduce(1) { p, _ in p * 10 }
                #expect(Rational.decimal(m, places: k) == Rational(m, pow10), "\(m)/10^\(k)")
            }
        }
    }
}
