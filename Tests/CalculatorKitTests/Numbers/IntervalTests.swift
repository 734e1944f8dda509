import BigInt
import TestSupport
import Testing

@testable import CalculatorKit

/// The intervals worked forwards from cached approximations must hold the value: they
/// decide signs, domains and the bits each level asks of the one below.
@Suite("Intervals from below")
struct IntervalTests {
    /// A Double's exact value (finite).
    static func exact(_ d: Double) -> Rational {
        let fraction = BigInt(d.significandBitPattern), e = Int(d.exponentBitPattern)
        let (m, power) = e == 0 ? (fraction, -1074) : (fraction + (BigInt(1) << 52), e - 1075)
        let signed = d < 0 ? -m : m
        return power >= 0 ? Rational(signed << power) : Rational(signed, BigInt(1) << -power)
    }

    @Test func anApproximationsIntervalHoldsEveryValueItCouldStandFor() {
        var random = SplitMix(state: 5)
        for _ in 0..<5000 {
            let words = Int(random.next() % 3) + 1
            var a = BigInt(sign: .plus, magnitude: BigUInt(words: (0..<words).map { _ in UInt(random.next()) }))
            a >>= Int(random.next() % UInt64(words * 64))
            if random.next() & 1 == 1 { a.negate() }
            let p = Int(random.next() % 400) - 200
            guard let range = Real.interval(of: a, at: p) else { continue }
            // The value lies strictly between (a − 1)/2^p and (a + 1)/2^p: both ends, as
            // exact rationals, must be inside the interval (up to the ends themselves).
            for end in [a - 1, a + 1] {
                let exact = Rational(p >= 0 ? end : end << -p, p >= 0 ? BigInt(1) << p : 1)
                #expect(Self.exact(range.lowerBound) <= exact && exact <= Self.exact(range.upperBound), "\(a) at \(p)")
            }
        }
    }

    @Test func intervalsOfFunctionsHoldTheirValues() throws {
        let cases: [(String, Double)] = [
            ("asinh(asinh(2))", 1.1630855981951920), ("ln(1+sqrt(2))", 0.8813735870195430),
            ("exp(-exp(-1))", 0.6922006275553464), ("atan(sqrt(3))", 1.0471975511965976),
            ("-pi*ln(2)", -2.1775860903036020), ("1/(e-3)", -3.5496467783038449), ("cbrt(-2*pi)", -1.8452701486440284),
        ]
        for (source, value) in cases {
            guard case let .real(c, x) = try Evaluator().evaluate(source), let range = x.interval() else {
                Issue.record("\(source) gives no interval")
                continue
            }
            let scaled = Self.exact(value) / c
            #expect(
                Self.exact(range.lowerBound) < scaled && scaled < Self.exact(range.upperBound), "\(source): \(range)")
            #expect(range.upperBound - range.lowerBound < 1e-6, "\(source) is looked at closely enough")
        }
    }
}

extension IntervalTests {
    /// Doubles overflow where exact values do not: a product of two values near 10^260
    /// is infinite in Doubles, and infinity less a fraction of itself is NaN. Such an
    /// interval proves nothing, so the look falls back to approximation.
    @Test(arguments: [
        ("(e^600+1)*(e^600+1)", "1.4235682191229453664e521"),
        ("sqrt((e^600+1)*(e^600+2))", "3.7730203009299398234e260"),
        ("(pi^500)*(pi^500)", "1.4121235445157648123e497"),
        ("1/((e^600+1)*(e^600+1))", "7.0246018881771325545e-522"),
        ("(e^600+1)*(e^600+1)*0+1", "1"),
    ])
    func valuesPastTheDoublesRangeGiveNoInterval(_ source: String, _ shown: String) throws {
        let value = try Evaluator().evaluate(source)
        #expect(try NumberFormat().string(value) == shown, "\(source)")
    }
}
