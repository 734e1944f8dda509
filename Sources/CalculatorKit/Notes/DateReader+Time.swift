import Foundation

/// Times of day: `9:30 + 2h 45min`, `3pm London to Tokyo`, `now in Tokyo`, zones by IANA
/// name (`Europe/London`), city or abbreviation (`UTC`), from the system's zone data.
extension DateReader {
    /// The zones by lower-case IANA name and by city ("new york" for America/New_York).
    static let zones: [String: String] = {
        var zones: [String: String] = [:]
        for identifier in TimeZone.knownTimeZoneIdentifiers {
            zones[identifier.lowercased()] = identifier
            if let city = identifier.split(separator: "/").last, identifier.contains("/") {
                let name = city.replacingOccurrences(of: "_", with: " ").lowercased()
                if zones[name] == nil { zones[name] = identifier }
            }
        }
        return zones
    }()

    /// A zone named by the next words, with the name to show for it.
    mutating func zone() -> (TimeZone, String)? {
        for length in [3, 2, 1] where position + length <= tokens.count {
            var words: [String] = []
            for token in tokens[position..<position + length] {
                guard case let .word(word) = token else { break }
                words.append(word)
            }
            guard words.count == length else { continue }
            let name = words.joined(separator: " ")
            if let identifier = Self.zones[name], let zone = TimeZone(identifier: identifier) {
                position += length
                let city = identifier.split(separator: "/").last.map { $0.replacingOccurrences(of: "_", with: " ") }
                return (zone, city ?? identifier)
            }
            if length == 1, (3...4).contains(name.count), let zone = TimeZone(abbreviation: name.uppercased()) {
                position += 1
                return (zone, name.uppercased())
            }
        }
        return nil
    }

    /// `9:30`, `9:30 pm`, `3pm`, a variable holding a time: seconds after midnight.
    private mutating func clockTime() -> Int? {
        var hour: Int, minute = 0
        let start = position
        switch next {
        case let .date(.timeOfDay(seconds))?:
            position += 1
            return seconds
        case let .time(h, m)?:
            (hour, minute) = (h, m)
            position += 1
        case let .number(h, digits)? where digits <= 2:
            guard peek(1) == .word("am") || peek(1) == .word("pm") else { return nil }
            hour = h
            position += 1
        default: return nil
        }
        if take("am") || take("pm") {
            guard (1...12).contains(hour) else {
                position = start
                return nil
            }
            let afternoon = tokens[position - 1] == .word("pm")
            hour = hour % 12 + (afternoon ? 12 : 0)
        }
        guard (0...23).contains(hour), (0...59).contains(minute) else {
            problem = "not a time of day"
            return nil
        }
        return (hour * 60 + minute) * 60
    }

    /// A line that starts with a time of day, or asks for the time in a zone.
    mutating func timeLine() -> Answer? {
        if next == .word("now") || next == .word("time"), peek(1) == .word("in") || peek(1) == .word("to") {
            position += 2
            guard let (zone, name) = zone(), let today = today(withTime: true) else { return problemAnswer }
            var there = calendar
            there.timeZone = zone
            let parts = there.dateComponents([.hour, .minute], from: today.date)
            return .text(Self.clockTime(parts.hour!, parts.minute!) + " in " + name)
        }
        guard let start = clockTime() else { return problemAnswer }
        let from = zone()
        var seconds = start
        while next == .sign("+") || next == .sign("-") {
            let sign = next == .sign("+") ? 1 : -1
            position += 1
            guard let (components, _) = duration(), components.year == nil, components.month == nil else {
                return nil
            }
            seconds +=
                sign
                * ((components.day ?? 0) * 86_400 + (components.hour ?? 0) * 3600 + (components.minute ?? 0) * 60
                    + (components.second ?? 0))
        }
        guard take("to") || take("in") else {
            guard from == nil else { return nil }
            return .timeOfDay(seconds)
        }
        guard let (target, name) = zone() else { return nil }
        guard let today = today(withTime: false) else { return problemAnswer }
        var source = calendar
        source.timeZone = from?.0 ?? calendar.timeZone
        var day = calendar.dateComponents([.year, .month, .day], from: today.date)
        day.hour = 0
        guard let midnight = source.date(from: day) else { return nil }
        let moment = midnight.addingTimeInterval(Double(seconds))
        var there = calendar
        there.timeZone = target
        let parts = there.dateComponents([.year, .month, .day, .hour, .minute], from: moment)
        let shift = there.dateComponents(
            [.day], from: there.date(from: DateComponents(year: day.year, month: day.month, day: day.day))!,
            to: there.date(from: DateComponents(year: parts.year, month: parts.month, day: parts.day))!
        ).day!
        return .text(Self.clockTime(parts.hour!, parts.minute!) + " in " + name + Self.dayShift(shift))
    }

    static func dayShift(_ days: Int) -> String {
        switch days {
        case 0: return ""
        case 1: return ", next day"
        case -1: return ", the day before"
        default: return days > 0 ? ", \(days) days later" : ", \(-days) days before"
        }
    }
}
