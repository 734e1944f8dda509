#!/usr/bin/env python3
"""Writes Tests/ScientificCases/cases.tsv: everyday scientific-calculator cases, each typed
the way a user of a common calculator types it, with the value computed here, independently
of the Swift engine (mpmath at 60 digits, fractions, math, statistics).

Columns: category, angle unit (rad or deg), the line, the expected result, a note.
The expected result is the value to 30 significant digits (exact when it has fewer), then
the unit the result must be in, if any; or "=TEXT" for a result shown exactly as TEXT
(degrees, minutes and seconds); or "out": outside the calculator's scope, the note says why
(not run). A number alone passes when it is the value correctly rounded to 20 significant
digits; a quantity when every digit shown is right, correctly rounded (at least 10
significant digits), or when it is the exact value.

Run from the package root: python3 scripts/make-scientific-cases.py
Checked by ScientificCasesTests (Tests/CalculatorCLITests), or by hand with
scripts/check-scientific-cases.
"""
import math
import random
import statistics
from decimal import ROUND_HALF_UP, Decimal, getcontext
from fractions import Fraction
from pathlib import Path

import mpmath as mp

mp.mp.dps = 60
getcontext().prec = 100
OUT = Path(__file__).resolve().parent.parent / "Tests/ScientificCases/cases.tsv"
rng = random.Random(20261127)
rows = []


def fmt(value, digits):
    """value (mpf, Fraction, int) rounded to `digits` significant digits, halves away from 0."""
    if isinstance(value, Fraction):
        d = Decimal(value.numerator) / Decimal(value.denominator)
    elif isinstance(value, int):
        d = Decimal(value)
    else:
        d = Decimal(mp.nstr(value, 55, strip_zeros=False, min_fixed=1, max_fixed=0))
    if d == 0 or abs(d) < Decimal("1e-45"):
        return "0"  # mpmath's sin(pi) and the like, 0 to 60 digits
    exponent = d.adjusted()
    quantum = Decimal(1).scaleb(exponent - digits + 1)
    rounded = d.quantize(quantum, rounding=ROUND_HALF_UP)
    sign, digits_, exp = rounded.as_tuple()
    text = "".join(map(str, digits_)).rstrip("0") or "0"
    first = rounded.adjusted()
    sign = "-" if sign else ""
    if -7 < first < 21:  # plain, as the calculator writes it
        if first >= 0:
            whole = text[: first + 1].ljust(first + 1, "0")
            rest = text[first + 1 :]
            return sign + whole + ("." + rest if rest else "")
        return sign + "0." + "0" * (-first - 1) + text
    return sign + text[0] + ("." + text[1:] if len(text) > 1 else "") + f"e{first}"


def add(category, line, value, unit=None, angle="rad"):
    if unit is None:
        rows.append((category, angle, line, fmt(value, 30), ""))
    else:
        rows.append((category, angle, line, fmt(value, 30) + " " + unit, ""))


def literal(category, line, text, angle="rad"):
    rows.append((category, angle, line, "=" + text, ""))


def out(category, line, reason, angle="rad"):
    rows.append((category, angle, line, "out", reason))


F = Fraction
pi, e = mp.pi, mp.e
rad = lambda degrees: mp.mpf(degrees) * pi / 180
deg = lambda radians: radians * 180 / pi

# Arithmetic and precedence, as typed (ASCII and the calculator's signs).
for line, value in [
    ("2+3*4", 14), ("(2+3)*4", 20), ("10-4-3", 3), ("100/10/2", 5), ("2*3+4*5", 26), ("-3^2", -9),
    ("(-3)^2", 9), ("2^-2", F(1, 4)), ("7/2", F(7, 2)), ("1/3+1/6", F(1, 2)), ("0.1+0.2", F(3, 10)),
    ("3*(4+5)/3", 9), ("2(3+4)", 14), ("6/2(1+2)", 9), ("5--3", 8), ("2**10", 1024), ("17 mod 5", 2),
    ("-17 mod 5", 3), ("3 × 4 ÷ 6", 2), ("8 − 3 × 2", 2), ("1-2-3-4", -8), ("2^3^2", 512), ("(2^3)^2", 64),
    ("1/(1+1/(1+1/2))", F(3, 5)), ("((1+2)*(3+4))/7", 3), ("12.5*8", 100), ("0.1*3", F(3, 10)),
    ("1/3*3", 1), ("99999999999*99999999999", 99999999999**2), ("2^64", 2**64), ("-(−5)", 5),
    ("(1+2)(3+4)", 21), ("3-(-2)", 5), ("4/-2", -2), ("-2*-3", 6), ("10/4", F(5, 2)), ("7.5 mod 2", F(3, 2)),
    ("1e3+1", 1001), ("(5+3)/(2-6)", -2), ("2*(3+(4-1)*2)", 18), ("0.5^3", F(1, 8)), ("1/8+3/8", F(1, 2)),
    ("123456789*987654321", 123456789 * 987654321), ("1-0.9", F(1, 10)), ("3.3/1.1", 3),
    ("(0.1+0.7)*10", 8), ("2^0.5^2", mp.mpf(2) ** mp.mpf(0.25)), ("100-99.99", F(1, 100)),
    ("2+3(4)", 14), ("-4+6/3*2", 0),
]:
    add("arithmetic", line, value if not isinstance(value, int) else F(value))

# Random expressions with two or three operations, evaluated with fractions.
ops = [("+", lambda a, b: a + b), ("-", lambda a, b: a - b), ("*", lambda a, b: a * b), ("/", lambda a, b: a / b)]
for _ in range(30):
    a, b, c = (F(rng.randint(1, 99)) for _ in range(3))
    (o1, f1), (o2, f2) = rng.choice(ops), rng.choice(ops)
    if rng.random() < 0.5:
        line, value = f"{a}{o1}{b}{o2}{c}", None
        # precedence: * and / before + and -
        if o2 in "*/" and o1 in "+-":
            value = f1(a, f2(b, c))
        else:
            value = f2(f1(a, b), c)
    else:
        line, value = f"({a}{o1}{b}){o2}{c}", f2(f1(a, b), c)
    add("arithmetic", line, value)

# Powers and roots.
for line, value in [
    ("sqrt(2)", mp.sqrt(2)), ("sqrt(16)", 4), ("√2", mp.sqrt(2)), ("√(9/4)", F(3, 2)), ("cbrt(27)", 3),
    ("cbrt(-8)", -2), ("cbrt(2)", mp.cbrt(2)), ("2^0.5", mp.sqrt(2)), ("8^(1/3)", 2), ("root(32, 5)", 2),
    ("root(10, 3)", mp.cbrt(10)), ("10^-3", F(1, 1000)), ("2^10", 1024), ("e^2", e**2), ("exp(1)", e),
    ("1.5^2.5", mp.mpf(1.5) ** 2.5), ("3²", 9), ("2³", 8), ("√2²", 2), ("10⁻³", F(1, 1000)), ("5^-1", F(1, 5)),
    ("16^0.25", 2), ("27^(2/3)", 9), ("2^(1/12)", mp.mpf(2) ** (mp.mpf(1) / 12)), ("sqrt(2)*sqrt(8)", 4),
    ("sqrt(0.0001)", F(1, 100)), ("7^7", 7**7), ("1.01^365", mp.mpf("1.01") ** 365), ("0.99^365", mp.mpf("0.99") ** 365),
    ("sqrt(3)^2", 3), ("2^100", 2**100), ("exp(-1)", mp.exp(-1)), ("exp(10)", mp.exp(10)), ("pow(2, 0.5)", mp.sqrt(2)),
    ("exp2(10)", 1024), ("exp10(3)", 1000), ("sqrt(50)", mp.sqrt(50)), ("∛64", 4), ("4^-0.5", F(1, 2)),
    ("9^0.5+16^0.5", 7), ("sqrt(1e10)", 100000), ("(-2)^3", -8), ("(-2)^4", 16), ("0^0", 1),
]:
    add("powers", line, F(value) if isinstance(value, int) else value)
for _ in range(15):
    x = rng.randint(2, 999)
    n = rng.choice([2, 3, 4, 5])
    add("powers", f"root({x}, {n})", mp.root(x, n))
    y = round(rng.uniform(0.1, 9.9), 2)
    add("powers", f"{y}^{n}", F(str(y)) ** n)

# Trigonometry in degrees.
for a in [0, 30, 45, 60, 90, 120, 135, 150, 180, 210, 270, 300, 330, 360, -30, -45, 15, 1, 10, 89]:
    add("trig deg", f"sin({a})", mp.sin(rad(a)), angle="deg")
    add("trig deg", f"cos({a})", mp.cos(rad(a)), angle="deg")
for a in [0, 30, 45, 60, 120, 135, 10, 1, 89, -60, 22.5]:
    add("trig deg", f"tan({a})", mp.tan(rad(a)), angle="deg")
for line, value in [("sin 30", F(1, 2)), ("cos 60", F(1, 2)), ("tan 45", 1), ("sin(30)^2+cos(30)^2", 1),
                    ("2sin(30)cos(30)", mp.sin(rad(60))), ("sin(30°)", F(1, 2)), ("sin(pi/6 rad)", F(1, 2))]:
    add("trig deg", line, value, angle="deg")
for _ in range(12):
    a = round(rng.uniform(-360, 360), 1)
    f = rng.choice(["sin", "cos", "tan"])
    add("trig deg", f"{f}({a})", getattr(mp, f)(rad(mp.mpf(str(a)))), angle="deg")

# Trigonometry in radians.
for line, value in [
    ("sin(1)", mp.sin(1)), ("cos(1)", mp.cos(1)), ("tan(1)", mp.tan(1)), ("sin(pi/6)", F(1, 2)),
    ("cos(pi/3)", F(1, 2)), ("tan(pi/4)", 1), ("sin(pi)", 0), ("cos(pi)", -1), ("sin(2)", mp.sin(2)),
    ("cos(0.5)", mp.cos(0.5)), ("tan(-1)", mp.tan(-1)), ("sin(100)", mp.sin(100)), ("cos(2pi)", 1),
    ("sin(pi/2)", 1), ("sin(1e-5)", mp.sin(mp.mpf("1e-5"))), ("cos(3pi/4)", -mp.sqrt(2) / 2),
    ("sin(1)^2+cos(1)^2", 1), ("tan(1.5)", mp.tan(1.5)), ("sin 2", mp.sin(2)), ("cos(10^10)", mp.cos(10**10)),
]:
    add("trig rad", line, value)
for _ in range(12):
    x = F(rng.randint(-700, 700), 100)
    f = rng.choice(["sin", "cos", "tan"])
    add("trig rad", f"{f}({float(x)})", getattr(mp, f)(mp.mpf(x.numerator) / x.denominator))

# Inverse, reciprocal and hyperbolic functions.
for line, value in [
    ("asin(0.5)", 30), ("acos(0.5)", 60), ("atan(1)", 45), ("asin(1)", 90), ("acos(-1)", 180), ("atan(-1)", -45),
    ("acos(0)", 90), ("atan(sqrt(3))", 60), ("asin(0.3)", deg(mp.asin(mp.mpf("0.3")))), ("atan(2)", deg(mp.atan(2))),
    ("sec(60)", 2), ("csc(30)", 2), ("cot(45)", 1), ("sec(10)", 1 / mp.cos(rad(10))), ("cot(20)", 1 / mp.tan(rad(20))),
    ("asec(2)", 60), ("acsc(2)", 30), ("acot(1)", 45), ("atan2(1, -1)", 135), ("atan2(-1, -1)", -135),
    ("sin⁻¹(0.5)", 30), ("arcsin(1)", 90), ("acos(0.2)", deg(mp.acos(mp.mpf("0.2")))),
]:
    add("inverse deg", line, F(value) if isinstance(value, int) else value, angle="deg")
for line, value in [
    ("asin(1)", pi / 2), ("acos(0)", pi / 2), ("atan(1)", pi / 4), ("asin(0.5)", pi / 6), ("atan(10)", mp.atan(10)),
    ("acos(-0.5)", 2 * pi / 3), ("atan2(1, 1)", pi / 4), ("atan2(3, 4)", mp.atan2(3, 4)), ("acos(0.9)", mp.acos(mp.mpf("0.9"))),
    ("sinh(1)", mp.sinh(1)), ("cosh(1)", mp.cosh(1)), ("tanh(1)", mp.tanh(1)), ("sinh(0)", 0), ("cosh(0)", 1),
    ("tanh(0.5)", mp.tanh(0.5)), ("sinh(-2)", mp.sinh(-2)), ("cosh(3)", mp.cosh(3)), ("tanh(10)", mp.tanh(10)),
    ("asinh(1)", mp.asinh(1)), ("acosh(2)", mp.acosh(2)), ("atanh(0.5)", mp.atanh(0.5)), ("asinh(-3)", mp.asinh(-3)),
    ("acosh(10)", mp.acosh(10)), ("atanh(-0.1)", mp.atanh(mp.mpf("-0.1"))), ("sech(1)", mp.sech(1)),
    ("csch(1)", mp.csch(1)), ("coth(2)", mp.coth(2)), ("asech(0.5)", mp.acosh(2)), ("acoth(2)", mp.atanh(0.5)),
    ("arcsinh(2)", mp.asinh(2)), ("sec(1)", mp.sec(1)), ("csc(2)", mp.csc(2)), ("cot(0.5)", mp.cot(0.5)),
    ("sin^-1(0.1)", mp.asin(mp.mpf("0.1"))), ("cosh(1)^2-sinh(1)^2", 1),
]:
    add("inverse rad", line, F(value) if isinstance(value, int) else value)

# Logarithms.
for line, value in [
    ("ln(2)", mp.log(2)), ("ln(10)", mp.log(10)), ("log(100)", 2), ("log(2)", mp.log10(2)), ("log2(8)", 3),
    ("log(8, 2)", 3), ("log10(5)", mp.log10(5)), ("ln(e^3)", 3), ("exp(ln(5))", 5), ("log(0.001)", -3),
    ("ln(1)", 0), ("log(1000000)", 6), ("log2(1024)", 10), ("log2(3)", mp.log(3, 2)), ("log(81, 3)", 4),
    ("log(2, 10)", mp.log10(2)), ("ln(0.5)", mp.log(0.5)), ("ln 2", mp.log(2)), ("log 50", mp.log10(50)),
    ("ln(1e100)", 100 * mp.log(10)), ("log(5)+log(20)", 2), ("ln(2)/ln(3)", mp.log(2) / mp.log(3)),
    ("log1p(1e-10)", mp.log1p(mp.mpf("1e-10"))), ("expm1(1e-10)", mp.expm1(mp.mpf("1e-10"))),
    ("ln(pi)", mp.log(pi)), ("log(e)", mp.log10(e)), ("log2(0.125)", -3), ("ln(123456789)", mp.log(123456789)),
    ("log(7, 49)", F(1, 2)), ("10^log(7)", 7),
]:
    add("logarithms", line, F(value) if isinstance(value, int) else value)
for _ in range(10):
    x = rng.randint(2, 99999)
    add("logarithms", f"ln({x})", mp.log(x))
    add("logarithms", f"log({x})", mp.log10(x))

# Factorial and gamma.
for n in [0, 1, 5, 10, 12, 15, 20, 25, 30, 50, 69, 100]:
    add("factorial", f"{n}!", F(math.factorial(n)))
for line, value in [
    ("3!+4!", 30), ("(3!)!", 720), ("10!/8!", 90), ("0.5!", mp.gamma(1.5)), ("3.5!", mp.gamma(4.5)),
    ("gamma(0.5)", mp.sqrt(pi)), ("gamma(5)", 24), ("gamma(2.5)", mp.gamma(2.5)), ("fact(7)", 5040),
    ("factorial(6)", 720), ("Γ(0.1)", mp.gamma(mp.mpf("0.1"))), ("gamma(-1.5)", mp.gamma(-1.5)),
    ("(-0.5)!", mp.sqrt(pi)), ("gamma(10)", 362880), ("2^10/5!", F(1024, 120)),
]:
    add("factorial", line, F(value) if isinstance(value, int) else value)

# Combinatorics and whole numbers.
for n, k in [(10, 3), (52, 5), (49, 6), (20, 10), (5, 0), (5, 5), (100, 50), (30, 15), (7, 2), (60, 3)]:
    add("combinatorics", f"ncr({n}, {k})", F(math.comb(n, k)))
    add("combinatorics", f"npr({n}, {k})", F(math.perm(n, k)))
for line, value in [
    ("nCr(52, 5)", math.comb(52, 5)), ("nPr(10, 3)", 720), ("9 nCr 5", 126), ("10 nPr 3", 720),
    ("comb(20, 10)", math.comb(20, 10)), ("perm(8, 8)", 40320), ("gcd(12, 18)", 6), ("lcm(4, 6)", 12),
    ("gcd(462, 1071)", 21), ("lcm(12, 15, 20)", 60), ("gcd(17, 5)", 1), ("lcm(21, 6)", 42),
    ("gcd(100, 75, 50)", 25), ("ncr(10,3)", 120),
]:
    add("combinatorics", line, F(value))
for _ in range(10):
    a, b = rng.randint(2, 10**6), rng.randint(2, 10**6)
    add("combinatorics", f"gcd({a}, {b})", F(math.gcd(a, b)))
    add("combinatorics", f"lcm({a}, {b})", F(math.lcm(a, b)))


# Rounding and parts of numbers (round: halves away from zero, as calculators do).
def round_away(x, digits=0):
    q = Decimal(1).scaleb(-digits)
    return F(Decimal(str(x)).quantize(q, rounding=ROUND_HALF_UP))


for line, value in [
    ("floor(2.7)", 2), ("floor(-2.7)", -3), ("ceil(2.1)", 3), ("ceil(-2.1)", -2), ("round(2.5)", 3),
    ("round(-2.5)", -3), ("round(2.4)", 2), ("round(pi, 3)", F("3.142")), ("round(2.675, 2)", F("2.68")),
    ("trunc(-3.7)", -3), ("trunc(3.7)", 3), ("frac(3.25)", F(1, 4)), ("frac(-2.5)", F(-1, 2)), ("abs(-5)", 5),
    ("abs(3-10)", 7), ("|-7.5|", F(15, 2)), ("sgn(-3)", -1), ("sgn(0)", 0), ("sign(42)", 1), ("mod(7, 3)", 1),
    ("mod(-7, 3)", 2), ("mod(7, -3)", -2), ("mod(10.5, 3)", F(3, 2)), ("floor(pi)", 3), ("ceil(e)", 3),
    ("round(e, 4)", F("2.7183")), ("floor(sqrt(50))", 7), ("round(1234.5678, 2)", F("1234.57")),
    ("ceil(10/3)", 4), ("floor(-0.5)", -1), ("round(0.5)", 1), ("round(1.005, 2)", F("1.01")),
    ("abs(-pi)", pi), ("ceiling(4.01)", 5),
]:
    add("rounding", line, F(value) if isinstance(value, int) else value)
for _ in range(10):
    x = F(rng.randint(-99999, 99999), 1000)
    d = rng.randint(0, 2)
    add("rounding", f"round({float(x)}, {d})", round_away(float(x), d))

# Statistics over lists.
def stat(f, values):
    values = [F(v) for v in values]
    if f == "mean":
        return sum(values) / len(values)
    if f == "sum":
        return sum(values)
    if f == "min":
        return min(values)
    if f == "max":
        return max(values)
    if f == "median":
        return statistics.median(values)
    if f == "variance":
        return statistics.variance(values)
    if f == "pvariance":
        return statistics.pvariance(values)
    if f == "stdev":
        v = statistics.variance(values)
        return mp.sqrt(mp.mpf(v.numerator) / v.denominator)
    if f == "pstdev":
        v = statistics.pvariance(values)
        return mp.sqrt(mp.mpf(v.numerator) / v.denominator)
    raise ValueError(f)


for line, values, f in [
    ("mean(1, 2, 3, 4)", [1, 2, 3, 4], "mean"), ("median(3, 1, 2)", [3, 1, 2], "median"),
    ("median(1, 2, 3, 4)", [1, 2, 3, 4], "median"), ("stdev(2, 4, 4, 4, 5, 5, 7, 9)", [2, 4, 4, 4, 5, 5, 7, 9], "stdev"),
    ("pstdev(2, 4, 4, 4, 5, 5, 7, 9)", [2, 4, 4, 4, 5, 5, 7, 9], "pstdev"), ("sum(1, 2, 3, 4, 5)", [1, 2, 3, 4, 5], "sum"),
    ("min(3, 1, 2)", [3, 1, 2], "min"), ("max(3, 1, 2)", [3, 1, 2], "max"), ("average(10, 20, 30)", [10, 20, 30], "mean"),
    ("variance(1, 2, 3, 4)", [1, 2, 3, 4], "variance"), ("pvariance(1, 2, 3, 4)", [1, 2, 3, 4], "pvariance"),
    ("max(-1, -5)", [-1, -5], "max"), ("min(0.5, 1/3)", [F(1, 2), F(1, 3)], "min"),
]:
    add("statistics", line, stat(f, values))
for _ in range(22):
    f = rng.choice(["mean", "median", "stdev", "pstdev", "variance", "sum", "min", "max"])
    values = [F(rng.randint(-500, 500), rng.choice([1, 1, 10, 4])) for _ in range(rng.randint(3, 8))]
    text = ", ".join(str(float(v)) if v.denominator != 1 else str(v.numerator) for v in values)
    add("statistics", f"{f}({text})", stat(f, values))

