#!/usr/bin/env python3
"""Writes Tests/CalculatorKitTests/Fixtures/reals.tsv: irrational and exact results
of the scientific functions, computed independently with mpmath at 150 digits.

Columns: expression, angle unit (rad/deg), exact (1 when the calculator must know the
value exactly, 0 when it must not, - for either), then the value correctly rounded (to nearest, halves away
from zero) at 9, 16, 30 and 100 significant digits, each written d.ddd…e±N with every
digit kept (0 for zero).

Also boundaries.tsv: values within a hair (10^-(k+20) or less) of a rounding boundary
at k = 9, 16, 30 and 100 digits (tanh near 1, a half just above or below, √ of a
square ± ε, 10^k − ε), each with its rounding at k digits; and pi1000.tsv, π rounded
at 1,000 digits.
"""
from mpmath import mp, mpf, sqrt, cbrt, exp, log, sin, cos, tan, asin, acos, atan, sinh, cosh, tanh, asinh, acosh, atanh, pi, e, floor, nstr
import os

mp.dps = 150
D = lambda d: d * pi / 180   # degrees to radians
R = lambda r: r * 180 / pi   # radians to degrees
F = mpf

# (calculator expression, angle, mpmath value, exact)
cases = [
    # constants
    ("pi", "rad", pi, 0), ("e", "rad", e, 0), ("2pi", "rad", 2 * pi, 0), ("pi/2", "rad", pi / 2, 0),
    ("pi^2", "rad", pi ** 2, 0), ("e^pi", "rad", e ** pi, 0), ("pi^e", "rad", pi ** e, 0),
    # roots
    ("sqrt(2)", "rad", sqrt(2), 0), ("sqrt(3)", "rad", sqrt(3), 0), ("sqrt(1/3)", "rad", sqrt(F(1) / 3), 0),
    ("sqrt(8)", "rad", sqrt(8), 0), ("sqrt(10^100+1)", "rad", sqrt(F(10) ** 100 + 1), 0),
    ("sqrt(4)", "rad", F(2), 1), ("sqrt(9/4)", "rad", F(3) / 2, 1), ("sqrt(2)*sqrt(2)", "rad", F(2), 1),
    ("sqrt(2)*sqrt(8)", "rad", F(4), 1), ("sqrt(6)/sqrt(3)", "rad", sqrt(2), 0), ("(sqrt(3))^4", "rad", F(9), 1),
    ("1/sqrt(2)", "rad", 1 / sqrt(2), 0), ("cbrt(2)", "rad", cbrt(2), 0), ("cbrt(-2)", "rad", -cbrt(2), 0),
    ("cbrt(27)", "rad", F(3), 1), ("8^(1/3)", "rad", F(2), 1), ("2^(1/3)", "rad", cbrt(2), 0),
    ("2^0.5", "rad", sqrt(2), 0), ("10^(1/7)", "rad", F(10) ** (F(1) / 7), 0), ("(-2)^(1/3)", "rad", -cbrt(2), 0),
    ("2^sqrt(2)", "rad", F(2) ** sqrt(2), 0), ("sqrt(2)^sqrt(2)", "rad", sqrt(2) ** sqrt(2), 0),
    ("sqrt(1e-100)", "rad", F(10) ** -50, 1), ("sqrt(2e-101)", "rad", sqrt(F(2) * F(10) ** -101), 0),
    # exponential and logarithms
    ("exp(1)", "rad", e, 0), ("exp(0)", "rad", F(1), 1), ("e^0", "rad", F(1), 1), ("exp(-1)", "rad", exp(-1), 0),
    ("exp(0.5)", "rad", exp(F(1) / 2), 0), ("exp(100)", "rad", exp(100), 0), ("exp(1000)", "rad", exp(1000), 0),
    ("exp(-1000)", "rad", exp(-1000), 0), ("exp(1e-30)", "rad", exp(F(10) ** -30), 0),
    ("exp(pi*sqrt(163))", "rad", exp(pi * sqrt(163)), 0), ("e^2", "rad", e ** 2, 0),
    ("ln(2)", "rad", log(2), 0), ("ln(10)", "rad", log(10), 0), ("ln(0.5)", "rad", log(F(1) / 2), 0),
    ("ln(3)", "rad", log(3), 0), ("ln(1.5)", "rad", log(F(3) / 2), 0), ("ln(10^1000)", "rad", 1000 * log(10), 0),
    ("ln(1e-300)", "rad", -300 * log(10), 0), ("ln(pi)", "rad", log(pi), 0), ("ln(e)", "rad", F(1), 1),
    ("ln(e^2)", "rad", F(2), 1), ("ln(1)", "rad", F(0), 1), ("ln(sqrt(e))", "rad", F(1) / 2, 1),
    ("log(1000)", "rad", F(3), 1), ("log(0.001)", "rad", F(-3), 1), ("log(2)", "rad", log(2, 10), 0),
    ("log(sqrt(10))", "rad", F(1) / 2, 1), ("log(7)", "rad", log(7, 10), 0), ("log2(3)", "rad", log(3, 2), 0),
    ("log2(1024)", "rad", F(10), 1), ("log2(0.125)", "rad", F(-3), 1), ("log2(10)", "rad", log(10, 2), 0),
    ("exp(ln(3))", "rad", F(3), 1), ("exp(ln(2)/2)", "rad", sqrt(2), 0),
    # powers that are too large to be exact
    ("1.0000000001^10000000000", "rad", (1 + F(10) ** -10) ** (10 ** 10), 0),
    ("0.9999999^123456789", "rad", F("0.9999999") ** 123456789, 0),
    ("3^100000.5", "rad", F(3) ** F("100000.5"), 0),
    # trigonometry in radians
    ("sin(1)", "rad", sin(1), 0), ("cos(1)", "rad", cos(1), 0), ("tan(1)", "rad", tan(1), 0),
    ("sin(-2.5)", "rad", sin(F("-2.5")), 0), ("cos(3)", "rad", cos(3), 0), ("tan(1.5)", "rad", tan(F("1.5")), 0),
    ("sin(100)", "rad", sin(100), 0), ("sin(10^22)", "rad", sin(F(10) ** 22), 0), ("cos(10^22)", "rad", cos(F(10) ** 22), 0),
    ("sin(10^50)", "rad", sin(F(10) ** 50), 0), ("sin(1e-50)", "rad", sin(F(10) ** -50), 0),
    ("sin(pi/6)", "rad", F(1) / 2, 1), ("cos(pi/3)", "rad", F(1) / 2, 1), ("tan(pi/4)", "rad", F(1), 1),
    ("sin(pi/4)", "rad", sqrt(2) / 2, 0), ("cos(pi/6)", "rad", sqrt(3) / 2, 0), ("tan(pi/3)", "rad", sqrt(3), 0),
    ("tan(pi/6)", "rad", sqrt(3) / 3, 0), ("sin(pi)", "rad", F(0), 1), ("cos(pi)", "rad", F(-1), 1),
    ("sin(1000001pi/6)", "rad", F(1) / 2, 1), ("sin(pi/7)", "rad", sin(pi / 7), 0), ("cos(5pi/12)", "rad", cos(5 * pi / 12), 0),
    ("sin(1)^2+cos(2)", "rad", sin(1) ** 2 + cos(2), 0),
    ("asin(0.5)", "rad", pi / 6, 0), ("asin(1)", "rad", pi / 2, 0), ("asin(0.3)", "rad", asin(F("0.3")), 0),
    ("acos(0.3)", "rad", acos(F("0.3")), 0), ("acos(-1)", "rad", pi, 0), ("acos(1)", "rad", F(0), 1),
    ("atan(1)", "rad", pi / 4, 0), ("atan(2)", "rad", atan(2), 0), ("atan(-1e50)", "rad", atan(-F(10) ** 50), 0),
    ("atan(1e-40)", "rad", atan(F(10) ** -40), 0), ("4atan(1)-pi", "rad", F(0), 1), ("asin(sqrt(2)/2)", "rad", pi / 4, 0),
    ("asin(0.999999)", "rad", asin(F("0.999999")), 0), ("acos(1e-20)", "rad", acos(F(10) ** -20), 0),
    # degrees
    ("sin(30)", "deg", F(1) / 2, 1), ("cos(60)", "deg", F(1) / 2, 1), ("tan(45)", "deg", F(1), 1),
    ("sin(45)", "deg", sqrt(2) / 2, 0), ("cos(30)", "deg", sqrt(3) / 2, 0), ("tan(60)", "deg", sqrt(3), 0),
    ("sin(-210)", "deg", F(1) / 2, 1), ("cos(3600)", "deg", F(1), 1), ("sin(1)", "deg", sin(D(1)), 0),
    ("sin(89.5)", "deg", sin(D(F("89.5"))), 0), ("tan(89.999)", "deg", tan(D(F("89.999"))), 0),
    ("cos(10^20+1)", "deg", cos(D(F(10) ** 20 + 1)), 0), ("sin(0.000001)", "deg", sin(D(F("0.000001"))), 0),
    ("asin(0.5)", "deg", F(30), 1), ("acos(0.5)", "deg", F(60), 1), ("atan(1)", "deg", F(45), 1),
    ("asin(sqrt(3)/2)", "deg", F(60), 1), ("atan(sqrt(3))", "deg", F(60), 1), ("acos(-sqrt(2)/2)", "deg", F(135), 1),
    ("sin(pi)", "deg", sin(D(pi)), 0), ("cos(sqrt(2))", "deg", cos(D(sqrt(2))), 0), ("tan(e^3)", "deg", tan(D(e ** 3)), 0),
    ("asin(0.3)", "deg", R(asin(F("0.3"))), 0), ("atan(2)", "deg", R(atan(2)), 0),
    # hyperbolic
    ("sinh(1)", "rad", sinh(1), 0), ("cosh(1)", "rad", cosh(1), 0), ("tanh(1)", "rad", tanh(1), 0),
    ("sinh(-3.5)", "rad", sinh(F("-3.5")), 0), ("tanh(20)", "rad", tanh(20), 0), ("sinh(1e-30)", "rad", sinh(F(10) ** -30), 0),
    ("cosh(0)", "rad", F(1), 1), ("sinh(0)", "rad", F(0), 1), ("tanh(0)", "rad", F(0), 1),
    ("asinh(1)", "rad", asinh(1), 0), ("asinh(-1e-20)", "rad", asinh(-F(10) ** -20), 0), ("acosh(2)", "rad", acosh(2), 0),
    ("atanh(0.5)", "rad", atanh(F(1) / 2), 0), ("atanh(-0.999)", "rad", atanh(F("-0.999")), 0),
    # cancellation
    ("10^-20+1-1", "rad", F(10) ** -20, 1), ("ln(1+10^-20)", "rad", log(1 + F(10) ** -20), 0),
    ("exp(10^-20)-1", "rad", exp(F(10) ** -20) - 1, 0), ("cos(10^-10)-1", "rad", cos(F(10) ** -10) - 1, 0),
    ("sqrt(10^40+1)-10^20", "rad", sqrt(F(10) ** 40 + 1) - F(10) ** 20, 0),
    ("pi-3.14159265358979323846", "rad", pi - F("3.14159265358979323846"), 0),
    ("e-2.71828182845904523536", "rad", e - F("2.71828182845904523536"), 0),
    ("sin(pi+1e-30)", "rad", sin(pi + F(10) ** -30), 0), ("(1+1e-15)^(1e15)", "rad", (1 + F(10) ** -15) ** (10 ** 15), 0),
    ("1/(sqrt(2)-1.41421356237309504880168)", "rad", 1 / (sqrt(2) - F("1.41421356237309504880168")), 0),
    # mixed
    ("sqrt(2)+sqrt(3)", "rad", sqrt(2) + sqrt(3), 0), ("pi*e", "rad", pi * e, 0), ("pi/e", "rad", pi / e, 0),
    ("(pi+e)^3", "rad", (pi + e) ** 3, 0), ("2^pi - pi^2", "rad", 2 ** pi - pi ** 2, 0), ("abs(sin(4))", "rad", abs(sin(4)), 0),
    ("100! / e^300", "rad", mp.factorial(100) / e ** 300, 0), ("pi mod 1", "rad", pi - 3, 0), ("-pi mod 2", "rad", 2 - pi + 2, 0),
    ("exp(sin(1)+cos(1))", "rad", exp(sin(1) + cos(1)), 0), ("ln(ln(ln(1e100)))", "rad", log(log(log(F(10) ** 100))), 0),
]

