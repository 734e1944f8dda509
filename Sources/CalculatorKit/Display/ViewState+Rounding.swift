/// The one meaning of ≈ on every screen: the number shown is the value rounded at its
/// last digit (the value has more digits), whether it is irrational (√2) or a rational
/// without end (2/3). Front ends draw the mark and its note as given.
extension ViewState {
    /// Drawn before the display when the number shown is rounded; nil when it is the whole value.
    public var roundingMark: String? { isComplete || isCut ? nil : Self.roundedMark }

    /// The display shows a scrolled result's digits, cut rather than rounded.
    var isCut: Bool { scrolled?.copyText.isEmpty == false }

    public static let roundedMark = "≈"

    /// What the mark means (a tooltip, a screen reader), and when the last digit could
    /// not be decided, that too.
    public var roundingNote: String? {
        if isUndecided { return "rounded; the last digit could not be decided: the value is too close to a half" }
        return isComplete || isCut ? nil : "rounded: the value has more digits"
    }

    mutating func show(_ shown: DisplayFit.Shown) {
        display = shown.text
        isComplete = shown.isComplete
        isUndecided = shown.isUndecided
    }
}
