import BigInt

// The logarithms the engine knows by name: ln 2 exactly, as a real, and a few
// logarithms as Doubles for estimating sizes.

extension Real {
    /// ln 2, shared like π: its approximation is computed once per process and serves
    /// every e^x and ln x (both reduce their argument by multiples of ln 2).
    static let ln2 = Real(.ln2, symbol: .logarithm(Rational(2)))
}

extension Series {
    /// ln 2·2^p within 1: 18·atanh(1/26) − 2·atanh(1/4801) + 8·atanh(1/8749).
    static func ln2(_ p: Int, _ budget: Budget) throws(CalculationError) -> BigInt {
        let w = Swift.max(p, 0) + guardBits(p) + 2
        let sum =
            18 * (try hyperbolicArctangentOfInverse(26, w, budget)) - 2
            * (try hyperbolicArctangentOfInverse(4801, w, budget))
            + 8 * (try hyperbolicArctangentOfInverse(8749, w, budget))
        return roundShift(sum, w - p)
    }
}

/// Logarithms as Doubles, for estimates of sizes (bits, digits, terms), never for digits.
enum Logarithms {
    /// ln 2.
    static let ln2 = 0.6931471805599453
    /// log₂ e = 1/ln 2: the bits of e^x per unit of x.
    static let log2OfE = 1.4426950408889634
    /// log₂ 10: bits per decimal digit. One ulp above the nearest Double, so that bits
    /// are estimated on the large side.
    static let log2Of10 = 3.3219280948873626
    /// log₁₀ 2: decimal digits per bit.
    static let log10Of2 = 0.30102999566398120
}
