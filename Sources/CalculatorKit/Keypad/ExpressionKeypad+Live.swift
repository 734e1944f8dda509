extension ExpressionKeypad {
    /// The live result, worked out beside the keys: the keys edit the expression at once,
    /// and the value and its digits follow when they are found (or a newer key cancels them).
    enum Live {
        struct Request: Sendable {
            /// The keypad as the key left it.
            var keypad: ExpressionKeypad
            var angle: AngleUnit
            var limits: CalculationLimits
            var fit: DisplayFit
            /// The state's seed: rand() in the live result is the number "=" gives.
            var random: RandomSource
        }

        struct Answer: Equatable, Sendable {
            var value: Number?
            var shown: Shown?
            var problem: String?
            var source: LiveSource?
            /// Nothing the live result reads changed (an operator, "sin(" typed): keep it.
            var isUnchanged = false
        }

        /// Evaluates the expression so far (or fits "="'s result again) within the limits.
        static func work(_ request: Request) -> Answer {
            let keypad = request.keypad
            if let result = keypad.result {
                do throws(CalculationError) {
                    return Answer(value: result, shown: try request.fit.shown(result, limits: request.limits))
                } catch {
                    return Answer(
                        value: nil, shown: Shown(text: "Error", isComplete: true, isUndecided: false),
                        problem: error.message)
                }
            }
            let completed = keypad.livePieces
            guard !completed.isEmpty else { return Answer() }
            let source = LiveSource(
                source: completed.source, answer: keypad.answer, angle: request.angle, fit: request.fit)
            if source == keypad.liveSource, keypad.shown != nil || keypad.liveProblem != nil {
                return Answer(isUnchanged: true)
            }
            var evaluator = Evaluator(angle: request.angle, limits: request.limits)
            evaluator.answer = keypad.answer
            evaluator.random = RandomNumbers(request.random)
            let value: Number
            do throws(CalculationError) {
                value = try source.source.evaluate(evaluator)
            } catch {
                // An unfinished expression does not flash errors (1÷0 while typing), but running
                // out of time or precision is a reason worth showing.
                switch error.kind {
                case .timeLimit, .precisionLimit: return Answer(problem: error.message, source: source)
                default: return Answer(source: source)
                }
            }
            do throws(CalculationError) {
                return Answer(value: value, shown: try request.fit.shown(value, limits: request.limits), source: source)
            } catch {
                return Answer(problem: error.message, source: source)
            }
        }
    }
}

extension Key {
    /// Whether the key may change what the expression keypad's live result reads (settings
    /// such as 2nd or memory clear do not; the angle does).
    var mayChangeLiveResult: Bool {
        switch self {
        case .second, .memoryClear, .memoryAdd, .memorySubtract, .mode, .clearHistory, .scroll, .exactForm:
            return false
        default: return true
        }
    }
}