# Random arguments of every function, from tiny to huge, with a fixed seed.
import random
random.seed(3)
def argument(low, high):
    """A decimal between 10^low and 10^high, as text and as an exact mpf."""
    exponent = random.randint(low, high)
    mantissa = random.randint(1, 9_999_999)
    text = f"{mantissa}e{exponent - 6}"
    return text, mpf(mantissa) * mpf(10) ** (exponent - 6)
domains = {  # function: (mpmath function, smallest and largest power of ten of the argument, may be negative)
    "sin": (sin, -30, 30, True), "cos": (cos, -5, 30, True), "tan": (tan, -30, 20, True),
    "exp": (exp, -30, 4, True), "ln": (log, -300, 300, False), "log": (lambda x: log(x, 10), -300, 300, False),
    "log2": (lambda x: log(x, 2), -50, 50, False), "sqrt": (sqrt, -100, 100, False), "cbrt": (lambda x: mp.sign(x) * cbrt(abs(x)), -100, 100, True),
    "atan": (atan, -30, 30, True), "asin": (asin, -30, -1, True), "acos": (acos, -30, -1, True),
    "sinh": (sinh, -30, 2, True), "cosh": (cosh, -5, 2, True), "tanh": (tanh, -30, 1, True),
    "asinh": (asinh, -30, 30, True), "atanh": (atanh, -30, -1, True),
}
for name, (f, low, high, signed) in domains.items():
    for _ in range(8):
        text, x = argument(low, high)
        if signed and random.random() < 0.5:
            text, x = "-" + text, -x
        cases.append((f"{name}({text})", "rad", f(x), 0))
