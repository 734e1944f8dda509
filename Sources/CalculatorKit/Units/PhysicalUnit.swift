import BigInt

/// One unit: a value in it is `value × factor × π^piPower + offset` in SI base units.
/// Only the temperature scales with a moved zero (°C, °F) have an offset; only units
/// tied to the radian (the degree, the parsec) have a power of π.
struct PhysicalUnit: Sendable, Equatable {
    let factor: Rational
    let dimension: UnitDimension
    var offset: Rational = .zero
    /// Whether SI prefixes may be put before its symbol (km, mL, kWh).
    var prefixable = false
    /// The degree is π/180 rad: its factor is rational times a power of π, kept exact.
    var piPower = 0

    init(
        _ factor: Rational, _ dimension: UnitDimension, offset: Rational = .zero, prefixable: Bool = false,
        piPower: Int = 0
    ) {
        self.factor = factor
        self.dimension = dimension
        self.offset = offset
        self.prefixable = prefixable
        self.piPower = piPower
    }

    /// This unit defined as `multiple` of another (1 ft = 12 in).
    init(_ multiple: Rational, of unit: PhysicalUnit, prefixable: Bool = false) {
        self.init(multiple * unit.factor, unit.dimension, prefixable: prefixable, piPower: unit.piPower)
    }

    static func * (a: PhysicalUnit, b: PhysicalUnit) -> PhysicalUnit {
        PhysicalUnit(a.factor * b.factor, a.dimension * b.dimension, piPower: a.piPower + b.piPower)
    }

    static func / (a: PhysicalUnit, b: PhysicalUnit) -> PhysicalUnit {
        PhysicalUnit(a.factor / b.factor, a.dimension / b.dimension, piPower: a.piPower - b.piPower)
    }

    func power(_ n: Int) -> PhysicalUnit {
        var factor = Rational.one
        for _ in 0..<Swift.abs(n) { factor = factor * self.factor }
        return PhysicalUnit(n < 0 ? .one / factor : factor, dimension.power(n), piPower: piPower * n)
    }
}

extension Evaluator {
    /// `factor × π^piPower` as a number: exact unless π is in it.
    func value(of factor: Rational, piPower: Int) throws(CalculationError) -> Number {
        guard piPower != 0 else { return .exact(factor) }
        // One shared 1/π: kpc and pc then divide to exactly 1000 (two computed 1/π would not cancel).
        if piPower == -1 { return .real(factor, Evaluator.reciprocalOfPi) }
        let pi = try value(of: Constant.pi)
        let powerOfPi = piPower == 1 ? pi : try apply(.power, pi, .exact(Rational(piPower)))
        return try apply(.multiply, .exact(factor), powerOfPi)
    }

    static let reciprocalOfPi = Real(.reciprocal(Real.pi, bound: 1))  // π > 2^1

    func factor(of unit: PhysicalUnit) throws(CalculationError) -> Number {
        try value(of: unit.factor, piPower: unit.piPower)
    }
}

extension Rational {
    /// An exact decimal written in the table, e.g. "1.602176634e-19".
    init(exactDecimal text: String) {
        let parts = text.split(separator: "e")
        let mantissa = parts[0]
        var exponent = parts.count > 1 ? Int(parts[1])! : 0
        if let point = mantissa.firstIndex(of: ".") {
            exponent -= mantissa.distance(from: point, to: mantissa.endIndex) - 1
        }
        let digits = BigInt(String(mantissa.filter { $0 != "." }))!
        let ten = BigInt(10).power(Swift.abs(exponent))
        self = exponent >= 0 ? Rational(digits * ten) : Rational(digits, ten)
    }
}
