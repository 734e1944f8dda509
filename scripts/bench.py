"""Benchmarks of `calculator` against bc, qalc and Python, side by side.

Run through scripts/bench, which builds the release binaries first. Every figure is
the median wall and CPU time of several runs of a whole process (start-up included), measured
in this one run; the ratio column is a peer's CPU time over the calculator's, so a ratio
above 1 means the calculator is faster. Outputs are compared with an independent
result and any disagreement is reported in the table.

    python3 scripts/bench.py [--quick] [--docs] [--only batch,call,constants,big,nested,keypad]
"""
import argparse
import datetime
import json
import os
import platform
import random
import re
import resource
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from fractions import Fraction
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
CALCULATOR = ROOT / ".build-static/release/calculator"  # fully static (see scripts/bench)
CALCULATOR_SHARED = ROOT / ".build/release/calculator"  # the Swift runtime as shared libraries
KEYPAD_BENCH = ROOT / ".build-static/release/calculator-bench"
PEERS = ROOT / "scripts/bench-peers"
RESULTS = ROOT / "bench/results.json"
DOCS = ROOT / "docs" / "benchmarks.md"
ENV = dict(os.environ, BC_LINE_LENGTH="0")  # bc: no backslash line breaks in long numbers
TIMEOUT = 60.0  # seconds for one run; a slower tool is shown as "> 60 s"

sys.path.insert(0, str(PEERS))
from fractions_calculator import calculator_text  # noqa: E402  (the reference formatting)

sys.set_int_max_str_digits(0)


# MARK: running and timing


def children_cpu():
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    return usage.ru_utime + usage.ru_stime


class Run:
    """The medians of `runs` wall and CPU times (user + system) of one command, and its
    last output. CPU time is what the ratios use: on a machine shared with other work
    it moves much less than wall time."""

    def __init__(self, command, stdin=None, runs=5, slow=5.0):
        self.command = command
        self.times = []
        self.cpu_times = []
        self.output = ""
        self.timed_out = False
        self.failed = None
        for _ in range(runs):
            started, cpu_started = time.perf_counter(), children_cpu()
            try:
                done = subprocess.run(command, input=stdin, capture_output=True, text=True,
                                      timeout=TIMEOUT, env=ENV)
            except subprocess.TimeoutExpired:
                self.timed_out = True
                break
            self.times.append(time.perf_counter() - started)
            self.cpu_times.append(children_cpu() - cpu_started)
            self.output = done.stdout
            if done.returncode != 0 and not done.stdout:
                self.failed = done.stderr.strip()[:200]
                break
            if self.times[-1] > slow:  # one run of a slow tool is enough to rank it
                break

    @property
    def seconds(self):
        return None if self.timed_out or not self.times else statistics.median(self.times)

    @property
    def cpu_seconds(self):
        return None if self.timed_out or not self.cpu_times else statistics.median(self.cpu_times)


def seconds_text(s):
    if s is None:
        return f"> {TIMEOUT:.0f} s"
    if s < 0.001:
        return f"{s * 1e6:.0f} µs"
    if s < 1:
        return f"{s * 1000:.1f} ms"
    return f"{s:.2f} s"


def ratio_text(peer, ours):
    if ours is None:
        return "–"
    if peer is None:
        return f"> {TIMEOUT / ours:.0f}×"
    return f"{peer / ours:.2f}×"


