import CalculatorKit
import Testing

@testable import CalculatorTerminal

/// → pressed in the same instant as Enter (one read of the terminal: "\r\e[C") scrolls the
/// answer once it shows, as keys typed ahead wait for "=". Driven as the runtime drives the
/// state: the screen is read after every batch of events, and each job's answer comes back
/// as an event of its own, later.
@Suite("→ right after Enter")
struct ArrowAfterEnterTests {
    /// The state, and the jobs asked for and not yet answered, in the order asked.
    struct Run {
        var state = TerminalState(calculator: CalculatorState(mode: .expression), columns: 80, rows: 24)
        var jobs: [Job<TerminalEvent>] = []

        /// Applies a batch of events and reads the screen, as the runtime does after each batch.
        mutating func apply(_ events: [TerminalEvent]) {
            for event in events {
                for effect in TerminalState.reduce(into: &state, event) {
                    switch effect {
                    case let .evaluate(job):
                        jobs.removeAll { $0.name == job.name }
                        jobs.append(job)
                    case let .cancel(name): jobs.removeAll { $0.name == name }
                    default: break
                    }
                }
            }
            _ = state.view
        }

        /// Answers the oldest job asked for named `name`.
        mutating func answer(_ name: String) {
            guard let index = jobs.firstIndex(where: { $0.name.name == name }) else { return }
            let job = jobs.remove(at: index)
            apply([job.run()])
        }

        /// Answers every job, oldest first, until none is left.
        mutating func settle() {
            while let job = jobs.first { answer(job.name.name) }
        }
    }

    static func typed(_ text: String) -> [TerminalEvent] { text.map { .input(.character($0)) } }

    @Test("1÷7, then Enter and → in one read: the answer scrolls by a digit once it shows", arguments: [false, true])
    func enterThenRight(liveAnswered: Bool) {
        var run = Run()
        run.apply(Self.typed("1/7"))
        if liveAnswered { run.answer("live") }
        run.apply([.input(.enter), .input(.right)])
        #expect(run.state.view.isStale)
        run.answer("key")
        run.settle()
        let scrolled = run.state.view
        #expect(scrolled.scrolled != nil, "\(scrolled.display)")
        #expect(!scrolled.isStale && scrolled.expression.contains("1÷7"))

        // The same keys one batch at a time, the answer in between, end on the same screen.
        var slow = Run()
        slow.apply(Self.typed("1/7"))
        slow.settle()
        slow.apply([.input(.enter)])
        slow.settle()
        slow.apply([.input(.right)])
        slow.settle()
        #expect(slow.state.view.display == scrolled.display && slow.state.view.scrolled == scrolled.scrolled)
    }

    @Test("Enter, → → and a digit in one read: the digit starts anew after the answer, the arrows scrolled it first")
    func enterArrowsThenDigit() {
        var run = Run()
        run.apply(Self.typed("1/7"))
        run.apply([.input(.enter), .input(.right), .input(.right), .input(.character("5"))])
        run.settle()
        #expect(run.state.view.scrolled == nil && run.state.view.expression == "5")
    }
}