# Unit conversions, from the definitions (NIST SP 811 and the SI brochure).
inch, ft, mi, lb = F(254, 10000), F(3048, 10000), F(1609344, 1000), F(45359237, 10**8)
for line, value, unit in [
    ("5 km to mi", F(5000) / mi, "mi"), ("1 mi to km", mi / 1000, "km"), ("100 ft to m", 100 * ft, "m"),
    ("1 inch to cm", inch * 100, "cm"), ("1 lb to kg", lb, "kg"), ("1 kg to lb", 1 / lb, "lb"),
    ("1 gal to L", F(3785411784, 10**9), "L"), ("2 h to s", 7200, "s"), ("1 day to min", 1440, "min"),
    ("60 mph to km/h", 60 * mi / 1000, "km/h"), ("1 atm to Pa", 101325, "Pa"),
    ("1 psi to kPa", lb * F(980665, 100000) / (inch * inch) / 1000, "kPa"), ("1 kWh to J", 3600000, "J"),
    ("1 cal to J", F(4184, 1000), "J"), ("1 eV to J", F(1602176634, 10**28), "J"),
    ("1 ly to km", F(9460730472580800, 1000), "km"), ("1 AU to km", F(149597870700, 1000), "km"),
    ("1 acre to m^2", F(40468564224, 10**7), "m^2"), ("100 km/h to m/s", F(100000, 3600), "m/s"),
    ("1 knot to km/h", F(1852, 1000), "km/h"), ("1 oz to g", lb / 16 * 1000, "g"), ("1 mi to ft", 5280, "ft"),
    ("3 m + 20 cm", F(32, 10), "m"), ("1 L to cm^3", 1000, "cm^3"), ("1 yd to m", 3 * ft, "m"),
    ("26.2 mi to km", F(262, 10) * mi / 1000, "km"), ("1 nmi to m", 1852, "m"), ("1 bar to psi", 100000 / (lb * F(980665, 100000) / (inch * inch)), "psi"),
    ("1 mmHg to Pa", F(133322387415, 10**9), "Pa"), ("1 Torr to Pa", F(101325, 760), "Pa"), ("1 BTU to J", F(105505585262, 10**8), "J"),
    ("1 hp to W", F(745699871582270220, 10**15), "W"), ("90 km/h to mph", 90000 / mi, "mph"), ("1 week to h", 168, "h"),
    ("1 year to day", F(36525, 100), "day"), ("500 g to lb", F(1, 2) / lb, "lb"), ("1 t to kg", 1000, "kg"),
    ("1 m^3 to L", 1000, "L"), ("1 ha to m^2", 10000, "m^2"), ("1 km^2 to ha", 100, "ha"), ("1 GB to MB", 1000, "MB"),
    ("1 GiB to MiB", 1024, "MiB"), ("1 byte to bit", 8, "bit"), ("1 kcal to kJ", F(4184, 1000), "kJ"),
    ("1 MPa to bar", 10, "bar"), ("1 mL to L", F(1, 1000), "L"), ("1 µm to nm", 1000, "nm"), ("1 Å to nm", F(1, 10), "nm"),
    ("1 ft^2 to m^2", ft * ft, "m^2"), ("10 m/s to km/h", 36, "km/h"), ("1 kN to N", 1000, "N"),
    ("1 mF to µF", 1000, "µF"), ("2 mT to T", F(2, 1000), "T"), ("1 GHz to Hz", 10**9, "Hz"), ("1 kpc to parsec", 1000, "parsec"),
    ("1 rpm to Hz", F(1, 60), "Hz"), ("1 slug to kg", lb * F(980665, 100000) / ft, "kg"),
    ("1 fl oz to mL", F(3785411784, 10**9) / 128 * 1000, "mL"),
]:
    add("units", line, F(value) if isinstance(value, int) else value, unit)
for line, value, unit in [
    ("180 deg to rad", pi, "rad"), ("1 rad to deg", 180 / pi, "deg"), ("100 grad to deg", 90, "deg"),
    ("1 turn to deg", 360, "deg"), ("pi/2 rad to deg", 90, "deg"), ("45 deg to rad", pi / 4, "rad"),
]:
    add("units", line, F(value) if isinstance(value, int) else value, unit)

# Temperature.
for line, value, unit in [
    ("100 °C to °F", 212, "°F"), ("32 °F to °C", 0, "°C"), ("0 °C to K", F(27315, 100), "K"),
    ("300 K to °C", F(2685, 100), "°C"), ("-40 °F to °C", -40, "°C"), ("98.6 °F to °C", 37, "°C"),
    ("37 °C to °F", F(986, 10), "°F"), ("0 K to °F", F(-45967, 100), "°F"), ("20 °C to K", F(29315, 100), "K"),
    ("451 °F to °C", (F(451) - 32) * 5 / 9, "°C"), ("1 degF to degC", F(-155, 9), "degC"),
    ("25 degC to degF", 77, "degF"), ("-273.15 °C to K", 0, "K"), ("212 °F to K", F(37315, 100), "K"),
]:
    add("temperature", line, F(value), unit)

# Degrees, minutes and seconds.
for line, text in [("30.5° to dms", "30°30′0″"), ("12.5 deg to dms", "12°30′0″"), ("45.25° to dms", "45°15′0″"),
                   ("10.1 deg to dms", "10°6′0″"), ("1.0125° to dms", "1°0′45″")]:
    literal("dms", line, text)
for line, value in [("12°34'56\"", F(12) + F(34, 60) + F(56, 3600)), ("30°30'", F(61, 2)), ("45°15'36\"", F(45) + F(15, 60) + F(36, 3600)),
                    ("1°1'1\"", F(1) + F(1, 60) + F(1, 3600)), ("90°0'0\"", 90)]:
    add("dms", line, F(value), "°")
for line, value in [("sin(30°30')", mp.sin(rad(mp.mpf(61) / 2))), ("cos(45°)", mp.sqrt(2) / 2)]:
    add("dms", line, value)

# Percentages.
for line, value in [
    ("50+10%", 55), ("200-25%", 150), ("80*15%", 12), ("20%*50", 10), ("10%", F(1, 10)), ("100/25%", 400),
    ("1000+5%+5%", F(110250, 100)), ("50-10%", 45), ("50+(10%)", F(501, 10)), ("15%*200", 30), ("3%", F(3, 100)),
    ("120*(1+8%)", F(1296, 10)), ("99.5%", F(995, 1000)), ("250+12.5%", F(28125, 100)), ("45*100%", 45),
]:
    add("percent", line, F(value))

# Fractions.
for line, value in [
    ("1/2+1/3", F(5, 6)), ("3/4*2/3", F(1, 2)), ("½+¼", F(3, 4)), ("1 2/3 + 1/3", 2), ("2 1/2 × 4", 10),
    ("¾", F(3, 4)), ("1¾", F(7, 4)), ("(1/2)/(3/4)", F(2, 3)), ("5/8-1/4", F(3, 8)), ("1/7", F(1, 7)),
    ("22/7", F(22, 7)), ("⅓+⅔", 1), ("2/3+0.25", F(11, 12)), ("1/(1/3+1/6)", 2), ("3 1/4 - 1 3/4", F(3, 2)),
]:
    add("fractions", line, F(value))
for _ in range(10):
    a, b, c, d = (rng.randint(1, 30) for _ in range(4))
    op, f = rng.choice(ops)
    add("fractions", f"{a}/{b}{op}{c}/{d}" if op in "+-" else f"({a}/{b}){op}({c}/{d})", f(F(a, b), F(c, d)))

# Scientific notation.
for line, value in [
    ("6.022e23*2", F(6022, 1000) * 10**23 * 2), ("1.5E-3*2", F(3, 1000)), ("3e8/1e3", 300000),
    ("6.626e-34*3e8/500e-9", F(6626, 1000) * F(1, 10**34) * 3 * 10**8 / (F(500) / 10**9)), ("1e100/1e99", 10),
    ("2.5e-3+1e-4", F(26, 10000)), ("1e-30", F(1, 10**30)), ("1.2e5*1e5", 12 * 10**9), ("9.81e0*2", F(1962, 100)),
    ("1E6-1", 999999), ("2e−1", F(1, 5)), ("1e-3", F(1, 1000)), ("4.2e2+8e1", 500), ("(1.6e-19)^2", F(256, 10**40)),
    ("6.674e-11*5.972e24/6.371e6^2", F(6674, 1000) * F(1, 10**11) * F(5972, 1000) * 10**24 / (F(6371, 1000) * 10**6) ** 2),
    ("1.23e45*1e-45", F(123, 100)), ("3.0e8", 3 * 10**8), ("1e10^2", 10**20), ("5e-324*1e300", F(5, 10**24)), ("7.5e-1", F(3, 4)),
]:
    add("scientific notation", line, F(value))

# Constants.
for line, value in [
    ("pi", pi), ("2pi", 2 * pi), ("e", e), ("tau", 2 * pi), ("phi", (1 + mp.sqrt(5)) / 2), ("pi/4", pi / 4),
    ("e^pi", mp.exp(pi)), ("pi^e", pi**e), ("2*pi*5", 10 * pi), ("phi^2", ((1 + mp.sqrt(5)) / 2) ** 2),
    ("sqrt(pi)", mp.sqrt(pi)), ("π", pi), ("τ/2", pi), ("φ", (1 + mp.sqrt(5)) / 2), ("pi*5^2", 25 * pi),
    ("e^-1", 1 / e), ("1/pi", 1 / pi), ("pi^2/6", pi**2 / 6), ("4/3*pi*2^3", F(32, 3) * pi), ("e^(i*pi)", None),
    ("ln(pi)", mp.log(pi)), ("2π", 2 * pi), ("3π/2", 3 * pi / 2), ("pi+e", pi + e), ("e*e", e**2),
]:
    if value is None:
        out("constants", line, "complex numbers are outside the calculator (real numbers only)")
    else:
        add("constants", line, value)

# Other calculators' spellings of the same things.
lb_force = lb * F(980665, 100000)
for line, value, unit in [
    ("1 mile to km", mi / 1000, "km"), ("3 feet to meters", 3 * ft, "meters"), ("10 kg in lb", 10 / lb, "lb"),
    ("100 km in miles", 100000 / mi, "miles"), ("72 °F in °C", (F(72) - 32) * 5 / 9, "°C"),
    ("1 light year to km", F(9460730472580800, 1000), "km"), ("1 cup to mL", F(3785411784, 10**9) / 16 * 1000, "mL"),
    ("1 tbsp to mL", F(3785411784, 10**9) / 256 * 1000, "mL"), ("1 tsp to mL", F(3785411784, 10**9) / 768 * 1000, "mL"),
    ("1 pint to L", F(3785411784, 10**9) / 8, "L"), ("1 quart to L", F(3785411784, 10**9) / 4, "L"),
    ("1 stone to kg", 14 * lb, "kg"), ("1 mm to inch", F(1, 1000) / inch, "inch"), ("5 ft + 3 inch", F(21, 4), "ft"),
    ("1 kg*m/s^2 to N", 1, "N"), ("1 Wh to J", 3600, "J"), ("9.81 m/s^2 * 70 kg to N", F(981, 100) * 70, "N"),
    ("1 N*m to J", 1, "J"), ("1 mAh to C", F(36, 10), "C"), ("1 inch^3 to cm^3", (inch * 100) ** 3, "cm^3"),
    ("60 s to min", 1, "min"), ("2 hours to minutes", 120, "minutes"), ("1 gallon to liters", F(3785411784, 10**9), "liters"),
    ("5 pounds to kg", 5 * lb, "kg"), ("1 ounce to grams", lb / 16 * 1000, "grams"), ("1 yard to feet", 3, "feet"),
    ("1 mph to m/s", mi / 3600, "m/s"), ("1 kph to m/s", F(1000, 3600), "m/s"),
    ("100 celsius to fahrenheit", 212, "fahrenheit"), ("1 arcmin to deg", F(1, 60), "deg"),
    ("1 arcsec to deg", F(1, 3600), "deg"), ("1 lbf to N", lb_force, "N"), ("1 kgf to N", F(980665, 100000), "N"),
    ("1 dyn to N", F(1, 100000), "N"), ("1 erg to J", F(1, 10**7), "J"), ("1 mi² to km²", (mi / 1000) ** 2, "km²"),
    ("1 tonne to kg", 1000, "kg"), ("1 century to year", 100, "year"), ("1 fortnight to day", 14, "day"),
    ("20 mi/gal to km/L", 20 * mi / 1000 / F(3785411784, 10**9), "km/L"), ("1 ft·lbf to J", ft * lb_force, "J"),
]:
    add("units", line, F(value), unit)
for line, value, angle in [
    ("sin(30 deg)", F(1, 2), "rad"), ("tan(45°)", 1, "rad"), ("cos^2(30)", F(3, 4), "deg"),
    ("sin^2(1)+cos^2(1)", 1, "rad"), ("binomial(5, 2)", 10, "rad"), ("log10 100", 2, "rad"), ("ln e", 1, "rad"),
    ("sqrt 16", 4, "rad"), ("5!/3!", 20, "rad"), ("e^(ln 2)", 2, "rad"), ("log(e^2)", 2 * mp.log10(e), "rad"),
    ("√(16)", 4, "rad"), ("2√3", 2 * mp.sqrt(3), "rad"), ("hypot(3, 4)", 5, "rad"), ("sin(90)", 1, "deg"),
    ("mean(1; 2; 3)", 2, "rad"), ("1/2 + 1/4", F(3, 4), "rad"), ("cos(180°)", -1, "rad"), ("tan^2(60)", 3, "deg"),
]:
    add("other spellings", line, F(value) if isinstance(value, int) else value, angle=angle)

# More of what people type: postfix before powers, roots of negatives, sums of units.
for line, value, unit, angle in [
    ("2^3!", 64, None, "rad"), ("-2!", -2, None, "rad"), ("∛-27", -3, None, "rad"), ("√16+9", 13, None, "rad"),
    ("sinh^-1(1)", mp.asinh(1), None, "rad"), ("20 + 20%", 24, None, "rad"), ("(1+5%)^10", F(105, 100) ** 10, None, "rad"),
    ("1/2/3", F(1, 6), None, "rad"), ("round(123.456, -1)", 120, None, "rad"), ("mod(-1, 360)", 359, None, "rad"),
    ("atan(1)*4", pi, None, "rad"), ("2^1000", 2**1000, None, "rad"), ("9999999999999999 + 1", 10**16, None, "rad"),
    ("sqrt(1e-20)", F(1, 10**10), None, "rad"), ("171!", math.factorial(171), None, "rad"),
    ("cos(pi/5)", (1 + mp.sqrt(5)) / 4, None, "rad"), ("median(5)", 5, None, "rad"), ("2e3", 2000, None, "rad"),
    ("tan(pi/3)", mp.sqrt(3), None, "rad"), ("sin(-30)", F(-1, 2), None, "deg"), ("cos(-pi)", -1, None, "rad"),
    ("acos(-1)", pi, None, "rad"), ("sin(pi/12)", (mp.sqrt(6) - mp.sqrt(2)) / 4, None, "rad"),
    ("10^400/10^399", 10, None, "rad"), ("1e400*1e-400", 1, None, "rad"), ("0.1*0.1", F(1, 100), None, "rad"),
    ("3/(4/5)", F(15, 4), None, "rad"), ("round(-0.5)", -1, None, "rad"), ("exp(1)^2", e**2, None, "rad"),
    ("sqrt(2)^sqrt(2)", mp.sqrt(2) ** mp.sqrt(2), None, "rad"), ("10!/(3!*7!)", 120, None, "rad"),
    ("mean(1, 2, 3, 4, 100)", 22, None, "rad"), ("√(3^2+4^2)", 5, None, "rad"), ("e^-2", mp.exp(-2), None, "rad"),
    ("1.5e3 m to km", F(3, 2), "km", "rad"), ("2 km + 300 m", F(23, 10), "km", "rad"), ("60 km/h * 2 h", 120, "km", "rad"),
    ("100 m / 9.58 s to km/h", F(100, 1) / F(958, 100) * F(3600, 1000), "km/h", "rad"),
    ("1 kg * 9.81 m/s^2 to N", F(981, 100), "N", "rad"), ("0.5 turn to deg", 180, "deg", "rad"), ("1 kB to B", 1000, "B", "rad"),
    ("1 TiB to GiB", 1024, "GiB", "rad"), ("1 h 30 min to min", 90, "min", "rad"),
    ("5 feet 10 inches to cm", 70 * inch * 100, "cm", "rad"), ("1 yard to inches", 36, "inches", "rad"),
    ("1e6 s to day", F(10**6, 86400), "day", "rad"), ("3 ft 2 in to cm", 38 * inch * 100, "cm", "rad"),
    ("1 mile to yards", 1760, "yards", "rad"), ("10 mph to km/h", 10 * mi / 1000, "km/h", "rad"),
    ("90 min to h", F(3, 2), "h", "rad"), ("-40 °C to °F", -40, "°F", "rad"), ("1 grad to rad", pi / 200, "rad", "rad"),
]:
    if unit is None:
        add("more", line, F(value) if isinstance(value, int) else value, angle=angle)
    else:
        add("more", line, F(value) if isinstance(value, int) else value, unit, angle=angle)
for line, value in [("45° 30' 30\"", F(45) + F(30, 60) + F(30, 3600)), ("45° 30′ 30″", F(45) + F(30, 60) + F(30, 3600)),
                    ("45° 30'", F(91, 2))]:
    add("dms", line, value, "°")
literal("dms", "12° 34' 56\" to dms", "12°34′56″")
for line, text in [("0.5° to dms", "0°30′0″"), ("12.3456° to dms", "12°20′44.16″"), ("-12.5° to dms", "-12°30′0″")]:
    literal("dms", line, text)

# A second round, after other calculators' test suites (GNOME Calculator, qalc, SpeedCrunch,
# Casio/TI manuals): spellings, signs and units written as their users write them.
def value_of(v):
    return F(v) if isinstance(v, int) else v


sqrt2, sqrt3 = mp.sqrt(2), mp.sqrt(3)
for line, value in [
    # Signs and operators.
    ("+1", 1), ("+ 1", 1), ("−−1", 1), ("- -1", 1), ("−1−1", -2), ("2*-3", -6), ("-2*-3", 6), ("6÷−3", -2),
    ("(−3)÷(−6)", F(1, 2)), ("−0÷32352.689", 0), ("40000−0.001", F(39999999, 1000)), ("0.001+40000", F(40000001, 1000)),
    ("1−0.9−0.1", 0), ("1000000000000000×0.000000000000001", 1), ("(2)1+1", 3), ("(2)(1)", 2), ("4÷2(1+1)", 4),
    ("1 + 2 - 3 * 4 / 5", F(3, 5)), ("10 mod 4 / 2", 1), ("20 / 10 mod 3", 2), ("12 / 3 √4", 8), ("10 / - 2", -5),
    ("10 * - 2", -20), ("10 ^ -2", F(1, 100)), ("-10 ^ 2", -100), ("−(10^2)", -100), ("(−10)^2", 100),
    ("6 + 3!", 12), ("4 * 3!", 24), ("100 mod 3!", 4), ("5! mod 7", 1), ("24 / 3!", 4), ("4! / 6", 4), ("- 4!", -24),
    ("3! ^ 3", 216), ("3 ^ 3!", 729), ("(−√3)^2", 3), ("−1!", -1), ("−(1!)", -1), ("√5!", mp.sqrt(120)),
    ("4^3^2", 262144), ("4^(3^2)", 262144), ("(4^3)^2", 4096), ("2^-3", F(1, 8)), ("2^(−1)", F(1, 2)),
    ("2⁻¹", F(1, 2)), ("2¹⁰", 1024), ("(1+2)²", 9), ("|1−3|²", 4), ("0^0.5", 0), ("2^0", 1), ("1^1000000", 1),
    ("(-1)^1001", -1), ("(-1)^1000", 1), ("0.5^-2", 4), ("(2/3)^2", F(4, 9)), ("(-27)^(1/3)", None),
    ("2×10^3", 2000), ("2×10^−3", F(2, 1000)), ("3.5×10^4", 35000), ("1.00", 1), ("1.01", F(101, 100)), ("001", 1),
    ("1½", F(3, 2)), ("½", F(1, 2)), ("2 ½", None), ("3*(2+1)^2", 27), ("2(3)(4)", 24), ("(1+1)(2+2)(3+3)", 48),
    ("2 * (3 + 4) * 5", 70), ("((((1))))", 1), ("(1+2", 3), ("2^(1+2", 8), ("1e3", 1000), ("1E3", 1000),
    ("1.5e+3", 1500), ("1.5E-3", F(15, 10000)), ("2.5e3", 2500), ("1e0", 1), ("-1e-3", F(-1, 1000)), (".5", F(1, 2)),
    ("5.", 5), (".5+.5", 1), ("1_000_000", 10**6), ("1,000,000", 10**6), ("1,234.5", F(12345, 10)),
    ("123456789012345678901234567890+1", 123456789012345678901234567891), ("2^200", 2**200),
    ("1/3+1/3+1/3", 1), ("0.1+0.2-0.3", 0), ("100000000000000000000*3", 3 * 10**20), ("10^20+1", 10**20 + 1),
    ("1/1024", F(1, 1024)), ("7/8", F(7, 8)), ("-7/8", F(-7, 8)), ("1/-8", F(-1, 8)), ("3/4/5", F(3, 20)),
    ("2^10-1", 1023), ("9^0.5", 3), ("8^(-1/3)", F(1, 2)), ("0.25^0.5", F(1, 2)), ("1000^(1/3)", 10),
]:
    if value is None:
        continue
    add("second round", line, value_of(value))

