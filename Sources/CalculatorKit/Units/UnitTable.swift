/// The units the calculator converts, with exact factors to SI base units.
///
/// Every factor is exact where the definition is (all of them here):
/// - SI base and derived units, prefixes, and the eV: SI Brochure, 9th edition (BIPM, 2019),
///   tables 2, 4, 7 and 8; the 2019 SI fixes e = 1.602176634e-19 C exactly.
/// - US customary and other units: NIST SP 811 (2008), appendix B, and NIST Handbook 44
///   (2024), appendix C: 1 in = 2.54 cm, 1 lb = 0.45359237 kg, 1 gal = 231 in³, standard
///   gravity 9.80665 m/s², 1 atm = 101325 Pa, thermochemical calorie 4.184 J, IT Btu.
/// - Binary prefixes (Ki, Mi, Gi …): IEC 80000-13. The astronomical unit: IAU 2012 B2.
enum UnitTable {
    /// A unit of the table, or a currency of the user's rates (which cannot share a name
    /// with a unit: the rates file refuses it).
    static func unit(named name: String, currencies: CurrencyRates?) -> PhysicalUnit? {
        unit(named: name) ?? currencies?.unit(named: name)
    }

    static func unit(named name: String) -> PhysicalUnit? {
        if let unit = symbolOrName(name) { return unit }
        // m2, cm3, ft2: a length's square or cube typed without superscripts.
        if let last = name.last, last == "2" || last == "3", name.count >= 2,
            let length = symbolOrName(String(name.dropLast())), length.dimension == .length, length.offset == .zero
        {
            return length.power(last == "2" ? 2 : 3)
        }
        // A name written with a capital, as at the start of a sentence: "Joule", "Kilogram".
        guard let first = name.first, first.isUppercase, name.count >= 4, name.dropFirst().allSatisfy(\.isLowercase)
        else { return nil }
        return symbolOrName(first.lowercased() + name.dropFirst())
    }

    private static func symbolOrName(_ name: String) -> PhysicalUnit? {
        if let unit = units[name] { return unit }
        // A prefix and a prefixable unit: "km", "MiB". Symbols are tried before prefixes,
        // so "min" is a minute and "mi" a mile.
        for length in [2, 1] where name.count > length {
            let prefix = String(name.prefix(length)), rest = String(name.dropFirst(length))
            guard let unit = units[rest] ?? (rest == "b" ? units["bit"] : nil), unit.prefixable else { continue }
            if rest == "b", prefix.first?.isUppercase != true && prefix != "k" { continue }  // kb, Mb, Gib: bits
            if let factor = prefixes[prefix] ?? (UnitTable.information(unit) ? binaryPrefixes[prefix] : nil) {
                // The unit's power of π goes with it: a kiloparsec is 1000 parsecs.
                return PhysicalUnit(factor * unit.factor, unit.dimension, piPower: unit.piPower)
            }
        }
        // A prefix spelled out before a unit's name: "megajoules", "milliliters", "kibibytes".
        for (prefix, factor) in namedPrefixes where name.hasPrefix(prefix) {
            let rest = String(name.dropFirst(prefix.count))
            guard rest.count >= 3, let unit = units[rest], unit.prefixable else { continue }
            let binary = prefix.hasSuffix("bi")
            if binary && !UnitTable.information(unit) { continue }
            return PhysicalUnit(factor * unit.factor, unit.dimension, piPower: unit.piPower)
        }
        return nil
    }

    /// The prefixes' names (SI Brochure table 7; IEC 80000-13 for the binary ones).
    private static let namedPrefixes: [(String, Rational)] = [
        ("quetta", d("1e30")), ("ronna", d("1e27")), ("yotta", d("1e24")), ("zetta", d("1e21")), ("exa", d("1e18")),
        ("peta", d("1e15")), ("tera", d("1e12")), ("giga", d("1e9")), ("mega", d("1e6")), ("kilo", d("1e3")),
        ("hecto", d("1e2")), ("deca", d("1e1")), ("deka", d("1e1")), ("deci", d("1e-1")), ("centi", d("1e-2")),
        ("milli", d("1e-3")), ("micro", d("1e-6")), ("nano", d("1e-9")), ("pico", d("1e-12")), ("femto", d("1e-15")),
        ("atto", d("1e-18")), ("kibi", d("1024")), ("mebi", d("1048576")), ("gibi", d("1073741824")),
        ("tebi", d("1099511627776")), ("pebi", d("1125899906842624")), ("exbi", d("1152921504606846976")),
    ]

