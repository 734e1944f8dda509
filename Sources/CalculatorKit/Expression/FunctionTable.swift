import Foundation

/// The functions of the language besides the keypad's one-argument ones (`Function`):
/// whole-number functions, rounding, the reciprocal trigonometric functions, lists.
/// Each is called with parentheses; a name that is also a unit (`min`, `sec`,
/// `degrees`) is the function only when '(' follows it.
public enum BuiltinFunction: String, Sendable, CaseIterable {
    case gcd, lcm, ncr, npr
    case floor, ceil, round, trunc, frac, sgn
    case sec, csc, cot, asec, acsc, acot, sech, csch, coth, asech, acsch, acoth
    case min, max, sum, mean, median, variance, stdev, pvariance, pstdev
    /// The lower and the higher of the two middle values of an even count (Python's statistics).
    case medianLow = "median_low", medianHigh = "median_high"
    case mod, atan2, hypot, logBase = "log", root, exp2, degrees, radians
    /// Γ(x) = (x − 1)!, exact where the factorial is.
    case gamma
    /// The error function and its complement, erfc x = 1 − erf x (to full precision for large x).
    case erf, erfc
    /// ln|Γ(x)|.
    case lgamma
    /// Lambert's W, principal branch: the w ≥ −1 with w·e^w = x.
    case lambertW = "lambertw"
    /// Riemann's ζ(s) for real s ≠ 1.
    case zeta
    /// Euler's beta function B(a, b) = Γ(a)·Γ(b)/Γ(a + b).
    case beta
    /// n!! = n(n − 2)(n − 4)…, for whole n ≥ −1.
    case doubleFactorial = "doublefactorial"
    /// Drawn from the evaluator's random numbers: rand() in [0, 1), rand(a, b), randint(a, b).
    case rand, randint
    /// On the bits of whole numbers (two's complement); `a and b` is `and(a, b)`.
    case bitAnd = "and", bitOr = "or", bitXor = "xor", bitNot = "not", nand, nor
    case shiftLeft = "shl", shiftRight = "shr", rotateLeft = "rol", rotateRight = "ror", popcount, bit
    /// The most frequent of a list (the smallest of several as frequent), and 1 or 0 for a
    /// prime or not: spelled forms, so that a note's own `mode` or `isprime` comes first.
    case mode, isPrime = "isprime"
    /// ⌊log₁₀|x|⌋, the power of ten of scientific notation, and x divided by it (the HP
    /// calculators' XPON and MANT): spelled forms too.
    case exponentOfTen = "xpon", mantissa = "mant"

    /// Spellings accepted in expressions (`log` with two arguments is `logBase`, found by the parser).
    static let names: [String: BuiltinFunction] = {
        var names: [String: BuiltinFunction] = [:]
        for function in allCases where ![.logBase, .mode, .isPrime, .exponentOfTen, .mantissa].contains(function) {
            names[function.rawValue] = function
        }
        for (alias, function) in [
            ("nCr", BuiltinFunction.ncr), ("nPr", .npr), ("comb", .ncr), ("perm", .npr), ("ceiling", .ceil),
            ("sign", .sgn), ("average", .mean), ("avg", .mean), ("stddev", .stdev), ("var", .variance),
            ("arcsec", .asec), ("arccsc", .acsc), ("arccot", .acot), ("arsech", .asech), ("arcsch", .acsch),
            ("arcoth", .acoth), ("Γ", .gamma), ("cosec", .csc), ("binomial", .ncr),
            ("int", .trunc), ("fact2", .doubleFactorial), ("iPart", .trunc), ("ipart", .trunc), ("fPart", .frac),
            ("fpart", .frac), ("signum", .sgn), ("std", .stdev), ("sd", .stdev), ("acosec", .acsc),
            ("arccosec", .acsc), ("choose", .ncr), ("modulo", .mod), ("combin", .ncr), ("permut", .npr),
            ("stdev.s", .stdev), ("stdev.p", .pstdev), ("var.s", .variance), ("var.p", .pvariance),
            ("ceiling.math", .ceil), ("floor.math", .floor),
            ("lnGamma", .lgamma), ("lngamma", .lgamma), ("logGamma", .lgamma), ("loggamma", .lgamma),
            ("lambertW", .lambertW), ("productlog", .lambertW), ("ProductLog", .lambertW), ("ζ", .zeta),
        ] {
            names[alias] = function
        }
        return names
    }()

