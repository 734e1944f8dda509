import BigInt

/// An exact fraction `numerator / denominator` in lowest terms with a positive denominator.
///
/// Values whose parts fit in a machine word stay in `Int`s, so everyday keypad
/// arithmetic allocates nothing; anything larger moves to `BigInt` and moves back
/// when it shrinks. Both forms are canonical, so `==` and hashing are structural.
public struct Rational: Sendable, Hashable {
    enum Storage: Sendable, Hashable {
        /// numerator, denominator > 0, coprime, both with magnitude ≤ Int.max.
        case small(Int, Int)
        /// Same invariants, used only when a part does not fit in `Int`.
        case big(BigInt, BigInt)
    }

    var storage: Storage

    init(storage: Storage) { self.storage = storage }

    public static let zero = Rational(0)
    public static let one = Rational(1)

    public init(_ value: Int) {
        if value == .min {
            storage = .big(BigInt(value), 1)
        } else {
            storage = .small(value, 1)
        }
    }

    public init(_ value: BigInt) {
        self.init(reducedNumerator: value, denominator: 1)
    }

    /// `numerator / denominator`, reduced. The denominator must not be zero.
    public init(_ numerator: BigInt, _ denominator: BigInt) {
        precondition(!denominator.isZero, "Rational with zero denominator")
        var n = numerator, d = denominator
        if d.sign == .minus { n.negate(); d.negate() }
        let g = BigInt(n.magnitude.greatestCommonDivisorLehmer(with: d.magnitude))
        if !g.isOne { n /= g; d /= g }
        self.init(reducedNumerator: n, denominator: d)
    }

    /// `numerator / denominator`, reduced. The denominator must not be zero.
    public init(_ numerator: Int, _ denominator: Int) {
        precondition(denominator != 0, "Rational with zero denominator")
        if numerator == .min || denominator == .min {
            self.init(BigInt(numerator), BigInt(denominator))
            return
        }
        let g = Rational.gcd(numerator.magnitude, denominator.magnitude)
        var n = numerator / Int(g), d = denominator / Int(g)
        if d < 0 { n = -n; d = -d }
        self.init(storage: .small(n, d))
    }

    /// Parts already coprime with `denominator > 0`; picks the compact form when it fits.
    init(reducedNumerator n: BigInt, denominator d: BigInt) {
        if let sn = n.exactInt, let sd = d.exactInt {
            storage = .small(sn, sd)
        } else {
            storage = .big(n, d)
        }
    }

    public var numerator: BigInt {
        switch storage {
        case let .small(n, _): return BigInt(machineWord: n)
        case let .big(n, _): return n
        }
    }

    public var denominator: BigInt {
        switch storage {
        case let .small(_, d): return BigInt(machineWord: d)
        case let .big(_, d): return d
        }
    }

    public var isZero: Bool {
        if case .small(0, _) = storage { return true }
        return false
    }

    public var isInteger: Bool {
        switch storage {
        case let .small(_, d): return d == 1
        case let .big(_, d): return d.isOne
        }
    }

    public var isNegative: Bool {
        switch storage {
        case let .small(n, _): return n < 0
        case let .big(n, _): return n.sign == .minus
        }
    }

    /// -1, 0 or 1.
    public var signum: Int {
        switch storage {
        case let .small(n, _): return n.signum()
        case let .big(n, _): return n.sign == .minus ? -1 : (n.isZero ? 0 : 1)
        }
    }

    /// Whether a part needs BigInt (the slow path).
    var isBig: Bool {
        if case .big = storage { return true }
        return false
    }

    /// The value as an `Int` when it is an integer that fits.
    public var intValue: Int? {
        if case let .small(n, 1) = storage { return n }
        return nil
    }

    /// Bits needed for numerator and denominator together: the measure of a value's size.
    public var bitWidth: Int {
        switch storage {
        case let .small(n, d): return n.magnitude.bitLength + d.magnitude.bitLength
        case let .big(n, d): return n.magnitude.bitWidth + d.magnitude.bitWidth
        }
    }
}

extension UInt {
    /// Position of the highest set bit plus one (0 for zero).
    var bitLength: Int { UInt.bitWidth - leadingZeroBitCount }
}

extension BigInt {
    /// The value as `Int` when it fits with magnitude ≤ Int.max.
    var exactInt: Int? {
        let words = magnitude.words
        switch words.count {
        case 0: return 0
        case 1:
            let w = words[0]
            guard w <= UInt(Int.max) else { return nil }
            return sign == .minus ? -Int(w) : Int(w)
        default: return nil
        }
    }
}

extension Rational: ExpressibleByIntegerLiteral {
    public init(integerLiteral value: Int) { self.init(value) }
}

extension Rational: CustomStringConvertible {
    /// "p/q", or "p" for integers: the exact value, for debugging and tests.
    public var description: String { try! text(UntimedSteps()) }  // untimed: nothing to throw

    /// "p/q", or "p" for integers, by the calculator's own conversion (BigInt's is quadratic);
    /// within a budget when the steps are timed (a million-digit part takes seconds).
    func text(_ steps: some BigSteps) throws(CalculationError) -> String {
        let sign = isNegative ? "-" : "", n = try numerator.magnitude.decimalString(steps)
        return isInteger ? sign + n : sign + n + "/" + (try denominator.magnitude.decimalString(steps))
    }
}
