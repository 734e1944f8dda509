/// Everything that reaches a keypad, by where it comes from: a key a person pressed, the
/// answer of a calculation a key asked for, or the screen's new size. Keeping them apart
/// means `Key` holds only keys, and a front end cannot send an answer as if it were typed.
public enum KeypadAction: Hashable, Sendable {
    /// A key a person pressed (or a tool replays).
    case key(Key)
    /// A calculation's answer, sent back by the runtime; only a job makes one.
    case answer(CalculationAnswer)
    /// The screen changed size (a phone turned to landscape), so the display holds `width`
    /// characters and typing stops at `maxDigits` digits. An action rather than a setter,
    /// so that it is applied in order with the keys around it.
    case resize(width: Int, maxDigits: Int)
}
