/// A physical dimension as powers of the base quantities (SI Brochure, 9th ed., 2.3.3),
/// plus information (bits), money and plane angle, which the SI leaves out or counts as
/// a plain number but a calculator converts (90° to rad).
public struct UnitDimension: Hashable, Sendable {
    /// Powers of length, mass, time, current, temperature, amount, luminous intensity, information, money, angle.
    let exponents: [Int]

    static let baseSymbols = ["m", "kg", "s", "A", "K", "mol", "cd", "bit", "¤", "rad"]

    init(_ exponents: [Int]) { self.exponents = exponents }

    static func base(_ index: Int) -> UnitDimension {
        var exponents = Array(repeating: 0, count: baseSymbols.count)
        exponents[index] = 1
        return UnitDimension(exponents)
    }

    static let none = UnitDimension(Array(repeating: 0, count: baseSymbols.count))
    static let length = base(0), mass = base(1), time = base(2), current = base(3)
    static let temperature = base(4), amount = base(5), luminousIntensity = base(6), information = base(7),
        money = base(8)
    static let angle = base(9)

    static func * (a: UnitDimension, b: UnitDimension) -> UnitDimension {
        UnitDimension(zip(a.exponents, b.exponents).map { $0 + $1 })
    }

    static func / (a: UnitDimension, b: UnitDimension) -> UnitDimension {
        UnitDimension(zip(a.exponents, b.exponents).map { $0 - $1 })
    }

    func power(_ n: Int) -> UnitDimension {
        UnitDimension(exponents.map { $0 * n })
    }

    /// The usual name ("length", "speed"), else the dimension in SI base units ("kg·m/s").
    public var name: String {
        if let name = UnitDimension.names[self] { return name }
        func part(_ indices: [Int], _ sign: Int) -> String {
            indices.map { i in
                let power = exponents[i] * sign
                return UnitDimension.baseSymbols[i] + (power == 1 ? "" : "^\(power)")
            }.joined(separator: "·")
        }
        let up = exponents.indices.filter { exponents[$0] > 0 }
        let down = exponents.indices.filter { exponents[$0] < 0 }
        let numerator = up.isEmpty ? "1" : part(up, 1)
        if down.isEmpty { return "units of \(numerator)" }
        return "units of \(numerator)/\(down.count > 1 ? "(" + part(down, -1) + ")" : part(down, -1))"
    }

    private static let names: [UnitDimension: String] = [
        none: "a plain number", length: "length", mass: "mass", time: "time", current: "electric current",
        temperature: "temperature", amount: "amount of substance", luminousIntensity: "luminous intensity",
        information: "information", money: "money", angle: "angle",
        length.power(2): "area", length.power(3): "volume", length / time: "speed", time / length: "pace",
        length / time.power(2): "acceleration", none / time: "frequency",
        mass * length / time.power(2): "force", mass * length.power(2) / time.power(2): "energy",
        mass * length.power(2) / time.power(3): "power", mass / length / time.power(2): "pressure",
        current * time: "electric charge", mass * length.power(2) / time.power(3) / current: "voltage",
        mass * length.power(2) / time.power(3) / current.power(2): "electric resistance",
        information / time: "data rate", mass / length.power(3): "density",
        length.power(-2): "fuel economy", mass / length / time: "dynamic viscosity",
        current.power(2) * time.power(4) / mass / length.power(2): "capacitance",
        current.power(2) * time.power(3) / mass / length.power(2): "electric conductance",
        mass * length.power(2) / time.power(2) / current: "magnetic flux",
        mass / time.power(2) / current: "magnetic flux density",
        mass * length.power(2) / time.power(2) / current.power(2): "inductance",
        luminousIntensity / length.power(2): "illuminance", length.power(2) / time.power(2): "absorbed dose",
        amount / time: "catalytic activity", angle / time: "angular speed",
    ]
}