class Table:
    """One benchmark's rows: case, tool, time, ratio to the calculator, check."""

    def __init__(self, title, goal):
        self.title, self.goal, self.rows = title, goal, []

    def add(self, case, tool, run_or_seconds, check="", runs=None):
        """A row from a Run, or from a time measured in-process (then wall and CPU are one)."""
        seconds = cpu = run_or_seconds
        if isinstance(run_or_seconds, Run):
            seconds, cpu, runs = run_or_seconds.seconds, run_or_seconds.cpu_seconds, len(run_or_seconds.times)
            if run_or_seconds.failed:
                check = "failed: " + run_or_seconds.failed
        self.rows.append(dict(case=case, tool=tool, seconds=seconds, cpu_seconds=cpu, runs=runs, check=check))
        print(f"  {case:<22} {tool:<34} {seconds_text(seconds):>10} {seconds_text(cpu):>10} CPU  {check}", flush=True)

    def markdown(self):
        ours = {}
        for r in self.rows:  # the first calculator row of a case is the reference
            if r["tool"].startswith("calculator"):
                ours.setdefault(r["case"], r["cpu_seconds"])
        lines = [f"**{self.title}** — goal: {self.goal}", "",
                 "| case | tool | wall time | CPU time | × calculator's CPU time | check |",
                 "|---|---|---:|---:|---:|---|"]
        for r in self.rows:
            mine = r["tool"].startswith("calculator") and r["cpu_seconds"] == ours.get(r["case"])
            ratio = "1" if mine else ratio_text(r["cpu_seconds"], ours.get(r["case"]))
            lines.append(f"| {r['case']} | {r['tool']} | {seconds_text(r['seconds'])} | {seconds_text(r['cpu_seconds'])} "
                         f"| {ratio} | {r['check']} |")
        return "\n".join(lines)


def have(tool):
    return shutil.which(tool) is not None


# MARK: 1. batch


def generated_lines(count, seed=7):
    """Arithmetic lines: + − × ÷, parentheses up to depth 4, integers up to 12 digits
    and numbers with 4 decimals. No line divides by zero."""
    rng = random.Random(seed)

    def number():
        if rng.random() < 0.5:
            return str(rng.randrange(1, 10 ** rng.randint(1, 12)))
        return f"{rng.randrange(0, 10 ** rng.randint(1, 6))}.{rng.randrange(10**4):04d}"

    def expression(depth):
        text = operand(depth)
        for _ in range(rng.randint(1, 3)):
            text += rng.choice("+-*/") + operand(depth)
        return text

    def operand(depth):
        return f"({expression(depth + 1)})" if depth < 4 and rng.random() < 0.3 else number()

    lines = []
    while len(lines) < count:
        line = expression(0)
        try:
            exact(line)
        except ZeroDivisionError:
            continue
        lines.append(line)
    return lines


def exact(line):
    """The exact value of a generated line (Python's Fraction, literals read as decimals)."""
    code = re.sub(r"[0-9.]+", lambda m: f"Fraction('{m.group()}')", line)
    return eval(code, {"Fraction": Fraction})


def bc_agrees(text, value, scale=20):
    """Whether bc's output equals the value truncated to `scale` decimals."""
    truncated = abs(value.numerator) * 10**scale // value.denominator
    expected = Fraction(truncated if value >= 0 else -truncated, 10**scale)
    return Fraction(text) == expected


def batch(table, count, runs):
    lines = generated_lines(count)
    text = "\n".join(lines) + "\n"
    case = f"{count:,} lines"
    reference = [calculator_text(exact(line)) for line in lines]

    ours = Run([str(CALCULATOR)], stdin=text, runs=runs)
    wrong = sum(a != b for a, b in zip(ours.output.splitlines(), reference))
    wrong += abs(len(ours.output.splitlines()) - len(reference))
    table.add(case, "calculator (20 digits)", ours,
              "all exact" if wrong == 0 else f"**{wrong} lines differ from Fraction**")

    if have("bc"):
        bc = Run(["bc", "-l"], stdin=text, runs=runs)
        off = sum(not bc_agrees(out, exact(line)) for out, line in zip(bc.output.splitlines(), lines))
        table.add(case, "bc -l (scale=20)", bc, f"{off} lines off in the last places (bc truncates each ÷)")

    python = Run([sys.executable, str(PEERS / "fractions_calculator.py")], stdin=text, runs=runs)
    same = python.output.splitlines() == reference
    table.add(case, "Python fractions", python, "same digits" if same else "differs")


