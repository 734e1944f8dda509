import Testing

@testable import CalculatorKit

/// An effect a step asked for, described for a test to match one by one.
enum Asked: Equatable, CustomStringConvertible {
    case record(String)
    case clearHistory
    case copy(String)
    case saveNote(String)
    case timer(String)
    case evaluate(String)
    case cancel(String)

    init<Event>(_ effect: Effect<Event>) {
        switch effect {
        case let .recordCalculation(entry): self = .record("\(entry.expression) = \(entry.result)")
        case .clearHistory: self = .clearHistory
        case let .copy(text): self = .copy(text)
        case let .saveNote(text): self = .saveNote(text)
        case let .timer(name, _, _): self = .timer(name.name)
        case let .evaluate(job): self = .evaluate(job.name.name)
        case let .cancel(name): self = .cancel(name.name)
        }
    }

    /// As a test would write it, so that a failure shows what to assert.
    var description: String {
        func quoted(_ text: String) -> String { "\"" + text.replacingOccurrences(of: "\"", with: "\\\"") + "\"" }
        switch self {
        case let .record(text): return ".record(\(quoted(text)))"
        case .clearHistory: return ".clearHistory"
        case let .copy(text): return ".copy(\(quoted(text)))"
        case let .saveNote(text): return ".saveNote(\(quoted(text)))"
        case let .timer(name): return ".timer(\(quoted(name)))"
        case let .evaluate(name): return ".evaluate(\(quoted(name)))"
        case let .cancel(name): return ".cancel(\(quoted(name)))"
        }
    }
}

/// Steps a reducer as the runtime would, and makes a test say every effect each step asks
/// for: a step's effects not matched by the test fail it, and so do jobs and timers left
/// unanswered at `finish()`. Each step also checks what the test says of the state after it. Jobs run only when the test says (`runJob`), timers fire only
/// when it says (`fire`), so no step depends on a clock or a thread.
struct TestStore<State, Event: Sendable> {
    private(set) var state: State
    private let reduce: (inout State, Event) -> [Effect<Event>]
    /// Jobs and timers asked for and not yet run or fired, newest of each name last.
    private(set) var jobs: [Job<Event>] = []
    private(set) var timers: [(name: Effect<Event>.Name, event: Event)] = []

    init(_ state: State, reduce: @escaping (inout State, Event) -> [Effect<Event>]) {
        self.state = state
        self.reduce = reduce
    }

    /// Sends `event`; the state after it must pass `check`, and the step's effects must be
    /// exactly `effects`, in order.
    mutating func send(
        _ event: Event, effects: [Asked] = [], sourceLocation: SourceLocation = #_sourceLocation,
        _ check: (State) -> Bool = { _ in true }
    ) {
        let asked = reduce(&state, event)
        #expect(check(state), "the state after the step", sourceLocation: sourceLocation)
        let described = asked.map(Asked.init)
        #expect(described == effects, "the step's effects", sourceLocation: sourceLocation)
        for effect in asked {
            switch effect {
            case let .evaluate(job):
                jobs.removeAll { $0.name == job.name }
                jobs.append(job)
            case let .cancel(name): jobs.removeAll { $0.name == name }
            case let .timer(name, _, event):
                timers.removeAll { $0.name == name }
                timers.append((name, event))
            default: break
            }
        }
    }

    /// Runs the pending job of this name and sends its answer as the runtime would.
    mutating func runJob(
        _ name: String, effects: [Asked] = [], sourceLocation: SourceLocation = #_sourceLocation,
        _ check: (State) -> Bool = { _ in true }
    ) {
        guard let index = jobs.firstIndex(where: { $0.name.name == name }) else {
            Issue.record("no job named \(name) is pending", sourceLocation: sourceLocation)
            return
        }
        let job = jobs.remove(at: index)
        send(job.run(), effects: effects, sourceLocation: sourceLocation, check)
    }

    /// Fires the pending timer of this name.
    mutating func fire(
        _ name: String, effects: [Asked] = [], sourceLocation: SourceLocation = #_sourceLocation,
        _ check: (State) -> Bool = { _ in true }
    ) {
        guard let index = timers.firstIndex(where: { $0.name.name == name }) else {
            Issue.record("no timer named \(name) is pending", sourceLocation: sourceLocation)
            return
        }
        let timer = timers.remove(at: index)
        send(timer.event, effects: effects, sourceLocation: sourceLocation, check)
    }

    /// Fails on jobs and timers the test left unanswered (named in `ignoring` are allowed).
    func finish(ignoring: Set<String> = [], sourceLocation: SourceLocation = #_sourceLocation) {
        let left = jobs.map { "job " + $0.name.name } + timers.map { "timer " + $0.name.name }
        let unasserted = left.filter { !ignoring.contains(String($0.split(separator: " ")[1])) }
        #expect(unasserted.isEmpty, "left unanswered: \(unasserted)", sourceLocation: sourceLocation)
    }
}

extension TestStore where Event == KeypadAction {
    /// Sends a key a person pressed (`KeypadAction.key`), as `send` does any action.
    mutating func send(
        _ key: Key, effects: [Asked] = [], sourceLocation: SourceLocation = #_sourceLocation,
        _ check: (State) -> Bool = { _ in true }
    ) {
        send(.key(key), effects: effects, sourceLocation: sourceLocation, check)
    }
}
