import BigInt

// BigInt's conversions from machine integers are generic and not specialised outside
// its module: each one walks `words` through protocol witnesses, and a negative value
// allocates an array. Rationals convert their machine-word parts often (every
// operation that mixes a small and a big value), so they use these instead.

extension BigUInt {
    init(machineWord value: UInt) {
        self.init(integerLiteral: UInt64(value))
    }
}

extension BigInt {
    init(machineWord value: Int) {
        self.init(sign: value < 0 ? .minus : .plus, magnitude: BigUInt(machineWord: value.magnitude))
    }
}
