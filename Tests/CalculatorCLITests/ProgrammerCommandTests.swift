import Foundation
import Testing

/// Bases, bits and words on the command line: what a person types and what it prints.
@Suite("The calculator command: bases, bits and words")
struct ProgrammerCommandTests {
    @Test(
        "bases and bits without a word",
        arguments: [
            ("0xFF + 1", "256"), ("255 to hex", "0xFF"), ("0b1010 xor 0b0110", "12"),
            ("1 << 70", "1180591620717411303424"), ("0xFF to dec", "255"), ("0.1 to bin", "0b0.0(0011)"),
            ("0b1111_0000 >> 4", "15"), ("8 bit to byte", "1 byte"),
        ])
    func expressions(_ line: String, _ expected: String) throws {
        let run = try Run([line])
        #expect(run.status == 0)
        #expect(run.out == expected + "\n")
        #expect(run.err == "")
    }

    @Test("in an 8-bit signed word 127 + 1 wraps to -128, and says so")
    func wraps() throws {
        let run = try Run(["--word", "8", "--signed", "127 + 1"])
        #expect(run.status == 0)
        #expect(run.out == "-128\n")
        #expect(run.err == "note: 128 wrapped to -128 (8-bit signed)\n")
    }

    @Test("-1 in a 32-bit word is 0xFFFFFFFF, signed or not")
    func minusOneInHex() throws {
        #expect(try Run(["--word", "32", "--", "-1 to hex"]).out == "0xFFFFFFFF\n")
        let signed = try Run(["--word", "32", "--signed", "--", "-1 to hex"])
        #expect(signed.out == "0xFFFFFFFF\n")
        #expect(signed.err == "")
    }

    @Test("a batch in a word: ans carries, division is whole")
    func batch() throws {
        let run = try Run(["--word", "8"], input: "0xF0\nans >> 4\n7 / 2\n")
        #expect(run.out == "240\n15\n3\n")
        #expect(run.err.contains("7 / 2 was cut to 3"))
    }

    @Test("a word that is not offered is refused")
    func badWord() throws {
        let run = try Run(["--word", "12", "1"])
        #expect(run.status != 0)
        #expect(run.err.contains("--word must be 8, 16, 32, 64 or unbounded"))
        #expect(try Run(["--signed", "1"]).status != 0)
    }
}
