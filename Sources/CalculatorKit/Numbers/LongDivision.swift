import BigInt

extension BigUInt {
    /// (self / divisor, self % divisor) by Knuth's algorithm D (TAOCP 4.3.1), on plain
    /// word arrays. BigInt's own division builds a new number for every quotient word
    /// (the divisor times the word) and subtracts it: most of the time of printing
    /// 10000! or of the last steps of π. The divisor must not be zero.
    func dividedByWords(_ divisor: BigUInt) -> (quotient: BigUInt, remainder: BigUInt) {
        dividedByWords(divisor, until: nil)!
    }

    /// The same, stopping with the budget's time limit: dividing numbers of thousands of
    /// words takes long enough to overrun it.
    func dividedByWords(_ divisor: BigUInt, _ budget: Budget) throws(CalculationError) -> (
        quotient: BigUInt, remainder: BigUInt
    ) {
        guard let result = dividedByWords(divisor, until: budget) else {
            throw CalculationError(.timeLimit(seconds: Int(budget.limits.timeLimit.components.seconds)))
        }
        return result
    }

    /// nil when the budget ran out first.
    private func dividedByWords(_ divisor: BigUInt, until budget: Budget?) -> (quotient: BigUInt, remainder: BigUInt)? {
        precondition(!divisor.isZero, "division by zero")
        let n = divisor.words.count
        if words.count < n || self < divisor { return (0, self) }
        if n == 1 { return dividedByWord(divisor.words[0]) }
        // Normalise: the divisor's top bit set, so that each quotient estimate is at most 2 too large.
        let shift = divisor.words[n - 1].leadingZeroBitCount
        let v = Array(divisor.words).shiftedLeft(shift)
        var u = Array(words).shiftedLeft(shift)
        if u.count == words.count { u.append(0) }
        let m = u.count - n - 1
        var q = [UInt](repeating: 0, count: m + 1)
        let vTop = v[n - 1], vNext = v[n - 2]
        var expired = false
        u.withUnsafeMutableBufferPointer { u in
            for j in stride(from: m, through: 0, by: -1) {
                if j & 15 == 0, let budget, budget.isExpired {
                    expired = true
                    return
                }
                // Estimate from the top two words of the remainder and the top word of the divisor.
                var qHat: UInt, rHat: UInt
                var rHatOverflow = false
                if u[j + n] >= vTop {
                    qHat = .max
                    (rHat, rHatOverflow) = u[j + n - 1].addingReportingOverflow(u[j + n])
                } else {
                    (qHat, rHat) = vTop.dividingFullWidth((u[j + n], u[j + n - 1]))
                }
                // Lower it while qHat·vNext > rHat·b + u[j+n−2] (at most twice).
                while !rHatOverflow {
                    let product = qHat.multipliedFullWidth(by: vNext)
                    if product.high < rHat || (product.high == rHat && product.low <= u[j + n - 2]) { break }
                    qHat -= 1
                    (rHat, rHatOverflow) = rHat.addingReportingOverflow(vTop)
                }
                // u[j...j+n] −= qHat·v
                var carry: UInt = 0, borrow: UInt = 0
                for i in 0..<n {
                    let product = qHat.multipliedFullWidth(by: v[i])
                    let (low, lowCarry) = product.low.addingReportingOverflow(carry)
                    carry = product.high &+ (lowCarry ? 1 : 0)
                    let (d1, b1) = u[i + j].subtractingReportingOverflow(low)
                    let (d2, b2) = d1.subtractingReportingOverflow(borrow)
                    u[i + j] = d2
                    borrow = (b1 ? 1 : 0) + (b2 ? 1 : 0)
                }
                let (top1, t1) = u[j + n].subtractingReportingOverflow(carry)
                let (top2, t2) = top1.subtractingReportingOverflow(borrow)
                u[j + n] = top2
                if t1 || t2 {
                    // qHat was one too large (rare): add the divisor back.
                    qHat -= 1
                    var c: UInt = 0
                    for i in 0..<n {
                        let (s1, o1) = u[i + j].addingReportingOverflow(v[i])
                        let (s2, o2) = s1.addingReportingOverflow(c)
                        u[i + j] = s2
                        c = (o1 ? 1 : 0) + (o2 ? 1 : 0)
                    }
                    u[j + n] &+= c
                }
                q[j] = qHat
            }
        }
        if expired { return nil }
        return (BigUInt(words: q), BigUInt(words: Array(u[0..<n])) >> shift)
    }

    /// Division by one word, top word first.
    private func dividedByWord(_ d: UInt) -> (quotient: BigUInt, remainder: BigUInt) {
        var q = Array(words)
        var r: UInt = 0
        for i in q.indices.reversed() {
            (q[i], r) = d.dividingFullWidth((r, q[i]))
        }
        return (BigUInt(words: q), BigUInt(machineWord: r))
    }
}
