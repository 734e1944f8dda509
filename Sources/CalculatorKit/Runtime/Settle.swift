extension Effect.Name {
    /// The timer that says a calculation has run long enough to show "calculating…".
    public static var calculating: Self { "calculating" }
}

extension Effect {
    /// Applies `event`, runs every calculation it asks for on this thread and applies its
    /// answer, until none is left: what a runtime would reach once every answer is in, for
    /// tools and tests that fold events. Returns the other effects, less the timers that
    /// only say a calculation is running.
    public static func settle<State>(
        _ state: inout State, _ event: Event,
        _ reduce: (inout State, Event) -> [Effect]
    ) -> [Effect] {
        var events = [event], index = 0, effects: [Effect] = []
        while index < events.count {
            let next = events[index]
            index += 1
            for effect in reduce(&state, next) {
                switch effect {
                case let .evaluate(job): events.append(job.run())
                case .cancel: break
                case let .timer(name, _, _) where name == .calculating: break
                default: effects.append(effect)
                }
            }
        }
        return effects
    }
}
