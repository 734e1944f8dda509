extension Screen {
    /// The programmer keypad's screen beside its display: `{"base": "HEX", "radix": 16,
    /// "word": "64-bit signed", "bits": "0…01111", "hex": "0xF", "dec": "15", "oct": "0o17",
    /// "bin": "0b1111", "character": null}`.
    public struct Programmer: Codable, Equatable, Sendable {
        /// The base the display shows and digits are typed in, as its key reads: HEX DEC OCT BIN.
        public var base: String
        public var radix: Int
        /// "64-bit signed", "unbounded".
        public var word: String
        /// The word's bits, null when unbounded.
        public var wordBits: Int?
        public var signed: Bool
        public var hex: String
        public var dec: String
        public var oct: String
        public var bin: String
        /// The bits, the highest first; the key `bit.N` flips bit N (0 is the last character).
        public var bits: String
        /// The character with the value's code ("A" for 65), null when there is none to show.
        public var character: String?
        /// What happened to the value: "256 wrapped to 0 (8-bit unsigned)".
        public var note: String?

        public init(_ screen: ProgrammerScreen) {
            base = ProgrammerKey.base(screen.radix).label
            radix = screen.radix
            word = screen.word
            wordBits = screen.wordBits
            signed = screen.signed
            hex = screen.hex
            dec = screen.decimal
            oct = screen.octal
            bin = screen.binary
            bits = screen.bits
            character = screen.character
            note = screen.note
        }

        private enum CodingKeys: String, CodingKey {
            case base, radix, word, wordBits, signed, hex, dec, oct, bin, bits, character, note
        }

        /// As synthesized, except that `character`, `wordBits` and `note` are written as null when absent.
        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(base, forKey: .base)
            try container.encode(radix, forKey: .radix)
            try container.encode(word, forKey: .word)
            try container.encode(wordBits, forKey: .wordBits)
            try container.encode(signed, forKey: .signed)
            try container.encode(hex, forKey: .hex)
            try container.encode(dec, forKey: .dec)
            try container.encode(oct, forKey: .oct)
            try container.encode(bin, forKey: .bin)
            try container.encode(bits, forKey: .bits)
            try container.encode(character, forKey: .character)
            try container.encode(note, forKey: .note)
        }
    }
}
