extension KeypadLayout {
    /// The programmer keypad: the bases and the word above, the operations on bits, and
    /// the sixteen digits in a square, as hex keypads have them. Its bits are drawn from
    /// the screen (`ProgrammerScreen.bits`); a click on bit n sends `.programmer(.flipBit(n))`.
    public static let programmer: KeypadLayout = {
        let p = { (key: ProgrammerKey) in Key.programmer(key) }
        let rows: [[Key]] = [
            [p(.base(16)), p(.base(10)), p(.base(8)), p(.base(2)), p(.nextWord), p(.signed)],
            [p(.and), p(.or), p(.xor), p(.nor), p(.not), .allClear],
            [p(.shiftLeft), p(.shiftRight), p(.shiftLeftBy), p(.shiftRightBy), p(.rotateLeft), p(.rotateRight)],
            [
                p(.twosComplement), p(.onesComplement), p(.byteFlip), p(.wordFlip), .operation(.modulo),
                .operation(.divide),
            ],
            [p(.digit(12)), p(.digit(13)), p(.digit(14)), p(.digit(15)), .changeSign, .operation(.multiply)],
            [.digit(8), .digit(9), p(.digit(10)), p(.digit(11)), .backspace, .operation(.subtract)],
        ]
        let bottom: [[Cell]] = [
            [Cell(.digit(4)), Cell(.digit(5)), Cell(.digit(6)), Cell(.digit(7)), Cell(.operation(.add), columns: 2)],
            [Cell(.digit(0)), Cell(.digit(1)), Cell(.digit(2)), Cell(.digit(3)), Cell(.equals, columns: 2)],
        ]
        return KeypadLayout(rows: rows.map { $0.map { Cell($0) } } + bottom, displayWidth: 24, maxDigits: 16)
    }()
}