for line, value, angle in [
    # Roots.
    ("√4", 2, "rad"), ("√4−2", 0, "rad"), ("∛8", 2, "rad"), ("∜16", 2, "rad"), ("∜81", 3, "rad"), ("√(2+2)", 2, "rad"),
    ("2√4", 4, "rad"), ("2×√4", 4, "rad"), ("√2√2", 2, "rad"), ("√(2)*√(3)", mp.sqrt(6), "rad"), ("√0", 0, "rad"),
    ("sqrt(0.25)", F(1, 2), "rad"), ("sqrt(144)", 12, "rad"), ("sqrt(1/4)", F(1, 2), "rad"), ("sqrt(2)/2", sqrt2 / 2, "rad"),
    ("cbrt(1000)", 10, "rad"), ("cbrt(0.001)", F(1, 10), "rad"), ("cbrt(-27)", -3, "rad"), ("∛(-8)", -2, "rad"),
    ("root(81, 4)", 3, "rad"), ("root(-32, 5)", -2, "rad"), ("root(2, 2)", sqrt2, "rad"), ("sqrt(3)*sqrt(3)", 3, "rad"),
    ("sqrt(10)", mp.sqrt(10), "rad"), ("sqrt(123456789)", mp.sqrt(123456789), "rad"), ("sqrt 2", sqrt2, "rad"),
    ("√ 2", sqrt2, "rad"), ("√9+√16", 7, "rad"), ("√(9+16)", 5, "rad"), ("sqrt(sqrt(16))", 2, "rad"),
    # Trigonometry as calculators' own tests write it.
    ("sin 0", 0, "deg"), ("sin 45 − 1÷√2", 0, "deg"), ("sin 20 + sin(−20)", 0, "deg"), ("sin 90", 1, "deg"),
    ("sin 180", 0, "deg"), ("2 sin 90", 2, "deg"), ("sin²45", F(1, 2), "deg"), ("cos 0", 1, "deg"),
    ("cos 45 − 1÷√2", 0, "deg"), ("cos 20 − cos (−20)", 0, "deg"), ("cos 90", 0, "deg"), ("cos 180", -1, "deg"),
    ("2 cos 0", 2, "deg"), ("cos²45", F(1, 2), "deg"), ("tan 0", 0, "deg"), ("tan 10 − sin 10÷cos 10", 0, "deg"),
    ("tan 10", mp.tan(rad(10)), "deg"), ("tan²10", mp.tan(rad(10)) ** 2, "deg"), ("cos⁻¹ 0", 90, "deg"),
    ("cos⁻¹ 1", 0, "deg"), ("cos⁻¹ (−1)", 180, "deg"), ("cos⁻¹ (1÷√2)", 45, "deg"), ("acos 0", 90, "deg"),
    ("acos 1", 0, "deg"), ("sin⁻¹ 0", 0, "deg"), ("sin⁻¹ 1", 90, "deg"), ("sin⁻¹ (−1)", -90, "deg"),
    ("sin⁻¹ (1÷√2)", 45, "deg"), ("asin 0", 0, "deg"), ("asin 1", 90, "deg"), ("tan⁻¹ 1", 45, "deg"),
    ("4 ^ sin 30", 2, "deg"), ("4 ^ (sin 30)", 2, "deg"), ("4 ^ sin (30)", 2, "deg"), ("sin (30) ^ 4", F(1, 16), "deg"),
    ("sin 30 ^ 4", F(1, 16), "deg"), ("sin (30 ^ 4)", 0, "deg"), ("sin (-30)", F(-1, 2), "deg"), ("sin - 30", F(-1, 2), "deg"),
    ("cos 5!", F(-1, 2), "deg"), ("sin 6!", 0, "deg"), ("sin(30)+cos(60)", 1, "deg"), ("tan(30)", 1 / sqrt3, "deg"),
    ("sin(60)", sqrt3 / 2, "deg"), ("cos(30)", sqrt3 / 2, "deg"), ("tan(60)", sqrt3, "deg"), ("sin(45)^2", F(1, 2), "deg"),
    ("sin(-90)", -1, "deg"), ("cos(-180)", -1, "deg"), ("sin(720)", 0, "deg"), ("cos(1080)", 1, "deg"),
    ("sin(37)", mp.sin(rad(37)), "deg"), ("cos(53)", mp.cos(rad(53)), "deg"), ("tan(89.9)", mp.tan(rad(mp.mpf("89.9"))), "deg"),
    ("sin(0.5)", mp.sin(rad(mp.mpf("0.5"))), "deg"), ("asin(-0.5)", -30, "deg"), ("acos(-0.5)", 120, "deg"),
    ("atan(-1)", -45, "deg"), ("atan(1/√3)", 30, "deg"), ("acos(√3/2)", 30, "deg"), ("asin(√2/2)", 45, "deg"),
    ("atan2(1, 0)", 90, "deg"), ("atan2(0, -1)", 180, "deg"), ("sin(pi rad)", 0, "deg"), ("sin(100 grad)", 1, "deg"),
    ("sin (π÷2)", 1, "rad"), ("sin(π/2)", 1, "rad"), ("cos(π)", -1, "rad"), ("tan(π/4)", 1, "rad"), ("sin(π/3)", sqrt3 / 2, "rad"),
    ("cos(2π/3)", F(-1, 2), "rad"), ("sin(-π/2)", -1, "rad"), ("sin(0)", 0, "rad"), ("cos(0)", 1, "rad"),
    ("sin(3)", mp.sin(3), "rad"), ("cos(-2)", mp.cos(2), "rad"), ("tan(0.1)", mp.tan(mp.mpf("0.1")), "rad"),
    ("sin(90°)", 1, "rad"), ("cos(60°)", F(1, 2), "rad"), ("sin(45°)^2", F(1, 2), "rad"), ("sin(1)/cos(1)", mp.tan(1), "rad"),
    ("asin(1)*2", pi, "rad"), ("acos(-1)/2", pi / 2, "rad"), ("atan(1)", pi / 4, "rad"), ("atan(-1)", -pi / 4, "rad"),
    ("asin(-1)", -pi / 2, "rad"), ("acos(1)", 0, "rad"), ("atan(0)", 0, "rad"), ("atan(1e10)", mp.atan(10**10), "rad"),
    ("sin^2(pi/4)", F(1, 2), "rad"), ("cos^2(pi/3)", F(1, 4), "rad"), ("tan^2(pi/3)", 3, "rad"),
    ("sec(0)", 1, "rad"), ("csc(pi/2)", 1, "rad"), ("cot(pi/4)", 1, "rad"), ("sec(pi)", -1, "rad"),
    ("cosh 0", 1, "rad"), ("sinh 0", 0, "rad"), ("sinh (−10) + sinh 10", 0, "rad"), ("cosh² (−5) − sinh² (−5)", 1, "rad"),
    ("tanh 0", 0, "rad"), ("atanh 0", 0, "rad"), ("atanh (1÷10) − 0.5 ln(11÷9)", 0, "rad"),
    ("sinh(ln(2))", F(3, 4), "rad"), ("cosh(ln(2))", F(5, 4), "rad"), ("tanh(ln(3))", F(4, 5), "rad"),
    ("asinh(0)", 0, "rad"), ("acosh(1)", 0, "rad"), ("sinh(2)", mp.sinh(2), "rad"), ("cosh(-1)", mp.cosh(1), "rad"),
    ("tanh(-0.5)", mp.tanh(-0.5), "rad"), ("asinh(10)", mp.asinh(10), "rad"), ("acosh(1.5)", mp.acosh(1.5), "rad"),
    ("atanh(0.9)", mp.atanh(mp.mpf("0.9")), "rad"), ("sinh^-1(2)", mp.asinh(2), "rad"), ("cosh⁻¹(2)", mp.acosh(2), "rad"),
    ("tanh⁻¹(0.5)", mp.atanh(0.5), "rad"),
]:
    add("second round", line, value_of(value), angle=angle)

for line, value in [
    # Logarithms and exponentials.
    ("log 0.01", -2), ("log 1", 0), ("log 2", mp.log10(2)), ("log 10", 1), ("2 log 2", 2 * mp.log10(2)), ("ln 1", 0),
    ("ln 2", mp.log(2)), ("ln e", 1), ("2 ln 2", 2 * mp.log(2)), ("ln(e^2)", 2), ("ln(e)^2", 1), ("ln(1/e)", -1),
    ("log(1/1000)", -3), ("log10(0.1)", -1), ("log2(2)", 1), ("log2(1/8)", -3), ("log2(1000)", mp.log(1000, 2)),
    ("log(27, 3)", 3), ("log(1, 10)", 0), ("log(10, 100)", F(1, 2)), ("log(2^50, 2)", 50), ("ln(10)/ln(2)", mp.log(10, 2)),
    ("e^ln(3)", 3), ("10^log(5)", 5), ("exp(0)", 1), ("exp(2)", e**2), ("exp(-2)", mp.exp(-2)), ("exp(0.5)", mp.sqrt(e)),
    ("e^(-0.5)", mp.exp(-0.5)), ("e^0.5", mp.sqrt(e)), ("e^1", e), ("e^0", 1), ("e", e), ("2e", 2 * e), ("e^2*e^3", mp.exp(5)),
    ("exp(ln(2)*10)", 1024), ("ln(2)+ln(3)", mp.log(6)), ("ln 100 / ln 10", 2), ("log(1e-10)", -10), ("log(1e300)", 300),
    ("lg(100)", 2), ("lg(1000)", 3), ("log₁₀ 10", 1), ("log₂ 2", 1), ("log₂(8)", 3), ("log₁₀(1000)", 3),
    # Factorials, combinations.
    ("0!", 1), ("1!", 1), ("5!", 120), ("3.5!", mp.gamma(4.5)), ("(2+3)!", 120), ("5!*2", 240), ("2*5!", 240), ("5!^2", 14400),
    ("(5!)^2", 14400), ("10!/(10-3)!", 720), ("13!", math.factorial(13)), ("40!", math.factorial(40)), ("3!!", 3),
    ("5!!", 15), ("6!!", 48), ("7!!", 105), ("8!!", 384), ("0!!", 1), ("1!!", 1), ("10!!", 3840),
    ("ncr(5, 2)", 10), ("npr(5, 2)", 20), ("nCr(10, 0)", 1), ("nCr(10, 10)", 1), ("nCr(6, 3)", 20), ("nPr(6, 6)", 720),
    ("5 nCr 2", 10), ("5 nPr 2", 20), ("52 nCr 13", math.comb(52, 13)), ("ncr(1000, 2)", math.comb(1000, 2)),
    ("comb(10, 4)", 210), ("perm(10, 4)", 5040), ("binomial(8, 3)", 56), ("nCr(5, 6)", 0),
    # Whole numbers, rounding, remainders.
    ("0 mod 7", 0), ("6 mod 7", 6), ("7 mod 7", 0), ("8 mod 7", 1), ("−1 mod 7", 6), ("21 mod 9", 3), ("21 mod -9", -6),
    ("-21 mod 9", 6), ("-21 mod -9", -3), ("2^100 mod 7", 2**100 % 7), ("10.5 mod 3", F(3, 2)), ("mod(17, 5)", 2),
    ("mod(-17, 5)", 3), ("mod(17, -5)", -3), ("gcd(0, 5)", 5), ("gcd(-12, 18)", 6), ("gcd(2^40, 6^20)", math.gcd(2**40, 6**20)),
    ("lcm(1, 2, 3, 4, 5, 6, 7, 8, 9, 10)", 2520), ("lcm(0, 5)", 0), ("gcd(48, 180)", 12), ("lcm(48, 180)", 720),
    ("sgn 0", 0), ("sgn 3", 1), ("sgn −3", -1), ("sgn(-0.5)", -1), ("sign(0)", 0), ("abs 1", 1), ("abs (−1)", 1),
    ("abs -5", 5), ("|1|", 1), ("|−1|", 1), ("|3−5|", 2), ("|-2|*|3|", 6), ("abs(-2.5)", F(5, 2)), ("abs(0)", 0),
    ("⌊3⌋", 3), ("⌈3⌉", 3), ("⌊−3⌋", -3), ("⌊3.2⌋", 3), ("⌈3.2⌉", 4), ("⌊−3.2⌋", -4), ("⌈−3.2⌉", -3), ("⌊3.5⌋", 3),
    ("⌈3.5⌉", 4), ("⌊−3.5⌋", -4), ("⌈−3.5⌉", -3), ("⌊3.7⌋", 3), ("⌈3.7⌉", 4), ("⌊−3.7⌋", -4), ("⌈−3.7⌉", -3),
    ("floor(3)", 3), ("floor(-3)", -3), ("floor(0.999)", 0), ("ceil(0.001)", 1), ("ceil(-0.999)", 0), ("floor(1e20+0.5)", 10**20),
    ("round(3.5)", 4), ("round(-3.5)", -4), ("round(3.49)", 3), ("round(1.23456, 3)", F("1.235"), ), ("round(-1.5)", -2),
    ("round(2.5, 0)", 3), ("round(0.125, 2)", F("0.13")), ("round(1234, -2)", 1200), ("round(1/3, 4)", F("0.3333")),
    ("trunc(-0.5)", 0), ("trunc(2.999)", 2), ("trunc(-2.999)", -2), ("int(3.7)", 3), ("int(-3.7)", -3), ("int(5)", 5),
    ("frac(1.75)", F(3, 4)), ("frac(5)", 0), ("frac(-1.25)", F(-1, 4)),
    # Percent and per mille.
    ("100%", 1), ("1%", F(1, 100)), ("100+1%", 101), ("100−1%", 99), ("100×1%", 1), ("100÷1%", 10000), ("1+100%", 2),
    ("(1+100%)", 2), ("(1+100%)^2", 4), ("(((100−20)−50%)+20)", 60), ("100 - 20%", 80), ("100 - 20% * 100", 80),
    ("100 - 100 * 20%", 80), ("100 + 20%", 120), ("100 + 20% * 100", 120), ("100 + 100 * 20%", 120),
    ("(50+50)+10%", 110), ("(50+50)-10%", 90), ("200*5%", 10), ("5%*200", 10), ("50%", F(1, 2)), ("0.5%", F(1, 200)),
    ("12.5%*80", 10), ("80+0%", 80), ("15% of 80", 12), ("50% of 3", F(3, 2)), ("1000-100%", 0), ("5‰", F(5, 1000)), ("1000*5‰", 5), ("25‰", F(1, 40)),
    # Constants.
    ("π", pi), ("pi", pi), ("2π", 2 * pi), ("π/2", pi / 2), ("π²", pi**2), ("π^2", pi**2), ("√π", mp.sqrt(pi)), ("1/π", 1 / pi),
    ("π*2^2", 4 * pi), ("2πr", None), ("τ", 2 * pi), ("tau/4", pi / 2), ("phi-1", (mp.sqrt(5) - 1) / 2), ("1/phi", (mp.sqrt(5) - 1) / 2),
    ("φ^2-φ", 1), ("e^π-π", mp.exp(pi) - pi), ("πe", pi * e), ("eπ", e * pi), ("3π", 3 * pi), ("π3", None),
    ("sin(π)", 0), ("cos(τ)", 1), ("ln(π)", mp.log(pi)), ("π!", mp.gamma(pi + 1)), ("e!", mp.gamma(e + 1)),
    ("0.5π", pi / 2), ("π÷4", pi / 4), ("-π", -pi), ("(π)", pi), ("pi()", None), ("π(2)", 2 * pi),
    # Bases and bits, as literals in everyday lines.
    ("0x1F", 31), ("0X1F", 31), ("0xff", 255), ("0xFF+1", 256), ("0b101", 5), ("0B101", 5), ("0o17", 15), ("0O17", 15),
    ("0x10*2", 32), ("0b1111_0000", 240), ("0xA+0xB", 21), ("0x0", 0), ("0b0", 0), ("-0x10", -16), ("0xFFFFFFFF", 2**32 - 1),
    ("3 and 5", 1), ("3 or 5", 7), ("3 xor 5", 6), ("1<<2", 4), ("32>>3", 4), ("1<<63", 2**63), ("0x1 << 0x10", 65536),
    ("6 & 3", 2), ("6 | 3", 7), ("~0", -1), ("not 5", -6),
    # Statistics and lists.
    ("sum(1, 2, 3)", 6), ("mean(2, 4)", 3), ("median(1, 3, 2, 4)", F(5, 2)), ("max(1, 2, 3)", 3), ("min(-1, -2)", -2),
    ("avg(1, 2, 3, 4)", F(5, 2)), ("max(pi, e)", pi), ("min(1/3, 0.3)", F(3, 10)), ("hypot(5, 12)", 13), ("hypot(1, 1)", sqrt2),
    ("stdev(1, 2, 3, 4, 5)", mp.sqrt(F(5, 2).numerator / mp.mpf(2))), ("variance(2, 4, 6)", 4), ("pstdev(1, 3)", 1),
]:
    if value is None:
        continue
    add("second round", line, value_of(value))

for line, value, angle in [
    # Function names in capitals, as keypads print them; bases written with 'in'.
    ("SIN(30)", F(1, 2), "deg"), ("Sin 30", F(1, 2), "deg"), ("COS(60)", F(1, 2), "deg"), ("TAN(45)", 1, "deg"),
    ("Sqrt(4)", 2, "rad"), ("SQRT(2)", sqrt2, "rad"), ("LN(2)", mp.log(2), "rad"), ("Log(100)", 2, "rad"),
    ("LOG(1000)", 3, "rad"), ("ABS(-2)", 2, "rad"), ("EXP(1)", e, "rad"), ("NCR(5, 2)", 10, "rad"), ("Max(1, 2)", 2, "rad"),
    ("ASIN(1)", 90, "deg"), ("Round(2.5)", 3, "rad"), ("FLOOR(2.5)", 2, "rad"), ("PI", pi, "rad"), ("Pi/2", pi / 2, "rad"),
    ("0b1010 in dec", 10, "rad"), ("0xFF in dec", 255, "rad"), ("0o17 in dec", 15, "rad"), ("0x1F to dec", 31, "rad"),
    # SpeedCrunch's and qalc's names for whole division, remainders, products.
    ("idiv(7, 2)", 3, "rad"), ("idiv(-7, 2)", -3, "rad"), ("idiv(100, 7)", 14, "rad"), ("rem(7, 3)", 1, "rad"),
    ("rem(-7, 3)", -1, "rad"), ("rem(7, -3)", 1, "rad"), ("rem(7.5, 2)", F(3, 2), "rad"), ("nthroot(27, 3)", 3, "rad"),
    ("nthroot(2, 2)", sqrt2, "rad"), ("product(1, 2, 3, 4)", 24, "rad"), ("prod(2, 0.5)", 1, "rad"),
    ("geomean(1, 2, 4)", 2, "rad"), ("geomean(2, 3)", mp.sqrt(6), "rad"), ("ld(8)", 3, "rad"), ("ld(10)", mp.log(10, 2), "rad"),
    # A function's name and a whole number typed together, as on a keypad.
    ("sin30", F(1, 2), "deg"), ("cos60+1", F(3, 2), "deg"), ("2sin30", 1, "deg"), ("tan45", 1, "deg"), ("asin1", 90, "deg"),
    ("log100", 2, "rad"), ("log1000", 3, "rad"), ("ln2", mp.log(2), "rad"), ("sqrt16", 4, "rad"), ("exp1", e, "rad"),
    ("ln10", mp.log(10), "rad"), ("sin2", mp.sin(2), "rad"),
    # Other calculators' names: TI's iPart and fPart, R's sd, MATLAB's std, signum, choose.
    ("log_2(8)", 3, "rad"), ("log_10(1000)", 3, "rad"), ("log_3 81", 4, "rad"), ("std(1, 2, 3)", 1, "rad"),
    ("sd(2, 4, 4, 4, 5, 5, 7, 9)", mp.sqrt(mp.mpf(32) / 7), "rad"), ("signum(-3)", -1, "rad"), ("iPart(-1.5)", -1, "rad"),
    ("fPart(-1.5)", F(-1, 2), "rad"), ("acosec(2)", 30, "deg"), ("choose(10, 5)", 252, "rad"), ("modulo(-7, 3)", 2, "rad"),
]:
    add("second round", line, value_of(value), angle=angle)
for line, text in [("10 in hex", "0xA"), ("255 in bin", "0b11111111"), ("8 in oct", "0o10"), ("255 to hex", "0xFF"),
                   ("10 in binary", "0b1010"), ("10 in hexadecimal", "0xA")]:
    literal("second round", line, text)

gal = F(3785411784, 10**9)
for line, value, unit in [
    ("100 gradians in degrees", 90, "degrees"), ("1 meter in mm", 1000, "mm"), ("1m in mm", 1000, "mm"),
    ("1 inch in cm", F(254, 100), "cm"), ("1m² in mm²", 10**6, "mm²"), ("1 m^2 in mm^2", 10**6, "mm^2"),
    ("1m³ in mm³", 10**9, "mm³"), ("1 m^3 in L", 1000, "L"), ("1 kg in pounds", 1 / lb, "pounds"),
    ("1 minute in seconds", 60, "seconds"), ("1s in ms", 1000, "ms"), ("1000 Joule in kJ", 1, "kJ"),
    ("1 MJ in Joule", 10**6, "Joule"), ("3.6 MJ in kilowatthour", 1, "kilowatthour"), ("1 kWh in Megajoules", F(36, 10), "Megajoules"),
    ("100degC in degF", 212, "degF"), ("0degC in degF", 32, "degF"), ("0 K in degC", F(-27315, 100), "degC"),
    ("1 °C in °F", F(338, 10), "°F"), ("1000 bits in bytes", 125, "bytes"), ("1000 bits in nibbles", 250, "nibbles"),
    ("1000 bytes in kilobytes", 1, "kilobytes"), ("1 kB in bits", 8000, "bits"), ("10 kB in B", 10000, "B"),
    ("100 MB in kilobytes", 100000, "kilobytes"), ("10000 MB in GB", 10, "GB"), ("1000 GB in petabytes", F(1, 1000), "petabytes"),
    ("1 GB in MiB", F(10**9, 2**20), "MiB"), ("1 mebibit in B", 131072, "B"), ("10 kibibytes in bit", 81920, "bit"),
    ("1000 GiB in tebibytes", F(1000, 1024), "tebibytes"), ("100 MiB in Gib", F(100 * 8, 1024), "Gib"),
    ("10 TiB in MiB", 10 * 2**20, "MiB"), ("10 pebibytes in TiB", 10240, "TiB"),
    ("1 km to m", 1000, "m"), ("1 m to cm", 100, "cm"), ("1 cm to mm", 10, "mm"), ("1 ft to in", 12, "in"),
    ("12 in to ft", 1, "ft"), ("1 in to mm", F(254, 10), "mm"), ("1 yd to ft", 3, "ft"), ("1 km to ft", 1000 / ft, "ft"),
    ("10 km to miles", 10000 / mi, "miles"), ("1 mile to m", mi, "m"), ("1 nmi to km", F(1852, 1000), "km"),
    ("6 ft to m", 6 * ft, "m"), ("180 cm to ft", F(18, 10) / ft, "ft"), ("1 mm to µm", 1000, "µm"), ("1 nm to m", F(1, 10**9), "m"),
    ("1 lb to oz", 16, "oz"), ("1 kg to g", 1000, "g"), ("1 g to mg", 1000, "mg"), ("1 mg to µg", 1000, "µg"),
    ("1 ton to kg", 2000 * lb, "kg"), ("1 tonne to lb", 1000 / lb, "lb"), ("150 lb to kg", 150 * lb, "kg"),
    ("1 st to lb", 14, "lb"), ("1 ct to g", F(2, 10), "g"), ("1 L to mL", 1000, "mL"), ("1 L to gal", 1 / gal, "gal"),
    ("1 gal to qt", 4, "qt"), ("1 gal to pt", 8, "pt"), ("1 cup to tbsp", 16, "tbsp"), ("1 tbsp to tsp", 3, "tsp"),
    ("1 ml to cm^3", 1, "cm^3"), ("1 cc to mL", 1, "mL"), ("1 m^3 to ft^3", 1 / ft**3, "ft^3"), ("1 ha to acre", 10000 / F(40468564224, 10**7), "acre"),
    ("1 km^2 to m^2", 10**6, "m^2"), ("1 acre to ft^2", 43560, "ft^2"), ("1 sq ft to m^2", ft * ft, "m^2"),
    ("1 h to min", 60, "min"), ("1 min to s", 60, "s"), ("1 day to h", 24, "h"), ("1 week to day", 7, "day"),
    ("1 year to s", F(36525, 100) * 86400, "s"), ("3600 s to h", 1, "h"), ("1 ms to µs", 1000, "µs"), ("1 hour to seconds", 3600, "seconds"),
    ("1 m/s to km/h", F(36, 10), "km/h"), ("100 km/h to mph", 100000 / mi, "mph"), ("1 knot to m/s", F(1852, 3600), "m/s"),
    ("1 c to m/s", None, "m/s"), ("1 mph to km/h", mi / 1000, "km/h"), ("1 ft/s to m/s", ft, "m/s"),
    ("1 J to cal", F(1000, 4184), "cal"), ("1 kcal to J", 4184, "J"), ("1 kWh to MJ", F(36, 10), "MJ"), ("1 W to hp", 1 / F(745699871582270220, 10**15), "hp"),
    ("1 kW to W", 1000, "W"), ("1 eV to J", F(1602176634, 10**28), "J"), ("1 Wh to kJ", F(36, 10), "kJ"), ("1 BTU to kJ", F(105505585262, 10**11), "kJ"),
    ("1 bar to Pa", 100000, "Pa"), ("1 atm to bar", F(101325, 100000), "bar"), ("1 atm to psi", 101325 / (lb * F(980665, 100000) / (inch * inch)), "psi"),
    ("1 kPa to Pa", 1000, "Pa"), ("1 hPa to Pa", 100, "Pa"), ("1 atm to mmHg", F(101325, 1) / F(133322387415, 10**9), "mmHg"),
    ("1 N to dyn", 100000, "dyn"), ("1 kgf to lbf", 1 / lb, "lbf"), ("1 Hz to rpm", 60, "rpm"), ("1 kHz to Hz", 1000, "Hz"),
    ("1 MHz to kHz", 1000, "kHz"), ("1 mA to A", F(1, 1000), "A"), ("1 kV to V", 1000, "V"), ("1 kΩ to Ω", 1000, "Ω"),
    ("1 µF to nF", 1000, "nF"), ("1 pF to F", F(1, 10**12), "F"), ("1 Ah to C", 3600, "C"), ("1 V*A to W", 1, "W"),
    ("1 furlong to m", 660 * ft, "m"), ("1 chain to ft", 66, "ft"), ("1 rod to m", F(33, 2) * ft, "m"), ("1 fathom to ft", 6, "ft"),
    ("1 league to km", 3 * mi / 1000, "km"), ("1 hand to cm", 4 * inch * 100, "cm"), ("1 mil to mm", inch, "mm"),
    ("1 thou to µm", inch * 1000, "µm"), ("1 micron to nm", 1000, "nm"), ("1 millennium to year", 1000, "year"),
    ("1 °Ra to K", F(5, 9), "K"), ("1 m3 to L", 1000, "L"), ("1 m2 to cm2", 10000, "cm2"), ("1 km2 to m2", 10**6, "m2"), ("5 ft2 to m2", 5 * ft * ft, "m2"),
    ("2 in3 to cm3", 2 * (inch * 100) ** 3, "cm3"), ("1 deg to rad", pi / 180, "rad"), ("90 deg to rad", pi / 2, "rad"), ("2 rad to deg", 360 / pi, "deg"), ("1 rev to deg", 360, "deg"),
    ("360 deg to turn", 1, "turn"), ("1 arcmin to arcsec", 60, "arcsec"), ("200 grad to deg", 180, "deg"),
    ("0 °F to °C", F(-160, 9), "°C"), ("100 °F to °C", F(340, 9), "°C"), ("-40 °C to K", F(23315, 100), "K"), ("373.15 K to °C", 100, "°C"),
    ("50 °F to K", F(28315, 100), "K"), ("0 °C to °F", 32, "°F"), ("20 °C to °F", 68, "°F"), ("1 K to °C", F(-27215, 100), "°C"),
    ("5 m + 5 m", 10, "m"), ("2 m * 3 m", 6, "m²"), ("10 m / 2 s", 5, "m/s"), ("1 km + 500 m", F(3, 2), "km"),
    ("1 h + 30 min", F(3, 2), "h"), ("100 m / 10 s to km/h", 36, "km/h"), ("2 kg * 3 m/s^2 to N", 6, "N"),
    ("1 mi/h to m/s", mi / 3600, "m/s"), ("1 L/100km", None, ""), ("5 km in m", 5000, "m"), ("3 h in min", 180, "min"),
    ("1 ly in AU", F(9460730472580800, 149597870700), "AU"), ("1 pc to ly", None, "ly"), ("1 mile in feet", 5280, "feet"),
    ("1 foot in inches", 12, "inches"), ("2 pounds in ounces", 32, "ounces"), ("1 liter in milliliters", 1000, "milliliters"),
    ("1 kilometer in meters", 1000, "meters"), ("1 kilogram in grams", 1000, "grams"), ("1 Kilogram in grams", 1000, "grams"),
    ("1 Meter in cm", 100, "cm"), ("2 Hours in minutes", 120, "minutes"), ("1 Liter in mL", 1000, "mL"),
]:
    if value is None:
        continue
    add("second round units", line, value_of(value), unit)