    private static func information(_ unit: PhysicalUnit) -> Bool { unit.dimension == .information }

    private static func d(_ text: String) -> Rational { Rational(exactDecimal: text) }

    /// SI prefixes (SI Brochure table 7), "u" standing in for "µ".
    static let prefixes: [String: Rational] = [
        "Q": d("1e30"), "R": d("1e27"), "Y": d("1e24"), "Z": d("1e21"), "E": d("1e18"), "P": d("1e15"),
        "T": d("1e12"), "G": d("1e9"), "M": d("1e6"), "k": d("1e3"), "h": d("1e2"), "da": d("1e1"),
        "d": d("1e-1"), "c": d("1e-2"), "m": d("1e-3"), "µ": d("1e-6"), "μ": d("1e-6"), "u": d("1e-6"),
        "n": d("1e-9"), "p": d("1e-12"), "f": d("1e-15"), "a": d("1e-18"), "z": d("1e-21"), "y": d("1e-24"),
    ]

    /// IEC 80000-13 prefixes, for bits and bytes only.
    static let binaryPrefixes: [String: Rational] = [
        "Ki": d("1024"), "Mi": d("1048576"), "Gi": d("1073741824"), "Ti": d("1099511627776"),
        "Pi": d("1125899906842624"), "Ei": d("1152921504606846976"),
    ]

