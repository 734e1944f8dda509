import CalculatorKit

// calculator-bench notes: the cost of one edit in a 200-line note (the goal: ≤ 5 ms
// in release, so typing never waits). The note mixes variables, functions and unit conversions; one line in ten
// reads `rate`, so editing it re-evaluates 20 lines, and editing an unrelated line one.

/// A 200-line note: line 0 defines `rate`, the others compute with it or on their own.
func benchNote() -> [String] {
    var lines = ["rate = 2", "area(r) = pi r^2"]
    for i in 2..<200 {
        switch i % 10 {
        case 0: lines.append("v\(i) = rate × \(i) + area(\(i))")
        case 3: lines.append("\(i) ft to m")
        case 6: lines.append("\(i) mph to km/h")
        default: lines.append("w\(i) = \(i)/7 + \(i)^2")
        }
    }
    return lines
}

/// Milliseconds per edit, averaged over `repeats` edits of the given line.
func millisecondsPerEdit(_ notes: Notes, line: Int, repeats: Int) -> (ms: Double, evaluated: Int) {
    let clock = ContinuousClock()
    var evaluated = 0
    let elapsed = clock.measure {
        for k in 0..<repeats {
            let edited = Notes.reduce(notes, .replaceLine(line, line == 0 ? "rate = \(k + 3)" : "w5 = \(k)"))
            evaluated = edited.evaluatedLines
        }
    }
    let (seconds, attoseconds) = elapsed.components
    return ((Double(seconds) * 1e3 + Double(attoseconds) / 1e15) / Double(repeats), evaluated)
}

func notesBench() {
    let notes = Notes(text: benchNote().joined(separator: "\n"))
    for (name, line) in [("edit read by 19 lines", 0), ("edit read by none", 5)] {
        let (ms, evaluated) = millisecondsPerEdit(notes, line: line, repeats: 200)
        print(
            "{\"case\":\"\(name)\",\"lines\":\(notes.lines.count),\"evaluated\":\(evaluated),\"milliseconds_per_edit\":\(ms)}"
        )
    }
}
