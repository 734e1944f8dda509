#!/usr/bin/env python3
"""Writes test fixtures computed independently of the Swift engine, with Python's
fractions module:

  expressions.tsv  expression <TAB> exact value "p/q" (or "error:<kind>")
  decimals.tsv     p/q <TAB> significant digits <TAB> plain text (digits rounded to
                   nearest, halves away from zero)

Run from the package root: python3 scripts/make-fixtures.py
"""
import random
from fractions import Fraction
from math import factorial
from pathlib import Path

OUT = Path(__file__).resolve().parent.parent / "Tests/CalculatorKitTests/Fixtures"
rng = random.Random(20261121)


class CalcError(Exception):
    pass


def number():
    kind = rng.random()
    if kind < 0.45:
        v = rng.randint(0, 99)
        return str(v), Fraction(v)
    if kind < 0.65:
        v = rng.randint(0, 10**rng.randint(1, 15))
        return str(v), Fraction(v)
    if kind < 0.85:
        whole, frac = rng.randint(0, 999), rng.randint(0, 9999)
        text = f"{whole}.{frac:04d}"
        return text, Fraction(text)
    if kind < 0.93:
        frac = rng.randint(1, 99)
        return f".{frac}", Fraction(f".{frac}")
    mant, exp = rng.randint(1, 99), rng.randint(-12, 12)
    return f"{mant}e{exp}", Fraction(mant) * Fraction(10) ** exp


def expression(depth):
    """Returns (text, value-or-None-if-error, error kind) at a precedence level that
    can stand anywhere (the text is parenthesised when it could bind loosely)."""
    if depth == 0 or rng.random() < 0.25:
        return number()
    choice = rng.random()
    a_text, a = expression(depth - 1)
    if choice < 0.12:
        return f"-({a_text})", None if a is None else -a
    if choice < 0.18:
        return f"({a_text})%", None if a is None else a / 100
    if choice < 0.22:
        n = rng.randint(0, 20)
        return f"{n}!", Fraction(factorial(n))
    if choice < 0.32:
        e = rng.randint(-4, 6)
        text = f"({a_text})^{e}" if e >= 0 else f"({a_text})^({e})"
        if a is None:
            return text, None
        if a == 0 and e < 0:
            raise CalcError("domain")
        if a.numerator.bit_length() * abs(e) > 4000:
            return a_text, a
        return text, a ** e
    b_text, b = expression(depth - 1)
    op = rng.choice(["+", "-", "*", "/", "×", "÷", "−", "mod", "implicit"])
    if op == "implicit":
        return f"({a_text})({b_text})", a * b
    text = f"({a_text}) {op} ({b_text})" if op == "mod" else f"({a_text}){op}({b_text})"
    if op in "+":
        return text, a + b
    if op in ("-", "−"):
        return text, a - b
    if op in ("*", "×"):
        return text, a * b
    if b == 0:
        raise CalcError("divisionByZero")
    if op in ("/", "÷"):
        return text, a / b
    return text, a - b * (a / b).__floor__()  # floored remainder


def fraction_text(f):
    return f"{f.numerator}/{f.denominator}"


def rounded_digits(f, n):
    """Plain text of f rounded to n significant digits (to nearest, halves away from
    zero), or None if the value would be written in scientific notation. An inexact
    value keeps all n digits (trailing zeros too); an exact one drops its trailing zeros."""
    if f == 0:
        return "0"
    sign = "-" if f < 0 else ""
    a = abs(f)
    e = 0
    while Fraction(10) ** (e + 1) <= a:
        e += 1
    while Fraction(10) ** e > a:
        e -= 1
    scaled = a * Fraction(10) ** (n - 1 - e)
    q = (scaled + Fraction(1, 2)).__floor__()
    exact = q == scaled
    if q == 10 ** n:  # the rounding carried into a new digit: 9.99 → 10.0
        q //= 10
        e += 1
    if e >= n or -e - 1 > 5:
        return None
    digits = str(q)
    if exact:
        digits = digits.rstrip("0") or "0"
    if e < 0:
        return sign + "0." + "0" * (-e - 1) + digits
    integer = digits[: e + 1].ljust(e + 1, "0")
    fraction = digits[e + 1:]
    return sign + integer + ("." + fraction if fraction else "")


def main():
    OUT.mkdir(parents=True, exist_ok=True)
    lines = []
    while len(lines) < 600:
        try:
            text, value = expression(rng.randint(1, 5))
            lines.append(f"{text}\t{fraction_text(value)}")
        except CalcError:
            continue  # error cases are listed explicitly below
    # Division by zero cases, written on purpose so that each kind is covered.
    lines += ["(3)/(1-1)\terror:divisionByZero", "(5) mod (2-2)\terror:divisionByZero",
              "(0)^(-2)\terror:domain"]
    (OUT / "expressions.tsv").write_text("\n".join(lines) + "\n")

    decimals = []
    while len(decimals) < 400:
        p = rng.randint(-10**rng.randint(1, 30), 10**rng.randint(1, 30))
        q = rng.randint(1, 10**rng.randint(1, 25))
        f = Fraction(p, q)
        n = rng.choice([1, 3, 9, 10, 20, 30, 50])
        text = rounded_digits(f, n)
        if text is not None:
            decimals.append(f"{fraction_text(f)}\t{n}\t{text}")
    (OUT / "decimals.tsv").write_text("\n".join(decimals) + "\n")


if __name__ == "__main__":
    main()
