/// The one meaning of ≈ on every screen: the number shown is the value rounded at its
/// last digit (the value has more digits), whether it is irrational (√2) or a rational
/// without end (2/3). Front ends draw the mark and its note as given.
extension ViewState {
    /// Drawn before the display when the number shown is rounded; nil when it is the whole value.
    public var roundingMark: String? { isComplete ? nil : Self.roundedMark }

    public static let roundedMark = "≈"

    /// What the mark means (a tooltip, a screen reader), and when the last digit could
    /// not be decided, that too.
    public var roundingNote: String? {
        if isUndecided { return "rounded; the last digit could not be decided: the value is too close to a half" }
        return isComplete ? nil : "rounded: the value has more digits"
    }

    mutating func show(_ shown: DisplayFit.Shown) {
        display = shown.text
        isComplete = shown.isComplete
        isUndecided = shown.isUndecided
    }
}
