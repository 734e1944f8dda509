#!/usr/bin/env python3
"""Exact forms and digits, measured on the release binary: every line prints its wall time and
whether its output is right, checked against Python's integers and mpmath.

1. All the digits of exact non-integers (--digits 1300000): 2^-1000000 (checked against
   5**1000000), under the 10 s limit; with --fraction also 1/3^100000 (checked against
   10**k // 3**100000), which takes about 6 s of CPU and may meet the limit on a busy machine.
2. tan nested 100 deep, 30 digits (checked against mpmath), goal under 0.3 s.
3. `calculator press 1 ÷ 7 = scroll:1000`: the keypad's result scrolled to its 1,000th digit,
   a whole process from start, goal under 1 s; and the full-screen app in tmux, End held
   from the resting 1/7 until digit 1,000 is on screen, goal under 1 s. (The browser's
   figure is printed by Tests/Browser/test_digits.py.)
4. The exact forms of --format exact.
5. A differential against mpmath: random expressions of the scientific functions at 30
   digits, each compared with mpmath's value rounded the same way (mpmath at 80, 200, 800
   and 3,000 digits until two agree to 50; values where none agree, values within 10^-40
   of a tie, and values below 10^-60 are left out); prints how many have a wrong digit.

    swift build -c release --product calculator && python3 scripts/bench-digits.py [--count N] [--fraction]
"""
import argparse
import decimal
import os
import random
import re
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
CALCULATOR = ROOT / ".build/release/calculator"
failures = []
decimal.getcontext().prec = 200


def run(*arguments, stdin=None):
    started = time.perf_counter()
    done = subprocess.run([str(CALCULATOR), *arguments], input=stdin, capture_output=True, text=True)
    return done, time.perf_counter() - started


def report(case, seconds, right, goal=None):
    within = goal is None or seconds < goal
    if not right or not within:
        failures.append(case)
    goal_text = f" (goal < {goal} s)" if goal else ""
    print(f"{case:<48} {seconds:7.2f} s{goal_text}  {'right' if right else 'WRONG'}")