# A third round, after GNOME Calculator's, qalc's and SpeedCrunch's tests and the Casio, TI and
# Android manuals' worked examples: signs, spellings and the conversions people do every day.
sqrt5 = mp.sqrt(5)
third_start = len(rows)
for line, value, angle in [
    # Operators written as people type them.
    ("2 ** 3", 8, "rad"), ("2·3", 6, "rad"), ("2⋅3", 6, "rad"), ("2 × 3 × 4", 24, "rad"), ("12 ÷ 4 ÷ 3", 1, "rad"),
    ("−2 × −3", 6, "rad"), ("−5+3", -2, "rad"), ("3 − −2", 5, "rad"), ("+5-+3", 2, "rad"), ("−(−(−1))", -1, "rad"),
    ("-(3+4)", -7, "rad"), ("−3−3", -6, "rad"), ("3*-2", -6, "rad"), ("-3!", -6, "rad"), ("−1^2", -1, "rad"),
    ("(−1)^2", 1, "rad"), ("-2^-2", F(-1, 4), "rad"), ("-√4", -2, "rad"), ("-0", 0, "rad"), ("-2^0.5", -sqrt2, "rad"),
    ("3 + 4 × 2 ÷ (1 − 5) ^ 2 ^ 3", 3 + F(8, 65536), "rad"), ("2 × (3 + 4) − 5 ÷ (2 + 3)", 13, "rad"),
    ("100 ÷ 4 ÷ 5", 5, "rad"), ("2^3*4", 32, "rad"), ("2*3^2", 18, "rad"), ("2^3^0", 2, "rad"), ("1/0.25", 4, "rad"),
    ("0.1*0.2", F(2, 100), "rad"), ("12345679*9", 111111111, "rad"), ("10 / 3", F(10, 3), "rad"), ("2/3", F(2, 3), "rad"),
    ("1/7*7", 1, "rad"), ("9.99+0.01", 10, "rad"), ("1000000*1000000", 10**12, "rad"), ("1e308*10", 10**309, "rad"),
    ("4!/(2!*2!)", 6, "rad"), ("20!/18!", 380, "rad"), ("5!/(2!*3!)", 10, "rad"), ("0.3-0.1", F(1, 5), "rad"),
    ("1.1*1.1", F(121, 100), "rad"), ("3.0*2.0", 6, "rad"), ("7 - 10", -3, "rad"), ("0.000001*1000000", 1, "rad"),
    # Parentheses, nested and implicit.
    ("((2+3)*(4-1))^2", 225, "rad"), ("(((1+1)))", 2, "rad"), ("2*(3*(4*(5+1)))", 144, "rad"), ("((1+2)*3+4)*5", 65, "rad"),
    ("1/(2/(3/4))", F(3, 8), "rad"), ("2(3)^2", 18, "rad"), ("-2(3)", -6, "rad"), ("2(-3)", -6, "rad"), ("(2+3)4", 20, "rad"),
    ("2(3+4)(5)", 70, "rad"), ("3 sqrt(2)", 3 * sqrt2, "rad"), ("2 pi", 2 * pi, "rad"), ("2 π", 2 * pi, "rad"),
    ("4π²", 4 * pi**2, "rad"), ("2π/3", 2 * pi / 3, "rad"), ("π/180", pi / 180, "rad"), ("180/π", 180 / pi, "rad"),
    ("2(pi)", 2 * pi, "rad"), ("pi*2", 2 * pi, "rad"), ("e*2", 2 * e, "rad"), ("2e*3", 6 * e, "rad"), ("e/2", e / 2, "rad"),
    ("(1+2)(3)", 9, "rad"), ("5(2)+3", 13, "rad"), ("√16(2)", 8, "rad"),
    # Superscripts and Unicode signs.
    ("5⁰", 1, "rad"), ("10³", 1000, "rad"), ("2⁻³", F(1, 8), "rad"), ("(−2)³", -8, "rad"), ("2²+3²", 13, "rad"),
    ("3²×2", 18, "rad"), ("√(16)", 4, "rad"), ("∛27", 3, "rad"), ("∛(27)", 3, "rad"), ("∛-8", -2, "rad"), ("√16", 4, "rad"),
    ("√25+√144", 17, "rad"), ("√0.81", F(9, 10), "rad"), ("1÷4", F(1, 4), "rad"), ("−1÷8", F(-1, 8), "rad"),
    # Powers and roots.
    ("3^4", 81, "rad"), ("5^3", 125, "rad"), ("2^16", 65536, "rad"), ("10^6", 10**6, "rad"), ("(-3)^3", -27, "rad"),
    ("(-2)^-2", F(1, 4), "rad"), ("4^0.5", 2, "rad"), ("27^(1/3)", 3, "rad"), ("32^(1/5)", 2, "rad"), ("81^0.25", 3, "rad"),
    ("(1/2)^3", F(1, 8), "rad"), ("sqrt(81)", 9, "rad"), ("sqrt(2.25)", F(3, 2), "rad"), ("sqrt(1/9)", F(1, 3), "rad"),
    ("cbrt(64)", 4, "rad"), ("cbrt(125)", 5, "rad"), ("cbrt(-1000)", -10, "rad"), ("root(16, 4)", 2, "rad"),
    ("root(1000, 3)", 10, "rad"), ("nthroot(32, 5)", 2, "rad"), ("√(√16)", 2, "rad"), ("√3*√12", 6, "rad"), ("√8/√2", 2, "rad"),
    ("10^0.5", mp.sqrt(10), "rad"), ("10^(1/3)", mp.cbrt(10), "rad"), ("2^(-0.5)", 1 / sqrt2, "rad"), ("e^3", e**3, "rad"),
    ("e^(1/2)", mp.sqrt(e), "rad"), ("exp(3)", e**3, "rad"), ("e^-1", 1 / e, "rad"), ("1.05^10", F(105, 100) ** 10, "rad"),
    ("1.5e3", 1500, "rad"), ("1.5E+3", 1500, "rad"), ("6.02e+23", 602 * 10**21, "rad"), ("1e+10", 10**10, "rad"),
    ("1.0E+10", 10**10, "rad"), ("1.23E-4", F(123, 10**6), "rad"), ("4.5e-3/1.5e-3", 3, "rad"), ("5e2+5e1", 550, "rad"),
    ("3e8^2", 9 * 10**16, "rad"), ("1e-3*1e3", 1, "rad"), ("1.6e-19*6.25e18", 1, "rad"), ("2.998e8*2", 5996 * 10**5, "rad"),
    # Logarithms.
    ("log 1000", 3, "rad"), ("log10(1000)", 3, "rad"), ("log(8)/log(2)", 3, "rad"), ("log2 8", 3, "rad"), ("log2(16)", 4, "rad"),
    ("ln(e)", 1, "rad"), ("ln(e^5)", 5, "rad"), ("ln(exp(2))", 2, "rad"), ("exp(ln(10))", 10, "rad"), ("log(100, 10)", 2, "rad"),
    ("log(9, 3)", 2, "rad"), ("lg 100", 2, "rad"), ("log(0.5)", mp.log10(0.5), "rad"), ("log(3)", mp.log10(3), "rad"),
    ("ln(100)", mp.log(100), "rad"), ("ln(0.1)", mp.log(mp.mpf("0.1")), "rad"), ("log2(0.5)", -1, "rad"), ("log2(64)", 6, "rad"),
    ("log(32, 2)", 5, "rad"), ("log(1/8, 2)", -3, "rad"), ("log(125, 5)", 3, "rad"), ("log(0.25, 2)", -2, "rad"),
    ("ln(3)", mp.log(3), "rad"), ("log(7)", mp.log10(7), "rad"), ("LOG 1000", 3, "rad"), ("Ln(e)", 1, "rad"),
    ("log10(2)+log10(5)", 1, "rad"), ("ln(2)*2", 2 * mp.log(2), "rad"), ("log(10^7)", 7, "rad"), ("ln(e^-2)", -2, "rad"),
    # Trigonometry in degrees.
    ("sin(390)", F(1, 2), "deg"), ("cos(-60)", F(1, 2), "deg"), ("tan(-45)", -1, "deg"), ("tan(225)", 1, "deg"),
    ("cos(240)", F(-1, 2), "deg"), ("sin(315)", -sqrt2 / 2, "deg"), ("tan(330)", -1 / sqrt3, "deg"), ("sec(45)", sqrt2, "deg"),
    ("csc(45)", sqrt2, "deg"), ("cot(60)", 1 / sqrt3, "deg"), ("cot(90)", 0, "deg"), ("sec(180)", -1, "deg"),
    ("asin(0.5)+acos(0.5)", 90, "deg"), ("acos(-√3/2)", 150, "deg"), ("atan(-√3)", -60, "deg"), ("asin(-√3/2)", -60, "deg"),
    ("atan2(1, √3)", 30, "deg"), ("atan2(-1, 0)", -90, "deg"), ("atan(0.5)", deg(mp.atan(0.5)), "deg"),
    ("sin(75)", (mp.sqrt(6) + sqrt2) / 4, "deg"), ("cos(15)", (mp.sqrt(6) + sqrt2) / 4, "deg"), ("tan(15)", 2 - sqrt3, "deg"),
    ("sin(18)", (sqrt5 - 1) / 4, "deg"), ("cos(36)", (1 + sqrt5) / 4, "deg"), ("sin 60", sqrt3 / 2, "deg"),
    ("cos 30", sqrt3 / 2, "deg"), ("tan 60", sqrt3, "deg"), ("sin(45)*cos(45)", F(1, 2), "deg"), ("2*sin(15)*cos(15)", F(1, 2), "deg"),
    ("sin(35)", mp.sin(rad(35)), "deg"), ("cos(72)", mp.cos(rad(72)), "deg"), ("tan(80)", mp.tan(rad(80)), "deg"),
    ("asin(0.8)", deg(mp.asin(mp.mpf("0.8"))), "deg"), ("acos(0.1)", deg(mp.acos(mp.mpf("0.1"))), "deg"),
    ("atan(3/4)", deg(mp.atan(mp.mpf(3) / 4)), "deg"), ("SIN(90)", 1, "deg"), ("Cos(0)", 1, "deg"), ("sin(90)^2", 1, "deg"),
    ("sin(30)*2", 1, "deg"), ("1/sin(30)", 2, "deg"), ("cos(45)^2", F(1, 2), "deg"), ("sin(-45)", -sqrt2 / 2, "deg"),
    # Angles marked in the other unit.
    ("sin(1°)", mp.sin(rad(1)), "rad"), ("cos(30°)", sqrt3 / 2, "rad"), ("tan(60°)", sqrt3, "rad"), ("sin(45°)", sqrt2 / 2, "rad"),
    ("cos(pi/3 rad)", F(1, 2), "deg"), ("sin(1 rad)", mp.sin(1), "deg"),
    # Trigonometry in radians.
    ("sin(pi/4)", sqrt2 / 2, "rad"), ("cos(pi/4)", sqrt2 / 2, "rad"), ("tan(pi/6)", 1 / sqrt3, "rad"), ("sin(5pi/6)", F(1, 2), "rad"),
    ("cos(5pi/3)", F(1, 2), "rad"), ("sin(3pi/2)", -1, "rad"), ("tan(3pi/4)", -1, "rad"), ("sin(pi/10)", (sqrt5 - 1) / 4, "rad"),
    ("cos(pi/8)", mp.cos(pi / 8), "rad"), ("sin(0.5)", mp.sin(0.5), "rad"), ("cos(1.5)", mp.cos(1.5), "rad"), ("tan(2)", mp.tan(2), "rad"),
    ("sin(-1)", -mp.sin(1), "rad"), ("asin(0.2)", mp.asin(mp.mpf("0.2")), "rad"), ("acos(0.3)", mp.acos(mp.mpf("0.3")), "rad"),
    ("atan(0.5)", mp.atan(0.5), "rad"), ("atan(-2)", mp.atan(-2), "rad"), ("atan2(-3, -4)", mp.atan2(-3, -4), "rad"),
    ("asin(sqrt(2)/2)", pi / 4, "rad"), ("acos(sqrt(3)/2)", pi / 6, "rad"), ("atan(sqrt(3))", pi / 3, "rad"),
    ("sin(asin(0.3))", F(3, 10), "rad"), ("cos(acos(0.7))", F(7, 10), "rad"), ("tan(atan(5))", 5, "rad"), ("sin(1)^2", mp.sin(1) ** 2, "rad"),
    ("sinh(0.5)", mp.sinh(0.5), "rad"), ("cosh(0.5)", mp.cosh(0.5), "rad"), ("tanh(2)", mp.tanh(2), "rad"),
    ("asinh(0.5)", mp.asinh(0.5), "rad"), ("acosh(3)", mp.acosh(3), "rad"), ("atanh(0.25)", mp.atanh(0.25), "rad"),
    ("sinh(1)/cosh(1)", mp.tanh(1), "rad"), ("csch(0.5)", mp.csch(0.5), "rad"), ("sech(0)", 1, "rad"), ("coth(1)", mp.coth(1), "rad"),
    ("sin(2pi/3)", sqrt3 / 2, "rad"), ("cos(7pi/6)", -sqrt3 / 2, "rad"), ("sin(π/6)+cos(π/3)", 1, "rad"), ("2sin(pi/6)", 1, "rad"),
    ("tan(0.5)^2+1", mp.sec(0.5) ** 2, "rad"), ("acot(2)", mp.acot(2), "rad"), ("asec(2)", pi / 3, "rad"), ("acsc(2)", pi / 6, "rad"),
    # Rounding and parts.
    ("round(3.14159, 2)", F("3.14"), "rad"), ("round(2.345, 2)", F("2.35"), "rad"), ("round(-2.345, 2)", F("-2.35"), "rad"),
    ("round(12.5)", 13, "rad"), ("round(1.45, 1)", F("1.5"), "rad"), ("round(-1.45, 1)", F("-1.5"), "rad"),
    ("round(123456, -3)", 123000, "rad"), ("round(1.5)", 2, "rad"), ("round(7/2)", 4, "rad"), ("round(2/3, 3)", F("0.667"), "rad"),
    ("round(sqrt(2), 4)", F("1.4142"), "rad"), ("round(pi*100)/100", F("3.14"), "rad"), ("floor(7/2)", 3, "rad"), ("ceil(7/2)", 4, "rad"),
    ("floor(-7/2)", -4, "rad"), ("trunc(7/2)", 3, "rad"), ("floor(-0.1)", -1, "rad"), ("floor(log(12345))", 4, "rad"),
    ("ceil(log2(1000))", 10, "rad"), ("trunc(-0.99)", 0, "rad"), ("frac(pi)", pi - 3, "rad"), ("abs(-3.5)", F(7, 2), "rad"),
    ("abs(3)", 3, "rad"), ("|−2.5|", F(5, 2), "rad"), ("|2-7|+|7-2|", 10, "rad"), ("round(0.0001234, 5)", F("0.00012"), "rad"),
    # Remainders, divisors, combinations.
    ("5 mod 3", 2, "rad"), ("10 mod 3", 1, "rad"), ("-10 mod 3", 2, "rad"), ("10 mod -3", -2, "rad"), ("5.5 mod 2", F(3, 2), "rad"),
    ("mod(-1, 5)", 4, "rad"), ("mod(10, 3)", 1, "rad"), ("100 mod 7", 2, "rad"), ("2^10 mod 1000", 24, "rad"),
    ("gcd(12, 18, 24)", 6, "rad"), ("lcm(2, 3, 4)", 12, "rad"), ("gcd(35, 49)", 7, "rad"), ("lcm(6, 8)", 24, "rad"),
    ("gcd(1071, 462)", 21, "rad"), ("lcm(3, 5, 7)", 105, "rad"), ("49 nCr 6", math.comb(49, 6), "rad"), ("nCr(10, 5)", 252, "rad"),
    ("nPr(7, 3)", 210, "rad"), ("4 nCr 2", 6, "rad"), ("npr(5, 0)", 1, "rad"), ("npr(10, 10)", math.factorial(10), "rad"),
    ("nPr(5, 3)", 60, "rad"), ("comb(5, 3)", 10, "rad"), ("perm(5, 3)", 60, "rad"), ("ncr(52, 2)", 1326, "rad"),
    ("nCr(4, 2)*nCr(5, 3)", 60, "rad"), ("6!", 720, "rad"), ("7!", 5040, "rad"), ("4!", 24, "rad"), ("3!", 6, "rad"),
    ("8!/(4!*4!)", 70, "rad"), ("factorial(5)", 120, "rad"), ("2!*3!", 12, "rad"), ("(1+2)!", 6, "rad"),
    # Statistics over lists.
    ("mean(2, 4, 6, 8)", 5, "rad"), ("median(7, 1, 3, 5)", 4, "rad"), ("stdev(1, 2, 3, 4)", mp.sqrt(mp.mpf(5) / 3), "rad"),
    ("pstdev(1, 2, 3, 4)", mp.sqrt(mp.mpf(5) / 4), "rad"), ("var(1, 2, 3, 4)", F(5, 3), "rad"),
    ("stddev(2, 4, 4, 4, 5, 5, 7, 9)", mp.sqrt(mp.mpf(32) / 7), "rad"), ("max(-3, -7, 2)", 2, "rad"), ("min(2.5, 2.49)", F(249, 100), "rad"),
    ("sum(10, 20, 30, 40)", 100, "rad"), ("mean(1.5, 2.5)", 2, "rad"), ("median(2, 9, 4)", 4, "rad"), ("average(1, 2)", F(3, 2), "rad"),
    ("max(1, 2, 3, 4, 5)", 5, "rad"), ("min(5, 4, 3)", 3, "rad"), ("product(2, 3, 4)", 24, "rad"), ("sum(1, 2, 3)/3", 2, "rad"),
    ("hypot(6, 8)", 10, "rad"), ("hypot(1, 2, 2)", 3, "rad"), ("variance(2, 4, 4, 4, 5, 5, 7, 9)", F(32, 7), "rad"),
    ("pvariance(2, 4, 4, 4, 5, 5, 7, 9)", 4, "rad"),
    # Percentages.
    ("25% of 200", 50, "rad"), ("10% of 50", 5, "rad"), ("200 + 15%", 230, "rad"), ("200 * 15%", 30, "rad"),
    ("50% * 50%", F(1, 4), "rad"), ("(200+50)*10%", 25, "rad"), ("1000 - 7.5%", 925, "rad"), ("100*(1+5%)^2", F(11025, 100), "rad"),
    ("40 × 25%", 10, "rad"), ("80 − 25%", 60, "rad"), ("19.99 + 20%", F(23988, 1000), "rad"), ("150%", F(3, 2), "rad"),
    # Fractions.
    ("1/2 + 1/3 + 1/6", 1, "rad"), ("3/4 - 1/2", F(1, 4), "rad"), ("2/3 × 3/4", F(1, 2), "rad"), ("(2/3)/(4/9)", F(3, 2), "rad"),
    ("1 1/2 + 2 1/4", F(15, 4), "rad"), ("7/3", F(7, 3), "rad"), ("100/7", F(100, 7), "rad"), ("⅛", F(1, 8), "rad"),
    ("⅔", F(2, 3), "rad"), ("2¼", F(9, 4), "rad"), ("⅕+⅘", 1, "rad"),
    # Bases and bits.
    ("0x1A + 0b11", 29, "rad"), ("0xDEADBEEF", 3735928559, "rad"), ("0xFF and 0x0F", 15, "rad"), ("0xF0 or 0x0F", 255, "rad"),
    ("5 xor 3", 6, "rad"), ("12 and 10", 8, "rad"), ("1 << 10", 1024, "rad"), ("256 >> 4", 16, "rad"), ("0o777", 511, "rad"),
    ("0b11111111", 255, "rad"), ("0xff in dec", 255, "rad"), ("0o777 in dec", 511, "rad"), ("0b1111 + 1", 16, "rad"),
]:
    add("third round", line, value_of(value), angle=angle)
