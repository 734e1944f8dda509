/// What an event asks of the world outside the state. `reduce` returns effects instead of
/// leaving counters in the state for a runtime to diff; `KeypadRuntime` runs each one once:
/// I/O through the front end's `EffectHandlers` (the kit does no I/O), timers on its clock.
public enum Effect<Event: Sendable>: Sendable {
    /// A calculation finished: a history store appends the entry.
    case recordCalculation(HistoryEntry)
    /// The history was emptied: a history store forgets the saved one too.
    case clearHistory
    /// This text goes on the clipboard.
    case copy(String)
    /// The note's text is to be kept (asked for once typing pauses).
    case saveNote(String)
    /// `event` is sent back after `delay` on the runtime's clock (a key's flash ends, a notice
    /// goes). A newer timer with the same name replaces an older one that has not fired,
    /// so the end of an old flash never cuts a new one short.
    case timer(Name, after: Duration, send: Event)
    /// A calculation, run off the path of the keys; its answer comes back as an event.
    case evaluate(Job<Event>)
    /// Stops the job of this name (Esc during a slow "="); its answer never arrives.
    case cancel(Name)

    public typealias TimerName = Name

    /// Names a timer or a job, so that a newer one replaces it.
    public struct Name: Hashable, Sendable, ExpressibleByStringLiteral {
        public var name: String
        public init(_ name: String) { self.name = name }
        public init(stringLiteral name: String) { self.name = name }
    }

    /// The same effect for a runtime whose events wrap these (the terminal's events wrap keys).
    public func map<Other: Sendable>(_ transform: @escaping @Sendable (Event) -> Other) -> Effect<Other> {
        switch self {
        case let .recordCalculation(entry): return .recordCalculation(entry)
        case .clearHistory: return .clearHistory
        case let .copy(text): return .copy(text)
        case let .saveNote(text): return .saveNote(text)
        case let .timer(name, delay, event): return .timer(.init(name.name), after: delay, send: transform(event))
        case let .evaluate(job): return .evaluate(job.map(transform))
        case let .cancel(name): return .cancel(.init(name.name))
        }
    }
}

extension Effect: Equatable where Event: Equatable {}