def all_digits(options):
    sys.set_int_max_str_digits(0)
    done, took = run("--digits", "1300000", "2^-1000000")
    five = str(5**1000000)  # 2^-1000000 = 5^1000000 / 10^1000000
    expected = f"{five[0]}.{five[1:].rstrip('0')}e{len(five) - 1 - 1000000}"
    report("2^-1000000, all 1,000,000 places", took, done.stdout.strip() == expected, 10)
    if not options.fraction:
        return
    done, took = run("--digits", "1300000", "1/3^100000")
    out = done.stdout.strip()
    mantissa, _, exponent = out.partition("e")
    if not exponent:
        print(f"  1/3^100000: {done.stderr.strip()[:200]}")
        report("1/3^100000, 1,300,000 digits", took, False, 10)
        return
    digits = mantissa.replace(".", "").lstrip("0")
    # The first digit stands for 10^exponent: 10^k // 3^100000 has one digit more than shown.
    k = 1300000 - int(exponent)
    truth = str(10**k // 3**100000)
    right = len(truth) == 1300001 and digits == str(int(truth[:1300000]) + (truth[1300000] >= "5"))
    report("1/3^100000, 1,300,000 digits", took, right, 10)


def tan_nested():
    import mpmath
    mpmath.mp.dps = 80
    x = mpmath.mpf(2)
    for _ in range(100):
        x = mpmath.tan(x)
    expected = decimal.Decimal(mpmath.nstr(x, 60))
    done, took = run("--digits", "30", "tan(" * 100 + "2" + ")" * 100)
    ours = decimal.Decimal(done.stdout.strip())
    report("tan(tan(…tan(2))), 100 deep, 30 digits", took, ours == rounded(expected, 30), 0.3)


def scroll():
    import json
    done, took = run("press", "1", "÷", "7", "=", "scroll:1000")
    screen = json.loads(done.stdout)
    shown = screen["display"].rstrip("…").split(".")[-1].lstrip("…")
    seventh = ("142857" * 200)[:1000]
    right = screen["scroll"]["place"] == 1000 and seventh.endswith(shown) and screen["scroll"]["more"]
    report("press 1 ÷ 7 = scroll:1000 (digit 1,000 shown)", took, right, 1)


def terminal_scroll():
    """The full-screen app in tmux (60×26), 1/7 Enter, then End: first one End at a time, each sent
    once the last one's digits are on screen, to count the Ends that reach digit 1,000; then, in a
    fresh app, that many Ends at once (as a key held down sends them): the time from the first End
    until the screen's note names digit 1,000 or later."""
    import shutil
    import tempfile
    if not shutil.which("tmux"):
        print("terminal: no tmux, skipped")
        return
    socket = ["tmux", "-L", f"bench-digits-{os.getpid()}"]
    data = tempfile.mkdtemp()
    note = re.compile(r"to digit ([0-9,]+) after")

    session = ["bench0"]

    def pane():
        return subprocess.run(socket + ["capture-pane", "-p", "-t", session[0]], capture_output=True,
                              text=True).stdout

    def place_shown():
        found = note.search(pane())
        return int(found.group(1).replace(",", "")) if found else 0

    def wait(test, seconds=10):
        deadline = time.monotonic() + seconds
        while time.monotonic() < deadline:
            if test():
                return True
            time.sleep(0.005)
        return False

    def start_app():
        # A fresh app in a session of its own (the last one stays until the end).
        session[0] = f"bench{int(session[0][5:]) + 1}"
        subprocess.run(socket + ["new-session", "-d", "-s", session[0], "-x", "60", "-y", "26",
                                 f"env XDG_DATA_HOME={data} LANG=C.UTF-8 {CALCULATOR}"], check=True)
        wait(lambda: "AC" in pane())
        subprocess.run(socket + ["send-keys", "-t", session[0], "-l", "1/7"], check=True)
        subprocess.run(socket + ["send-keys", "-t", session[0], "Enter"], check=True)
        time.sleep(0.5)

    def end(count=1):
        subprocess.run(socket + ["send-keys", "-t", session[0], "-N", str(count), "End"], check=True)

    try:
        start_app()
        place, presses = 8, 0
        while place < 1000:
            end()
            presses += 1
            if not wait(lambda: place_shown() > place):
                break
            place = place_shown()
        if place < 1000:
            report("terminal: End to digit 1,000 (tmux)", 0, False, 1)
            return
        start_app()
        started = time.perf_counter()
        end(presses)
        reached = wait(lambda: place_shown() >= 1000)
        took = time.perf_counter() - started
        report(f"terminal: {presses} Ends at once to digit {place_shown():,} (tmux)", took, reached, 1)
    finally:
        subprocess.run(socket + ["kill-server"], capture_output=True)
        shutil.rmtree(data, ignore_errors=True)


def forms():
    cases = {"2/3": "2/3", "sqrt(8)": "2√2", "pi/2": "π/2", "sqrt(2)/2": "√2/2", "1/3+sqrt(3)": "1/3 + √3",
             "ln(8)": "3 ln 2"}
    for source, form in cases.items():
        done, took = run("--format", "exact", source)
        report(f"--format exact {source} = {form}", took, done.stdout.strip() == form)


def rounded(value, count):
    """`value` at `count` significant digits, halves away from zero."""
    if value == 0:
        return value
    exponent = value.adjusted() - count + 1
    return value.quantize(decimal.Decimal(1).scaleb(exponent), rounding=decimal.ROUND_HALF_UP)


def differential(count, seed=36):
    import mpmath
    mpmath.mp.dps = 80
    rng = random.Random(seed)
    functions = ["sin", "cos", "tan", "exp", "ln", "sqrt", "atan", "asinh", "tanh", "cbrt"]
    reference = {"ln": "log", "cbrt": "cbrt"}

    def number():
        if rng.random() < 0.3:
            return rng.choice(["pi", "e"])
        if rng.random() < 0.5:
            return str(rng.randint(1, 99))
        return f"{rng.randint(0, 99)}.{rng.randint(1, 999)}"

    def expression(depth):
        if depth > 2 or rng.random() < 0.3:
            return number()
        if rng.random() < 0.5:
            return f"{rng.choice(functions)}({expression(depth + 1)})"
        return f"({expression(depth + 1)}{rng.choice('+-*/')}{expression(depth + 1)})"

    lines = [expression(0) for _ in range(count)]
    started = time.perf_counter()
    done = subprocess.run([str(CALCULATOR), "--digits", "30"], input="\n".join(lines) + "\n",
                          capture_output=True, text=True)
    took = time.perf_counter() - started
    outputs = done.stdout.splitlines()
    scope = {name: getattr(mpmath, reference.get(name, name)) for name in functions}
    scope.update(pi=mpmath.pi, e=mpmath.e, mpf=mpmath.mpf)
    compared = wrong = refused = skipped = 0
    for line, out in zip(lines, outputs):
        try:
            # Literals as written (decimal), not as binary floats; the precision is raised until two
            # in a row agree to 50 digits (tan(exp(4796)) needs thousands), or the value is left out.
            source = re.sub(r"[0-9]+(\.[0-9]+)?", lambda m: f"mpf('{m.group()}')", line)
            value = None
            last = None
            for dps in (80, 200, 800, 3000):
                mpmath.mp.dps = dps
                now = mpmath.mpf(eval(source, scope))
                if last is not None and now and abs(now - last) <= abs(now) * mpmath.mpf(10) ** -50:
                    value = now
                    break
                last = now
            mpmath.mp.dps = 80
            if value is None:
                skipped += 1
                continue
        except (ValueError, ZeroDivisionError, TypeError, OverflowError):
            skipped += 1
            continue
        # Below 10^-60 mpmath, at 80 digits, cannot tell the value from zero (sin(π) is exactly 0).
        tiny = abs(value) < mpmath.mpf(10) ** -60
        if out.startswith("error") or tiny or abs(value) > mpmath.mpf(10) ** 1000:
            refused += out.startswith("error")
            skipped += 1
            continue
        exact = decimal.Decimal(mpmath.nstr(value, 75, strip_zeros=False))
        expected = rounded(exact, 30)
        # A value within 10^-40 (relative) of a tie at the 30th digit is left out: mpmath cannot tell.
        half = decimal.Decimal(5).scaleb(exact.adjusted() - 30)
        if abs((abs(exact) % (2 * half)) - half) < decimal.Decimal(1).scaleb(exact.adjusted() - 40):
            skipped += 1
            continue
        compared += 1
        if decimal.Decimal(out) != expected:
            wrong += 1
            print(f"  differs: {line} → {out}, mpmath {expected}")
    print(f"differential against mpmath: {compared} of {len(lines)} expressions compared at 30 digits "
          f"in {took:.2f} s, {wrong} with a wrong digit ({refused} refused, {skipped} left out)")
    if wrong or len(outputs) != len(lines):
        failures.append("differential")


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--count", type=int, default=2000, help="expressions in the differential")
    parser.add_argument("--fraction", action="store_true",
                        help="also 1/3^100000 to 1,300,000 digits (about 6 s of CPU: near the limit on a busy machine)")
    options = parser.parse_args()
    if not CALCULATOR.exists():
        sys.exit(f"no {CALCULATOR}: swift build -c release --product calculator")
    all_digits(options)
    tan_nested()
    scroll()
    terminal_scroll()
    forms()
    differential(options.count)
    if failures:
        sys.exit("failed: " + ", ".join(failures))


if __name__ == "__main__":
    main()