# MARK: 2. one call


def one_call(table, runs):
    expression = "(12.5*3)/7"
    case = expression
    ours = Run([str(CALCULATOR), expression], runs=runs)
    table.add(case, "calculator", ours, ours.output.strip())
    if CALCULATOR_SHARED.exists():
        shared = Run([str(CALCULATOR_SHARED), expression], runs=runs)
        table.add(case, "calculator, shared Swift libraries", shared, shared.output.strip())
    if have("bc"):
        bc = Run(["bc", "-l"], stdin=expression + "\n", runs=runs)
        table.add(case, "bc -l", bc, bc.output.strip())
    if have("qalc"):
        qalc = Run(["qalc", "-nocurrencies", "-t", expression], runs=runs)
        table.add(case, "qalc -nocurrencies -t", qalc, qalc.output.strip())
    else:
        table.add(case, "qalc", None, "skipped: not installed")


# MARK: 3. π, e and √2


CONSTANTS = {  # name: (calculator, bc -l, qalc, mpmath)
    "π": ("pi", "4*a(1)", "pi", "mp.pi"),
    "e": ("e", "e(1)", "e", "mp.e"),
    "√2": ("sqrt(2)", "sqrt(2)", "sqrt(2)", "mp.sqrt(2)"),
}


def reference_digits(mpmath_expression, count):
    """The first `count` significant digits and the digit after them, truncated, from
    mpmath with guard digits."""
    import mpmath
    mpmath.mp.dps = count + 30
    text = mpmath.nstr(eval(mpmath_expression, {"mp": mpmath.mp}), count + 20, strip_zeros=False)
    return re.sub(r"[^0-9]", "", text)[: count + 1]


def rounded_digits(digits, count):
    """`count` digits rounded at the last (these constants are never a tie)."""
    value = int(digits[:count]) + (1 if digits[count] >= "5" else 0)
    return str(value)[:count]


def leading_digits_right(output, reference):
    digits = re.sub(r"[^0-9]", "", output.split("e")[0])
    right = 0
    for a, b in zip(digits, reference):
        if a != b:
            break
        right += 1
    return right


def constants(table, counts, runs):
    for count in counts:
        for name, (ours, bc, qalc, mp) in CONSTANTS.items():
            case = f"{name}, {count:,} digits"
            reference = reference_digits(mp, count)
            rounded = rounded_digits(reference, count)

            def check(run, rounds=False):
                if run.seconds is None or run.failed:
                    return ""
                right = leading_digits_right(run.output, reference[:count])
                # A peer may round or cut its last digit; the calculator must round it correctly.
                if rounds and right >= count - 1:
                    return "digits right"
                if leading_digits_right(run.output, rounded) >= count:
                    return "digits right, last one correctly rounded"
                return f"{right:,} of {count:,} digits right"

            mine = Run([str(CALCULATOR), "--digits", str(count), ours], runs=runs)
            table.add(case, "calculator", mine, check(mine))
            if have("bc"):
                # bc's scale counts decimals: one digit before the point and count − 1 after.
                run = Run(["bc", "-l"], stdin=f"scale={count - 1}\n{bc}\n", runs=runs)
                table.add(case, "bc -l", run, check(run, rounds=True))
            if have("qalc"):
                run = Run(["qalc", "-nocurrencies", "-t", "-set", f"precision {count}", qalc], runs=runs)
                table.add(case, "qalc", run, check(run, rounds=True))
            code = f"import mpmath; mpmath.mp.dps = {count}; print({mp.replace('mp.', 'mpmath.mp.')})"
            run = Run([sys.executable, "-c", code], runs=runs)
            table.add(case, "mpmath", run, check(run, rounds=True))


# MARK: 4. big integers in full


