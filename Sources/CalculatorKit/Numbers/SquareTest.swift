import BigInt

extension BigUInt {
    /// False when the remainders by 64, 63, 65 and 11 rule out a square (for all but about
    /// 1 in 120 non-squares), so that most roots of big non-squares are never computed.
    var mayBeSquare: Bool {
        let low = Int((words.first ?? 0) & 63)
        let rest = Int(self % BigUInt(63 * 65 * 11))
        return BigUInt.squaresModulo64[low] && BigUInt.squaresModulo63[rest % 63]
            && BigUInt.squaresModulo65[rest % 65] && BigUInt.squaresModulo11[rest % 11]
    }

    private static func squares(modulo m: Int) -> [Bool] {
        var table = [Bool](repeating: false, count: m)
        for i in 0..<m { table[i * i % m] = true }
        return table
    }
    private static let squaresModulo64 = squares(modulo: 64)
    private static let squaresModulo63 = squares(modulo: 63)
    private static let squaresModulo65 = squares(modulo: 65)
    private static let squaresModulo11 = squares(modulo: 11)
}
