/// The dimension of a quantity and the units it was written in (`2 m * 3 m` is area,
/// in m²), which a result is shown in when no `to` asks for others.
struct UnitShape: Sendable {
    struct Power: Sendable {
        let symbol: String
        let unit: PhysicalUnit
        var power: Int
    }

    var dimension: UnitDimension = .none
    /// In the order written; one entry per symbol.
    var powers: [Power] = []

    static let plain = UnitShape()

    init() {}

    init(_ mark: UnitMarks.Mark) {
        dimension = mark.unit.dimension.power(mark.power)
        powers = [Power(symbol: mark.symbol, unit: mark.unit, power: mark.power)]
    }

    var isPlain: Bool { dimension == .none }

    static func * (a: UnitShape, b: UnitShape) -> UnitShape {
        var result = a
        result.dimension = a.dimension * b.dimension
        for p in b.powers { result.add(p) }
        return result
    }

    static func / (a: UnitShape, b: UnitShape) -> UnitShape {
        a * b.power(-1)
    }

    func power(_ n: Int) -> UnitShape {
        var result = self
        result.dimension = dimension.power(n)
        result.powers = powers.map { Power(symbol: $0.symbol, unit: $0.unit, power: $0.power * n) }
        return result
    }

    /// The k-th root, when k divides the power of every base unit: in the units written when
    /// it divides theirs too (m⁴ → m²), else in SI base units (acre → m, L → m, m·cm → m).
    func root(_ k: Int) -> UnitShape? {
        guard dimension.exponents.allSatisfy({ $0 % k == 0 }) else { return nil }
        var result = self
        result.dimension = UnitDimension(dimension.exponents.map { $0 / k })
        if powers.allSatisfy({ $0.power % k == 0 }) {
            result.powers = powers.map { Power(symbol: $0.symbol, unit: $0.unit, power: $0.power / k) }
            return result
        }
        result.powers = []
        for (index, power) in result.dimension.exponents.enumerated() where power != 0 {
            let symbol = UnitDimension.baseSymbols[index]
            guard let unit = UnitTable.unit(named: symbol) else { return nil }  // money has no unit of its own
            result.powers.append(Power(symbol: symbol, unit: unit, power: power))
        }
        return result
    }

    private mutating func add(_ p: Power) {
        if let i = powers.firstIndex(where: { $0.symbol == p.symbol }) {
            powers[i].power += p.power
            if powers[i].power == 0 { powers.remove(at: i) }
        } else {
            powers.append(p)
        }
    }

    /// The units to show a result in, as a unit expression the user could type after
    /// `to` ("km/h", "m²", "kg·m/s²"); nil for a plain number.
    var shown: UnitExpression? {
        guard !isPlain, !powers.isEmpty else { return nil }
        if powers.count == 1, powers[0].power == 1 {
            return UnitExpression(unit: powers[0].unit, text: powers[0].symbol)  // °C keeps its zero
        }
        var unit = PhysicalUnit(.one, .none)
        for p in powers { unit = unit * p.unit.power(p.power) }
        let up = powers.filter { $0.power > 0 }, down = powers.filter { $0.power < 0 }
        func written(_ p: Power, _ power: Int) -> String {
            power == 1 ? p.symbol : p.symbol + UnitShape.superscript(power)
        }
        var text: String
        if up.isEmpty {
            text = down.map { written($0, $0.power) }.joined(separator: "·")
        } else {
            text = up.map { written($0, $0.power) }.joined(separator: "·")
            for p in down { text += "/" + written(p, -p.power) }
        }
        return UnitExpression(unit: unit, text: text)
    }

    static func superscript(_ n: Int) -> String {
        let digits: [Character] = ["⁰", "¹", "²", "³", "⁴", "⁵", "⁶", "⁷", "⁸", "⁹"]
        return (n < 0 ? "⁻" : "") + String(String(Swift.abs(n)).map { digits[Int(String($0))!] })
    }
}
