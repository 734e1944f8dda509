import CalculatorKit
import Foundation

// calculator-bench: the cost of one key press on the expression keypad, live result
// included (the keypad evaluates the expression in `press`, `view` formats it).
// Driven by scripts/bench.py; not a test.
//
//   calculator-bench keypad [LENGTH…]   one JSON line per length: µs per key at that length
//   calculator-bench type LENGTH        types LENGTH keys once (for instruction counts under valgrind)
//   calculator-bench limits [SECONDS]   slow cases under a short time limit; exit 1 if one overruns it
//   calculator-bench plot               ms to sample 1,000 points of typical functions, and with exact marks

/// A typed expression that never ends: two-digit numbers and the four operators,
/// with a parenthesis group every so often, e.g. 12+34×(56−78)÷91+…
func keys(_ count: Int) -> [Key] {
    let pattern = ["1", "2", "+", "3", "4", "×", "(", "5", "6", "-", "7", "8", ")", "÷", "9", "1", "+"]
    return (0..<count).map { Key(name: pattern[$0 % pattern.count])! }
}

/// The state after typing `keys`, with its screen read after every key as a front end would.
func typed(_ keys: some Sequence<Key>) -> CalculatorState {
    var state = CalculatorState(mode: .expression)
    for key in keys {
        state.press(key)
        _ = state.view
    }
    return state
}

/// Average nanoseconds of one key press and screen, over the last `window` keys of an
/// expression of `length` keys, each key timed `repeats` times from the state before it.
func nanosecondsPerKey(length: Int, window: Int, repeats: Int) -> Double {
    let all = keys(length)
    let start = length - window
    var state = typed(all[..<start])
    let clock = ContinuousClock()
    var total = Duration.zero
    var screens = 0
    for key in all[start...] {
        let before = state
        let elapsed = clock.measure {
            for _ in 0..<repeats {
                var s = before
                s.press(key)
                screens &+= s.view.display.utf8.count  // keep the work observable
            }
        }
        total += elapsed
        state.press(key)
    }
    precondition(screens > 0)
    let (seconds, attoseconds) = total.components
    return (Double(seconds) * 1e9 + Double(attoseconds) / 1e9) / Double(window * repeats)
}

let arguments = Array(CommandLine.arguments.dropFirst())
switch arguments.first {
case "keypad":
    let lengths = arguments.dropFirst().compactMap { Int($0) }
    for length in lengths.isEmpty ? [10, 100, 1000] : lengths {
        let window = min(length, 17)  // one whole pattern: digits, operators and parentheses
        let repeats = max(20, 20_000 / length)
        let ns = nanosecondsPerKey(length: length, window: window, repeats: repeats)
        let display = typed(keys(length)).view.display
        print("{\"keys\":\(length),\"microseconds_per_key\":\(ns / 1000),\"display\":\"\(display)\"}")
    }
case "type":
    let length = arguments.count > 1 ? Int(arguments[1]) ?? 0 : 0
    print(typed(keys(length)).view.display)
case "limits":
    let seconds = arguments.count > 1 ? Double(arguments[1]) ?? 2 : 2
    if !checkTimeLimits(seconds: seconds, only: arguments.count > 2 ? arguments[2] : nil) { exit(1) }
case "plot":
    plotBench()
case "notes":
    notesBench()
case "units":
    unitsBench(repeats: arguments.count > 1 ? Int(arguments[1]) ?? 1000 : 1000)
default:
    print(
        "usage: calculator-bench keypad [LENGTH…] | calculator-bench type LENGTH | calculator-bench limits [SECONDS] | calculator-bench notes | calculator-bench units [REPEATS]"
    )
}