    /// How many arguments it takes: at least `minimum`, at most `maximum` (nil: any number).
    var arity: (minimum: Int, maximum: Int?) {
        switch self {
        case .gcd, .lcm, .min, .max, .sum, .mean, .median, .medianLow, .medianHigh, .hypot, .mode: return (1, nil)
        case .variance, .stdev: return (2, nil)
        case .pvariance, .pstdev: return (1, nil)
        case .ncr, .npr, .mod, .atan2, .logBase, .root, .nand, .nor, .shiftLeft, .shiftRight, .bit, .beta:
            return (2, 2)
        case .bitAnd, .bitOr, .bitXor: return (2, nil)
        case .rotateLeft, .rotateRight: return (2, 3)
        case .round: return (1, 2)
        case .rand: return (0, 2)
        case .randint: return (2, 2)
        default: return (1, 1)
        }
    }

    /// The error for a call with `count` arguments, or nil when the count is right.
    func wrongCount(_ count: Int, name: String) -> CalculationError.Kind? {
        let (minimum, maximum) = arity
        if count >= minimum, maximum.map({ count <= $0 }) ?? true, self != .rand || count != 1 { return nil }
        let plural = { (n: Int) in "\(n) argument\(n == 1 ? "" : "s")" }
        let takes: String
        switch maximum {
        case nil: takes = "at least \(plural(minimum))"
        case minimum?: takes = plural(minimum)
        case let most?: takes = "\(minimum) or \(plural(most))"
        }
        return .definition("'\(name)' takes \(takes), not \(count)")
    }
}

/// One line of `calculator help functions`: a function, how it is called, and what it gives.
public struct FunctionDescription: Sendable, Equatable {
    /// How it is called: `round(x, digits)`.
    public let call: String
    /// Other spellings.
    public let aliases: [String]
    /// What it gives, with its domain and when the result is exact.
    public let summary: String
}