def big_integers(table, runs):
    cases = {
        "10000!": ("10000!",
                   "define f(n) { auto i, r; r = 1; for (i = 2; i <= n; i++) r *= i; return r }\nf(10000)\n",
                   "import math, sys; sys.set_int_max_str_digits(0); print(math.factorial(10000))"),
        "2^100000": ("2^100000", "2^100000\n",
                     "import sys; sys.set_int_max_str_digits(0); print(2**100000)"),
    }
    for case, (ours, bc, python) in cases.items():
        python_run = Run([sys.executable, "-c", python], runs=runs)
        expected = python_run.output.strip()
        mine = Run([str(CALCULATOR), "--digits", "100000", ours], runs=runs)
        table.add(case, "calculator", mine,
                  f"{len(expected):,} digits, same as Python" if mine.output.strip() == expected else "**differs from Python**")
        if have("bc"):
            run = Run(["bc"], stdin=bc, runs=runs)
            table.add(case, "bc", run, "same" if run.output.strip() == expected else "differs")
        table.add(case, "Python", python_run, "")
    # Up to the size bound: all the digits (checked against Python), and the leading
    # digits as the display shows them, which need no full conversion.
    full = {
        "3^500000": ("3^500000", "import sys; sys.set_int_max_str_digits(0); print(3**500000)"),
        "2^4194000": ("2^4194000", "import sys; sys.set_int_max_str_digits(0); print(2**4194000)"),
    }
    for case, (ours, python) in full.items():
        python_run = Run([sys.executable, "-c", python], runs=1 if case == "2^4194000" else runs)
        expected = python_run.output.strip()
        mine = Run([str(CALCULATOR), "--digits", "1300000", ours], runs=runs)
        table.add(case + " all digits", "calculator", mine,
                  f"{len(expected):,} digits, same as Python" if mine.output.strip() == expected else "**differs from Python**")
        table.add(case + " all digits", "Python", python_run, "")
    leading = {
        "3^500000": "3**500000", "30000!": "math.factorial(30000)", "2^(2^20)": "2**(2**20)",
        "3^1000000": "3**1000000",
    }
    for case, python in leading.items():
        code = f"import math, sys; sys.set_int_max_str_digits(0); s = str({python}); print(s[:21], len(s) - 1)"
        python_run = Run([sys.executable, "-c", code], runs=1)
        head, exponent = python_run.output.split()
        expected = f"{head[0]}.{rounded_digits(head, 20)[1:]}e{exponent}"
        mine = Run([str(CALCULATOR), case], runs=runs)
        table.add(case + " leading digits", "calculator", mine,
                  "20 digits right, rounded" if mine.output.strip() == expected else f"**{mine.output.strip()} ≠ {expected}**")
        table.add(case + " leading digits", "Python (str)", python_run, "")


# MARK: 4b. nested functions


# name: (what each level opens with, the innermost value, one level in mpmath)
NESTED = {
    "√(√(…√(2)))": ("sqrt(", "2", "mp.sqrt(x)"),
    "cbrt(…cbrt(2))": ("cbrt(", "2", "mp.cbrt(x)"),
    "asinh(…asinh(2))": ("asinh(", "2", "mp.asinh(x)"),
    "acosh(1+acosh(1+…2))": ("acosh(1+", "2", "mp.acosh(1+x)"),
    "tanh(…tanh(2))": ("tanh(", "2", "mp.tanh(x)"),
    "ln(1+ln(1+…2))": ("ln(1+", "2", "mp.log(1+x)"),
    "exp(−exp(−…1))": ("exp(-", "1", "mp.exp(-x)"),
    "sin(…sin(2))": ("sin(", "2", "mp.sin(x)"),
    "atan(…atan(2))": ("atan(", "2", "mp.atan(x)"),
}


