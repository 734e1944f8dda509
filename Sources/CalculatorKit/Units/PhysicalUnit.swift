import BigInt

/// One unit: a value in it is `value × factor + offset` in SI base units.
/// Only the temperature scales with a moved zero (°C, °F) have an offset.
struct PhysicalUnit: Sendable, Equatable {
    let factor: Rational
    let dimension: UnitDimension
    var offset: Rational = .zero
    /// Whether SI prefixes may be put before its symbol (km, mL, kWh).
    var prefixable = false

    init(_ factor: Rational, _ dimension: UnitDimension, offset: Rational = .zero, prefixable: Bool = false) {
        self.factor = factor
        self.dimension = dimension
        self.offset = offset
        self.prefixable = prefixable
    }

    /// This unit defined as `multiple` of another (1 ft = 12 in).
    init(_ multiple: Rational, of unit: PhysicalUnit, prefixable: Bool = false) {
        self.init(multiple * unit.factor, unit.dimension, prefixable: prefixable)
    }

    static func * (a: PhysicalUnit, b: PhysicalUnit) -> PhysicalUnit {
        PhysicalUnit(a.factor * b.factor, a.dimension * b.dimension)
    }

    static func / (a: PhysicalUnit, b: PhysicalUnit) -> PhysicalUnit {
        PhysicalUnit(a.factor / b.factor, a.dimension / b.dimension)
    }

    func power(_ n: Int) -> PhysicalUnit {
        var factor = Rational.one
        for _ in 0..<Swift.abs(n) { factor = factor * self.factor }
        return PhysicalUnit(n < 0 ? .one / factor : factor, dimension.power(n))
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