for _ in range(8):
    text, x = argument(0, 3)
    cases.append((f"acosh(1+{text})", "rad", acosh(1 + x), 0))


# Random expressions mixing the functions with arithmetic (a property check of the
# rounding at every width), with their own seed so the cases above stay put.
rng = random.Random(22)
def leaf():
    kind = rng.random()
    if kind < 0.2:
        return rng.choice([("pi", pi), ("e", e)])
    whole, frac = rng.randint(0, 999), rng.randint(0, 999)
    text = f"{whole}.{frac:03d}"
    return text, mpf(text)
unaries = [
    (lambda t: f"sin({t})", sin), (lambda t: f"cos({t})", cos), (lambda t: f"atan({t})", atan),
    (lambda t: f"tanh({t})", tanh), (lambda t: f"cbrt({t})", lambda x: mp.sign(x) * cbrt(abs(x))),
    (lambda t: f"sqrt(({t})^2+1)", lambda x: sqrt(x ** 2 + 1)), (lambda t: f"ln(({t})^2+2)", lambda x: log(x ** 2 + 2)),
    (lambda t: f"exp(sin({t}))", lambda x: exp(sin(x))), (lambda t: f"asinh({t})", asinh),
]
def random_expression(depth):
    if depth == 0 or rng.random() < 0.3:
        return leaf()
    if rng.random() < 0.5:
        text, value = random_expression(depth - 1)
        make, f = rng.choice(unaries)
        return make(text), f(value)
    (a, x), (b, y) = random_expression(depth - 1), random_expression(depth - 1)
    op = rng.choice("+-*/")
    if op == "+": return f"({a})+({b})", x + y
    if op == "-": return f"({a})-({b})", x - y
    if op == "*": return f"({a})*({b})", x * y
    return f"({a})/(({b})^2+1)", x / (y ** 2 + 1)