def nested(table, depth, runs, count=30):
    """Functions nested `depth` deep, `count` digits, beside mpmath's own loop."""
    for name, (opening, innermost, level) in NESTED.items():
        case = f"{name}, {depth} deep"
        loop = f"x = mp.mpf({innermost})\nfor _ in range({depth}): x = {level}"
        import mpmath
        mpmath.mp.dps = count + 30
        scope = {"mp": mpmath.mp}
        exec(loop, scope)
        digits = re.sub(r"[^0-9]", "", mpmath.nstr(scope["x"], count + 20, strip_zeros=False)).lstrip("0")
        reference = rounded_digits(digits, count)  # the calculator rounds its last digit
        expression = opening * depth + innermost + ")" * depth
        mine = Run([str(CALCULATOR), "--digits", str(count), expression], runs=runs)
        shown = re.sub(r"[^0-9]", "", mine.output.split("e")[0]).lstrip("0")
        right = leading_digits_right(shown, reference) if mine.seconds is not None and not mine.failed else 0
        table.add(case, "calculator", mine, "digits right" if right >= count else f"{right} of {count} digits right")
        code = (f"import mpmath; mp = mpmath.mp; mp.dps = {count}\n{loop}\nprint(x)")
        table.add(case, "mpmath", Run([sys.executable, "-c", code], runs=runs), "")


# MARK: 5. keypad


def instructions_per_key(length, window=17):
    """Instructions of the last `window` key presses at `length` keys, per key (valgrind)."""
    def instructions(keys):
        done = subprocess.run(["valgrind", "--tool=callgrind", "--callgrind-out-file=/dev/null",
                               str(KEYPAD_BENCH), "type", str(keys)], capture_output=True, text=True)
        return int(re.search(r"Collected : (\d+)", done.stderr).group(1))
    return (instructions(length) - instructions(length - window)) / window


def keypad(table, lengths, use_valgrind):
    done = subprocess.run([str(KEYPAD_BENCH), "keypad", *map(str, lengths)], capture_output=True, text=True, check=True)
    rows = [json.loads(line) for line in done.stdout.splitlines()]
    for row in rows:
        check = f"display {row['display']}"
        if use_valgrind:
            row["instructions_per_key"] = instructions_per_key(row["keys"])
            check += f", {row['instructions_per_key'] / 1e3:,.0f} k instructions per key"
        table.add(f"{row['keys']:,} keys", "calculator (expression keypad)", row["microseconds_per_key"] / 1e6, check)
    first = rows[0]
    for row in rows[1:]:
        growth = (row["microseconds_per_key"] / first["microseconds_per_key"]) / (row["keys"] / first["keys"])
        print(f"  {row['keys']} keys: cost per key grew {growth:.2f}× as fast as the length (≤ 1 is linear or better)")
        row["growth_relative_to_linear"] = growth
    return rows


# MARK: main


def machine():
    model = "unknown"
    for line in Path("/proc/cpuinfo").read_text().splitlines() if Path("/proc/cpuinfo").exists() else []:
        if line.startswith("model name"):
            model = line.split(":", 1)[1].strip()
            break
    def version(command):
        try:
            return subprocess.run(command, capture_output=True, text=True).stdout.splitlines()[0].strip()
        except (OSError, IndexError):
            return "not installed"
    return dict(date=datetime.date.today().isoformat(), cpus=os.cpu_count(), cpu=model, calculator=str(CALCULATOR),
                system=platform.platform(), load=os.getloadavg()[0],
                bc=version(["bc", "--version"]), qalc=version(["qalc", "--version"]),
                python=platform.python_version(), mpmath=__import__("mpmath").__version__)


