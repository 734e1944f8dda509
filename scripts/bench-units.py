"""Unit conversions beside qalc: the same conversions, exact in the calculator.

Rows per conversion: `calculator` for one call (start-up included, as qalc's row), and
`calculator-bench units` for the conversion alone, in process (parse, convert exactly,
write 20 digits), in release. A last case runs all the conversions in one process each.
qalc's answer is checked against ours to 9 significant digits. Writes its table into
bench/results.md (inside the bench section, so `scripts/bench --docs` carries it).

    python3 scripts/bench-units.py [--runs N]      (scripts/bench-units builds first)
"""
import argparse
import importlib.util
import json
import re
import subprocess
from fractions import Fraction
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
spec = importlib.util.spec_from_file_location("bench", ROOT / "scripts/bench.py")
bench = importlib.util.module_from_spec(spec)
spec.loader.exec_module(bench)

STATIC, SHARED = ROOT / ".build-static/release", ROOT / ".build/release"
BEGIN, END = "<!-- units:begin -->", "<!-- units:end -->"

# The same list as Sources/CalculatorBench/UnitsBench.swift; qalc reads the same text.
CONVERSIONS = [
    "1 mile to km", "60 mph to km/h", "100 °F to °C", "2 GiB to MB", "1 acre to m^2",
    "kg m/s^2 to N", "3 ft + 2 in to cm", "10 km / 2 h to km/h", "5 kg - 300 g", "1 kWh to Btu",
    "90 deg to rad", "30 mpg to L/100km", "1 month to d", "1 mAh to C", "1 PS to kW", "1 inHg to hPa",
    "1 pc to ly", "1 sq ft to m^2", "1.75 m to ft + in", "100 Mbps to MB/s",
]


def binary(name):
    """The static build if there is one (as scripts/bench measures), else the usual one."""
    static = STATIC / name
    return static if static.exists() else SHARED / name


def number(text):
    """The leading number of an answer ("1.609344 km", "≈ 0.3048 m"), or None."""
    match = re.search(r"-?[0-9][0-9,]*(\.[0-9]+)?(E-?[0-9]+)?", text.replace("≈", ""))
    return Fraction(match.group(0).replace(",", "")) if match else None


def agrees(ours, theirs):
    a, b = number(ours), number(theirs)
    if a is None or b is None:
        return False
    return abs(a - b) <= abs(a) * Fraction(1, 10**8) or a == b


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--repeats", type=int, default=2000, help="in-process repetitions of each conversion")
    args = parser.parse_args()
    calculator, calculator_bench = binary("calculator"), binary("calculator-bench")
    has_qalc = bench.have("qalc")
    if not has_qalc:
        print("qalc not installed: its rows are skipped")
    table = bench.Table("6. Unit conversions",
                        "exact results; one call far below qalc's; the conversion itself in microseconds")
    print(f"\n{table.title}")
    inside = subprocess.run([str(calculator_bench), "units", str(args.repeats)], capture_output=True, text=True, check=True)
    in_process = {row["line"]: row for row in map(json.loads, inside.stdout.splitlines())}
    for line in CONVERSIONS:
        ours = bench.Run([str(calculator), line], runs=args.runs)
        answer = ours.output.strip()
        table.add(line, "calculator", ours, answer)
        row = in_process[line]
        table.add(line, "calculator-bench units (in process)", row["microseconds"] / 1e6, row["result"], runs=args.repeats)
        if has_qalc:
            qalc = bench.Run(["qalc", "-nocurrencies", "-t", line], runs=args.runs)
            said = qalc.output.strip()
            table.add(line, "qalc -nocurrencies -t", qalc, said if agrees(answer, said) else f"{said} (differs)")
        else:
            table.add(line, "qalc", None, "skipped: not installed")
    batch = "\n".join(CONVERSIONS) + "\n"
    case = f"all {len(CONVERSIONS)} in one process"
    ours = bench.Run([str(calculator)], stdin=batch, runs=args.runs)
    table.add(case, "calculator (stdin)", ours, f"{len(ours.output.splitlines())} answers")
    if has_qalc:
        qalc = bench.Run(["qalc", "-nocurrencies", "-t"], stdin=batch, runs=args.runs)
        plain = re.sub(r"\x1b\[[0-9;]*m", "", qalc.output)
        answers = [l for l in plain.splitlines() if l.strip() and not l.startswith(">")]
        table.add(case, "qalc -nocurrencies -t (stdin)", qalc, f"{len(answers)} answers")
    else:
        table.add(case, "qalc", None, "skipped: not installed")

    info = bench.machine()
    section = "\n".join([BEGIN, table.markdown(), "",
                         f"Unit rows measured {info['date']}, load {info['load']:.1f}, qalc {info['qalc']}; "
                         f"`calculator` from {calculator.relative_to(ROOT)}.", END])
    results = ROOT / "bench/results.md"
    text = results.read_text() if results.exists() else "<!-- bench:begin -->\n<!-- bench:end -->\n"
    pattern = re.compile(re.escape(BEGIN) + ".*?" + re.escape(END), re.S)
    if pattern.search(text):
        text = pattern.sub(lambda _: section, text)
    elif "<!-- bench:end -->" in text:
        text = text.replace("<!-- bench:end -->", section + "\n\n<!-- bench:end -->")
    else:
        text = text.rstrip("\n") + "\n\n" + section + "\n"
    results.write_text(text)
    print(f"wrote {results}")


if __name__ == "__main__":
    main()