/// Every function of the language, for `calculator help functions` and the docs.
public enum FunctionTable {
    public static let functions: [FunctionDescription] = [
        .init(
            "sqrt(x)", ["√x", "sqrtpi(x) = √(πx)"],
            "square root, x ≥ 0; exact for squares of rationals, else named (√2)"),
        .init("cbrt(x)", ["∛x", "cuberoot"], "cube root of any x; exact for cubes of rationals"),
        .init(
            "root(x, n)", ["nthroot", "x yroot n", "∜x = root(x, 4)"],
            "n-th root: x^(1/n); of a negative x only for odd n"),
        .init("abs(x)", ["|x|"], "absolute value; exact"),
        .init("sgn(x)", ["sign", "signum"], "−1, 0 or 1; refused when an irrational x cannot be told from 0"),
        .init("exp(x)", [], "e^x"),
        .init("exp2(x)", [], "2^x; exact for rational powers of 2 that are rational"),
        .init("exp10(x)  pow(x, y)", ["alog", "power"], "10^x, and x^y"),
        .init("log1p(x)  expm1(x)", ["lnp1"], "ln(1 + x) and e^x − 1, to full precision for small x"),
        .init("ln(x)", [], "natural logarithm, x > 0"),
        .init("log(x)", ["log10", "lg"], "logarithm base 10, x > 0; exact for powers of 10"),
        .init(
            "log(x, b)", ["log₂ x", "log₁₀(x)", "log_2(x)"],
            "logarithm base b (b > 0, b ≠ 1); exact when x is a rational power of b"),
        .init("log2(x)", ["ld"], "logarithm base 2, x > 0; exact for powers of 2"),
        .init(
            "sin(x)  cos(x)  tan(x)", [],
            "in the angle unit (rad, deg, grad or turn); exact at multiples of 30° and 45°; sin²(x) = sin^2(x) = (sin x)²"
        ),
        .init("sec(x)  csc(x)  cot(x)", ["cosec", "acosec"], "1/cos, 1/sin, 1/tan; refused where the divisor is 0"),
        .init(
            "asin(x)  acos(x)  atan(x)", ["arcsin", "arccos", "arctan", "sin⁻¹", "sin^-1(x)"],
            "inverses, in the angle unit"),
        .init(
            "asec(x)  acsc(x)  acot(x)", ["arcsec", "arccsc", "arccot"],
            "acos(1/x), asin(1/x), atan(1/x); acot(0) is 90°"),
        .init("atan2(y, x)", [], "the angle of the point (x, y), from −180° to 180°; atan2(0, 0) = 0"),
        .init("sinh(x)  cosh(x)  tanh(x)", [], "hyperbolic functions"),
        .init(
            "asinh(x)  acosh(x)  atanh(x)", ["arsinh", "arcosh", "artanh", "arcsinh", "arccosh", "arctanh"],
            "their inverses"),
        .init("sech(x)  csch(x)  coth(x)", [], "1/cosh, 1/sinh, 1/tanh"),
        .init("asech(x)  acsch(x)  acoth(x)", ["arsech", "arcsch", "arcoth"], "acosh(1/x), asinh(1/x), atanh(1/x)"),
        .init("degrees(x)", [], "x radians in degrees: degrees(pi/2) = 90"),
        .init("radians(x)", [], "x degrees in radians: radians(180) = π"),
        .init(
            "floor(x)  ceil(x)", ["ceiling", "intg", "⌊x⌋", "⌈x⌉", "a // b = ⌊a/b⌋"],
            "the whole number below, above; floor(x, m) and ceil(x, m): the multiple of m below, above; exact"),
        .init(
            "trunc(x)  frac(x)", ["int", "iPart", "fPart", "ip", "fp"],
            "whole part toward 0, and what is left (frac(-2.5) = -0.5); exact"),
        .init("round(x)  round(x, n)", [], "to n decimal places (0 by default), halves away from 0; exact"),
        .init(
            "roundup(x, n)  rounddown(x, n)", ["truncate(x, n)"],
            "to n decimal places away from 0, toward 0: roundup(2.341, 2) = 2.35; exact"),
        .init(
            "even(x)  odd(x)", [], "away from 0 to the next even, odd whole number: even(3) = 4, odd(0) = 1; exact"),
        .init("copysign(a, b)", [], "|a| with the sign of b (+ for b = 0)"),
        .init("mround(x, m)", [], "to the nearest multiple of m, halves away from 0: mround(10, 3) = 9; exact"),
        .init("mod(a, b)", ["a mod b", "modulo"], "a − b·floor(a/b): the sign of b, as a mod b"),
        .init("idiv(a, b)  rem(a, b)", ["quotient"], "trunc(a/b), and a − b·trunc(a/b): the sign of a; exact"),
        .init("gcd(a, b, …)  lcm(a, b, …)", [], "of whole numbers; exact"),
        .init(
            "ncr(n, k)  npr(n, k)",
            ["nCr", "nPr", "comb", "binomial", "choose", "combin", "perm", "permut", "n nCr k", "n choose k"],
            "combinations, permutations of whole n, k ≥ 0; exact"),
        .init("n!", ["fact(n)", "factorial(n)"], "factorial; Γ(n+1) for a fraction: 0.5! = √π/2"),
        .init(
            "n!!", ["doublefactorial(n)", "fact2(n)"],
            "double factorial n(n−2)(n−4)…, whole n ≥ −1: 7!! = 105; (n!)! is written with parentheses"),
        .init("gamma(x)", ["Γ"], "Γ(x) = (x − 1)!: gamma(5) = 24, gamma(1/2) = √π; undefined at 0, −1, −2, …"),
        .init(
            "lgamma(x)", ["lnGamma", "logGamma"],
            "ln|Γ(x)|: lgamma(1/2) = ln √π; undefined at 0, −1, −2, …; by Stirling's series from x = 16384 up "
                + "(lgamma(1e100) = 2.29…e102), from Γ(x) itself below"),
        .init(
            "erf(x)  erfc(x)", [],
            "error function (2/√π)∫₀ˣ e^(−t²) dt, and 1 − erf(x) to full precision for large x: erfc(10) = 2.088…e-45"),
        .init(
            "lambertw(x)", ["lambertW", "productlog"],
            "Lambert's W, principal branch: the w ≥ −1 with w·e^w = x, for x ≥ −1/e: lambertw(e) = 1"),
        .init(
            "zeta(s)", ["ζ"],
            "Riemann's ζ(s) = Σ 1/nˢ, continued to every real s ≠ 1: zeta(2) = π²/6, exact for even s up to 12; "
                + "rational at the whole s ≤ 0: zeta(-1) = −1/12, zeta(-2) = 0"),
        .init(
            "beta(a, b)", [],
            "Γ(a)·Γ(b)/Γ(a + b): beta(2, 3) = 1/12, beta(1/2, 1/2) = π; exact for whole numbers and halves; "
                + "undefined where a or b is 0, −1, −2, …"),
        .init("min(a, …)  max(a, …)", [], "smallest, largest; also of quantities of one dimension"),
        .init("sum(a, …)  mean(a, …)  median(a, …)", ["average", "avg", "fmean"], "exact for rationals"),
        .init(
            "median_low(a, …)  median_high(a, …)", [],
            "of an even count, the lower, the higher of the two middle values: median_low(1, 3, 5, 7) = 3"),
        .init(
            "product(a, …)  geomean(a, …)  harmean(a, …)", ["prod", "geometric_mean", "harmonic_mean"],
            "a·b·…, its n-th root for n numbers, and n/(1/a + 1/b + …)"),
        .init("mode(a, …)", [], "the value given most often; of several as often, the smallest: mode(1, 2, 2, 3) = 2"),
        .init(
            "isprime(n)", [],
            "1 for a prime, 0 for any other whole number; certain below 3.3·10²⁴, above by the Baillie–PSW test "
                + "(no composite is known to pass it) and 20 prime bases, up to 400 digits"),
        .init(
            "variance(a, b, …)  stdev(a, b, …)", ["var", "stddev", "std", "sd", "VAR.S", "STDEV.S"],
            "of a sample (divides by n − 1)"),
        .init("pvariance(a, …)  pstdev(a, …)", ["VAR.P", "STDEV.P"], "of a whole population (divides by n)"),
        .init("hypot(a, b, …)  sumsq(a, b, …)", [], "√(a² + b² + …), and a² + b² + …"),
        .init("sq(x)  cube(x)  negate(x)", [], "x², x³ and −x"),
        .init(
            "mant(x)  xpon(x)", ["MANT", "XPON"],
            "x's digits and its power of ten in scientific notation: mant(1234) = 1.234, xpon(1234) = 3; exact"),
        .init("rand()  rand(a, b)", [], "a random number in [0, 1), in [a, b); 15 random decimals"),
        .init("randint(a, b)", [], "a random whole number from a to b, both included; exact at any size"),
        .init(
            "and(a, b, …)  or(a, b, …)  xor(a, b, …)", ["a and b", "a & b", "a or b", "a | b", "a xor b"],
            "on the bits of whole numbers, negatives in two's complement; exact"),
        .init(
            "not(x)  nand(a, b)  nor(a, b)", ["not x", "~x", "a nand b", "a nor b"],
            "every bit flipped: not x = −x − 1"),
        .init("shl(x, n)  shr(x, n)", ["x << n", "x >> n"], "x·2ⁿ, and floor(x/2ⁿ)"),
        .init("rol(x, n)  ror(x, n)  rol(x, n, bits)", [], "rotates within a word (--word, or bits)"),
        .init("popcount(x)  bit(x, n)", [], "how many bits are 1; bit n of x (0 is the lowest)"),
    ]