for line, text in [("16 in bin", "0b10000"), ("100 in oct", "0o144"), ("0b1111 in hex", "0xF"), ("4095 to hex", "0xFFF"),
                   ("0xFF + 1 in hex", "0x100"), ("65535 in hex", "0xFFFF"), ("1024 in binary", "0b10000000000")]:
    literal("third round", line, text)

# Conversions people do every day (values from the units' definitions).
ly_m = F(9460730472580800)
for line, value, unit in [
    ("1 km to mi", 1000 / mi, "mi"), ("10 mi to km", 10 * mi / 1000, "km"), ("1 m to ft", 1 / ft, "ft"), ("1 m to in", 1 / inch, "in"),
    ("1 m to yd", 1 / (3 * ft), "yd"), ("1 ft to cm", ft * 100, "cm"), ("1 in to cm", inch * 100, "cm"), ("5 ft 10 in to m", 70 * inch, "m"),
    ("6 ft to cm", 6 * ft * 100, "cm"), ("100 yd to m", 300 * ft, "m"), ("1 marathon", None, ""), ("42.195 km to mi", F(42195) / mi, "mi"),
    ("100 °F to °C", F(340, 9), "°C"), ("-459.67 °F to K", 0, "K"), ("25 °C to K", F(29815, 100), "K"), ("273.15 K to °C", 0, "°C"),
    ("50 °C to °F", 122, "°F"), ("-10 °C to °F", 14, "°F"), ("98.6 °F to K", F(31015, 100), "K"), ("20 celsius to kelvin", F(29315, 100), "kelvin"),
    ("77 fahrenheit to celsius", 25, "celsius"), ("180 °C to °F", 356, "°F"), ("350 °F to °C", F(1590, 9), "°C"),
    ("1 kWh to BTU", F(3600000) / F(105505585262, 10**8), "BTU"), ("1 J to eV", F(10**28, 1602176634), "eV"),
    ("1 cal to kcal", F(1, 1000), "kcal"), ("100 W * 2 h to kWh", F(2, 10), "kWh"), ("1 MWh to kWh", 1000, "kWh"),
    ("1 keV to eV", 1000, "eV"), ("1 MeV to J", F(1602176634, 10**22), "J"), ("1 hp to kW", F(745699871582270220, 10**18), "kW"),
    ("100 kW to hp", 100000 / F(745699871582270220, 10**15), "hp"), ("1 W*s to J", 1, "J"), ("1 J/s to W", 1, "W"),
    ("1 kcal to kWh", F(4184, 3600000), "kWh"), ("2000 kcal to kJ", 8368, "kJ"), ("1 BTU to cal", F(105505585262, 10**8) / F(4184, 1000), "cal"),
    ("1 m/s to mph", 3600 / mi, "mph"), ("1 km/h to m/s", F(1, 36) * 10, "m/s"), ("120 km/h to m/s", F(100, 3), "m/s"),
    ("30 m/s to km/h", 108, "km/h"), ("1 knot to mph", F(1852) / mi, "mph"), ("65 mph to m/s", 65 * mi / 3600, "m/s"),
    ("1 ly/year to m/s", 299792458, "m/s"), ("1 ly to m", ly_m, "m"), ("1 AU to m", 149597870700, "m"),
    ("1 pc to AU", 648000 / pi, "AU"), ("1 ly to AU", ly_m / 149597870700, "AU"),
    ("1 KiB to B", 1024, "B"), ("1 MiB to KiB", 1024, "KiB"), ("1 MiB to B", 2**20, "B"), ("1 GB to B", 10**9, "B"),
    ("1 GB to GiB", F(10**9, 2**30), "GiB"), ("1 TB to GiB", F(10**12, 2**30), "GiB"), ("1 GiB to GB", F(2**30, 10**9), "GB"),
    ("1 MB to MiB", F(10**6, 2**20), "MiB"), ("8 bit to byte", 1, "byte"), ("1 byte to bits", 8, "bits"), ("1 kbit to bit", 1000, "bit"),
    ("1 Mbit to kB", 125, "kB"), ("100 Mbit/s to MB/s", F(25, 2), "MB/s"), ("1 kB to KiB", F(1000, 1024), "KiB"),
    ("4 GB to MB", 4000, "MB"), ("2 TB to GB", 2000, "GB"),
    ("5 gal to L", 5 * gal, "L"), ("1 gal to fl oz", 128, "fl oz"), ("1 L to qt", 4 / gal, "qt"), ("1 L to pt", 8 / gal, "pt"),
    ("1 L to cup", 16 / gal, "cup"), ("1 cup to fl oz", 8, "fl oz"), ("1 qt to pt", 2, "pt"), ("1 pt to cup", 2, "cup"),
    ("2 L to mL", 2000, "mL"), ("1 m^3 to gal", 1000 / gal, "gal"), ("1 ft^3 to L", ft**3 * 1000, "L"), ("500 mL to L", F(1, 2), "L"),
    ("1 cL to mL", 10, "mL"), ("1 hL to L", 100, "L"), ("1 dL to mL", 100, "mL"), ("330 mL to fl oz", F(330, 1000) * 128 / gal, "fl oz"),
    ("1 lb to g", lb * 1000, "g"), ("1 kg to oz", 16 / lb, "oz"), ("100 g to oz", F(1, 10) * 16 / lb, "oz"), ("8 oz to lb", F(1, 2), "lb"),
    ("1 st to kg", 14 * lb, "kg"), ("1 ton to lb", 2000, "lb"), ("1 t to lb", 1000 / lb, "lb"), ("1 mg to g", F(1, 1000), "g"),
    ("1 µg to mg", F(1, 1000), "mg"), ("1 grain to mg", F(6479891, 100000), "mg"), ("1 ozt to g", F(311034768, 10**7), "g"),
    ("70 kg to lb", 70 / lb, "lb"), ("200 lb to kg", 200 * lb, "kg"),
    ("1 acre to ha", F(40468564224, 10**11), "ha"), ("1 mi^2 to acre", 640, "acre"), ("1 km^2 to mi^2", (1000 / mi) ** 2, "mi^2"),
    ("1 m^2 to ft^2", 1 / ft**2, "ft^2"), ("1 ft^2 to in^2", 144, "in^2"), ("1 yd^2 to ft^2", 9, "ft^2"), ("1 m² to cm²", 10000, "cm²"),
    ("1 hectare to acres", F(10**11, 40468564224), "acres"), ("100 m² to ft²", 100 / ft**2, "ft²"),
    ("1 h to s", 3600, "s"), ("1 day to s", 86400, "s"), ("1 week to min", 10080, "min"), ("2.5 h to min", 150, "min"),
    ("90 s to min", F(3, 2), "min"), ("1 min to h", F(1, 60), "h"), ("1 ms to s", F(1, 1000), "s"), ("1 µs to ns", 1000, "ns"),
    ("1 ns to ps", 1000, "ps"), ("1 day to week", F(1, 7), "week"), ("48 h to day", 2, "day"), ("1 decade to year", 10, "year"),
    ("1 atm to kPa", F(101325, 1000), "kPa"), ("1 bar to atm", F(100000, 101325), "atm"), ("1 psi to Pa", lb * F(980665, 100000) / (inch * inch), "Pa"),
    ("30 psi to kPa", 30 * lb * F(980665, 100000) / (inch * inch) / 1000, "kPa"), ("1 atm to Torr", 760, "Torr"),
    ("1 inHg to Pa", F(254, 10) * F(133322387415, 10**9), "Pa"), ("1 mbar to Pa", 100, "Pa"), ("1 hPa to mbar", 1, "mbar"),
    ("1 N to lbf", 1 / lb_force, "lbf"), ("10 kN to kgf", 10000 / F(980665, 100000), "kgf"), ("60 rpm to Hz", 1, "Hz"),
    ("1 MHz to Hz", 10**6, "Hz"), ("30 deg to rad", pi / 6, "rad"), ("1 deg to arcmin", 60, "arcmin"), ("1 rev to rad", 2 * pi, "rad"),
    ("400 grad to turn", 1, "turn"), ("1 turn to rad", 2 * pi, "rad"), ("1 mi to yd", 1760, "yd"), ("1 km to nmi", F(1000, 1852), "nmi"),
]:
    if value is None:
        continue
    add("third round units", line, value_of(value), unit)

for line, value, angle in [
    # Angles marked with a sign or a word, functions without parentheses, other names.
    ("sin 30°", F(1, 2), "rad"), ("cos 45°", sqrt2 / 2, "rad"), ("tan(45 deg)", 1, "rad"), ("sin(30 degrees)", F(1, 2), "rad"),
    ("arcsin 0.5", 30, "deg"), ("arctan 1", 45, "deg"), ("arccos(0.5)", 60, "deg"), ("arctan(1)", pi / 4, "rad"),
    ("cot(90)", 0, "deg"), ("cot(270)", 0, "deg"), ("cot(pi/2)", 0, "rad"), ("cot(1)", mp.cot(1), "rad"), ("cot(30)", sqrt3, "deg"),
    ("cot(135)", -1, "deg"), ("cot(-45)", -1, "deg"), ("acot(0)", 90, "deg"),
    ("1/(1+e^-1)", 1 / (1 + mp.exp(-1)), "rad"), ("(1+1/1000000)^1000000", (1 + mp.mpf(1) / 10**6) ** 10**6, "rad"),
    ("10 mod 3.5", 3, "rad"), ("mod(5.5, 1)", F(1, 2), "rad"), ("ln(2)^2", mp.log(2) ** 2, "rad"), ("log(2)^2", mp.log10(2) ** 2, "rad"),
    ("atan2(0, 0)", 0, "rad"), ("sqrt(0)", 0, "rad"), ("exp(710)", mp.exp(710), "rad"), ("e^100", mp.exp(100), "rad"),
    ("ln(2.718281828)", mp.log(mp.mpf("2.718281828")), "rad"), ("sinh(1e-10)", mp.sinh(mp.mpf("1e-10")), "rad"),
    ("(sqrt(5)+1)/2", (sqrt5 + 1) / 2, "rad"), ("355/113", F(355, 113), "rad"), ("22/7-pi", mp.mpf(22) / 7 - pi, "rad"),
    ("2^-100", F(1, 2**100), "rad"), ("1/1e25", F(1, 10**25), "rad"), ("100!/98!", 9900, "rad"), ("10!/10", 362880, "rad"),
    ("0.00001", F(1, 10**5), "rad"), ("-1e-7", F(-1, 10**7), "rad"), ("99999999999999999999", 10**20 - 1, "rad"),
    ("e^-10", mp.exp(-10), "rad"), ("2^0.5^0.5", mp.mpf(2) ** mp.sqrt(mp.mpf("0.5")), "rad"), ("1/3.0", F(1, 3), "rad"),
]:
    add("third round", line, value_of(value), angle=angle)
for line, text in [("hex(255)", "0xFF"), ("bin(5)", "0b101"), ("oct(8)", "0o10"), ("dec(0xFF)", "255"), ("hex(15+1)", "0x10"),
                   ("bin(0xF)", "0b1111"), ("hex(0b11111111)", "0xFF")]:
    literal("third round", line, text)
for line, value, unit in [
    ("2 hrs to min", 120, "min"), ("90 mins to h", F(3, 2), "h"), ("30 secs to ms", 30000, "ms"), ("3 yrs to day", F(109575, 100), "day"),
    ("1 °C to K", F(27415, 100), "K"), ("5 °C to °F", 41, "°F"), ("1 lightyear to km", F(9460730472580800, 1000), "km"),
    ("1 parsec to ly", mp.mpf(648000 * 149597870700) / 9460730472580800 / pi, "ly"), ("1 N·m to J", 1, "J"), ("1 kg·m²/s² to J", 1, "J"),
    ("1 kWh / 1 h to W", 1000, "W"), ("1 mAh * 3.7 V to Wh", F(37, 10000), "Wh"), ("3 A * 230 V to W", 690, "W"),
    ("230 V * 10 A to kW", F(23, 10), "kW"), ("12 V / 4 Ω to A", 3, "A"), ("1 kΩ * 2 mA to V", 2, "V"), ("1 dm^3 to L", 1, "L"),
    ("1 in^2 to cm^2", F(64516, 10000), "cm^2"), ("1 yd^3 to m^3", (3 * ft) ** 3, "m^3"), ("1 kg/L to g/mL", 1, "g/mL"),
    ("1 ft/s^2 to m/s^2", ft, "m/s^2"), ("1 calorie to joules", F(4184, 1000), "joules"), ("1 fl oz to L", gal / 128, "L"),
    ("1 tablespoon to mL", gal / 256 * 1000, "mL"), ("1 teaspoon to mL", gal / 768 * 1000, "mL"), ("2 cups to mL", gal / 8 * 1000, "mL"),
    ("1 gigabyte to megabytes", 1000, "megabytes"), ("1 terabyte to gigabytes", 1000, "gigabytes"), ("1 megabit to kilobits", 1000, "kilobits"),
    ("1 degree to radians", pi / 180, "radians"), ("1 radian to degrees", 180 / pi, "degrees"), ("90 degrees to radians", pi / 2, "radians"),
    ("45° to rad", pi / 4, "rad"), ("30° to rad", pi / 6, "rad"), ("pi/6 rad to deg", 30, "deg"), ("1 mi to m", mi, "m"),
    ("1 km to yd", 1000 / (3 * ft), "yd"), ("100 m to ft", 100 / ft, "ft"), ("1 ft to mm", ft * 1000, "mm"), ("5 km/h to m/s", F(5000, 3600), "m/s"),
    ("100 W to kW", F(1, 10), "kW"), ("1 GW to MW", 1000, "MW"), ("1 kJ to cal", F(1000 * 1000, 4184), "cal"), ("1 J to kWh", F(1, 3600000), "kWh"),
    ("1 mile to kilometers", mi / 1000, "kilometers"), ("1 kilometre to metres", 1000, "metres"), ("1 metre to cm", 100, "cm"),
    ("10 litres to gallons", 10 / gal, "gallons"), ("1 litre to ml", 1000, "ml"), ("10 lbs to kg", 10 * lb, "kg"), ("1 pound to kg", lb, "kg"),
    ("1 feet to m", ft, "m"), ("1 inches to cm", inch * 100, "cm"), ("100 kph to mph", 100000 / mi, "mph"), ("100 km/hr to mph", 100000 / mi, "mph"),
    ("60 miles/hour to km/h", 60 * mi / 1000, "km/h"), ("1 hr to min", 60, "min"), ("1 sec to ms", 1000, "ms"), ("1 yr to day", F(36525, 100), "day"),
    ("1 kg to lbs", 1 / lb, "lbs"), ("5 kilograms to pounds", 5 / lb, "pounds"), ("1 sq m to sq ft", 1 / ft**2, "sq ft"),
    ("1 cubic meter to liters", 1000, "liters"), ("1 cu ft to L", ft**3 * 1000, "L"), ("1 Gbps to Mbps", 1000, "Mbps"),
    ("1 GB/s to Gbit/s", 8, "Gbit/s"), ("1 kWh to kJ", 3600, "kJ"), ("1 Pa to N/m^2", 1, "N/m^2"), ("1 g/cm^3 to kg/m^3", 1000, "kg/m^3"),
    ("1 cal/s to W", F(4184, 1000), "W"), ("1 hp to ft*lbf/s", 550, "ft*lbf/s"), ("1,000 m to km", 1, "km"), ("1 acre to sq ft", 43560, "sq ft"),
    ("1 kilowatt hour to joules", 3600000, "joules"), ("0 Celsius to Fahrenheit", 32, "Fahrenheit"), ("300 K in °F", F(8033, 100), "°F"),
    ("1 MB to Mbit", 8, "Mbit"), ("1 Mb to MB", F(1, 8), "MB"), ("1 TiB to TB", F(2**40, 10**12), "TB"), ("1 PB to TB", 1000, "TB"),
    ("1 kwh to J", 3600000, "J"), ("1 btu to J", F(105505585262, 10**8), "J"),
]:
    add("third round units", line, value_of(value), unit)

for line, value, angle in [
    # Money and growth as people work it out; remainders by other names.
    ("100 * 1.08^5", 100 * F(108, 100) ** 5, "rad"), ("1000 * (1 + 0.05/12)^(12*10)", 1000 * (1 + F(5, 1200)) ** 120, "rad"),
    ("1.07^(1/12)", mp.mpf("1.07") ** (mp.mpf(1) / 12), "rad"), ("5.5 % of 200", 11, "rad"), ("15% off 80", 68, "rad"),
    ("80 - 15%", 68, "rad"), ("20 percent of 50", 10, "rad"), ("round(1/7, 5)", F("0.14286"), "rad"),
    ("sqrt(16) + 3!", 10, "rad"), ("|−3|+|3|", 6, "rad"), ("sin(30)^-1", 2, "deg"), ("1/sin(30)", 2, "deg"), ("-sin(30)", F(-1, 2), "deg"),
    ("tan(89)", mp.tan(rad(89)), "deg"), ("cos(pi)^2", 1, "rad"), ("sin(pi/2)^2", 1, "rad"), ("2^(3^2)", 512, "rad"),
    ("1/3 + 1/3", F(2, 3), "rad"), ("mean(1,2,3,4,5,6)", F(7, 2), "rad"), ("median(1,2,3,4,5,6)", F(7, 2), "rad"),
    ("var(2,4,6)", 4, "rad"), ("stdev(10, 12, 23, 23, 16, 23, 21, 16)", mp.sqrt(mp.mpf(stat("variance", [10, 12, 23, 23, 16, 23, 21, 16]).numerator) / stat("variance", [10, 12, 23, 23, 16, 23, 21, 16]).denominator), "rad"),
    ("floor(-2.5)", -3, "rad"), ("ceil(-2.5)", -2, "rad"), ("int(-2.5)", -2, "rad"), ("trunc(-2.5)", -2, "rad"), ("abs(-0)", 0, "rad"),
    ("sgn(-0)", 0, "rad"), ("sign(-5)", -1, "rad"), ("lcm(4, 6, 8)", 24, "rad"), ("10 mod 4", 2, "rad"), ("fmod(10, 3)", 1, "rad"),
    ("fmod(-10, 3)", -1, "rad"), ("fmod(5.5, 2)", F(3, 2), "rad"), ("log(1024, 2)", 10, "rad"), ("log2(1024)", 10, "rad"),
    ("ln(e^2.5)", F(5, 2), "rad"), ("exp(ln(5))", 5, "rad"), ("10^(log(5))", 5, "rad"), ("arccot(1)", 45, "deg"), ("arcsec(2)", 60, "deg"),
    ("arccsc(2)", 30, "deg"), ("asinh(1)", mp.asinh(1), "rad"), ("acosh(1)", 0, "rad"), ("atanh(0)", 0, "rad"), ("sinh(ln(3))", F(4, 3), "rad"),
    ("cosh(ln(3))", F(5, 3), "rad"), ("tanh(ln(2))", F(3, 5), "rad"),
]:
    add("third round", line, value_of(value), angle=angle)
for line, value, unit in [
    ("1e3 km to m", 10**6, "m"), ("3 h 15 min to min", 195, "min"), ("2 days 3 hours to hours", 51, "hours"), ("100 min to h", F(5, 3), "h"),
    ("7 ft to m", 7 * ft, "m"), ("1 knot in km/h", F(1852, 1000), "km/h"),
    ("60 miles per hour to km/h", 60 * mi / 1000, "km/h"),
]:
    add("third round units", line, value_of(value), unit)
# mode: of several as frequent, the smallest; isprime: 1 or 0; the word percent as the sign.
for line, value in [
    ("50 percent", F(1, 2)), ("12.5 percent", F(1, 8)),
    ("5 choose 2", math.comb(5, 2)), ("52 choose 5", math.comb(52, 5)), ("mode(1, 2, 2, 3)", 2), ("mode(3, 1, 1, 3)", 1),
    ("isprime(97)", 1), ("isprime(91)", 0), ("isprime(2^61-1)", 1), ("isprime(2^67-1)", 0),
]:
    add("third round", line, value)
for category, line, reason in [
]:
    out(category, line, reason)

for line, value, angle in [
    # Roots with their index before √; scientific notation written with ×10^; limits of size.
    ("³√8", 2, "rad"), ("³√(27)", 3, "rad"), ("⁴√16", 2, "rad"), ("⁵√32", 2, "rad"), ("2+³√8", 4, "rad"), ("-³√27", -3, "rad"),
    ("³√-8", -2, "rad"), ("³√2", mp.cbrt(2), "rad"), ("6.02×10^23", 602 * 10**21, "rad"), ("6.02*10^23", 602 * 10**21, "rad"),
    ("6.02 × 10²³", 602 * 10**21, "rad"), ("1.2×10⁻³", F(12, 10000), "rad"), ("2√2", 2 * sqrt2, "rad"), ("sqrt 2 * 2", 2 * sqrt2, "rad"),
    ("sqrt(2)²", 2, "rad"), ("√(2)^2", 2, "rad"), ("e²", e**2, "rad"), ("π²/6", pi**2 / 6, "rad"), ("10^(-3)", F(1, 1000), "rad"),
    ("10^−3", F(1, 1000), "rad"), ("1E+3", 1000, "rad"), ("1e03", 1000, "rad"), ("0.1e1", 1, "rad"), (".1e1", 1, "rad"),
    ("2.5E-03", F(25, 10000), "rad"), ("(1)(2)(3)", 6, "rad"), ("((2))((3))", 6, "rad"), ("2^ -3", F(1, 8), "rad"),
    ("2 ^-3", F(1, 8), "rad"), ("(5)!", 120, "rad"), ("5!/5", 24, "rad"), ("-5!", -120, "rad"), ("0.1!", mp.gamma(mp.mpf("1.1")), "rad"),
    ("1e400", 10**400, "rad"), ("sin(1e10)", mp.sin(10**10), "rad"), ("cos(1e20)", mp.cos(10**20), "rad"),
    ("tan(1e-20)", mp.tan(mp.mpf("1e-20")), "rad"), ("ln(1e-300)", mp.log(mp.mpf(10) ** -300), "rad"),
    ("2^0.1", mp.mpf(2) ** mp.mpf("0.1"), "rad"), ("ln(2)/ln(10)", mp.log10(2), "rad"),
    ("log(2)*log(5)", mp.log10(2) * mp.log10(5), "rad"), ("sqrt(-0)", 0, "rad"), ("(-0)^2", 0, "rad"), ("-0.0", 0, "rad"),
    ("00.5", F(1, 2), "rad"), ("0.50", F(1, 2), "rad"), ("+0", 0, "rad"), ("2^-1/2", F(1, 4), "rad"), ("-2^2^-1", -sqrt2, "rad"),
    ("3!^2", 36, "rad"), ("10%*10%", F(1, 100), "rad"), ("100*10%+5", 15, "rad"), ("(100+10)%", F(11, 10), "rad"), ("5% * 5", F(1, 4), "rad"),
]:
    add("third round", line, value_of(value), angle=angle)
