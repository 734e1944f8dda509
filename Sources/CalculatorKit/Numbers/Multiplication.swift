import BigInt

extension BigUInt {
    /// self × other, checking the budget between pieces (none: unchecked). BigInt's own product of two
    /// numbers of thousands of words runs for seconds without a pause, and most of its
    /// time goes to copying and to uniqueness checks on every word; the long products of
    /// the series (π, e^x, binary splitting) and of big exact powers go through here
    /// instead: Karatsuba on plain word arrays.
    func multiplied(by other: BigUInt, _ budget: Budget?) throws(CalculationError) -> BigUInt {
        if isZero || other.isZero { return 0 }
        let a = Array(words), b = Array(other.words)
        return BigUInt(words: try WordProduct.product(a[...], b[...], budget))
    }

    /// self^exponent by repeated squaring, within the budget.
    func power(_ exponent: Int, _ budget: Budget?) throws(CalculationError) -> BigUInt {
        if exponent == 0 { return 1 }
        if words.count == 1 {
            // A base of one word: from the top bit down, squaring and then multiplying by
            // the word, which is a single pass where a product of two big numbers is not.
            let base = words[0]
            var result = self
            for bit in stride(from: exponent.bitWidth - exponent.leadingZeroBitCount - 2, through: 0, by: -1) {
                result = try result.squared(budget)
                if (exponent >> bit) & 1 == 1 { result.multiply(byWord: base) }
            }
            return result
        }
        var result = BigUInt(1), square = self, e = exponent
        while e > 0 {
            if e & 1 == 1 { result = result.isOne ? square : try result.multiplied(by: square, budget) }
            e >>= 1
            if e > 0 { square = try square.squared(budget) }
        }
        return result
    }

    /// self², about two thirds of the time of a product of two numbers that size.
    func squared(_ budget: Budget?) throws(CalculationError) -> BigUInt {
        if isZero { return 0 }
        return BigUInt(words: try WordProduct.square(Array(words)[...], budget))
    }
}

extension BigInt {
    /// self × other within the budget (see `BigUInt.multiplied(by:_:)`).
    func multiplied(by other: BigInt, _ budget: Budget?) throws(CalculationError) -> BigInt {
        let magnitude = try self.magnitude.multiplied(by: other.magnitude, budget)
        return BigInt(sign: sign == other.sign || magnitude.isZero ? .plus : .minus, magnitude: magnitude)
    }
}

/// Products of numbers held as words, least significant first.
enum WordProduct {
    /// Below this many words in the shorter factor, the schoolbook product is faster
    /// than splitting.
    static let splitLimit = 40
    /// Pieces this small take microseconds: the clock is read only above it.
    static let clockLimit = 512

    static func product(_ a: ArraySlice<UInt>, _ b: ArraySlice<UInt>, _ budget: Budget?) throws(CalculationError)
        -> [UInt]
    {
        let (long, short) = a.count >= b.count ? (a, b) : (b, a)
        if short.count < splitLimit { return schoolbook(long, short) }
        if long.count >= clockLimit { try budget?.check() }
        var result = [UInt](repeating: 0, count: long.count + short.count)
        let k = (long.count + 1) / 2
        if short.count <= k {
            // Unbalanced: the long factor in pieces as long as the short one, each a
            // balanced product.
            var start = long.startIndex
            while start < long.endIndex {
                let end = Swift.min(start + short.count, long.endIndex)
                let piece = try product(long[start..<end], short, budget)
                add(piece, into: &result, at: start - long.startIndex)
                start = end
            }
            return result
        }
        // long = a1·B^k + a0, short = b1·B^k + b0:
        // long·short = z2·B^2k + z1·B^k + z0 with z1 = (a1 + a0)(b1 + b0) − z2 − z0.
        let a0 = long.prefix(k), a1 = long.dropFirst(k)
        let b0 = short.prefix(k), b1 = short.dropFirst(k)
        let z0 = try product(a0, b0, budget)
        let z2 = try product(a1, b1, budget)
        let sums = try product(sum(a0, a1)[...], sum(b0, b1)[...], budget)
        combine(z0, sums, z2, at: k, into: &result)
        return result
    }

    /// z2·B^2k + z1·B^k + z0 with z1 = sums − z2 − z0, added into `result`: the last step
    /// of Karatsuba's product and square.
    private static func combine(
        _ z0: [UInt], _ sums: consuming [UInt], _ z2: [UInt], at k: Int, into result: inout [UInt]
    ) {
        var z1 = sums
        subtract(z0, from: &z1)
        subtract(z2, from: &z1)
        add(z0, into: &result, at: 0)
        add(z2, into: &result, at: 2 * k)
        add(z1, into: &result, at: k)
    }

    /// a², split as a product is: z1 = (a1 + a0)² − z2 − z0.
    static func square(_ a: ArraySlice<UInt>, _ budget: Budget?) throws(CalculationError) -> [UInt] {
        if a.count < splitLimit { return schoolbookSquare(a) }
        if a.count >= clockLimit { try budget?.check() }
        var result = [UInt](repeating: 0, count: 2 * a.count)
        let k = (a.count + 1) / 2
        let a0 = a.prefix(k), a1 = a.dropFirst(k)
        let z0 = try square(a0, budget)
        let z2 = try square(a1, budget)
        combine(z0, try square(sum(a0, a1)[...], budget), z2, at: k, into: &result)
        return result
    }

