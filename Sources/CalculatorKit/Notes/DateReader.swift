import Foundation

/// Reads the tokens of a date or time line (`DatePhrase`), with Foundation's Gregorian
/// calendar in the clock's zone (UTC without a clock, for dates that need no today).
struct DateReader {
    enum Answer {
        case text(String)
        case moment(Moment)
        /// Seconds after midnight (more than a day's when a duration carried it past midnight).
        case timeOfDay(Int)
        case days(Rational, unit: String)
        case failure(String)
    }

    /// A point in time, with or without a time of day shown.
    struct Moment: Sendable, Equatable {
        var date: Date
        var hasTime: Bool
    }

    static let anchors: Set<String> = [
        "today", "tomorrow", "yesterday", "now", "weekday", "next", "last", "ago", "in", "from", "after", "before",
        "am",
        "pm",
    ]
    static let months: [String: Int] = [
        "jan": 1, "january": 1, "feb": 2, "february": 2, "mar": 3, "march": 3, "apr": 4, "april": 4, "may": 5,
        "jun": 6, "june": 6, "jul": 7, "july": 7, "aug": 8, "august": 8, "sep": 9, "sept": 9, "september": 9,
        "oct": 10, "october": 10, "nov": 11, "november": 11, "dec": 12, "december": 12,
    ]
    static let weekdayNames = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"]
    static let weekdays: Set<String> = Set(weekdayNames.map { $0.lowercased() })
    static let monthNames = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]

    let tokens: [DateTokens.Token]
    let clock: NoteClock?
    var position = 0
    var readsNow = false
    var calendar: Calendar
    /// Why the line cannot be read although it is a date line (e.g. no clock for "today").
    var problem: String?

    init(tokens: [DateTokens.Token], clock: NoteClock?) {
        self.tokens = tokens
        self.clock = clock
        calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = clock?.timeZone ?? TimeZone(identifier: "UTC")!
    }

    var atEnd: Bool { position == tokens.count }

    var next: DateTokens.Token? { position < tokens.count ? tokens[position] : nil }
    func peek(_ offset: Int) -> DateTokens.Token? {
        position + offset < tokens.count ? tokens[position + offset] : nil
    }

    mutating func take(_ word: String) -> Bool {
        guard next == .word(word) else { return false }
        position += 1
        return true
    }

    // MARK: lines

    mutating func line() -> Answer? {
        if take("weekday") {
            _ = take("of")
            guard let moment = moment() else { return problemAnswer }
            return .text(Self.weekdayNames[calendar.component(.weekday, from: moment.date) - 1])
        }
        let start = position
        if let answer = timeLine() { return answer }
        position = start
        problem = nil
        guard let first = moment() else { return problemAnswer }
        guard next == .sign("-") else { return .moment(first) }
        position += 1
        guard let second = moment() else { return problemAnswer }
        var unit = "days"
        if take("to") || take("in") {
            if take("weeks") || take("week") || take("w") {
                unit = "weeks"
            } else if !(take("days") || take("day") || take("d")) {
                return nil
            }
        }
        let seconds = Int(second.date.distance(to: first.date).rounded())
        if !first.hasTime && !second.hasTime {
            let days = calendar.dateComponents(
                [.day], from: calendar.startOfDay(for: second.date), to: calendar.startOfDay(for: first.date)
            ).day!
            return .days(Rational(days), unit: unit)
        }
        return .days(Rational(seconds) / Rational(86_400), unit: unit)
    }

    var problemAnswer: Answer? { problem.map { .failure($0) } }

    // MARK: dates

    /// A date, then any number of `+ duration` or `- duration`.
    private mutating func moment() -> Moment? {
        guard var moment = relative() ?? base() else { return nil }
        while next == .sign("+") || next == .sign("-") {
            let sign = next == .sign("+") ? 1 : -1
            let start = position
            position += 1
            guard let (components, hasTime) = duration() else {
                position = start
                break
            }
            guard let date = calendar.date(byAdding: components.scaled(by: sign), to: moment.date) else {
                problem = "that date is out of the calendar's range"
                return nil
            }
            moment = Moment(date: date, hasTime: moment.hasTime || hasTime)
        }
        return moment
    }

    /// `3 days from now`, `2 weeks ago`, `3 days after 2026-12-25`, `in 3 days`.
    private mutating func relative() -> Moment? {
        let start = position
        let inWords = take("in")
        guard let (components, hasTime) = duration() else {
            position = start
            return nil
        }
        var base: Moment?
        var sign = 1
        if inWords {
            base = today(withTime: hasTime)
        } else if take("from") || take("after") {
            base = take("now") ? today(withTime: hasTime) : self.base()
        } else if take("before") {
            sign = -1
            base = self.base()
        } else if take("ago") {
            sign = -1
            base = today(withTime: hasTime)
        } else {
            position = start
            return nil
        }
        guard let base, let date = calendar.date(byAdding: components.scaled(by: sign), to: base.date) else {
            return nil
        }
        return Moment(date: date, hasTime: base.hasTime || hasTime)
    }

    mutating func today(withTime: Bool) -> Moment? {
        readsNow = true
        guard let clock else {
            problem = "the date of today is not known here"
            return nil
        }
        return Moment(date: withTime ? clock.now : calendar.startOfDay(for: clock.now), hasTime: withTime)
    }

    private mutating func base() -> Moment? {
        guard let token = next else { return nil }
        switch token {
        case let .day(year, month, day):
            position += 1
            return self.day(year, month, day)
        case let .date(.moment(moment)):
            position += 1
            return moment
        case let .word(word):
            switch word {
            case "today", "tomorrow", "yesterday", "now":
                position += 1
                guard let today = today(withTime: word == "now") else { return nil }
                let shift = ["tomorrow": 1, "yesterday": -1][word] ?? 0
                return Moment(
                    date: calendar.date(byAdding: .day, value: shift, to: today.date)!, hasTime: today.hasTime)
            case "next", "last", "this":
                guard case let .word(name)? = peek(1),
                    let weekday = Self.weekdayNames.firstIndex(
                        where: { $0.lowercased() == name })
                else { return nil }
                position += 2
                guard let today = today(withTime: false) else { return nil }
                let current = calendar.component(.weekday, from: today.date) - 1
                var shift = (weekday - current + 7) % 7
                if word == "last" {
                    shift = shift == 0 ? -7 : shift - 7
                } else if word == "next" && shift == 0 {
                    shift = 7
                }
                return Moment(date: calendar.date(byAdding: .day, value: shift, to: today.date)!, hasTime: false)
            default:
                // Dec 25, Dec 25 2026
                guard let month = Self.months[word], case let .number(day, digits)? = peek(1), digits <= 2 else {
                    return nil
                }
                position += 2
                return dayInYear(month: month, day: day)
            }
        case let .number(day, digits) where digits <= 2:
            // 25 Dec, 25 Dec 2026
            guard case let .word(word)? = peek(1), let month = Self.months[word] else { return nil }
            position += 2
            return dayInYear(month: month, day: day)
        default:
            return nil
        }
    }

    /// A day of the year after it (`2026`), or of the clock's year.
    private mutating func dayInYear(month: Int, day: Int) -> Moment? {
        if case let .number(year, 4)? = next {
            position += 1
            return self.day(year, month, day)
        }
        guard let today = today(withTime: false) else {
            problem = "which year? write it, e.g. 25 Dec 2026"
            return nil
        }
        return self.day(calendar.component(.year, from: today.date), month, day)
    }

    private mutating func day(_ year: Int, _ month: Int, _ day: Int) -> Moment? {
        let components = DateComponents(year: year, month: month, day: day)
        guard let date = calendar.date(from: components),
            calendar.dateComponents([.year, .month, .day], from: date) == components
        else {
            problem = "\(year)-\(month)-\(day) is not a day of the calendar"
            return nil
        }
        return Moment(date: date, hasTime: false)
    }

    /// `3 days`, `2 weeks`, `1h 30min`, `1 year 2 months`: calendar steps.
    mutating func duration() -> (DateComponents, hasTime: Bool)? {
        var components = DateComponents()
        var hasTime = false
        var count = 0
        while true {
            if case let .duration(steps, withTime)? = next {
                position += 1
                count += 1
                for unit: Calendar.Component in [.day, .second] {
                    if let amount = steps.value(for: unit) {
                        components.setValue((components.value(for: unit) ?? 0) + amount, for: unit)
                    }
                }
                hasTime = hasTime || withTime
                continue
            }
            guard case let .number(amount, _)? = next, case let .word(word)? = peek(1),
                let unit = Self.durationUnits[word]
            else { break }
            position += 2
            count += 1
            components.setValue((components.value(for: unit) ?? 0) + amount * (word.hasPrefix("w") ? 7 : 1), for: unit)
            if [.hour, .minute, .second].contains(unit) { hasTime = true }
        }
        return count == 0 ? nil : (components, hasTime)
    }

    static let durationUnits: [String: Calendar.Component] = [
        "d": .day, "day": .day, "days": .day, "w": .day, "wk": .day, "wks": .day, "week": .day, "weeks": .day,
        "month": .month, "months": .month, "mo": .month, "y": .year, "yr": .year, "yrs": .year, "year": .year,
        "years": .year, "h": .hour, "hr": .hour, "hrs": .hour, "hour": .hour, "hours": .hour, "min": .minute,
        "mins": .minute, "minute": .minute, "minutes": .minute, "s": .second, "sec": .second, "secs": .second,
        "second": .second, "seconds": .second,
    ]

    /// "Fri 25 Dec 2026", with the time after it when it has one.
    func shown(_ moment: Moment) -> String {
        let parts = calendar.dateComponents([.year, .month, .day, .weekday, .hour, .minute], from: moment.date)
        var text =
            "\(Self.weekdayNames[parts.weekday! - 1].prefix(3)) \(parts.day!) \(Self.monthNames[parts.month! - 1]) \(parts.year!)"
        if moment.hasTime { text += " " + Self.clockTime(parts.hour!, parts.minute!) }
        return text
    }

    /// A time of day from seconds after midnight: "11:30", "01:15, next day".
    static func shownTime(_ seconds: Int) -> String {
        let days = Int((Double(seconds) / 86_400).rounded(.down))
        let rest = seconds - days * 86_400
        return clockTime(rest / 3600, rest % 3600 / 60) + dayShift(days)
    }

    static func clockTime(_ hour: Int, _ minute: Int) -> String {
        (hour < 10 ? "0" : "") + "\(hour):" + (minute < 10 ? "0" : "") + "\(minute)"
    }
}

extension DateComponents {
    /// Every field times `sign` (for subtracting a duration).
    func scaled(by sign: Int) -> DateComponents {
        var result = DateComponents()
        for unit: Calendar.Component in [.year, .month, .day, .hour, .minute, .second] {
            if let value = value(for: unit) { result.setValue(value * sign, for: unit) }
        }
        return result
    }
}