for line, value, unit in [
    ("1 mcg to mg", F(1, 1000), "mg"), ("500 mcg to mg", F(1, 2), "mg"), ("1 tsp to tbsp", F(1, 3), "tbsp"), ("1 pint to mL", gal / 8 * 1000, "mL"),
    ("1 gallon to quarts", 4, "quarts"), ("1 cup to L", gal / 16, "L"), ("20 °C - 10 °C", 10, "°C"), ("20 °C to °F", 68, "°F"),
    ("1 dK to K", F(1, 10), "K"), ("1 mi to nmi", mi / 1852, "nmi"), ("100 ft^2 to m^2", 100 * ft**2, "m^2"), ("1 L to dm^3", 1, "dm^3"),
    ("1 kph to mph", 1000 / mi, "mph"), ("1 kn to mph", F(1852) / mi, "mph"), ("1 foot to meters", ft, "meters"),
    ("3 feet 4 inches to cm", 40 * inch * 100, "cm"), ("2 ft 6 in to m", 30 * inch, "m"), ("1 lb 8 oz to kg", F(3, 2) * lb, "kg"),
    ("1 kcal to cal", 1000, "cal"), ("1 J to erg", 10**7, "erg"), ("1 W to BTU/h", 3600 / F(105505585262, 10**8), "BTU/h"),
    ("1 kgf*m to J", F(980665, 100000), "J"), ("1 atm to inHg", F(101325) / (F(254, 10) * F(133322387415, 10**9)), "inHg"),
    ("1 bar to mmHg", F(100000) / F(133322387415, 10**9), "mmHg"), ("1 torr to Pa", F(101325, 760), "Pa"),
    ("1 Pa to psi", 1 / (lb * F(980665, 100000) / (inch * inch)), "psi"), ("1 GPa to psi", 10**9 / (lb * F(980665, 100000) / (inch * inch)), "psi"),
    ("1 Ω to kΩ", F(1, 1000), "kΩ"), ("1 µs to s", F(1, 10**6), "s"), ("1 us to ns", 1000, "ns"), ("1 µm to m", F(1, 10**6), "m"),
    ("1 um to mm", F(1, 1000), "mm"), ("1 cc to L", F(1, 1000), "L"), ("1 Mm to km", 1000, "km"), ("1 Gm to m", 10**9, "m"),
    ("1 mm^3 to µL", 1, "µL"), ("1 ul to nL", 1000, "nL"),
]:
    add("third round units", line, value_of(value), unit)

for line, value, angle in [
    # SpeedCrunch's semicolons and names, C's and Python's.
    ("round(3.14159; 2)", F("3.14"), "rad"), ("gcd(12; 18)", 6, "rad"), ("max(1; 2; 3)", 3, "rad"), ("ncr(5; 2)", 10, "rad"),
    ("degrees(pi)", 180, "rad"), ("radians(180)", pi, "rad"), ("int(3.2)", 3, "rad"), ("frac(3.2)", F(1, 5), "rad"),
    ("log e", mp.log10(e), "rad"), ("ln 10", mp.log(10), "rad"), ("sqrt(4)!", 2, "rad"), ("sum(1,2,3,4,5,6,7,8,9,10)", 55, "rad"),
    ("cos²(30)+sin²(30)", 1, "deg"), ("sec²(45)", 2, "deg"), ("100 gon to deg", None, "rad"), ("sin(100 gon)", 1, "deg"),
    ("fabs(-3)", 3, "rad"), ("fabs(2.5)", F(5, 2), "rad"), ("harmean(1, 2, 4)", F(12, 7), "rad"), ("harmean(2, 6)", 3, "rad"),
    ("isqrt(17)", 4, "rad"), ("isqrt(16)", 4, "rad"), ("isqrt(10^40+1)", 10**20, "rad"),
]:
    if value is not None:
        add("third round", line, value_of(value), angle=angle)
for line, value, unit in [
    ("100 gon to deg", 90, "deg"), ("1 gon to grad", 1, "grad"), ("100 grad to rad", pi / 2, "rad"), ("atan(1) rad to deg", 45, "deg"),
    ("(asin(1) rad) to deg", 90, "deg"),
]:
    add("third round units", line, value_of(value), unit)
out("third round", "lb(8)", "lb is the pound here (5 lb); SpeedCrunch's binary logarithm is written log2(8) or ld(8)")
# A plain number converted to an angle unit is an angle in the angle mode (radians by default).
add("third round units", "asin(1) to deg", 90, "deg")
add("third round units", "pi/3 to deg", 60, "deg")
add("third round units", "asin(1) to rad", pi / 2, "rad", angle="deg")
add("third round units", "30 to rad", pi / 6, "rad", angle="deg")
literal("third round units", "pi/4 to dms", "45°0′0″")

for line, value, unit in [
    ("1 h 30 min + 45 min", F(9, 4), "h"), ("1.5 h to min", 90, "min"), ("30 min * 3", 90, "min"), ("1 day - 1 h", F(23, 24), "day"),
    ("12 h to day", F(1, 2), "day"), ("5 ft 10 in to cm", 70 * inch * 100, "cm"), ("10 m/s * 3 s", 30, "m"), ("100 km / 2 h", 50, "km/h"),
    ("1000 W * 1 h to kWh", 1, "kWh"), ("60 W * 24 h to kWh", F(144, 100), "kWh"), ("2 kWh * 0.15", F(3, 10), "kWh"), ("2 * 3 m", 6, "m"),
    ("3 m * 2", 6, "m"), ("(3 m)^2", 9, "m²"), ("10 % of 1 kg", F(1, 10), "kg"), ("50 % of 2 h", 1, "h"), ("2 h * 50%", 1, "h"),
    ("1 m + 1 ft", 1 + ft, "m"), ("1 ft + 1 m", 1 + 1 / ft, "ft"), ("1 m + 1 ft to cm", (1 + ft) * 100, "cm"), ("0 °C + 1 K", 1, "°C"),
    ("10 °C to K", F(28315, 100), "K"), ("-273.15 °C to °F", F(-45967, 100), "°F"), ("1 kelvin to celsius", F(-27215, 100), "celsius"),
    ("212 fahrenheit to celsius", 100, "celsius"),
    # A speed after a division: km/h written together is one unit (qalc and people read 2 h; it was 2 h⁻¹).
    ("100 km / 50 km/h", 2, "h"),
]:
    add("third round units", line, value_of(value), unit)
for line, value in [("1 m / 1 ft", 1 / ft), ("1 km / 1 mi", 1000 / mi), ("1 h / 1 min", 60), ("1 gal / 1 L", gal)]:
    add("third round units", line, value_of(value))
# Roots of quantities whose units' powers the root divides.
add("third round units", "sqrt(16 m^2)", 4, "m")
add("third round units", "cbrt(27 m^3)", 3, "m")
add("third round units", "sqrt(9 ft^2) to m", 3 * ft, "m")
add("third round units", "sqrt(100 m^2/s^2)", 10, "m/s")
out("third round", "2:30 + 1:45", "times of day written h:mm are a notes phrase, not an expression")

# A fourth round, after the examples of units calculators (Numbat, insect, GNU units), Windows
# Calculator, the HP 35s and HP Prime manuals, Python's math and statistics documentation,
# spreadsheet functions, notes apps (Soulver, Numi), and the conversions of kitchens, travel
# and physics homework: values from the definitions, never from the calculator.
imp_gal = F(454609, 100000)
cup = gal / 16
floz = gal / 128
tbsp = floz / 2
tsp = floz / 6
btu = F(105505585262, 10**8)
psi = lb_force / inch**2
atm = F(101325)
mmhg = F(133322387415, 10**9)
knot = F(1852, 3600)
au_m = F(149597870700)
pc_m = mp.mpf(648000 * 149597870700) / pi  # the parsec, 648000/π au
py_data = [F("1.5"), F("2.5"), F("2.5"), F("2.75"), F("3.25"), F("4.75")]
for line, value, angle in [
    # Scientific notation as typed and as printed in books.
    ("1.2E3", 1200, "rad"), ("6.022e23", F(6022, 1000) * 10**23, "rad"), ("1.6×10^-19", F(16, 10) / 10**19, "rad"),
    ("1.6*10^-19", F(16, 10) / 10**19, "rad"), ("1.6x10^-19", F(16, 10) / 10**19, "rad"), ("1.6 × 10⁻¹⁹", F(16, 10) / 10**19, "rad"),
    ("6.022×10²³", F(6022, 1000) * 10**23, "rad"), ("6.02E+23", F(602, 100) * 10**23, "rad"), ("1e+3", 1000, "rad"),
    ("1E-3", F(1, 1000), "rad"), ("2.5e+2*4", 1000, "rad"), ("6.626E-34", F(6626, 1000) / 10**34, "rad"), ("3.00e8", 3 * 10**8, "rad"),
    ("9.109e-31*2", F(9109, 1000) * 2 / 10**31, "rad"), ("1.0E0", 1, "rad"), (".5e1", 5, "rad"), (".5", F(1, 2), "rad"),
    ("5.", 5, "rad"), ("−1.5e−3", F(-15, 10000), "rad"), ("1e3/1e-3", 10**6, "rad"), ("6.022e23*1.602e-19", F(6022, 1000) * 10**23 * F(1602, 1000) / 10**19, "rad"),
    ("1.38e-23*300", F(138, 100) * 300 / 10**23, "rad"), ("8.314*298/101325", F(8314, 1000) * 298 / 101325, "rad"),
    ("1.2E3 + 3.4E2", 1540, "rad"), ("2.998e8^2", (F(2998, 1000) * 10**8) ** 2, "rad"), ("1.5e-3 * 2e3", 3, "rad"),
    ("4.5e6/1.5e3", 3000, "rad"), ("1e-9 + 1e-10", F(11, 10**10), "rad"), ("3.2e-5^0.5", mp.sqrt(mp.mpf("3.2e-5")), "rad"),
    ("10^23*6.022", F(6022, 1000) * 10**23, "rad"), ("7.2E-3/2.4E-5", 300, "rad"), ("1.23e4 - 2.3e3", 10000, "rad"),
    ("2*10^8", 2 * 10**8, "rad"), ("5×10^-3 + 5×10^-4", F(55, 10000), "rad"), ("(3e8)(2e-3)", 600000, "rad"),
    # Spreadsheet functions, typed as in a cell (without the '=').
    ("ROUND(2.345, 2)", F("2.35"), "rad"), ("MOD(-7, 3)", 2, "rad"), ("MOD(10, 3)", 1, "rad"), ("POWER(2, 10)", 1024, "rad"),
    ("POWER(27, 1/3)", 3, "rad"), ("LOG10(1000)", 3, "rad"), ("SQRT(2)", sqrt2, "rad"), ("ABS(-3)", 3, "rad"), ("INT(2.7)", 2, "rad"),
    ("TRUNC(-2.7)", -2, "rad"), ("ROUNDUP(2.341, 2)", F("2.35"), "rad"), ("ROUNDDOWN(2.349, 2)", F("2.34"), "rad"),
    ("ROUNDUP(-2.341, 1)", F("-2.4"), "rad"), ("ROUNDDOWN(-2.349, 1)", F("-2.3"), "rad"), ("MROUND(10, 3)", 9, "rad"),
    ("FACT(5)", 120, "rad"), ("COMBIN(10, 3)", 120, "rad"), ("PERMUT(10, 3)", 720, "rad"), ("EXP(1)", e, "rad"),
    ("LN(10)", mp.log(10), "rad"), ("LOG(8, 2)", 3, "rad"), ("LOG(100)", 2, "rad"), ("PI()", pi, "rad"), ("PI()*2", 2 * pi, "rad"),
    ("RADIANS(180)", pi, "rad"), ("DEGREES(PI())", 180, "rad"), ("SIGN(-5)", -1, "rad"), ("QUOTIENT(7, 2)", 3, "rad"),
    ("GCD(12, 18)", 6, "rad"), ("LCM(4, 6)", 12, "rad"), ("SUM(1, 2, 3)", 6, "rad"), ("AVERAGE(1, 2, 3, 4)", F(5, 2), "rad"),
    ("PRODUCT(2, 3, 4)", 24, "rad"), ("MAX(1, 5, 3)", 5, "rad"), ("MIN(4, -2, 7)", -2, "rad"), ("MEDIAN(1, 3, 2, 4)", F(5, 2), "rad"),
    ("STDEV(2, 4, 4, 4, 5, 5, 7, 9)", mp.sqrt(F(32, 7)), "rad"), ("STDEV.S(2, 4, 4, 4, 5, 5, 7, 9)", mp.sqrt(F(32, 7)), "rad"),
    ("STDEV.P(2, 4, 4, 4, 5, 5, 7, 9)", 2, "rad"), ("VAR.S(1, 2, 3, 4)", F(5, 3), "rad"), ("VAR.P(1, 2, 3, 4)", F(5, 4), "rad"),
    ("SQRTPI(1)", mp.sqrt(pi), "rad"), ("EVEN(3)", 4, "rad"), ("ODD(2)", 3, "rad"), ("SUMSQ(3, 4)", 25, "rad"),
    ("GEOMEAN(2, 8)", 4, "rad"), ("HARMEAN(1, 2, 4)", F(12, 7), "rad"), ("SIN(PI()/6)", F(1, 2), "rad"), ("COS(0)", 1, "rad"),
    ("TAN(PI()/4)", 1, "rad"), ("ASIN(1)", pi / 2, "rad"), ("SINH(1)", mp.sinh(1), "rad"), ("ROUND(1234.567, -2)", 1200, "rad"),
    ("MOD(5.5, 2)", F(3, 2), "rad"), ("SQRT(16)+POWER(2, 3)", 12, "rad"), ("round(2.5, 0)*power(3, 2)", 27, "rad"),
    ("Sqrt(9)", 3, "rad"), ("Sin(30)", F(1, 2), "deg"), ("LN(EXP(2))", 2, "rad"), ("ABS(-2.5)*2", 5, "rad"),
    ("CEILING(2.1, 0.5)", F(5, 2), "rad"), ("FLOOR(2.7, 0.5)", F(5, 2), "rad"), ("CEILING(22, 5)", 25, "rad"), ("FLOOR(22, 5)", 20, "rad"),
    # Python's math and statistics, with the values their documentation shows.
    ("isqrt(10)", 3, "rad"), ("comb(5, 2)", 10, "rad"), ("perm(5, 2)", 20, "rad"), ("factorial(5)", 120, "rad"),
    ("copysign(3, -1)", -3, "rad"), ("fmod(-7, 3)", -1, "rad"), ("log(8, 2)", 3, "rad"), ("log1p(1e-10)", mp.log1p(mp.mpf("1e-10")), "rad"),
    ("expm1(1e-10)", mp.expm1(mp.mpf("1e-10")), "rad"), ("log2(1024)", 10, "rad"), ("hypot(3, 4, 12)", 13, "rad"),
    ("prod(2, 3, 4)", 24, "rad"), ("trunc(-3.7)", -3, "rad"), ("gcd(0, 5)", 5, "rad"), ("lcm(3, 4, 6)", 12, "rad"),
    ("pow(2, -1)", F(1, 2), "rad"), ("atan2(1, -1)", 3 * pi / 4, "rad"), ("degrees(pi)", 180, "rad"), ("radians(90)", pi / 2, "rad"),
    ("erf(1)", mp.erf(1), "rad"), ("erfc(1)", mp.erfc(1), "rad"), ("gamma(0.5)", mp.sqrt(pi), "rad"), ("lgamma(10)", mp.log(362880), "rad"),
    ("e**2", e**2, "rad"), ("2**0.5", sqrt2, "rad"), ("3**-1", F(1, 3), "rad"), ("-2**2", -4, "rad"),
    ("mean(1, 2, 3, 4, 4)", F(14, 5), "rad"), ("median(1, 3, 5)", 3, "rad"), ("median(1, 3, 5, 7)", 4, "rad"),
    ("median_low(1, 3, 5, 7)", 3, "rad"), ("median_high(1, 3, 5, 7)", 5, "rad"), ("mode(1, 1, 2, 3, 3, 3, 4)", 3, "rad"),
    ("pstdev(1.5, 2.5, 2.5, 2.75, 3.25, 4.75)", mp.sqrt(statistics.pvariance(py_data)), "rad"),
    ("stdev(1.5, 2.5, 2.5, 2.75, 3.25, 4.75)", mp.sqrt(statistics.variance(py_data)), "rad"),
    ("pvariance(0, 0.25, 0.25, 1.25, 1.5, 1.75, 2.75, 3.25)", F(5, 4), "rad"),
    ("variance(2.75, 1.75, 1.25, 0.25, 0.5, 1.25, 3.5)", statistics.variance([F(x) for x in ["2.75", "1.75", "1.25", "0.25", "0.5", "1.25", "3.5"]]), "rad"),
    ("harmonic_mean(40, 60)", 48, "rad"), ("geometric_mean(54, 24, 36)", 36, "rad"), ("fmean(3.5, 4.0, 5.25)", F(17, 4), "rad"),
    ("geomean(2, 8)", 4, "rad"), ("7 // 2", 3, "rad"), ("-7 // 2", -4, "rad"), ("17 // 5 * 5 + 17 mod 5", 17, "rad"),
    ("ceil(-0.5)", 0, "rad"), ("floor(-0.5)+ceil(0.5)", 0, "rad"), ("sum(0.1, 0.1, 0.1)", F(3, 10), "rad"), ("exp(ln(10))", 10, "rad"), ("1,000 + 1", 1001, "rad"),
    # Windows Calculator's history spellings and the HP 35s / HP Prime functions.
    ("cube(3)", 27, "rad"), ("cuberoot(27)", 3, "rad"), ("negate(5)", -5, "rad"), ("fact(6)", 720, "rad"),
    ("8 yroot 3", 2, "rad"), ("81 yroot 4", 3, "rad"), ("1/(4)", F(1, 4), "rad"), ("10^(2)", 100, "rad"), ("abs(-7)", 7, "rad"),
    ("IP(-2.5)", -2, "rad"), ("FP(2.75)", F(3, 4), "rad"), ("INTG(-2.5)", -3, "rad"), ("SQ(4)", 16, "rad"), ("ALOG(2)", 100, "rad"),
    ("LNP1(1)", mp.log(2), "rad"), ("EXPM1(1)", e - 1, "rad"), ("TRUNCATE(2.567, 2)", F("2.56"), "rad"), ("MANT(1234)", F("1.234"), "rad"),
    ("XPON(1234)", 3, "rad"), ("COMB(5, 2)", 10, "rad"), ("PERM(5, 2)", 20, "rad"), ("ASINH(1)", mp.asinh(1), "rad"),
    ("NTHROOT(8, 3)", 2, "rad"), ("nthroot(81, 4)", 3, "rad"), ("CEILING(2.1)", 3, "rad"), ("FLOOR(-2.1)", -3, "rad"),
    # Trigonometry as in the manuals' examples.
    ("sin(pi/6)", F(1, 2), "rad"), ("cos(2pi/3)", F(-1, 2), "rad"), ("tan(pi/8)", sqrt2 - 1, "rad"), ("asin(0.5)", 30, "deg"),
    ("acos(0.5)", 60, "deg"), ("atan(sqrt(3))", 60, "deg"), ("sinh(0)", 0, "rad"), ("cosh(1)", mp.cosh(1), "rad"),
    ("tanh(0.5)", mp.tanh(0.5), "rad"), ("asinh(2)", mp.asinh(2), "rad"), ("acosh(2)", mp.acosh(2), "rad"), ("atanh(0.5)", mp.atanh(0.5), "rad"),
    ("sec(60)", 2, "deg"), ("csc(30)", 2, "deg"), ("cot(45)", 1, "deg"), ("sin(1°)", mp.sin(rad(1)), "rad"), ("cos(1 rad)", mp.cos(1), "deg"),
    ("sin(100 grad)", 1, "rad"), ("sin(0.25 turn)", 1, "rad"), ("atan2(-1, -1)", -135, "deg"), ("degrees(atan(1))", 45, "rad"),
    ("sin(45)^2", F(1, 2), "deg"), ("2 sin(30) cos(30)", sqrt3 / 2, "deg"), ("sin(30)+cos(60)", 1, "deg"), ("sin(37)", mp.sin(rad(37)), "deg"),
    ("cos(25)*10", 10 * mp.cos(rad(25)), "deg"), ("tan(35)*20", 20 * mp.tan(rad(35)), "deg"), ("asin(3/5)", deg(mp.asin(F(3, 5))), "deg"),
    ("atan(4/3)", deg(mp.atan(F(4, 3))), "deg"), ("5*sin(53.13)", 5 * mp.sin(rad(mp.mpf("53.13"))), "deg"),
    ("sin(2.5)", mp.sin(2.5), "rad"), ("cos(-1)", mp.cos(-1), "rad"), ("tan(1.5)", mp.tan(1.5), "rad"), ("acos(-0.5)", 2 * pi / 3, "rad"),
    # Logarithms and powers.
    ("log(1000)", 3, "rad"), ("log10(0.001)", -3, "rad"), ("ln(e^3)", 3, "rad"), ("log2(0.125)", -3, "rad"), ("log(1024, 2)", 10, "rad"),
    ("log₂(32)", 5, "rad"), ("log_3(81)", 4, "rad"), ("10^log(5)", 5, "rad"), ("e^ln(7)", 7, "rad"), ("ln(1)", 0, "rad"),
    ("log(sqrt(10))", F(1, 2), "rad"), ("ln(2)/ln(10)", mp.log10(2), "rad"), ("exp(ln(2)*10)", 1024, "rad"), ("log(2)+log(5)", 1, "rad"),
    ("log(0.5)", mp.log10(0.5), "rad"), ("ln(0.5)", mp.log(0.5), "rad"), ("log1p(0.5)", mp.log(1.5), "rad"), ("expm1(1)", e - 1, "rad"),
    ("exp10(2)", 100, "rad"), ("ln(100)/ln(2)", mp.log(100) / mp.log(2), "rad"), ("log(50)", mp.log10(50), "rad"), ("ln 5", mp.log(5), "rad"),
    ("1.05^10", F(105, 100) ** 10, "rad"), ("1000*(1+0.05/12)^(12*10)", 1000 * (1 + F(5, 1200)) ** 120, "rad"),
    ("1000*e^(0.05*10)", 1000 * mp.exp(0.5), "rad"), ("2^(10/2)", 32, "rad"), ("(1/2)^10", F(1, 1024), "rad"),
    ("100*(1/2)^(10/5.27)", 100 * mp.mpf(0.5) ** (10 / mp.mpf("5.27")), "rad"), ("5^3^0", 5, "rad"), ("0^0", 1, "rad"),
    # Whole numbers.
    ("gcd(48, 180)", 12, "rad"), ("lcm(4, 6, 10)", 60, "rad"), ("idiv(17, 5)", 3, "rad"), ("rem(-17, 5)", -2, "rad"),
    ("mod(17, -5)", -3, "rad"), ("17 mod -5", -3, "rad"), ("20!/18!", 380, "rad"), ("npr(10, 3)", 720, "rad"),
    ("doublefactorial(9)", 945, "rad"), ("isprime(97)", 1, "rad"), ("isprime(91)", 0, "rad"), ("13!", math.factorial(13), "rad"),
    ("52!/(47!*5!)", math.comb(52, 5), "rad"), ("6 nCr 3", 20, "rad"), ("6 nPr 3", 120, "rad"), ("2^31-1", 2**31 - 1, "rad"),
    # Rounding.
    ("round(-1.25, 1)", F("-1.3"), "rad"), ("round(1234.5678, -2)", 1200, "rad"), ("trunc(9.99)", 9, "rad"), ("frac(3.75)", F(3, 4), "rad"),
    ("floor(-0.1)", -1, "rad"), ("ceil(0.1)", 1, "rad"), ("round(0.045, 2)", F("0.05"), "rad"), ("round(99.995, 2)", 100, "rad"),
    ("round(2/3*100, 1)", F("66.7"), "rad"), ("round(1e6/7)", 142857, "rad"),
    # Percentages as notes apps read them.
    ("20% of 50", 10, "rad"), ("5% of 200", 10, "rad"), ("15% off 80", 68, "rad"), ("10% on 200", 220, "rad"),
    ("15% of 80", 12, "rad"), ("80 + 15%", 92, "rad"), ("200 * 5%", 10, "rad"), ("25% of 25% of 100", F(25, 4), "rad"),
    ("1.5% * 200", 3, "rad"), ("100 + 7.5%", F(215, 2), "rad"), ("(100 + 10%) * 2", 220, "rad"), ("1000 * (1 + 5%)^3", F(1157625, 1000), "rad"),
    ("30 / 60 * 100", 50, "rad"), ("12.5% of 64", 8, "rad"), ("8% of 1250", 100, "rad"), ("150 - 20%", 120, "rad"),
    ("7% of 300 + 300", 321, "rad"), ("15% of what is 30", 200, "rad"), ("20% on what is 120", 100, "rad"),
    # Everyday arithmetic as typed.
    ("3 x 4", 12, "rad"), ("2·3", 6, "rad"), ("6 ÷ 2", 3, "rad"), ("5²+12²", 169, "rad"), ("2⁸", 256, "rad"), ("√81", 9, "rad"),
    ("∛64", 4, "rad"), ("0.5 + ¼", F(3, 4), "rad"), ("12*3=", 36, "rad"), ("(2+3)^2", 25, "rad"), ("-5 + 3", -2, "rad"),
    ("1/3 + 1/3 + 1/3", 1, "rad"), ("0.1 * 3 - 0.3", 0, "rad"), ("100 / 3 * 3", 100, "rad"), ("2 ^ 0.5 * 2 ^ 0.5", 2, "rad"),
]:
    add("fourth round", line, value_of(value), angle=angle)