    /// The quadratic square: each product of two different words once, doubled, and then
    /// the squares of the words.
    static func schoolbookSquare(_ a: ArraySlice<UInt>) -> [UInt] {
        let n = a.count
        var result = [UInt](repeating: 0, count: 2 * n)
        result.withUnsafeMutableBufferPointer { r in
            a.withUnsafeBufferPointer { a in
                for j in 0..<n {
                    let y = a[j]
                    if y == 0 { continue }
                    var carry: UInt = 0
                    for i in (j + 1)..<Swift.max(n, j + 1) {
                        let (high, low) = a[i].multipliedFullWidth(by: y)
                        let (s1, o1) = low.addingReportingOverflow(r[i + j])
                        let (s2, o2) = s1.addingReportingOverflow(carry)
                        r[i + j] = s2
                        carry = high &+ (o1 ? 1 : 0) &+ (o2 ? 1 : 0)
                    }
                    r[j + n] = carry
                }
                // Double, then add the diagonal.
                var top: UInt = 0
                for i in 0..<(2 * n) {
                    let word = r[i]
                    r[i] = (word << 1) | top
                    top = word >> (UInt.bitWidth - 1)
                }
                var carry: UInt = 0
                for i in 0..<n {
                    let (high, low) = a[i].multipliedFullWidth(by: a[i])
                    let (s1, o1) = r[2 * i].addingReportingOverflow(low)
                    let (s2, o2) = s1.addingReportingOverflow(carry)
                    r[2 * i] = s2
                    let c1: UInt = (o1 ? 1 : 0) + (o2 ? 1 : 0)
                    let (t1, p1) = r[2 * i + 1].addingReportingOverflow(high)
                    let (t2, p2) = t1.addingReportingOverflow(c1)
                    r[2 * i + 1] = t2
                    carry = (p1 ? 1 : 0) + (p2 ? 1 : 0)
                }
            }
        }
        return result
    }

    /// The quadratic product, on unsafe buffers: no bounds or uniqueness checks per word.
    static func schoolbook(_ a: ArraySlice<UInt>, _ b: ArraySlice<UInt>) -> [UInt] {
        var result = [UInt](repeating: 0, count: a.count + b.count)
        result.withUnsafeMutableBufferPointer { r in
            a.withUnsafeBufferPointer { a in
                b.withUnsafeBufferPointer { b in
                    for j in 0..<b.count {
                        let y = b[j]
                        if y == 0 { continue }
                        var carry: UInt = 0
                        for i in 0..<a.count {
                            let (high, low) = a[i].multipliedFullWidth(by: y)
                            let (s1, o1) = low.addingReportingOverflow(r[i + j])
                            let (s2, o2) = s1.addingReportingOverflow(carry)
                            r[i + j] = s2
                            carry = high &+ (o1 ? 1 : 0) &+ (o2 ? 1 : 0)
                        }
                        r[j + a.count] = carry
                    }
                }
            }
        }
        return result
    }

    /// x + y, one word longer than the longer of them.
    static func sum(_ x: ArraySlice<UInt>, _ y: ArraySlice<UInt>) -> [UInt] {
        var result = Array(x.count >= y.count ? x : y)
        result.append(0)
        add(Array(x.count >= y.count ? y : x), into: &result, at: 0)
        return result
    }

    /// r += x · B^offset; r has room for the result, though x may have zero words beyond it.
    static func add(_ x: [UInt], into r: inout [UInt], at offset: Int) {
        var count = x.count
        while count > 0 && x[count - 1] == 0 { count -= 1 }
        r.withUnsafeMutableBufferPointer { r in
            x.withUnsafeBufferPointer { x in
                var carry = false
                var i = 0
                while i < count {
                    let (s1, o1) = r[offset + i].addingReportingOverflow(x[i])
                    let (s2, o2) = s1.addingReportingOverflow(carry ? 1 : 0)
                    r[offset + i] = s2
                    carry = o1 || o2
                    i += 1
                }
                var j = offset + i
                while carry && j < r.count {
                    (r[j], carry) = r[j].addingReportingOverflow(1)
                    j += 1
                }
            }
        }
    }

    /// r −= x, for x ≤ r.
    static func subtract(_ x: [UInt], from r: inout [UInt]) {
        r.withUnsafeMutableBufferPointer { r in
            x.withUnsafeBufferPointer { x in
                var borrow = false
                var i = 0
                while i < x.count {
                    let (d1, o1) = r[i].subtractingReportingOverflow(x[i])
                    let (d2, o2) = d1.subtractingReportingOverflow(borrow ? 1 : 0)
                    r[i] = d2
                    borrow = o1 || o2
                    i += 1
                }
                while borrow && i < r.count {
                    (r[i], borrow) = r[i].subtractingReportingOverflow(1)
                    i += 1
                }
            }
        }
    }
}