added = 0
while added < 120:
    text, value = random_expression(rng.randint(1, 4))
    if abs(value) < mpf(10) ** -20 or "pi" not in text and "e" not in text.replace("e^", "") and not any(
            name in text for name in ("sin", "cos", "atan", "tanh", "cbrt", "sqrt", "ln", "exp", "asinh")):
        continue  # rational, or too near zero to be told from it
    cases.append((text, "rad", value, "-"))  # exactness not checked: atan(0.000) is exact
    added += 1

WIDTHS = (9, 16, 30, 100)


def rounded(v, n):
    """v rounded to n significant digits, halves away from zero, as d.ddd…e±N (n digits)."""
    if v == 0:
        return "0"
    a = abs(v)
    exp10 = int(floor(mp.log10(a)))
    if a >= mpf(10) ** (exp10 + 1):   # log10 rounded down too far
        exp10 += 1
    if a < mpf(10) ** exp10:
        exp10 -= 1
    d = int(floor(a * mpf(10) ** (n - 1 - exp10) + mpf(1) / 2))
    if d == 10 ** n:          # the rounding carried into a new digit
        d //= 10
        exp10 += 1
    text = str(d)
    return ("-" if v < 0 else "") + text[0] + ("." + text[1:] if n > 1 else "") + f"e{exp10}"


