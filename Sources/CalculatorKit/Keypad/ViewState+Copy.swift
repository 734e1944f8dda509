/// The value behind the display written out in full, asked for on demand (a copy command,
/// a menu): an irrational value's 100 digits cost more than a key press, so no renderer
/// calls these while drawing. Each says why when there is nothing to give.
extension ViewState {
    /// Why there is nothing to copy.
    public struct NothingToCopy: Error, Equatable, Sendable, CustomStringConvertible {
        public var reason: String
        public var description: String { "nothing to copy: " + reason }
    }

    /// What "copy" puts on the clipboard: the full-precision plain result, what a
    /// scrolled result shows, or the exact form when the display shows it.
    public func copyText() -> Result<String, NothingToCopy> {
        // A scrolled result: what is shown, to its last shown digit.
        if let scrolled, isCut { return .success(scrolled.copyText) }
        // The exact form as shown (2/3, 2√2, π/2): the calculator reads it back as the same value.
        if showsExactForm { return .success(display) }
        guard let value else {
            return .failure(NothingToCopy(reason: error ?? "the display shows no value"))
        }
        do throws(CalculationError) {
            return .success(try CopyText.text(value))
        } catch {
            return .failure(NothingToCopy(reason: error.message))
        }
    }

    /// The result in Chinese uppercase (人民币大写), or why it has none (no value, negative, too large).
    public func chineseAmount() -> Result<String, ChineseAmount.Failure> {
        guard let value else { return .failure(.noValue) }
        return Result { () throws(ChineseAmount.Failure) in try ChineseAmount.uppercase(value) }
    }
}
