/// A note's own angle unit, written in it as a line `angle = deg` (or `rad`), so that the
/// note gives the same answers in every front end and in its file.
public enum AngleSetting {
    static let words: [String: AngleUnit] = [
        "deg": .degrees, "degree": .degrees, "degrees": .degrees, "°": .degrees,
        "rad": .radians, "radian": .radians, "radians": .radians,
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
    public static func label(_ angle: AngleUnit) -> String { angle == .degrees ? "Deg" : "Rad" }

    /// What the line shows beside it.
    public static func shown(_ angle: AngleUnit) -> String {
        angle == .degrees ? "angles in degrees" : "angles in radians"
    }
}
