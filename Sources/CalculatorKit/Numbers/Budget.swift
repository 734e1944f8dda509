/// The size bound and deadline of one evaluation. Long loops call `check()`;
/// operations that can grow a number ask `allow(bits:)` before they start.
///
/// Its initializer is the kit's own: outside the kit a budget comes from `WaitedJob` (a tool
/// that waits on its own thread) and inside it from the runtime's jobs. That `WaitedJob` is
/// not called from a reducer or a renderer is a rule kept by review, not by the compiler.
public struct Budget: Sendable {
    public let limits: CalculationLimits
    let deadline: ContinuousClock.Instant

    init(limits: CalculationLimits = .standard) {
        self.limits = limits
        deadline = ContinuousClock.now.advanced(by: limits.timeLimit)
    }

    func check() throws(CalculationError) {
        if limits.cancellation?.isCancelled == true { throw CalculationError(.cancelled) }
        if isExpired {
            throw CalculationError(.timeLimit(seconds: Int(limits.timeLimit.components.seconds)))
        }
    }

    /// Whether the time is up (for loops that cannot throw; `check()` then says so).
    var isExpired: Bool { limits.cancellation?.isCancelled == true || ContinuousClock.now > deadline }

    /// Throws `tooLarge` when a result of about `bits` bits may not be made.
    func allow(bits: Double) throws(CalculationError) {
        if !(bits <= Double(limits.maxBits)) {  // also catches NaN and infinity
            throw CalculationError(.tooLarge(limitBits: limits.maxBits))
        }
    }

    /// Throws when an approximation to `bits` bits after the point is asked for.
    func allowPrecision(_ bits: Int) throws(CalculationError) {
        if bits > limits.maxPrecisionBits {
            throw CalculationError(.precisionLimit(bits: limits.maxPrecisionBits))
        }
    }
}
