/// Not a key on the keypad: what a calculation that a key asked for found, sent back
/// through `reduce` by the runtime (`KeypadAction.answer`). It names the request it answers
/// (`revision`), so that an answer a newer key has made stale is dropped.
public struct CalculationAnswer: Hashable, Sendable {
    let revision: Int
    let content: Content

    indirect enum Content: Sendable {
        /// A key the basic keypad calculated: the keypad after it, what it changed of the
        /// shared context, the effects it asked for and the screen it made.
        case basic(BasicKeypad, KeypadContext, [Effect<KeypadAction>], ViewState)
        /// "=" (or another calculating key) on the expression keypad.
        case expression(ExpressionKeypad, KeypadContext, [Effect<KeypadAction>])
        /// The live result or a refit of the expression keypad's display.
        case live(ExpressionKeypad.Live.Answer)
        /// The calculation has taken long enough to say so on screen.
        case slow
        /// More digits of a scrolled result, cut (never rounded), or why there are none.
        case digits(Result<DecimalApproximation, CalculationError>)
    }

    init(revision: Int, _ content: Content) {
        self.revision = revision
        self.content = content
    }

    /// Answers are told apart by the request they answer.
    public static func == (a: CalculationAnswer, b: CalculationAnswer) -> Bool {
        a.revision == b.revision && a.kind == b.kind
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(revision)
        hasher.combine(kind)
    }

    private var kind: Int {
        switch content {
        case .basic: 0
        case .expression: 1
        case .live: 2
        case .slow: 3
        case .digits: 4
        }
    }
}