    /// The table as `calculator help functions` prints it.
    public static var text: String {
        let width = functions.map(\.call.count).max() ?? 0
        var lines = [
            "Functions (a name that is also a unit, like min or sec, is the function when '(' follows it):", "",
        ]
        for function in functions {
            let padding = String(repeating: " ", count: width - function.call.count + 2)
            let also = function.aliases.isEmpty ? "" : " (also " + function.aliases.joined(separator: ", ") + ")"
            lines.append("  " + function.call + padding + function.summary + also)
        }
        lines.append("")
        lines.append(
            "Constants: pi (π, PI()), e, tau (τ = 2π), phi (φ = (1 + √5)/2). Previous result: ans. 2 x 3 is 2 × 3. 5‰ = 0.005. Angle unit: --angle rad|deg|grad|turn, or a line 'angle = deg' in notes."
        )
        return lines.joined(separator: "\n")
    }

    /// The table in Markdown, as docs/command-line.md holds it between its markers
    /// (`calculator help functions --markdown`): a test compares the two, so the page
    /// cannot drift from the table.
    public static var markdown: String {
        func cell(_ text: String) -> String { text.replacingOccurrences(of: "|", with: "\\|") }
        func code(_ text: String) -> String {
            text.components(separatedBy: "  ").map { "`" + cell($0) + "`" }.joined(separator: " ")
        }
        var lines = ["| function | also written | what it gives |", "|---|---|---|"]
        for function in functions {
            let also = function.aliases.map { "`" + cell($0) + "`" }.joined(separator: ", ")
            lines.append("| " + code(function.call) + " | " + also + " | " + cell(function.summary) + " |")
        }
        return lines.joined(separator: "\n")
    }

