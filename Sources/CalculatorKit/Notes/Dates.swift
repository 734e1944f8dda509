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

    /// A line's result when it is a date or time phrase; nil for any other line. Variables
    /// that hold dates (`d = 2026-12-25`) or durations (`p = 3 days`) are read by their names.
    static func result(of line: String, clock: NoteClock?, evaluator: Evaluator) -> LineResult? {
        guard line.contains(where: \.isLetter) || line.contains(":") || line.contains("-") else { return nil }
        let tokens = DateTokens(line, evaluator: evaluator)
        guard !tokens.items.isEmpty, tokens.mayBeDate else { return nil }
        var reader = DateReader(tokens: tokens.items, clock: clock)
        guard let answer = reader.line(), reader.atEnd else { return nil }
        var result = LineResult(
            outcome: .blank, defines: nil, reads: tokens.names.union(reader.readsNow ? [NoteClock.reads] : []))
        switch answer {
        case let .failure(why):
            result.outcome = .failure(CalculationError(.definition(why)))
        case let .text(text):
            result.text = text
        case let .moment(moment):
            result.text = reader.shown(moment)
            result.date = .moment(moment)
        case let .timeOfDay(seconds):
            result.text = DateReader.shownTime(seconds)
            result.date = .timeOfDay(seconds)
        case let .days(days, unit):
            let value: Rational = unit == "weeks" ? days / Rational(7) : days
            result.outcome = .value(.exact(value), unit: unit)
            result.quantity = try? UnitExpression.parse(Substring(unit), column: 1)
        }
        return result
    }

    /// The first token of `text` that looks like a day (`2026-12-25`, `2026-1-5`), with its
    /// 1-based column: such a token is a date or an error, never a subtraction.
    static func dayLooking(in text: Substring) -> (String, Int)? {
        let characters = Array(text)
        var index = 0
        func run(from start: Int) -> Int {
            var end = start
            while end < characters.count, characters[end].isASCII, characters[end].isNumber { end += 1 }
            return end - start
        }
        while index < characters.count {
            let c = characters[index]
            guard c.isASCII, c.isNumber else {
                index += 1
                continue
            }
            let year = run(from: index)
            let before = index > 0 ? characters[index - 1] : " "
            var end = index + year
            if year == 4, !(before.isLetter || before == "_" || before == "."), end < characters.count,
                characters[end] == "-"
            {
                let month = run(from: end + 1)
                if (1...2).contains(month), end + 1 + month < characters.count, characters[end + 1 + month] == "-" {
                    let day = run(from: end + 2 + month)
                    let after = end + 2 + month + day
                    if (1...2).contains(day), !(after < characters.count && ".,".contains(characters[after])) {
                        return (String(characters[index..<after]), index + 1)
                    }
                }
            }
            end = index + max(year, 1)
            index = end
        }
        return nil
    }
}

/// A date or a time of day that a line gives, and a variable defined by the line keeps
/// (`d = 2026-12-25`, then `d + 3 days`).
enum NoteDate: Sendable, Equatable {
    case moment(DateReader.Moment)
    /// Seconds after midnight (`9:30`).
    case timeOfDay(Int)

    /// Why a plain expression cannot use a variable holding one.
    func refusal(_ name: String) -> String {
        switch self {
        case .moment:
            return
                "'\(name)' is a date: add or take a duration (\(name) + 3 days), or take another date (\(name) - today)"
        case .timeOfDay:
            return "'\(name)' is a time of day: add or take a duration (\(name) + 2h 30min)"
        }
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
        /// A variable holding a date or a time of day.
        case date(NoteDate)
        /// A variable holding a duration (`p = 3 days`), as calendar steps.
        case duration(DateComponents, hasTime: Bool)
    }

    var items: [Token] = []
    /// The variables the line names, found or not.
    var names: Set<String> = []

    /// Whether a word of the line belongs to dates, so that other lines are left alone.
    var mayBeDate: Bool {
        items.contains {
            switch $0 {
            case .day, .time, .date: return true
            case let .word(word):
                return DateReader.anchors.contains(word) || DateReader.months[word] != nil
                    || DateReader.weekdays.contains(word)
            default: return false
            }
        }
    }

    init(_ line: String, evaluator: Evaluator? = nil) {
        let scope = evaluator?.names ?? NameScope()
        let original = Array(line)
        // Lower case character by character, so that the two arrays stay the same length.
        let characters = original.map { c -> Character in
            let lower = String(c).lowercased()
            return lower.count == 1 ? lower.first! : c
        }
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
                // 2026-12-25, 2026-1-5
                if text.count == 4, end < characters.count, characters[end] == "-" {
                    let monthEnd = digits(from: end + 1)
                    if (1...2).contains(monthEnd - end - 1), monthEnd < characters.count, characters[monthEnd] == "-" {
                        let dayEnd = digits(from: monthEnd + 1)
                        if (1...2).contains(dayEnd - monthEnd - 1) {
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
                // After a number a word is a unit (`1h30min`); elsewhere it may be a name with digits (`d2`).
                let isName: Bool
                if case .number? = items.last { isName = false } else { isName = true }
                var end = index
                while end < characters.count,
                    characters[end].isLetter || characters[end] == "_" || characters[end] == "/"
                        || characters[end] == "." || isName && characters[end].isASCII && characters[end].isNumber
                {
                    end += 1
                }
                var word = String(characters[index..<end])
                while word.hasSuffix(".") { word.removeLast() }
                // A variable's name, as written (names are case-sensitive); after a number a word is a unit.
                var name = String(original[index..<index + word.count])
                if name.contains(where: { "/.".contains($0) }) { name = "" }
                if !name.isEmpty, NameScope.problemDefining(name) == nil {
                    names.insert(name)
                }
                if case .number? = items.last {
                    items.append(.word(word))
                } else if let date = scope.dates[name] {
                    items.append(.date(date))
                } else if let steps = evaluator?.durationSteps(of: name) {
                    items.append(.duration(steps.0, hasTime: steps.hasTime))
                } else {
                    items.append(.word(word))
                }
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

extension Evaluator {
    /// A variable holding a duration (`p = 3 days`) as calendar steps: whole days as days
    /// (so that they step over a change of clocks as days do), else seconds.
    func durationSteps(of name: String) -> (DateComponents, hasTime: Bool)? {
        guard let unit = names.quantities[name], unit.unit.dimension == .time,
            case let .variable(value)? = names[name],
            let seconds = try? UnitExpression.parse("s", column: 1),
            let exact = try? convert(value, from: unit, to: seconds).exactValue,
            exact.denominator == 1, let whole = Int(exactly: exact.numerator), abs(whole) < 1 << 40
        else { return nil }
        if whole % 86_400 == 0 { return (DateComponents(day: whole / 86_400), false) }
        return (DateComponents(second: whole), true)
    }
}
