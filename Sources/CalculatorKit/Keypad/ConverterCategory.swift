/// The kinds of quantity the converter keypad offers, each with its units in the order
/// the unit keys step through them. Every symbol is one the unit table reads.
public enum ConverterCategory: String, Sendable, CaseIterable {
    case length, area, volume, mass, temperature, speed, time, data, energy, power, pressure
    case angle, fuel, charge

    public var units: [String] {
        switch self {
        case .length: return ["m", "km", "cm", "mm", "in", "ft", "yd", "mi", "nmi", "au", "ly", "pc"]
        case .area: return ["m²", "km²", "cm²", "ha", "acre", "in²", "ft²", "yd²", "mi²"]
        case .volume:
            return ["L", "mL", "m³", "cm³", "gal", "qt", "pt", "cup", "floz", "tbsp", "tsp", "impgal", "ft³", "in³"]
        case .mass: return ["kg", "g", "mg", "t", "lb", "oz", "st", "ton", "ct", "gr"]
        case .temperature: return ["°C", "°F", "K", "°R"]
        case .speed: return ["km/h", "m/s", "mph", "kn", "ft/s"]
        case .time: return ["s", "ms", "min", "h", "d", "week", "month", "yr", "decade"]
        case .data: return ["bit", "B", "kB", "MB", "GB", "TB", "KiB", "MiB", "GiB", "TiB"]
        case .energy: return ["J", "kJ", "cal", "kcal", "Wh", "kWh", "eV", "BTU"]
        case .power: return ["W", "kW", "MW", "hp", "PS"]
        case .pressure: return ["Pa", "kPa", "hPa", "bar", "atm", "psi", "mmHg", "inHg", "Torr"]
        case .angle: return ["deg", "rad", "arcmin", "arcsec", "grad", "turn"]
        // Distance per volume and volume per distance: one is the other's reciprocal.
        case .fuel: return ["mpg", "mpgimp", "km/L", "L/100km"]
        case .charge: return ["C", "mAh", "Ah", "kC"]
        }
    }

    /// The pair shown when the category is chosen: the everyday question of each kind.
    public var defaultUnits: (from: String, to: String) {
        switch self {
        case .length: return ("mi", "km")
        case .area: return ("acre", "m²")
        case .volume: return ("gal", "L")
        case .mass: return ("lb", "kg")
        case .temperature: return ("°F", "°C")
        case .speed: return ("mph", "km/h")
        case .time: return ("h", "min")
        case .data: return ("GiB", "GB")
        case .energy: return ("kcal", "kJ")
        case .power: return ("hp", "kW")
        case .pressure: return ("psi", "kPa")
        case .angle: return ("deg", "rad")
        case .fuel: return ("mpg", "L/100km")
        case .charge: return ("mAh", "C")
        }
    }

    /// The category whose quantity `unit` measures, nil for a unit of none of them. Two
    /// categories can measure the same dimension (L/100km is a volume over a length, as an
    /// area is): the one that lists the unit by name wins, the current one first; then the
    /// current one.
    static func of(_ unit: PhysicalUnit, named name: String? = nil, preferring current: ConverterCategory? = nil)
        -> ConverterCategory?
    {
        let measuring = allCases.filter { category in
            category.units.contains { symbol in
                (try? UnitExpression.parse(Substring(symbol), column: 1))?.unit.dimension == unit.dimension
            }
        }
        let listing = measuring.filter { category in name.map(category.units.contains) ?? false }
        if let current, listing.contains(current) { return current }
        if let first = listing.first { return first }
        if let current, measuring.contains(current) { return current }
        return measuring.first
    }
}

/// The converter's own keys (inside `Key.converter`).
public enum ConverterKey: Hashable, Sendable {
    /// ⇅: the units change places; the number typed stays.
    case swap
    case category(ConverterCategory)
    case nextCategory, previousCategory
    case nextFromUnit, previousFromUnit, nextToUnit, previousToUnit
    /// A unit by its symbol (any the unit table reads, e.g. "nmi" or "m/s"); the category
    /// follows the unit.
    case from(String), to(String)

    public var label: String {
        switch self {
        case .swap: return "⇅"
        case let .category(category): return category.rawValue
        case .nextCategory: return "Kind ▸"
        case .previousCategory: return "◂ Kind"
        case .nextFromUnit: return "From ▸"
        case .previousFromUnit: return "◂ From"
        case .nextToUnit: return "To ▸"
        case .previousToUnit: return "◂ To"
        case let .from(unit): return unit
        case let .to(unit): return unit
        }
    }
}
