extension Notes {
    /// One line of the note, with the words only a note has: totals of the lines above,
    /// `prev` and `line3` for their values, percent phrases, dates and times.
    func evaluate(line index: Int, with evaluator: Evaluator) -> LineResult {
        let text = lines[index].text
        if let kind = Totals.kind(of: text), evaluator.names[Substring(text).trimmingSpaces.lowercased()] == nil {
            return Totals.result(kind, at: index, of: lines, evaluator: evaluator)
        }
        var evaluator = evaluator
        let references = bindReferences(in: text, at: index, of: &evaluator)
        var result = evaluator.evaluateNoteLine(text, clock: clock)
        if references { result.reads.insert(Totals.above) }
        return result
    }

    /// Gives `prev`, `lineN`, `total` and `subtotal` their values for line `index`, unless
    /// the note defines them itself; true if the line names any of them.
    private func bindReferences(in text: String, at index: Int, of evaluator: inout Evaluator) -> Bool {
        var found = false
        for word in Self.words(in: text) where evaluator.names[word] == nil {
            let source: Int?
            var why: String?
            switch word {
            case "prev":
                source = index > 0 ? index - 1 : nil
                if source == nil { why = "'prev' is the line above, and there is none" }
            case "total", "subtotal":
                found = true
                do throws(CalculationError) {
                    let kind: Totals.Kind = word == "total" ? .sum : .subtotal
                    let (value, _, quantity) = try Totals.combine(
                        Totals.counted(lines, above: index, kind: kind), of: lines, kind: kind, evaluator: evaluator)
                    evaluator.names[word] = .variable(value)
                    evaluator.names.quantities[word] = quantity
                } catch {
                    evaluator.names.unavailable[word] = "'\(word)' has no value: \(error.message)"
                }
                continue
            default:
                guard word.hasPrefix("line"), let number = Int(word.dropFirst(4)), number > 0,
                    word.dropFirst(4).first != "0"
                else { continue }
                source = number - 1
                if number - 1 >= index { why = "'\(word)' is not above this line: a line can use only lines above it" }
            }
            found = true
            if let why {
                evaluator.names.unavailable[word] = why
                continue
            }
            let result = lines[source!].result
            if let date = result.date {
                evaluator.names[word] = nil
                evaluator.names.dates[word] = date
                evaluator.names.unavailable[word] = date.refusal(word)
                continue
            }
            guard let value = result.value, result.leading == nil else {
                evaluator.names.unavailable[word] = "'\(word)' is line \(source! + 1), which has no value"
                continue
            }
            evaluator.names[word] = .variable(value)
            evaluator.names.quantities[word] = result.quantity
        }
        return found
    }

    /// The words of a line (a letter, then letters, digits or '_').
    static func words(in text: String) -> Set<String> {
        var words: Set<String> = []
        var current = ""
        for c in text + " " {
            if c.isLetter || (!current.isEmpty && (c.isNumber || c == "_")) {
                current.append(c)
            } else {
                if !current.isEmpty { words.insert(current) }
                current = ""
            }
        }
        return words
    }
}