for line, value, unit in [
    # Numbat, insect and GNU units: the arrow reads as 'to'.
    ("1 mph -> km/h", mi / 1000, "km/h"), ("3 ft + 4 in -> cm", 40 * inch * 100, "cm"), ("30 km/h * 45 min -> km", F(45, 2), "km"),
    ("6 Mbit/s * 1.5 h -> GB", F(6 * 10**6 * 5400, 8 * 10**9), "GB"), ("2 min + 30 s", F(5, 2), "min"), ("sqrt(9 m^2)", 3, "m"),
    ("1 eV -> J", F(1602176634, 10**28), "J"), ("100 W * 3 h -> kWh", F(3, 10), "kWh"), ("1 yard -> m", 3 * ft, "m"),
    ("72 °F -> °C", (F(72) - 32) * 5 / 9, "°C"), ("1 lightyear -> km", ly_m / 1000, "km"),
    ("1 parsec -> lightyears", pc_m / int(ly_m), "lightyears"), ("1 year -> seconds", 31557600, "seconds"), ("1 week -> hours", 168, "hours"),
    ("1 km / (5 min) -> km/h", 12, "km/h"), ("60 mph -> m/s", 60 * mi / 3600, "m/s"), ("1 gallon -> liters", gal, "liters"),
    ("1 liter / (1 min) -> mL/s", F(50, 3), "mL/s"), ("1 N * 1 m -> J", 1, "J"), ("1 kWh -> MJ", F(36, 10), "MJ"),
    ("1024 bytes -> KiB", 1, "KiB"), ("1 MiB -> kB", F(1048576, 1000), "kB"), ("1 GB -> GiB", F(10**9, 2**30), "GiB"),
    ("1 TB -> TiB", F(10**12, 2**40), "TiB"), ("8 bit -> byte", 1, "byte"), ("1 Mbit -> kB", 125, "kB"),
    ("100 Mbps * 1 min -> MB", 750, "MB"), ("5 GB / (10 MB/s) -> s", 500, "s"), ("hypot(3 m, 4 m)", 5, "m"),
    ("1 mile / (8 min) -> km/h", mi / 480 * F(36, 10), "km/h"), ("1 atm -> psi", atm / psi, "psi"), ("1 bar -> atm", F(100000) / atm, "atm"),
    ("30 psi -> kPa", 30 * psi / 1000, "kPa"), ("32 psi -> bar", 32 * psi / 100000, "bar"), ("1 hp -> W", F(745699871582270220, 10**15), "W"),
    ("1 Cal -> kJ", F(4184, 1000), "kJ"), ("50 kg * 9.80665 m/s^2 -> N", 50 * F(980665, 100000), "N"),
    ("1 furlong/fortnight -> mm/s", F(201168, 1000) / 1209600 * 1000, "mm/s"), ("1 knot -> m/s", knot, "m/s"), ("1 lbf -> N", lb_force, "N"),
    ("1 mi^2 -> acre", 640, "acre"), ("1 acre -> ft^2", 43560, "ft^2"), ("1 ha -> acre", F(10000) / (43560 * ft**2), "acre"),
    ("1 m^3 -> gal", 1 / (gal / 1000), "gal"), ("1 L -> floz", F(1, 1000) / (floz / 1000), "floz"), ("1 cup -> tbsp", 16, "tbsp"),
    ("1 tbsp -> tsp", 3, "tsp"), ("1 qt -> cups", 4, "cups"), ("1 pint -> cups", 2, "cups"), ("1 gal -> qt", 4, "qt"),
    ("3 cups -> tablespoons", 48, "tablespoons"), ("1 tablespoon -> teaspoons", 3, "teaspoons"), ("2 liters -> quarts", 2 / (gal / 4), "quarts"),
    ("1 furlong -> feet", 660, "feet"), ("1 fathom -> ft", 6, "ft"), ("1 league -> mi", 3, "mi"), ("1 rod -> ft", F(33, 2), "ft"),
    ("1 chain -> yd", 22, "yd"), ("1 hand -> in", 4, "in"), ("1 mil -> mm", F(254, 10000), "mm"), ("1 micron -> nm", 1000, "nm"),
    ("1 angstrom -> pm", 100, "pm"), ("1 carat -> mg", 200, "mg"), ("1 grain -> mg", lb / 7000 * 10**6, "mg"), ("1 ozt -> g", F(311034768, 10**7), "g"),
    ("1 slug -> lb", F(980665, 100000) / ft, "lb"), ("1 therm -> MJ", 100000 * btu / 10**6, "MJ"), ("12000 BTU/h -> W", 12000 * btu / 3600, "W"),
    ("1 kWh -> BTU", 3600000 / btu, "BTU"), ("1 PS -> W", F(73549875, 100000), "W"), ("1 Torr -> Pa", atm / 760, "Pa"),
    ("760 mmHg -> atm", 760 * mmhg / atm, "atm"), ("29.92 inHg -> hPa", F(2992, 100) * F(254, 10) * mmhg / 100, "hPa"),
    ("1 kgf/cm^2 -> psi", F(980665, 100000) * 10**4 / psi, "psi"), ("1 N/m^2 -> Pa", 1, "Pa"), ("1 Pa*s -> P", 10, "P"),
    ("1 gauss -> T", F(1, 10**4), "T"), ("1 mT -> gauss", 10, "gauss"), ("1 Ci -> GBq", 37, "GBq"), ("1 rev/min -> rad/s", 2 * pi / 60, "rad/s"),
    ("1 rpm -> rad/s", 2 * pi / 60, "rad/s"), ("1 ly -> AU", ly_m / au_m, "AU"), ("1 pc -> ly", pc_m / int(ly_m), "ly"), ("4.2 ly -> km", F(42, 10) * ly_m / 1000, "km"),
    ("1 au -> km", au_m / 1000, "km"), ("1 lightyear / 1 year -> km/s", F(299792458, 1000), "km/s"),
    # The HP 35s's arrow.
    ("5 mi → km", 5 * mi / 1000, "km"), ("1 gal → L", gal, "L"), ("100 °F → °C", F(340, 9), "°C"), ("10 kg → lb", 10 / lb, "lb"),
    # Physics homework.
    ("9.8 m/s^2 * 3 s", F(294, 10), "m/s"), ("0.5 * 2 kg * (3 m/s)^2 -> J", 9, "J"), ("2 kg * 9.8 m/s^2 * 10 m -> J", 196, "J"),
    ("1000 kg * 20 m/s to N*s", 20000, "N*s"), ("12 V * 2 A -> W", 24, "W"), ("12 V / 4 ohm -> A", 3, "A"), ("5 A * 2 h -> Ah", 10, "Ah"),
    ("220 V * 10 A * 3 h -> kWh", F(66, 10), "kWh"), ("1 kW * 30 min -> kWh", F(1, 2), "kWh"), ("100 W / 230 V -> mA", F(100000, 230), "mA"),
    ("10 N * 2 m -> J", 20, "J"), ("50 J / 10 s -> W", 5, "W"), ("1 kg * 1 m / 1 s^2 -> N", 1, "N"), ("100 m / 10 s -> km/h", 36, "km/h"),
    ("5 km / 25 min -> km/h", 12, "km/h"), ("50 min / 10 km -> min/km", 5, "min/km"), ("26.2 mi / 4 h -> mph", F(262, 40), "mph"),
    ("1 mi / 7 min -> mph", F(60, 7), "mph"), ("2000 mAh * 3.7 V -> Wh", F(74, 10), "Wh"), ("9.81 m/s^2 * 2 s -> m/s", F(1962, 100), "m/s"),
    ("1 g/cm^3 -> kg/m^3", 1000, "kg/m^3"), ("1 kg/L -> g/mL", 1, "g/mL"), ("1 m/s^2 * 10 kg -> N", 10, "N"), ("200 N / 4 m^2 -> Pa", 50, "Pa"),
    ("1 kN/m^2 -> kPa", 1, "kPa"), ("1 kWh / 1 h -> kW", 1, "kW"), ("3 m * 4 m * 2.5 m -> L", 30000, "L"), ("1 cm^3 -> mL", 1, "mL"),
    # Kitchen and travel.
    ("100 km/h -> mph", 100000 / mi, "mph"), ("120 km/h in mph", 120000 / mi, "mph"), ("1 knot in km/h", F(1852, 1000), "km/h"),
    ("20 knots -> mph", 20 * F(1852) / mi, "mph"), ("30 mpg -> km/L", 30 * mi / 1000 / gal, "km/L"), ("350 °F -> °C", F(1590, 9), "°C"),
    ("200 °C -> °F", 392, "°F"), ("-40 °F in °C", -40, "°C"), ("37.5 °C to °F", F(995, 10), "°F"), ("0 °F to °C", F(-160, 9), "°C"),
    ("68 °F to °C", 20, "°C"), ("3/4 cup to mL", F(3, 4) * cup * 1000, "mL"), ("2 tbsp to mL", 2 * tbsp * 1000, "mL"),
    ("1/2 cup to tbsp", 8, "tbsp"), ("16 floz to mL", 16 * floz * 1000, "mL"), ("500 mL to cups", F(1, 2) / cup, "cups"),
    ("1 L to cups", 1 / cup, "cups"), ("250 g to oz", F(1, 4) / (lb / 16), "oz"), ("1 lb to g", lb * 1000, "g"), ("12 oz to g", 12 * lb / 16 * 1000, "g"),
    ("1 tsp to mL", tsp * 1000, "mL"), ("1 kg to oz", 1 / (lb / 16), "oz"), ("5 lb to oz", 80, "oz"), ("11 st to kg", 154 * lb, "kg"),
    ("6 ft 2 in to cm", 74 * inch * 100, "cm"), ("170 cm to ft", F(17, 10) / ft, "ft"), ("30 °C to °F", 86, "°F"), ("15 gal to L", 15 * gal, "L"),
    ("40 L to gal", 40 / gal, "gal"), ("100 mi to km", 100 * mi / 1000, "km"), ("1 hectare to acres", F(10000) / (43560 * ft**2), "acres"),
    ("1 acre to m^2", 43560 * ft**2, "m^2"), ("2.2 bar to psi", 220000 / psi, "psi"), ("1 atm to bar", atm / 100000, "bar"),
    ("14.7 psi to atm", F(147, 10) * psi / atm, "atm"), ("1 kPa to psi", 1000 / psi, "psi"), ("1 kWh to kJ", 3600, "kJ"),
    ("1 kWh to kcal", F(3600000, 4184), "kcal"), ("100 W * 8 h to kWh", F(8, 10), "kWh"), ("1500 W * 2 h to kWh", 3, "kWh"),
    ("2000 Cal to kJ", 8368, "kJ"), ("1 Cal to kcal", 1, "kcal"), ("100 kcal to kJ", F(4184, 10), "kJ"), ("1 kJ to kcal", F(1000, 4184), "kcal"),
    ("10 kn to km/h", F(1852, 100), "km/h"), ("1 kt to mph", F(1852) / mi, "mph"), ("1 GiB to MB", F(1073741824, 10**6), "MB"),
    ("500 GB to TB", F(1, 2), "TB"), ("4.7 GB to MiB", F(47, 10) * 10**9 / 2**20, "MiB"), ("1 MB/s to Mbit/s", 8, "Mbit/s"),
    ("100 Mbit/s to MB/s", F(25, 2), "MB/s"), ("1 Gbps to MB/s", 125, "MB/s"), ("2 hours 30 minutes to minutes", 150, "minutes"),
    ("2 h 30 min + 45 min", F(13, 4), "h"), ("1 day 6 hours to hours", 30, "hours"), ("3 weeks to days", 21, "days"),
    ("90 minutes to hours", F(3, 2), "hours"), ("10000 seconds to hours", F(10000, 3600), "hours"), ("1.5 days to hours", 36, "hours"),
    ("48 hours to days", 2, "days"), ("1 m 20 cm to cm", 120, "cm"), ("5 kg 300 g to kg", F(53, 10), "kg"), ("5 feet in meters", 5 * ft, "meters"),
    ("100 kg in lbs", 100 / lb, "lbs"), ("20% of 50 kg", 10, "kg"), ("1.2E3 m to km", F(6, 5), "km"), ("4e-3 m to mm", 4, "mm"),
    ("1.5e3 g to kg", F(3, 2), "kg"), ("6.2e-7 m to nm", 620, "nm"), ("30 mpg to L/100km", F(100000) / (30 * mi / gal), "L/100km"),
    ("1 mph in kph", mi / 1000, "kph"), ("55 mph to km/h", 55 * mi / 1000, "km/h"), ("1 ft/s to m/s", ft, "m/s"), ("1 m/s to ft/s", 1 / ft, "ft/s"),
    ("1 in^2 to cm^2", F(254, 100) ** 2, "cm^2"), ("1 yd^3 to m^3", (3 * ft) ** 3, "m^3"), ("1 ft^3 to gal", ft**3 / (gal / 1000), "gal"),
    ("1 gal/min to L/s", gal / 60, "L/s"), ("1 psi to Pa", psi, "Pa"), ("1 inHg to kPa", F(254, 10) * mmhg / 1000, "kPa"),
]:
    add("fourth round units", line, value_of(value), unit)
literal("fourth round", "$40 - 15%", "$34")
literal("fourth round", "12.5° to dms", "12°30′0″")
literal("fourth round units", "1.75 m to ft in", "5 ft " + fmt(F(175, 100) / inch - 60, 10) + " in")
literal("fourth round units", "100 min to h min", "1 h 40 min")
literal("fourth round units", "3.7 h to h min", "3 h 42 min")
for category, line, reason in [
    ("fourth round", "72 F to C", "F is the farad and C the coulomb; temperatures are written °F, degF or fahrenheit"),
    ("fourth round", "ATAN2(1, 1)", "a spreadsheet's ATAN2 takes x first, the calculator's atan2 y first: not guessed"),
    ("fourth round", "remainder(7, 4)", "Python's IEEE remainder (to the nearest multiple) is no calculator's rem or mod"),
    ("fourth round", "dist((1, 2), (4, 6))", "points and vectors are outside the calculator"),
    ("fourth round", "det([[1, 2], [3, 4]])", "matrices are outside the calculator"),
    ("fourth round", "solve(x^2 = 4, x)", "symbolic algebra is outside the calculator"),
    ("fourth round", "diff(x^2, x)", "calculus is outside the calculator"),
    ("fourth round", "integrate(x^2, x, 0, 1)", "calculus is outside the calculator"),
    ("fourth round", "sqrt(-9)", "complex numbers are outside the calculator (real numbers only)"),
    ("fourth round", "1 c -> km/s", "physical constants: c has no name here"),
    ("fourth round", "exp(log(10))", "log is the base-10 logarithm here, as on calculators; Python's math.log is ln"),
    ("fourth round", "sqr(5)", "sqr is x² to Windows Calculator and √x to BASIC: not guessed"),
    ("fourth round", "INT(-2.5)", "INT is the floor in spreadsheets and on the TI-84, toward 0 in Python and on Casio: not guessed"),
    ("fourth round units", "1 month to days", "a month's length depends on the month; the calculator's mean month is its own convention"),
    ("fourth round units", "10 USD to EUR", "depends on the day's exchange rates, not a fixed value"),
]:
    out(category, line, reason)

# A fifth round, after textbook physics and chemistry exercises (with their units), finance
# lines, the TI-84 and Casio fx-991 manuals' examples, qalc's and SpeedCrunch's documentation,
# GNU bc idioms, Wolfram Alpha-style everyday queries, cooking, travel and engineering units,
# angles in degrees, minutes and seconds, and number theory.
ev = F(1602176634, 10**28)
hp_w = 550 * ft * lb_force  # the mechanical horsepower, 550 ft·lbf/s
def is_prime(n):
    if n < 2:
        return 0
    if n % 2 == 0:
        return 1 if n == 2 else 0
    return 1 if all(n % d for d in range(3, math.isqrt(n) + 1, 2)) else 0
def mersenne_prime(p):  # Lucas–Lehmer, for 2^p − 1 with p an odd prime
    m, s = 2**p - 1, 4
    for _ in range(p - 2):
        s = (s * s - 2) % m
    return 1 if s == 0 else 0
