/// A note's own angle unit, written in it as a line `angle = deg` (or `rad`), so that the
/// note gives the same answers in every front end and in its file.
public enum AngleSetting {
    static let words: [String: AngleUnit] = [
        "deg": .degrees, "degree": .degrees, "degrees": .degrees, "°": .degrees,
        "rad": .radians, "radian": .radians, "radians": .radians,
        "grad": .gradians, "gradian": .gradians, "gradians": .gradians, "gon": .gradians,
        "turn": .turns, "turns": .turns,
    ]

    /// The unit a line sets, nil for any other line.
    public static func parse(_ line: String) -> AngleUnit? {
        guard let equals = line.firstIndex(of: "=") else { return nil }
        guard line[..<equals].trimmingSpaces == "angle" else { return nil }
        return words[line[line.index(after: equals)...].trimmingSpaces]
    }

    /// The line that sets `angle`, as written in a note.
    public static func line(_ angle: AngleUnit) -> String { "angle = \(angle.rawValue)" }

    /// The label of a notes view's switch: the unit the note is in ("Deg", "Rad").
    public static func label(_ angle: AngleUnit) -> String {
        switch angle {
        case .degrees: return "Deg"
        case .radians: return "Rad"
        case .gradians: return "Grad"
        case .turns: return "Turn"
        }
    }

    /// What the line shows beside it.
    public static func shown(_ angle: AngleUnit) -> String {
        switch angle {
        case .degrees: return "angles in degrees"
        case .radians: return "angles in radians"
        case .gradians: return "angles in gradians"
        case .turns: return "angles in turns"
        }
    }
}