def docs_section(info, tables):
    parts = ["<!-- bench:begin (written by scripts/bench --docs) -->",
             f"Measured {info['date']} on {info['cpus']} × {info['cpu']} ({info['system']}, load {info['load']:.1f} "
             f"at the start), {info['bc']}, qalc {info['qalc']}, Python {info['python']}, mpmath {info['mpmath']}. "
             "Times are medians of whole runs, start-up included; ratios are a peer's CPU time over the calculator's "
             "(above 1: the calculator is faster). `calculator` is built with "
             "`swift build -c release --static-swift-stdlib -Xswiftc -static-executable` (fully static).", ""]
    for table in tables:
        parts += [table.markdown(), ""]
    parts.append("<!-- bench:end -->")
    return "\n".join(parts)


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--quick", action="store_true", help="fewer runs and smaller sizes, for a first look")
    parser.add_argument("--docs", action="store_true", help="write the tables into docs/benchmarks.md")
    parser.add_argument("--only", default="batch,call,constants,big,nested,keypad")
    parser.add_argument("--no-valgrind", action="store_true", help="skip instruction counts")
    parser.add_argument("--calculator", help="another calculator binary to measure (e.g. an older build)")
    parser.add_argument("--keypad-bench", help="another calculator-bench binary to measure")
    parser.add_argument("--results", help="where to write the JSON (default bench/results.json)")
    args = parser.parse_args()
    global CALCULATOR, CALCULATOR_SHARED, KEYPAD_BENCH, RESULTS
    if args.calculator:
        CALCULATOR, CALCULATOR_SHARED = Path(args.calculator).resolve(), Path("/nonexistent")
    if args.keypad_bench:
        KEYPAD_BENCH = Path(args.keypad_bench).resolve()
    if args.results:
        RESULTS = Path(args.results).resolve()
    only = set(args.only.split(","))
    runs = 3 if args.quick else 5
    info = machine()
    print(f"{info['date']}: {info['cpus']} × {info['cpu']}, load {info['load']:.1f}")
    tables, data = [], dict(machine=info)

    def section(key, title, goal):
        table = Table(title, goal)
        tables.append(table)
        print(f"\n{title} (goal: {goal})")
        return table

    if "batch" in only:
        table = section("batch", "1. Batch: generated arithmetic lines on stdin", "exact results at least as fast as bc")
        batch(table, 1000 if args.quick else 10_000, runs)
        data["batch"] = table.rows
    if "call" in only:
        table = section("call", "2. One call, start to answer", "within 3× of bc, far below qalc")
        one_call(table, 5 if args.quick else 20)
        data["call"] = table.rows
    if "constants" in only:
        table = section("constants", "3. π, e and √2", "ahead of bc and qalc")
        constants(table, [2000] if args.quick else [2000, 10_000], 3)
        data["constants"] = table.rows
    if "big" in only:
        table = section("big", "4. Big integers", "ahead of Python; leading digits at the size bound in ≤ 1 s")
        big_integers(table, runs)
        data["big"] = table.rows
    if "nested" in only:
        table = section("nested", "4b. Functions nested 100 deep, 30 digits", "each within 1 s")
        nested(table, 30 if args.quick else 100, 3)
        data["nested"] = table.rows
    if "keypad" in only:
        table = section("keypad", "5. Keypad: one key press with its live result",
                        "cost per key grows no faster than the length")
        data["keypad"] = keypad(table, [10, 100, 1000], have("valgrind") and not args.no_valgrind and not args.quick)
        data["keypad_rows"] = table.rows

    RESULTS.parent.mkdir(exist_ok=True)
    RESULTS.write_text(json.dumps(data, indent=2, ensure_ascii=False) + "\n")
    print(f"\nwrote {RESULTS}")
    section_text = docs_section(info, tables)
    RESULTS.with_suffix(".md").write_text(section_text + "\n")
    print(f"wrote {RESULTS.with_suffix('.md')}")
    if args.docs:
        text = DOCS.read_text()
        pattern = re.compile(r"<!-- bench:begin.*?<!-- bench:end -->", re.S)
        if pattern.search(text):
            text = pattern.sub(lambda _: section_text, text)
        else:
            text = text.rstrip("\n") + "\n\n## Figures\n\n`scripts/bench --docs` (a few minutes; not part of the tests).\n\n" + section_text + "\n"
        DOCS.write_text(text)
        print("updated docs/benchmarks.md")


if __name__ == "__main__":
    main()
