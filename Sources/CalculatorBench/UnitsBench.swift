import CalculatorKit

// calculator-bench units: the time of one conversion, parsed, converted exactly and
// written out (20 significant digits), as `calculator "1 mile to km"` does after start-up.
// scripts/bench-units runs qalc on the same lines.

/// The conversions timed; each is one line a user types (scripts/bench-units has the same list).
let benchConversions = [
    "1 mile to km", "60 mph to km/h", "100 °F to °C", "2 GiB to MB", "1 acre to m^2",
    "kg m/s^2 to N", "3 ft + 2 in to cm", "10 km / 2 h to km/h", "5 kg - 300 g", "1 kWh to Btu",
    "90 deg to rad", "30 mpg to L/100km", "1 month to d", "1 mAh to C", "1 PS to kW", "1 inHg to hPa",
    "1 pc to ly", "1 sq ft to m^2", "1.75 m to ft + in", "100 Mbps to MB/s",
]

func unitsBench(repeats: Int) {
    let format = NumberFormat(significantDigits: 20)
    let clock = ContinuousClock()
    for line in benchConversions {
        var shown = ""
        let elapsed = clock.measure {
            for _ in 0..<repeats {
                let result = Evaluator().evaluateLine(line)
                if case let .value(number, unit) = result.outcome {
                    shown =
                        (result.leading ?? "") + ((try? format.string(number)) ?? "?") + (unit.map { " " + $0 } ?? "")
                } else {
                    shown = "error"
                }
            }
        }
        let (seconds, attoseconds) = elapsed.components
        let microseconds = (Double(seconds) * 1e6 + Double(attoseconds) / 1e12) / Double(repeats)
        print("{\"line\":\"\(line)\",\"result\":\"\(shown)\",\"microseconds\":\(microseconds)}")
    }
}