here = os.path.dirname(os.path.abspath(__file__))
fixtures = os.path.join(here, "..", "Tests", "CalculatorKitTests", "Fixtures")
with open(os.path.join(fixtures, "reals.tsv"), "w") as f:
    for source, angle, value, exact in cases:
        shown = "\t".join(rounded(mp.mpf(value), n) for n in WIDTHS)
        f.write(f"{source}\t{angle}\t{exact}\t{shown}\n")
print(f"{len(cases)} cases written to reals.tsv")

# Next to a rounding boundary at k digits, by far less than a unit of the last digit:
# the engine must look far enough to decide which way each rounds.
mp.dps = 300
boundaries = []
for k in WIDTHS:
    # tanh x = 1 − 2e^(−2x) is just above or below 1 − ½·10^−k for x near (k ln 10 + ln 4)/2.
    for delta in ("1e-3", "-1e-3", "1e-20", "-1e-20"):
        x = (k * log(10) + log(4)) / 2 + mpf(delta)
        text = nstr(x, 30, strip_zeros=True)
        boundaries.append((f"tanh({text})", k, tanh(mpf(text))))
    # A half in digit k + 1, then a tiny irrational nudge either way.
    half = f"(1+5e-{k})"
    boundaries.append((f"{half}+e^(-{k + 60})", k, 1 + mpf(5) * mpf(10) ** -k + exp(-(k + 60))))
    boundaries.append((f"{half}-e^(-{k + 60})", k, 1 + mpf(5) * mpf(10) ** -k - exp(-(k + 60))))
    boundaries.append((f"0.5+5e-{k + 1}+1e-{k + 40}", k, mpf(1) / 2 + mpf(5) * mpf(10) ** -(k + 1) + mpf(10) ** -(k + 40)))
    boundaries.append((f"0.5+5e-{k + 1}-1e-{k + 40}", k, mpf(1) / 2 + mpf(5) * mpf(10) ** -(k + 1) - mpf(10) ** -(k + 40)))
    boundaries.append((f"-(0.5+5e-{k + 1})", k, -(mpf(1) / 2 + mpf(5) * mpf(10) ** -(k + 1))))
    # √((n + ½)² ± ε) = n + ½ ± ε/(2n + 1), n of k digits: a half after the last digit.
    n = 10 ** (k - 1) + 12345
    for sign in ("+", "-"):
        eps = mpf(10) ** -30
        value = sqrt((n + mpf(1) / 2) ** 2 + (eps if sign == "+" else -eps))
        boundaries.append((f"sqrt(({n}+0.5)^2{sign}1e-30)", k, value))
    # 10^k − ε carries into a new digit; 10^k − ½ ± ε sits on the last digit's half.
    boundaries.append((f"10^{k}-e^(-100)", k, mpf(10) ** k - exp(-100)))
    boundaries.append((f"10^{k}-0.5+e^(-100)", k, mpf(10) ** k - mpf(1) / 2 + exp(-100)))
    boundaries.append((f"10^{k}-0.5-e^(-100)", k, mpf(10) ** k - mpf(1) / 2 - exp(-100)))
with open(os.path.join(fixtures, "boundaries.tsv"), "w") as f:
    for source, k, value in boundaries:
        f.write(f"{source}\t{k}\t{rounded(value, k)}\n")
print(f"{len(boundaries)} cases written to boundaries.tsv")

# π to 1,000 digits for the digits-on-demand test, rounded as the calculator prints.
mp.dps = 1100
with open(os.path.join(fixtures, "pi1000.tsv"), "w") as f:
    f.write(rounded(+pi, 1000).replace(".", "").replace("e0", "") + "\n")
