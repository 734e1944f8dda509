import Foundation

/// The time a note's "today" and "now" mean, and the zone its dates are counted in. The
/// front end gives it (a test fixes it), so a note's dates are worked out like its numbers.
public struct NoteClock: Sendable, Equatable {
    public var now: Date
    public var timeZone: TimeZone

    public init(now: Date, timeZone: TimeZone = .current) {
        self.now = now
        self.timeZone = timeZone
    }

    /// The name a line reads when it depends on the time.
    static let reads = "§now"
}

/// Dates and times in a note's words: `today`, `tomorrow`, `2026-12-25`, `25 Dec 2026`,
/// `Dec 25`, `3 days from now`, `next friday`, `2026-12-25 - 2026-11-26` (29 days),
/// `today + 2 weeks`, `weekday of 2026-12-25`, `9:30 + 2h 45min`, `3pm London to Tokyo`.
/// Calendar arithmetic is Foundation's Gregorian calendar, in the clock's zone.
enum DatePhrase {
    /// Whether a line may be a date or time phrase (and so may read the clock).
    static func mayRead(_ line: String) -> Bool {
        (line.contains(where: \.isLetter) || line.contains(":")) && DateTokens(line).mayBeDate
    }

    /// A line's result when it is a date or time phrase; nil for any other line.
    static func result(of line: String, clock: NoteClock?, evaluator: Evaluator) -> LineResult? {
        guard line.contains(where: \.isLetter) || line.contains(":") || line.contains("-") else { return nil }
        let tokens = DateTokens(line)
        guard !tokens.items.isEmpty, tokens.mayBeDate else { return nil }
        var reader = DateReader(tokens: tokens.items, clock: clock)
        guard let answer = reader.line(), reader.atEnd else { return nil }
        var result = LineResult(outcome: .blank, defines: nil, reads: reader.readsNow ? [NoteClock.reads] : [])
        switch answer {
        case let .failure(why):
            result.outcome = .failure(CalculationError(.definition(why)))
        case let .text(text):
            result.text = text
        case let .days(days, unit):
            let value: Rational = unit == "weeks" ? days / Rational(7) : days
            result.outcome = .value(.exact(value), unit: unit)
            result.quantity = try? UnitExpression.parse(Substring(unit), column: 1)
        }
        return result
    }
}

/// A line cut into numbers, words and signs, for the date reader.
struct DateTokens {
    enum Token: Equatable {
        case number(Int, digits: Int)
        case day(year: Int, month: Int, day: Int)
        case time(hour: Int, minute: Int)
        case word(String)
        case sign(Character)
    }

    var items: [Token] = []

    /// Whether a word of the line belongs to dates, so that other lines are left alone.
    var mayBeDate: Bool {
        items.contains {
            switch $0 {
            case .day, .time: return true
            case let .word(word):
                return DateReader.anchors.contains(word) || DateReader.months[word] != nil
                    || DateReader.weekdays.contains(word)
            default: return false
            }
        }
    }

    init(_ line: String) {
        let characters = Array(line.lowercased())
        var index = 0
        func digits(from start: Int) -> Int {
            var end = start
            while end < characters.count, characters[end].isASCII, characters[end].isNumber { end += 1 }
            return end
        }
        while index < characters.count {
            let c = characters[index]
            if c.isWhitespace || c == "," {
                index += 1
            } else if c.isASCII && c.isNumber {
                let end = digits(from: index)
                let text = String(characters[index..<end])
                guard text.count <= 9, let value = Int(text) else { items = []; return }
                // 2026-12-25
                if text.count == 4, end < characters.count, characters[end] == "-" {
                    let monthEnd = digits(from: end + 1)
                    if monthEnd - end - 1 == 2, monthEnd < characters.count, characters[monthEnd] == "-" {
                        let dayEnd = digits(from: monthEnd + 1)
                        if dayEnd - monthEnd - 1 == 2 {
                            items.append(
                                .day(
                                    year: value, month: Int(String(characters[end + 1..<monthEnd]))!,
                                    day: Int(String(characters[monthEnd + 1..<dayEnd]))!))
                            index = dayEnd
                            continue
                        }
                    }
                }
                // 9:30
                if text.count <= 2, end < characters.count, characters[end] == ":" {
                    let minuteEnd = digits(from: end + 1)
                    if minuteEnd - end - 1 == 2 {
                        items.append(.time(hour: value, minute: Int(String(characters[end + 1..<minuteEnd]))!))
                        index = minuteEnd
                        continue
                    }
                }
                items.append(.number(value, digits: text.count))
                index = end
            } else if c.isLetter {
                var end = index
                while end < characters.count,
                    characters[end].isLetter || characters[end] == "_" || characters[end] == "/"
                        || characters[end] == "."
                {
                    end += 1
                }
                var word = String(characters[index..<end])
                while word.hasSuffix(".") { word.removeLast() }
                items.append(.word(word))
                index = end
            } else if "+-−".contains(c) {
                items.append(.sign(c == "+" ? "+" : "-"))
                index += 1
            } else {
                items = []
                return
            }
        }
    }
}