    /// Whether `name` is a function of the language (keypad ones included).
    static func isFunction(_ name: String) -> Bool {
        Function.names[name] != nil || BuiltinFunction.names[name] != nil || Parser.spelledArity[name] != nil
    }
}

extension FunctionDescription {
    init(_ call: String, _ aliases: [String], _ summary: String) {
        self.init(call: call, aliases: aliases, summary: summary)
    }
}

extension BuiltinFunction {
    /// The value in doubles, for drawing only (NaN where it is undefined).
    func double(_ x: [Double], toRadians unit: Double) -> Double {
        let a = x.first ?? .nan
        let b = x.count > 1 ? x[1] : .nan
        switch self {
        case .gcd, .lcm, .ncr, .npr:
            return x.allSatisfy({ $0 == $0.rounded() && Swift.abs($0) < 1e15 }) ? wholeDouble(x.map { Int($0) }) : .nan
        case .floor: return Foundation.floor(a)
        case .ceil: return Foundation.ceil(a)
        case .trunc: return Foundation.trunc(a)
        case .frac: return a - Foundation.trunc(a)
        case .round:
            let scale = x.count > 1 ? Foundation.pow(10, b) : 1
            return (a * scale).rounded(.toNearestOrAwayFromZero) / scale
        case .sgn: return a > 0 ? 1 : a < 0 ? -1 : 0
        case .sec: return 1 / Foundation.cos(a * unit)
        case .csc: return 1 / Foundation.sin(a * unit)
        case .cot: return 1 / Foundation.tan(a * unit)
        case .asec: return Foundation.acos(1 / a) / unit
        case .acsc: return Foundation.asin(1 / a) / unit
        case .acot: return (a == 0 ? Double.pi / 2 : Foundation.atan(1 / a)) / unit
        case .sech: return 1 / Foundation.cosh(a)
        case .csch: return 1 / Foundation.sinh(a)
        case .coth: return 1 / Foundation.tanh(a)
        case .asech: return Foundation.acosh(1 / a)
        case .acsch: return Foundation.asinh(1 / a)
        case .acoth: return Foundation.atanh(1 / a)
        case .min: return x.min() ?? .nan
        case .max: return x.max() ?? .nan
        case .sum: return x.reduce(0, +)
        case .mean: return x.reduce(0, +) / Double(x.count)
        case .medianLow: return x.sorted()[(x.count - 1) / 2]
        case .medianHigh: return x.sorted()[x.count / 2]
        case .median:
            let sorted = x.sorted()
            return sorted.count % 2 == 1
                ? sorted[sorted.count / 2] : (sorted[sorted.count / 2 - 1] + sorted[sorted.count / 2]) / 2
        case .variance, .stdev, .pvariance, .pstdev:
            let mean = x.reduce(0, +) / Double(x.count)
            let squares = x.reduce(0) { $0 + ($1 - mean) * ($1 - mean) }
            let variance = squares / Double(self == .variance || self == .stdev ? x.count - 1 : x.count)
            return self == .variance || self == .pvariance ? variance : variance.squareRoot()
        case .mod: return b == 0 ? .nan : a - b * (a / b).rounded(.down)
        case .atan2: return Foundation.atan2(a, b) / unit
        case .hypot: return x.reduce(0) { $0 + $1 * $1 }.squareRoot()
        case .logBase: return Foundation.log(a) / Foundation.log(b)
        case .root:
            if a < 0, b == b.rounded(), Swift.abs(b) < 1e15, Int(b) % 2 != 0 { return -Foundation.pow(-a, 1 / b) }
            return Foundation.pow(a, 1 / b)
        case .exp2: return Foundation.exp2(a)
        case .doubleFactorial:
            guard a == a.rounded(), a >= -1, a < 400 else { return .nan }
            return stride(from: a, to: 1, by: -2).reduce(1, *)
        case .gamma: return a <= 0 && a == a.rounded() ? .nan : Foundation.tgamma(a)
        case .lgamma: return a <= 0 && a == a.rounded() ? .nan : Foundation.lgamma(a)
        case .erf: return Foundation.erf(a)
        case .erfc: return Foundation.erfc(a)
        case .lambertW: return Series.lambertW(a, above: a + 1 / M_E)
        case .beta:
            if (a <= 0 && a == a.rounded()) || (b <= 0 && b == b.rounded()) { return .nan }
            let sign = Foundation.tgamma(a).sign == Foundation.tgamma(b).sign ? 1.0 : -1.0
            let rest = Foundation.tgamma(a + b)
            if a + b <= 0 && a + b == (a + b).rounded() { return 0 }
            let log = Foundation.lgamma(a) + Foundation.lgamma(b) - Foundation.lgamma(a + b)
            return (rest < 0 ? -sign : sign) * Foundation.exp(log)
        case .zeta:
            guard a != 1 else { return .nan }
            // Below 0, the functional equation; above, the first 1999 terms and Euler–Maclaurin's
            // estimate of the rest (a picture needs no more).
            let s = a < 0 ? 1 - a : a
            let head = (1...1999).reduce(0.0) { $0 + Foundation.pow(Double($1), -s) }
            let tail = Foundation.pow(2000, 1 - s) / (s - 1) + Foundation.pow(2000, -s) / 2
            let value = head + tail + s * Foundation.pow(2000, -s - 1) / 12
            guard a < 0 else { return value }
            return Foundation.pow(2, a) * Foundation.pow(Double.pi, a - 1) * Foundation.sin(Double.pi * a / 2)
                * Foundation.tgamma(1 - a) * value
        case .mode:
            let counts = Dictionary(x.map { ($0, 1) }, uniquingKeysWith: +)
            let most = counts.values.max() ?? 0
            return counts.filter { $0.value == most }.keys.min() ?? .nan
        case .exponentOfTen: return Foundation.floor(Foundation.log10(Swift.abs(a)))
        case .mantissa: return a / Foundation.pow(10, Foundation.floor(Foundation.log10(Swift.abs(a))))
        case .isPrime:
            guard a == a.rounded(), Swift.abs(a) < 1e9 else { return .nan }
            let divided = stride(from: 2.0, through: a.squareRoot(), by: 1).contains {
                a.remainder(dividingBy: $0) == 0
            }
            return a >= 2 && !divided ? 1 : 0
        case .rand: return x.isEmpty ? Double.random(in: 0..<1) : a + (b - a) * Double.random(in: 0..<1)
        case .randint:
            guard a == a.rounded(), b == b.rounded(), a <= b, b - a < 1e15 else { return .nan }
            return a + Double.random(in: 0..<(b - a + 1)).rounded(.down)
        case .degrees: return a * 180 / Double.pi
        case .radians: return a * Double.pi / 180
        case .bitAnd, .bitOr, .bitXor, .bitNot, .nand, .nor, .shiftLeft, .shiftRight, .rotateLeft, .rotateRight,
            .popcount, .bit:
            return bitsDouble(x)
        }
    }

