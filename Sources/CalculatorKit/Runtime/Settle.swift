extension Effect.Name {
    /// The timer that says a calculation has run long enough to show "calculating…".
    public static var calculating: Self { "calculating" }
}

extension Effect {
    /// Applies `event`, runs every calculation it asks for on this thread and applies its
    /// answer, until none is left: what a runtime would reach once every answer is in, for
    /// tools and tests that fold events. Returns the other effects, less the timers that
    /// only say a calculation is running. Jobs named in `skipping` are not run: what a
    /// newer event would cancel at once anyway.
    public static func settle<State>(
        _ state: inout State, _ event: Event, skipping: Set<Name> = [],
        _ reduce: (inout State, Event) -> [Effect]
    ) -> [Effect] {
        var events = [event], index = 0, effects: [Effect] = []
        while index < events.count {
            let next = events[index]
            index += 1
            for effect in reduce(&state, next) {
                switch effect {
                case let .evaluate(job) where !skipping.contains(job.name): events.append(job.run())
                case .evaluate: break
                case .cancel: break
                case let .timer(name, _, _) where name == .calculating: break
                default: effects.append(effect)
                }
            }
        }
        return effects
    }
}