loan_r = F(45, 12000)  # 4.5 % a year, monthly
for line, value, angle in [
    # Finance: percent, tax, tips, compound interest, loans, annuities.
    ("250 + 8%", 270, "rad"), ("250 - 20%", 200, "rad"), ("20% of 250", 50, "rad"), ("15% of 80", 12, "rad"),
    ("5% * 200", 10, "rad"), ("200 * 5%", 10, "rad"), ("1000 * (1 + 5%)^3", F("1157.625"), "rad"),
    ("80 * 1.0825", F("86.6"), "rad"), ("19.99 * 3 * 1.07", F("19.99") * 3 * F("1.07"), "rad"), ("64.50 * 0.18", F("11.61"), "rad"),
    ("(150 - 120) / 120 * 100", 25, "rad"), ("45 / 60 * 100", 75, "rad"), ("1000 * 1.05^10", 1000 * F(105, 100) ** 10, "rad"),
    ("2500*(1+0.035/4)^(4*7)", 2500 * (1 + F(35, 4000)) ** 28, "rad"),
    ("200000*(0.045/12)/(1-(1+0.045/12)^-360)", 200000 * loan_r / (1 - (1 + loan_r) ** -360), "rad"),
    ("100*((1+0.05/12)^120-1)/(0.05/12)", 100 * ((1 + F(5, 1200)) ** 120 - 1) / F(5, 1200), "rad"),
    ("72/6", 12, "rad"), ("ln(2)/ln(1.07)", mp.log(2) / mp.log(mp.mpf("1.07")), "rad"),
    ("5000*e^(0.03*4)", 5000 * mp.exp(mp.mpf("0.12")), "rad"), ("(1+0.06/12)^12-1", (1 + F(6, 1200)) ** 12 - 1, "rad"),
    ("10000/(1.08)^5", 10000 / F(108, 100) ** 5, "rad"), ("(2000/1000)^(1/6)-1", mp.mpf(2) ** (mp.mpf(1) / 6) - 1, "rad"),
    ("1200 * 0.12 / 12", 12, "rad"), ("49.99 - 49.99*30%", F("49.99") * F(7, 10), "rad"),
    # Physics and chemistry exercises as plain numbers (constants typed in).
    ("8.314*300/0.0224", F(8314, 1000) * 300 / F(224, 10000), "rad"), ("101325*0.0224/(8.314*273.15)", F(101325) * F(224, 10000) / (F(8314, 1000) * F(27315, 100)), "rad"),
    ("8.9875517923e9*2e-6*3e-6/0.05^2", F(89875517923, 10) * F(2, 10**6) * F(3, 10**6) / F(1, 400), "rad"),
    ("6.62607015e-34*299792458/500e-9", F(662607015, 10**42) * 299792458 / F(5, 10**7), "rad"),
    ("6.674e-11*5.972e24/6.371e6^2", F(6674, 10**14) * F(5972, 10**21) / F(6371000) ** 2, "rad"),
    ("sqrt(2*9.81*10)", mp.sqrt(mp.mpf("196.2")), "rad"), ("0.5*9.81*3^2", F("44.145"), "rad"), ("20*3 + 0.5*9.81*3^2", F("104.145"), "rad"),
    ("30^2/(2*9.81)", F(900) / F("19.62"), "rad"), ("2*pi*sqrt(1/9.81)", 2 * pi * mp.sqrt(1 / mp.mpf("9.81")), "rad"),
    ("-log(1e-3)", 3, "rad"), ("-log(2.5e-4)", -mp.log10(mp.mpf("2.5e-4")), "rad"), ("14 + log(1e-3)", 11, "rad"),
    ("10^-7.4", mp.mpf(10) ** mp.mpf("-7.4"), "rad"), ("100*0.5^(10/5.27)", 100 * mp.mpf("0.5") ** (10 / mp.mpf("5.27")), "rad"),
    ("-5730*ln(0.25)/ln(2)", 11460, "rad"), ("ln(2)/5730", mp.log(2) / 5730, "rad"), ("1/(1/100+1/220)", F(1375, 20), "rad"),
    ("1.602176634e-19*13.6", ev * F(136, 10), "rad"), ("5.85/58.44", F(585, 5844), "rad"), ("2*1.008+15.999", F("18.015"), "rad"),
    ("0.5*1e-4*12^2", F(72, 10000), "rad"), ("9.81*75/0.02", F("36787.5"), "rad"), ("299792458/2.4e9", F(299792458, 24 * 10**8), "rad"),
    # TI-84 and Casio fx-991 manuals' examples, as typed here.
    ("(2+3)²", 25, "rad"), ("√(3²+4²)", 5, "rad"), ("5!/(3!*2!)", 10, "rad"), ("8 nCr 3", 56, "rad"), ("8 nPr 3", 336, "rad"),
    ("sin⁻¹(1)", 90, "deg"), ("cos⁻¹(0.5)", 60, "deg"), ("tan⁻¹(1)", 45, "deg"), ("10^(0.3)", mp.mpf(10) ** mp.mpf("0.3"), "rad"),
    ("e^(-0.5)", mp.exp(-0.5), "rad"), ("1/3+2/5", F(11, 15), "rad"), ("123456789²", 123456789**2, "rad"), ("7×8−6", 50, "rad"),
    ("(7−2)×(3+4)", 35, "rad"), ("1.2E-3×5E4", 60, "rad"), ("5^(1/3)", mp.cbrt(5), "rad"), ("2^-1.5", mp.mpf(2) ** -1.5, "rad"),
    ("sinh(1.5)", mp.sinh(1.5), "rad"), ("cosh^-1(2)", mp.acosh(2), "rad"), ("2π", 2 * pi, "rad"), ("|−7|+|3−9|", 13, "rad"),
    ("sin(30)×cos(60)", F(1, 4), "deg"), ("tan(60)²", 3, "deg"), ("log(2)+log(3)", mp.log10(6), "rad"), ("ln(3)×2", 2 * mp.log(3), "rad"),
    ("(1+√5)/2", (1 + mp.sqrt(5)) / 2, "rad"), ("3×10^8÷(5×10^14)", F(3, 5) / 10**6, "rad"), ("100÷3", F(100, 3), "rad"),
    ("4!+3!", 30, "rad"), ("10 nCr 4 × 0.3^4 × 0.7^6", 210 * F(3, 10) ** 4 * F(7, 10) ** 6, "rad"), ("asin(0.6)+acos(0.6)", 90, "deg"),
    ("atan(1/√3)", 30, "deg"), ("sin(π/2)", 1, "rad"), ("cos(π)", -1, "rad"), ("cos(2π/5)", mp.cos(2 * pi / 5), "rad"),
    # qalc's and SpeedCrunch's documentation.
    ("round(3.14159; 2)", F("3.14"), "rad"), ("average(1; 2; 3; 4)", F(5, 2), "rad"), ("frac(3.7)", F(7, 10), "rad"), ("int(3.7)", 3, "rad"),
    ("10 mod 3", 1, "rad"), ("ln 25", mp.log(25), "rad"), ("sqrt 16", 4, "rad"), ("5^2 + 12^2", 169, "rad"), ("0o17 + 0b1111", 30, "rad"),
    ("0xFF xor 0x0F", 240, "rad"), ("255 and 15", 15, "rad"), ("1 << 10", 1024, "rad"), ("popcount(255)", 8, "rad"), ("not 0", -1, "rad"),
    ("gamma(4.5)", mp.gamma(4.5), "rad"), ("erf(0.5)", mp.erf(0.5), "rad"), ("zeta(3)", mp.zeta(3), "rad"), ("lambertw(1)", mp.lambertw(1).real, "rad"),
    ("beta(2.5, 1.5)", mp.beta(2.5, 1.5), "rad"), ("hypot(5, 12)", 13, "rad"), ("cbrt(1000)", 10, "rad"),
    # GNU bc idioms that read the same here.
    ("10/3", F(10, 3), "rad"), ("2^100", 2**100, "rad"), ("sqrt(2)*sqrt(2)", 2, "rad"), ("(1+sqrt(5))/2", (1 + mp.sqrt(5)) / 2, "rad"),
    ("4*atan(1)", pi, "rad"), ("2^64-1", 2**64 - 1, "rad"), ("(3+4)*(5-2)/7", 3, "rad"),
    # Number theory.
    ("gcd(1071, 462)", 21, "rad"), ("lcm(21, 6)", 42, "rad"), ("gcd(2^40, 6^20)", 2**20, "rad"),
    ("lcm(1, 2, 3, 4, 5, 6, 7, 8, 9, 10)", 2520, "rad"), ("gcd(123456, 7890)", math.gcd(123456, 7890), "rad"),
    ("lcm(12, 18, 30)", 180, "rad"), ("isprime(2^31-1)", mersenne_prime(31), "rad"), ("isprime(561)", is_prime(561), "rad"),
    ("isprime(1000003)", is_prime(1000003), "rad"), ("isprime(2^61-1)", mersenne_prime(61), "rad"), ("isprime(2^67-1)", mersenne_prime(67), "rad"),
    ("isprime(97)", 1, "rad"), ("isprime(91)", 0, "rad"), ("3^100 mod 7", pow(3, 100, 7), "rad"), ("2^100 mod 1000", pow(2, 100, 1000), "rad"),
    ("(-7) mod 3", 2, "rad"), ("mod(-13, 4)", 3, "rad"), ("rem(-13, 4)", -1, "rad"), ("idiv(-13, 4)", -3, "rad"), ("100!/98!", 9900, "rad"),
    ("20!", math.factorial(20), "rad"), ("ncr(52, 5)", math.comb(52, 5), "rad"), ("npr(52, 5)", math.perm(52, 5), "rad"),
    ("ncr(49, 6)", math.comb(49, 6), "rad"), ("ncr(100, 50)", math.comb(100, 50), "rad"), ("25!/(5!)^5", F(math.factorial(25), math.factorial(5) ** 5), "rad"),
    ("2^(2^5)+1", 2**32 + 1, "rad"), ("641*6700417", 641 * 6700417, "rad"), ("9!!", 945, "rad"), ("10!!", 3840, "rad"),
    ("floor(1000/7)", 142, "rad"), ("1000 - 7*floor(1000/7)", 6, "rad"), ("gcd(0, 0)", 0, "rad"), ("lcm(0, 5)", 0, "rad"),
    # Angles, degrees, minutes and seconds.
    ("sin(30°30′)", mp.sin(rad(mp.mpf("30.5"))), "rad"), ("cos(45°)", mp.sqrt(2) / 2, "rad"), ("tan(30°)*sqrt(3)", 1, "rad"),
    ("sin(1.5 rad)", mp.sin(1.5), "deg"), ("atan2(3, 4)", deg(mp.atan2(3, 4)), "deg"), ("acos(-1)", 180, "deg"), ("asin(-0.5)", -30, "deg"),
    ("sin(15)", (mp.sqrt(6) - mp.sqrt(2)) / 4, "deg"), ("cos(75)", (mp.sqrt(6) - mp.sqrt(2)) / 4, "deg"), ("tan(22.5)", mp.sqrt(2) - 1, "deg"),
    ("sin(200 grad)", 0, "rad"), ("cos(0.5 turn)", -1, "rad"),
]:
    add("fifth round", line, value_of(value), angle=angle)
for line, text in [("12.345° to dms", "12°20′42″"), ("45.5125° to dms", "45°30′45″"), ("100.5° to dms", "100°30′0″"), ("$120 + 7.5%", "$129")]:
    literal("fifth round", line, text)
for line, value, unit in [
    # Physics and chemistry with units.
    ("20 m/s * 3 s + 0.5 * 9.81 m/s^2 * (3 s)^2 -> m", F("104.145"), "m"), ("(30 m/s)^2 / (2 * 9.81 m/s^2) -> m", F(900) / F("19.62"), "m"),
    ("sqrt(2 * 9.81 m/s^2 * 10 m) -> m/s", mp.sqrt(mp.mpf("196.2")), "m/s"), ("0.5 * 2 kg * (3 m/s)^2 -> J", 9, "J"),
    ("2 kg * 9.81 m/s^2 * 5 m -> J", F("98.1"), "J"), ("60 W * 24 h * 30 -> kWh", F("43.2"), "kWh"),
    ("1 mol * 8.314 J/(mol*K) * 273.15 K / 101325 Pa -> L", F(8314, 1000) * F(27315, 100) / 101325 * 1000, "L"),
    ("2 mol * 8.314 J/(mol*K) * 300 K / (10 L) -> kPa", F("498.84"), "kPa"),
    ("101325 Pa * 22.4 L / (8.314 J/(mol*K) * 273.15 K) -> mol", F(101325) * F(224, 10000) / (F(8314, 1000) * F(27315, 100)), "mol"),
    ("12 V / 4 Ω -> A", 3, "A"), ("5 mA * 2 kΩ -> V", 10, "V"), ("9 V * 0.5 A -> W", F(9, 2), "W"), ("1 / (1/(100 Ω) + 1/(220 Ω)) -> Ω", F(1375, 20), "Ω"),
    ("0.5 * 100 µF * (12 V)^2 -> mJ", F(72, 10), "mJ"), ("500 g / (250 cm^3) -> g/cm^3", 2, "g/cm^3"), ("75 kg * 9.81 m/s^2 / (0.02 m^2) -> kPa", F("36.7875"), "kPa"),
    ("299792458 m/s / 2.4 GHz -> cm", F(299792458, 24 * 10**6), "cm"), ("299792458 m/s / 550 nm -> THz", F(299792458, 550 * 10**3), "THz"),
    ("8.99e9 N*m^2/C^2 * 1 µC * 2 µC / (5 cm)^2 -> N", F("7.192"), "N"), ("13.6 eV -> J", ev * F(136, 10), "J"), ("1 eV -> J", ev, "J"),
    ("18.015 g/mol * 2 mol -> g", F("36.03"), "g"), ("5.85 g / (58.44 g/mol) -> mol", F(585, 5844), "mol"), ("0.1 mol / 250 mL -> mol/L", F(2, 5), "mol/L"),
    ("1 mAh -> C", F(18, 5), "C"), ("2 A * 1 h -> C", 7200, "C"), ("3000 rpm -> rad/s", 100 * pi, "rad/s"), ("1 rpm -> Hz", F(1, 60), "Hz"),
    ("100 N * 0.3 m -> J", 30, "J"), ("1 kgf -> N", F(980665, 100000), "N"), ("1 lbf -> N", lb_force, "N"),
    # Engineering.
    ("1 hp -> W", hp_w, "W"), ("1 hp -> kW", hp_w / 1000, "kW"), ("1 BTU -> J", btu, "J"), ("12000 BTU/h -> kW", 12000 * btu / 3600 / 1000, "kW"),
    ("1 ksi -> MPa", 1000 * psi / 10**6, "MPa"), ("100 psi -> bar", 100 * psi / 10**5, "bar"), ("1 mmHg -> Pa", mmhg, "Pa"),
    ("20 cmH2O -> kPa", F(20 * 980665, 10**7), "kPa"), ("1 inH2O -> Pa", F(254, 100) * F(980665, 10000), "Pa"), ("1 torr -> Pa", F(101325, 760), "Pa"), ("1 cal -> J", F(4184, 1000), "J"), ("1 kWh -> MJ", F(18, 5), "MJ"),
    ("1 Wh -> J", 3600, "J"), ("1 L/min -> m^3/h", F(6, 100), "m^3/h"), ("1 m^3/s -> L/min", 60000, "L/min"), ("1 N/mm^2 -> MPa", 1, "MPa"),
    ("1 µm -> nm", 1000, "nm"), ("1 Å -> nm", F(1, 10), "nm"), ("1 ha -> m^2", 10000, "m^2"), ("1 km^2 -> ha", 100, "ha"),
    ("1 TB -> GiB", F(10**12, 2**30), "GiB"), ("1 Mbit/s * 1 h -> MB", 450, "MB"), ("700 MB / (10 Mbit/s) -> s", 560, "s"), ("1 KiB -> bit", 8192, "bit"),
    # Travel and everyday.
    ("5 feet 11 inches in cm", 71 * F(254, 100), "cm"), ("60 mph in m/s", 60 * mi / 3600, "m/s"), ("42.195 km to mi", F(42195) / mi, "mi"),
    ("1 stone in lb", 14, "lb"), ("6 feet in cm", F(18288, 100), "cm"), ("1 inch in mm", F(254, 10), "mm"), ("1 yard in m", F(9144, 10000), "m"),
    ("1 fathom in m", F(18288, 10000), "m"), ("1 furlong in m", F(201168, 1000), "m"), ("1 chain in m", F(201168, 10000), "m"),
    ("1 ly to km", ly_m / 1000, "km"), ("1 au to km", au_m / 1000, "km"), ("1 pc to ly", pc_m / ly_m, "ly"), ("35000 ft to m", 10668, "m"),
    ("1 mile to feet", 5280, "feet"), ("1 km to ft", 1000 / ft, "ft"), ("80 km/h to m/s", F(200, 9), "m/s"), ("1 kn to m/s", F(1852, 3600), "m/s"),
    ("8 L/100km to mpg", F(100000, 8) * gal / mi, "mpg"), ("25 °C to K", F(29815, 100), "K"), ("180 °C to °F", 356, "°F"), ("220 °C to °F", 428, "°F"),
    ("72 fahrenheit to celsius", F(200, 9), "celsius"), ("98.6 °F to °C", 37, "°C"), ("10 km / 45 min -> km/h", F(40, 3), "km/h"),
    ("12 km/h -> min/km", 5, "min/km"), ("1 fortnight to days", 14, "days"), ("1 week to hours", 168, "hours"), ("86400 s to days", 1, "days"),
    ("1 ms to µs", 1000, "µs"), ("2.5 h to min", 150, "min"), ("1 h 15 min to min", 75, "min"), ("45 min + 1 h 20 min to h", F(125, 60), "h"),
    # Cooking.
    ("1 cup to tbsp", 16, "tbsp"), ("1 tbsp to tsp", 3, "tsp"), ("1 oz to g", lb / 16 * 1000, "g"), ("8 oz to g", lb / 2 * 1000, "g"),
    ("1 lb 4 oz to g", F(5, 4) * lb * 1000, "g"), ("2 tbsp + 1 tsp to mL", 7 * tsp * 1000, "mL"), ("1 qt to L", gal / 4, "L"),
    ("3 cups to L", 3 * cup, "L"), ("1 gal to qt", 4, "qt"), ("250 mL to floz", F(1, 4) / floz, "floz"), ("1 kg to lb", 1 / lb, "lb"),
    ("2.5 lb to kg", F(5, 2) * lb, "kg"),
    # Angles with units.
    ("(12°30′ + 5°45′) to deg", F(73, 4), "deg"), ("45°30′ to rad", F(91, 360) * pi, "rad"), ("1 rad to deg", 180 / pi, "deg"),
    ("90° to grad", 100, "grad"), ("0.25 turn to deg", 90, "deg"), ("30°15′ to deg", F(121, 4), "deg"), ("1° to arcmin", 60, "arcmin"),
    ("1 arcmin to arcsec", 60, "arcsec"),
]:
    add("fifth round units", line, value_of(value), unit)
for category, line, reason in [
    ("fifth round", "nextprime(100)", "not in the function table (qalc has nextprime, prevprime): number theory stops at gcd, lcm, isprime here"),
    ("fifth round", "totient(100)", "not in the function table (qalc's totient): number theory stops at gcd, lcm, isprime here"),
    ("fifth round", "factor(360)", "a factorization is a product of powers, not a number: outside a calculator of values"),
    ("fifth round", "scale=20; 4*a(1)", "bc's scale statement and one-letter a, s, c, l, e functions are bc's language, not this one"),
    ("fifth round", "sqrt(2", "a missing ')' at the end is closed, as on the TI-84 and Casio: not an error here"),
    ("fifth round", "e(1)", "in bc e(x) is the exponential; here e is the constant, and e(1) is e times 1"),
    ("fifth round", "2 3 + p", "dc's reverse Polish notation is another language (the keypad has no RPN mode)"),
    ("fifth round", "Pol(1, √3)", "Casio's Pol and Rec return two values (r, θ): the calculator returns one number"),
    ("fifth round", "3 1/2", "a mixed number typed with a space would be 3 × 1/2 to some and 3½ to others: two numbers side by side are refused"),
    ("fifth round", "pi to 10 digits", "a digit count in words is an option here (--digits), not part of the line"),
    ("fifth round", "half of 30", "words for arithmetic (half of, twice) are not part of the language"),
    ("fifth round units", "1 year to days", "a year's length (365, 365.25 or 365.2425 days) is a convention, not a fixed value"),
    ("fifth round units", "1 stick of butter to g", "kitchen items (stick, pinch, dash) are no units of measure"),
    ("fifth round units", "gas mark 4 to °C", "oven gas marks are a table, not a unit"),
    ("fifth round units", "1 mil to mm", "mil is a thousandth of an inch to some and a milliradian to others: not guessed"),
]:
    out(category, line, reason)
# What must be refused, from the same sources.
for line, angle in [
    ("1/(2-2)", "rad"), ("log(-1)", "rad"), ("0/0", "rad"), ("5 m + 3 kg", "rad"), ("asin(1.5)", "deg"), ("10 km to kg", "rad"),
    ("acosh(0)", "rad"), ("lcm(2.5, 5)", "rad"), ("(-3)!", "rad"), ("gamma(-2)", "rad"), ("isprime(2.5)", "rad"), ("tan(270)", "deg"),
    ("sec(90)", "deg"), ("2^(1/0)", "rad"), ("ln(-e)", "rad"), ("(-8)^(1/2)", "rad"), ("3 kg to °C", "rad"), ("log(10, 0)", "rad"),
    ("root(-16, 4)", "rad"), ("1 m^2 to m", "rad"), ("ncr(2.5, 1)", "rad"), ("sqrt(2))", "rad"), ("5 +* 3", "rad"), ("mod(7, 0)", "rad"),
]:
    rows.append(("fifth round", angle, line, "=error", ""))

# A line already among the cases above is not written twice.
seen = {(row[1], row[2]) for row in rows[:third_start]}
kept = []
for row in rows[third_start:]:
    if (row[1], row[2]) not in seen:
        seen.add((row[1], row[2]))
        kept.append(row)
rows[third_start:] = kept

# What a calculator must refuse: the line shows "error" (the reason goes to standard error).
for line, angle in [
    ("1/0", "rad"), ("sqrt(-1)", "rad"), ("ln(0)", "rad"), ("0^-1", "rad"), ("tan(90)", "deg"), ("(-1)!", "rad"),
    ("log(0)", "rad"), ("ln(-5)", "rad"), ("asin(2)", "rad"), ("acos(-1.5)", "deg"), ("atanh(1)", "rad"),
    ("acosh(0.5)", "rad"), ("5 mod 0", "rad"), ("gamma(0)", "rad"), ("ncr(3, -1)", "rad"), ("log(5, 1)", "rad"),
    ("1 m + 1 s", "rad"), ("1 kg to m", "rad"), ("sqrt(", "rad"), ("2 3", "rad"), ("cot(0)", "deg"),
    ("gcd(1.5, 3)", "rad"), ("stdev(5)", "rad"), ("1,23", "rad"),
]:
    rows.append(("refusals", angle, line, "=error", ""))

# Outside the scope, with why.
for category, line, reason in [
    ("constants", "c", "physical constants: not defined (c is no name; g is gram, h is hour); see docs/command-line.md"),
    ("constants", "6.674e-11*g", "physical constants: g is the gram here, not standard gravity"),
    ("constants", "NA*2", "physical constants: Avogadro's number has no name here"),
    ("powers", "sqrt(-4)", "complex numbers are outside the calculator (real numbers only)"),
    ("powers", "(-8)^(1/3)", "a real cube root of a negative base: -2 here, a complex principal value in mpmath"),
    ("logarithms", "ln(-1)", "complex numbers are outside the calculator (real numbers only)"),
    ("inverse rad", "asin(2)", "complex numbers are outside the calculator (real numbers only)"),
    ("arithmetic", "1 000 000", "space as a digit-group separator: refused on purpose (two numbers side by side)"),
    ("statistics", "mean([1, 2, 3])", "list brackets are not part of the language; write mean(1, 2, 3)"),
    ("units", "5'10\" to cm", "feet and inches with ' and \": the signs are minutes and seconds of arc here; write 5 ft + 10 inch"),
    ("combinatorics", "C(5, 2)", "C is the coulomb; write ncr(5, 2) or 5 nCr 2"),
    ("arithmetic", "10 % 3", "% is the percent sign, not the remainder; write 10 mod 3"),
    ("units", "1 MB to KB", "KB is 1000 bytes to some and 1024 to others: not guessed; write kB or KiB"),
    ("units", "10 kibibytes in b", "b alone is no unit (it would take a note's variable b); write bit"),
]:
    out(category, line, reason)

# Once out of scope, now read: two-word unit names, ratios in parts per million.
for line, value, unit in [
    ("1 long ton to kg", 2240 * lb, "kg"), ("1 nautical mile to m", 1852, "m"), ("2 nautical miles to km", F(3704, 1000), "km"),
    ("1 short ton to lb", 2000, "lb"), ("1 metric ton to kg", 1000, "kg"), ("1 imperial gallon to L", F(454609, 100000), "L"),
    ("1 US gallon to L", gal, "L"), ("2 imperial pints to mL", F(454609, 100000) / 4 * 1000, "mL"),
    ("1 US pint to imperial pint", (gal / 8) / (F(454609, 100000) / 8), "imperial pint"), ("1 square mile to km^2", mi**2 / 10**6, "km^2"),
    ("1 cubic foot to L", ft**3 * 1000, "L"), ("1 therm to kWh", 100000 * F(105505585262, 10**8) / 3600000, "kWh"),
    ("3 ppm to ppb", 3000, "ppb"),
]:
    add("units", line, value_of(value), unit)
# Into two units at once, written side by side: whole hours, and the rest in minutes.
literal("units", "1.5 h to h min", "1 h 30 min")
literal("units", "100 min to h min", "1 h 40 min")
literal("units", "1.8 m to ft in", "5 ft " + fmt(F(18, 10) / inch - 60, 10) + " in")
for line, value in [("3 ppm", F(3, 10**6)), ("500 ppm * 2000", 1), ("25 ppb * 4", F(1, 10**7))]:
    add("units", line, value_of(value))

OUT.parent.mkdir(parents=True, exist_ok=True)
with OUT.open("w", encoding="utf-8") as file:
    file.write("# Written by scripts/make-scientific-cases.py; values from mpmath, fractions, math, statistics.\n")
    file.write("# category\tangle\tline\texpected\tnote\n")
    for row in rows:
        assert "\t" not in "".join(row) and "\n" not in "".join(row), row
        file.write("\t".join(row) + "\n")
print(f"{OUT}: {len(rows)} cases, {sum(1 for r in rows if r[3] != 'out')} in scope")
