/// A calculation that `reduce` asks for instead of doing it: the runtime runs `work` on a
/// calculation thread, off the path of the keys, and sends the event it returns back
/// through `reduce`. The event carries `revision`, so that `reduce` drops an answer that a
/// newer key has made stale. A newer job with the same name cancels this one (through
/// the `Cancellation` its budget checks), and a job not yet started is simply replaced.
public struct Job<Event: Sendable>: Sendable {
    public let name: Effect<Event>.Name
    public let revision: Int
    /// Whether the job waits rather than calculates (a fetch over the network): it runs on a
    /// thread of its own, so that it never holds one of the few calculation threads.
    public let waits: Bool
    public let work: @Sendable (Cancellation) -> Event

    public init(
        _ name: Effect<Event>.Name, revision: Int, waits: Bool = false,
        work: @escaping @Sendable (Cancellation) -> Event
    ) {
        self.name = name
        self.revision = revision
        self.waits = waits
        self.work = work
    }

    /// Runs the job on this thread: for tools and tests that wait for every answer.
    public func run() -> Event { work(Cancellation()) }

    public func map<Other: Sendable>(_ transform: @escaping @Sendable (Event) -> Other) -> Job<Other> {
        let work = work
        return Job<Other>(.init(name.name), revision: revision, waits: waits) { transform(work($0)) }
    }
}

extension Job: Equatable {
    /// Two jobs are the same request when they have the same name and revision.
    public static func == (a: Job, b: Job) -> Bool { a.name == b.name && a.revision == b.revision }
}

/// A calculation that its caller waits for on its own thread: what a command-line tool or a
/// benchmark does, where no key waits behind it. The way outside the kit to get a `Budget`;
/// the budget's deadline starts when the job does, and its limits' cancellation stops it.
public enum WaitedJob {
    /// A budget for work that starts now, when the work spans calls that cannot share a closure.
    public static func start(limits: CalculationLimits = .standard) -> Budget { Budget(limits: limits) }

    /// Runs `work` at once on this thread with a budget that starts now.
    public static func run<T>(
        limits: CalculationLimits = .standard, _ work: (Budget) throws(CalculationError) -> T
    ) throws(CalculationError) -> T {
        try work(Budget(limits: limits))
    }
}
