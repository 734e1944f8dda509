import CalculatorKit
import Foundation

// calculator-bench limits [SECONDS [TEXT]]: the time bound, checked. Each slow case (long
// series, huge arguments, huge exact values) is evaluated and its digits written
// within one short budget; any case that takes longer than the limit + 10 % fails the
// run (exit 1). Run in release by scripts/check-time-limits; TEXT picks the cases whose
// expression contains it (for profiling one).
//
// "Longer" is in wall time, or when the machine is busy in the thread's CPU time: the
// budget's clock is the wall's, and a busy machine stretches the work done after it ran
// out (the last steps between two looks at the clock) by its load. That work is the
// calculator's own CPU time; a case that overruns it fails on any machine.

/// A case that runs long without the budget: significant digits and expression.
let slowCases: [(digits: Int, expression: String)] = [
    (100_000, "sin(1)^2+cos(1)^2"),
    (20_000, "cos(1)"),
    (100_000, "sin(1)"),
    (20, "sin(10^78000)"),
    (20, "cos(10^78000+1/3)"),
    (100_000, "exp(sqrt(2))"),
    (100_000, "e^(1/3)"),
    (100_000, "atan(sqrt(2))"),
    (100_000, "asin(1/sqrt(3))"),
    (100_000, "ln(sqrt(3))"),
    (100_000, "ln(2)"),
    (100_000, "pi"),
    (100_000, "cbrt(2)"),
    (100_000, "sqrt(2)^(1/7)"),
    (100_000, "2^(1/12345)"),
    (100_000, "sinh(sqrt(5))*tanh(pi)"),
    (20, "9^9^9"),
    (20, "20000!"),
    (20, "20000!/19999!"),
    (20, "20000!/3^20000"),
    (20, "2^150000*3^100000"),
    (20, "(2^2000000+1)/(3^1000000+1)"),
    (20, "(3^1000000+1)*(7^500000+1)"),
    (20, "300000!"),
    (1_300_000, "2^4194000-1"),
    (1_300_000, "1/3^1000000"),
    (20, "1e-1200000"),
    (20, "(1+1e-19)^(10^19)"),
    (20, "(pi/4)^(10^19)"),
    (20, "e^(10^5)+pi"),
    // Refused as too large once their operands are worked out (the engine's size-bound tests).
    (20, "(2^3000000)*(2^3000000)"),
    (20, "(3^1000000)^3"),
    (20, "(1e-30000)^300"),
    (20, "2^(2^22)"),
    (100_000, "e^(-10^5)*pi"),
    (20, "sin(1)" + String(repeating: "*sin(1)", count: 240)),
    (20, Array(repeating: "e+π", count: 21_800).joined(separator: "+")),
]

/// Runs every slow case with `seconds` as the time limit; returns whether all kept it.
func checkTimeLimits(seconds: Double, only filter: String? = nil) -> Bool {
    let limits = CalculationLimits(timeLimit: .milliseconds(Int(seconds * 1000)))
    let allowed = seconds * 1.1
    var worst = 0.0, failures = 0
    say("limit \(seconds) s, allowed \(allowed) s of wall time (or CPU time, when busy) per case")
    say(
        pad("seconds", 8) + "  " + pad("cpu", 8) + "  " + pad("ok", 4) + "  " + pad("digits", 7) + "  "
            + pad("expression", 32) + "  outcome")
    for (digits, expression) in slowCases where picked(expression, by: filter) {
        // A case over the limit runs once more: a real overrun repeats, a pause of a busy
        // machine (another process, the page cache) does not.
        var (wall, cpu, outcome) = timed(expression, digits: digits, limits: limits)
        let retried = min(wall, cpu) > allowed
        if retried { (wall, cpu, outcome) = timed(expression, digits: digits, limits: limits) }
        worst = max(worst, min(wall, cpu))
        let ok = wall <= allowed || cpu <= allowed
        if !ok { failures += 1 }
        let shown = expression.count > 32 ? String(expression.prefix(29)) + "…" : expression
        say(
            pad(String(format3(wall)), 8) + "  " + pad(String(format3(cpu)), 8) + "  " + pad(ok ? "ok" : "SLOW", 4)
                + "  " + pad(String(digits), 7) + "  " + pad(shown, 32) + "  " + String(outcome.prefix(60))
                + (retried ? " (second try)" : "") + (ok && wall > allowed ? " (busy machine)" : ""))
    }
    say(
        "\(slowCases.count(where: { picked($0.expression, by: filter) })) cases, \(failures) over the limit, slowest \(format3(worst)) s"
    )
    return failures == 0
}

/// The wall and CPU time of evaluating `expression` and writing its digits within one budget,
/// and what came of it. The kit calculates on the calling thread: its CPU time is the thread's.
private func timed(_ expression: String, digits: Int, limits: CalculationLimits)
    -> (seconds: Double, cpu: Double, outcome: String)
{
    var outcome = ""
    let cpuBefore = threadCPUSeconds()
    let elapsed = ContinuousClock().measure {
        let budget = WaitedJob.start(limits: limits)
        do throws(CalculationError) {
            let value = try Evaluator(limits: limits).evaluate(expression, budget: budget)
            let digitsShown = try value.decimalApproximation(significantDigits: digits, budget: budget)
            outcome = "value " + NumberFormat(significantDigits: 12, notation: .scientific).string(digitsShown)
        } catch {
            outcome = "error: \(error.message)"
        }
    }
    let cpu = threadCPUSeconds() - cpuBefore
    return (Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18, cpu, outcome)
}

/// The CPU time this thread has used, in seconds.
private func threadCPUSeconds() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
    return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
}

/// One line of the table, written at once (print's buffer would hold it back from a pipe).
private func say(_ line: String) {
    FileHandle.standardOutput.write(Data((line + "\n").utf8))
}

/// Whether a case is picked by the filter: TEXT matches by substring, =TEXT exactly.
private func picked(_ expression: String, by filter: String?) -> Bool {
    guard let filter else { return true }
    return filter.hasPrefix("=") ? expression == filter.dropFirst() : expression.contains(filter)
}

private func pad(_ text: String, _ width: Int) -> String {
    text.count >= width ? text : text + String(repeating: " ", count: width - text.count)
}

private func format3(_ x: Double) -> String {
    let thousandths = Int((x * 1000).rounded())
    let fraction = String(thousandths % 1000)
    return "\(thousandths / 1000).\(String(repeating: "0", count: 3 - fraction.count))\(fraction)"
}