    static let units: [String: PhysicalUnit] = {
        var table: [String: PhysicalUnit] = [:]
        func add(_ names: [String], _ unit: PhysicalUnit) {
            for name in names { table[name] = unit }
        }
        let one = Rational.one
        func si(_ dimension: UnitDimension) -> PhysicalUnit { PhysicalUnit(one, dimension, prefixable: true) }

        // Length
        let metre = si(.length)
        add(["m", "meter", "meters", "metre", "metres"], metre)
        add(["km", "kilometer", "kilometers", "kilometre", "kilometres"], PhysicalUnit(d("1000"), of: metre))
        add(["cm", "centimeter", "centimeters", "centimetre", "centimetres"], PhysicalUnit(d("0.01"), of: metre))
        add(["mm", "millimeter", "millimeters", "millimetre", "millimetres"], PhysicalUnit(d("0.001"), of: metre))
        let inch = PhysicalUnit(d("0.0254"), of: metre)
        add(["in", "inch", "inches", "″"], inch)
        let foot = PhysicalUnit(d("12"), of: inch)
        add(["ft", "foot", "feet", "′"], foot)
        add(["yd", "yard", "yards"], PhysicalUnit(d("3"), of: foot))
        let mile = PhysicalUnit(d("5280"), of: foot)
        add(["mi", "mile", "miles"], mile)
        // Older and trade lengths (NIST Handbook 44, appendix C): exact multiples of the foot or inch.
        add(["furlong", "furlongs"], PhysicalUnit(d("660"), of: foot))
        add(["chain", "chains"], PhysicalUnit(d("66"), of: foot))
        add(["rod", "rods"], PhysicalUnit(d("16.5"), of: foot))
        add(["fathom", "fathoms"], PhysicalUnit(d("6"), of: foot))
        add(["league", "leagues"], PhysicalUnit(d("3"), of: mile))
        add(["hand", "hands"], PhysicalUnit(d("4"), of: inch))
        add(["mil", "mils", "thou"], PhysicalUnit(d("0.001"), of: inch))
        add(["micron", "microns"], PhysicalUnit(d("1e-6"), of: metre))
        let nauticalMile = PhysicalUnit(d("1852"), of: metre)
        add(["nmi", "NM"], nauticalMile)
        add(["Å", "angstrom"], PhysicalUnit(d("1e-10"), of: metre))
        add(["fermi"], PhysicalUnit(d("1e-15"), of: metre))
        add(["au", "AU"], PhysicalUnit(d("149597870700"), of: metre))
        // Julian year × c, both exact (IAU).
        add(
            ["ly", "lightyear", "lightyears", "light-year", "light-years"],
            PhysicalUnit(d("9460730472580800"), of: metre))
        // The parsec: 648000/π au (IAU 2015 B2).
        add(["pc", "parsec", "parsecs"], PhysicalUnit(d("96939420213600000"), .length, prefixable: true, piPower: -1))

        // Area and volume
        add(["acre", "acres", "ac"], PhysicalUnit(d("43560"), of: foot.power(2)))
        add(["ha", "hectare", "hectares"], PhysicalUnit(d("10000"), of: metre.power(2)))
        add(["sqft"], foot.power(2))
        add(["sqin"], inch.power(2))
        add(["sqmi"], mile.power(2))
        add(["sqm"], metre.power(2))
        add(["sqkm"], PhysicalUnit(d("1000"), of: metre).power(2))
        add(["cc"], PhysicalUnit(d("0.01"), of: metre).power(3))
        let litre = PhysicalUnit(d("0.001"), metre.power(3).dimension, prefixable: true)
        add(["L", "l", "liter", "liters", "litre", "litres"], litre)
        let gallon = PhysicalUnit(d("231"), of: inch.power(3))
        add(["gal", "gallon", "gallons"], gallon)
        add(["qt", "quart", "quarts"], PhysicalUnit(d("0.25"), of: gallon))
        add(["pt", "pint", "pints"], PhysicalUnit(d("0.125"), of: gallon))
        add(["cup", "cups"], PhysicalUnit(d("0.0625"), of: gallon))
        let fluidOunce = PhysicalUnit(one / d("128"), of: gallon)
        add(["floz", "fl_oz"], fluidOunce)
        add(["bbl"], PhysicalUnit(d("42"), of: gallon))  // the oil barrel
        add(["tbsp", "tablespoon", "tablespoons"], PhysicalUnit(d("0.5"), of: fluidOunce))
        add(["tsp", "teaspoon", "teaspoons"], PhysicalUnit(one / d("6"), of: fluidOunce))
        let imperialGallon = PhysicalUnit(d("4.54609"), of: litre)  // UK Weights and Measures Act 1985
        add(["impgal", "gal_imp"], imperialGallon)
        add(["impqt", "qt_imp"], PhysicalUnit(d("0.25"), of: imperialGallon))
        add(["imppt", "pt_imp"], PhysicalUnit(d("0.125"), of: imperialGallon))
        add(["impfloz", "floz_imp"], PhysicalUnit(one / d("160"), of: imperialGallon))

        // Mass: the gram takes the prefixes; the kilogram is the base unit.
        let gram = PhysicalUnit(d("0.001"), .mass, prefixable: true)
        add(["g", "gram", "grams"], gram)
        let kilogram = PhysicalUnit(one, .mass)
        add(["kg", "kilogram", "kilograms"], kilogram)
        add(["t", "tonne", "tonnes"], PhysicalUnit(d("1000"), of: kilogram))
        let pound = PhysicalUnit(d("0.45359237"), of: kilogram)
        add(["lb", "lbs", "pound", "pounds"], pound)
        add(["oz", "ounce", "ounces"], PhysicalUnit(one / d("16"), of: pound))
        add(["st", "stone"], PhysicalUnit(d("14"), of: pound))
        add(["ton", "tons"], PhysicalUnit(d("2000"), of: pound))  // the US short ton
        add(["longton", "longtons"], PhysicalUnit(d("2240"), of: pound))  // the imperial ton
        add(["gr", "grain", "grains"], PhysicalUnit(one / d("7000"), of: pound))
        add(["ozt"], PhysicalUnit(d("31.1034768"), of: gram))  // the troy ounce
        add(["ct", "carat", "carats"], PhysicalUnit(d("0.2"), of: gram))
        add(["mcg"], PhysicalUnit(one / d("1000000"), of: gram))  // the microgram, as doses are written

        // Time
        let second = si(.time)
        add(["s", "sec", "secs", "second", "seconds"], second)
        let minute = PhysicalUnit(d("60"), of: second)
        add(["min", "mins", "minute", "minutes"], minute)
        let hour = PhysicalUnit(d("60"), of: minute)
        add(["h", "hr", "hrs", "hour", "hours"], hour)
        let day = PhysicalUnit(d("24"), of: hour)
        add(["d", "day", "days"], day)
        add(["week", "weeks", "wk"], PhysicalUnit(d("7"), of: day))
        add(["fortnight", "fortnights"], PhysicalUnit(d("14"), of: day))
        let year = PhysicalUnit(d("365.25"), of: day)  // the Julian year, as in the light-year
        add(["yr", "yrs", "year", "years"], year)
        // A month is a twelfth of the Gregorian year (365.2425 d): 30.436875 d.
        add(["month", "months", "mo"], PhysicalUnit(d("365.2425") / d("12"), of: day))
        add(["decade", "decades"], PhysicalUnit(d("10"), of: year))
        add(["century", "centuries"], PhysicalUnit(d("100"), of: year))
        add(["millennium", "millennia"], PhysicalUnit(d("1000"), of: year))

        // Speed
        add(["mph"], mile / hour)
        add(["kph", "kmh"], PhysicalUnit(d("1000"), of: metre) / hour)
        add(["kn", "kt", "knot", "knots"], nauticalMile / hour)

        // Fuel economy: miles per US or imperial gallon; L/100km and km/L are written out.
        add(["mpg"], mile / gallon)
        add(["mpgimp", "mpg_imp", "impmpg"], mile / PhysicalUnit(d("4.54609"), of: litre))

        // Angle: the radian is the base; the degree is π/180 rad.
        let radian = PhysicalUnit(one, .angle, prefixable: true)
        add(["rad", "radian", "radians"], radian)
        let degree = PhysicalUnit(one / d("180"), .angle, piPower: 1)
        add(["deg", "degree", "degrees", "°"], degree)
        let arcminute = PhysicalUnit(one / d("60"), of: degree)
        add(["arcmin", "arcminute", "arcminutes"], arcminute)
        add(["arcsec", "arcsecond", "arcseconds"], PhysicalUnit(one / d("60"), of: arcminute))
        add(["grad", "gon", "gradian", "gradians"], PhysicalUnit(d("0.9"), of: degree))
        add(["turn", "turns", "rev", "revolution", "revolutions"], PhysicalUnit(d("360"), of: degree))

        // Temperature: kelvin = (°F + 459.67) × 5/9 = °C + 273.15.
        let kelvin = si(.temperature)
        add(["K", "kelvin"], kelvin)
        add(["°C", "degC", "℃", "celsius"], PhysicalUnit(one, .temperature, offset: d("273.15")))
        let rankine = one * d("5") / d("9")
        add(["°F", "degF", "℉", "fahrenheit"], PhysicalUnit(rankine, .temperature, offset: d("459.67") * rankine))
        add(["°R", "°Ra", "degR", "rankine"], PhysicalUnit(rankine, .temperature))

        // Mechanics
        let standardGravity = PhysicalUnit(d("9.80665"), of: metre / second.power(2))
        add(["g0", "gee"], standardGravity)
        let newton = si(UnitDimension.mass * .length / UnitDimension.time.power(2))
        add(["N", "newton", "newtons"], newton)
        add(["dyn", "dyne"], PhysicalUnit(d("1e-5"), of: newton))
        let poundForce = pound * standardGravity
        add(["lbf"], poundForce)
        // The slug: the mass a pound-force speeds up by a foot per second squared.
        add(["slug", "slugs"], poundForce * second.power(2) / foot)
        add(["kgf"], kilogram * standardGravity)
        add(["Nm"], newton * metre)
        add(["Ncm"], newton * PhysicalUnit(d("0.01"), of: metre))
        let joule = si(newton.dimension * .length)
        add(["J", "joule", "joules"], joule)
        add(["erg"], PhysicalUnit(d("1e-7"), of: joule))
        add(["cal", "calorie", "calories"], PhysicalUnit(d("4.184"), joule.dimension, prefixable: true))
        add(["Cal"], PhysicalUnit(d("4184"), of: joule))  // the food calorie, a kilocalorie
        add(["Wh", "watthour", "watthours"], PhysicalUnit(d("3600"), joule.dimension, prefixable: true))
        add(["eV"], PhysicalUnit(d("1.602176634e-19"), joule.dimension, prefixable: true))
        let btu = PhysicalUnit(d("1055.05585262"), of: joule)
        add(["BTU", "Btu", "btu"], btu)
        add(["therm", "therms", "thm"], PhysicalUnit(d("100000"), of: btu))  // the EC therm, 10⁵ IT Btu
        add(["kwh"], PhysicalUnit(d("3600000"), of: joule))  // kWh, as it is often typed
        let watt = si(joule.dimension / .time)
        add(["W", "watt", "watts"], watt)
        add(["hp", "horsepower"], PhysicalUnit(d("550"), of: foot * poundForce / second))
        // Metric horsepower: 75 kgf·m/s = 735.49875 W.
        add(["PS", "metrichp"], PhysicalUnit(d("735.49875"), of: watt))
        let pascal = si(newton.dimension / UnitDimension.length.power(2))
        add(["Pa", "pascal"], pascal)
        add(["bar"], PhysicalUnit(d("1e5"), pascal.dimension, prefixable: true))
        let atmosphere = PhysicalUnit(d("101325"), of: pascal)
        add(["atm"], atmosphere)
        add(["Torr", "torr"], PhysicalUnit(one / d("760"), of: atmosphere))
        let millimetreOfMercury = PhysicalUnit(d("133.322387415"), of: pascal)
        add(["mmHg"], millimetreOfMercury)
        add(["inHg"], PhysicalUnit(d("25.4"), of: millimetreOfMercury))
        // Conventional water columns (1000 kg/m³ at standard gravity): breathing, ducts.
        let millimetreOfWater = PhysicalUnit(d("9.80665"), of: pascal)
        add(["mmH2O"], millimetreOfWater)
        add(["cmH2O"], PhysicalUnit(d("10"), of: millimetreOfWater))
        add(["inH2O"], PhysicalUnit(d("25.4"), of: millimetreOfWater))
        // The poise, CGS unit of dynamic viscosity: 0.1 Pa·s (cP is a millipascal-second).
        add(["P", "poise"], PhysicalUnit(d("0.1"), pascal.dimension * .time, prefixable: true))
        add(["psi"], poundForce / inch.power(2))
        add(["ksi"], PhysicalUnit(d("1000"), of: poundForce / inch.power(2)))
        let hertz = si(.none / UnitDimension.time)
        add(["Hz", "hertz"], hertz)
        add(["rpm"], PhysicalUnit(one / d("60"), of: hertz))  // revolutions per minute

        // Electricity, amount, light
        add(["A", "ampere", "amperes", "amp", "amps"], si(.current))
        add(["C", "coulomb", "coulombs"], si(UnitDimension.current * .time))
        add(["Ah"], PhysicalUnit(d("3600"), UnitDimension.current * .time, prefixable: true))
        add(["V", "volt", "volts"], si(watt.dimension / .current))
        add(["Ω", "ohm", "ohms"], si(watt.dimension / UnitDimension.current.power(2)))
        add(["mol", "mole", "moles"], si(.amount))
        let candela = si(.luminousIntensity)
        add(["cd", "candela"], candela)
        // The other SI derived units with special names (SI Brochure, table 4); the
        // steradian is a plain number, so a lumen is a candela's dimension.
        let volt = si(watt.dimension / .current)
        let weber = si(volt.dimension * .time)
        add(["F", "farad", "farads"], si(UnitDimension.current * .time / volt.dimension))
        add(["S", "siemens"], si(UnitDimension.current / volt.dimension))
        add(["Wb", "weber", "webers"], weber)
        let tesla = si(weber.dimension / UnitDimension.length.power(2))
        add(["T", "tesla", "teslas"], tesla)
        add(["gauss"], PhysicalUnit(d("1e-4"), of: tesla))
        add(["H", "henry", "henries", "henrys"], si(weber.dimension / .current))
        add(["lm", "lumen", "lumens"], si(candela.dimension))
        add(["lx", "lux"], si(candela.dimension / UnitDimension.length.power(2)))
        let becquerel = si(.none / UnitDimension.time)
        add(["Bq", "becquerel", "becquerels"], becquerel)
        add(["Ci", "curie", "curies"], PhysicalUnit(d("3.7e10"), of: becquerel))
        add(["Gy", "gray", "grays"], si(joule.dimension / .mass))
        add(["Sv", "sievert", "sieverts"], si(joule.dimension / .mass))
        add(["kat", "katal", "katals"], si(UnitDimension.amount / .time))

        // Information: SI prefixes count in thousands (kB), IEC ones in 1024s (KiB).
        let bit = si(.information)
        add(["bit", "bits"], bit)
        add(["nibble", "nibbles"], PhysicalUnit(d("4"), of: bit))
        add(["B", "byte", "bytes"], PhysicalUnit(d("8"), .information, prefixable: true))
        add(["bps"], PhysicalUnit(one, UnitDimension.information / .time, prefixable: true))

        // Plain ratios, as parts of a mixture are written: 3 ppm is 0.000003.
        add(["ppm"], PhysicalUnit(d("1e-6"), .none))
        add(["ppb"], PhysicalUnit(d("1e-9"), .none))
        return table
    }()
}