    private func wholeDouble(_ x: [Int]) -> Double {
        func gcd(_ a: Int, _ b: Int) -> Int { b == 0 ? Swift.abs(a) : gcd(b, a % b) }
        switch self {
        case .gcd: return Double(x.reduce(0, gcd))
        case .lcm:
            var l = 1
            for n in x {
                if n == 0 { return 0 }
                let (product, overflow) = (l / gcd(l, n)).multipliedReportingOverflow(by: Swift.abs(n))
                if overflow { return .nan }
                l = product
            }
            return Double(l)
        case .ncr, .npr:
            guard x.count == 2, x[0] >= 0, x[1] >= 0 else { return .nan }
            if x[1] > x[0] { return 0 }
            let k = self == .ncr ? Swift.min(x[1], x[0] - x[1]) : x[1]
            if k > 1000 {
                let n = Double(x[0])
                let log =
                    Foundation.lgamma(n + 1) - Foundation.lgamma(n - Double(k) + 1)
                    - (self == .ncr ? Foundation.lgamma(Double(k) + 1) : 0)
                return Foundation.exp(log)
            }
            var value = 1.0
            for i in 0..<k { value = value * Double(x[0] - i) / (self == .ncr ? Double(i + 1) : 1) }
            return value.rounded()
        default: return .nan
        }
    }
}
